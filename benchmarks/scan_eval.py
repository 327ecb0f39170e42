"""Sentinel over real skills: false positives on benign sets, categories on the wild archive, timing.

Usage: python benchmarks/scan_eval.py [--corpus ../shared/corpus] [--details] [--verdicts FILE]
(--verdicts writes each wild skill's verdict and critical codes, one line each, to diff two rule sets.)
Never executes anything from the corpus: skills are parsed and scanned as text.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from pathlib import Path

from skillkeeper.check.scan import ScanResult, scan_skill
from skillkeeper.errors import InvalidSkill
from skillkeeper.skill import build_skill, find_skill_dirs, parse_skill_dir
from skillkeeper.skill.model import BundleFile

BENIGN = ("superpowers", "wshobson-agents", "k-dense-scientific")
WILD = "openclaw-archive"
RANK = {"refused": 3, "quarantined": 2, "warn": 1, "clean": 0}


CPU: list[float] = []  # thread CPU seconds per corpus scan (wall time suffers on a shared machine)


def _default_corpus() -> str:
    """../shared/corpus beside the checkout, or /work/shared/corpus from a worktree under /work/wt/."""
    here = Path(__file__).resolve().parents[1]
    for candidate in (here / ".." / "shared" / "corpus", here / ".." / ".." / "shared" / "corpus"):
        if candidate.is_dir():
            return str(candidate)
    return str(here / ".." / "shared" / "corpus")


def scan_folder(folder: Path) -> tuple[ScanResult | None, float, str]:
    """Scan one skill folder; (result, wall seconds, parse error). CPU seconds go to CPU."""
    try:
        skill = parse_skill_dir(folder)
    except InvalidSkill as exc:
        return None, 0.0, exc.message
    c0 = time.thread_time()
    t0 = time.perf_counter()
    result = scan_skill(skill)
    wall = time.perf_counter() - t0
    CPU.append(time.thread_time() - c0)
    return result, wall, ""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def by_count(counts: Counter[str]) -> dict[str, int]:
    """Most first, ties by name: `most_common` keeps first-seen order, which follows set iteration (PYTHONHASHSEED)."""
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def describe(result: ScanResult, limit: int = 4) -> list[str]:
    lines = []
    for f in result.findings:
        if f.severity != "critical":
            continue
        loc = f.location
        where = f"{loc.file}:{loc.line}:{loc.column}" if loc else "-"
        lines.append(f"      {f.code} {where}  {loc.excerpt[:110] if loc else ''}")
        if len(lines) >= limit:
            break
    return lines


def synthetic_40kb() -> tuple[list[float], list[float]]:
    """p95 input: a 40 KB skill (SKILL.md with code blocks + Python, shell and JS scripts)."""
    prose = (
        "## Step {i}\n\nRun the analysis with the helper script and check the output table. "
        "Use `scripts/run.py --input data.csv` and compare with the reference values.\n\n"
        "```bash\npython scripts/run.py --input data.csv --out results/{i}.json\n```\n\n"
    )
    body = "".join(prose.format(i=i) for i in range(90))
    md = f"---\nname: synthetic\ndescription: A 40 KB benchmark skill with scripts.\n---\n# Synthetic\n\n{body}"
    py = "".join(
        f"def step_{i}(rows):\n    total = 0\n    for r in rows:\n"
        f"        total += float(r.get('v{i}', 0))\n    return total\n\n"
        for i in range(110)
    )
    sh = "".join(f"echo 'stage {i}'\npython scripts/run.py --stage {i} >> log.txt\n" for i in range(110))
    js = "".join(f"export function f{i}(x) {{ return x * {i} + Math.sqrt(x); }}\n" for i in range(120))
    files = [
        BundleFile("scripts/run.py", py.encode()),
        BundleFile("scripts/run.sh", sh.encode()),
        BundleFile("scripts/util.js", js.encode()),
    ]
    skill = build_skill(md, files)
    times, cpu = [], []
    for _ in range(60):
        c0 = time.thread_time()
        t0 = time.perf_counter()
        scan_skill(skill)
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
    print(f"synthetic skill size: {skill.total_size} bytes")
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", default=_default_corpus())
    parser.add_argument("--details", action="store_true", help="list every warn finding code on the benign sets")
    parser.add_argument("--verdicts", help="write each wild skill's verdict and critical codes to this file")
    args = parser.parse_args()
    corpus = Path(args.corpus)
    times: list[float] = []
    print("== benign sets")
    total = flagged = 0
    warn_codes: Counter[str] = Counter()
    for name in BENIGN:
        verdicts: Counter[str] = Counter()
        for folder in find_skill_dirs(corpus / name):
            result, secs, _error = scan_folder(folder)
            if result is None:
                verdicts["unparseable"] += 1
                continue
            times.append(secs)
            verdicts[result.verdict] += 1
            total += 1
            warn_codes.update(f.code for f in result.findings if f.severity == "warn")
            if result.verdict in {"quarantined", "refused"}:
                flagged += 1
                print(f"  FLAGGED {folder.relative_to(corpus)} -> {result.verdict}")
                print("\n".join(describe(result)))
        print(f"  {name}: {dict(sorted(verdicts.items()))}")
    print(f"  benign quarantined/refused: {flagged}/{total} = {100 * flagged / max(total, 1):.2f}%")
    if args.details:
        print(f"  warn codes on benign: {by_count(warn_codes)}")

    print(f"== {WILD}")
    verdicts = Counter()
    categories: Counter[str] = Counter()
    codes: Counter[str] = Counter()
    scored: list[tuple[int, int, str, ScanResult]] = []
    for folder in find_skill_dirs(corpus / WILD):
        result, secs, _error = scan_folder(folder)
        if result is None:
            verdicts["unparseable"] += 1
            continue
        times.append(secs)
        verdicts[result.verdict] += 1
        crit = [f for f in result.findings if f.severity == "critical"]
        categories.update({f.category for f in crit})
        codes.update({f.code for f in crit})
        cats = len({f.category for f in crit})
        scored.append((cats, len(crit), str(folder.relative_to(corpus)), result))
    print(f"  verdicts: {dict(sorted(verdicts.items()))}")
    if args.verdicts:
        rows = [
            f"{path} {r.verdict} {' '.join(sorted({f.code for f in r.findings if f.severity == 'critical'}))}"
            for _c, _n, path, r in sorted(scored, key=lambda s: s[2])
        ]
        Path(args.verdicts).write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"  skills with a critical finding, by category: {by_count(categories)}")
    print(f"  by rule code: {by_count(codes)}")
    print("  10 most severe (distinct critical categories, critical findings):")
    for cats, n, path, result in sorted(scored, key=lambda s: (-s[0], -s[1], s[2]))[:10]:
        print(f"    {path}: {cats} categories, {n} critical")
        print("\n".join(describe(result, 5)))

    print("== timing (per skill scan, parse excluded)")
    print(
        f"  all corpus skills: n={len(times)} p50={1000 * pct(times, 0.5):.2f} ms "
        f"p95={1000 * pct(times, 0.95):.2f} ms max={1000 * max(times):.1f} ms "
        f"mean={1000 * statistics.mean(times):.2f} ms"
    )
    print(
        f"  all corpus skills, CPU: p50={1000 * pct(CPU, 0.5):.2f} ms p95={1000 * pct(CPU, 0.95):.2f} ms "
        f"max={1000 * max(CPU):.1f} ms"
    )
    synth, synth_cpu = synthetic_40kb()
    print(
        f"  40 KB skill with 3 scripts, wall: p50={1000 * pct(synth, 0.5):.2f} ms p95={1000 * pct(synth, 0.95):.2f} ms"
    )
    print(
        f"  40 KB skill with 3 scripts, CPU:  p50={1000 * pct(synth_cpu, 0.5):.2f} ms "
        f"p95={1000 * pct(synth_cpu, 0.95):.2f} ms"
    )


if __name__ == "__main__":
    main()
