"""Cyrillic loanwords back to the catalog's Latin words (докер -> docker, питон -> python, гитлабе -> gitlab).

A Russian query names tools in Cyrillic letters, which the lexical ranker cannot match. Each
Cyrillic word is transliterated by one general letter table and, with a case ending stripped,
compared with the catalog's Latin words by a sound skeleton shared by both spellings (vowel runs
as one mark, c/k/q alike, h silent, doubled letters once). No word list: only words the catalog
has come back, and only as extra query words; the query itself is not changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# One Latin spelling per Cyrillic letter (the skeleton absorbs the rest: й/ы/и/y are vowels alike).
_LETTERS = {
    **dict(zip("абвгдезийклмнопрстуфхыэ", "abvgdeziyklmnoprstufhye", strict=True)),
    **{"ё": "e", "ж": "zh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sch", "ъ": "", "ь": "", "ю": "yu", "я": "ya"},
}
# Russian case and adjective endings a loanword takes (гитлабе, спарке, питоновский), longest first.
_ENDINGS = (
    *("овский", "овская", "овское", "овские", "овского", "овской"),
    *("ами", "ями", "ого", "его", "ому", "ему"),
    *("ой", "ей", "ом", "ем", "ов", "ев", "ах", "ях", "ую", "ий", "ый", "ые", "ие"),
    *("а", "я", "у", "ю", "е", "ы", "и"),
)
_CYRILLIC = re.compile(r"[а-яё]+")
_LATIN = re.compile(r"[a-z]+")
# Spellings that sound alike, applied in order to both the catalog's word and the transliteration.
_SOUNDS = (
    (re.compile(r"ph"), "f"),
    (re.compile(r"ck"), "k"),
    (re.compile(r"c(?=[eiy])"), "s"),
    (re.compile(r"[cq]"), "k"),
    (re.compile(r"x"), "ks"),
    (re.compile(r"j"), "dzh"),
    (re.compile(r"w"), "v"),
    (re.compile(r"h"), ""),
    # A run of vowels is one mark, front (E) or back (A) by its first letter: 'board' and 'борд' agree,
    # 'purely' and 'пароль' do not.
    (re.compile(r"[aou][aeiouy]*"), "A"),
    (re.compile(r"[eiy][aeiouy]*"), "E"),
    (re.compile(r"([a-z])\1+"), r"\1"),
    (re.compile(r"[AE]$"), ""),
)
# A short Cyrillic word, or one whose skeleton has few consonants, comes back only when it spells a
# word of a skill's name exactly (гит -> git, баш -> bash): short skeletons match common Russian
# words, and short description words are often abbreviations ('kto' for кто).
MIN_SOUNDED = 4
MIN_CONSONANTS = 3


def skeleton(word: str) -> str:
    """How a Latin word sounds, roughly: 'python' and 'piton' give 'pEtAn'."""
    for pattern, sound in _SOUNDS:
        word = pattern.sub(sound, word)
    return word


def transliterate(word: str) -> str:
    """A Cyrillic word in Latin letters, one spelling per letter."""
    return "".join(_LETTERS.get(c, c) for c in word)


def has_cyrillic(text: str) -> bool:
    """Whether the text has any Cyrillic letter."""
    return _CYRILLIC.search(text.lower()) is not None


class Vocabulary:
    """The catalog's Latin words: those of skill names by exact spelling, all of them by skeleton."""

    def __init__(self, names: Iterable[str], words: Iterable[str]) -> None:
        self.named = {w for w in names if len(w) >= 3}
        self.exact: set[str] = set()
        self.sounds: dict[str, str] = {}
        for word in sorted({*self.named, *words}, key=lambda w: (len(w), w)):
            if len(word) >= 3:
                self.exact.add(word)
                # The shortest word of a skeleton keeps it: 'git' before 'gits'.
                self.sounds.setdefault(skeleton(word), word)

    @classmethod
    def of_skills(cls, skills: Iterable[tuple[str, str]]) -> Vocabulary:
        """The Latin words of skills' (name, description) pairs."""
        pairs = list(skills)
        return cls(
            (w for name, _ in pairs for w in _LATIN.findall(name.lower())),
            (w for _, text in pairs for w in _LATIN.findall(text.lower())),
        )

    def match(self, word: str) -> str | None:
        """The catalog word a Cyrillic word (or it without its ending) spells, if any."""
        forms = [word] + [word[: -len(e)] for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= 3]
        for form in forms:
            latin = transliterate(form)
            sound = skeleton(latin)
            if len(form) < MIN_SOUNDED or sum(c.islower() for c in sound) < MIN_CONSONANTS:
                if latin in self.named:
                    return latin
                continue
            if latin in self.exact:
                return latin
            found = self.sounds.get(sound)
            if found is not None:
                return found
        return None


def loanwords(query: str, vocabulary: Vocabulary) -> list[str]:
    """The catalog's Latin words the query's Cyrillic words spell, in query order, each once."""
    found = (vocabulary.match(w) for w in _CYRILLIC.findall(query.lower()))
    return list(dict.fromkeys(w for w in found if w is not None))
