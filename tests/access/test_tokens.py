from __future__ import annotations

from datetime import timedelta

import pytest

from skillkeeper.access.tokens import (
    InvalidToken,
    authenticate,
    change_mandate,
    create_token,
    list_tokens,
    parse_bearer,
    revoke_token,
)
from skillkeeper.errors import Forbidden, NotFound
from skillkeeper.keeper import Keeper
from skillkeeper.store.schema import tokens
from skillkeeper.store.tenants import create_tenant


@pytest.mark.parametrize(
    ("header", "token"),
    [
        ("Bearer x", "x"),
        ("bearer x", "x"),
        ("Bearer  x ", "x"),
        ("Basic x", None),
        ("Bearer", None),
        ("Bearer ", None),
        ("", None),
        ("Token x", None),
    ],
)
def test_only_a_bearer_header_with_a_token_yields_one(header: str, token: str | None) -> None:
    assert parse_bearer(header) == token


def test_token_is_stored_only_as_a_hash(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        issued = create_token(conn, tid, "alice", "skills:read")
    with keeper.store.read() as conn:
        stored = conn.execute(tokens.select()).mappings().one()
        assert issued.token not in str(dict(stored))
        caller = authenticate(conn, issued.token)
    assert (caller.tenant, caller.principal, caller.scopes) == ("acme", "alice", {"skills:read"})


def test_expired_revoked_and_unknown_tokens_are_invalid(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        expired = create_token(conn, tid, "a", "skills:read", timedelta(seconds=-1))
        revoked = create_token(conn, tid, "a", "skills:read")
        revoke_token(conn, tid, revoked.id)
    with keeper.store.read() as conn:
        for token in (expired.token, revoked.token, "skk_unknown"):
            with pytest.raises(InvalidToken):
                authenticate(conn, token)


def test_a_lifetime_beyond_ten_years_is_refused_not_overflowed(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        with pytest.raises(ValueError, match="at most 3650 days"):
            create_token(conn, tid, "a", "skills:read", timedelta(days=99_999_999))
        assert create_token(conn, tid, "a", "skills:read", timedelta(days=3650)).expires_at is not None


def test_effective_scopes_follow_the_current_mandate(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        issued = create_token(conn, tid, "alice", "skills:read,skills:review")
        change_mandate(conn, tid, "alice", remove=frozenset({"skills:review"}))
    with keeper.store.read() as conn:
        assert authenticate(conn, issued.token).scopes == {"skills:read"}


def test_new_token_cannot_exceed_an_existing_mandate(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
        create_token(conn, tid, "alice", "skills:read")
        with pytest.raises(Forbidden):
            create_token(conn, tid, "alice", "skills:admin")
        with pytest.raises(ValueError):
            create_token(conn, tid, "bob", "nope")


def test_tokens_are_listed_and_revoked_per_tenant(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        acme = create_tenant(conn, "acme")
        other = create_tenant(conn, "other")
        issued = create_token(conn, acme, "alice", "skills:read")
        assert [t["id"] for t in list_tokens(conn, acme)] == [issued.id]
        assert list_tokens(conn, other) == []
        with pytest.raises(NotFound):
            revoke_token(conn, other, issued.id)
