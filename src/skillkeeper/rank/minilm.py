"""A BERT sentence encoder (all-MiniLM-L6-v2) run by ONNX Runtime, no PyTorch needed.

Weights come from a `model.safetensors` file shipped by a registry package; nothing is
downloaded. The ONNX graph is built here from those weights when the model first loads
(onnx_proto.py writes it; the `onnx` package is not needed), so
ONNX Runtime can pre-pack them (a one-query batch is several times faster than NumPy's
BLAS, which re-packs every weight matrix on every call). Output matches
sentence-transformers: mean pooling over tokens, L2-normalised.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from skillkeeper.rank import onnx_proto

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
        out[name] = np.frombuffer(
            raw, dtype=dtype, count=(end - start) // np.dtype(dtype).itemsize, offset=base + start
        ).reshape(meta["shape"])
    return out


class _Graph:
    """Builds a BERT encoder graph node by node (names are generated, weights become initializers)."""

    def __init__(self, weights: dict[str, npt.NDArray[Any]]) -> None:
        self.weights = weights
        self.nodes: list[bytes] = []
        self.initializers: list[bytes] = []
        self._n = 0

    def const(self, value: npt.NDArray[Any], name: str | None = None) -> str:
        name = name or self._name("c")
        self.initializers.append(onnx_proto.tensor(np.ascontiguousarray(value), name))
        return name

    def weight(self, key: str, *, transpose: bool = False) -> str:
        w = self.weights[key].astype(np.float32)
        return self.const(w.T if transpose else w, key)

    def op(self, op_type: str, *inputs: str, **attrs: Any) -> str:
        out = self._name(op_type.lower())
        self.nodes.append(onnx_proto.node(op_type, inputs, [out], **attrs))
        return out

    def dense(self, x: str, prefix: str) -> str:
        return self.op(
            "Add", self.op("MatMul", x, self.weight(prefix + ".weight", transpose=True)), self.weight(prefix + ".bias")
        )

    def layer_norm(self, x: str, prefix: str, eps: float) -> str:
        return self.op(
            "LayerNormalization",
            x,
            self.weight(prefix + ".weight"),
            self.weight(prefix + ".bias"),
            axis=-1,
            epsilon=eps,
        )

    def _name(self, kind: str) -> str:
        self._n += 1
        return f"{kind}_{self._n}"


def build_model(weights: dict[str, npt.NDArray[Any]], config: dict[str, Any]) -> bytes:
    """A serialized ONNX model: (input_ids, position_ids, attention_bias) -> token states."""
    layers, heads = int(config["num_hidden_layers"]), int(config["num_attention_heads"])
    dim = int(config["hidden_size"])
    eps = float(config.get("layer_norm_eps", 1e-12))
    head = dim // heads
    g = _Graph(weights)
    x = g.op(
        "Add",
        g.op("Gather", g.weight("embeddings.word_embeddings.weight"), "input_ids"),
        g.op("Gather", g.weight("embeddings.position_embeddings.weight"), "position_ids"),
    )
    x = g.op("Add", x, g.const(weights["embeddings.token_type_embeddings.weight"][0].astype(np.float32)))
    x = g.layer_norm(x, "embeddings.LayerNorm", eps)
    split_heads = g.const(np.array([0, 0, heads, head], dtype=np.int64))
    merge_heads = g.const(np.array([0, 0, dim], dtype=np.int64))
    scale = g.const(np.array(1.0 / np.sqrt(head), dtype=np.float32))
    half, one = g.const(np.array(0.5, dtype=np.float32)), g.const(np.array(1.0, dtype=np.float32))
    root2 = g.const(np.array(np.sqrt(2.0), dtype=np.float32))
    for i in range(layers):
        p = f"encoder.layer.{i}."
        # Keys come out transposed ([batch, heads, head, tokens]) so scores are one MatMul.
        q, k, v = [
            g.op("Transpose", g.op("Reshape", g.dense(x, p + "attention.self." + part), split_heads), perm=perm)
            for part, perm in (("query", [0, 2, 1, 3]), ("key", [0, 2, 3, 1]), ("value", [0, 2, 1, 3]))
        ]
        scores = g.op("Add", g.op("Mul", g.op("MatMul", q, k), scale), "attention_bias")
        ctx = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        ctx = g.op("Reshape", g.op("Transpose", ctx, perm=[0, 2, 1, 3]), merge_heads)
        x = g.layer_norm(
            g.op("Add", g.dense(ctx, p + "attention.output.dense"), x), p + "attention.output.LayerNorm", eps
        )
        h = g.dense(x, p + "intermediate.dense")
        # Exact GELU, as BERT defines it: 0.5 * h * (1 + erf(h / sqrt(2))).
        h = g.op("Mul", g.op("Mul", h, half), g.op("Add", g.op("Erf", g.op("Div", h, root2)), one))
        x = g.layer_norm(g.op("Add", g.dense(h, p + "output.dense"), x), p + "output.LayerNorm", eps)
    # IR version 8 (ONNX 1.12+) is read by every ONNX Runtime since 1.14.
    return onnx_proto.model(
        g.nodes,
        "minilm",
        [
            onnx_proto.value_info("input_ids", onnx_proto.INT64, ["batch", "tokens"]),
            onnx_proto.value_info("position_ids", onnx_proto.INT64, ["tokens"]),
            onnx_proto.value_info("attention_bias", onnx_proto.FLOAT, ["batch", 1, 1, "tokens"]),
        ],
        [onnx_proto.value_info(x, onnx_proto.FLOAT, ["batch", "tokens", dim])],
        g.initializers,
        opset=17,
        ir_version=8,
    )


class MiniLM:
    """A BERT encoder loaded from a sentence-transformers model folder."""

    def __init__(self, model_dir: Path, *, max_tokens: int = 256, threads: int = 1) -> None:
        # Lazy: the `semantic` extra is optional.
        import onnxruntime as ort

        from skillkeeper.rank.wordpiece import WordPiece

        config = json.loads((model_dir / "config.json").read_text())
        self.dim = int(config["hidden_size"])
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # Idle worker threads must not spin on cores the server's requests need.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3
        weights = read_safetensors(model_dir / "model.safetensors")
        self.session = ort.InferenceSession(build_model(weights, config), options, providers=["CPUExecutionProvider"])
        self.tokenizer = WordPiece(model_dir / "tokenizer.json", max_tokens=max_tokens)

    def encode(self, texts: list[str], batch_size: int = 16, *, query: bool = False) -> F32:
        """Unit-length embeddings, one row per text (MiniLM embeds queries and documents alike)."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        encodings = [self.tokenizer.encode(t) for t in texts]
        # Batches of similar length waste little on padding.
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i]))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            width = max(len(encodings[i]) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.float32)
            for row, i in enumerate(idx):
                n = len(encodings[i])
                ids[row, :n] = encodings[i]
                mask[row, :n] = 1.0
            out[idx] = self._forward(ids, mask)
        return out

    def _forward(self, ids: npt.NDArray[np.int64], mask: F32) -> F32:
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        (states,) = self.session.run(
            None, {"input_ids": ids, "position_ids": np.arange(ids.shape[1], dtype=np.int64), "attention_bias": bias}
        )
        pooled = (states * mask[:, :, None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1.0)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out: F32 = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return out
