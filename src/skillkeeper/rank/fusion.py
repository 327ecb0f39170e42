"""Fusing the lexical and semantic rankings: calibrated score addition, and reciprocal rank fusion."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

RRF_K = 60.0
# Cosine below this says nothing about a skill (unrelated texts sit around 0.1 to 0.2 with MiniLM).
COSINE_FLOOR = 0.2
# BM25F points one unit of cosine above the floor is worth. A sure lexical hit scores 20 to 60,
# the best semantic neighbour 0.4 to 0.7: meaning adds at most about 10 points, enough to lift a
# skill the words missed among close lexical candidates, not to bury a clear lexical winner.
# Chosen on the dev query set (benchmarks/queries/fresh_dev.jsonl), checked on curated.jsonl.
COSINE_POINTS = 20.0
# Share of its BM25F a lexical hit keeps when it is not among the query's semantic neighbours (the
# model finds it unrelated): words shared by accident, a rare word in an unrelated body. Only the
# order between such hits and hits the model also finds changes. 5-fold cross-validation on the
# dev queries (docs/performance.md, "Fourth pass").
UNRELATED_SHARE = 0.8


def score_fusion(
    lexical: Sequence[tuple[K, float]],
    semantic: Sequence[tuple[K, float]],
    *,
    floor: float = COSINE_FLOOR,
    points: float = COSINE_POINTS,
    unrelated: float = UNRELATED_SHARE,
) -> list[tuple[K, float]]:
    """Items scored by BM25F + points * max(0, cosine - floor), best first (ties keep list order).

    `semantic` is the model's neighbour list: a lexical item missing from it (when it is not
    empty) counts `unrelated` of its BM25F.
    """
    near = {item for item, _ in semantic}
    fused: dict[K, float] = {}
    for item, score in lexical:
        share = 1.0 if not near or item in near else unrelated
        fused[item] = fused.get(item, 0.0) + share * score
    for item, cosine in semantic:
        fused[item] = fused.get(item, 0.0) + points * max(0.0, cosine - floor)
    return sorted(fused.items(), key=lambda kv: -kv[1])


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[tuple[K, float]]],
    *,
    k: float = RRF_K,
    weights: Sequence[float] | None = None,
) -> list[tuple[K, float]]:
    """Items of every ranking scored by sum(weight / (k + rank)), best first (1-based ranks)."""
    fused: dict[K, float] = {}
    for i, ranking in enumerate(rankings):
        w = 1.0 if weights is None else weights[i]
        for rank, (item, _) in enumerate(ranking, start=1):
            fused[item] = fused.get(item, 0.0) + w / (k + rank)
    return sorted(fused.items(), key=lambda kv: -kv[1])
