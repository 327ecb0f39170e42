"""What the scanner could not read is never clean.

- A file that is not UTF-8 text is not analysed. Recognised media (PNG, JPEG, GIF, WebP,
  PDF, fonts) whose bytes match their extension are warn: they are inert for an agent.
  Anything else binary is critical: executables, archives (which may be password-protected
  to hide a payload) and unknown blobs can carry code an agent is told to run.
- A Python script that does not parse is warn: the pattern rules still read its text, only
  the AST checks are lost.
- A file longer than the scan limit is scanned in part: critical for a script (its unread
  tail could run), warn for prose.
"""

from __future__ import annotations

from collections.abc import Iterator

from skillkeeper.check.scan.langs import code_lang
from skillkeeper.check.scan.pyast import python_sources
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register
from skillkeeper.check.scan.result import Finding

CATEGORY = "unanalysable"
MAX_SCAN_CHARS = 1024 * 1024

_MEDIA_MAGIC: dict[str, tuple[bytes, ...]] = {
    ".png": (b"\x89PNG",),
    ".jpg": (b"\xff\xd8\xff",),
    ".jpeg": (b"\xff\xd8\xff",),
    ".gif": (b"GIF87a", b"GIF89a"),
    ".webp": (b"RIFF",),
    ".pdf": (b"%PDF",),
    ".ico": (b"\x00\x00\x01\x00",),
    ".woff": (b"wOFF",),
    ".woff2": (b"wOF2",),
    ".ttf": (b"\x00\x01\x00\x00", b"true"),
    ".otf": (b"OTTO",),
}


def _is_media(path: str, data: bytes) -> bool:
    dot = path.rfind(".")
    magics = _MEDIA_MAGIC.get(path[dot:].lower() if dot >= 0 else "", ())
    return any(data.startswith(m) for m in magics)


CODES: tuple[CodeRow, ...] = (
    ("SK-UNSCANNED-MEDIA", "warn", "a binary media file was not analysed"),
    ("SK-UNSCANNED-BINARY", "critical", "a binary or non-UTF-8 file could not be analysed"),
    ("SK-UNSCANNED-TOO-LARGE", "critical", "only the first part of a file was scanned"),
    ("SK-UNSCANNED-PY-PARSE", "warn", "a Python script did not parse; read as text only"),
)


@register(CATEGORY, (), CODES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for f in ctx.skill.files:
        if f.is_link:
            continue
        text = f.text()
        if text is None or "\x00" in text:
            if _is_media(f.path, f.data):
                yield ctx.finding("SK-UNSCANNED-MEDIA", CATEGORY, "warn", "binary media file not analysed", path=f.path)
            else:
                yield ctx.finding(
                    "SK-UNSCANNED-BINARY",
                    CATEGORY,
                    "critical",
                    "binary or non-UTF-8 file could not be analysed (executable, archive or unknown)",
                    path=f.path,
                )
            continue
        if len(text) > MAX_SCAN_CHARS:
            is_code = code_lang(f.path, text) is not None
            yield ctx.finding(
                "SK-UNSCANNED-TOO-LARGE",
                CATEGORY,
                "critical" if is_code else "warn",
                f"only the first {MAX_SCAN_CHARS} characters were scanned",
                path=f.path,
            )
    if len(ctx.skill.skill_md) > MAX_SCAN_CHARS:
        yield ctx.finding(
            "SK-UNSCANNED-TOO-LARGE",
            CATEGORY,
            "warn",
            f"only the first {MAX_SCAN_CHARS} characters were scanned",
            path="SKILL.md",
        )
    for doc in ctx.docs:
        if doc.kind != "code" or doc.origin:
            continue  # a resolved view is not meant to parse; its file is reported
        for src in python_sources(doc):
            if src.tree is None:
                yield ctx.finding(
                    "SK-UNSCANNED-PY-PARSE",
                    CATEGORY,
                    "warn",
                    f"Python did not parse ({src.error}); read as text only",
                    doc,
                    0,
                    0,
                )
