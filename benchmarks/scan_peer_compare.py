"""Sentinel vs. Cisco's skill-scanner (static analyzers only, offline), side by side.

Usage: python benchmarks/scan_peer_compare.py [--corpus ../shared/corpus] [--peer /work/peers/cisco/bin/python]
       [--held-out]

Sets: the labelled malicious and benign cases of tests/check/scan/cases.py (written to a
temporary folder; the path-traversal case cannot be written to disk and is left out), the
labelled sets by kind registered in scan_sets.py (the tuning sets dev, dev2 ..., the frozen test half,
with --held-out the held-out test2 ...), and the benign corpora (superpowers,
wshobson-agents, k-dense-scientific). The per-kind table covers the tuning sets only; the
labelled "caught only by peer" line gives counts per set (--details names the tuning sets' cases).
The peer installs from PyPI into its own venv: python -m venv /work/peers/cisco &&
/work/peers/cisco/bin/pip install cisco-ai-skill-scanner==2.3.2 "Flagged" means
quarantined/refused for Sentinel and a CRITICAL or HIGH finding (not `is_safe`) for the peer.
Nothing from the corpus is executed; both tools only read files.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.check.scan.cases import BENIGN, MALICIOUS, Case  # noqa: E402
from tests.check.scan.labelled import Labelled  # noqa: E402

from scan_sets import TUNING, labelled_sets  # noqa: E402
from skillkeeper.check.scan import scan_skill  # noqa: E402
from skillkeeper.errors import InvalidSkill  # noqa: E402
from skillkeeper.skill import find_skill_dirs, parse_skill_dir  # noqa: E402

BENIGN_CORPORA = ("superpowers", "wshobson-agents", "k-dense-scientific")

# Runs inside the peer's own venv: scan each folder with the default (static, offline) analyzers.
PEER_SCRIPT = r"""
import json, sys, time
from skill_scanner.core.scanner import SkillScanner
scanner = SkillScanner()
out = {}
for folder in json.load(sys.stdin):
    t0 = time.perf_counter()
    try:
        r = scanner.scan_skill(folder, lenient=True)
        sev = sorted({f.severity.value for f in r.findings})
        out[folder] = {"flagged": not r.is_safe, "severities": sev, "seconds": time.perf_counter() - t0,
                       "rules": sorted({f.rule_id for f in r.findings if f.severity.value in ("CRITICAL", "HIGH")})[:6]}
    except Exception as exc:
        out[folder] = {"flagged": None, "error": type(exc).__name__ + ": " + str(exc)[:120],
                       "seconds": time.perf_counter() - t0}
