"""An import's descriptions are embedded beside it, batch by batch, while later folders are still read (real model)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from sqlalchemy import func, select

import skillkeeper.keeper as keeper_module
from skillkeeper.access.actor import Actor
from skillkeeper.ingest import import_folders
from skillkeeper.keeper import Keeper, import_embedding
from skillkeeper.keeper.import_embedding import ImportEmbedding
from skillkeeper.rank import semantic
from skillkeeper.store import vectors
from skillkeeper.store.schema import skill_embeddings
from tests.factories import skill_md
from tests.store.searching import CATALOG, needs_model, new_tenant

pytestmark = needs_model


@pytest.fixture
def minilm() -> Iterator[semantic.ModelSpec]:
    before = semantic.spec()
    yield semantic.use("minilm")
    semantic.use(before.key)


def _folders(root: Path) -> list[Path]:
    for name, desc, body in CATALOG:
        (root / name).mkdir(parents=True)
        (root / name / "SKILL.md").write_text(skill_md(name, desc, body))
    return sorted(root.iterdir())


@pytest.fixture
def auto(db_url: str, minilm: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch) -> Iterator[Keeper]:
    """A Keeper on `auto` that has not loaded the model, as `skillkeeper import` opens; 1 revision counts as large."""
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "auto")
    monkeypatch.setattr(keeper_module, "IMPORT_EMBED_OVER", 1)
    assert not semantic.loaded()
    opened = Keeper.open(db_url)
    yield opened
    opened.close()


def test_an_import_embeds_its_first_batches_while_later_ones_are_still_read(
    auto: Keeper, minilm: semantic.ModelSpec, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = auto
    folders = _folders(tmp_path / "catalog")
    embedded = threading.Event()
    embed_many = vectors.embed_many

    def noted(texts: list[str], model: semantic.ModelSpec | None = None) -> np.ndarray:
        out = embed_many(texts, model)
        embedded.set()
        return out

    monkeypatch.setattr(vectors, "embed_many", noted)

    def progress(folder: Path) -> None:
        if folder == folders[3]:  # the second batch of two is written, the third not yet: the first is embedded
            assert embedded.wait(timeout=60)

    embedding = keeper.import_embedding()
    try:
        actor = Actor.operator(new_tenant(keeper, "acme"))
        import_folders(
            keeper.lifecycle, actor, folders, activate=True, batch=2, progress=progress, stored=embedding.stored
        )
        assert embedding.finish() == len(CATALOG)
    finally:
        embedding.abort()
    with keeper.store.read() as conn:
        rows = conn.execute(select(skill_embeddings.c.model, func.count()).group_by(skill_embeddings.c.model))
        # Descriptions only: once the thread loaded the model, the write hook on `auto` did not encode
        # the later writes' descriptions and body chunks inline.
        assert dict(rows.all()) == {minilm.name: len(CATALOG)}


@pytest.fixture
def named(db_url: str, minilm: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch) -> Iterator[Keeper]:
    """A Keeper with the ranker set to hybrid by name (the threshold is for `auto` only)."""
    monkeypatch.setenv("SKILLKEEPER_SEARCH_RANKER", "hybrid")
    opened = Keeper.open(db_url)
    yield opened
    opened.close()


def _import_embedded(keeper: Keeper, root: Path) -> ImportEmbedding:
    """Import the catalog into a new tenant with its embedding beside it, as `skillkeeper import` does."""
    embedding = keeper.import_embedding()
    try:
        actor = Actor.operator(new_tenant(keeper, "acme"))
        import_folders(keeper.lifecycle, actor, _folders(root), activate=True, stored=embedding.stored)
        assert embedding.finish() == len(CATALOG)
    finally:
        embedding.abort()
    return embedding


def test_under_a_named_ranker_an_import_embeds_descriptions_and_body_chunks_in_batches_not_write_by_write(
    named: Keeper, minilm: semantic.ModelSpec, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    per_write: list[list[str]] = []
    batched: list[int] = []
    embed, embed_many = vectors.embed, vectors.embed_many

    def one_write(texts: list[str], **kw: semantic.ModelSpec | None) -> np.ndarray:
        per_write.append(texts)  # the write hook's encoder of one description
        return embed(texts, **kw)  # type: ignore[arg-type]

    def many(texts: list[str], model: semantic.ModelSpec | None = None) -> np.ndarray:
        batched.append(len(texts))
        return embed_many(texts, model)

    monkeypatch.setattr(vectors, "embed", one_write)
    monkeypatch.setattr(vectors, "embed_many", many)
    embedding = _import_embedded(named, tmp_path / "catalog")
    with named.store.read() as conn:
        rows = conn.execute(select(skill_embeddings.c.model, func.count()).group_by(skill_embeddings.c.model))
        # Complete, as the write hook left it: every description and every body's chunks.
        assert dict(rows.all()) == {minilm.name: len(CATALOG), minilm.body_name: len(CATALOG)}
    assert per_write == []
    assert batched[0] == len(CATALOG)  # the descriptions in one pass, then the bodies' chunks
    assert embedding.chunked == len(CATALOG)


def test_the_command_waiting_for_an_import_embeds_body_chunks_beside_the_thread(
    named: Keeper, minilm: semantic.ModelSpec, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_embedding, "CHUNK_SLICE", 1)
    waiter_took_one = threading.Event()
    chunk_vectors = vectors.chunk_vectors
    by: list[str] = []

    def noted(rows: list[Any], model: semantic.ModelSpec | None = None) -> dict[int, np.ndarray]:
        by.append(threading.current_thread().name)
        if threading.current_thread() is threading.main_thread():
            waiter_took_one.set()
        else:  # the thread's pass ends only once the waiting command has taken one of its own
            assert waiter_took_one.wait(timeout=60)
        return chunk_vectors(rows, model)

    monkeypatch.setattr(vectors, "chunk_vectors", noted)
    embedding = _import_embedded(named, tmp_path / "catalog")
    with named.store.read() as conn:
        assert vectors.unembedded(conn, None, 100, bodies=True, of=minilm) == []
    assert embedding.error is None and embedding.chunked == len(CATALOG)
    assert {"MainThread", "skillkeeper-import-embed"} <= set(by)
