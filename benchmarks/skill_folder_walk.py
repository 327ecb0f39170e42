"""How long finding skill folders takes in a project with installed packages beside its skills.

Usage: PYTHONPATH=src python benchmarks/skill_folder_walk.py [--packages 5000] [--repeat 3]

Builds, in a temporary folder, three skills plus a `node_modules` of `--packages` packages (three
folders each, one package shipping a copy of a skill), then times `skill_folders` over it: as
shipped, and with the skip list (`NOT_SKILL_TREES`) emptied, which is how it walked before.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from unittest import mock

from skillkeeper.skill import folder, skill_folders

SKILL = "---\nname: {name}\ndescription: Use when a benchmark needs a skill named {name}.\n---\n\n# {name}\n"


def build(root: Path, packages: int) -> None:
    for name in ("alpha", "beta", "gamma"):
        (root / "skills" / name).mkdir(parents=True)
        (root / "skills" / name / "SKILL.md").write_text(SKILL.format(name=name))
    for i in range(packages):
        (root / "node_modules" / f"pkg-{i}" / "lib" / "dist").mkdir(parents=True)
    copy = root / "node_modules" / "pkg-0" / "skills" / "alpha"
    copy.mkdir(parents=True)
    (copy / "SKILL.md").write_text(SKILL.format(name="alpha"))


def timed(root: Path, repeat: int) -> tuple[float, int]:
    best, found = float("inf"), 0
    for _ in range(repeat):
        start = time.perf_counter()
        found = len(skill_folders([root]))
        best = min(best, time.perf_counter() - start)
    return best, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packages", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        build(root, args.packages)
        seconds, found = timed(root, args.repeat)
        with mock.patch.object(folder, "NOT_SKILL_TREES", frozenset()):
            before, found_before = timed(root, args.repeat)
    print(f"{args.packages} packages under node_modules, best of {args.repeat}")
    print(f"  skip list emptied (before): {before:.3f} s, {found_before} skill folders found")
    print(f"  as shipped:                 {seconds:.3f} s, {found} skill folders found")


if __name__ == "__main__":
    main()
