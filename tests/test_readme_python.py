"""The README's "Use it from Python" example runs as written, and the package ships its type hints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import skillkeeper

ROOT = Path(__file__).parents[1]


def _example() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Use it from Python", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found, "the section has a python code block"
    return found.group(1)


def test_readme_python_example_runs_against_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(_example(), "README.md", "exec"), {"__name__": "readme"})
    assert capsys.readouterr().out.startswith("pdf-tables Extract tables from PDF files")


def test_package_ships_py_typed() -> None:
    assert (Path(skillkeeper.__file__).parent / "py.typed").is_file()
