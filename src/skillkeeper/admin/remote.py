"""Operator verbs over a deployment's REST API (`--server URL`, token from SKILLKEEPER_TOKEN).

The server decides the tenant (the token's); a `--tenant` that names another one is refused
here rather than silently acting on the token's tenant.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx

from skillkeeper.access.tokens import is_secret
from skillkeeper.errors import (
    ConfigError,
    Conflict,
    Forbidden,
    InvalidSkill,
    NotFound,
    SkillkeeperError,
    StaleReview,
    Unavailable,
    rest_base,
)
from skillkeeper.node.reach import no_answer, told
from skillkeeper.review.states import Status
from skillkeeper.skill.names import name_problem

_BY_STATUS: dict[int, type[SkillkeeperError]] = {403: Forbidden, 404: NotFound, 409: Conflict, 422: InvalidSkill}
LISTABLE = (Status.ACTIVE, Status.STAGED, Status.QUARANTINED)
_NAMED = ("/skills/", "/skills-inbox/")  # the routes that name one skill (a 404 there: no such skill for you)


def check_tenant(tenant: str | None, served: str | None) -> None:
    """Refuse a `--tenant` other than the token's own; raises Forbidden naming both and both fixes."""
    if tenant and served and tenant != served:
        # The token's tenant is the likelier meant one (a slip in --tenant), so its fix comes first.
        raise Forbidden(
            f"the token belongs to tenant {served!r}, not {tenant!r} as --tenant says; leave out --tenant "
            f"(or pass --tenant {served}) to act on {served!r}, or use a token of {tenant!r}"
        )


