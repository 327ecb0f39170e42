"""Sentinel on the labelled sets by kind (tests/check/scan/labelled.py), dev and frozen test halves.

Usage: python benchmarks/scan_sets.py [--details]
"Caught" / "flagged" means quarantined or refused. --details lists misses and false positives
of the dev half only: the test half is frozen and is reported as counts, never tuned on.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.check.scan.labelled import ALL, Labelled  # noqa: E402

from skillkeeper.check.scan import ScanResult, scan_skill  # noqa: E402
from skillkeeper.skill import build_skill  # noqa: E402
from skillkeeper.skill.model import BundleFile  # noqa: E402


def scan_labelled(case: Labelled) -> ScanResult:
    """Scan one labelled case from memory (never written to disk, never run)."""
    files = [BundleFile(p, t.encode()) for p, t in case.files.items() if p != "SKILL.md"]
    return scan_skill(build_skill(case.files["SKILL.md"], files))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--details", action="store_true", help="list dev-half misses and false positives")
    args = parser.parse_args()
    table: dict[tuple[str, bool, str], list[int]] = defaultdict(lambda: [0, 0])
    notes: list[str] = []
    for case in ALL:
        result = scan_labelled(case)
        flagged = result.verdict in {"quarantined", "refused"}
        cell = table[(case.kind, case.malicious, case.split)]
        cell[0] += flagged
        cell[1] += 1
        if args.details and case.split == "dev" and flagged != case.malicious:
            codes = sorted({f.code for f in result.findings if f.severity == "critical"})
            notes.append(f"  {'MISS' if case.malicious else 'FP  '} {case.kind}/{case.id}: {result.verdict} {codes}")
    for malicious, label in ((True, "malicious caught"), (False, "hard negatives flagged")):
        print(f"== {label} (dev | frozen test)")
        totals = {"dev": [0, 0], "test": [0, 0]}
        for kind in sorted({k for k, m, _ in table if m is malicious}):
            cells = [table.get((kind, malicious, s), [0, 0]) for s in ("dev", "test")]
            for s, c in zip(("dev", "test"), cells, strict=True):
                totals[s][0] += c[0]
                totals[s][1] += c[1]
            print(f"  {kind:<16} {cells[0][0]:>2}/{cells[0][1]:<2} | {cells[1][0]:>2}/{cells[1][1]:<2}")
        print(
            f"  {'total':<16} {totals['dev'][0]:>2}/{totals['dev'][1]:<2} | "
            f"{totals['test'][0]:>2}/{totals['test'][1]:<2}"
        )
    if notes:
        print("== dev-half details")
        print("\n".join(notes))


if __name__ == "__main__":
    main()
