"""How much matching work the scanner does over the corpus, for comparing two rule sets on a busy machine.

Usage: PYTHONPATH=src:. python benchmarks/scan_profile.py [--corpus ../shared/corpus] [--limit 900] [--top 12]

Wall and CPU time move with the neighbours' load; call counts do not. Run it once per tree (another
checkout's rules: `git archive REV src | tar -x -C /tmp/base`, then `PYTHONPATH=/tmp/base/src:.`) and
compare the regex searches and rule matches it counts, beside the thread CPU. Skills are parsed and
scanned as text; nothing from the corpus is executed.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from pathlib import Path

from skillkeeper.check.scan import scan_skill
from skillkeeper.errors import InvalidSkill
from skillkeeper.skill import find_skill_dirs, parse_skill_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=str(Path(__file__).resolve().parents[2] / "shared" / "corpus"))
    parser.add_argument("--limit", type=int, default=900, help="skill folders read, in sorted order")
    parser.add_argument("--top", type=int, default=12, help="functions listed by own time")
    args = parser.parse_args()
    skills = []
    for folder in find_skill_dirs(Path(args.corpus))[: args.limit]:
        try:
            skills.append(parse_skill_dir(folder))
        except InvalidSkill:
            continue
    for skill in skills[:50]:  # warm: compiled patterns, lazy imports
        scan_skill(skill)
    profile = cProfile.Profile()
    cpu = time.thread_time()
    profile.enable()
    for skill in skills:
        scan_skill(skill)
    profile.disable()
    cpu = time.thread_time() - cpu
    stats = pstats.Stats(profile)
    calls = {f"{Path(k[0]).name}:{k[2]}": v[1] for k, v in stats.stats.items()}  # type: ignore[attr-defined]
    searches = sum(n for name, n in calls.items() if name.endswith(":<method 'search' of 're.Pattern' objects>"))
    matches = sum(n for name, n in calls.items() if name == "registry.py:_matches")
    print(f"{len(skills)} skills, thread CPU {cpu:.2f} s under the profiler")
    print(f"regex searches {searches}, rule matches (registry._matches) {matches}")
    stats.sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
