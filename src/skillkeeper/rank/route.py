"""Which embedding model ranks a query: the one place that routes queries between two models by script.

With the multilingual model in use and MiniLM's weights installed too, skills get vectors of
both, and a query mostly in Latin letters is ranked by MiniLM (English recall is higher with
it), any other by the multilingual model. Without MiniLM's weights the model in use ranks all.
"""

from __future__ import annotations

from skillkeeper.rank.semantic import MODELS, ModelSpec, model_dir, spec


def models() -> tuple[ModelSpec, ...]:
    """The models whose vectors are stored and searched: the one in use first, then MiniLM when routed to."""
    main = spec()
    if main.multilingual and model_dir() is not None:
        return main, MODELS["minilm"]
    return (main,)


def latin(query: str) -> bool:
    """Whether at least half of the query's letters are Latin (ASCII)."""
    letters = [c for c in query if c.isalpha()]
    return sum(c.isascii() for c in letters) * 2 >= len(letters)


def route(query: str) -> ModelSpec:
    """The model that ranks `query`: MiniLM for mostly Latin letters when it is stored too, else the one in use."""
    chosen = models()
    return chosen[-1] if latin(query) else chosen[0]


def reads(query: str, model: ModelSpec | None = None) -> bool:
    """Whether `model` (None: the query's route) can read `query`: any text if multilingual, else mostly Latin."""
    return (model or route(query)).multilingual or latin(query)


def floors(query: str, model: ModelSpec | None = None) -> tuple[float, float]:
    """(minimum cosine of a semantic hit, fusion floor) of `model` (None: the query's route) for this query."""
    model = model or route(query)
    if model.foreign_floor and not latin(query):
        return model.foreign_floor, model.foreign_floor
    return model.min_cosine, model.floor
