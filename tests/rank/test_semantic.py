"""Body chunking of the semantic ranker (no model)."""

from __future__ import annotations

from skillkeeper.rank.semantic import body_chunks


def _words(prefix: str, n: int) -> str:
    return " ".join(f"{prefix}{i}" for i in range(n))


def test_body_chunks_pack_short_paragraphs_and_cut_long_ones_at_words() -> None:
    body = f"# Title\n\nShort intro.\n\n{_words('w', 250)}\n\nTail."
    chunks = body_chunks("pdf-tools", body, words=100)
    assert all(c.startswith("pdf tools: ") for c in chunks)
    sizes = [len(c.removeprefix("pdf tools: ").split()) for c in chunks]
    assert sizes == [100, 100, 55]  # 4 + 250 + 1 words, the intro shares the first chunk
    assert chunks[0].removeprefix("pdf tools: ").startswith("# Title Short intro. w0 w1")
    assert chunks[-1].endswith("w249 Tail.")


def test_body_chunks_end_between_paragraphs_once_half_full() -> None:
    body = f"{_words('a', 60)}\n\n{_words('b', 60)}"
    assert [c.split()[1] for c in body_chunks("x", body, words=100)] == ["a0", "b0"]


def test_body_chunks_leave_out_fenced_code_and_stop_at_the_limit() -> None:
    body = f"Intro.\n\n```python\nsecret_code_word()\n```\n\n~~~\nmore_code\n~~~\n\n{_words('w', 1000)}"
    chunks = body_chunks("x", body, words=100, limit=3)
    assert len(chunks) == 3
    assert not any("secret_code_word" in c or "more_code" in c for c in chunks)
    assert body_chunks("x", "") == [] and body_chunks("x", "```\nonly code\n```") == []
