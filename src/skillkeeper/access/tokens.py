"""Principals with mandates, and bearer tokens stored only as hashes.

Effective scopes = token scopes intersected with the principal's current mandate,
recomputed on every authentication, so narrowing a mandate narrows every issued token.
"""

from __future__ import annotations

import difflib
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, and_, select, update

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import MAX_TOKEN_LIFETIME, parse_scopes
from skillkeeper.errors import Forbidden, NotFound, SkillkeeperError, mint_command
from skillkeeper.store.audit import AuditAction, AuditEvent, record
from skillkeeper.store.clock import aware, iso, now
from skillkeeper.store.schema import principals, tenants, tokens

TOKEN_PREFIX = "skk_"
# Who minted a token issued in-process without a principal (the CLI names the OS user too).
OPERATOR = "operator"


class InvalidToken(SkillkeeperError):
    """The bearer token is missing, unknown, expired or revoked."""

    code = "invalid_token"


@dataclass(frozen=True)
class IssuedToken:
    """A freshly created token; `token` is the only time the secret is ever shown."""

    id: str
    token: str
    scopes: list[str]
    expires_at: datetime | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "token": self.token,
            "scopes": self.scopes,
            "expires_at": iso(self.expires_at),
        }


def is_secret(value: str) -> bool:
    """Whether a value given where a token's id (tok_...) belongs is a token's secret (skk_...) instead."""
    return value.startswith(TOKEN_PREFIX)


def parse_bearer(header: str) -> str | None:
    """The token in an `Authorization` header value, or None unless it reads `Bearer <token>` (any case)."""
    kind, _, rest = header.strip().partition(" ")
    token = rest.strip()
    return token if kind.lower() == "bearer" and token else None


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def ensure_principal(conn: Connection, tenant_id: int, name: str, mandate: frozenset[str]) -> int:
    """The principal's id, creating it with `mandate` when missing."""
    row = conn.execute(
        select(principals.c.id).where(and_(principals.c.tenant_id == tenant_id, principals.c.name == name))
    ).first()
    if row is not None:
        return int(row.id)
    result = conn.execute(
        principals.insert().values(tenant_id=tenant_id, name=name, mandate=sorted(mandate), created_at=now())
    )
    return int(result.inserted_primary_key[0])  # type: ignore[index]


def principal_mandate(conn: Connection, tenant_id: int, name: str) -> frozenset[str] | None:
    row = conn.execute(
        select(principals.c.mandate).where(and_(principals.c.tenant_id == tenant_id, principals.c.name == name))
    ).first()
    return None if row is None else frozenset(row.mandate or [])


def change_mandate(
    conn: Connection,
    tenant_id: int,
    name: str,
    *,
    add: frozenset[str] = frozenset(),
    remove: frozenset[str] = frozenset(),
    actor: str = OPERATOR,
) -> frozenset[str]:
    """Grant and/or revoke scopes of a principal's mandate, audited; raises NotFound for an unknown principal."""
    current = principal_mandate(conn, tenant_id, name)
    if current is None:
        raise _no_principal(conn, tenant_id, name, add)
    mandate = (current | add) - remove
    conn.execute(
        update(principals)
        .where(and_(principals.c.tenant_id == tenant_id, principals.c.name == name))
        .values(mandate=sorted(mandate))
    )
    if mandate != current:
        record(
            conn,
            AuditEvent(
                tenant_id=tenant_id,
                action=AuditAction.MANDATE_CHANGED,
                actor=actor,
                subject=f"principal:{name}",
                details={"granted": sorted(mandate - current), "revoked": sorted(current - mandate)},
                before=sorted(current),
                after=sorted(mandate),
            ),
        )
    return mandate


