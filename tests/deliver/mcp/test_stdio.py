"""`skillkeeper mcp` over stdio with a token this database refuses: one line naming a command that works here."""

from __future__ import annotations

import pytest

from skillkeeper.access.tokens import InvalidToken
from skillkeeper.deliver.mcp.stdio import stdio_callers
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from tests.cli.mint import assert_runnable_mint_hint


def test_a_refused_token_names_the_tenant_of_this_database_and_the_token_less_way(keeper: Keeper) -> None:
    keeper.tenants.create("acme")
    with pytest.raises(InvalidToken) as refused:
        stdio_callers(keeper, Settings(token="skk_nope"))
    said = str(refused.value)
    assert "`skillkeeper tokens create --tenant acme --principal NAME --scopes skills:read`" in said
    assert said.endswith("or unset it to serve a tenant of this database without one (`skillkeeper mcp --tenant NAME`)")
    assert_runnable_mint_hint(said)
