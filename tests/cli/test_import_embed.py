"""`skillkeeper import` on `auto` embeds a large import's descriptions itself, so hybrid ranks from the first search.

Real model, both engines. `IMPORT_EMBED_OVER` is lowered so a handful of skills count as a large
import (64 real embeddings would only slow the test down).
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from sqlalchemy import func, select
from typer.testing import CliRunner

import skillkeeper.keeper as keeper_module
from skillkeeper.cli import _register, app, imports
from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic
from skillkeeper.store import search as store_search
from skillkeeper.store import vectors
from skillkeeper.store.schema import skill_embeddings, skills
from tests.factories import skill_md
from tests.store.searching import CATALOG, needs_model, scored

pytestmark = needs_model
_register()

QUERY, WINNER = "deploy to kubernetes", "kubernetes-deployment"  # as in tests/store/test_search_warmup.py


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The CLI's database, the ranker left on `auto` (hybrid here), MiniLM as shipped and not loaded yet.

    Unloaded as in a fresh `skillkeeper import` process: on `auto` the write hook embeds nothing then.
    """
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "auto")
    before = semantic.use("minilm")
    assert not semantic.loaded()
    yield db_url
    semantic.use(before.key)


@pytest.fixture
def folders(tmp_path: Path) -> Path:
    root = tmp_path / "catalog"
    for name, desc, body in CATALOG:
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name, desc, body))
    return root


def _import(root: Path, *flags: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["import", str(root), "--activate", *flags], prog_name="skillkeeper")
    return result.exit_code, result.stdout + result.stderr


def _stored(url: str) -> dict[str, int]:
    """Vector rows per model name."""
    keeper = Keeper.open(url)
    try:
        with keeper.store.read() as conn:
            rows = conn.execute(select(skill_embeddings.c.model, func.count()).group_by(skill_embeddings.c.model))
            return {str(model): int(n) for model, n in rows}
    finally:
        keeper.close()


def test_an_import_of_more_skills_than_the_threshold_stores_their_description_vectors(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", len(CATALOG) - 1)
    result = CliRunner().invoke(app, ["import", str(folders), "--activate", "--json"], prog_name="skillkeeper")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["summary"]["imported"] == len(CATALOG)  # stdout stays the JSON document
    assert f"embedded the descriptions of {len(CATALOG)} skills (" in result.stderr
    minilm = semantic.spec()
    # Descriptions only: the chunks are left to the warm-up of `serve` or `mcp`.
    assert _stored(database) == {minilm.name: len(CATALOG)}


def test_an_import_up_to_the_threshold_stores_no_vectors_unless_told_to_embed(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", len(CATALOG))
    code, out = _import(folders)
    assert code == 0 and "embedded" not in out, out
    assert _stored(database) == {}  # as fast as before: no model loaded
    code, out = _import(folders, "--embed")  # unchanged skills, embedded on request
    assert code == 0 and f"embedded the descriptions of {len(CATALOG)} skills (" in out, out
    assert _stored(database) == {semantic.spec().name: len(CATALOG)}


def test_no_embed_leaves_a_large_import_without_vectors(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", 1)
    code, out = _import(folders, "--no-embed")
    assert code == 0 and "embedded" not in out, out
    assert _stored(database) == {}


def test_hybrid_ranks_by_meaning_from_the_first_search_after_a_large_import(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", 1)
    assert _import(folders)[0] == 0
    keeper = Keeper.open(database)  # a server started after the import
    try:
        # The search may neither encode a missing vector itself nor have one embedded in the background.
        monkeypatch.setattr(store_search, "EMBED_BUDGET", 0)
        keeper.caches.search.on_missing = None
        with keeper.store.read() as conn:
            tid = int(conn.execute(select(skills.c.tenant_id).limit(1)).scalar_one())
        by_words = scored(keeper, tid, QUERY)
        first = scored(keeper, tid, QUERY, keeper.ranker)
        assert keeper.ranker == "hybrid"
        assert first[0][0] == WINNER and first != by_words  # fused: meaning counts at the first search
    finally:
        keeper.close()


def test_ctrl_c_while_embedding_keeps_the_imported_skills_and_the_vectors_stored_so_far(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", 1)
    monkeypatch.setattr(keeper_module, "_EMBED_SLICE", 2)  # two descriptions per batch
    embed_many, stop_on_ctrl_c = vectors.embed_many, imports._stop_on_ctrl_c
    calls: list[int] = []
    waiting = threading.Event()  # the import is done, the command waits for the embedding

    @contextmanager
    def handled(stop: threading.Event) -> Iterator[None]:
        with stop_on_ctrl_c(stop):
            waiting.set()
            yield

    def interrupted(texts: list[str], model: semantic.ModelSpec | None = None) -> np.ndarray:
        calls.append(len(texts))
        if len(calls) == 1:
            assert waiting.wait(timeout=60)
            os.kill(os.getpid(), signal.SIGINT)  # the user presses Ctrl-C during the first batch
        return embed_many(texts, model)

    monkeypatch.setattr(imports, "_stop_on_ctrl_c", handled)

    monkeypatch.setattr(vectors, "embed_many", interrupted)
    code, out = _import(folders)
    assert code == 0, out
    assert f"stopped embedding after 2 of {len(CATALOG)} descriptions" in out
    assert calls == [2]  # the batch in hand was finished and stored, no other was started
    assert _stored(database) == {semantic.spec().name: 2}
    keeper = Keeper.open(database)
    try:
        with keeper.store.read() as conn:
            assert conn.execute(select(func.count()).select_from(skills)).scalar_one() == len(CATALOG)
        assert vectors.backfill(keeper.store, bodies=False) == len(CATALOG) - 2  # the rest, later
    finally:
        keeper.close()


def test_embed_without_the_model_installed_is_refused_before_importing(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(semantic, "model_dir", lambda: None)  # as without the `semantic` extra
    code, out = _import(folders, "--embed")
    assert code == 1 and "error: --embed: semantic search needs the 'semantic' extra" in out, out
    keeper = Keeper.open(database)
    try:
        with keeper.store.read() as conn:
            assert conn.execute(select(func.count()).select_from(skills)).scalar_one() == 0
    finally:
        keeper.close()


def test_embed_and_no_embed_are_refused_with_server(database: str, folders: Path) -> None:
    code, out = _import(folders, "--server", "http://127.0.0.1:9", "--no-embed")
    assert code == 2 and "--no-embed works on this machine's database only" in out


def test_under_a_named_ranker_an_import_of_any_size_stores_descriptions_and_body_chunks_in_batches(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "hybrid")
    assert len(CATALOG) <= keeper_module.IMPORT_EMBED_OVER  # small: no threshold for a ranker set by name
    per_write: list[list[str]] = []
    embed = vectors.embed

    def one_write(texts: list[str], **kw: semantic.ModelSpec | None) -> np.ndarray:
        per_write.append(texts)  # the write hook's encoder of one description
        return embed(texts, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(vectors, "embed", one_write)
    code, out = _import(folders)
    assert code == 0 and f"embedded the descriptions and body text of {len(CATALOG)} skills (" in out, out
    assert per_write == []
    minilm = semantic.spec()
    # What the write hook stored write by write before: hybrid mixes the bodies from the first search.
    assert _stored(database) == {minilm.name: len(CATALOG), minilm.body_name: len(CATALOG)}


def test_no_embed_under_a_named_ranker_leaves_every_vector_to_the_server(
    database: str, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "hybrid")
    code, out = _import(folders, "--no-embed")
    assert code == 0 and "embedded" not in out, out
    assert _stored(database) == {}  # the write hook encoded nothing either
