"""Skill files as MCP resources (`skill://<name>/<path>`) and the Skills extension (SEP-2640).

`skills/list` and `skills/get` return entries `{uri, frontmatter, resources: [{uri, digest, size}]}`
where `uri` is the skill's own `skill://<name>/SKILL.md`; every file reads back through
`resources/read` with exactly the advertised bytes. Same gate as the tools.
"""

from __future__ import annotations

import hashlib
import mimetypes
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import quote, unquote

from skillkeeper.deliver.mcp.catalog import (
    SKILL_FILE,
    ToolError,
    decode_cursor,
    encode_cursor,
    no_file,
    not_found,
)
from skillkeeper.errors import NotFound
from skillkeeper.skill.model import FileInfo

if TYPE_CHECKING:  # the server's Keeper: `mcp --node` serves without it
    from skillkeeper.keeper.catalog import Catalog
    from skillkeeper.keeper.records import SkillView

EXTENSION_ID = "io.modelcontextprotocol/skills"
SCHEME = "skill://"
SKILLS_PAGE = 50
TEMPLATES = (
    {
        "uriTemplate": "skill://{name}/SKILL.md",
        "name": "skill-md",
        "title": "A skill's SKILL.md",
        "mimeType": "text/markdown",
    },
    {"uriTemplate": "skill://{name}/{+path}", "name": "skill-file", "title": "A file bundled with a skill"},
)


class ResourceMissing(Exception):
    """The resource is not there for this caller (hidden, foreign, missing, or not a skill URI).

    `files` are the skill's file paths when the skill is visible and only the file is missing.
    """

    def __init__(self, uri: str, files: list[str] | None = None) -> None:
        super().__init__(f"resource not found: {uri}")
        self.uri = uri
        self.files = files


def missing_text(uri: str, files: list[str] | None = None, what: str = "Resource") -> str:
    """The error message of a miss with its next step, worded as the tools word theirs.

    Without `files` it depends on the URI alone, so a hidden or foreign skill reads as a missing one.
    """
    try:
        name, path = parse_uri(uri)
    except ResourceMissing:
        return f"{what} not found: skill resources are named skill://<name>/<path>; resources/list lists them"
    found = not_found(name) if files is None else no_file(name, path, files)
    return f"{what} {found.message}"


def file_uri(name: str, path: str) -> str:
    return SCHEME + name + "/" + quote(path, safe="/")


def parse_uri(uri: str) -> tuple[str, str]:
    """(skill name, file path) of a skill:// URI; raises ResourceMissing for anything else."""
    if not uri.startswith(SCHEME):
        raise ResourceMissing(uri)
    name, sep, path = uri[len(SCHEME) :].partition("/")
    if not name or not sep or not path:
        raise ResourceMissing(uri)
    return name, unquote(path)


def mime_of(path: str) -> str:
    if path.endswith(".md"):
        return "text/markdown"
    if path.endswith((".yaml", ".yml")):
        return "application/yaml"
    return mimetypes.guess_type(path)[0] or "application/octet-stream"


@dataclass(frozen=True)
class SkillFiles:
    """One skill as the resources see it: name, description, front matter, files (SKILL.md first)."""

    name: str
    description: str
    frontmatter: dict[str, Any]
    files: list[FileInfo]


class SkillSource(Protocol):
    """The skills one caller may see, by name: what resources and the Skills extension read."""

    def page(self, after: str | None, limit: int) -> list[SkillFiles]:
        """Skills ordered by name after `after`, at most `limit`, with their files."""
        ...

    def find(self, name: str) -> SkillFiles | None:
        """One skill with its files, or None when the caller may not see it."""
        ...

    def read(self, name: str, path: str) -> bytes | None:
        """One file's bytes (SKILL.md included), or None."""
        ...


def _skill_md_info(view: SkillView) -> FileInfo:
    data = view.skill_md.encode("utf-8")
    return FileInfo(SKILL_FILE, len(data), hashlib.sha256(data).hexdigest())


class StoreSource:
    """The server's catalog as one caller may read it (`keeper.catalog(caller)`, the one gate)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def page(self, after: str | None, limit: int) -> list[SkillFiles]:
        views = self.catalog.page_with_files(after, limit)
        return [SkillFiles(v.name, v.description, v.frontmatter, [_skill_md_info(v), *v.files]) for v in views]

    def find(self, name: str) -> SkillFiles | None:
        try:
            view = self.catalog.get(name)
        except NotFound:
            return None
        return SkillFiles(view.name, view.description, view.frontmatter, [_skill_md_info(view), *view.files])

    def read(self, name: str, path: str) -> bytes | None:
        try:
            found = self.catalog.read_file(name, path)
        except NotFound:
            return None
        return None if found is None else found.data


def _page(source: SkillSource, cursor: str | None) -> tuple[list[SkillFiles], str | None]:
    found = source.page(decode_resource_cursor(cursor), SKILLS_PAGE + 1)
    page = found[:SKILLS_PAGE]
    return page, encode_cursor(page[-1].name) if len(found) > SKILLS_PAGE else None


def decode_resource_cursor(cursor: str | None) -> str | None:
    """Like the tool cursor, but a bad one is a protocol error (raised as ValueError)."""
    try:
        return decode_cursor(cursor)
    except ToolError as exc:
        raise ValueError(exc.message) from None


def list_resources(source: SkillSource, cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """One page of resources: every file of a page of visible skills."""
    page, nxt = _page(source, cursor)
    out = [
        {
            "uri": file_uri(s.name, f.path),
            "name": f"{s.name}/{f.path}",
            "mimeType": mime_of(f.path),
            "size": f.size,
            **({"description": s.description} if f.path == SKILL_FILE else {}),
        }
        for s in page
        for f in s.files
    ]
    return out, nxt


def read_resource(source: SkillSource, uri: str) -> tuple[bytes, str]:
    """(bytes, mime type) of one skill file; raises ResourceMissing."""
    name, path = parse_uri(uri)
    data = source.read(name, path)
    if data is None:
        skill = source.find(name)
        raise ResourceMissing(uri, None if skill is None else [f.path for f in skill.files])
    return data, "text/markdown" if path == SKILL_FILE else mime_of(path)


def _entry(skill: SkillFiles) -> dict[str, Any]:
    return {
        "uri": file_uri(skill.name, SKILL_FILE),
        "frontmatter": skill.frontmatter,
        "resources": [{"uri": file_uri(skill.name, f.path), "digest": f.digest, "size": f.size} for f in skill.files],
    }


def skills_list(source: SkillSource, cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
    """One page of Skills-extension entries."""
    page, nxt = _page(source, cursor)
    return [_entry(s) for s in page], nxt


def skills_get(source: SkillSource, uri: str) -> dict[str, Any]:
    """The entry for the skill at `uri` (its SKILL.md URI, or any of its files); raises ResourceMissing."""
    name, _ = parse_uri(uri)
    found = source.find(name)
    if found is None:
        raise ResourceMissing(uri)
    return _entry(found)
