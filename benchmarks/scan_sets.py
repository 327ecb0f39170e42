"""Sentinel on the labelled sets: dev ... dev29 and test19 ... test22 (tuned on), frozen test, held-out sets.

Usage: python benchmarks/scan_sets.py [--details] [--held-out]
"Caught" / "flagged" means quarantined or refused. --details lists misses and false positives
of the tuning sets (dev ... dev29, and test19 ... test22, retired into tuning at the twentieth to
twenty-third stops after they were scored) only. The frozen `test` half
(tests/check/scan/labelled.py) and the held-out `test2` ... `test18` and `test23` ... `test28` sets
(labelled_test2.py ... labelled_test18.py, labelled_test23.py ... labelled_test28.py) are reported as totals only
(no per-kind rows, so they cannot say where to tune); they are only scored with --held-out, once, at the end of a
stop. The sets are registered here once (TUNING_SETS, FROZEN_SETS, HELD_OUT_SETS); scan_peer_compare.py reads the
same registry.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.check.scan.labelled import ALL, Labelled  # noqa: E402
from tests.check.scan.labelled_dev2 import DEV2  # noqa: E402
from tests.check.scan.labelled_dev3 import DEV3  # noqa: E402
from tests.check.scan.labelled_dev4 import DEV4  # noqa: E402
from tests.check.scan.labelled_dev5 import DEV5  # noqa: E402
from tests.check.scan.labelled_dev6 import DEV6  # noqa: E402
from tests.check.scan.labelled_dev7 import DEV7  # noqa: E402
from tests.check.scan.labelled_dev8 import DEV8  # noqa: E402
from tests.check.scan.labelled_dev9 import DEV9  # noqa: E402
from tests.check.scan.labelled_dev10 import DEV10  # noqa: E402
from tests.check.scan.labelled_dev11 import DEV11  # noqa: E402
from tests.check.scan.labelled_dev12 import DEV12  # noqa: E402
from tests.check.scan.labelled_dev13 import DEV13  # noqa: E402
from tests.check.scan.labelled_dev14 import DEV14  # noqa: E402
from tests.check.scan.labelled_dev15 import DEV15  # noqa: E402
from tests.check.scan.labelled_dev16 import DEV16  # noqa: E402
from tests.check.scan.labelled_dev17 import DEV17  # noqa: E402
from tests.check.scan.labelled_dev18 import DEV18  # noqa: E402
from tests.check.scan.labelled_dev19 import DEV19  # noqa: E402
from tests.check.scan.labelled_dev20 import DEV20  # noqa: E402
from tests.check.scan.labelled_dev21 import DEV21  # noqa: E402
from tests.check.scan.labelled_dev22 import DEV22  # noqa: E402
from tests.check.scan.labelled_dev23 import DEV23  # noqa: E402
from tests.check.scan.labelled_dev24 import DEV24  # noqa: E402
from tests.check.scan.labelled_dev25 import DEV25  # noqa: E402
from tests.check.scan.labelled_dev26 import DEV26  # noqa: E402
from tests.check.scan.labelled_dev27 import DEV27  # noqa: E402
from tests.check.scan.labelled_dev28 import DEV28  # noqa: E402
from tests.check.scan.labelled_dev29 import DEV29  # noqa: E402
from tests.check.scan.labelled_test2 import TEST2  # noqa: E402
from tests.check.scan.labelled_test3 import TEST3  # noqa: E402
from tests.check.scan.labelled_test4 import TEST4  # noqa: E402
from tests.check.scan.labelled_test5 import TEST5  # noqa: E402
from tests.check.scan.labelled_test6 import TEST6  # noqa: E402
from tests.check.scan.labelled_test7 import TEST7  # noqa: E402
from tests.check.scan.labelled_test8 import TEST8  # noqa: E402
from tests.check.scan.labelled_test9 import TEST9  # noqa: E402
from tests.check.scan.labelled_test10 import TEST10  # noqa: E402
from tests.check.scan.labelled_test11 import TEST11  # noqa: E402
from tests.check.scan.labelled_test12 import TEST12  # noqa: E402
from tests.check.scan.labelled_test13 import TEST13  # noqa: E402
from tests.check.scan.labelled_test14 import TEST14  # noqa: E402
from tests.check.scan.labelled_test15 import TEST15  # noqa: E402
from tests.check.scan.labelled_test16 import TEST16  # noqa: E402
from tests.check.scan.labelled_test17 import TEST17  # noqa: E402
from tests.check.scan.labelled_test18 import TEST18  # noqa: E402
from tests.check.scan.labelled_test19 import TEST19  # noqa: E402
from tests.check.scan.labelled_test20 import TEST20  # noqa: E402
from tests.check.scan.labelled_test21 import TEST21  # noqa: E402
from tests.check.scan.labelled_test22 import TEST22  # noqa: E402
from tests.check.scan.labelled_test23 import TEST23  # noqa: E402
from tests.check.scan.labelled_test24 import TEST24  # noqa: E402
from tests.check.scan.labelled_test25 import TEST25  # noqa: E402
from tests.check.scan.labelled_test26 import TEST26  # noqa: E402
from tests.check.scan.labelled_test27 import TEST27  # noqa: E402
from tests.check.scan.labelled_test28 import TEST28  # noqa: E402

from skillkeeper.check.scan import ScanResult, scan_skill  # noqa: E402
from skillkeeper.skill import build_skill  # noqa: E402
from skillkeeper.skill.model import BundleFile  # noqa: E402

# The one registry of labelled sets, by split name, in report order: a new set is added here only.
TUNING_SETS: dict[str, list[Labelled]] = {
    "dev": [c for c in ALL if c.split == "dev"],
    "dev2": DEV2,
    "dev3": DEV3,
    "dev4": DEV4,
    "dev5": DEV5,
    "dev6": DEV6,
    "dev7": DEV7,
    "dev8": DEV8,
    "dev9": DEV9,
    "dev10": DEV10,
    "dev11": DEV11,
    "dev12": DEV12,
    "dev13": DEV13,
    "dev14": DEV14,
    "dev15": DEV15,
    "dev16": DEV16,
    "dev17": DEV17,
    "dev18": DEV18,
    "dev19": DEV19,
    "dev20": DEV20,
    "dev21": DEV21,
    "dev22": DEV22,
    "dev23": DEV23,
    "dev24": DEV24,
    "dev25": DEV25,
    "dev26": DEV26,
    "dev27": DEV27,
    "dev28": DEV28,
    "dev29": DEV29,
    # Held out through the nineteenth stop (26 / 32 caught, 0 / 20 flagged, scored before and after it);
    # retired into tuning at the twentieth stop, its misses read and tuned on.
    "test19": TEST19,
    # Held out through the twentieth stop (27 / 33 caught, 0 / 22 flagged at its end; 26 / 33 with the rules it
    # started from); retired into tuning at the twenty-first stop, its misses read and tuned on.
    "test20": TEST20,
    # Held out through the twenty-first stop (17 / 21 caught, 2 / 16 flagged at its end, the same with the rules it
    # started from); retired into tuning at the twenty-second stop, its misses read and tuned on.
    "test21": TEST21,
    # Held out through the twenty-second stop (18 / 22 caught, 0 / 18 flagged at its end, the same with the rules it
    # started from); retired into tuning at the twenty-third stop, its misses read and tuned on.
    "test22": TEST22,
}
FROZEN_SETS: dict[str, list[Labelled]] = {"test": [c for c in ALL if c.split == "test"]}
HELD_OUT_SETS: dict[str, list[Labelled]] = {
    "test2": TEST2,
    "test3": TEST3,
    "test4": TEST4,
    "test5": TEST5,
    "test6": TEST6,
    "test7": TEST7,
    "test8": TEST8,
    "test9": TEST9,
    "test10": TEST10,
    "test11": TEST11,
    "test12": TEST12,
    "test13": TEST13,
    "test14": TEST14,
    "test15": TEST15,
    "test16": TEST16,
    "test17": TEST17,
    "test18": TEST18,
    # Held out from the twenty-fourth stop: trojaned real skills, frozen before any rule of that stop changed.
    "test23": TEST23,
    # Held out from the twenty-sixth stop: skills a prompt-injected agent proposes, frozen before any rule changed.
    "test24": TEST24,
    # Held out from the twenty-seventh stop: attacks composed across bundled files, frozen before any rule changed.
    "test25": TEST25,
    # Held out from the twenty-ninth stop: harm said in an ops or build tool's own idiom, frozen before rules changed.
    "test26": TEST26,
    # Held out from the thirtieth stop: one routine-sounding step in a long honest skill, frozen before rules changed.
    "test27": TEST27,
    # Held out from the thirty-first stop: harm in a helper script in a language the rules read least, frozen first.
    "test28": TEST28,
}
TUNING = tuple(TUNING_SETS)
HELD_OUT = tuple(HELD_OUT_SETS)


def labelled_sets(held_out: bool) -> dict[str, list[Labelled]]:
    """The tuning sets, the frozen test half and, only with held_out, the held-out sets, by split."""
    return {**TUNING_SETS, **FROZEN_SETS, **(HELD_OUT_SETS if held_out else {})}


def scan_labelled(case: Labelled) -> ScanResult:
    """Scan one labelled case from memory (never written to disk, never run)."""
    files = [BundleFile(p, t.encode()) for p, t in case.files.items() if p != "SKILL.md"]
    return scan_skill(build_skill(case.files["SKILL.md"], files))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--details", action="store_true", help="list misses and false positives of dev ... dev29 and test19 ... test22"
    )
    parser.add_argument(
        "--held-out", action="store_true", help="also score the held-out test2 ... test18 and test23 ... test28 sets"
    )
    args = parser.parse_args()
    splits = [*TUNING_SETS, *FROZEN_SETS]
    held_out = list(HELD_OUT) if args.held_out else []
    cases = [case for cases in labelled_sets(args.held_out).values() for case in cases]
    table: dict[tuple[str, bool, str], list[int]] = defaultdict(lambda: [0, 0])
    notes: list[str] = []
    for case in cases:
        result = scan_labelled(case)
        flagged = result.verdict in {"quarantined", "refused"}
        cell = table[(case.kind, case.malicious, case.split)]
        cell[0] += flagged
        cell[1] += 1
        if args.details and case.split in TUNING and flagged != case.malicious:
            codes = sorted({f.code for f in result.findings if f.severity == "critical"})
            label = "MISS" if case.malicious else "FP  "
            notes.append(f"  {label} {case.split}:{case.kind}/{case.id}: {result.verdict} {codes}")
    header = " | ".join(f"{s:^6}" for s in splits)
    for malicious, label in ((True, "malicious caught"), (False, "hard negatives flagged")):
        print(f"== {label}")
        print(f"  {'kind':<16} {header}")
        totals = {s: [0, 0] for s in splits}
        for kind in sorted({k for k, m, s in table if m is malicious and s in splits}):
            cells = []
            for s in splits:
                c = table.get((kind, malicious, s), [0, 0])
                totals[s][0] += c[0]
                totals[s][1] += c[1]
                cells.append(f"{c[0]:>2}/{c[1]:<3}" if c[1] else f"{'-':^6}")
            print(f"  {kind:<16} {' | '.join(cells)}")
        print(f"  {'total':<16} {' | '.join(f'{t[0]:>2}/{t[1]:<3}' for t in totals.values())}")
        if held_out:
            sums = [
                [sum(c[i] for (_, m, s), c in table.items() if m is malicious and s == h) for i in (0, 1)]
                for h in held_out
            ]
            print(
                f"  {'held-out total':<16} "
                + " | ".join(f"{h} {t[0]:>2}/{t[1]:<3}" for h, t in zip(held_out, sums, strict=True))
            )
    if notes:
        print("== tuning set details")
        print("\n".join(notes))


if __name__ == "__main__":
    main()
