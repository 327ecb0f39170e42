"""The README's "Write a skill by hand" block, run verbatim in bash in an empty folder and a fresh home."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def by_hand_block() -> str:
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Write a skill by hand", 1)[1]
    found = re.search(r"```bash\n(.*?)```", section.split("\n## ", 1)[0], re.DOTALL)
    assert found, "the section has a bash block"
    return found.group(1)


def test_readme_skill_by_hand_validates_imports_approves_and_is_served(tmp_path: Path) -> None:
    home, work = tmp_path / "home", tmp_path / "work"
    home.mkdir()
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    env.update(HOME=str(home), PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", COLUMNS="200")
    done = subprocess.run(
        ["bash", "-e", "-c", by_hand_block()], cwd=work, env=env, capture_output=True, text=True, timeout=300
    )
    out = done.stdout
    # The doctor comes last: no node agent is set up, which is information, not a warning.
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok    my-skills/csv-cleaner\n1 skill: 1 ok, 0 with warnings, 0 failed\n" in out
    assert "│ imported    │ 1     │" in out
    assert "csv-cleaner: staged -> active (sha256:" in out
    assert re.search(r"^\s+[\d.]+\s+csv-cleaner\s+Use when a CSV does not load\.$", out, re.M), out
    assert "ok   skill    csv-cleaner: served: active in your tenant 'demo'" in out
    assert out.rstrip().splitlines()[-1].startswith("ok   targets  no node agent is set up on this machine")
    assert "error" not in done.stderr and "Traceback" not in done.stderr


def test_without_the_quotes_validate_says_how_to_quote_the_description(tmp_path: Path) -> None:
    block = by_hand_block()
    quoted = re.search(r'^description: "(.*)"$', block, re.M)
    assert quoted, "the README's description is quoted"
    broken = block.replace(quoted.group(0), f"description: {quoted.group(1)}")
    script = broken.split("skillkeeper import", 1)[0]  # write the file, then validate
    env = {**os.environ, "HOME": str(tmp_path), "SKILLKEEPER_HOME": str(tmp_path / "sk")}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert f'needs quotes: description: "{quoted.group(1)}"' in done.stdout
