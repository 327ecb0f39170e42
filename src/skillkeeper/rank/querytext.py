"""What the sentence encoder reads of a query: long or pasted text cut to its first words."""

from __future__ import annotations

import re

# Tokens of a query the encoder reads. Encoding time grows with the query's word pieces, and a
# pasted trace spends most of them on paths, line numbers, addresses and punctuation; a long task
# says what it is about in its first sentences. 48 keeps hybrid recall on the dev sets unchanged
# (32 and 24 lost a query or two) and halves the encoding CPU of long tasks (docs/performance.md,
# "Sixth pass"). 0: everything.
ENCODE_WORDS = 48
# A lower bound on word pieces: letter runs, digit runs and every punctuation mark count one.
_TOKEN = re.compile(r"[^\W\d_]+|\d+|[^\w\s]")
# What is kept of a long query: words of two letters or more (no digits, paths' slashes or hex).
_WORD = re.compile(r"[^\W\d_]{2,}")


def encoder_text(query: str, *, max_words: int | None = None) -> str:
    """The query as the encoder reads it: unchanged when short, else its first `max_words` words."""
    cap = ENCODE_WORDS if max_words is None else max_words
    if cap <= 0 or len(_TOKEN.findall(query)) <= cap:
        return query
    return " ".join(_WORD.findall(query)[:cap])
