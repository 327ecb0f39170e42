"""Helpers for benchmarks that time fresh `skillkeeper` processes: trees measured in turns, CPU and wall."""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from _corpus import DEFAULT_CORPUS, ROOT

Samples = dict[str, list[float]]


def add_tree_args(parser: argparse.ArgumentParser, *, repeat: int, skills: Sequence[str]) -> None:
    """--repeat, --src (repeatable), --corpus, --set and --skills, as every cold-start benchmark takes them."""
    parser.add_argument("--repeat", type=int, default=repeat, help="measured rounds (median reported)")
    parser.add_argument(
        "--src", type=Path, action="append", help="a src folder to measure (repeat it to compare trees, interleaved)"
    )
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--set", default="superpowers", help="corpus folder the skills come from")
    parser.add_argument("--skills", default=",".join(skills), help="comma-separated skill folders")


def trees(args: argparse.Namespace) -> list[Path]:
    """The src folders to measure: each --src, or this checkout's."""
    return [p.resolve() for p in (args.src or [ROOT / "src"])]


def corpus_skills(args: argparse.Namespace) -> list[Path]:
    """The skill folders --corpus/--set/--skills name."""
    return [args.corpus / args.set / name for name in args.skills.split(",") if name]


def copy_skills(skills: Sequence[Path], folder: Path) -> Path:
    """`skills` copied into `folder` (what `skillkeeper import FOLDER` reads); returns `folder`."""
    for skill in skills:
        shutil.copytree(skill, folder / skill.name)
    return folder


def child_env(src: Path, home: Path | None = None, **settings: str) -> dict[str, str]:
    """A measured child's environment: `src` first on the path, no SKILLKEEPER_ settings but `settings`.

    With `home`, SKILLKEEPER_HOME is `home/sk` and HOME is `home/user` (created here).
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLKEEPER_")}
    # An installed package has its bytecode compiled; let the warm-up round write it here too.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = str(src)
    if home is not None:
        (home / "user").mkdir(parents=True, exist_ok=True)
        env["SKILLKEEPER_HOME"] = str(home / "sk")
        env["HOME"] = str(home / "user")
    env.update({f"SKILLKEEPER_{key.upper()}": value for key, value in settings.items()})
    return env


def run_timed(args: Sequence[str], env: dict[str, str], cwd: Path) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds, stdout) of one child process; raises CalledProcessError when it fails.

    CPU (user + system, from the children's rusage) is the steadier figure on a shared machine:
    waiting for a core is not counted.
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True, check=True, timeout=600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def in_turns(srcs: Sequence[Path], repeat: int, one_round: Callable[[Path, Samples], None]) -> list[Samples]:
    """`one_round(src, samples)` for every tree, `repeat` times after one unrecorded warm-up round.

    The trees take turns, so load on a busy machine hits them alike. Returns each tree's samples.
    """
    results: list[Samples] = [{} for _ in srcs]
    for round_ in range(repeat + 1):
        for src, kept in zip(srcs, results, strict=True):
            one_round(src, kept if round_ else {})
    return results


def ms(values: list[float]) -> str:
    """The median of `values` (seconds) in whole milliseconds."""
    return f"{1000 * statistics.median(values):.0f}"
