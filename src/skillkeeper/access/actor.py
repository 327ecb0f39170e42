"""Who is acting: a principal of a tenant with effective scopes."""

from __future__ import annotations

from dataclasses import dataclass

from skillkeeper.access.scopes import ALL_SCOPES
from skillkeeper.errors import Forbidden, mint_hint


@dataclass(frozen=True)
class Actor:
    """The caller of a lifecycle operation. `internal` marks in-process pipelines and the operator CLI."""

    name: str
    tenant_id: int
    scopes: frozenset[str]
    internal: bool = False
    # The token the actor acts with (None for the operator and in-process callers): the
    # second-reviewer rule follows its minters (review/decisions.py).
    token_id: str | None = None

    def require(self, scope: str) -> None:
        """Raises Forbidden naming `scope` when the actor lacks it."""
        if scope not in self.scopes:
            raise Forbidden(
                f"insufficient_scope: this needs the {scope} scope; ask an admin for a token that carries it: "
                f"{mint_hint(scope)}"
            )

    @classmethod
    def operator(cls, tenant_id: int, name: str | None = None) -> Actor:
        """The local operator (CLI with database access): every scope, internal; named `operator:<OS user>`."""
        return cls(name=name or operator_name(), tenant_id=tenant_id, scopes=frozenset(ALL_SCOPES), internal=True)


def operator_name() -> str:
    """The local operator as the audit log, decisions and minted tokens record it: `operator:<OS user>` when known."""
    import getpass

    try:
        return f"operator:{getpass.getuser()}"
    except (KeyError, OSError):  # no login name in some containers
        return "operator"
