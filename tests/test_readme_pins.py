"""The README's npx lines name the MCP Inspector version `make test` installs (a bare name may fetch a 0.x)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]


def test_readme_inspector_lines_pin_the_version_the_makefile_installs() -> None:
    pinned = re.search(r"(@modelcontextprotocol/inspector@[\w.^~]+)", (ROOT / "Makefile").read_text(encoding="utf-8"))
    assert pinned, "the Makefile installs a pinned Inspector"
    lines = [line for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines() if line.startswith("npx ")]
    assert lines, "the README shows the Inspector's npx lines"
    for line in lines:
        assert f"npx {pinned.group(1)} " in line, line
