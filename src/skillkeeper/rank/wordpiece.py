"""BERT WordPiece tokenization in pure Python, read from a Hugging Face `tokenizer.json`.

Replaces the `tokenizers` package (and the 22 MB hub client it pulls in) for the MiniLM
encoder: the semantic extra is then ONNX Runtime and NumPy only. Output matches `tokenizers`
for the BertNormalizer (lower case, accents stripped) + BertPreTokenizer + WordPiece setup of
all-MiniLM-L6-v2; a test compares both on the corpus.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any


def _is_control(ch: str) -> bool:
    return ch not in "\t\n\r" and unicodedata.category(ch).startswith("C")


def _is_whitespace(ch: str) -> bool:
    return ch in " \t\n\r" or unicodedata.category(ch) == "Zs"


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    return (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x20000 <= cp <= 0x2A6DF
        or 0x2A700 <= cp <= 0x2B73F
        or 0x2B740 <= cp <= 0x2B81F
        or 0x2B820 <= cp <= 0x2CEAF
        or 0xF900 <= cp <= 0xFAFF
        or 0x2F800 <= cp <= 0x2FA1F
    )


def normalize(text: str) -> str:
    """BertNormalizer: drop control characters, space out CJK, strip accents, lower-case."""
    out: list[str] = []
    for ch in text:
        if ch in "\x00\ufffd" or _is_control(ch):
            continue
        if _is_whitespace(ch):
            out.append(" ")
        elif _is_cjk(ord(ch)):
            out.append(f" {ch} ")
        else:
            out.append(ch)
    decomposed = unicodedata.normalize("NFD", "".join(out))
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn").lower()


def pre_tokenize(text: str) -> list[str]:
    """BertPreTokenizer: split on white space, every punctuation character a word of its own."""
    words: list[str] = []
    for chunk in text.split():
        start = 0
        for i, ch in enumerate(chunk):
            if _is_punctuation(ch):
                if start < i:
                    words.append(chunk[start:i])
                words.append(ch)
                start = i + 1
        if start < len(chunk):
            words.append(chunk[start:])
    return words


class WordPiece:
    """Text -> token ids ([CLS] pieces [SEP]) with the vocabulary of a BERT `tokenizer.json`."""

    def __init__(self, tokenizer_json: Path, *, max_tokens: int = 256) -> None:
        """Raises ValueError when the file is not a WordPiece tokenizer."""
        spec: dict[str, Any] = json.loads(tokenizer_json.read_text(encoding="utf-8"))
        model = spec.get("model") or {}
        if model.get("type") != "WordPiece":
            raise ValueError(f"{tokenizer_json} is not a WordPiece tokenizer")
        self.vocab: dict[str, int] = dict(model["vocab"])
        self.unk = self.vocab[model.get("unk_token", "[UNK]")]
        self.prefix = str(model.get("continuing_subword_prefix", "##"))
        self.max_chars = int(model.get("max_input_chars_per_word", 100))
        self.cls, self.sep = self.vocab["[CLS]"], self.vocab["[SEP]"]
        self.max_tokens = max_tokens
        # Special tokens written literally in a text ("[MASK]") are matched before normalisation, as `tokenizers` does.
        special = [t["content"] for t in spec.get("added_tokens", []) if t.get("special")]
        self._special = re.compile("|".join(re.escape(t) for t in special)) if special else None
        self._word = lru_cache(maxsize=50_000)(self._word_ids)

    def encode(self, text: str) -> list[int]:
        """Token ids of `text`, truncated to max_tokens including [CLS] and [SEP]."""
        ids: list[int] = []
        budget = self.max_tokens - 2
        for part, special in self._parts(text):
            if special:
                ids.append(self.vocab[part])
            else:
                for word in pre_tokenize(normalize(part)):
                    ids.extend(self._word(word))
            if len(ids) >= budget:
                break
        return [self.cls, *ids[:budget], self.sep]

    def _parts(self, text: str) -> list[tuple[str, bool]]:
        if self._special is None:
            return [(text, False)]
        out: list[tuple[str, bool]] = []
        start = 0
        for m in self._special.finditer(text):
            out.append((text[start : m.start()], False))
            out.append((m.group(), True))
            start = m.end()
        out.append((text[start:], False))
        return out

    def _word_ids(self, word: str) -> tuple[int, ...]:
        if len(word) > self.max_chars:
            return (self.unk,)
        ids: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                if piece in self.vocab:
                    ids.append(self.vocab[piece])
                    break
                end -= 1
            else:
                return (self.unk,)
            start = end
        return tuple(ids)
