"""Skill files as MCP resources (`skill://<name>/<path>`) and the Skills extension (SEP-2640).

`skills/list` and `skills/get` return entries `{uri, frontmatter, resources: [{uri, digest, size}]}`
where `uri` is the skill's own `skill://<name>/SKILL.md`; every file reads back through
`resources/read` with exactly the advertised bytes. Same gate as the tools.
"""

from __future__ import annotations

import hashlib
import mimetypes
from typing import Any
from urllib.parse import quote, unquote

from sqlalchemy import Connection, select

from skillkeeper.access.callers import Caller
from skillkeeper.deliver.mcp.catalog import SKILL_FILE, decode_cursor, encode_cursor
from skillkeeper.store.schema import revision_files
from skillkeeper.store.skills import FileInfo, SkillView, find_visible, list_visible, read_file

EXTENSION_ID = "io.modelcontextprotocol/skills"
SCHEME = "skill://"
SKILLS_PAGE = 50
TEMPLATES = (
    {"uriTemplate": "skill://{name}/SKILL.md", "name": "skill-md", "title": "A skill's SKILL.md",
     "mimeType": "text/markdown"},
    {"uriTemplate": "skill://{name}/{+path}", "name": "skill-file", "title": "A file bundled with a skill"},
)


class ResourceMissing(Exception):
    """The resource is not there for this caller (hidden, foreign, missing, or not a skill URI)."""

    def __init__(self, uri: str) -> None:
        super().__init__(f"resource not found: {uri}")
        self.uri = uri


def file_uri(name: str, path: str) -> str:
    return SCHEME + name + "/" + quote(path, safe="/")


def parse_uri(uri: str) -> tuple[str, str]:
    """(skill name, file path) of a skill:// URI; raises ResourceMissing for anything else."""
    if not uri.startswith(SCHEME):
        raise ResourceMissing(uri)
    name, sep, path = uri[len(SCHEME):].partition("/")
    if not name or not sep or not path:
        raise ResourceMissing(uri)
    return name, unquote(path)


def mime_of(path: str) -> str:
    if path.endswith(".md"):
        return "text/markdown"
    if path.endswith((".yaml", ".yml")):
        return "application/yaml"
    return mimetypes.guess_type(path)[0] or "application/octet-stream"


def _skill_md_info(view: SkillView) -> FileInfo:
    data = view.skill_md.encode("utf-8")
    return FileInfo(SKILL_FILE, len(data), hashlib.sha256(data).hexdigest())


def _files_by_revision(conn: Connection, revision_ids: list[int]) -> dict[int, list[FileInfo]]:
    out: dict[int, list[FileInfo]] = {rid: [] for rid in revision_ids}
    if not revision_ids:
        return out
    rows = conn.execute(
        select(revision_files.c.revision_id, revision_files.c.path, revision_files.c.size,
               revision_files.c.sha256, revision_files.c.executable)
        .where(revision_files.c.revision_id.in_(revision_ids))
        .order_by(revision_files.c.revision_id, revision_files.c.path)
    ).all()
    for r in rows:
        out[r.revision_id].append(FileInfo(r.path, r.size, r.sha256, r.executable))
    return out


def _page(conn: Connection, caller: Caller, cursor: str | None) -> tuple[list[tuple[SkillView, list[FileInfo]]],
                                                                          str | None]:
    views = list_visible(conn, caller.viewer(conn), after=decode_resource_cursor(cursor), limit=SKILLS_PAGE + 1)
    page = views[:SKILLS_PAGE]
    files = _files_by_revision(conn, [v.revision_id for v in page])
    nxt = encode_cursor(page[-1].name) if len(views) > SKILLS_PAGE else None
    return [(v, [_skill_md_info(v), *files[v.revision_id]]) for v in page], nxt


def decode_resource_cursor(cursor: str | None) -> str | None:
    """Like the tool cursor, but a bad one is a protocol error (raised as ValueError)."""
    from skillkeeper.deliver.mcp.catalog import ToolError

    try:
        return decode_cursor(cursor)
    except ToolError as exc:
        raise ValueError(exc.message) from None


def list_resources(conn: Connection, caller: Caller, cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """One page of resources: every file of a page of visible skills."""
    page, nxt = _page(conn, caller, cursor)
    out = [
        {"uri": file_uri(v.name, f.path), "name": f"{v.name}/{f.path}", "mimeType": mime_of(f.path),
         "size": f.size, **({"description": v.description} if f.path == SKILL_FILE else {})}
        for v, infos in page for f in infos
    ]
    return out, nxt


def read_resource(conn: Connection, caller: Caller, uri: str) -> tuple[bytes, str]:
    """(bytes, mime type) of one skill file; raises ResourceMissing."""
    name, path = parse_uri(uri)
    view = find_visible(conn, caller.viewer(conn), name, with_files=False)
    if view is None:
        raise ResourceMissing(uri)
    if path == SKILL_FILE:
        return view.skill_md.encode("utf-8"), "text/markdown"
    f = read_file(conn, view.revision_id, path)
    if f is None:
        raise ResourceMissing(uri)
    return f.data, mime_of(path)


def _entry(view: SkillView, infos: list[FileInfo]) -> dict[str, Any]:
    return {
        "uri": file_uri(view.name, SKILL_FILE),
        "frontmatter": view.frontmatter,
        "resources": [{"uri": file_uri(view.name, f.path), "digest": f.digest, "size": f.size} for f in infos],
    }


def skills_list(conn: Connection, caller: Caller, cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """One page of Skills-extension entries."""
    page, nxt = _page(conn, caller, cursor)
    return [_entry(v, infos) for v, infos in page], nxt


def skills_get(conn: Connection, caller: Caller, uri: str) -> dict[str, Any]:
    """The entry for the skill at `uri` (its SKILL.md URI, or any of its files); raises ResourceMissing."""
    name, _ = parse_uri(uri)
    view = find_visible(conn, caller.viewer(conn), name, with_files=True)
    if view is None:
        raise ResourceMissing(uri)
    return _entry(view, [_skill_md_info(view), *view.files])
