"""Callers: the public-catalog rule for anonymous readers, on both engines."""

from __future__ import annotations

import pytest

from skillkeeper.access.callers import NOBODY, Caller, local_caller, public_reader
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.errors import NotFound
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import TenantSettings, create_tenant


def test_anonymous_reader_gets_read_only_on_a_public_catalog(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        closed = create_tenant(conn, "closed")
        public = create_tenant(conn, "open", TenantSettings(public_catalog=True))
    with keeper.store.read() as conn:
        assert public_reader(conn, "open") == Caller(public, "open", None, frozenset({READ}))
        assert public_reader(conn, "closed") == Caller(closed, "closed", None, frozenset())
        # An unknown tenant answers exactly like a closed one: no scopes.
        assert public_reader(conn, "nobody-here").scopes == frozenset()
        assert public_reader(conn, None) is NOBODY and public_reader(conn, "") is NOBODY


def test_local_caller_reads_and_writes_its_tenant_creating_it(keeper: Keeper) -> None:
    with keeper.store.write() as conn:
        caller = local_caller(conn, "me")
    assert caller.scopes == frozenset({READ, WRITE}) and caller.tenant == "me" and not caller.anonymous
    assert caller.own_tenant_id == caller.tenant_id


def test_a_caller_without_a_tenant_has_no_own_tenant() -> None:
    with pytest.raises(NotFound):
        _ = NOBODY.own_tenant_id


def test_local_caller_without_create_refuses_a_missing_tenant_and_writes_nothing(keeper: Keeper) -> None:
    with keeper.store.write() as conn, pytest.raises(NotFound):
        local_caller(conn, "absent", create=False)
    assert "absent" not in [t["name"] for t in keeper.tenants.list()]
    assert keeper.tokens.local_caller("here").tenant == "here"
    assert keeper.tokens.local_caller("here", create=False).tenant_id == keeper.tenants.id_of("here")
