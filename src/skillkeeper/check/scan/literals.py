"""Literal indirection in scripts, undone in place: encoded strings decoded and split literals joined.

The pieces of `resolve.resolved_text` that need no variables: escape runs, `printf` escapes, hex and
char-code strings, adjacent literals (`'/.' + 'zshrc'`), list joins and path joins with literal parts,
rot13 strings where the file names rot13. Each is a bounded regex pass over the text; lines stay put.
"""

from __future__ import annotations

import codecs
import re

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.lazyre import lazy

_ESC_RUN = lazy(r"(?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\[0-7]{3}){4,}")
_ESC_ONE = lazy(r"\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}|\\([0-7]{3})")
_HEX = lazy(r"[0-9a-fA-F]{16,}")
# `$(printf '\x72\x6d')`: a command substitution that only spells a word in escapes is that word.
_PRINTF_SUB = lazy(r"""\$\(\s*printf\s+(['"])((?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}|[\w.-])+)\1\s*\)""")
_CHAR_CODES = lazy(r"\d{2,3}(?:\s*,\s*\d{2,3}){7,}")
# String literals read left to right (escapes included, so quotes pair as the language pairs them),
# and what may stand between two that are joined: `+`, `.` (Perl, PHP), `..` (Lua) or nothing ("ba""sh").
_STRING = lazy(r"""(["'])((?:\\.|(?!\1)[^\\\n])*)\1""")
# Possessive blank runs (nothing after a run is a blank) keep a long one from being split every way.
_JOIN_GAP = lazy(r"\s*+(?:(?:\+|\.\.?)\s*+)?")
# A closing quote next to an opening one: where a join may be.
_ADJACENT = lazy(r"[\"']\s*+(?:(?:\+|\.\.?)\s*+)?[\"']")
# A `[` is tried only where `].join("x")` still follows on its line (`Gated`), not rescanned to every `]`.
_LIST_JOIN = Gated(
    lazy(
        r"""(["'])([^"'\n]{0,3})\1\s*\.\s*join\s*\(\s*\[([^\]\n]*)\]\s*\)|\[([^\]\n]*)\]\s*\.\s*join\s*\(\s*(["'])([^"'\n]{0,3})\5\s*\)"""
        r"""|\bstrings\.Join\(\s*\[\]string\{([^}\n]*)\}\s*,\s*(["'])([^"'\n]{0,3})\8\s*\)"""
    ),
    ((r"""["']|\bstrings\.Join\(""",), (r"\[", r"""\]\s*\.\s*join\s*\(\s*(["'])([^"'\n]{0,3})\1\s*\)""")),
)
_PATH_JOIN = lazy(
    r"(?:os\.path\.join|path\.join|joinpath|filepath\.Join|File\.join|Path\.Combine|Join-Path)\s*\(?([^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\)?"
)
_PATH_SLASH = lazy(r"""(?:Path\.home\(\)|\b\w+)((?:\s*/\s*(["'])[\w.@~-]+\2)+)""")
_LITERAL = lazy(r"""(["'])([^"'\n]*)\1""")
_ROT13_NAMED = lazy(r"(?i)rot_?13|a-za-z['\"]?\s+['\"]?n-za-m")
_SLASH_LITERAL = lazy(r"/\s*[\"']")


def _decode_escapes(m: re.Match[str]) -> str:
    out = []
    for e in _ESC_ONE.finditer(m.group(0)):
        hex_, u4, ubr, octal = e.groups()
        code = int(hex_ or u4 or ubr, 16) if not octal else int(octal, 8)
        out.append(chr(code) if 32 <= code < 127 or code in (9,) else "?")
    return "".join(out)


def _printable(data: bytes) -> str | None:
    if not data or any(b < 32 or b > 126 for b in data if b not in (9, 10, 13)):
        return None
    return data.decode("ascii")


def _decode_hex(m: re.Match[str]) -> str:
    token = m.group(0)
    edge = m.string[m.start() - 1 : m.start()] + m.string[m.end() : m.end() + 1]
    if len(token) % 2 or token.isdigit() or token.isalpha() or any(c.isalnum() or c == "_" for c in edge):
        return token
    text = _printable(bytes.fromhex(token))
    return text if (text is not None and " " in text) or (text and "/" in text) else token


def _decode_codes(m: re.Match[str]) -> str:
    edge = m.string[m.start() - 1 : m.start()] + m.string[m.end() : m.end() + 1]
    if any(c.isalnum() or c in "_." for c in edge):
        return m.group(0)
    codes = [int(c) for c in re.findall(r"\d+", m.group(0))]
    if not all(32 <= c < 127 for c in codes):
        return m.group(0)
    return "'" + "".join(map(chr, codes)).replace("'", '"') + "'"


