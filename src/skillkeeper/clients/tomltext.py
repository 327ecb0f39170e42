"""Edit one `[table.name]` block of a TOML text by lines, so everything else stays byte for byte.

tomlkit keeps comments but moves tables around when a table is split across the file (as
`[mcp_servers.*]` often is); editing our block's lines directly does not. Callers verify the
result with tomllib and fall back to tomlkit when a file is too unusual for this.
"""

from __future__ import annotations

import tomllib
from typing import Any

import tomlkit


def _header_path(line: str) -> list[str] | None:
    """The key path of a `[a.b]` or `[[a.b]]` header line, else None."""
    stripped = line.strip()
    if not stripped.startswith("["):
        return None
    try:
        doc: Any = tomllib.loads(stripped)
    except tomllib.TOMLDecodeError:
        return None
    path: list[str] = []
    while isinstance(doc, dict) and len(doc) == 1:
        key = next(iter(doc))
        path.append(key)
        doc = doc[key]
        if isinstance(doc, list):
            path.append("[]")
            break
    return path or None


def _blank_or_comment(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith("#")


def _blocks(lines: list[str]) -> list[tuple[list[str], int, int]]:
    """Every table block as (path, first line, end line), the end before trailing comments and blanks."""
    heads = [(i, p) for i, line in enumerate(lines) if (p := _header_path(line)) is not None]
    blocks = []
    for n, (start, path) in enumerate(heads):
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        while end > start + 1 and _blank_or_comment(lines[end - 1]):
            end -= 1
        blocks.append((path, start, end))
    return blocks


def render(path: list[str], value: dict[str, Any]) -> str:
    """`[a.b]` then `key = value` lines; nested tables become inline tables."""
    header = ".".join(tomlkit.key(k).as_string() for k in path)
    out = [f"[{header}]\n"]
    for key, item in value.items():
        if isinstance(item, dict):
            inline = tomlkit.inline_table()
            inline.update(item)
            rendered = inline.as_string()
        else:
            rendered = tomlkit.item(item).as_string()
        out.append(f"{tomlkit.key(key).as_string()} = {rendered}\n")
    return "".join(out)


def _ours(blocks: list[tuple[list[str], int, int]], path: list[str]) -> list[tuple[int, int]]:
    return [(s, e) for p, s, e in blocks if p[: len(path)] == path]


def set_table(text: str, path: list[str], value: dict[str, Any]) -> str:
    """`text` with the block for `path` replaced, or a new block after its siblings (or at the end)."""
    lines = text.splitlines(keepends=True)
    blocks = _blocks(lines)
    block = render(path, value)
    mine = _ours(blocks, path)
    if mine:
        start, end = mine[0][0], mine[-1][1]
        inside = {i for s, e in mine for i in range(s, e)}
        if any(i not in inside and not _blank_or_comment(lines[i]) for i in range(start, end)):
            raise ValueError("the table is split across the file")
        return "".join(lines[:start]) + block + "".join(lines[end:])
    siblings = [e for p, _, e in blocks if p[: len(path) - 1] == path[:-1] and len(p) >= len(path)]
    if siblings:
        at = siblings[-1]
        return "".join(lines[:at]) + "\n" + block + "".join(lines[at:])
    if not text.strip():
        return block
    return text + ("" if text.endswith("\n") else "\n") + "\n" + block


def remove_table(text: str, path: list[str]) -> str:
    """`text` without the block(s) for `path` and the blank line before them."""
    lines = text.splitlines(keepends=True)
    for start, end in reversed(_ours(_blocks(lines), path)):
        if start > 0 and not lines[start - 1].strip():
            start -= 1
        del lines[start:end]
    return "".join(lines)
