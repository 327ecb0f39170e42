"""Cold start of the first-hour commands: what each fresh `skillkeeper` process costs.

Usage: python benchmarks/first_skill_time.py [--repeat 5] [--src SRC [--src OTHER]]

Each figure is the median wall and CPU (user + system, from the children's rusage) of fresh
subprocesses, after one unrecorded warm-up round (so bytecode caches exist, as they do for an
installed package). Every round gets a temp SKILLKEEPER_HOME and HOME and runs, in order:
- `skillkeeper --help`;
- `skillkeeper import DIR --activate` on the fresh home (the first run creates the database);
- `skillkeeper agent --local --preset claude-code --once` (writes under the temp HOME);
- `skillkeeper skills list`;
- `skillkeeper import DIR --activate` on a second home whose database `skillkeeper db upgrade`
  already created (unrecorded), i.e. an existing database.
DIR holds four skills copied from the corpus (superpowers). `--src` points at a tree's src folder;
given twice, the trees are measured in turns, so a busy machine's noise hits them alike.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SKILLS = ("brainstorming", "writing-plans", "systematic-debugging", "test-driven-development")
STEPS = ("--help", "import (new db)", "agent --once", "skills list", "import (existing db)")


def _default_corpus() -> Path:
    """../shared/corpus beside the checkout, or /work/shared/corpus from a worktree under /work/wt/."""
    for candidate in (ROOT / ".." / "shared" / "corpus", ROOT / ".." / ".." / "shared" / "corpus"):
        if candidate.is_dir():
            return candidate
    return ROOT / ".." / "shared" / "corpus"


def child_env(src: Path, home: Path) -> dict[str, str]:
    """A measured child's environment: `src` first on the path, temp homes, no other SKILLKEEPER_ settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    # An installed package has its bytecode compiled; let the warm-up round write it here too.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(src)
    env["SKILLKEEPER_HOME"] = str(home / "sk")
    env["HOME"] = str(home / "user")
    return env


def run_timed(args: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one child process; raises CalledProcessError when it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, timeout=600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def one_round(src: Path, folder: Path, work: Path, samples: dict[str, list[float]]) -> None:
    """Every step once, each with fresh processes; wall and CPU appended to `samples` under the step's name."""
    cli = [sys.executable, "-m", "skillkeeper"]
    fresh = Path(tempfile.mkdtemp(prefix="home-", dir=work))
    existing = Path(tempfile.mkdtemp(prefix="home-", dir=work))
    for home in (fresh, existing):
        (home / "user").mkdir()
    env, env2 = child_env(src, fresh), child_env(src, existing)
    subprocess.run([*cli, "db", "upgrade"], env=env2, cwd=work, capture_output=True, check=True, timeout=600)
    steps = (
        ("--help", [*cli, "--help"], env),
        ("import (new db)", [*cli, "import", str(folder), "--activate"], env),
        ("agent --once", [*cli, "agent", "--local", "--preset", "claude-code", "--once"], env),
        ("skills list", [*cli, "skills", "list"], env),
        ("import (existing db)", [*cli, "import", str(folder), "--activate"], env2),
    )
    for name, args, step_env in steps:
        wall, cpu = run_timed(args, step_env, work)
        samples.setdefault(name + " wall", []).append(wall)
        samples.setdefault(name + " CPU", []).append(cpu)
    shutil.rmtree(fresh, ignore_errors=True)
    shutil.rmtree(existing, ignore_errors=True)


def ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="measured rounds (median reported)")
    parser.add_argument(
        "--src", type=Path, action="append", help="a src folder to measure (repeat it to compare trees, interleaved)"
    )
    parser.add_argument("--corpus", type=Path, default=_default_corpus())
    parser.add_argument("--set", default="superpowers", help="corpus folder the skills come from")
    parser.add_argument("--skills", default=",".join(SKILLS), help="comma-separated skill folders")
    args = parser.parse_args()
    skills = [args.corpus / args.set / name for name in args.skills.split(",") if name]
    srcs = [p.resolve() for p in (args.src or [ROOT / "src"])]
    print(f"python: {sys.version.split()[0]}  repeat: {args.repeat}  skills: {', '.join(s.name for s in skills)}")
    results: list[dict[str, list[float]]] = [{} for _ in srcs]
    with tempfile.TemporaryDirectory(prefix="sk-first-") as tmp:
        work = Path(tmp)
        folder = work / "skills"
        for skill in skills:
            shutil.copytree(skill, folder / skill.name)
        # Round 0 is the unrecorded warm-up.
        for round_ in range(args.repeat + 1):
            for src, kept in zip(srcs, results, strict=True):
                one_round(src, folder, work, kept if round_ else {})
    for src, samples in zip(srcs, results, strict=True):
        print(f"== {src}")
        print(f"  {'command':<22} {'wall ms':>8} {'CPU ms':>8}")
        for step in STEPS:
            print(f"  {step:<22} {ms(samples[step + ' wall']):>8} {ms(samples[step + ' CPU']):>8}")
        first = samples["import (new db) wall"], samples["agent --once wall"]
        total = [a + b for a, b in zip(*first, strict=True)]
        print(f"  first skill (import new db + agent): median wall {ms(total)} ms")


if __name__ == "__main__":
    main()
