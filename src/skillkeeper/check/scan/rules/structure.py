"""Fatal structure problems: links, paths that escape the folder, oversize bundles (refused)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from skillkeeper.check.scan.registry import CodeRow, ScanContext, register
from skillkeeper.check.scan.result import Finding
from skillkeeper.skill.parse import MAX_FILES, MAX_TOTAL_BYTES

CATEGORY = "structure"


def _escapes(path: str) -> bool:
    parts = PurePosixPath(path).parts
    return (
        path.startswith(("/", "\\", "~"))
        or ".." in parts
        or "\\" in path
        or ":" in (parts[0] if parts else "")
        or any(ord(ch) < 32 for ch in path)
        or not parts
    )


CODES: tuple[CodeRow, ...] = (
    ("SK-STRUCT-LINK", "critical", "the bundle contains a link (refused; links are never followed)"),
    ("SK-STRUCT-PATH", "critical", "a bundle path escapes the skill folder (refused)"),
    ("SK-STRUCT-TOO-MANY-FILES", "critical", "the bundle has more files than the cap (refused)"),
    ("SK-STRUCT-OVERSIZE", "critical", "the skill is over the size cap (refused)"),
)


@register(CATEGORY, (), CODES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for f in ctx.skill.files:
        if f.is_link:
            yield ctx.finding(
                "SK-STRUCT-LINK",
                CATEGORY,
                "critical",
                "bundle contains a link; links are never followed",
                fatal=True,
                path=f.path,
            )
        elif _escapes(f.path):
            yield ctx.finding(
                "SK-STRUCT-PATH", CATEGORY, "critical", "path escapes the skill folder", fatal=True, path=f.path
            )
    if len(ctx.skill.files) > MAX_FILES:
        yield ctx.finding(
            "SK-STRUCT-TOO-MANY-FILES",
            CATEGORY,
            "critical",
            f"bundle has {len(ctx.skill.files)} files, over the cap of {MAX_FILES}",
            fatal=True,
        )
    if ctx.skill.total_size > MAX_TOTAL_BYTES:
        yield ctx.finding(
            "SK-STRUCT-OVERSIZE",
            CATEGORY,
            "critical",
            f"skill is {ctx.skill.total_size} bytes, over the {MAX_TOTAL_BYTES // (1024 * 1024)} MiB cap",
            fatal=True,
        )
