"""Errors a caller of skillkeeper can hit; each message is one line saying what to do next."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit


class SkillkeeperError(Exception):
    """Base class for every error skillkeeper raises on purpose."""

    code = "error"

    def __init__(self, message: str, *, details: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class InvalidSkill(SkillkeeperError):
    """The skill could not be parsed or failed validation."""

    code = "invalid_skill"


class InvalidInput(SkillkeeperError, ValueError):
    """A request value no engine can store or look up (a NUL character); fix the input."""

    code = "invalid_request"


class NotFound(SkillkeeperError):
    """The thing does not exist, or the caller may not know that it does."""

    code = "not_found"


class NoDatabase(NotFound):
    """A command that creates nothing found no database, or one without skillkeeper's schema."""


class Forbidden(SkillkeeperError):
    """The caller is known but may not do this."""

    code = "forbidden"


class Conflict(SkillkeeperError):
    """Someone else changed the thing first; reload and retry."""

    code = "conflict"


class StillDirty(Conflict):
    """A release was asked for, but the re-scan still finds critical problems."""

    code = "still_dirty"


class StaleReview(Conflict):
    """A review action named a revision that is no longer the one waiting; nothing changed."""

    code = "stale_review"


class Refused(SkillkeeperError):
    """The write was refused outright (a fatal scan finding)."""

    code = "refused"


class Unavailable(SkillkeeperError):
    """A dependency (database, settings) cannot be read; fail closed."""

    code = "unavailable"

    @classmethod
    def database(cls) -> Unavailable:
        """The database cannot be reached right now: the caller may retry shortly."""
        return cls("the database is unavailable; retry shortly")


class ConfigError(SkillkeeperError):
    """Configuration is missing or wrong."""

    code = "config_error"


class OldSchema(ConfigError):
    """A command that does not migrate (a read, an admin verb) found the database at an older schema."""


class SecondReviewerRequired(Forbidden):
    """The tenant requires a second reviewer and the approver also wrote what is approved."""

    code = "second_reviewer_required"


def mint_command(scopes: str, *, tenant: str | None = None, principal: str = "NAME") -> str:
    """The whole `skillkeeper tokens create` line a hint names: every option it requires, placeholders upper-case."""
    # A hint missing --tenant or --principal fails when pasted, which is worse than no hint.
    return f"skillkeeper tokens create --tenant {tenant or 'T'} --principal {principal} --scopes {scopes}"


# What `T` in a tenant-less mint hint stands for: said where the tenant cannot be named (an anonymous
# visitor, a refused token) without telling a stranger which tenants exist.
TENANT_MEANS = "T is your tenant's name; `skillkeeper tenants list` on the server's machine shows them"


def mint_hint(scopes: str, *, principal: str = "NAME") -> str:
    """A tenant-less mint hint in backticks, with what to put for T in plain words."""
    return f"`{mint_command(scopes, principal=principal)}` ({TENANT_MEANS})"


def beyond_minter(beyond: list[str], wanted: list[str], tenant: str | None, principal: str) -> str:
    """Why a token may not carry scopes its minter lacks, and who can mint it instead."""
    mint = mint_command(",".join(wanted), tenant=tenant, principal=principal)
    return (
        f"cannot issue scopes you do not hold: {', '.join(beyond)}; the operator on the server's machine can, "
        f"with `{mint}`"
    )


# Every scope: the first admin mints every later token over REST, a node's fleet:report and an operator's
# fleet:read among them, and no token may give a scope its minter lacks.
FIRST_ADMIN_SCOPES = "skills:read,skills:write,skills:review,skills:admin,fleet:report,fleet:read"


def no_token_yet(tenants: list[str]) -> str:
    """What to do on a database holding no token (a fresh deployment): nobody can sign in or connect yet."""
    tenant = tenants[0] if tenants else "acme"
    first = "" if tenants else f"`skillkeeper tenants create {tenant}`, then "
    admin = mint_command(FIRST_ADMIN_SCOPES, tenant=tenant, principal="admin")
    return (
        "note: this database holds no token yet, so nobody can sign in to the inbox or connect an agent: "
        f"on a machine with this database, {first}`{admin}` (or `skillkeeper serve --demo` for a demo tenant "
        "with tokens)"
    )


def rest_base(raw: str) -> str:
    """The base URL a REST client talks to: `server_url`, less a final `/mcp` (the MCP endpoint that
    `serve` prints and clients are configured with, pasted where the server's URL goes); raises ConfigError."""
    base = server_url(raw)
    parts = urlsplit(base)
    if parts.path.rstrip("/").endswith("/mcp") and not parts.query and not parts.fragment:
        return base.rstrip("/")[: -len("/mcp")]
    return base


def server_url(raw: str) -> str:
    """A server's base URL without a trailing slash; raises ConfigError unless it is http(s) with a host
    (`127.0.0.1:8765` without a scheme was tried, then reported as a server that cannot be reached)."""
    parts = urlsplit(raw.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(f"--server {raw!r} is not an http(s) URL; pass e.g. http://127.0.0.1:8765")
    return raw.strip().rstrip("/")


def no_database_yet(path: str, *, point_to_info: bool = True) -> str:
    """One line for a read-only command on a database that does not exist: where it looked, how to start
    (and, but from `info` itself, that `skillkeeper info` shows where commands look)."""
    text = (
        f"no database at {path} yet (this command creates none): `skillkeeper import DIR` creates it with "
        "your skills, or `make run` in a checkout starts the demo"
    )
    return text + ("; `skillkeeper info` shows where commands look" if point_to_info else "")


def no_schema_yet(shown: str) -> str:
    """One line for a command that creates nothing on a database that holds no skillkeeper schema yet."""
    return (
        f"the database at {shown} has no skillkeeper schema yet (this command creates none): "
        "`skillkeeper db upgrade` creates it, or `skillkeeper import DIR` creates it with your skills"
    )