json.dump(out, sys.stdout)
"""


def _default_corpus() -> str:
    """../shared/corpus beside the checkout, or /work/shared/corpus from a worktree under /work/wt/."""
    for candidate in (ROOT / ".." / "shared" / "corpus", ROOT / ".." / ".." / "shared" / "corpus"):
        if candidate.is_dir():
            return str(candidate)
    return str(ROOT / ".." / "shared" / "corpus")


def write_cases(cases: list[Case], root: Path) -> dict[str, Case]:
    written = {}
    for case in cases:
        if any(".." in p.split("/") or p.startswith("/") for p in case.files):
            continue
        folder = root / case.id
        for rel, data in case.files.items():
            target = folder / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
        written[str(folder)] = case
    return written


def write_labelled(cases: list[Labelled], root: Path) -> dict[str, Labelled]:
    written = {}
    for case in cases:
        folder = root / case.id
        for rel, text in case.files.items():
            target = folder / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        written[str(folder)] = case
    return written


def ours(folders: list[str]) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for folder in folders:
        t0 = time.perf_counter()
        try:
            result = scan_skill(parse_skill_dir(folder))
            verdict = result.verdict
            cats = sorted({f.category for f in result.findings if f.severity == "critical" or f.fatal})
        except InvalidSkill:
            verdict, cats = "refused", ["structure"]
        out[folder] = {
            "flagged": verdict in {"quarantined", "refused"},
            "verdict": verdict,
            "categories": cats,
            "seconds": time.perf_counter() - t0,
        }
    return out


def peer(python: str, folders: list[str]) -> dict[str, dict[str, object]]:
    proc = subprocess.run(
        [python, "-c", PEER_SCRIPT],
        input=json.dumps(folders),
        capture_output=True,
        text=True,
        timeout=3000,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"peer scanner failed: {proc.stderr.strip().splitlines()[-1:]}")
    return dict(json.loads(proc.stdout))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def row(label: str, folders: list[str], a: dict[str, dict[str, object]], b: dict[str, dict[str, object]]) -> None:
    fa = sum(1 for f in folders if a[f]["flagged"])
    fb = sum(1 for f in folders if b[f].get("flagged"))
    errors = sum(1 for f in folders if b[f].get("flagged") is None)
    ta = [float(a[f]["seconds"]) for f in folders]  # type: ignore[arg-type]
    tb = [float(b[f]["seconds"]) for f in folders]  # type: ignore[arg-type]
    print(
        f"  {label:<28} n={len(folders):>4}  sentinel flagged {fa:>4} ({100 * fa / len(folders):5.1f}%)"
        f"  peer flagged {fb:>4} ({100 * fb / len(folders):5.1f}%){f' [{errors} peer errors]' if errors else ''}"
    )
    print(
        f"  {'':<28} time p50/p95 ms: sentinel {1000 * pct(ta, 0.5):.1f}/{1000 * pct(ta, 0.95):.1f}"
        f"  peer {1000 * pct(tb, 0.5):.1f}/{1000 * pct(tb, 0.95):.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", default=_default_corpus())
    parser.add_argument("--held-out", action="store_true", help="also run on the held-out test2 ... test11 sets")
    parser.add_argument("--peer", default="/work/peers/cisco/bin/python")
    parser.add_argument("--details", action="store_true", help="list misses and false positives per case")
    parser.add_argument("--no-corpus", action="store_true", help="skip the 329 benign corpus skills (faster)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        mal = write_cases(MALICIOUS, Path(tmp) / "malicious")
        ben = write_cases(BENIGN, Path(tmp) / "benign")
        sets = labelled_sets(args.held_out)
        lab = write_labelled([case for cases in sets.values() for case in cases], Path(tmp) / "labelled")
        splits = tuple(sets)
        corpus = [
            str(d)
            for name in ([] if args.no_corpus else BENIGN_CORPORA)
            for d in find_skill_dirs(Path(args.corpus) / name)
        ]
        folders = [*mal, *ben, *lab, *corpus]
        a = ours(folders)
        b = peer(args.peer, folders)
        print("== Sentinel vs cisco-ai-skill-scanner (static analyzers, offline)")
        row("labelled malicious", list(mal), a, b)
        row("labelled hard negatives", list(ben), a, b)
        for split in splits:
            row(
                f"labelled-by-kind malicious {split}",
                [f for f in lab if lab[f].malicious and lab[f].split == split],
                a,
                b,
            )
            row(
                f"labelled-by-kind negatives {split}",
                [f for f in lab if not lab[f].malicious and lab[f].split == split],
                a,
                b,
            )
        # Per-kind counts only over sets we may tune on: held-out kinds would tell where to tune.
        tunable = [s for s in splits if s in TUNING]
        print(f"  per kind (malicious, {'+'.join(tunable)}): sentinel caught / peer caught / n")
        for kind in sorted({c.kind for c in lab.values() if c.malicious and c.split in tunable}):
            fs = [f for f in lab if lab[f].kind == kind and lab[f].malicious and lab[f].split in tunable]
            print(
                f"    {kind:<16} {sum(1 for f in fs if a[f]['flagged']):>2} / "
                f"{sum(1 for f in fs if b[f].get('flagged')):>2} / {len(fs)}"
            )
        if corpus:
            row(f"benign corpora ({len(corpus)})", corpus, a, b)
        caught_a = {mal[f].id for f in mal if a[f]["flagged"]}
        caught_b = {mal[f].id for f in mal if b[f].get("flagged")}
        print(f"  malicious caught only by sentinel: {sorted(caught_a - caught_b)}")
        print(f"  malicious caught only by peer: {sorted(caught_b - caught_a)}")
        # Counts only: the ids of held-out cases would say where to tune.
        peer_only = [f for f in lab if lab[f].malicious and b[f].get("flagged") and not a[f]["flagged"]]
        alone = {s: [f for f in peer_only if lab[f].split == s] for s in splits}
        print("  labelled malicious caught only by peer: " + ", ".join(f"{s} {len(fs)}" for s, fs in alone.items()))
        if args.details:
            for f in ben:
                if b[f].get("flagged"):
                    print(f"  peer false positive {ben[f].id}: {b[f].get('rules')}")
            for f in corpus:
                if b[f].get("flagged"):
                    print(f"  peer flags corpus {'/'.join(Path(f).parts[-2:])}: {b[f].get('rules')}")
            for f in (f for s in tunable for f in alone[s]):
                print(f"  caught only by peer {lab[f].split}:{lab[f].kind}/{lab[f].id}: {b[f].get('rules')}")


if __name__ == "__main__":
    main()
