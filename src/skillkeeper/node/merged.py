"""The node's own catalog: cloud skills (synced.db) overlaid by local.db, plus local skills.

The rule, in one place (`merge`): a name in local.db that is also in synced.db is an override
(origin cloud, locally_overridden, the local content served); a name only in local.db is a
local skill; a name only in synced.db is served as synced. When a sync drops a cloud name that
has a local row, that row is by the same rule a local skill: the fork (`forked`).
"""

from __future__ import annotations

import bisect
import itertools
import json
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from skillkeeper.errors import InvalidSkill
from skillkeeper.node import store
from skillkeeper.node.catalog import Catalog, CatalogFile, CatalogSkill
from skillkeeper.node.store import Card, SkillDb, Stored
from skillkeeper.node.summary import SkippedEntry
from skillkeeper.rank.text import analyse
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill

if TYPE_CHECKING:
    from skillkeeper.rank.lexical import LexicalIndex, Subset

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


def skill_of(cs: CatalogSkill) -> Skill:
    """A synced row as a parsed Skill (server content is valid; a damaged row keeps its bytes)."""
    skill_md = b""
    bundle: list[BundleFile] = []
    for f in cs.files:
        if f.path == store.SKILL_FILE:
            skill_md = f.data
        else:
            bundle.append(BundleFile(f.path, f.data, f.executable))
    try:
        skill = build_skill(skill_md, bundle)
        # The row's name is the key the server delivered it under; keep it even if the text disagrees.
        return skill if skill.name == cs.name else replace(skill, name=cs.name)
    except InvalidSkill:
        text = skill_md.decode("utf-8", "replace")
        return Skill(
            name=cs.name,
            description="",
            frontmatter={"name": cs.name},
            body=text,
            skill_md=text,
            files=tuple(bundle),
            content_hash=cs.content_hash,
        )


@dataclass(frozen=True)
class SyncResult:
    """What a sync changed in synced.db, and which overrides it turned into local skills."""

    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    forked: list[str] = field(default_factory=list)


@dataclass
class View:
    """The merged view at one pair of file versions, ordered by name."""

    key: tuple[object, ...]
    items: dict[str, Merged[Card]]
    names: list[str]
    subset: Subset | None = None
    slot_names: dict[int, str] = field(default_factory=dict)


