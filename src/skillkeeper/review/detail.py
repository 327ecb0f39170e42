"""What a reviewer reads before deciding: a revision's files and lines, the skill's history, diffs between revisions.

Every function is scoped to one tenant and answers `NotFound` for a name that tenant does not
own, whatever exists elsewhere. Content is returned as text to be escaped by whoever shows it;
binary files are described (size, digest), never decoded.
"""

from __future__ import annotations

import difflib
import unicodedata
from typing import Any

from sqlalchemy import Connection, RowMapping, select

from skillkeeper.errors import InvalidInput, NotFound
from skillkeeper.review.notes import event_note
from skillkeeper.review.states import TRANSITIONS, standings
from skillkeeper.skill.model import BundleFile
from skillkeeper.store import skills as repo
from skillkeeper.store.audit import events_for
from skillkeeper.store.clock import iso
from skillkeeper.store.schema import revisions

SKILL_MD = "SKILL.md"
MAX_DIFF_CHARS = 256 * 1024  # per answer: a reviewer reads the rest file by file
MAX_REF = 80
# Audit actions that are a reviewer's decision (writes and deletes are the author's doing).
DECISIONS = frozenset({"approve", "reject", "quarantine", "release", "defer", "deprecate", "submit", "acknowledge"})


_KEPT_CONTROLS = frozenset("\n\r\t ")


def hidden_char(ch: str) -> bool:
    """Characters a reader cannot see or tell from a space: controls (zero-width, bidi, tags), U+034F, NBSP and kin."""
    if ch in _KEPT_CONTROLS:
        return False
    return unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cn", "Zs", "Zl", "Zp") or ch == "\u034f"


def visible(text: str) -> str:
    """`text` with each invisible character written as `<U+XXXX>` (for terminals and plain text)."""
    return "".join(f"<U+{ord(ch):04X}>" if hidden_char(ch) else ch for ch in text)


class NoSuchFile(NotFound):
    """The skill exists (for this reviewer) but the revision has no such file."""


def _missing(name: str) -> NotFound:
    return NotFound(f"skill {name!r} not found")


def _skill(conn: Connection, tenant_id: int, name: str) -> RowMapping:
    row = repo.skill_row(conn, tenant_id, name) if 0 < len(name) <= 64 else None
    if row is None or row["head_revision_id"] is None:
        raise _missing(name)
    return row


def _revisions(conn: Connection, skill_id: int) -> list[RowMapping]:
    cols = [c for c in revisions.c if c.name not in ("skill_md", "body", "summary", "description", "frontmatter")]
    query = select(*cols).where(revisions.c.skill_id == skill_id).order_by(revisions.c.number)
    return list(conn.execute(query).mappings().all())


def _pick(revs: list[RowMapping], ref: str | None, default_id: int) -> RowMapping:
    """The revision `ref` names (a content hash, a number or `rN`), else the one with `default_id`.

    Raises InvalidInput when `ref` names no revision of the skill.
    """
    if not ref:
        return next(r for r in revs if r["id"] == default_id)
    ref = ref.strip()[:MAX_REF]
    number = ref[1:] if ref[:1] in ("r", "R") else ref
    if number.isdigit():
        found = [r for r in revs if r["number"] == int(number)]
    else:
        full = ref if ref.startswith("sha256:") else f"sha256:{ref}"
        found = [r for r in revs if r["content_hash"] == full]
        stem = full.removesuffix("...")
        if not found and len(stem) >= len("sha256:") + 8:  # a hash as printed, cut short
            found = [r for r in revs if r["content_hash"].startswith(stem)]
            if len({r["content_hash"] for r in found}) > 1:
                found = []
    if not found:
        raise InvalidInput(f"no revision {ref!r} of this skill; it has {_listed(revs)}")
    return found[-1]  # the same content written twice: the newest


def _listed(revs: list[RowMapping], most: int = 8) -> str:
    """The revisions there are, newest last: `r1 (sha256:1234abcd...)`, the newest `most` of them."""
    shown = [f"r{r['number']} ({str(r['content_hash'])[:15]}...)" for r in revs[-most:]]
    more = f"{len(revs) - most} older and " if len(revs) > most else ""
    return f"revisions {more}{', '.join(shown)}; pass a number (r2) or a content hash"