_JOIN_HINTS = ("'+", "' +", '"+', '" +', "''", '""', "'.", "' .", '".', '" .', "'\n", "' '", '" "')


def join_literals(text: str) -> str:
    """Runs of adjacent literals as one (`'/.' + 'zshrc'` -> `'/.zshrc'`); literals with escapes stay apart.

    Only the lines where a quote meets a quote (across `+`, `.` or nothing) are read, from their start,
    where no literal is open (literals do not span lines).
    """
    if not any(h in text for h in _JOIN_HINTS):
        return text
    spans: list[tuple[int, int]] = []
    for m in _ADJACENT.finditer(text):
        a = text.rfind("\n", 0, m.start()) + 1
        b = text.find("\n", m.end())
        b = len(text) if b < 0 else b
        if spans and a <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(b, spans[-1][1]))
        else:
            spans.append((a, b))
    if not spans:
        return text
    pieces: list[str] = []
    last = 0
    for a, b in spans:
        pieces += [text[last:a], _join_span(text[a:b])]
        last = b
    pieces.append(text[last:])
    return "".join(pieces)


def _join_span(text: str) -> str:
    pieces: list[str] = []
    last = 0
    # The open run: its quote, its parts, where it starts and ends.
    parts: list[str] = []
    quote, start, end = "", -1, -1

    def close() -> None:
        if len(parts) > 1:
            pieces.append(text[last:start] + quote + "".join(parts) + quote)
        else:
            pieces.append(text[last:end])

    for m in _STRING.finditer(text):
        content = m.group(2)
        if "\\" in content:
            if start >= 0:
                close()
                last, start = end, -1
            continue
        if start >= 0 and _JOIN_GAP.fullmatch(text, end, m.start()):
            parts.append(content)
            end = m.end()
            continue
        if start >= 0:
            close()
            last = end
        quote, parts, start, end = m.group(1), [content], m.start(), m.end()
    if start >= 0:
        close()
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def _list_items(inner: str) -> list[str]:
    return [m.group(2) for m in _LITERAL.finditer(inner)]


def _list_join(m: re.Match[str]) -> str:
    sep, inner = (
        (m.group(2), m.group(3))
        if m.group(3) is not None
        else (m.group(6), m.group(4))
        if m.group(4) is not None
        else (m.group(9), m.group(7))
    )
    if _LITERAL.sub("", inner).strip(" \t,["):
        return m.group(0)  # a name among the items: joined once it is substituted
    return "'" + sep.join(_list_items(inner)) + "'"


def _path_join(m: re.Match[str]) -> str:
    args = m.group(1)
    parts = [p.strip() for p in args.split(",")]
    lits = [_LITERAL.fullmatch(p) for p in parts]
    if not parts or sum(1 for x in lits if x) < 1 or not any(lits[1:]):
        return m.group(0)
    # Only the literal pieces: ".ssh/id_rsa" is what the rules read, whatever the base folder.
    return "'" + "/".join(x.group(2).strip("/") for x in lits if x) + "'"


def _path_slash(m: re.Match[str]) -> str:
    return "'" + "/".join(x.group(2).strip("/") for x in _LITERAL.finditer(m.group(1))) + "'"


def _with_rot13(m: re.Match[str]) -> str:
    return m.group(0) + " " + codecs.encode(m.group(2), "rot13") if len(m.group(2)) >= 12 else m.group(0)


def decode_literals(text: str) -> str:
    """Escape runs, `printf` escapes, char codes and hex strings spelled out."""
    out = _ESC_RUN.sub(_decode_escapes, text) if "\\" in text else text
    if "printf" in out:
        out = _PRINTF_SUB.sub(lambda m: _ESC_ONE.sub(lambda e: _decode_escapes(e), m.group(2)), out)
    out = _CHAR_CODES.sub(_decode_codes, out)
    return _HEX.sub(_decode_hex, out)


def join_lists(text: str) -> str:
    """Lists of literals joined by a literal separator, as one literal."""
    return _LIST_JOIN.sub(_list_join, text)


def join_paths(text: str) -> str:
    """Path joins (`os.path.join`, `Path.home() / '.ssh'`) with literal parts, as one literal path."""
    if "join" in text or "Join" in text:
        text = _PATH_JOIN.sub(_path_join, text)
    if _SLASH_LITERAL.search(text):
        text = _PATH_SLASH.sub(_path_slash, text)
    return text


def decode_rot13(text: str) -> str:
    """Literals followed by their rot13 reading, where the file names rot13."""
    if ("rot" in text or "ROT" in text or "-za-m" in text or "-ZA-M" in text) and _ROT13_NAMED.search(text):
        text = _LITERAL.sub(_with_rot13, text)
    return text
