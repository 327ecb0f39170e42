"""Inbox figures for /metrics: depth per tenant and status (gauge), time to decision (histogram).

Computed at scrape time from the shared tables: the depth is recounted only when the catalog version
moved, and decisions are read incrementally from the append-only audit log (only events after the last
one counted), so a scrape costs two small queries when nothing changed.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Iterator

from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from skillkeeper.keeper import Keeper
from skillkeeper.review.figures import DECIDED, Decision
from skillkeeper.store.outages import OutageLog

log = logging.getLogger("skillkeeper.web")

# Seconds: a minute to a month, the range from an attentive reviewer to a forgotten inbox.
BUCKETS = (60.0, 300.0, 900.0, 3600.0, 4 * 3600.0, 12 * 3600.0, 86400.0, 3 * 86400.0, 7 * 86400.0, 30 * 86400.0)
# Tenants with the deepest inbox keep their own series; the rest are summed under one label.
MAX_TENANT_SERIES = 200
OTHER = "_other"
DEPTH = "skillkeeper_inbox_depth"
WAIT = "skillkeeper_review_decision_seconds"


class InboxCollector(Collector):
    """A Prometheus collector over the Keeper's figures; one per app."""

    def __init__(self, keeper: Keeper) -> None:
        self.keeper = keeper
        self._lock = threading.Lock()
        self._version: int | None = None
        self._depth: Counter[tuple[str, str]] = Counter()
        self._after = 0
        self._buckets = {a: [0] * len(BUCKETS) for a in DECIDED}
        self._count = dict.fromkeys(DECIDED, 0)
        self._sum = dict.fromkeys(DECIDED, 0.0)
        self._outage = OutageLog(log, "inbox figures", "/metrics shows the last figures read")

    def describe(self) -> Iterator[Metric]:
        # Named without touching the database (the registry asks at registration).
        yield GaugeMetricFamily(DEPTH, "Skills waiting for review", labels=["tenant", "status"])
        yield HistogramMetricFamily(WAIT, "Time from a revision's write to its review decision", labels=["action"])

    def _refresh(self) -> None:
        read = self.keeper.figures.read(self._version, self._after, self._count_decision)
        if read.depth is not None:
            self._depth = read.depth
        self._version, self._after = read.version, read.after

    def _count_decision(self, d: Decision) -> None:
        # Kept per decision, so a read cut short by an outage never counts one twice.
        self._after = d.event_id
        self._count[d.action] += 1
        self._sum[d.action] += d.seconds
        for i, bound in enumerate(BUCKETS):
            if d.seconds <= bound:
                self._buckets[d.action][i] += 1

    def collect(self) -> Iterator[Metric]:
        with self._lock:
            try:
                self._refresh()
            except Exception as exc:  # a scrape during a database outage shows the last figures
                self._outage.failed(exc)
            else:
                self._outage.ok()
            depth = GaugeMetricFamily(DEPTH, "Skills waiting for review", labels=["tenant", "status"])
            totals: Counter[str] = Counter()
            for (tenant, _), n in self._depth.items():
                totals[tenant] += n
            kept = {t for t, _ in totals.most_common(MAX_TENANT_SERIES)}
            folded: Counter[tuple[str, str]] = Counter()
            for (tenant, status), n in self._depth.items():
                folded[(tenant if tenant in kept else OTHER, status)] += n
            for (tenant, status), n in sorted(folded.items()):
                depth.add_metric([tenant, status], n)
            wait = HistogramMetricFamily(WAIT, "Time from a revision's write to its review decision", labels=["action"])
            for action in DECIDED:
                buckets = [(f"{b:g}", float(c)) for b, c in zip(BUCKETS, self._buckets[action], strict=True)]
                buckets.append(("+Inf", float(self._count[action])))
                wait.add_metric([action], buckets, sum_value=self._sum[action])
        yield depth
        yield wait


class TenantView(Collector):
    """The metrics of `registry` as one tenant's token may read them: other tenants' inbox depth left out.

    A token belongs to one tenant; the per-tenant depth would show it every other tenant's name and
    how many skills wait hidden there. Server-wide counts without a tenant label stay.
    """

    def __init__(self, registry: Collector, tenant: str | None) -> None:
        self.registry = registry
        self.tenant = tenant

    def collect(self) -> Iterator[Metric]:
        for metric in self.registry.collect():
            if metric.name == DEPTH:
                metric.samples = [s for s in metric.samples if s.labels.get("tenant") == self.tenant]
            yield metric


__all__ = ["BUCKETS", "InboxCollector", "TenantView"]