def _ref(rev: RowMapping | None) -> dict[str, Any] | None:
    if rev is None:
        return None
    return {"revision": rev["number"], "content_hash": rev["content_hash"]}


def _files(conn: Connection, rev_id: int) -> dict[str, BundleFile]:
    md = repo.revision_row(conn, rev_id)
    assert md is not None
    files = {SKILL_MD: BundleFile(SKILL_MD, md["skill_md"].encode("utf-8"))}
    files.update({f.path: f for f in repo.bundle(conn, rev_id)})
    return files


def _findings(rev: RowMapping) -> list[dict[str, Any]]:
    return list((rev["scan"] or {}).get("findings", []))


def _in_file(findings: list[dict[str, Any]], path: str) -> list[dict[str, Any]]:
    return [f for f in findings if ((f.get("location") or {}).get("file") or SKILL_MD) == path]


def lines_of(text: str) -> list[str]:
    """Lines as the scanner counts them (split on LF only, so finding line numbers match)."""
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    return lines[:-1] if lines and lines[-1] == "" and len(lines) > 1 else lines


def last_approved(conn: Connection, row: RowMapping, revs: list[RowMapping]) -> RowMapping | None:
    """The newest revision a reviewer approved before the waiting one (None if none was)."""
    head_id = row["head_revision_id"]
    if row["active_revision_id"] is not None and row["active_revision_id"] != head_id:
        return next((r for r in revs if r["id"] == row["active_revision_id"]), None)
    approved = {e["revision_id"] for e in events_for(conn, row["tenant_id"], row["name"]) if e["action"] == "approve"}
    earlier = [r for r in revs if r["id"] in approved and r["id"] != head_id]
    return earlier[-1] if earlier else None


def file_tree(conn: Connection, tenant_id: int, name: str, revision: str | None = None) -> dict[str, Any]:
    """A revision's files (SKILL.md first) with size, digest, text or binary, and findings per file.

    Raises NotFound (not this tenant's skill) or InvalidInput (no such revision).
    """
    row = _skill(conn, tenant_id, name)
    revs = _revisions(conn, row["id"])
    rev = _pick(revs, revision, row["head_revision_id"])
    findings = _findings(rev)
    files = []
    for f in _files(conn, rev["id"]).values():
        files.append(
            {
                "path": f.path,
                "size": f.size,
                "sha256": f.sha256,
                "executable": f.executable,
                "text": f.text() is not None,
                "findings": len(_in_file(findings, f.path)),
            }
        )
    files.sort(key=lambda f: (f["path"] != SKILL_MD, f["path"]))
    return {
        "name": row["name"],
        "status": row["status"],
        "revision": rev["number"],
        "content_hash": rev["content_hash"],
        "verdict": rev["verdict"],
        "head": rev["id"] == row["head_revision_id"],
        "files": files,
        "findings": findings,
    }


def file_view(conn: Connection, tenant_id: int, name: str, path: str, revision: str | None = None) -> dict[str, Any]:
    """One file of a revision as numbered lines plus the findings in it; a binary file has no lines.

    Raises NotFound (no such skill), NoSuchFile (not in the revision) or InvalidInput (no such revision).
    """
    row = _skill(conn, tenant_id, name)
    revs = _revisions(conn, row["id"])
    rev = _pick(revs, revision, row["head_revision_id"])
    f = _files(conn, rev["id"]).get(path)
    if f is None:
        raise NoSuchFile(f"no file {path[:200]!r} in revision {rev['number']} of {name!r}; list its files first")
    text = f.text()
    return {
        "name": row["name"],
        "revision": rev["number"],
        "content_hash": rev["content_hash"],
        "path": f.path,
        "size": f.size,
        "sha256": f.sha256,
        "executable": f.executable,
        "text": text is not None,
        "lines": lines_of(text) if text is not None else None,
        "findings": _in_file(_findings(rev), f.path),
    }


