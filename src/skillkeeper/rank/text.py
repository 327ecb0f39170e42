"""Text analysis shared by documents and queries: words, stop words, stems, bigrams, phrases."""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_QUOTED = re.compile(r'"([^"]+)"')
# Identifiers pasted from errors and code: ConvergenceWarning, SignatureVerificationError.
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# A word this short is too close to too many others to correct a typo in it.
FUZZY_MIN_CHARS = 4
# Weight of the parts of a camel-case identifier, of a joined word pair, of a typo's correction.
CAMEL_PART_WEIGHT = 0.6
JOINED_WEIGHT = 0.5

# Classic English stop words: they carry no topic in a description or a query.
STOP_WORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "also",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "either",
        "else",
        "etc",
        "ever",
        "every",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "let",
        "me",
        "might",
        "more",
        "most",
        "must",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "ought",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "per",
        "same",
        "shall",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "upon",
        "us",
        "very",
        "via",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "whether",
        "which",
        "while",
        "who",
        "whom",
        "whose",
        "why",
        "will",
        "with",
        "within",
        "without",
        "would",
        "yet",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
    ]
)

# Words an agent puts around a task ("I need a skill to help me ...") that say nothing about it.
QUERY_FILLER = frozenset(
    [
        "need",
        "needs",
        "want",
        "wants",
        "wanted",
        "help",
        "helps",
        "helping",
        "please",
        "skill",
        "skills",
        "someth",
        "something",
        "anything",
        "thing",
        "things",
        "way",
        "ways",
        "like",
        "looking",
        "look",
        "trying",
        "try",
        "tri",
        "going",
        "get",
        "got",
        "lets",
        "let's",
        "able",
        "use",
        "using",
        "used",
        "make",
        "sure",
        "currently",
        "right",
        "now",
        "kind",
        "sort",
        "some",
        "one",
    ]
)


# Process-wide on purpose: one stateless stemmer, the same for every Keeper.
@lru_cache(maxsize=1)
def _stemmer() -> Any:
    # Lazy: the stemmer loads on the first analysed text.
    import snowballstemmer  # type: ignore[import-untyped, import-not-found, unused-ignore]

    # snowballstemmer hands out PyStemmer's C implementation when it is installed.
    return snowballstemmer.stemmer("english")


# Process-wide on purpose: word -> stem is pure, the same for every Keeper; cleared past _STEMS_MAX.
_STEMS: dict[str, str] = {}
_STEMS_MAX = 500_000


def _stem_all(unique: list[str]) -> None:
    for word, stemmed in zip(unique, _stemmer().stemWords(unique), strict=True):
        _STEMS[word] = word if len(word) <= 3 or word.isdigit() else str(stemmed)


def stem(word: str) -> str:
    """The Snowball (Porter2) English stem of a lower-case word."""
    if word not in _STEMS:
        _stem_all([word])
    return _STEMS[word]


def words(text: str) -> list[str]:
    """Lower-case word tokens (NFKC; hyphens, underscores and punctuation split words)."""
    return _WORD.findall(unicodedata.normalize("NFKC", text).lower())


def shared_words(query: str, text: str) -> list[str]:
    """The words of `query` (once each, as written, no stop or filler words) whose stem occurs in `text`."""
    have = set(content_stems(text))
    wanted = (w for w in dict.fromkeys(words(query)) if w not in STOP_WORDS and w not in QUERY_FILLER)
    return [w for w in wanted if stem(w) in have]


def content_stems(text: str) -> list[str]:
    """Stems of the words of `text` that are not stop words, in order."""
    kept = [w for w in words(text) if w not in STOP_WORDS]
    if len(_STEMS) > _STEMS_MAX:
        _STEMS.clear()
    missing = [w for w in set(kept) if w not in _STEMS]
    if missing:
        _stem_all(missing)
    get = _STEMS.get
    return [get(w) or stem(w) for w in kept]


def bigrams(stems: list[str]) -> list[str]:
    """Adjacent stem pairs as single terms (`a_b`): they reward phrases without positions."""
    return [f"{a}_{b}" for a, b in itertools.pairwise(stems)]


@dataclass(frozen=True)
class Query:
    """An analysed query: weighted terms, phrase bigrams, an optional prefix, and the name key."""

    terms: dict[str, float] = field(default_factory=dict)
    phrases: dict[str, float] = field(default_factory=dict)
    prefix: str | None = None
    name_key: str = ""
    # Used only when the catalog has them: adjacent words written as one ("micro services").
    joined: dict[str, float] = field(default_factory=dict)
    # (query word, its stem) of words long enough that the index may correct a typo in them.
    fuzzy: tuple[tuple[str, str], ...] = ()

    @property
    def empty(self) -> bool:
        return not self.terms and not self.prefix and not self.phrases


def analyse(query: str, *, max_terms: int = 48) -> Query:
    """Turn a user or agent query into weighted terms; long sentences lose stop and filler words."""
    raw = words(query)[: max_terms * 2]
    if not raw:
        return Query()
    quoted = [content_stems(p) for p in _QUOTED.findall(query)]
    kept = [w for w in raw if w not in STOP_WORDS and w not in QUERY_FILLER]
    if not kept:
        kept = [w for w in raw if w not in STOP_WORDS] or raw
    kept = kept[:max_terms]
    prefix: str | None = None
    stripped = query.rstrip()
    # A short query still being typed (or an explicit `word*`) matches words that start with its last word.
    if stripped.endswith("*") or (len(raw) <= 3 and not query.endswith((" ", '"')) and len(kept[-1]) >= 3):
        prefix = kept[-1]
    terms: dict[str, float] = {}
    for w in kept:
        s = stem(w)
        terms[s] = terms.get(s, 0.0) + 1.0
    for part in camel_parts(query):
        s = stem(part)
        if s not in terms and part not in STOP_WORDS:
            terms[s] = CAMEL_PART_WEIGHT
    stems = [stem(w) for w in kept]
    joined = {stem(a + b): JOINED_WEIGHT for a, b in itertools.pairwise(kept)}
    fuzzy = tuple((w, stem(w)) for w in dict.fromkeys(kept) if len(w) >= FUZZY_MIN_CHARS and w.isalpha())
    phrases: dict[str, float] = {}
    for b in bigrams(stems):
        phrases[b] = 1.0
    for q in quoted:
        for b in bigrams(q):
            phrases[b] = 2.0
    return Query(
        terms=terms,
        phrases=phrases,
        prefix=prefix,
        name_key="-".join(raw),
        joined={t: w for t, w in joined.items() if t not in terms},
        fuzzy=fuzzy,
    )


def camel_parts(text: str) -> list[str]:
    """Lower-case parts of the camel-case identifiers in `text` (ConvergenceWarning -> two words)."""
    out: list[str] = []
    for token in re.findall(r"[A-Za-z][A-Za-z0-9]*", text):
        parts = _CAMEL.findall(token)
        if len(parts) > 1 and any(c.isupper() for c in token[1:]):
            out += [p.lower() for p in parts if len(p) >= 3]
    return out
