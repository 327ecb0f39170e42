"""The node's merge rule and the merged view it yields: cloud skills (synced.db) overlaid by local.db.

The rule, in one place (`merge`): a name in local.db that is also in synced.db is an override
(origin cloud, locally_overridden, the local content served); a name only in local.db is a
local skill; a name only in synced.db is served as synced. When a sync drops a cloud name that
has a local row, that row is by the same rule a local skill: the fork (`forked`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from skillkeeper.node.catalog import Catalog
from skillkeeper.node.store import Card

if TYPE_CHECKING:
    from skillkeeper.rank.lexical import Subset

Origin = Literal["cloud", "local"]
T = TypeVar("T")


@dataclass(frozen=True)
class Merged(Generic[T]):
    """One name of the merged view: where it comes from and what is served."""

    name: str
    origin: Origin
    locally_overridden: bool
    served: T

    @property
    def from_local(self) -> bool:
        """True when the served content lives in local.db."""
        return self.origin == "local" or self.locally_overridden


def merge(cloud: Mapping[str, T], local: Mapping[str, T]) -> dict[str, Merged[T]]:
    """Cloud overlaid by local rows (overrides), plus local-only rows (local skills), by name."""
    out: dict[str, Merged[T]] = {}
    for name in sorted(cloud.keys() | local.keys()):
        if name in local:
            out[name] = Merged(name, "cloud" if name in cloud else "local", name in cloud, local[name])
        else:
            out[name] = Merged(name, "cloud", False, cloud[name])
    return out


def forked(before: Iterable[str], after: Iterable[str], local: Iterable[str]) -> list[str]:
    """Cloud names a sync dropped that have a local row: those rows are now local skills."""
    return sorted((set(before) - set(after)) & set(local))


def names_after(current: Iterable[str], catalog: Catalog) -> set[str]:
    """The synced names once `catalog` is applied (a delta drops only what it names, held rows included)."""
    if catalog.delta:
        return (set(current) - catalog.remove - catalog.held) | set(catalog.skills)
    return set(catalog.skills)


def forked_note(name: str) -> str:
    """What a fork means to the user: the cloud skill is gone, this node's copy of it is not."""
    return (
        f"{name}: the catalog no longer serves it (revoked or deleted there); this node's override stays as a "
        "local skill, in the harness folders and on `skillkeeper mcp --node`: "
        f"`skillkeeper local delete {name}` takes it out"
    )


@dataclass
class View:
    """The merged view at one pair of file versions, ordered by name."""

    key: tuple[object, ...]
    items: dict[str, Merged[Card]]
    names: list[str]
    subset: Subset | None = None
    slot_names: dict[int, str] = field(default_factory=dict)
