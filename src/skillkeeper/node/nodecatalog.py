"""The node's own catalog: synced.db + local.db under `$SKILLKEEPER_HOME/node/`, read as one merged
view (the rule is `merged.merge`); sync is the only writer of synced.db."""

from __future__ import annotations

import bisect
import json
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from skillkeeper.errors import InvalidSkill
from skillkeeper.node import store
from skillkeeper.node.catalog import Catalog, CatalogFile, CatalogSkill
from skillkeeper.node.merged import Merged, View, forked, merge, names_after
from skillkeeper.node.search import MergedSearch
from skillkeeper.node.store import Card, SkillDb, Stored
from skillkeeper.node.summary import SkippedEntry
from skillkeeper.skill.model import BundleFile, Skill
from skillkeeper.skill.parse import build_skill


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


class NodeCatalog:
    """synced.db + local.db under `$SKILLKEEPER_HOME/node/`, read as one merged catalog."""

    def __init__(self, home: Path | None) -> None:
        """`home` None: an empty catalog in memory."""
        self.synced, self.local = store.open_pair(home)
        # When the server last answered, an unchanged (304) catalog included; synced_at is the last change.
        self._checked = home / store.NODE_DIR / store.CHECKED_FILE if home is not None else None
        self._lock = threading.Lock()
        self._view: View | None = None
        self._search = MergedSearch(self.synced, self.local)

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
        return self._search.search(self.view(), query, limit)

    def warm(self) -> None:
        """Analyse the merged view into the search index ahead of the first search."""
        self._search.warm(self.view())

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
            for key in store.FAILING_KEYS:
                store.set_meta(conn, key, None)
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
                for key in store.FAILING_KEYS:  # synced_at stays: nothing changed (checked_at says when)
                    store.set_meta(conn, key, None)
        self._record_check()

    def _record_check(self) -> None:
        # Beside synced.db, not in it: a write there on every 304 would rebuild every reader's view.
        if self._checked is not None:
            partial = self._checked.with_suffix(".tmp")
            partial.write_text(store.now_iso() + "\n")
            partial.replace(self._checked)
            (self._checked.parent / store.UNINSTALLED_FILE).unlink(missing_ok=True)  # syncing again

    def mark_offline(self, server: str | None = None, status: int | None = None) -> str:
        """Record the first failed sync from `server` since the last good one (it may not be the server the
        catalog came from; another server's failures are not this one's) and what it answered this time
        (`status`, None when no answer came: offline); returns when the failures began."""
        since = self.synced.meta("offline_since")
        if since is None or (server is not None and self.synced.meta("offline_server") != server):
            since = store.now_iso()
        answer = None if status is None else str(status)
        if (since, server, answer) != tuple(self.synced.meta(k) for k in store.FAILING_KEYS):
            with self.synced.transaction() as conn:
                for key, value in zip(store.FAILING_KEYS, (since, server, answer), strict=True):
                    store.set_meta(conn, key, value)
        return since

    def remember_targets(self, targets: list[dict[str, Any]], earlier: list[dict[str, Any]]) -> None:
        """Record the folders this agent reconciles into (`doctor --node` checks those, not a guess) and the
        earlier runs' that still hold skills it wrote (an uninstall must reach them too)."""
        text = {"targets": json.dumps(targets, sort_keys=True), "earlier_targets": json.dumps(earlier, sort_keys=True)}
        if any(self.synced.meta(k) != v for k, v in text.items()):
            with self.synced.transaction() as conn:
                for key, value in text.items():
                    store.set_meta(conn, key, value)

    def remember_node_id(self, node_id: str) -> None:
        """Keep a copy of this home's node id (the markers' owner), so a lost node-id file is restored from it."""
        if self.synced.meta(store.NODE_ID_KEY) != node_id:
            with self.synced.transaction() as conn:
                store.set_meta(conn, store.NODE_ID_KEY, node_id)

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