def _no_principal(conn: Connection, tenant_id: int, name: str, scopes: frozenset[str]) -> NotFound:
    """An unknown principal: the tenant's principals (the closest first) and the command that creates it."""
    tenant = conn.execute(select(tenants.c.name).where(tenants.c.id == tenant_id)).scalar()
    known = sorted(conn.execute(select(principals.c.name).where(principals.c.tenant_id == tenant_id)).scalars())
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"did you mean {close[0]}? " if close else ""
    shown = ", ".join(known[:10]) + (f" and {len(known) - 10} more" if len(known) > 10 else "")
    said = [f"principal {name!r} does not exist in tenant {tenant!r}"]
    said += [f"{hint}principals there: {shown}"] if known else []
    if scopes:  # a grant: the principal comes with its first token, minted with the scopes asked for
        mint = mint_command(",".join(sorted(scopes)), tenant=tenant, principal=name)
        said.append(f"a principal comes with its first token: `{mint}`")
    return NotFound("; ".join(said))


def create_token(
    conn: Connection,
    tenant_id: int,
    principal: str,
    scopes: str | list[str],
    expires_in: timedelta | None = None,
    *,
    minted_by: str = OPERATOR,
    minting_token: str | None = None,
) -> IssuedToken:
    """Issue a token on behalf of `minted_by`, recorded on the row and in the audit log.

    A new principal gets a mandate equal to the scopes. A token minted with another token (id
    `minting_token`) expires no later than that one, so a short-lived or stolen token cannot turn
    itself into a lasting one. Raises ValueError for unknown scopes or a lifetime over
    MAX_TOKEN_LIFETIME, Forbidden for scopes outside an existing mandate.
    """
    wanted = parse_scopes(scopes)
    if not wanted:
        raise ValueError("a token needs at least one scope, e.g. --scopes skills:read")
    if expires_in is not None and expires_in > MAX_TOKEN_LIFETIME:
        raise ValueError(f"a token lives at most {MAX_TOKEN_LIFETIME.days} days")
    mandate = principal_mandate(conn, tenant_id, principal)
    if mandate is not None and not wanted <= mandate:
        extra = ", ".join(sorted(wanted - mandate))
        tenant = conn.execute(select(tenants.c.name).where(tenants.c.id == tenant_id)).scalar_one_or_none()
        allowed = ", ".join(sorted(mandate)) or "nothing"
        raise Forbidden(
            f"{principal!r} may not be given {extra} (its tokens are limited to {allowed}); an admin allows it "
            f"with `skillkeeper principals grant {principal} {extra.replace(', ', ',')} --tenant {tenant}`, then "
            "run this again"
        )
    pid = ensure_principal(conn, tenant_id, principal, wanted)
    secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token_id = "tok_" + secrets.token_hex(8)
    expires_at = now() + expires_in if expires_in else None
    if minting_token is not None:
        limit = conn.execute(select(tokens.c.expires_at).where(tokens.c.id == minting_token)).scalar()
        if limit is not None:
            expires_at = min(expires_at, aware(limit)) if expires_at is not None else aware(limit)
    conn.execute(
        tokens.insert().values(
            id=token_id,
            principal_id=pid,
            token_hash=hash_token(secret),
            scopes=sorted(wanted),
            created_at=now(),
            expires_at=expires_at,
            minted_by=minted_by,
        )
    )
    after = {
        "token_id": token_id,
        "principal": principal,
        "scopes": sorted(wanted),
        "expires_at": iso(expires_at),
    }
    record(
        conn,
        AuditEvent(
            tenant_id=tenant_id,
            action=AuditAction.TOKEN_CREATED,
            actor=minted_by,
            subject=f"token:{token_id}",
            details=after,
            after=after,
        ),
    )
    return IssuedToken(token_id, secret, sorted(wanted), expires_at)


def _token_rows() -> Any:
    return (
        select(
            tokens,
            principals.c.name.label("principal"),
            principals.c.mandate,
            principals.c.tenant_id,
            tenants.c.name.label("tenant"),
        )
        .join(principals, principals.c.id == tokens.c.principal_id)
        .join(tenants, tenants.c.id == principals.c.tenant_id)
    )


@dataclass(frozen=True)
class TokenInfo:
    """What a valid token is: its caller, the token's own scopes, the principal's mandate, its expiry."""

    caller: Caller
    token_scopes: frozenset[str]
    mandate: frozenset[str]
    expires_at: datetime | None


