"""Helpers shared by the route modules."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from pydantic import BaseModel

from skillkeeper.keeper import Keeper
from skillkeeper.web.errors import ApiError


def keeper(request: Request) -> Keeper:
    k: Keeper = request.app.state.keeper
    return k


def not_found(name: str) -> ApiError:
    """The one not-found answer for skills, identical for hidden, foreign and missing names."""
    return ApiError(404, "not_found", f"skill {name!r} not found")


def inline_schema(model: type[BaseModel]) -> dict[str, Any]:
    """A model's JSON Schema with its $defs inlined (for hand-written OpenAPI request bodies)."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})

    def resolve(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                return resolve(defs[ref.rsplit("/", 1)[-1]])
            return {k: resolve(v) for k, v in node.items()}
        if isinstance(node, list):
            return [resolve(v) for v in node]
        return node

    resolved: dict[str, Any] = resolve(schema)
    return resolved
