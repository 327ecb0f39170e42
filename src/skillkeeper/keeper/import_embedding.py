"""An import's vectors embedded beside it: a thread encodes what each batch stored while the next is read.

Parsing and scanning hold the interpreter; ONNX Runtime releases it while it computes, so on a
machine with a second core most of the encoding is hidden behind the import itself. What the
thread stores is the same as `Keeper.embed_imported` after the import (it is what it calls).
With a ranker set by name (`Keeper.embeds_bodies`) the body chunks too, in passes of CHUNK_SLICE
revisions, each taken only while no description waits: descriptions stay ahead, as in `backfill`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper

# Revisions whose body chunks one pass encodes (about two chunks each: two encoder passes of 16 texts).
CHUNK_SLICE = 16


class SoFar(Protocol):
    """What `stored` reads of an import's report so far (`ingest.ImportReport` fits)."""

    @property
    def revision_ids(self) -> list[int]: ...
    @property
    def written(self) -> int: ...


class ImportEmbedding:
    """Starts once the import counts as large (`Keeper.embeds_import`), then embeds each batch's revisions.

    `stored` is the import's callback after each batch; `finish` waits for the rest; `abort` (an
    import that failed or was interrupted, and in any case once it is over) stops after the batch in
    hand and gives the write hook back the Keeper's writes. Setting `stop` does too.
    """

    def __init__(self, keeper: Keeper, choice: bool | None = None) -> None:
        self.keeper = keeper
        self.choice = choice
        self.bodies = keeper.embeds_bodies
        if self.bodies:
            # Embedded here in batches (or, with --no-embed, by `serve` / `mcp`), never write by write.
            keeper.embedding_elsewhere.set()
        self.stop = threading.Event()
        self.total = 0  # revisions handed over
        self.chunked = 0  # revisions whose body chunks were taken care of (with `bodies`)
        self.started_at: float | None = None
        self.error: Exception | None = None
        self._done = 0  # embedded by finished calls
        self._running = 0  # embedded so far by the call in hand
        self._seen = 0
        self._pending: list[int] = []
        self._unchunked: list[int] = []  # descriptions embedded, body chunks not yet
        self._closed = False
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None

    @property
    def started(self) -> bool:
        return self._thread is not None

    @property
    def embedded(self) -> int:
        """Descriptions embedded so far."""
        return self._done + self._running

    def stored(self, report: SoFar) -> None:
        """The import stored a batch: hand its revisions over, starting the thread once the import is large."""
        new = report.revision_ids[self._seen :]
        self._seen = len(report.revision_ids)
        if self._thread is None:
            if not self.keeper.embeds_import(report.written, self.choice):
                return
            new = list(report.revision_ids)  # the batches before this one too
            self.started_at = time.perf_counter()
            self.keeper.embedding_elsewhere.set()  # the write hook leaves the import's next writes to this thread
            self._thread = threading.Thread(target=self._run, name="skillkeeper-import-embed", daemon=True)
            self._thread.start()
        with self._wake:
            self._pending.extend(new)
            self.total += len(new)
            self._wake.notify()

    @property
    def work(self) -> tuple[int, int]:
        """(passes done, passes to do) in revisions: a description each, and with `bodies` its chunks."""
        return self.embedded + self.chunked, self.total * (2 if self.bodies else 1)

    def _run(self) -> None:
        while True:
            with self._wake:
                while not (self._pending or self._unchunked or self._closed or self.stop.is_set()):
                    self._wake.wait()
                ids, self._pending = self._pending, []
            if self.stop.is_set():
                return
            if not ids:  # no description waits: a pass of body chunks, if any is left
                if not self._embed_chunks():
                    return
                continue
            try:
                self._done += self.keeper.embed_imported(ids, stop=self.stop, progress=self._progress)
            except Exception as exc:  # vectors are optional: the server's warm-up embeds what is missing
                self.error = exc
                return
            finally:
                self._running = 0
            if self.bodies:
                with self._wake:
                    self._unchunked.extend(ids)

    def _embed_chunks(self) -> bool:
        """Embed the body chunks of the next CHUNK_SLICE revisions whose descriptions are in; False if none was left.

        Run by the thread, and by `finish` while it waits (the import's own core is free by then).
        """
        with self._wake:
            ids, self._unchunked = self._unchunked[:CHUNK_SLICE], self._unchunked[CHUNK_SLICE:]
        if not ids or self.stop.is_set():
            return False
        try:
            self.keeper.embed_imported(ids, stop=self.stop, bodies=True)
        except Exception as exc:  # as for descriptions; the other side stops after its pass
            self.error = exc
            self.stop.set()
            return False
        with self._wake:
            self.chunked += len(ids)
        return True

    def _progress(self, n: int) -> None:
        self._running = n

    def finish(self, progress: Callable[[int, int], None] | None = None) -> int | None:
        """Wait until every revision handed over is embedded, or `stop` is set; how many were, None if none was to be.

        `progress` gets `work` while it waits.
        """
        if self._thread is None:
            return None
        with self._wake:
            self._closed = True
            self._wake.notify()
        while self._thread.is_alive():
            # Body chunks two at a time, the thread's pass and this one; else wait in slices (a Ctrl-C's
            # handler runs between them, and between passes).
            if not (self.bodies and not self._pending and self._embed_chunks()):
                self._thread.join(timeout=0.2)
            if progress is not None:
                progress(*self.work)
        return self.embedded

    def abort(self) -> None:
        """Stop after the batch in hand and wait for it (each batch is stored in one transaction)."""
        self.stop.set()
        with self._wake:
            self._wake.notify()
        if self._thread is not None:
            self._thread.join(timeout=60)
        self.keeper.embedding_elsewhere.clear()
