"""The vectors one process has loaded for one model, and the nearest of them to a query.

A skill's vector is its name + description row, then its body-chunk rows; how chunks count is the
model's (`ModelSpec.body_mix`, rank/semantic.py). Chunks are stored after every description
(`store.vectors.backfill`), so a key may be loaded before its chunks are known: they are taken
in later (`add_chunks`), and until every skill asked about has them, all rank by description.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from skillkeeper.rank.semantic import DIM, F32, ModelSpec, spec


class VectorCache:
    """Vectors this process has loaded, keyed by (revision id, content hash).

    A key's vector is one row (name + description): its chunks are not known yet; or a matrix:
    that row first, then the skill's body chunks (none or more), which count when the model in
    use ranks bodies (`ModelSpec.body_mix`) and every slot scored together has its chunks known.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.slots: dict[tuple[int, str], int] = {}
        self._rows: list[F32] = []
        self._chunk_rows: list[F32] = []
        self._chunk_owner: list[int] = []
        self._chunked: list[bool] = []  # per slot: are its chunks known (maybe none)?
        self._matrix = np.zeros((0, DIM), dtype=np.float32)
        self._chunks = np.zeros((0, DIM), dtype=np.float32)
        self._owners = np.zeros(0, dtype=np.int64)
        self._known = np.zeros(0, dtype=np.bool_)
        self._built = -1  # the generation the arrays above were built under
        # Moves whenever slots are added or renumbered: slot arrays taken under another one are stale.
        self.generation = 0
        # The rows of the last slot array asked for: a viewer's slots stay the same object until the cache grows.
        self._picked: tuple[npt.NDArray[np.int64], int, F32, _Chunks] | None = None
        self._every: tuple[int, _Chunks] | None = None  # every slot's chunks, for views scored in place

    @property
    def size(self) -> int:
        return len(self._rows)

    def add(self, vectors: dict[tuple[int, str], F32]) -> None:
        """Take in vectors: one row per key (chunks not known), or a matrix (the description row, then body chunks).

        A key already here keeps its description row; a matrix brings in its chunks if they were not known.
        """
        with self._lock:
            for key, vec in vectors.items():
                slot = self.slots.get(key)
                if slot is None:
                    slot = self.slots[key] = len(self._rows)
                    self._rows.append(np.atleast_2d(vec)[0])
                    self._chunked.append(False)
                    self.generation += 1
                if vec.ndim == 2:
                    self._take_chunks(slot, vec[1:])
            self._sort_chunks()

    def add_chunks(self, chunks: dict[tuple[int, str], F32]) -> None:
        """Take in body chunks (a matrix each, maybe of no rows) of keys already here whose chunks were not known."""
        with self._lock:
            for key, rows in chunks.items():
                slot = self.slots.get(key)
                if slot is not None:
                    self._take_chunks(slot, rows)
            self._sort_chunks()

    def lacking_chunks(self, keys: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
        """The keys among `keys` loaded here whose body chunks are not known yet."""
        with self._lock:
            return [k for k in keys if k in self.slots and not self._chunked[self.slots[k]]]

    def _take_chunks(self, slot: int, rows: F32) -> None:
        """Record `slot`'s chunk rows (under the lock), unless its chunks are known already."""
        if self._chunked[slot]:
            return
        self._chunked[slot] = True
        self.generation += 1
        self._chunk_rows.extend(rows)
        self._chunk_owner.extend([slot] * len(rows))

    def _sort_chunks(self) -> None:
        """Put chunk rows back in slot order (under the lock), which scoring a view in place relies on."""
        owners = self._chunk_owner
        if any(later < earlier for earlier, later in itertools.pairwise(owners)):
            order = sorted(range(len(owners)), key=owners.__getitem__)
            self._chunk_rows = [self._chunk_rows[i] for i in order]
            self._chunk_owner = [owners[i] for i in order]

    def retain(self, keep: Iterable[tuple[int, str]], *, min_dead: int = 1, dead_share: float = 0.0) -> int:
        """Drop the vectors (body chunks too) of revisions not in `keep`, renumber the rest; returns how many went.

        Nothing happens unless at least `min_dead` and `dead_share` of the cache would go: like
        the lexical index, a server under constant edits would otherwise hold every revision's vector.
        """
        wanted = set(keep)
        with self._lock:
            live = [(key, slot) for key, slot in self.slots.items() if key in wanted]
            dropped = len(self._rows) - len(live)
            if not dropped or dropped < max(min_dead, dead_share * len(self._rows)):
                return 0
            renumbered = {old: new for new, (_, old) in enumerate(live)}
            chunks = [
                (row, renumbered[owner])
                for row, owner in zip(self._chunk_rows, self._chunk_owner, strict=True)
                if owner in renumbered
            ]
            self._chunk_rows = [row for row, _ in chunks]
            self._chunk_owner = [owner for _, owner in chunks]
            self._rows = [self._rows[slot] for _, slot in live]
            self._chunked = [self._chunked[slot] for _, slot in live]
            self.slots = {key: i for i, (key, _) in enumerate(live)}
            self._picked = self._every = None
            self.generation += 1
            return dropped

    def top(
        self,
        query: F32,
        slots: npt.NDArray[np.int64],
        limit: int,
        generation: int | None = None,
        minimum: float | None = None,
        model: ModelSpec | None = None,
    ) -> list[tuple[int, float]]:
        """The `limit` nearest (slot, score) among `slots` above `minimum` (None: `model`'s), best first.

        `model` (None: the one in use) is the one these vectors are of: it says how bodies count.

        `slots` were taken under `generation` (None: the current one); raises RuntimeError when
        the cache has changed since.
        """
        if not len(slots):
            return []
        model = model or spec()
        with self._lock:
            generation = self.generation if generation is None else generation
            if generation != self.generation:
                raise RuntimeError("stale slots: the vector cache changed; take them again")
            self._build()
            # Bodies count only when every slot asked about has its chunks known: a skill whose
            # chunks are not loaded yet would otherwise lose to one whose are (warm-up stores them last).
            mixing = model.body_mix > 0 and bool(self._known[slots].all())
            # A view of most of the cache is scored in place, then indexed: copying its rows would cost
            # more than scoring the rest, and views taking turns (tenants) would copy on every switch.
            in_place = 2 * len(slots) >= len(self._matrix)
            if in_place:
                rows, chunks = self._matrix, self._all_chunks(generation)
            else:
                picked = self._picked
                if picked is None or picked[0] is not slots or picked[1] != generation:
                    picked = self._picked = (slots, generation, self._matrix[slots], self._pick(slots))
                rows, chunks = picked[2], picked[3]
        idx = slots
        # einsum stays on this thread: a threaded BLAS product stalls when the cores are busy.
        cos = np.einsum("ij,j->i", rows, query)
        if mixing and len(chunks.rows):
            cos = chunks.mix(cos, query, model.body_mix)
        if in_place:
            cos = cos[slots]
        keep = np.flatnonzero(cos >= (model.min_cosine if minimum is None else minimum))
        order = keep[np.lexsort((idx[keep], -cos[keep]))][:limit]
        return [(int(idx[i]), float(cos[i])) for i in order]

    def chunks_known(self, slots: npt.NDArray[np.int64], generation: int) -> bool:
        """Whether every slot of `slots` has its body chunks known (False if taken under another generation)."""
        with self._lock:
            if generation != self.generation:
                return False
            self._build()
            return bool(self._known[slots].all())

    def _build(self) -> None:
        """The arrays scoring reads, rebuilt (under the lock) when the cache has changed since."""
        if self._built == self.generation:
            return
        empty = np.zeros((0, DIM), dtype=np.float32)
        self._matrix = np.vstack(self._rows).astype(np.float32) if self._rows else empty
        self._chunks = np.vstack(self._chunk_rows).astype(np.float32) if self._chunk_rows else empty
        self._owners = np.array(self._chunk_owner, dtype=np.int64)
        self._known = np.array(self._chunked, dtype=np.bool_)
        self._built = self.generation

    def _pick(self, slots: npt.NDArray[np.int64]) -> _Chunks:
        return _Chunks.of(slots, self._chunks, self._owners)

    def _all_chunks(self, generation: int) -> _Chunks:
        """Every slot's chunk rows, grouped by slot without copying them (rows are kept in slot order)."""
        if self._every is None or self._every[0] != generation:
            owners = self._owners
            if len(owners) and bool(np.any(owners[1:] < owners[:-1])):  # never so today; stay correct if it were
                every = self._pick(np.arange(len(self._matrix), dtype=np.int64))
            else:
                starts = np.flatnonzero(np.r_[True, owners[1:] != owners[:-1]]) if len(owners) else owners
                every = _Chunks(self._chunks, owners[starts], starts)
            self._every = (generation, every)
        return self._every[1]


@dataclass(frozen=True)
class _Chunks:
    """The body-chunk rows of some slots, grouped by the position of their slot in that slot array."""

    rows: F32
    positions: npt.NDArray[np.int64]  # position in the slot array, one per run of chunk rows
    starts: npt.NDArray[np.int64]  # where each run begins in `rows`

    @classmethod
    def of(cls, slots: npt.NDArray[np.int64], chunks: F32, owners: npt.NDArray[np.int64]) -> _Chunks:
        where = np.full(int(max(slots.max(initial=-1), owners.max(initial=-1))) + 1, -1, dtype=np.int64)
        where[slots] = np.arange(len(slots))
        pos = where[owners] if len(owners) else owners
        picked = np.flatnonzero(pos >= 0)
        picked = picked[np.argsort(pos[picked], kind="stable")]
        pos = pos[picked]
        starts = np.flatnonzero(np.r_[True, pos[1:] != pos[:-1]]) if len(pos) else pos
        return cls(chunks[picked], pos[starts], starts)

    def mix(self, cos: F32, query: F32, alpha: float) -> F32:
        """(1 - alpha) * description cosine + alpha * the best of it and the slot's chunk cosines."""
        best = cos.copy()
        found = np.maximum.reduceat(np.einsum("ij,j->i", self.rows, query), self.starts)
        best[self.positions] = np.maximum(best[self.positions], found)
        out: F32 = ((1.0 - alpha) * cos + alpha * best).astype(np.float32)
        return out
