"""Skill names, bundle paths and stored text: the one rule every part of skillkeeper checks.

The server's validator, the parser, the uploads and the node agent's disk code all call these
functions, so what one part refuses every part refuses, with the same message. Names are
stricter than the spec's NFKC letters: only ASCII `a-z`, `0-9` and single hyphens, because a
name becomes a folder on every node (macOS stores folder names decomposed, Windows folds
case) and a look-alike letter from another script is how a skill impersonates another.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MAX_NAME_CHARS = 64
MAX_PATH_CHARS = 1024
MAX_SEGMENT_BYTES = 255  # the longest file name common filesystems accept
MARKER = ".skillkeeper-owned"  # the node agent's ownership marker; never part of a bundle

_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Bidirectional controls: 'install<U+202E>txt.sh' reads as 'installhs.txt' wherever the name is shown.
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")

# Letters of other scripts that render like ASCII ones (a short list of the usual suspects;
# every non-ASCII character is refused anyway, this only makes the message say why it matters).
CONFUSABLES = {
    **dict(zip("аегһіјкӏорсѕԁԛуԝхү", "aerhijklopcsdqywxy", strict=True)),  # Cyrillic
    **dict(zip("αβεικνορτυχω", "abeikvoptuxw", strict=True)),  # Greek
    "ɡ": "g",
    "ı": "i",
    "ȷ": "j",
    "ℓ": "l",
    "ⅰ": "i",
    "ⅼ": "l",
    "ⅽ": "c",
    "ⅾ": "d",
    "ⅿ": "m",
}


def show(value: object, limit: int = 60) -> str:
    """A value quoted for a one-line message: escaped, and cut when long."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 4] + "...'"


def _script(char: str) -> str:
    if char.isascii():
        return "Latin" if char.isalpha() else ""
    name = unicodedata.name(char, "")
    return name.split(" ", 1)[0].title() if name and char.isalpha() else ""


def _describe(char: str) -> str:
    name = unicodedata.name(char, f"U+{ord(char):04X}")
    like = CONFUSABLES.get(char)
    if like is None:
        base = unicodedata.normalize("NFKD", char)
        base = "".join(c for c in base if not unicodedata.combining(c))
        like = base if base.isascii() and base.isalnum() and base != char else None
    return f"{char!r} ({name}" + (f", looks like {like!r})" if like else ")")


def name_problems(raw: str) -> list[tuple[str, str]]:
    """Every (code, one-line message) that makes `raw` an unusable skill name; [] when valid."""
    name = raw.strip()
    if not name:
        return [("name.empty", "name is empty; set it to the skill's lowercase-hyphenated name")]
    out: list[tuple[str, str]] = []
    normal = unicodedata.normalize("NFKC", name)
    if normal != name:
        out.append(
            (
                "name.nfkc",
                f"name {show(name)} is not in normal form (NFKC turns it into "
                f"{show(normal)}); write it as {show(normal)}",
            )
        )
    if len(normal) > MAX_NAME_CHARS:
        out.append(("name.length", f"name is {len(normal)} characters; shorten it to {MAX_NAME_CHARS} or fewer"))
    fixed = _suggest(normal)
    if normal != normal.lower():
        # 'Bad Name' lowered is still no name: offer the one that is ('bad-name') when there is one.
        out.append(("name.case", f"name {show(normal)} has uppercase letters; use {show(fixed or normal.lower())}"))
    if normal.startswith("-") or normal.endswith("-"):
        out.append(("name.hyphen-edge", f"name {show(normal)} starts or ends with a hyphen; remove it"))
    if "--" in normal:
        out.append(("name.hyphen-double", f"name {show(normal)} has consecutive hyphens; use single hyphens"))
    foreign = sorted({c for c in normal if not c.isascii()})
    if foreign:
        scripts = sorted({s for s in map(_script, normal) if s})
        mixed = f"mixes {' and '.join(scripts)} letters: " if len(scripts) > 1 else "has "
        shown = ", ".join(_describe(c) for c in foreign[:3]) + (", ..." if len(foreign) > 3 else "")
        out.append(("name.ascii", f"name {show(normal)} {mixed}{shown}; skill names use only a-z, 0-9 and hyphens"))
    bad = sorted({c for c in normal.lower() if c.isascii() and not (c.isalnum() or c == "-")})
    if bad:
        out.append(
            (
                "name.chars",
                f"name {show(normal)} contains {''.join(bad[:10])!r}; use only lowercase letters, digits and hyphens"
                + (f", e.g. {show(fixed)}" if fixed else ""),
            )
        )
    return out


