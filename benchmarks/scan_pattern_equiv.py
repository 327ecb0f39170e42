"""Check that rewritten scanner patterns read what the old ones read: same spans and groups on many short lines.

Usage: PYTHONPATH=src:. python benchmarks/scan_pattern_equiv.py --src OLD_SRC [--lines 50000] [--seed 1]
       module.NAME[=module.NEW] ...

Each name is a pattern as `benchmarks/scan_patterns.py` names it (or a rule's code, for its pattern), read from
`--src` (e.g. main's exported src folder) and from this tree's src (`--new`), each in its own process. A pattern
(plain, lazy or gated) is compared by `finditer` (every match's span and its groups' spans), `fullmatch`, `search`
and `sub`; `=module.NEW` names what replaces it in the new tree: a pattern, or a function taking a line and giving
a match or None (compared with the old `search` by its groups' spans, what callers read) or a string (compared with
the old `sub(" ", line)`). Lines are random joins of the old pattern's literal pieces, code pieces and separators,
plus the sweep's units repeated to short lengths.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.scan_patterns import units

_SEPARATORS = (" ", "  ", "\t", "/", ".", "-", ":", "=", "'", '"', "(", ")", "|", ";", "&", ",", "\n", "$", "~", "`")
# Pieces of code lines most patterns read around (an assignment, a quoted value, a list, a line end).
_CODE_BITS = ("x", "x = ", "x=", " := ", "'a'", '"a"', "['a', 'b']", '["a" ,', ";", "  \n", "\n ", "$HOME", "~")
_META = re.compile(r"\(\?[:!=<>#]*|\[\^?|\]|[()|?*+{}^$]|\\[AbBZ]")
_ESCAPES = {"\\s": " ", "\\t": "\t", "\\n": "\n", "\\w": "a", "\\d": "1", "\\S": "x", "\\W": " ", "\\D": "x"}

CHILD = """
import json, re, sys
sys.path.insert(0, sys.argv[1])
from benchmarks.scan_patterns import patterns
from importlib import import_module
found = patterns(sys.argv[1])
names, lines = json.load(open(sys.argv[2]))

rules = {r.code: r.pattern for m in list(sys.modules.values()) for r in getattr(m, "RULES", ()) if hasattr(r, "code")}

def reader(name):
    if name in found:
        return found[name]
    if name in rules:
        return rules[name]
    module, _, attr = name.rpartition(".")
    return getattr(import_module("skillkeeper.check.scan." + module), attr)

def groups(m):
    return [m.span(i) for i in range(1, m.re.groups + 1)]

def whole(m):
    return m and [m.span(), *groups(m)]

out = {}
for name in names:
    read = reader(name)
    sub = lambda x: read.sub(lambda m: " ", x)
    if hasattr(read, "finditer"):  # a pattern, lazy or gated (a gated one has its plain pattern's fullmatch)
        if lines is None:
            out[name] = read.pattern
            continue
        full = getattr(read, "fullmatch", None) or read.compiled.fullmatch
        out[name] = [
            [[[m.span(), groups(m)] for m in read.finditer(x)], whole(full(x)), whole(read.search(x)), sub(x)]
            for x in lines
        ]
    else:
        out[name] = [
            [None, None, None, m] if isinstance(m, str) else [None, None, m and [None, *groups(m)], None]
            for m in map(read, lines)
        ]
json.dump(out, sys.stdout)
"""


def _groups(search: object) -> object:
    """A search's group spans without its whole span (a replacing function may start its match elsewhere)."""
    return search[1:] if isinstance(search, list) else search


