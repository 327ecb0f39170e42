"""`local propose` with the node agent's own token: the hint names a writer's token, not a wider node token."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.invoke import run
from tests.cli.test_local_cli import folder
from tests.clients.doctoring import seed
from tests.serving import running_server

pytestmark = pytest.mark.e2e


def test_propose_with_the_node_agents_token_asks_for_a_writers_token_not_a_wider_node_token(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tokens = seed(db_url)  # principal `fleet` holds the node agent's fleet:report,fleet:read token
    assert run("local", "create", str(folder(tmp_path / "src", "plane-notes"))).exit_code == 0
    monkeypatch.setenv("SKILLKEEPER_TOKEN", tokens["fleet"])
    with running_server(db_url) as url:
        result = run("local", "propose", "plane-notes", "--server", url)
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"error: propose: the server at {url} answered 403: SKILLKEEPER_TOKEN holds a node agent's token "
        "(fleet:report), which syncs and reports but does not write skills; run `local propose` with a token of "
        "your own with scope skills:write (mint one in tenant acme with "
        "`skillkeeper tokens create --tenant acme --principal NAME --scopes skills:write`)"
    )
    assert "principals grant" not in result.output  # the node's principal is not widened
