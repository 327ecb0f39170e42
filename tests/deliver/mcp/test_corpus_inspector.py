"""The MCP Inspector's `skills/list --verify` passes over every active skill of the curated corpora.

The corpora are data (read here, never executed): real SKILL.md files carry folded and literal
YAML descriptions, bundles with many files and odd encodings that hand-written fixtures miss.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.ingest import collect_folders, import_folders
from skillkeeper.keeper import Keeper
from skillkeeper.store.skills import tenant_skills
from skillkeeper.store.tenants import ensure_tenant
from tests.deliver.mcp.test_e2e import SKILLKEEPER, inspector, run_inspector  # noqa: F401

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[3]
COLLECTIONS = ("superpowers", "wshobson-agents", "k-dense-scientific")


def corpus_root() -> Path:
    """SKILLKEEPER_TEST_CORPUS, else `shared/corpus` beside the checkout (or its parent)."""
    candidates = [Path(os.environ["SKILLKEEPER_TEST_CORPUS"])] if "SKILLKEEPER_TEST_CORPUS" in os.environ else []
    candidates += [ROOT.parent / "shared" / "corpus", ROOT.parent.parent / "shared" / "corpus"]
    for path in candidates:
        if all((path / c).is_dir() for c in COLLECTIONS):
            return path
    # The corpus is shared evaluation data beside the checkout, not part of the project: a clone
    # without it (a user's, or a CI runner placed elsewhere) skips rather than fails.
    pytest.skip(f"curated corpus not found (tried {', '.join(map(str, candidates))}); set SKILLKEEPER_TEST_CORPUS")


@pytest.mark.parametrize("collection", COLLECTIONS)
def test_inspector_verifies_every_active_skill_of_a_curated_collection(
    collection: str,
    tmp_path: Path,
    inspector: Path,  # noqa: F811
) -> None:
    db_url = f"sqlite:///{tmp_path / 'corpus.db'}"
    keeper = Keeper.open(db_url)
    try:
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, collection)
        folders = collect_folders([corpus_root() / collection])
        import_folders(keeper.lifecycle, Actor.operator(tid), folders, activate=True)
        with keeper.store.read() as conn:
            active = [r["name"] for r in tenant_skills(conn, tid, status="active")]
    finally:
        keeper.close()
    # The Inspector lists at most 256 skills; every collection here is smaller.
    assert 0 < len(active) <= 256
    assert len(active) >= len(folders) - 2, "most of a curated collection imports active"
    env = [
        f"-eSKILLKEEPER_DATABASE_URL={db_url}",
        f"-eSKILLKEEPER_HOME={tmp_path / 'home'}",
        f"-eSKILLKEEPER_TENANT={collection}",
    ]
    done = run_inspector(inspector, [SKILLKEEPER, "mcp", *env], "--method", "skills/list", "--verify")
    assert done.returncode == 0, (done.stdout[-4000:], done.stderr[-2000:])
    assert '"outcome":"verified"' in done.stdout
    summary = re.search(r"Verified (\d+) skills", done.stdout + done.stderr)
    assert summary is not None and int(summary.group(1)) == len(active)
