"""A crafted skill cannot keep the scanner busy: readings are bounded in what they read and how they backtrack."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from skillkeeper.check.scan.mounts import MAX_MOUNTS, host_path_mounts
from tests.check.scan.crafted import CRAFTED, write_skill

# Sized so that each took well over 60 s before its reading was bounded, and scans in about a second now.
_CRAFTED = {name: build(sizes[1]) for name, (build, sizes) in CRAFTED.items() if sizes[1]}
_SCAN = "import sys; from pathlib import Path; from skillkeeper.check.scan.folders import scan_source; " + (
    "print(scan_source(Path(sys.argv[1])).result.verdict)"
)


@pytest.mark.parametrize("name", sorted(_CRAFTED))
def test_a_crafted_skill_scans_without_backtracking_for_minutes(name: str, tmp_path: Path) -> None:
    write_skill(tmp_path, _CRAFTED[name])
    # A bound wide enough for a loaded machine; a stopped scan raises TimeoutExpired and fails the test.
    done = subprocess.run([sys.executable, "-c", _SCAN, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in {"clean", "warn", "quarantined"}


def test_a_manifest_mounting_the_host_at_many_paths_reads_a_bounded_number_of_mounts() -> None:
    mounts = "".join(f"- name: host\n  mountPath: /h{i}\n" for i in range(MAX_MOUNTS + 1))
    uses = f"cat /h0/root/.ssh/id_rsa\ncat /h{MAX_MOUNTS}/root/.ssh/id_rsa\n"
    read = host_path_mounts("volumes:\n- name: host\n  hostPath: {path: /}\n" + mounts + uses).split("\n")
    assert read[-3:-1] == ["cat /root/.ssh/id_rsa", f"cat /h{MAX_MOUNTS}/root/.ssh/id_rsa"]