def run_child(src: str, names: list[str], lines: list[str] | None) -> dict[str, object]:
    """What `names` read on `lines` with `src` first on the path (their sources when `lines` is None)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump([names, lines], handle)
    root = str(Path(__file__).resolve().parents[1])
    done = subprocess.run(
        [sys.executable, "-c", CHILD, src, handle.name],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": f"{src}:{root}"},
    )
    Path(handle.name).unlink()
    return dict(json.loads(done.stdout))


def _literal(source: str) -> str:
    """The source with its escapes read as a typical character each."""
    for escape, char in _ESCAPES.items():
        source = source.replace(escape, char)
    return re.sub(r"\\(.)", r"\1", source)


def fragments(source: str) -> list[str]:
    """The literal pieces of a pattern's source, its escapes read as a typical character, and its class characters."""
    text = _literal(source)
    pieces = [p for p in _META.split(text) if p]
    chars = sorted(set("".join(pieces)))
    # Runs of neighbouring pieces, so literals the source splits (`https?://`) also come whole.
    runs = ["".join(pieces[i : i + n]) for n in (2, 3, 4) for i in range(len(pieces))]
    return list(dict.fromkeys([*pieces, *runs, *chars, *_CODE_BITS, "png", "x.png", "a.b", "0", "a"]))


def random_lines(source: str, pattern_units: list[str], count: int, seed: int) -> list[str]:
    """`count` short lines of the pattern's fragments and separators, then its sweep units repeated."""
    rng = random.Random(seed)
    pieces = fragments(source)
    ordered = [p for p in _META.split(_literal(source)) if p]
    lines = [
        "".join(rng.choice(pieces) if rng.random() < 0.6 else rng.choice(_SEPARATORS) for _ in range(rng.randint(1, 8)))
        for _ in range(count // 3)
    ]
    bits = [*_CODE_BITS, " ", "\t", ";"]
    lines += [
        "".join(rng.choice(bits) if rng.random() < 0.7 else rng.choice(pieces) for _ in range(rng.randint(2, 6)))
        for _ in range(count // 3)
    ]
    # The source's pieces in order, some dropped, separators between: near-matches of a pattern read left to right.
    for _ in range(count - len(lines)):
        kept = [rng.choice((p, p[:1], rng.choice(pieces))) for p in ordered if rng.random() < 0.7]
        lines.append("".join(p + (rng.choice(_SEPARATORS) if rng.random() < 0.3 else "") for p in kept))
    pool = pieces + list(_SEPARATORS)
    for unit in pattern_units:
        for times in range(1, 24):
            lines.append(unit * times)
            lines.append(unit * times + rng.choice(pool) + rng.choice(pool))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="+", help="module.NAME or module.NAME=module.NEW")
    parser.add_argument("--src", required=True, help="the old src folder")
    parser.add_argument("--new", default=str(Path(__file__).resolve().parents[1] / "src"))
    parser.add_argument("--lines", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pairs = [(p.split("=")[0], p.split("=")[-1]) for p in args.pairs]
    sources = run_child(args.src, [old for old, _new in pairs], None)
    differing = 0
    for old, new in pairs:
        source = str(sources[old])
        lines = random_lines(source, units(re.compile(source)), args.lines, args.seed)
        before = run_child(args.src, [old], lines)[old]
        after = run_child(args.new, [new], lines)[new]
        assert isinstance(before, list) and isinstance(after, list)
        by_groups = old != new and after[0][0] is None
        by_text = by_groups and isinstance(after[0][3], str)
        same = [
            b[3] == a[3] if by_text else _groups(b[2]) == _groups(a[2]) if by_groups else b == a
            for b, a in zip(before, after, strict=True)
        ]
        matched = sum(1 for b in before if b[0] or b[2])
        diffs = [line for line, ok in zip(lines, same, strict=True) if not ok]
        differing += len(diffs)
        how = "sub(' ', line)" if by_text else "search groups" if by_groups else "finditer, fullmatch, search and sub"
        print(f"{old} -> {new}: {len(lines)} lines ({how}), {matched} matched, {len(diffs)} differ")
        for line in diffs[:3]:
            print(f"    differs on {line!r}")
    print(f"differing lines: {differing}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
