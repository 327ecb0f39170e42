"""The four surfaces only adapt Keeper verbs: nothing under web/, cli/ or deliver/ reaches the store's rows."""

from __future__ import annotations

import ast
from pathlib import Path

import skillkeeper

SRC = Path(skillkeeper.__file__).parent
FORBIDDEN = ("skillkeeper.store.schema", "skillkeeper.store.skills")


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            # `from skillkeeper.store import skills` names the module through the alias.
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_web_cli_and_deliver_never_import_store_rows() -> None:
    offenders = {
        f"{path.relative_to(SRC)}: {name}"
        for package in ("web", "cli", "deliver")
        for path in (SRC / package).rglob("*.py")
        for name in _imports(path)
        if name in FORBIDDEN or name.startswith(tuple(f + "." for f in FORBIDDEN))
    }
    assert not offenders, sorted(offenders)
