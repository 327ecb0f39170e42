"""What the sentence encoder reads of a query: long pasted text cut to its first words."""

from __future__ import annotations

# Words of a query the encoder reads. Encoding time grows with the query's word pieces; a long
# pasted task or trace says what it is about in its first sentences (docs/performance.md,
# "Sixth pass"). 0 reads the whole query.
ENCODE_WORDS = 0


def encoder_text(query: str, *, max_words: int | None = None) -> str:
    """The query as the encoder should read it: unchanged when short, else its first `max_words` words."""
    cap = ENCODE_WORDS if max_words is None else max_words
    if cap <= 0:
        return query
    words = query.split()
    if len(words) <= cap:
        return query
    return " ".join(words[:cap])