def history(conn: Connection, tenant_id: int, name: str) -> dict[str, Any]:
    """The skill's revisions (hash, author, when, verdict, review state) and every audit event, oldest first.

    Raises NotFound.
    """
    row = _skill(conn, tenant_id, name)
    revs = _revisions(conn, row["id"])
    by_id = {r["id"]: r for r in revs}
    events = []
    for e in events_for(conn, tenant_id, row["name"]):
        rev = by_id.get(e["revision_id"]) if e["revision_id"] is not None else None
        events.append(
            {
                "at": e["at"],
                "action": e["action"],
                "decision": e["action"] in DECISIONS,
                "actor": e["actor"],
                "from_status": e["from_status"],
                "to_status": e["to_status"],
                "reason": e["reason"],
                "note": event_note(e),
                "revision": rev["number"] if rev is not None else None,
                "content_hash": rev["content_hash"] if rev is not None else None,
            }
        )
    head = by_id[row["head_revision_id"]]
    where = standings(row, head["review_state"])
    return {
        "name": row["name"],
        "status": row["status"],
        "standing": where[0].value,
        # What the transition table allows on the waiting revision now (the lifecycle still decides).
        "actions": [a.value for a in dict.fromkeys(t.action for t in TRANSITIONS if t.source in where)],
        "deferred": bool(row["deferred"]),
        "head": _ref(head),
        "active": _ref(by_id.get(row["active_revision_id"])),
        "last_approved": _ref(last_approved(conn, row, revs)),
        "revisions": [
            {
                "revision": r["number"],
                "content_hash": r["content_hash"],
                "author": r["author"],
                "source": r["source"],
                "created_at": iso(r["created_at"]),
                "verdict": r["verdict"],
                "review_state": r["review_state"],
                "findings": len(_findings(r)),
            }
            for r in reversed(revs)
        ],
        "events": events,
    }


def _file_diff(path: str, old: BundleFile | None, new: BundleFile | None, labels: tuple[str, str]) -> dict[str, Any]:
    change = "added" if old is None else "removed" if new is None else "modified"
    old_text = "" if old is None else old.text()
    new_text = "" if new is None else new.text()
    out: dict[str, Any] = {
        "path": path,
        "change": change,
        "old_sha256": old.sha256 if old else None,
        "new_sha256": new.sha256 if new else None,
    }
    if old_text is None or new_text is None:
        return {**out, "binary": True, "diff": ""}
    diff = difflib.unified_diff(
        old_text.splitlines(keepends=True) if old_text else [],
        new_text.splitlines(keepends=True) if new_text else [],
        fromfile="/dev/null" if old is None else f"a/{path} ({labels[0]})",
        tofile="/dev/null" if new is None else f"b/{path} ({labels[1]})",
    )
    text = "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in diff)
    return {**out, "binary": False, "diff": text}


def diff(
    conn: Connection, tenant_id: int, name: str, from_ref: str | None = None, to_ref: str | None = None
) -> dict[str, Any]:
    """Per-file unified diffs from one revision to another (default: the head against the revision before it).

    Raises NotFound or InvalidInput (a revision the skill does not have).
    """
    row = _skill(conn, tenant_id, name)
    revs = _revisions(conn, row["id"])
    new = _pick(revs, to_ref, row["head_revision_id"])
    if from_ref:
        old: RowMapping | None = _pick(revs, from_ref, row["head_revision_id"])
    else:
        before = [r for r in revs if r["number"] < new["number"]]
        old = before[-1] if before else None
    old_files = _files(conn, old["id"]) if old is not None else {}
    new_files = _files(conn, new["id"])
    labels = (f"revision {old['number']}" if old is not None else "nothing", f"revision {new['number']}")
    files, budget, truncated = [], MAX_DIFF_CHARS, False
    for path in sorted(set(old_files) | set(new_files), key=lambda p: (p != SKILL_MD, p)):
        a, b = old_files.get(path), new_files.get(path)
        if a is not None and b is not None and a.sha256 == b.sha256:
            continue
        entry = _file_diff(path, a, b, labels)
        if len(entry["diff"]) > budget:
            entry["diff"], entry["truncated"], truncated = entry["diff"][:budget], True, True
        else:
            entry["truncated"] = False
        budget -= len(entry["diff"])
        files.append(entry)
    return {
        "name": row["name"],
        "from": _ref(old),
        "to": _ref(new),
        "files": files,
        "truncated": truncated,
    }


__all__ = [
    "NoSuchFile",
    "diff",
    "file_tree",
    "file_view",
    "hidden_char",
    "history",
    "last_approved",
    "lines_of",
    "visible",
]
