"""Operator verbs (catalog, review, settings, tokens) over a local database or a remote server.

The CLI picks one backend: `LocalAdmin` (this machine's database, as the operator of a tenant)
or `RemoteAdmin` (`--server URL`, the REST API with `SKILLKEEPER_TOKEN`), so operators of a
deployment need no database access. Both return the same plain dictionaries.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Protocol

from skillkeeper.errors import ConfigError, mint_hint
from skillkeeper.settings import get_settings


class Admin(Protocol):
    """What `skillkeeper skills/tenants settings/tokens` need from a backend."""

    def skills(self, tenant: str, status: str | None) -> list[dict[str, Any]]: ...
    def skill(self, tenant: str, name: str) -> dict[str, Any]: ...
    def search(self, tenant: str, query: str, limit: int) -> list[dict[str, Any]]: ...
    def history(self, tenant: str, name: str) -> dict[str, Any]: ...
    def act(
        self,
        tenant: str,
        name: str,
        action: str,
        reason: str | None,
        expect: str | None,
        acknowledge: list[str] | None = None,
    ) -> dict[str, Any]: ...
    def bulk(self, tenant: str, action: str, reason: str | None, items: list[dict[str, Any]]) -> dict[str, Any]: ...
    def inbox(
        self, tenant: str, filters: dict[str, Any], sort: str, cursor: str | None, limit: int
    ) -> dict[str, Any]: ...
    def allowlist(self, tenant: str) -> list[dict[str, Any]]: ...
    def allowlist_add(self, tenant: str, code: str, path_glob: str, reason: str) -> dict[str, Any]: ...
    def allowlist_remove(self, tenant: str, entry_id: int) -> dict[str, Any]: ...
    def settings(self, tenant: str, changes: dict[str, Any] | None) -> dict[str, Any]: ...
    def create_token(
        self, tenant: str, principal: str, scopes: list[str], lifetime: timedelta | None, minted_by: str | None = None
    ) -> dict[str, Any]: ...
    def tokens(self, tenant: str) -> list[dict[str, Any]]: ...
    def revoke_token(self, tenant: str, token_id: str) -> str: ...
    def audit(self, tenant: str, filters: dict[str, str | None], limit: int, cursor: str | None) -> dict[str, Any]: ...
    def add_webhook(self, tenant: str, url: str, slack: bool) -> dict[str, Any]: ...
    def webhooks(self, tenant: str) -> list[dict[str, Any]]: ...
    def remove_webhook(self, tenant: str, webhook_id: str) -> None: ...
    def deliveries(self, tenant: str, webhook_id: str, limit: int) -> list[dict[str, Any]]: ...
    def close(self) -> None: ...


def admin_for(server: str | None, scope: str = "SCOPE") -> Admin:
    """RemoteAdmin for `server` (token from SKILLKEEPER_TOKEN), else LocalAdmin on this database.

    `scope` is the one the command needs, named in the hint when no token is set.

    Raises ConfigError (no token for a server), Unavailable or ConfigError (local database).
    """
    if server:
        # Lazy: the remote backend needs no database stack, the local one no HTTP client.
        from skillkeeper.admin.remote import RemoteAdmin

        token = get_settings().token
        if not token:
            # A hint missing --tenant, --principal or --scopes fails when pasted.
            raise ConfigError(
                f"--server needs a token: set SKILLKEEPER_TOKEN to one holding {scope}, "
                f"minted on the server's database with {mint_hint(scope)}"
            )
        return RemoteAdmin(server, token)
    from skillkeeper.admin.local import LocalAdmin

    return LocalAdmin.open()
