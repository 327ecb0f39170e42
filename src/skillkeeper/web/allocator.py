"""glibc malloc arenas of a server process: two, instead of eight per core.

Every worker thread that allocates while another holds an arena's lock gets an arena of its
own (up to eight per core), and each keeps the high-water mark of what its threads ever held.
Under the fleet's mixed load a replica's resident memory kept rising in those arenas long
after the caches had filled; two arenas halved that growth (README, Reliability: the soak).
The GIL lets one thread run Python at a time, so more arenas buy no parallelism here.
"""

from __future__ import annotations

import ctypes
import os

ARENAS = 2
_M_ARENA_MAX = -8  # mallopt parameter number (glibc malloc.h)
_VARIABLE = "MALLOC_ARENA_MAX"


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Cap malloc arenas for this process and the worker processes it starts; False when nothing changed.

    An operator's own MALLOC_ARENA_MAX wins (glibc read it at start); off glibc nothing happens.
    """
    if _VARIABLE in os.environ:
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    if mallopt(_M_ARENA_MAX, arenas) != 1:
        return False
    os.environ[_VARIABLE] = str(arenas)  # worker processes are spawned: glibc reads it at their start
    return True
