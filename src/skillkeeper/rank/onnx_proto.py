"""Just enough of the ONNX protobuf format to write an inference graph, without the `onnx` package.

ONNX Runtime reads a serialized ModelProto; the `onnx` package (30 MB installed) is only a
writer for it. The few message types a feed-forward graph needs are encoded here by hand,
field numbers as in onnx/onnx.proto3. Raises ValueError for a tensor type it does not know.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

FLOAT, INT64 = 1, 7
_ELEM_TYPES = {np.dtype(np.float32): FLOAT, np.dtype(np.int64): INT64}
# AttributeProto.AttributeType
_ATTR_FLOAT, _ATTR_INT, _ATTR_INTS = 1, 2, 7


def _varint(value: int) -> bytes:
    if value < 0:
        value += 1 << 64  # int64 fields: two's complement, ten bytes
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _int(field: int, value: int) -> bytes:
    return _varint(field << 3) + _varint(value)


def _bytes(field: int, value: bytes) -> bytes:
    return _varint(field << 3 | 2) + _varint(len(value)) + value


def _str(field: int, value: str) -> bytes:
    return _bytes(field, value.encode())


def _packed(field: int, values: Iterable[int]) -> bytes:
    return _bytes(field, b"".join(_varint(v) for v in values))


def tensor(array: npt.NDArray[Any], name: str) -> bytes:
    """A TensorProto holding `array` (float32 or int64) as little-endian raw data."""
    elem = _ELEM_TYPES.get(array.dtype)
    if elem is None:
        raise ValueError(f"no ONNX element type for {array.dtype}")
    data = np.ascontiguousarray(array, dtype=array.dtype.newbyteorder("<")).tobytes()
    return _packed(1, array.shape) + _int(2, elem) + _str(8, name) + _bytes(9, data)


def node(op_type: str, inputs: Sequence[str], outputs: Sequence[str], **attrs: Any) -> bytes:
    """A NodeProto; attributes may be int, float or a list of ints."""
    out = b"".join(_str(1, i) for i in inputs) + b"".join(_str(2, o) for o in outputs)
    out += _str(4, op_type)
    for key, value in sorted(attrs.items()):
        if isinstance(value, float):
            attr = _str(1, key) + _varint(2 << 3 | 5) + struct.pack("<f", value) + _int(20, _ATTR_FLOAT)
        elif isinstance(value, int):
            attr = _str(1, key) + _int(3, value) + _int(20, _ATTR_INT)
        else:
            attr = _str(1, key) + _packed(8, value) + _int(20, _ATTR_INTS)
        out += _bytes(5, attr)
    return out


def value_info(name: str, elem_type: int, dims: Sequence[int | str]) -> bytes:
    """A ValueInfoProto of a tensor; a str dimension is symbolic (batch, tokens)."""
    shape = b"".join(_bytes(1, _str(2, d) if isinstance(d, str) else _int(1, d)) for d in dims)
    tensor_type = _int(1, elem_type) + _bytes(2, shape)
    return _str(1, name) + _bytes(2, _bytes(1, tensor_type))


def model(
    nodes: Sequence[bytes],
    name: str,
    inputs: Sequence[bytes],
    outputs: Sequence[bytes],
    initializers: Sequence[bytes],
    *,
    opset: int,
    ir_version: int,
) -> bytes:
    """A serialized ModelProto of one graph in the default operator domain."""
    graph = b"".join(_bytes(1, n) for n in nodes) + _str(2, name)
    graph += b"".join(_bytes(5, t) for t in initializers)
    graph += b"".join(_bytes(11, i) for i in inputs) + b"".join(_bytes(12, o) for o in outputs)
    return _int(1, ir_version) + _bytes(8, _str(1, "") + _int(2, opset)) + _bytes(7, graph)
