"""A NumPy forward pass of a BERT sentence encoder (all-MiniLM-L6-v2), no PyTorch needed.

Weights come from a `model.safetensors` file shipped by a registry package; nothing is
downloaded. Output matches sentence-transformers: mean pooling over tokens, L2-normalised.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]
_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


def read_safetensors(path: Path) -> dict[str, npt.NDArray[Any]]:
    """Every tensor of a safetensors file as a NumPy array; raises ValueError on a bad file."""
    raw = path.read_bytes()
    (header_len,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + header_len])
    base = 8 + header_len
    out: dict[str, npt.NDArray[Any]] = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        dtype = _DTYPES.get(meta["dtype"])
        if dtype is None:
            raise ValueError(f"unsupported tensor dtype {meta['dtype']} in {path}")
        start, end = meta["data_offsets"]
        out[name] = np.frombuffer(raw, dtype=dtype, count=(end - start) // np.dtype(dtype).itemsize,
                                  offset=base + start).reshape(meta["shape"])
    return out


def _erf(x: F32) -> F32:
    # Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7): exact-GELU without SciPy.
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    out: F32 = (sign * (1.0 - poly * np.exp(-a * a))).astype(np.float32)
    return out


def _gelu(x: F32) -> F32:
    out: F32 = (0.5 * x * (1.0 + _erf(x / np.float32(np.sqrt(2.0))))).astype(np.float32)
    return out


def _layer_norm(x: F32, w: F32, b: F32, eps: float) -> F32:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    out: F32 = ((x - mean) / np.sqrt(var + eps) * w + b).astype(np.float32)
    return out


class MiniLM:
    """A BERT encoder loaded from a sentence-transformers model folder."""

    def __init__(self, model_dir: Path, *, max_tokens: int = 256) -> None:
        from tokenizers import Tokenizer

        config = json.loads((model_dir / "config.json").read_text())
        self.layers = int(config["num_hidden_layers"])
        self.heads = int(config["num_attention_heads"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        self.dim = int(config["hidden_size"])
        self.w = {k: v.astype(np.float32) for k, v in read_safetensors(model_dir / "model.safetensors").items()
                  if v.dtype != np.int64}
        # Dense weights stored transposed and contiguous, so every matmul is a plain BLAS call.
        for k in [k for k in self.w if k.endswith(".weight") and self.w[k].ndim == 2 and "embeddings" not in k]:
            self.w[k] = np.ascontiguousarray(self.w[k].T)
        # Fused Q/K/V projections: one matmul instead of three.
        for i in range(self.layers):
            p = f"encoder.layer.{i}.attention.self."
            self.w[p + "qkv.weight"] = np.concatenate([self.w[p + s + ".weight"] for s in ("query", "key", "value")], 1)
            self.w[p + "qkv.bias"] = np.concatenate([self.w[p + s + ".bias"] for s in ("query", "key", "value")])
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=max_tokens)
        self.tokenizer.no_padding()

    def encode(self, texts: list[str], batch_size: int = 16) -> F32:
        """Unit-length embeddings, one row per text."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        encodings = self.tokenizer.encode_batch(texts)
        # Batches of similar length waste little on padding.
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            width = max(len(encodings[i].ids) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.float32)
            for row, i in enumerate(idx):
                n = len(encodings[i].ids)
                ids[row, :n] = encodings[i].ids
                mask[row, :n] = 1.0
            out[idx] = self._forward(ids, mask)
        return out

    def _forward(self, ids: npt.NDArray[np.int64], mask: F32) -> F32:
        w = self.w
        batch, width = ids.shape
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:width]
        x = x + w["embeddings.token_type_embeddings.weight"][0]
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        head = self.dim // self.heads
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        for i in range(self.layers):
            p = f"encoder.layer.{i}."
            qkv = x @ w[p + "attention.self.qkv.weight"] + w[p + "attention.self.qkv.bias"]
            qkv = qkv.reshape(batch, width, 3, self.heads, head).transpose(2, 0, 3, 1, 4)
            # Contiguous copies: NumPy runs stacked matmuls through BLAS only on contiguous operands.
            q, k, v = (np.ascontiguousarray(qkv[j]) for j in range(3))
            scores = (q @ np.ascontiguousarray(k.transpose(0, 1, 3, 2))) / np.float32(np.sqrt(head)) + bias
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            ctx = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, width, self.dim)
            att = ctx @ w[p + "attention.output.dense.weight"] + w[p + "attention.output.dense.bias"]
            x = _layer_norm(att + x, w[p + "attention.output.LayerNorm.weight"],
                            w[p + "attention.output.LayerNorm.bias"], self.eps)
            hidden = _gelu(x @ w[p + "intermediate.dense.weight"] + w[p + "intermediate.dense.bias"])
            ffn = hidden @ w[p + "output.dense.weight"] + w[p + "output.dense.bias"]
            x = _layer_norm(ffn + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], self.eps)
        pooled = (x * mask[:, :, None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1.0)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out: F32 = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return out
