"""Read, set and remove one entry in a client's config text: strict JSON, JSONC or TOML.

Every writer edits the original text in place (the JSONC span editor, tomlkit for TOML), so other
servers, other keys, their order and comments survive; every result is parsed back by the
format's own rules before it is returned.
"""

from __future__ import annotations

import json
import tomllib
from typing import Any, Literal

import tomlkit
from tomlkit.items import Table

from skillkeeper.clients import jsonc, tomltext

Format = Literal["json", "jsonc", "toml"]


class FormatError(ValueError):
    """The text cannot be parsed, or the path crosses a value that is not an object."""


def get(fmt: Format, text: str, path: list[str]) -> Any:
    """The value at `path`, or None when absent; raises FormatError."""
    if fmt == "toml":
        return _walk(_toml_loads(text), path)
    _check_json(fmt, text)
    try:
        return jsonc.get(text, path)
    except ValueError as exc:
        raise FormatError(str(exc)) from None


def set_value(fmt: Format, text: str, path: list[str], value: Any) -> str:
    """`text` with `value` at `path`, keeping the file's trailing commas as many as they were; raises FormatError."""
    if fmt == "toml":
        out = _toml_set(text, path, value)
    else:
        _check_json(fmt, text)
        try:
            out = jsonc.set_value(text, path, value)
        except ValueError as exc:
            raise FormatError(str(exc)) from None
    _verify(fmt, out, path, value)
    return out


def remove_value(fmt: Format, text: str, path: list[str]) -> str:
    """`text` without the entry at `path` (unchanged when absent); raises FormatError."""
    if fmt == "toml":
        out = _toml_remove(text, path)
    else:
        _check_json(fmt, text)
        try:
            out = jsonc.remove_value(text, path)
        except ValueError as exc:
            raise FormatError(str(exc)) from None
    _verify(fmt, out, path, None)
    return out


def by_hand(fmt: Format, path: list[str], value: dict[str, Any]) -> str:
    """The one line a user adds to a file of `fmt` to set `value` at `path` themselves."""
    if fmt != "toml":
        return f"{'.'.join(path)} yourself: {json.dumps(value)}"
    inline = tomlkit.inline_table()
    inline.update(value)
    # A dotted key with an inline table is one line of valid TOML before the file's first [table].
    return f"this line yourself, before the first [table]: {'.'.join(path)} = {inline.as_string()}"


def loads(fmt: Format, text: str) -> Any:
    """The whole document by the format's own rules (json, the JSONC reader, tomllib)."""
    if fmt == "toml":
        return _toml_loads(text)
    _check_json(fmt, text)
    try:
        return jsonc.loads(text)
    except ValueError as exc:
        raise FormatError(str(exc)) from None


def _check_json(fmt: Format, text: str) -> None:
    if fmt != "json" or not text.strip().lstrip("\ufeff"):
        return
    try:
        json.loads(text.lstrip("\ufeff"))
    except ValueError as exc:
        raise FormatError(f"not valid JSON ({exc})") from None


def _walk(doc: Any, path: list[str]) -> Any:
    cur = doc
    for depth, key in enumerate(path):
        if not isinstance(cur, dict):
            raise FormatError(f"'{'.'.join(path[:depth])}' is not a table")
        if key not in cur:
            return None
        cur = cur[key]
    return cur


def _verify(fmt: Format, out: str, path: list[str], value: Any) -> None:
    # Belt and braces: the edited text must parse and hold exactly what we meant to write.
    if _walk(loads(fmt, out), path) != value:
        raise FormatError("the edited file did not read back as written; nothing was changed")


def _toml_loads(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FormatError(f"not valid TOML ({exc})") from None


def _toml_doc(text: str) -> tomlkit.TOMLDocument:
    _toml_loads(text)
    try:
        return tomlkit.parse(text)
    except Exception as exc:  # tomlkit raises its own family of parse errors
        raise FormatError(f"not valid TOML ({exc})") from None


def _toml_parent(doc: tomlkit.TOMLDocument, path: list[str], *, create: bool) -> Any:
    parent: Any = doc
    for depth, key in enumerate(path[:-1]):
        if key not in parent:
            if not create:
                return None
            parent.add(key, tomlkit.table(is_super_table=True))
        parent = parent[key]
        if not isinstance(parent, dict):
            raise FormatError(f"'{'.'.join(path[: depth + 1])}' is not a table")
    return parent


def _toml_table(value: dict[str, Any]) -> Table:
    table = tomlkit.table()
    for key, item in value.items():
        if isinstance(item, dict):
            inline = tomlkit.inline_table()
            inline.update(item)
            table.add(key, inline)
        else:
            table.add(key, item)
    return table


def _expected(text: str, path: list[str], value: Any) -> dict[str, Any]:
    doc = _toml_loads(text)
    parent = doc
    for depth, key in enumerate(path[:-1]):
        parent = parent.setdefault(key, {})
        if not isinstance(parent, dict):
            raise FormatError(f"'{'.'.join(path[: depth + 1])}' is not a table")
    if value is None:
        parent.pop(path[-1], None)
    else:
        parent[path[-1]] = value
    return doc


def _by_lines(text: str, path: list[str], value: Any) -> str | None:
    """The line editor's result when it reads back as exactly the intended document, else None."""
    want = _expected(text, path, value)
    try:
        out = tomltext.remove_table(text, path) if value is None else tomltext.set_table(text, path, value)
        return out if tomllib.loads(out) == want else None
    except (ValueError, tomllib.TOMLDecodeError):
        return None


def _toml_set(text: str, path: list[str], value: Any) -> str:
    out = _by_lines(text, path, value)
    if out is not None:
        return out
    doc = _toml_doc(text)
    parent = _toml_parent(doc, path, create=True)
    parent[path[-1]] = _toml_table(value)
    return tomlkit.dumps(doc)


def _toml_remove(text: str, path: list[str]) -> str:
    if _walk(_toml_loads(text), path) is None:
        return text
    out = _by_lines(text, path, None)
    if out is not None:
        return out
    doc = _toml_doc(text)
    parent = _toml_parent(doc, path, create=False)
    del parent[path[-1]]
    return tomlkit.dumps(doc)
