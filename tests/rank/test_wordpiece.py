"""Pure-Python WordPiece gives the same token ids as the `tokenizers` package (needs the model)."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.rank import semantic
from skillkeeper.rank.wordpiece import WordPiece, normalize, pre_tokenize

TEXTS = [
    "systematic-debugging: Use when encountering any bug, test failure, or unexpected behavior",
    "ConvergenceWarning: lbfgs failed to converge (status=1): STOP: TOTAL NO. of ITERATIONS REACHED LIMIT.",
    "how do I add OAuth2 login with refresh tokens to my API?",
    "тесты иногда падают, и я не могу понять почему",
    "Café naïve İstanbul straße ﬁle — «quotes» …",
    "中文测试 日本語 mixed with English",
    "control\x00chars\ufffd and\u200bzero width, tab\tnew\nline",
    "emoji 🚀🔥 and [MASK] literal [CLS] tokens",
    "a" * 150,
    "word " * 400,
    "",
]


def test_normalizer_strips_accents_lowercases_and_spaces_out_cjk() -> None:
    assert normalize("Café NAÏVE") == "cafe naive"
    assert normalize("日本") == " 日  本 "
    assert normalize("a\x00b\tc") == "ab c"


def test_punctuation_is_a_word_of_its_own() -> None:
    assert pre_tokenize("don't stop.now") == ["don", "'", "t", "stop", ".", "now"]


@pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")
def test_token_ids_match_the_tokenizers_package() -> None:
    tokenizers = pytest.importorskip("tokenizers")
    path = semantic.model_dir()
    assert path is not None
    reference = tokenizers.Tokenizer.from_file(str(path / "tokenizer.json"))
    reference.enable_truncation(max_length=256)
    reference.no_padding()
    ours = WordPiece(path / "tokenizer.json", max_tokens=256)
    for text in TEXTS:
        assert ours.encode(text) == reference.encode(text).ids, text


def test_a_tokenizer_file_of_another_kind_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "tokenizer.json"
    bad.write_text('{"model": {"type": "BPE", "vocab": {}}}')
    with pytest.raises(ValueError, match="not a WordPiece"):
        WordPiece(bad)
