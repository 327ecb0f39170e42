"""`skillkeeper serve` under tracemalloc, for diagnosing memory growth (benchmarks/fleet_grows.py starts it).

SIGUSR1 writes a snapshot to $FLEET_TRACE_DIR/snap-N.pickle. Never used in production.
"""

from __future__ import annotations

import itertools
import os
import signal
import sys
import tracemalloc
from pathlib import Path
from typing import Any

tracemalloc.start(int(os.environ.get("FLEET_TRACE_FRAMES", "1")))
_count = itertools.count()


def _dump(*_: Any) -> None:
    folder = Path(os.environ["FLEET_TRACE_DIR"])
    n = next(_count)
    tracemalloc.take_snapshot().dump(str(folder / f"snap-{n}.tmp"))
    (folder / f"snap-{n}.tmp").rename(folder / f"snap-{n}.pickle")  # whole files only


signal.signal(signal.SIGUSR1, _dump)

if __name__ == "__main__":
    from skillkeeper.cli import main

    sys.argv = ["skillkeeper", *sys.argv[1:]]
    main()
