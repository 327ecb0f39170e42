"""`keeper.catalog(caller)`: what one caller may read, through the one visibility gate.

Every verb opens its own read transaction. A skill that is hidden, in another tenant or
missing raises the same NotFound; adapters turn it into their own not-found answer.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any

from skillkeeper.access.callers import Caller
from skillkeeper.errors import InvalidInput, InvalidSkill, NotFound
from skillkeeper.keeper.installable import Contents, Entry, current
from skillkeeper.keeper.records import Page, SearchHit, SkillFile, SkillView
from skillkeeper.skill.model import FLOW_FILE, edited_files
from skillkeeper.store import skills as repo
from skillkeeper.store.cursor import skills_after, skills_cursor
from skillkeeper.store.installable import bundles_by_revision, skill_mds
from skillkeeper.store.visibility import shows_own

if TYPE_CHECKING:
    from skillkeeper.keeper import Keeper
    from skillkeeper.skill.flow import FlowTemplate

SKILL_FILE = "SKILL.md"


def missing(name: str) -> NotFound:
    return NotFound(f"skill {name!r} not found")


class Catalog:
    """The skills one caller may see: list, search, get, read a file, resolve a flow template."""

    def __init__(self, keeper: Keeper, caller: Caller) -> None:
        self.keeper = keeper
        self.caller = caller

    def list(
        self, *, cursor: str | None = None, limit: int = 50, tag: str | None = None, kind: str | None = None
    ) -> Page[SkillView]:
        """Visible skills by name, `limit` per page; raises InvalidInput for a foreign cursor."""
        after = skills_after(cursor)
        with self.keeper.store.read() as conn:
            views = repo.list_visible(conn, self.caller.viewer(conn), after=after, limit=limit + 1, tag=tag, kind=kind)
        page = views[:limit]
        return Page(page, skills_cursor(page[-1].name) if len(views) > limit else None)

    def page_with_files(self, after: str | None, limit: int) -> builtins.list[SkillView]:
        """Visible skills by name after `after`, with their file lists, in one read."""
        with self.keeper.store.read() as conn:
            views = repo.list_visible(conn, self.caller.viewer(conn), after=after, limit=limit)
            files = repo.files_by_revision(conn, [v.revision_id for v in views])
        return [repo.with_files(v, files[v.revision_id]) for v in views]

    def tenants_seen(self) -> frozenset[int]:
        """Tenants whose changes can alter what this caller sees (its own and its publishers)."""
        with self.keeper.store.read() as conn:
            return self.caller.tenants_seen(conn)

    def installable(self) -> tuple[builtins.list[Entry], str]:
        """What a node of this caller may install (no content) and its ETag, cached per catalog version."""
        with self.keeper.store.read() as conn:
            return current(conn, self.caller.viewer(conn), self.keeper.caches.installable)

    def installable_contents(self, revision_ids: builtins.list[int]) -> Contents:
        """SKILL.md and bundled files of listed revisions, in one short read (a gone revision is absent)."""
        with self.keeper.store.read() as conn:
            return skill_mds(conn, revision_ids), bundles_by_revision(conn, revision_ids)

    def search(
        self,
        query: str,
        *,
        limit: int = 10,
        tag: str | None = None,
        kind: str | None = None,
        ranker: str | None = None,
    ) -> builtins.list[SearchHit]:
        """Visible skills matching `query`, best first; raises InvalidSkill for an unknown ranker."""
        # Lazy: search pulls in numpy and the rankers (~0.1 s), which listing and reading never need.
        from skillkeeper.store import search as searching

        chosen = ranker or self.keeper.settings.search_ranker
        wide = limit * 4 if (tag or kind) else limit
        with self.keeper.store.read() as conn:
            hits = searching.search(
                conn, self.caller.viewer(conn), query, wide, ranker=chosen, caches=self.keeper.caches.search
            )
        out = [SearchHit(c, s) for c, s in hits if (not tag or tag in c.tags) and (not kind or c.kind == kind)]
        return out[:limit]

    def serves_own(self, status: str) -> bool:
        """Whether a skill of the caller's own tenant in `status` is served to it, by status and its tenant's gate."""
        # Never by reading the name back: over a row hidden from a writer that would tell the row exists.
        return shows_own(status, self.keeper.tenants.settings(self.caller.own_tenant_id).review_gate)

    def get(self, name: str, *, with_files: bool = True) -> SkillView:
        """The visible skill named `name`; raises NotFound."""
        with self.keeper.store.read() as conn:
            view = repo.find_visible(conn, self.caller.viewer(conn), name, with_files=with_files)
        if view is None:
            raise missing(name)
        return view

    def open_file(
        self, name: str, path: str, *, with_files: bool = False, flows_only: bool = False
    ) -> tuple[SkillView, SkillFile | None]:
        """The visible skill and one of its files (SKILL.md included), or None for the file; raises NotFound.

        With `flows_only`, the file is read only when the skill is a flow template.
        """
        with self.keeper.store.read() as conn:
            view = repo.find_visible(conn, self.caller.viewer(conn), name, with_files=with_files)
            if view is None:
                raise missing(name)
            if flows_only and view.kind != "flow_template":
                return view, None
            if path == SKILL_FILE:
                return view, SkillFile(SKILL_FILE, view.skill_md.encode("utf-8"))
            return view, repo.read_file(conn, view.revision_id, path)

    def edit_bundle(self, name: str, sent: builtins.list[SkillFile] | None) -> builtins.list[SkillFile]:
        """The bundle an update of the visible skill `name` stores (edited_files); raises NotFound."""
        return edited_files(sent, lambda: self._bundle(name))

    def _bundle(self, name: str) -> builtins.list[SkillFile]:
        """The bundled files (SKILL.md aside) of the revision of `name` this caller reads; raises NotFound."""
        with self.keeper.store.read() as conn:
            view = repo.find_visible(conn, self.caller.viewer(conn), name, with_files=False)
            if view is None:
                raise missing(name)
            return repo.bundle(conn, view.revision_id)

    def read_file(self, name: str, path: str) -> SkillFile | None:
        """One file of a visible skill (SKILL.md included), or None; raises NotFound for the skill."""
        return self.open_file(name, path)[1]

    def flow(self, name: str) -> tuple[SkillView, FlowTemplate]:
        """A visible flow template and its parsed flow.yaml; raises NotFound, InvalidSkill."""
        from skillkeeper.skill.flow import parse_flow

        view, found = self.open_file(name, FLOW_FILE, with_files=True)
        if view.kind != "flow_template":
            raise InvalidInput(f"skill {name!r} is a knowledge skill, not a flow template")
        if found is None:
            raise InvalidSkill("flow.yaml is missing")
        return view, parse_flow(found.data)

    def resolve_flow(self, name: str, values: dict[str, Any]) -> builtins.list[dict[str, Any]]:
        """The steps of a visible flow template with `values` substituted.

        Raises NotFound, InvalidInput (a knowledge skill), InvalidSkill (a broken template) and
        skill.flow.InvalidParameters naming every bad value.
        """
        _, flow = self.flow(name)
        steps: builtins.list[dict[str, Any]] = flow.resolve(values)
        return steps
