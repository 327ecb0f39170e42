"""Bucket digests of a {name: content_hash} set, so a node finds which parts of its catalog moved.

Names fall into 2**bits buckets by the leading bits of sha256(name); a bucket's digest hashes
its (name, content_hash) pairs in name order. The server sends its digests when the set moved;
the node uploads `have` only for the buckets that differ (docs/wire.md), not its whole catalog.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from functools import lru_cache

MAX_BITS = 12
# About this many skills per bucket: a one-change tick uploads one bucket of `have`.
PER_BUCKET = 64
DIGEST_HEX = 16


def bits_for(count: int) -> int:
    """The bucket bits the server picks for a set of `count` skills."""
    return min(MAX_BITS, (count // PER_BUCKET).bit_length())


# Names repeat from tick to tick; hashing 20,000 of them on every request would dominate it.
@lru_cache(maxsize=1 << 16)
def bucket_of(name: str, bits: int) -> int:
    """The bucket of `name` among 2**bits."""
    if bits == 0:
        return 0
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:4], "big") >> (32 - bits)


def digests(pairs: Iterable[tuple[str, str]], bits: int) -> str:
    """Every bucket's digest, DIGEST_HEX hex characters each, concatenated in bucket order."""
    buckets: list[list[tuple[str, str]]] = [[] for _ in range(1 << bits)]
    for name, content_hash in pairs:
        buckets[bucket_of(name, bits)].append((name, content_hash))
    out: list[str] = []
    for held in buckets:
        digest = hashlib.sha256()
        for name, content_hash in sorted(held):
            digest.update(f"{name}\x00{content_hash}\n".encode())
        out.append(digest.hexdigest()[:DIGEST_HEX])
    return "".join(out)


def differing(mine: str, theirs: str) -> list[int] | None:
    """Buckets whose digests differ between two `digests()` strings; None when they do not line up."""
    if len(mine) != len(theirs) or len(mine) % DIGEST_HEX:
        return None
    step = DIGEST_HEX
    return [i for i in range(len(mine) // step) if mine[i * step : (i + 1) * step] != theirs[i * step : (i + 1) * step]]
