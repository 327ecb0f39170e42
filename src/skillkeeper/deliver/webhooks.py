"""Outgoing webhooks: who may be called, how bodies are signed, and the worker that delivers the outbox.

Each request carries `X-Skillkeeper-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`
(see docs/webhooks.md for verification). The worker claims due outbox rows, POSTs them with
httpx through `egress.vetted_client` (every address it connects to is vetted, a rebinding
DNS answer cannot reach an internal one, redirects are not followed), logs every attempt, and
retries with exponential backoff up to a maximum of attempts.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from skillkeeper.deliver.egress import RefusedAddress, Resolver, vetted_client
from skillkeeper.keeper.webhooks import shape_refusal
from skillkeeper.store import webhooks as rows
from skillkeeper.store.db import Store
from skillkeeper.store.outages import OutageLog

log = logging.getLogger(__name__)
SIGNATURE_HEADER = "X-Skillkeeper-Signature"
BASE_DELAY = timedelta(seconds=30)
MAX_DELAY = timedelta(hours=1)
Clock = Callable[[], datetime]


def _utcnow() -> datetime:
    return datetime.now(UTC)


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The signature header value for `body` sent at `timestamp`."""
    mac = hmac.new(secret.encode("utf-8"), f"{timestamp}.".encode("ascii") + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def retry_delay(attempt: int) -> timedelta:
    """How long to wait after failed attempt number `attempt` (1-based): 30 s doubling, at most 1 h."""
    delay: timedelta = BASE_DELAY * (2 ** (attempt - 1))
    return min(delay, MAX_DELAY)


@dataclass(frozen=True)
class Outcome:
    """What one attempt came to."""

    ok: bool
    status_code: int | None
    error: str | None


class WebhookWorker:
    """Delivers due outbox rows; drive it with `deliver_due()` (tests pass their own clock and resolver)."""

    def __init__(
        self,
        store: Store,
        *,
        resolver: Resolver | None = None,
        clock: Clock = _utcnow,
        max_attempts: int = 8,
        allow_private: bool = False,
        timeout: float = 10.0,
        batch: int = 20,
    ) -> None:
        self.store = store
        self.client = vetted_client(allow_private=allow_private, timeout=timeout, resolver=resolver)
        self.clock = clock
        self.max_attempts = max_attempts
        self.allow_private = allow_private
        self.batch = batch

    def close(self) -> None:
        self.client.close()

    def deliver_due(self) -> int:
        """Send every row due now (batch by batch); returns how many attempts were made."""
        sent = 0
        while True:
            at = self.clock()
            with self.store.write() as conn:
                claimed = rows.claim_due(conn, at, self.batch)
            for row in claimed:
                self._deliver(row)
            sent += len(claimed)
            if len(claimed) < self.batch:
                return sent

    def _send(self, row: dict[str, Any]) -> Outcome:
        # The addresses are checked by the connection itself (egress.VettedBackend): the name may resolve
        # elsewhere than when the webhook was added, or than a moment ago.
        why = shape_refusal(row["url"])
        if why:
            return Outcome(False, None, f"refused: {why}")
        body = row["body"].encode("utf-8")
        stamp = int(self.clock().timestamp())
        headers = {
            "Content-Type": "application/json",
            "User-Agent": "skillkeeper-webhooks",
            "X-Skillkeeper-Event": row["event"],
            "X-Skillkeeper-Delivery": str(row["id"]),
            SIGNATURE_HEADER: sign(row["secret"], stamp, body),
        }
        try:
            response = self.client.post(row["url"], content=body, headers=headers, follow_redirects=False)
        except httpx.HTTPError as exc:
            if isinstance(exc.__cause__, RefusedAddress):
                return Outcome(False, None, f"refused: {exc.__cause__}")
            return Outcome(False, None, f"{type(exc).__name__}: {str(exc)[:200] or 'no answer'}")
        if 200 <= response.status_code < 300:
            return Outcome(True, response.status_code, None)
        return Outcome(False, response.status_code, f"receiver answered HTTP {response.status_code}")

    def _deliver(self, row: dict[str, Any]) -> None:
        outcome = self._send(row)
        attempt, at = int(row["attempts"]) + 1, self.clock()
        if outcome.ok:
            status, retry_at, error = rows.DELIVERED, None, None
        elif attempt >= self.max_attempts:
            status, retry_at = rows.FAILED, None
            error = f"gave up after {attempt} attempts: {outcome.error}"
        else:
            status, retry_at, error = rows.PENDING, at + retry_delay(attempt), outcome.error
        with self.store.write() as conn:
            rows.finish_attempt(
                conn,
                row["id"],
                attempt,
                at,
                status=status,
                status_code=outcome.status_code,
                error=error,
                retry_at=retry_at,
            )
        if not outcome.ok:
            # The URL and error only: never the body or the secret.
            log.warning("webhook delivery %s attempt %s failed: %s", row["id"], attempt, outcome.error)


class WorkerThread:
    """Runs a worker every `interval` seconds in a daemon thread until stopped."""

    def __init__(self, worker: WebhookWorker, interval: float) -> None:
        self.worker, self.interval = worker, interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="webhook-worker", daemon=True)
        self._outage = OutageLog(log, "webhook worker", "deliveries wait until it is back")

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)
        self.worker.close()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            self.tick()

    def tick(self) -> None:
        """One round of deliveries; a failed round waits for the next (an outage is logged once)."""
        try:
            self.worker.deliver_due()
        except Exception as exc:
            self._outage.failed(exc)
        else:
            self._outage.ok()


def worker_lifespan(store: Store, settings: Any) -> Callable[[Any], Any]:
    """A lifespan for the web app that runs the delivery worker while the app serves."""

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        thread = WorkerThread(
            WebhookWorker(
                store,
                max_attempts=settings.webhook_max_attempts,
                allow_private=settings.webhooks_allow_private,
                timeout=settings.webhook_timeout_seconds,
            ),
            settings.webhook_interval_seconds,
        )
        thread.start()
        try:
            yield
        finally:
            thread.stop()

    return lifespan
