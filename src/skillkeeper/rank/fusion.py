"""Reciprocal rank fusion: combine ranked lists without calibrating their scores."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

RRF_K = 60.0


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[tuple[K, float]]], *, k: float = RRF_K, weights: Sequence[float] | None = None,
) -> list[tuple[K, float]]:
    """Items of every ranking scored by sum(weight / (k + rank)), best first (1-based ranks)."""
    fused: dict[K, float] = {}
    for i, ranking in enumerate(rankings):
        w = 1.0 if weights is None else weights[i]
        for rank, (item, _) in enumerate(ranking, start=1):
            fused[item] = fused.get(item, 0.0) + w / (k + rank)
    return sorted(fused.items(), key=lambda kv: -kv[1])
