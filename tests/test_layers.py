"""The layers contract in pyproject.toml holds, and it breaks on an upward import."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import skillkeeper

ROOT = Path(__file__).parents[1]
SRC = Path(skillkeeper.__file__).parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter (dev extra) not installed")


def _lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    """Run lint-imports on the package under `tree` with the project's contract."""
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--no-logo"],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _copy_package(tmp_path: Path) -> Path:
    shutil.copytree(SRC, tmp_path / "src" / "skillkeeper", ignore=shutil.ignore_patterns("__pycache__", "skills"))
    return tmp_path / "src" / "skillkeeper"


def test_layers_contract_is_kept(tmp_path: Path) -> None:
    _copy_package(tmp_path)
    run = _lint_imports(tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert " kept, 0 broken" in run.stdout and "BROKEN" not in run.stdout


def test_an_upward_import_breaks_the_contract(tmp_path: Path) -> None:
    package = _copy_package(tmp_path)
    # The store reaching up into the web layer, as a function-level import would hide it.
    (package / "store" / "upward.py").write_text(
        '"""An illegal import."""\n\n\ndef f() -> None:\n    from skillkeeper.web import app  # noqa: F401\n'
    )
    run = _lint_imports(tmp_path)
    assert run.returncode == 1
    assert "BROKEN" in run.stdout
    assert "skillkeeper.store.upward -> skillkeeper.web" in run.stdout


def test_no_module_imports_the_package_face() -> None:
    # `skillkeeper/__init__` sits above every layer (it re-exports them); inner code uses the layers.
    offenders = []
    for path in SRC.rglob("*.py"):
        if "demo/skills" in path.as_posix() or path.name == "__main__.py" or path == SRC / "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "skillkeeper" and node.level == 0:
                offenders.append(path.relative_to(SRC).as_posix())
            if isinstance(node, ast.Import) and any(a.name == "skillkeeper" for a in node.names):
                offenders.append(path.relative_to(SRC).as_posix())
    assert offenders == []
