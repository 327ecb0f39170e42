"""Cold start of the first-hour commands: what each fresh `skillkeeper` process costs.

Usage: python benchmarks/first_skill_time.py [--repeat 5] [--src SRC [--src OTHER]] [--ranker auto]

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
`--ranker` sets SKILLKEEPER_SEARCH_RANKER for every command (unset: the settings' default).
`--only STEP` (repeatable, e.g. `--only "import (new db)"`) measures only those steps (the first import
still runs, unrecorded, before the agent or `skills list`), so more rounds fit on a busy machine.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from _fresh import Samples, add_tree_args, child_env, copy_skills, corpus_skills, in_turns, ms, run_timed, trees

SKILLS = ("brainstorming", "writing-plans", "systematic-debugging", "test-driven-development")
STEPS = ("--help", "import (new db)", "agent --once", "skills list", "import (existing db)")
RANKERS = ("auto", "lexical", "semantic", "hybrid")


def one_round(
    src: Path, folder: Path, work: Path, settings: dict[str, str], samples: Samples, only: tuple[str, ...] = STEPS
) -> None:
    """Every step once, each with fresh processes; wall and CPU appended to `samples` under the step's name."""
    cli = [sys.executable, "-m", "skillkeeper"]
    fresh = Path(tempfile.mkdtemp(prefix="home-", dir=work))
    existing = Path(tempfile.mkdtemp(prefix="home-", dir=work))
    env, env2 = child_env(src, fresh, **settings), child_env(src, existing, **settings)
    if "import (existing db)" in only:
        subprocess.run([*cli, "db", "upgrade"], env=env2, cwd=work, capture_output=True, check=True, timeout=600)
    # The agent and `skills list` read the database the first import creates: run it, unrecorded.
    needed = {"import (new db)"} if {"agent --once", "skills list"} & set(only) else set()
    steps = (
        ("--help", [*cli, "--help"], env),
        ("import (new db)", [*cli, "import", str(folder), "--activate"], env),
        ("agent --once", [*cli, "agent", "--local", "--preset", "claude-code", "--once"], env),
        ("skills list", [*cli, "skills", "list"], env),
        ("import (existing db)", [*cli, "import", str(folder), "--activate"], env2),
    )
    for name, args, step_env in steps:
        if name not in only and name not in needed:
            continue
        wall, cpu, _ = run_timed(args, step_env, work)
        if name not in only:
            continue
        samples.setdefault(name + " wall", []).append(wall)
        samples.setdefault(name + " CPU", []).append(cpu)
    shutil.rmtree(fresh, ignore_errors=True)
    shutil.rmtree(existing, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_tree_args(parser, repeat=5, skills=SKILLS)
    parser.add_argument("--ranker", choices=RANKERS, help="SKILLKEEPER_SEARCH_RANKER for every command")
    parser.add_argument("--only", action="append", choices=STEPS, help="measure only this step (repeatable)")
    args = parser.parse_args()
    skills = corpus_skills(args)
    settings = {"search_ranker": args.ranker} if args.ranker else {}
    only = tuple(args.only or STEPS)
    ranker = args.ranker or "default"
    print(f"python: {sys.version.split()[0]}  repeat: {args.repeat}  ranker: {ranker}  skills: ", end="")
    print(", ".join(s.name for s in skills))
    with tempfile.TemporaryDirectory(prefix="sk-first-") as tmp:
        work = Path(tmp)
        folder = copy_skills(skills, work / "skills")
        results = in_turns(
            trees(args), args.repeat, lambda src, kept: one_round(src, folder, work, settings, kept, only)
        )
    for src, samples in zip(trees(args), results, strict=True):
        print(f"== {src}")
        print(f"  {'command':<22} {'wall ms':>8} {'CPU ms':>8}")
        for step in (s for s in STEPS if s in only):
            print(f"  {step:<22} {ms(samples[step + ' wall']):>8} {ms(samples[step + ' CPU']):>8}")
        if "import (new db)" not in only or "agent --once" not in only:
            continue
        first = samples["import (new db) wall"], samples["agent --once wall"]
        total = [a + b for a, b in zip(*first, strict=True)]
        print(f"  first skill (import new db + agent): median wall {ms(total)} ms")


if __name__ == "__main__":
    main()