class NodeCatalog:
    """synced.db + local.db under `$SKILLKEEPER_HOME/node/`, read as one merged catalog."""

    def __init__(self, home: Path | None) -> None:
        """`home` None: an empty catalog in memory."""
        self.synced, self.local = store.open_pair(home)
        # When the server last answered, an unchanged (304) catalog included; synced_at is the last change.
        self._checked = home / store.NODE_DIR / store.CHECKED_FILE if home is not None else None
        self._lock = threading.Lock()
        self._view: View | None = None
        # Built on the first search (numpy and the analyser load then, not at start).
        self._index: LexicalIndex | None = None
        self._search_lock = threading.Lock()
        self._doc_ids: dict[tuple[str, str], int] = {}
        self._doc_counter = itertools.count(1)  # never reused, though evicted ids leave the table

    def close(self) -> None:
        self.synced.close()
        self.local.close()

    # --- the merged view

    def view(self) -> View:
        """The merged cards, rebuilt only when either file changed since the last call."""
        key = (self.synced.version(), self.local.version())
        with self._lock:
            if self._view is not None and self._view.key == key:
                return self._view
        items = merge(self.synced.cards(), self.local.cards())
        view = View(key, items, list(items))
        with self._lock:
            self._view = view
        return view

    def entry(self, name: str) -> Merged[Card] | None:
        return self.view().items.get(name)

    def page(self, after: str | None, limit: int, tag: str | None = None) -> list[Merged[Card]]:
        view = self.view()
        start = bisect.bisect_right(view.names, after) if after is not None else 0
        out: list[Merged[Card]] = []
        for name in view.names[start:]:
            item = view.items[name]
            if tag and tag not in item.served.tags:
                continue
            out.append(item)
            if len(out) == limit:
                break
        return out

    def db_of(self, item: Merged[Card]) -> SkillDb:
        return self.local if item.from_local else self.synced

    def get(self, name: str, *, with_files: bool = True) -> tuple[Merged[Card], Stored] | None:
        """The merged entry and its served content; None when the name is not in the merged view."""
        item = self.entry(name)
        if item is None:
            return None
        stored = self.db_of(item).get(name, with_files=with_files)
        if stored is None:  # changed between the two reads: read the fresh view once more
            item = self.entry(name)
            stored = self.db_of(item).get(name, with_files=with_files) if item else None
            if item is None or stored is None:
                return None
        return item, stored

    def read_file(self, name: str, path: str) -> bytes | None:
        item = self.entry(name)
        return None if item is None else self.db_of(item).read_file(name, path)

    # --- search: the server's lexical ranker (BM25F) over the merged view

    def search(self, query: str, limit: int) -> list[tuple[Merged[Card], float]]:
        """Merged skills matching `query`, best first; ties broken by name, as on the server."""
        analysed = analyse(query)
        view = self.view()
        if analysed.empty or limit <= 0 or not view.items:
            return []
        with self._search_lock:  # one thread grows the index at a time; scoring is fast
            index, subset = self._subset(view)
            ranked = index.score(analysed, subset, limit + 20)
        hits = [(view.items[view.slot_names[slot]], score) for slot, score in ranked]
        hits.sort(key=lambda hit: (-round(hit[1], 6), hit[0].name))
        return hits[:limit]

    def warm(self) -> None:
        """Analyse the merged view into the search index ahead of the first search."""
        with self._search_lock:
            self._subset(self.view())

    def _subset(self, view: View) -> tuple[LexicalIndex, Subset]:
        # Lazy: numpy and the index load on the first search, so `skillkeeper mcp --node` starts fast.
        import numpy as np

        from skillkeeper.rank.lexical import DEAD_SHARE, MIN_DEAD, DocText, LexicalIndex

        if self._index is None:
            self._index = LexicalIndex()
        index = self._index
        held = view.subset
        if held is not None and held.generation == index.generation and held.size == index.size:
            return index, held
        keys = {
            name: (self._doc_id(name, item.served.content_hash), item.served.content_hash)
            for name, item in view.items.items()
        }
        missing = set(index.missing(list(keys.values())))
        if missing:
            for db, local in ((self.synced, False), (self.local, True)):
                todo = [n for n, k in keys.items() if k in missing and view.items[n].from_local == local]
                # A chunk of bodies at a time: a node may hold a whole catalog of them.
                for start in range(0, len(todo), 500):
                    names = todo[start : start + 500]
                    texts = db.texts(names)
                    docs: list[DocText] = []
                    for name in names:
                        if name not in texts:
                            continue
                        card = view.items[name].served
                        docs.append(
                            DocText(
                                keys[name][0],
                                texts[name][0],
                                name,
                                card.description,
                                f"{card.summary} {' '.join(card.tags)}".strip(),
                                texts[name][1],
                            )
                        )
                    index.add(docs)
            if index.retain(keys.values(), min_dead=MIN_DEAD, dead_share=DEAD_SHARE):
                self._doc_ids = {(n, h): i for (n, h), i in self._doc_ids.items() if (i, h) in index.slots}
        slot_names = {index.slots[k]: n for n, k in keys.items() if k in index.slots}
        slots = np.fromiter(slot_names, dtype=np.int64, count=len(slot_names))
        view.subset, view.slot_names = index.subset(slots), slot_names
        return index, view.subset

    def _doc_id(self, name: str, content_hash: str) -> int:
        key = (name, content_hash)
        found = self._doc_ids.get(key)
        if found is None:
            found = self._doc_ids[key] = next(self._doc_counter)
        return found

    # --- sync (the only writer of synced.db)

    def sync(self, catalog: Catalog, *, server: str) -> SyncResult:
        """Replace the synced catalog with `catalog` (or apply it, when it is a delta) in one transaction;
        report the forks."""
        before = {n: c.content_hash for n, c in self.synced.cards().items()}
        todo = {n: s for n, s in catalog.skills.items() if before.get(n) != s.content_hash}
        parsed = {n: skill_of(s) for n, s in todo.items()}  # outside the write lock: parsing is slow
        with self.synced.transaction() as conn:
            current = {r[0]: r[1] for r in conn.execute("SELECT name, content_hash FROM skills")}
            if catalog.delta:
                # What is not named stays as synced; a held row drops out as it would from a full answer.
                removed = sorted(set(current) & (catalog.remove | catalog.held))
            else:
                removed = sorted(set(current) - set(catalog.skills))
            for name in removed:
                store.remove(conn, name)
            for name, cs in catalog.skills.items():
                if current.get(name) == cs.content_hash:
                    continue
                skill = parsed.get(name) or skill_of(cs)
                store.put(conn, skill, content_hash=cs.content_hash)
            store.set_meta(conn, "server", server)
            store.set_meta(conn, "etag", catalog.etag)
            store.set_meta(conn, "tenant", catalog.tenant)
            store.set_meta(conn, "synced_at", store.now_iso())
            store.set_meta(conn, "offline_since", None)
            store.set_meta(conn, "offline_server", None)
            store.set_meta(conn, "held", json.dumps(sorted(catalog.held)))
            store.set_meta(conn, "skipped", json.dumps([s.model_dump() for s in catalog.skipped]))
        added = sorted(n for n in catalog.skills if n not in current)
        changed = sorted(n for n in catalog.skills if n in current and current[n] != catalog.skills[n].content_hash)
        self._record_check()
        return SyncResult(added, changed, removed, forked(current, names_after(current, catalog), self.local.cards()))

    def have(self, server: str) -> dict[str, str]:
        """{name: content_hash} synced from `server` (empty for another server's catalog): what a delta is
        computed against."""
        if self.synced.meta("server") != server:
            return {}
        return {n: c.content_hash for n, c in self.synced.cards().items()}

    def confirm(self, server: str) -> None:
        """The server answered 304: the synced catalog is current (clears offline_since, records the check)."""
        if self.synced.meta("offline_since") is not None:
            with self.synced.transaction() as conn:
                store.set_meta(conn, "offline_since", None)
                store.set_meta(conn, "offline_server", None)  # synced_at stays: nothing changed (checked_at says when)
        self._record_check()

    def _record_check(self) -> None:
        # Beside synced.db, not in it: a write there on every 304 would rebuild every reader's view.
        if self._checked is not None:
            partial = self._checked.with_suffix(".tmp")
            partial.write_text(store.now_iso() + "\n")
            partial.replace(self._checked)
            (self._checked.parent / store.UNINSTALLED_FILE).unlink(missing_ok=True)  # syncing again

    def mark_offline(self, server: str | None = None) -> str:
        """Record the first failed sync from `server` since the last good one (it may not be the server the
        catalog came from; another server's failures are not this one's); returns when that was."""
        since = self.synced.meta("offline_since")
        if since is None or (server is not None and self.synced.meta("offline_server") != server):
            since = store.now_iso()
            with self.synced.transaction() as conn:
                store.set_meta(conn, "offline_since", since)
                store.set_meta(conn, "offline_server", server)
        return since

    def remember_targets(self, targets: list[dict[str, Any]], earlier: list[dict[str, Any]]) -> None:
        """Record the folders this agent reconciles into (`doctor --node` checks those, not a guess) and the
        earlier runs' that still hold skills it wrote (an uninstall must reach them too)."""
        text = {"targets": json.dumps(targets, sort_keys=True), "earlier_targets": json.dumps(earlier, sort_keys=True)}
        if any(self.synced.meta(k) != v for k, v in text.items()):
            with self.synced.transaction() as conn:
                for key, value in text.items():
                    store.set_meta(conn, key, value)

    def etag_for(self, server: str) -> str | None:
        """The stored ETag when synced.db holds this server's catalog."""
        return self.synced.meta("etag") if self.synced.meta("server") == server else None

    def held(self) -> list[str]:
        return list(json.loads(self.synced.meta("held") or "[]"))

    def skipped(self) -> list[SkippedEntry]:
        return [SkippedEntry.model_validate(s) for s in json.loads(self.synced.meta("skipped") or "[]")]

    # --- what the reconcile writes: the merged view

    def hashes(self) -> dict[str, Merged[str]]:
        """The merged view with the content_hash each name serves."""
        return {
            n: Merged(n, m.origin, m.locally_overridden, m.served.content_hash) for n, m in self.view().items.items()
        }

    def preview(self, catalog: Catalog) -> tuple[dict[str, Merged[str]], list[str]]:
        """What `hashes` would be after syncing `catalog`, and the forks `sync` would report (nothing is written)."""
        local, now = {n: c.content_hash for n, c in self.local.cards().items()}, self.synced.cards()
        return merge(dict(catalog.wanted), local), forked(now, names_after(now, catalog), local)

    def content(self, name: str) -> CatalogSkill | None:
        """A merged skill as the reconcile writes it (origin recorded in the marker)."""
        found = self.get(name)
        if found is None:
            return None
        item, stored = found
        files = tuple(CatalogFile(f.path, f.data, f.executable) for f in stored.all_files())
        return CatalogSkill(name, stored.content_hash, files, item.origin, item.locally_overridden)


class LazySkills(Mapping[str, CatalogSkill]):
    """Merged content loaded per name on demand: a reconcile reads only what it writes."""

    def __init__(self, catalog: NodeCatalog, names: Iterable[str]) -> None:
        self.catalog = catalog
        self.names = list(names)

    def __getitem__(self, name: str) -> CatalogSkill:
        found = self.catalog.content(name)
        if found is None:
            raise KeyError(name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)
