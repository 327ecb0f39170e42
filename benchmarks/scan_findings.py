"""Every finding of every skill, dumped to compare two scanner trees (a change meant to keep verdicts).

Usage:
  PYTHONPATH=SRC:. python benchmarks/scan_findings.py dump OUT.json [--corpus DIR] [--wild]
  python benchmarks/scan_findings.py compare BEFORE.json AFTER.json

`dump` scans the labelled sets (tuning, frozen and held-out) and the curated corpus (superpowers,
wshobson-agents, k-dense-scientific; --wild adds the openclaw archive) and writes each skill's
verdict and full finding list (code, category, severity, fatal, message, file, line, column,
excerpt). Held-out cases are stored only as a digest of that list, so the dump cannot be read
for where to tune them. `compare` prints, per set, how many skills match; it names differing
skills of tuning sets and the corpus, and only counts them for held-out sets. Exit status 1 when
anything differs. Nothing from the corpus is executed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

CORPUS_SETS = ("superpowers", "wshobson-agents", "k-dense-scientific")
WILD = "openclaw-archive"


def _default_corpus() -> Path:
    """../shared/corpus beside the checkout, or /work/shared/corpus from a worktree under /work/wt/."""
    for candidate in (ROOT / ".." / "shared" / "corpus", ROOT / ".." / ".." / "shared" / "corpus"):
        if candidate.is_dir():
            return candidate
    return ROOT / ".." / "shared" / "corpus"


def flatten(result: object) -> list[object]:
    """A scan result as plain JSON: the verdict, then every finding with its location."""
    from skillkeeper.check.scan import ScanResult

    assert isinstance(result, ScanResult)
    rows: list[object] = [result.verdict]
    for f in result.findings:
        loc = f.location
        where = [loc.file, loc.line, loc.column, loc.excerpt] if loc else None
        rows.append([f.code, f.category, f.severity, f.fatal, f.message, where])
    return rows


def dump(out: Path, corpus: Path, wild: bool) -> None:
    """Scan every set and write {set: {skill: findings or digest}} to `out`."""
    from scan_sets import HELD_OUT, labelled_sets, scan_labelled
    from skillkeeper.check.scan import scan_skill
    from skillkeeper.errors import InvalidSkill
    from skillkeeper.skill import find_skill_dirs, parse_skill_dir

    data: dict[str, dict[str, object]] = {}
    for split, cases in labelled_sets(held_out=True).items():
        rows: dict[str, object] = {}
        for i, case in enumerate(cases):
            flat = flatten(scan_labelled(case))
            key = f"{i}:{case.kind}/{case.id}"
            if split in HELD_OUT:
                rows[key] = hashlib.sha256(json.dumps(flat).encode()).hexdigest()
            else:
                rows[key] = flat
        data[f"labelled:{split}"] = rows
    for name in (*CORPUS_SETS, *((WILD,) if wild else ())):
        rows = {}
        for folder in find_skill_dirs(corpus / name):
            key = str(folder.relative_to(corpus))
            try:
                rows[key] = flatten(scan_skill(parse_skill_dir(folder)))
            except InvalidSkill as exc:
                rows[key] = ["unparseable", exc.message]
        data[f"corpus:{name}"] = rows
    out.write_text(json.dumps(data, sort_keys=True))


def compare(before: Path, after: Path) -> int:
    """Print per-set agreement of two dumps; 1 when any skill differs or a set is missing."""
    from scan_sets import HELD_OUT

    a, b = json.loads(before.read_text()), json.loads(after.read_text())
    status = 0
    for name in sorted(set(a) | set(b)):
        left, right = a.get(name, {}), b.get(name, {})
        keys = sorted(set(left) | set(right))
        differ = [k for k in keys if left.get(k) != right.get(k)]
        findings = sum(len(v) - 1 for v in right.values() if isinstance(v, list))
        held = name.removeprefix("labelled:") in HELD_OUT
        detail = "" if held else f", {findings} findings"
        print(f"  {name}: {len(keys) - len(differ)}/{len(keys)} identical{detail}")
        if differ:
            status = 1
            if not held:
                for key in differ[:20]:
                    print(f"    DIFFERS {key}")
    print("identical" if status == 0 else "DIFFERENT")
    return status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="scan every set and write the findings")
    d.add_argument("out", type=Path)
    d.add_argument("--corpus", type=Path, default=_default_corpus())
    d.add_argument("--wild", action="store_true", help="also the openclaw archive (2,400 skills)")
    c = sub.add_parser("compare", help="compare two dumps")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.out, args.corpus, args.wild)
    else:
        sys.exit(compare(args.before, args.after))


if __name__ == "__main__":
    main()
