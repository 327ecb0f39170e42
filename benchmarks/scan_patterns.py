"""Sweep every scanner pattern for super-linear time on one long crafted line (a writer over MCP can send one).

Usage: PYTHONPATH=src:. python benchmarks/scan_patterns.py [--src SRC] [--sizes 8000,16000,32000] [--screen 4000]
       [--min-ms 2] [--stop 1] [--only NAME] [--unit UNIT]

Every pattern the scanner compiles (`lazyre.CREATED` plus module-level `re.compile`s under check/scan) is run
with `finditer` over single lines made of one repeated unit: generic separators (`, `, ` | `, `/`, `=`, quotes,
`$(`...) and words taken from the pattern's own source. A pair taking `--min-ms` or more at the `--screen`
size is timed at each of `--sizes` (stopping past `--stop` seconds); the report lists each offender with
its seconds and the growth ratio between the last two sizes timed (about 2 for a linear pattern, 4 for a
quadratic one). With `--src` (e.g. an exported old src folder) first on the path, the same sweep measures it.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
import time
from pathlib import Path
from typing import Any

# Units typical of what the rules join or skip over; each is repeated to fill a line.
GENERIC = (
    "a",
    "a ",
    " ",
    "\t",
    ", ",
    ",",
    " | ",
    "|",
    "/",
    "a/",
    "=",
    "a=",
    "'",
    '"',
    "'a' ",
    '"a" + ',
    "$(",
    "${",
    "`",
    "(",
    "[",
    "{",
    ":",
    ";",
    "&&",
    ".",
    "a.",
    "-",
    "-a ",
    "\\",
    "#",
    "+",
    "@",
    "~/",
    "http://",
    "0",
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z_-]{2,}")


def patterns(src: str) -> dict[str, Any]:
    """`module.NAME` (or a rule's code) -> compiled pattern for every scanner pattern (a `Gated` one as itself)."""
    sys.path.insert(0, src)
    scan = importlib.import_module("skillkeeper.check.scan")
    for info in pkgutil.walk_packages(scan.__path__, "skillkeeper.check.scan."):
        importlib.import_module(info.name)
    lazyre = importlib.import_module("skillkeeper.check.scan.lazyre")
    gated = getattr(importlib.import_module("skillkeeper.check.scan"), "gated", None)  # absent from an older src
    found: dict[str, Any] = {}
    seen: set[int] = set()
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("skillkeeper.check.scan"):
            continue
        for attr, value in vars(module).items():
            if gated is not None and isinstance(value, gated.Gated):  # swept as the scanner runs it, gates and all
                seen.add(id(value.compiled.compile()))
                found[f"{name.removeprefix('skillkeeper.check.scan.')}.{attr}"] = value
                continue
            if isinstance(value, lazyre.LazyPattern):
                value = value.compile()
            if isinstance(value, re.Pattern) and id(value) not in seen:
                seen.add(id(value))
                found[f"{name.removeprefix('skillkeeper.check.scan.')}.{attr}"] = value
    for module in list(sys.modules.values()):  # rule patterns by their code (a gated one as the scanner runs it)
        for rule in getattr(module, "RULES", ()):
            pattern = getattr(rule, "pattern", None)
            if gated is not None and isinstance(pattern, gated.Gated):
                seen.add(id(pattern.compiled.compile()))
            elif isinstance(pattern, lazyre.LazyPattern):
                pattern = pattern.compile()
            if pattern is not None and id(pattern) not in seen:
                seen.add(id(pattern))
                found[rule.code] = pattern
    for index, stand_in in enumerate(lazyre.CREATED):  # patterns made inside dicts, tuples, functions
        compiled = stand_in.compile()
        if id(compiled) not in seen:
            seen.add(id(compiled))
            found[f"(unnamed #{index}) {compiled.pattern[:40]!r}"] = compiled
    return found


def units(pattern: Any) -> list[str]:
    """The generic units plus a few words of the pattern's own source, each followed by a blank."""
    words = list(dict.fromkeys(w.lower() for w in _WORD.findall(pattern.pattern)))[:6]
    return [*GENERIC, *(f"{w} " for w in words), *(f"{w}/" for w in words[:2])]


def seconds(pattern: Any, unit: str, size: int) -> float:
    """Seconds for `finditer` over one line of `unit` repeated to `size` characters."""
    line = (unit * (size // len(unit) + 1))[:size]
    start = time.perf_counter()
    for _ in pattern.finditer(line):
        pass
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default=str(Path(__file__).resolve().parents[1] / "src"))
    parser.add_argument("--sizes", default="8000,16000,32000")
    parser.add_argument("--screen", type=int, default=4000)
    parser.add_argument("--min-ms", type=float, default=2.0)
    parser.add_argument("--stop", type=float, default=1.0, help="seconds past which larger sizes are skipped")
    parser.add_argument("--only", action="append", help="a name from the report (module.NAME or a rule's code)")
    parser.add_argument("--unit", action="append", help="time these units only (instead of the generic ones)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    found = patterns(args.src)
    print(f"scanner: {args.src}  patterns: {len(found)}  sizes: {sizes}")
    offenders = 0
    for name, pattern in found.items():
        if args.only and name not in args.only:
            continue
        worst: tuple[float, str] | None = None
        for unit in args.unit or units(pattern):
            screened = seconds(pattern, unit, args.screen)
            if screened * 1000 >= args.min_ms and (worst is None or screened > worst[0]):
                worst = (screened, unit)
        if worst is None:
            continue
        unit = worst[1]
        times = [worst[0]]
        for size in sizes:  # larger sizes only while affordable: a cubic pattern would take hours at 32 KB
            times.append(seconds(pattern, unit, size))
            if times[-1] > args.stop:
                break
        growth = times[-1] / max(times[-2], 1e-9)
        if growth < 2.6 and times[-1] < 0.05:
            continue  # linear and cheap: a slow screen was noise
        offenders += 1
        figures = "  ".join(f"{t:7.3f}" for t in times[1:]) or f"{times[0]:7.3f} at the screen size"
        print(f"  {name:<42} unit {unit!r:<12} s: {figures}  growth x{growth:.1f}", flush=True)
    print(f"offenders: {offenders}")


if __name__ == "__main__":
    main()