class RemoteAdmin:
    """The Admin verbs as REST calls; every error is a SkillkeeperError with the server's message."""

    def __init__(self, server: str, token: str, *, transport: httpx.BaseTransport | None = None) -> None:
        self.server = rest_base(server)
        self.http = httpx.Client(
            base_url=self.server + "/api/v1",
            timeout=30,
            transport=transport,
            headers={"authorization": f"Bearer {token}"},
        )
        self._tenant: str | None = None

    def close(self) -> None:
        self.http.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        """Send one request; raises Unavailable, ConfigError (401) or the error class of the status."""
        try:
            response = self.http.request(method, path, **kwargs)
        except httpx.HTTPError as exc:
            raise Unavailable(no_answer(self.server, type(exc).__name__)) from None
        if response.status_code < 300:
            return response.json() if response.content else None
        try:
            error = response.json()["error"]
            error = error if isinstance(error, dict) else {}
        except (ValueError, KeyError, TypeError):
            error = {}
        if error.get("code") == StaleReview.code and isinstance(error.get("message"), str):
            raise StaleReview(error["message"], details=error.get("details"))  # the CLI names both revisions
        headers = response.headers
        message = told(
            self.server,
            response.status_code,
            response.content,
            scope="skills:read",
            challenge=headers.get("www-authenticate"),
            location=headers.get("location"),
        )
        if response.status_code == 401:
            raise ConfigError(message)
        if error.get("code") == "not_found" and path.startswith(_NAMED):
            # The same words for a hidden skill and a missing one: only where to look next is added.
            message += (
                f"; `skillkeeper skills list --server {self.server}` lists the skills served to you, "
                f"`skills inbox --server {self.server}` (a reviewer's) those waiting for review"
            )
        raise _BY_STATUS.get(response.status_code, SkillkeeperError)(message)

    def _whose(self, tenant: str | None) -> None:
        if tenant and self._tenant is None:
            # The inbox answer names the token's tenant; reviewers and admins may read it.
            try:
                self._tenant = str(self._call("GET", "/skills-inbox", params={"limit": 1})["tenant"])
            except Forbidden:
                return
        check_tenant(tenant, self._tenant)

    def _skill_path(self, prefix: str, name: str, rest: str = "") -> str:
        """`prefix/name/rest` for a name that can be a skill's; raises InvalidSkill for one that cannot (a
        `..` or `/` in it would otherwise reach another route, and the server answer a misleading 404)."""
        problem = name_problem(name)
        if problem:
            raise InvalidSkill(f"{problem}; no skill has such a name, so the server at {self.server} was not asked")
        return f"{prefix}/{name}" + (f"/{rest}" if rest else "")

    def skills(self, tenant: str, status: str | None) -> list[dict[str, Any]]:
        if status in (Status.STAGED, Status.QUARANTINED):
            body = self._call("GET", "/skills-inbox", params={"status": status, "limit": 500})
            check_tenant(tenant, body.get("tenant"))
            return [
                {**item, "source": item.get("source", ""), "deferred": item.get("deferred", False)}
                for item in body["items"]
            ]
        if status not in (None, Status.ACTIVE):
            raise ConfigError(f"--status {status} cannot be listed over --server; use one of {', '.join(LISTABLE)}")
        self._whose(tenant)
        out: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            params: dict[str, Any] = {"limit": 200, **({"cursor": cursor} if cursor else {})}
            body = self._call("GET", "/skills", params=params)
            out += [
                {**card, "status": Status.ACTIVE, "verdict": "", "source": "", "pending_edit": False, "deferred": False}
                for card in body["skills"]
            ]
            cursor = body.get("next_cursor")
            if not cursor:
                return out

    def skill(self, tenant: str, name: str) -> dict[str, Any]:
        path = self._skill_path("/skills", name, "history")
        self._whose(tenant)
        history = self._call("GET", path)
        revisions = history.get("revisions", [])
        head = revisions[-1] if revisions else {}
        data: dict[str, Any] = {
            "name": name,
            "status": history["status"],
            "kind": "",
            "source": head.get("source", ""),
            "content_hash": head.get("content_hash", ""),
            "verdict": head.get("verdict", ""),
            "scan": {},
            "warnings": [],
            "revisions": revisions,
            "files": [],
            "skill_md": "",
        }
        waiting = False
        for status in (Status.STAGED, Status.QUARANTINED):
            params = {"status": status, "include_content": True, "limit": 500}
            for item in self._call("GET", "/skills-inbox", params=params)["items"]:
                if item["name"] == name:
                    data.update(_from_card(item))
                    waiting = True
        if not waiting and history["status"] == Status.ACTIVE:
            read = self._call("GET", f"/skills/{name}")
            data.update(
                kind=read["kind"],
                skill_md=read["skill_md"],
                files=[{"path": f["path"], "size": f["size"], "digest": f["sha256"]} for f in read["files"]],
            )
        return data

    def search(self, tenant: str, query: str, limit: int) -> list[dict[str, Any]]:
        self._whose(tenant)
        return list(self._call("GET", "/skills", params={"q": query, "limit": limit})["skills"])

    def history(self, tenant: str, name: str) -> dict[str, Any]:
        path = self._skill_path("/skills", name, "history")
        self._whose(tenant)
        return dict(self._call("GET", path))

    def detail(self, tenant: str, name: str, what: str, **params: str | None) -> dict[str, Any]:
        """A reviewer's detail of a skill over REST (`files`, `file`, `history`, `diff`)."""
        rest = f"files/{params.pop('path') or 'SKILL.md'}" if what == "file" else what
        path = self._skill_path("/skills-inbox", name, rest)
        self._whose(tenant)
        query = {k: v for k, v in params.items() if v}
        return dict(self._call("GET", path, params=query))

    def act(
        self,
        tenant: str,
        name: str,
        action: str,
        reason: str | None,
        expect: str | None,
        acknowledge: list[str] | None = None,
    ) -> dict[str, Any]:
        prefix, rest = ("/skills", "deprecate") if action == "deprecate" else ("/skills-inbox", action)
        path = self._skill_path(prefix, name, rest)
        self._whose(tenant)
        if expect is None and action in ("approve", "release"):
            # The REST API pins approve and release to a revision; act on the one waiting now.
            expect = self._waiting_hashes().get(name)
            if expect is None:
                history = self._call("GET", f"/skills/{name}/history")
                raise Conflict(f"cannot {action} {name!r}: it is {history['status']}, nothing waits for review")
        body: dict[str, Any] = {"reason": reason, "content_hash": expect}
        if acknowledge:
            body["acknowledge"] = list(acknowledge)
        return dict(self._call("POST", path, json=body))

    def _waiting_hashes(self) -> dict[str, str]:
        out: dict[str, str] = {}
        cursor: str | None = None
        while True:
            params: dict[str, Any] = {"status": "all", "limit": 500, **({"cursor": cursor} if cursor else {})}
            body = self._call("GET", "/skills-inbox", params=params)
            out.update({i["name"]: i["content_hash"] for i in body["items"]})
            cursor = body.get("next_cursor")
            if not cursor:
                return out

    def bulk(self, tenant: str, action: str, reason: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
        self._whose(tenant)
        if any(not i.get("content_hash") for i in items):
            waiting = self._waiting_hashes()
            items = [{**i, "content_hash": i.get("content_hash") or waiting.get(i["name"])} for i in items]
        results: list[dict[str, Any]] = []
        for start in range(0, len(items), 1000):
            chunk = items[start : start + 1000]
            body = self._call("POST", "/skills-inbox/bulk", json={"action": action, "reason": reason, "items": chunk})
            results += body["results"]
        failed = sum("error" in r for r in results)
        return {"action": action, "applied": len(results) - failed, "failed": failed, "results": results}

    def inbox(self, tenant: str, filters: dict[str, Any], sort: str, cursor: str | None, limit: int) -> dict[str, Any]:
        params = {k: v for k, v in filters.items() if v}
        params.update(sort=sort, limit=limit, **({"cursor": cursor} if cursor else {}))
        body = self._call("GET", "/skills-inbox", params=params)
        check_tenant(tenant, body.get("tenant"))
        return dict(body)

    def allowlist(self, tenant: str) -> list[dict[str, Any]]:
        body = self._call("GET", "/scan-allowlist")
        check_tenant(tenant, body.get("tenant"))
        return list(body["entries"])

    def allowlist_add(self, tenant: str, code: str, path_glob: str, reason: str) -> dict[str, Any]:
        self._whose(tenant)
        return dict(
            self._call("POST", "/scan-allowlist", json={"code": code, "path_glob": path_glob, "reason": reason})
        )

    def allowlist_remove(self, tenant: str, entry_id: int) -> dict[str, Any]:
        self._whose(tenant)
        return dict(self._call("DELETE", f"/scan-allowlist/{entry_id}"))

    def settings(self, tenant: str, changes: dict[str, Any] | None) -> dict[str, Any]:
        body = (
            self._call("PUT", "/tenants/current/settings", json=changes)
            if changes
            else self._call("GET", "/tenants/current/settings")
        )
        check_tenant(tenant, body.get("tenant"))
        return dict(body["settings"])

    def create_token(
        self, tenant: str, principal: str, scopes: list[str], lifetime: timedelta | None, minted_by: str | None = None
    ) -> dict[str, Any]:
        # The server records who minted it from the calling token; `minted_by` is for local use.
        self._whose(tenant)
        body = self._call("POST", "/tokens", json={"principal": principal, "scopes": scopes, **_expiry(lifetime)})
        return {**body, "tenant": tenant}

    def tokens(self, tenant: str) -> list[dict[str, Any]]:
        self._whose(tenant)
        return list(self._call("GET", "/tokens")["tokens"])

    def revoke_token(self, tenant: str, token_id: str) -> str:
        self._whose(tenant)
        if is_secret(token_id):  # never put a secret into a URL, where access logs keep it
            raise ConfigError(
                "that is a token's secret (skk_...), not its id: over --server, revoke by the id (tok_...) that "
                f"`skillkeeper tokens list --server {self.server}` shows beside its principal and scopes"
            )
        self._call("DELETE", f"/tokens/{token_id}")
        return token_id

    def audit(self, tenant: str, filters: dict[str, str | None], limit: int, cursor: str | None) -> dict[str, Any]:
        params: dict[str, Any] = {k: v for k, v in filters.items() if v}
        params.update(limit=limit, **({"cursor": cursor} if cursor else {}))
        body = self._call("GET", "/audit", params=params)
        check_tenant(tenant, body.get("tenant"))
        return dict(body)

    def add_webhook(self, tenant: str, url: str, slack: bool) -> dict[str, Any]:
        self._whose(tenant)
        return dict(self._call("POST", "/webhooks", json={"url": url, "slack": slack}))

    def webhooks(self, tenant: str) -> list[dict[str, Any]]:
        self._whose(tenant)
        return list(self._call("GET", "/webhooks")["webhooks"])

    def remove_webhook(self, tenant: str, webhook_id: str) -> None:
        self._whose(tenant)
        self._call("DELETE", f"/webhooks/{webhook_id}")

    def deliveries(self, tenant: str, webhook_id: str, limit: int) -> list[dict[str, Any]]:
        self._whose(tenant)
        return list(self._call("GET", f"/webhooks/{webhook_id}/deliveries", params={"limit": limit})["deliveries"])


def _from_card(item: dict[str, Any]) -> dict[str, Any]:
    """The `skills show` fields an inbox card (with content) carries."""
    # earlier_decision and delete_proposed too: `skills show --server` printed neither, the local one both.
    keep = (
        "status",
        "kind",
        "verdict",
        "content_hash",
        "pending_edit",
        "source",
        "warnings",
        "earlier_decision",
        "rejected_before",
        "withdrawn_before",
        "delete_proposed",
    )
    out = {k: item[k] for k in keep if k in item}
    out["scan"] = {"findings": item.get("findings", [])}
    files = item.get("files") or []
    if files and files[0].get("path") == "SKILL.md":
        out["skill_md"] = files[0].get("content", "")
    out["files"] = [{"path": f["path"], "size": f.get("size", 0), "digest": f.get("sha256", "")} for f in files[1:]]
    return out


def _expiry(lifetime: timedelta | None) -> dict[str, int]:
    """The token lifetime as the API takes it: whole days as days (servers before minutes knew only
    those), anything else in minutes, never rounded (90m once became a day)."""
    if lifetime is None:
        return {}
    if lifetime % timedelta(days=1) == timedelta(0):
        return {"expires_in_days": lifetime // timedelta(days=1)}
    return {"expires_in_minutes": max(1, round(lifetime / timedelta(minutes=1)))}
