"""Cold start of the scanner: what a fresh process pays before its first verdict.

Usage: python benchmarks/scan_cold_start.py [--repeat 7] [--src SRC [--src OTHER]] [--skip-cli]

Each figure is the median of fresh subprocesses (one unrecorded warm-up run first, so Python's
bytecode caches exist, as they do for an installed package):
- scanner: import `skillkeeper.check.scan`, parse and scan one small corpus skill (in-process
  split: import, first scan, and the process's wall time);
- CLI: `skillkeeper import DIR --activate` on four corpus skills copied to a temp folder, each
  run with a fresh SKILLKEEPER_HOME.
`--src` points at a tree's src folder (e.g. main's, exported); given twice, the trees are measured
in turns (interleaved), which keeps a busy machine's noise from favouring one.
Nothing from the corpus is executed: skills are parsed and scanned as text.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from _fresh import Samples, add_tree_args, child_env, copy_skills, corpus_skills, in_turns, run_timed, trees

SKILLS = ("executing-plans", "brainstorming", "systematic-debugging", "test-driven-development")
# Runs in the child: timings of its own phases, as JSON on the last line of stdout.
SCAN_ONE = """
import json, sys, time
t0 = time.perf_counter()
from pathlib import Path
from skillkeeper.check.scan import scan_skill
from skillkeeper.skill import parse_skill_dir
t1 = time.perf_counter()
result = scan_skill(parse_skill_dir(Path(sys.argv[1])))
t2 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "scan": t2 - t1, "verdict": result.verdict}))
"""


def scan_one(src: Path, skill: Path, work: Path, samples: Samples) -> None:
    """One fresh process that imports the scanner and scans `skill`; its phases appended to `samples`."""
    wall, cpu, out = run_timed([sys.executable, "-c", SCAN_ONE, str(skill)], child_env(src), work)
    phases = json.loads(out.strip().splitlines()[-1])
    for name, value in (
        ("import", phases["import"]),
        ("scan", phases["scan"]),
        ("import + scan", phases["import"] + phases["scan"]),
        ("process", wall),
        ("process CPU", cpu),
    ):
        samples.setdefault(name, []).append(value)


def cli_import(src: Path, folder: Path, work: Path, samples: Samples) -> None:
    """One run of `skillkeeper import FOLDER --activate` with a fresh home; wall and CPU appended to `samples`."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=work))
    args = [sys.executable, "-m", "skillkeeper", "import", str(folder), "--activate"]
    wall, cpu, _ = run_timed(args, child_env(src, home), work)
    shutil.rmtree(home, ignore_errors=True)
    samples.setdefault("cli wall", []).append(wall)
    samples.setdefault("cli CPU", []).append(cpu)


def line(name: str, values: list[float]) -> str:
    runs = ", ".join(f"{1000 * v:.0f}" for v in values)
    return f"  {name}: median {1000 * statistics.median(values):.0f} ms  (runs: {runs})"


LABELS = {
    "import": "import skillkeeper.check.scan (+ skill parser)",
    "scan": "first scan_skill",
    "import + scan": "import + first scan",
    "process": "whole process, wall (interpreter start included)",
    "process CPU": "whole process, CPU (user + system)",
    "cli wall": "wall",
    "cli CPU": "CPU (user + system)",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_tree_args(parser, repeat=7, skills=SKILLS)  # the first skill is the one the scanner figure scans
    parser.add_argument("--skip-cli", action="store_true", help="only the scanner figure")
    args = parser.parse_args()
    skills = corpus_skills(args)
    print(f"python: {sys.version.split()[0]}  repeat: {args.repeat}  skills: {', '.join(s.name for s in skills)}")

    with tempfile.TemporaryDirectory(prefix="sk-cold-") as tmp:
        work = Path(tmp)
        folder = copy_skills(skills, work / "skills")

        def one_round(src: Path, samples: Samples) -> None:
            scan_one(src, skills[0], work, samples)
            if not args.skip_cli:
                cli_import(src, folder, work, samples)

        results = in_turns(trees(args), args.repeat, one_round)
    for src, samples in zip(trees(args), results, strict=True):
        print(f"== {src}")
        print(f"scanner: import + scan one skill ({skills[0].name}), fresh process each")
        for key in ("import", "scan", "import + scan", "process", "process CPU"):
            print(line(LABELS[key], samples[key]))
        if not args.skip_cli:
            print(f"CLI: skillkeeper import DIR --activate ({len(skills)} skills), fresh process and home each")
            for key in ("cli wall", "cli CPU"):
                print(line(LABELS[key], samples[key]))


if __name__ == "__main__":
    main()