def _suggest(normal: str) -> str | None:
    """A valid name spelling an ASCII name the way a folder would ('My Skill_2' -> 'my-skill-2'), else None."""
    if not normal.isascii():
        return None  # look-alike letters are explained instead: dropping them would change the name
    slug = re.sub(r"[^a-z0-9]+", "-", normal.lower()).strip("-")[:MAX_NAME_CHARS].rstrip("-")
    return slug if slug and slug != normal and _NAME.fullmatch(slug) else None


def name_problem(raw: object) -> str | None:
    """The first reason `raw` is not a usable skill name, or None when it is."""
    if not isinstance(raw, str):
        return "name is missing or not a string"
    problems = name_problems(raw)
    return problems[0][1] if problems else None


def is_valid_name(raw: object) -> bool:
    """True for names every part of skillkeeper accepts: 1-64 of a-z, 0-9 and single inner hyphens."""
    return isinstance(raw, str) and len(raw) <= MAX_NAME_CHARS and _NAME.fullmatch(raw) is not None


def text_problem(value: str, what: str) -> str | None:
    """Why `value` cannot be stored as text on every engine (NUL, lone surrogates), or None."""
    if "\x00" in value:
        return f"{what} contains a NUL character (binary data?); it must be plain UTF-8 text"
    if _SURROGATE.search(value):
        return f"{what} is not valid Unicode text (lone surrogates); re-encode it as UTF-8"
    return None


def path_text_problem(path: str) -> str | None:
    """Why a bundle path cannot be stored as text, or None; a file name on disk in another encoding than UTF-8
    (read back with surrogate escapes) is shown by its bytes, with the fix: rename the file."""
    if _SURROGATE.search(path):
        try:
            raw = path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        except UnicodeEncodeError:  # a surrogate no disk name produces (sent as JSON): the general message
            raw = None
        if raw is not None:
            return f"file name {raw} is not UTF-8; rename the file"
    return text_problem(path, f"file path {path.encode('utf-8', 'backslashreplace').decode()!r}")


def path_problem(path: object) -> tuple[str, str] | None:
    """(code, message) when a bundle path is not a plain relative path that stays in the skill."""
    if not isinstance(path, str) or not path:
        return "path.invalid", "file path is missing; give every file a path relative to the skill folder"
    if _CONTROL.search(path) or _SURROGATE.search(path):
        return "path.invalid", f"path {show(path)} has control characters or is not valid Unicode; rename the file"
    if _BIDI.search(path):
        return "path.invalid", f"path {show(path)} has text-direction controls that disguise its name; rename the file"
    if "\\" in path:
        return "path.invalid", f"path {show(path)} uses backslashes; use forward slashes"
    if path.startswith("/") or (len(path) > 1 and path[1] == ":"):
        return "path.absolute", f"path {show(path)} is absolute; use a path relative to the skill folder"
    parts = path.split("/")
    if any(p in ("", ".", "..") for p in parts):
        return "path.parent", f"path {show(path)} is not a plain relative path; remove '..', '.' and empty segments"
    if len(path) > MAX_PATH_CHARS:
        return "path.length", f"path {show(path)} is {len(path)} characters; the cap is {MAX_PATH_CHARS}"
    if any(len(p.encode("utf-8")) > MAX_SEGMENT_BYTES for p in parts):
        return "path.length", f"path {show(path)} has a name longer than {MAX_SEGMENT_BYTES} bytes; shorten it"
    if MARKER in parts:
        return "path.reserved", f"path {show(path)} uses the reserved name {MARKER}; rename it"
    return None


def disk_key(path: str) -> str:
    """How a name or path compares on macOS and Windows disks: Unicode form and case folded away."""
    return unicodedata.normalize("NFC", path).casefold()


def tree_problem(paths: Iterable[str]) -> tuple[str, str] | None:
    """(code, message) when paths cannot all exist on one disk: listed twice, file-and-folder, case."""
    listed = list(paths)
    seen: set[str] = set()
    for p in listed:
        if p in seen:
            return "bundle.duplicate", f"{show(p)} is listed twice; keep one"
        seen.add(p)
    folders = {"/".join(p.split("/")[:i]) for p in listed for i in range(1, p.count("/") + 1)}
    clash = sorted(folders & seen)
    if clash:
        return "bundle.clash", f"{show(clash[0])} is both a file and a folder; rename one of them"
    folded: dict[str, str] = {}
    for p in sorted(seen | folders):
        key = disk_key(p)
        if key in folded and folded[key] != p:
            return "bundle.clash", (
                f"{show(folded[key])} and {show(p)} differ only in case or Unicode form; "
                "they collide on macOS and Windows disks, rename one"
            )
        folded[key] = p
    return None
