"""What a reviewer reads before deciding, as verbs of `keeper.review(actor)`: files, lines, timeline, diffs.

Each verb checks the review scope, opens one read transaction and answers the wire document
of `review/detail.py` (the REST detail routes return it as is). A skill the reviewer's tenant
does not own raises NotFound, whatever exists elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from skillkeeper.access.scopes import REVIEW
from skillkeeper.review import detail
from skillkeeper.review.figures import tenant_figures

if TYPE_CHECKING:
    from skillkeeper.access.actor import Actor
    from skillkeeper.keeper import Keeper

SKILL_MD = detail.SKILL_MD


@dataclass(frozen=True)
class SkillDetail:
    """Everything the detail page shows, read in one snapshot: the files, one file, the timeline, a diff."""

    tree: dict[str, Any]
    view: dict[str, Any]
    timeline: dict[str, Any]
    changes: dict[str, Any]

    @property
    def shown(self) -> str:
        """The path of the file shown (SKILL.md when the asked-for one is not in the revision)."""
        return str(self.view["path"])


class ReviewDetail:
    """The read-only half of `keeper.review(actor)`: a waiting skill in detail."""

    keeper: Keeper
    actor: Actor

    def files(self, name: str, revision: str | None = None) -> dict[str, Any]:
        """A revision's files with findings per file; raises Forbidden, NotFound, InvalidInput (no such revision)."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return detail.file_tree(conn, self.actor.tenant_id, name, revision)

    def file(self, name: str, path: str, revision: str | None = None) -> dict[str, Any]:
        """One file as numbered lines with its findings; raises Forbidden, NotFound, NoSuchFile, InvalidInput."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return detail.file_view(conn, self.actor.tenant_id, name, path, revision)

    def timeline(self, name: str) -> dict[str, Any]:
        """Revisions, decisions and the actions allowed now, oldest event first; raises Forbidden, NotFound."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return detail.history(conn, self.actor.tenant_id, name)

    def diff(self, name: str, from_ref: str | None = None, to_ref: str | None = None) -> dict[str, Any]:
        """Per-file unified diffs between two revisions; raises Forbidden, NotFound, InvalidInput."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return detail.diff(conn, self.actor.tenant_id, name, from_ref, to_ref)

    def detail(
        self,
        name: str,
        path: str = SKILL_MD,
        revision: str | None = None,
        from_ref: str | None = None,
        to_ref: str | None = None,
    ) -> SkillDetail:
        """The detail page's reads in one snapshot; a path not in the revision shows SKILL.md.

        Raises Forbidden, NotFound, InvalidInput (a revision the skill does not have).
        """
        self.actor.require(REVIEW)
        tid = self.actor.tenant_id
        with self.keeper.store.read() as conn:
            tree = detail.file_tree(conn, tid, name, revision)
            shown = path if any(f["path"] == path for f in tree["files"]) else SKILL_MD
            return SkillDetail(
                tree,
                detail.file_view(conn, tid, name, shown, revision),
                detail.history(conn, tid, name),
                detail.diff(conn, tid, name, from_ref, to_ref),
            )

    def figures(self, *, days: int = 30) -> dict[str, Any]:
        """The tenant's inbox figures: depth per status, decision count, median and p90 wait over `days`."""
        self.actor.require(REVIEW)
        with self.keeper.store.read() as conn:
            return tenant_figures(conn, self.actor.tenant_id, days=days)


__all__ = ["ReviewDetail", "SkillDetail"]
