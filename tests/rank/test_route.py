"""Routing queries by script between the multilingual model and MiniLM (no model is loaded)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from skillkeeper.rank import route, semantic

RUSSIAN = "тесты иногда падают, и я не могу понять почему"
MIXED = "помоги с kubernetes deployment rollout"  # mostly Latin letters
ENGLISH = "how do I fix a flaky test in CI"
E5 = semantic.MODELS["multilingual-e5-small"]
MINILM = semantic.MODELS["minilm"]


@pytest.fixture
def multilingual() -> Iterator[semantic.ModelSpec]:
    chosen = semantic.use("multilingual-e5-small")
    yield chosen
    semantic.use("minilm")


def _minilm_installed(monkeypatch: pytest.MonkeyPatch, installed: bool) -> None:
    monkeypatch.setattr(route, "model_dir", lambda: Path("/weights") if installed else None)


def test_with_both_models_installed_latin_queries_go_to_minilm_and_others_to_e5(
    multilingual: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    _minilm_installed(monkeypatch, True)
    assert route.models() == (E5, MINILM)
    assert route.route(ENGLISH) == route.route(MIXED) == MINILM
    assert route.route(RUSSIAN) == E5


def test_without_minilm_weights_the_multilingual_model_takes_every_query(
    multilingual: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    _minilm_installed(monkeypatch, False)
    assert route.models() == (E5,)
    assert route.route(ENGLISH) == route.route(RUSSIAN) == E5


def test_minilm_in_use_takes_every_query_and_reads_only_latin(monkeypatch: pytest.MonkeyPatch) -> None:
    semantic.use("minilm")
    _minilm_installed(monkeypatch, True)
    assert route.models() == (MINILM,)
    assert route.route(RUSSIAN) == MINILM
    assert route.reads(ENGLISH) and route.reads(MIXED)
    assert not route.reads(RUSSIAN)


def test_each_query_gets_the_floors_of_the_model_it_is_routed_to(
    multilingual: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert 0 < E5.foreign_floor < E5.floor
    _minilm_installed(monkeypatch, True)
    assert route.reads(RUSSIAN)
    assert route.floors(RUSSIAN) == (E5.foreign_floor, E5.foreign_floor)
    assert route.floors(MIXED) == (MINILM.min_cosine, MINILM.floor)
    _minilm_installed(monkeypatch, False)
    assert route.floors(MIXED) == (E5.min_cosine, E5.floor)
    semantic.use("minilm")
    assert route.floors(RUSSIAN) == (MINILM.min_cosine, MINILM.floor)