def _info(row: Any) -> TokenInfo:
    """A token row still in force; raises InvalidToken when revoked or expired."""
    if row["revoked_at"] is not None:
        raise InvalidToken("invalid token")
    expires = row["expires_at"]
    if expires is not None and aware(expires) <= now():
        raise InvalidToken("invalid token")
    token_scopes, mandate = frozenset(row["scopes"] or []), frozenset(row["mandate"] or [])
    caller = Caller(row["tenant_id"], row["tenant"], row["principal"], token_scopes & mandate, token_id=row["id"])
    return TokenInfo(caller, token_scopes, mandate, aware(expires) if expires is not None else None)


def inspect_token(conn: Connection, token: str) -> TokenInfo:
    """The caller behind a bearer token, with what its scopes come from; raises InvalidToken."""
    digest = hash_token(token)
    row = conn.execute(_token_rows().where(tokens.c.token_hash == digest)).mappings().first()
    # The lookup is by hash; compare again in constant time so timing says nothing about near misses.
    if row is None or not hmac.compare_digest(row["token_hash"], digest):
        raise InvalidToken("invalid token")
    return _info(row)


def authenticate(conn: Connection, token: str) -> Caller:
    """The caller behind a bearer token; raises InvalidToken (never says which check failed)."""
    return inspect_token(conn, token).caller


def authenticate_until(conn: Connection, token: str) -> tuple[Caller, datetime | None]:
    """The caller behind a bearer token and when the token expires; raises InvalidToken."""
    info = inspect_token(conn, token)
    return info.caller, info.expires_at


def caller_of_token(conn: Connection, token_id: str) -> Caller:
    """The caller of the token with id `token_id` as of now (a web session's); raises InvalidToken."""
    row = conn.execute(_token_rows().where(tokens.c.id == token_id)).mappings().first()
    if row is None:
        raise InvalidToken("invalid token")
    return _info(row).caller


def list_tokens(conn: Connection, tenant_id: int) -> list[dict[str, Any]]:
    rows = conn.execute(
        select(
            tokens.c.id,
            tokens.c.scopes,
            tokens.c.created_at,
            tokens.c.expires_at,
            tokens.c.revoked_at,
            tokens.c.minted_by,
            principals.c.name.label("principal"),
            principals.c.mandate,
        )
        .join(principals, principals.c.id == tokens.c.principal_id)
        .where(principals.c.tenant_id == tenant_id)
        .order_by(tokens.c.created_at)
    ).mappings()
    at = now()
    return [
        {
            "id": r["id"],
            "principal": r["principal"],
            "scopes": r["scopes"],
            "created_at": iso(r["created_at"]),
            "expires_at": iso(r["expires_at"]),
            "revoked": r["revoked_at"] is not None,
            "expired": r["expires_at"] is not None and aware(r["expires_at"]) <= at,
            "minted_by": r["minted_by"],
            # Its scopes the principal's mandate no longer allows: the token carries them, and they do nothing.
            "withheld": sorted(set(r["scopes"] or []) - set(r["mandate"] or [])),
        }
        for r in rows
    ]


def revoke_token(conn: Connection, tenant_id: int, token_id: str, *, actor: str = OPERATOR) -> None:
    """Revoke a token of this tenant by id, audited; raises NotFound otherwise."""
    owned = select(principals.c.id).where(principals.c.tenant_id == tenant_id)
    result = conn.execute(
        update(tokens)
        .where(and_(tokens.c.id == token_id, tokens.c.principal_id.in_(owned), tokens.c.revoked_at.is_(None)))
        .values(revoked_at=now())
    )
    if result.rowcount != 1:
        raise NotFound(f"token {token_id!r} not found (or already revoked); list them with `skillkeeper tokens list`")
    principal = conn.execute(
        select(principals.c.name).join(tokens, tokens.c.principal_id == principals.c.id).where(tokens.c.id == token_id)
    ).scalar_one()
    record(
        conn,
        AuditEvent(
            tenant_id=tenant_id,
            action=AuditAction.TOKEN_REVOKED,
            actor=actor,
            subject=f"token:{token_id}",
            details={"token_id": token_id, "principal": principal},
            before={"revoked": False},
            after={"revoked": True},
        ),
    )
