"""What the MCP tools do, as plain synchronous functions over the Keeper's verbs.

Every read goes through `keeper.catalog(caller)` (the one visibility gate). A skill that is hidden,
foreign or missing gives the same `ToolError`, byte for byte apart from the requested name.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from skillkeeper.errors import (
    Conflict,
    Forbidden,
    InvalidInput,
    InvalidSkill,
    NotFound,
    Refused,
    SkillkeeperError,
    Unavailable,
)
from skillkeeper.rank.text import shared_words
from skillkeeper.skill.flow import InvalidParameters, parse_flow
from skillkeeper.skill.model import FLOW_FILE, BundleFile, FileInfo
from skillkeeper.store.cursor import skills_after, skills_cursor

if TYPE_CHECKING:  # the server's store and Keeper: `mcp --node` serves without them
    from skillkeeper.keeper.catalog import Catalog
    from skillkeeper.keeper.records import SkillCard, SkillView

PAGE_SIZE = 50
MAX_FILE_BYTES = 1024 * 1024
SKILL_FILE = "SKILL.md"
# How many of a skill's file paths a read_skill_file not-found answer names.
LISTED_IN_ERROR = 20
# Card fields get_skill leaves out: the summary is derived from SKILL.md (in `content`). The description and
# content_hash stay: they are how a caller names and pins what it loaded (ARCHITECTURE), on every surface.
CONTENT_SAYS = frozenset({"summary"})


# (offset, length) of the part of a bundled file read_skill_file returns; length None: to the end.
Part = tuple[int, int | None]

UNAVAILABLE_TEXT = "unavailable: the catalog cannot be read right now; try again shortly"


class ToolError(Exception):
    """A semantic tool failure: returned to the agent as an isError result, never a stack trace."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def not_found(name: str) -> ToolError:
    """The one not-found answer; identical for hidden, foreign and missing skills."""
    return ToolError(
        "not_found",
        f"not found: no skill named {json.dumps(name)} is available to you; "
        "use search_skills or list_skills to find one",
    )


def not_found_to_update(name: str) -> ToolError:
    """update_skill's not-found answer (identical for hidden, foreign and missing), naming the tool that resubmits."""
    # An agent's own staged or quarantined skill is hidden from it, so update_skill cannot reach it.
    return ToolError(
        "not_found",
        f"not found: no skill named {json.dumps(name)} is available to you to update; update_skill edits a "
        "skill you can read: to resubmit one waiting for review or quarantined, or to write a new one, call "
        "create_skill with its whole SKILL.md",
    )


def no_file(name: str, path: str, listed: list[str]) -> ToolError:
    """The answer for a file a visible skill does not have, naming the files it does have."""
    shown = ", ".join(json.dumps(p) for p in listed[:LISTED_IN_ERROR])
    more = " and more" if len(listed) > LISTED_IN_ERROR else ""
    files = f"its files are {shown}{more}" if shown else "get_skill lists its files"
    return ToolError("not_found", f"not found: skill {json.dumps(name)} has no file {json.dumps(path)}; {files}")


def invalid(message: str) -> ToolError:
    return ToolError("invalid_parameters", f"invalid parameters: {message}")


def skill_uri(name: str, path: str = SKILL_FILE) -> str:
    return f"skill://{name}/{path}"


def card(view: SkillCard) -> dict[str, Any]:
    """The listing shape (SkillCard.card, minus fields that may be null)."""
    return {k: v for k, v in view.card().items() if v is not None and k != "updated_at"}


def lean(entry: dict[str, Any]) -> dict[str, Any]:
    """A card as list_skills and search_skills show it: nothing said twice, so a page costs less context.

    content_hash repeats version; a summary the description already holds adds nothing.
    """
    out = dict(entry)
    if out.get("content_hash") == out.get("version"):
        out.pop("content_hash", None)
    if str(out.get("summary", "")) in str(out.get("description", "")):
        out.pop("summary", None)
    return out


def search_hit(entry: dict[str, Any], score: float, query: str) -> dict[str, Any]:
    """One search_skills result: the lean card, its score, and which query words its name or description holds."""
    said = " ".join([str(entry.get("name", "")), str(entry.get("description", "")), *map(str, entry.get("tags", []))])
    return {**lean(entry), "score": round(score, 6), "matched": shared_words(query, said)}


def encode_cursor(after: str) -> str:
    """The cursor of a page ending with the skill named `after` (the one codec, store.cursor)."""
    return skills_cursor(after)


def decode_cursor(cursor: str | None) -> str | None:
    """The name a page starts after; raises ToolError for a cursor we did not hand out."""
    try:
        return skills_after(cursor)
    except InvalidInput as exc:
        raise invalid(exc.message) from None


def list_skills(catalog: Catalog, cursor: str | None, tag: str | None) -> dict[str, Any]:
    try:
        page = catalog.list(cursor=cursor, limit=PAGE_SIZE, tag=tag or None)
    except InvalidInput as exc:
        raise invalid(exc.message) from None
    return list_answer([lean(card(v)) for v in page.items], page.next_cursor, tag, cursor)


def list_answer(
    skills: list[dict[str, Any]], next_cursor: str | None, tag: str | None, cursor: str | None = None
) -> dict[str, Any]:
    """list_skills' answer; an empty one says why in `next`, so an agent does not take a tag miss for no catalog."""
    out: dict[str, Any] = {"skills": skills}
    if next_cursor is not None:
        out["next_cursor"] = next_cursor
    if not skills and cursor:
        out["next"] = "no more skills after this cursor; call list_skills without cursor to start over"
    elif not skills:
        out["next"] = (
            f"no skill you can see carries the tag {json.dumps(tag)}; call list_skills without tag to see them all"
            if tag
            else "no skills are available to you here; go ahead without one"
        )
    return out


def search_skills(catalog: Catalog, query: str, limit: int) -> dict[str, Any]:
    if not query.strip():
        raise invalid("query is empty; describe the task in a few words")
    hits = catalog.search(query, limit=max(1, min(limit, 50)))
    return search_answer(query, [search_hit(card(h.card), h.score, query) for h in hits])


# What an agent does when search_skills finds nothing, or nothing that names its words (the server's and the node's).
NOTHING_FOUND = (
    "no skill matches; try other words for the task (what you are doing, not an error text), browse with "
    "list_skills, or go ahead without a skill"
)
ONLY_BODY_MATCHES = (
    "weak matches: none names your words in its name or description; use one only if its description fits the task"
)


def search_answer(query: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """search_skills' answer; a `next` line says so when nothing, or nothing strong, was found."""
    out: dict[str, Any] = {"query": query, "results": results}
    if not results:
        out["next"] = NOTHING_FOUND
    elif not any(r.get("matched") for r in results):
        out["next"] = ONLY_BODY_MATCHES
    return out


def _open(
    catalog: Catalog, name: str, path: str, *, with_files: bool = False, flows_only: bool = False
) -> tuple[SkillView, BundleFile | None]:
    try:
        return catalog.open_file(name, path, with_files=with_files, flows_only=flows_only)
    except NotFound:
        raise not_found(name) from None


def get_skill(catalog: Catalog, name: str) -> dict[str, Any]:
    view, flow_file = _open(catalog, name, FLOW_FILE, with_files=True, flows_only=True)
    out = loaded(card(view), view.skill_md, file_entries(view.name, view.files))
    if view.kind == "flow_template":
        out.update(flow_fields(flow_file))
    return out


def loaded(entry: dict[str, Any], skill_md: str, files: list[dict[str, Any]]) -> dict[str, Any]:
    """get_skill's answer: the card (its name, description and content_hash kept), SKILL.md as stored, its files.

    The front matter opens `content`, so its parsed copy and the derived summary are left out.
    """
    said = {k: v for k, v in entry.items() if k not in CONTENT_SAYS}
    return {**said, "content": skill_md, "files": files}


def file_entries(name: str, files: Iterable[FileInfo]) -> list[dict[str, Any]]:
    """get_skill's files: path, size, digest and resource URI of each file of skill `name`."""
    return [{"path": f.path, "size": f.size, "digest": f.digest, "uri": skill_uri(name, f.path)} for f in files]


def flow_fields(flow_file: BundleFile | None) -> dict[str, Any]:
    """get_skill's `flow` of a flow template, or its `flow_error` when flow.yaml is missing or unreadable."""
    try:
        if flow_file is None:
            raise InvalidSkill("flow.yaml is missing")
        return {"flow": parse_flow(flow_file.data).to_dict()}
    except InvalidSkill as exc:
        return {"flow_error": exc.message}


def read_skill_file(catalog: Catalog, name: str, path: str, part: Part = (0, None)) -> dict[str, Any]:
    view, found = _open(catalog, name, path, with_files=True)
    listed = [SKILL_FILE, *(f.path for f in view.files)]
    meant = listed_path(path, view.name, listed)
    if found is None and meant is not None:
        view, found = _open(catalog, name, meant)
        path = meant
    return file_answer(view.name, path, found, listed, part)


def part_of(args: dict[str, Any]) -> Part:
    """The (offset, length) read_skill_file's arguments ask for; length None: the whole rest."""
    length = args.get("length")
    return int(args.get("offset", 0)), None if length is None else int(length)


def listed_path(asked: str, name: str, listed: list[str]) -> str | None:
    """The listed path an agent meant when it wrote one as a SKILL.md does ('./x', '/x', 'skills/NAME/x')."""
    path = asked.replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    path = path.lstrip("/")
    at = path.rfind(f"{name}/")
    if at == 0 or (at > 0 and path[at - 1] == "/"):
        path = path[at + len(name) + 1 :]
    return path if path != asked and path in listed else None


def file_answer(
    name: str, path: str, f: BundleFile | None, listed: list[str] | None = None, part: Part = (0, None)
) -> dict[str, Any]:
    """The read_skill_file result for a found file (or the `part` of it asked for); raises ToolError
    when missing, when the offset is past its end, or when more than MAX_FILE_BYTES would come back.

    `listed` are the skill's file paths, named in the not-found answer so the next call can be right.
    """
    if f is None:
        raise no_file(name, path, listed or [])
    offset, length = part
    if offset > f.size or (offset == f.size and f.size > 0):
        raise invalid(f"offset {offset} is past the end of {json.dumps(path)} ({f.size} bytes)")
    end = f.size if length is None else min(f.size, offset + length)
    if end - offset > MAX_FILE_BYTES:
        raise ToolError(
            "too_large",
            f"file {json.dumps(path)} is {f.size} bytes, over the {MAX_FILE_BYTES} byte cap of one answer; "
            f"read it in parts with offset and length (next_offset says where each part ends)",
        )
    text = f.text()
    if text is not None and (offset or end < f.size):
        # Whole characters only: a part never starts or ends inside a UTF-8 sequence.
        offset, end = _char_start(f.data, offset), _char_start(f.data, end)
        while end <= offset or (end < f.size and f.data[end] & 0xC0 == 0x80):  # at least one whole character
            end += 1
    data = f.data[offset:end]
    encoding, content = (
        ("utf-8", data.decode("utf-8")) if text is not None else ("base64", base64.b64encode(data).decode())
    )
    out = {"name": name, "path": path, "size": f.size, "digest": f.digest, "encoding": encoding, "content": content}
    if offset or end < f.size:
        out["offset"] = offset
    if end < f.size:
        out["next_offset"] = end
    return out


def _char_start(data: bytes, at: int) -> int:
    """`at`, moved back to the start of the UTF-8 character it falls inside."""
    while 0 < at < len(data) and data[at] & 0xC0 == 0x80:
        at -= 1
    return at


def resolve_flow(catalog: Catalog, name: str, values: Any) -> dict[str, Any]:
    if not isinstance(values, dict):
        raise invalid("parameters must be an object of parameter values by name")
    view, flow = _open(catalog, name, FLOW_FILE, flows_only=True)
    return resolve_steps(view.name, view.kind, view.content_hash, flow, values)


def resolve_steps(name: str, kind: str, version: str, flow: BundleFile | None, values: Any) -> dict[str, Any]:
    """The resolve_flow_template result; raises ToolError naming every bad parameter."""
    if not isinstance(values, dict):
        raise invalid("parameters must be an object of parameter values by name")
    if kind != "flow_template":
        raise invalid(f"skill {json.dumps(name)} is a knowledge skill, not a flow template; read it with get_skill")
    try:
        if flow is None:
            raise InvalidSkill("flow.yaml is missing")
        steps = parse_flow(flow.data).resolve(values)
    except InvalidParameters as exc:
        detail = "; ".join(f"{p['parameter']}: {p['problem']}" for p in exc.problems)
        raise invalid(detail + " (nothing was resolved; fix every parameter listed and call again)") from None
    except InvalidSkill as exc:
        raise ToolError("invalid_template", f"this flow template cannot be resolved: {exc.message}") from None
    return {"name": name, "version": version, "steps": steps}


def semantic(exc: SkillkeeperError) -> ToolError:
    """A domain error as the tool error an agent reads."""
    if isinstance(exc, InvalidSkill):
        return ToolError("invalid_skill", f"invalid skill: {exc.message}")
    if isinstance(exc, InvalidInput):
        return invalid(exc.message)
    if isinstance(exc, Refused):
        return ToolError("refused", exc.message)
    if isinstance(exc, Forbidden):
        return ToolError("forbidden", f"forbidden: {exc.message}")
    if isinstance(exc, Conflict):
        return ToolError("conflict", f"conflict: {exc.message}")
    if isinstance(exc, Unavailable):
        return ToolError("unavailable", UNAVAILABLE_TEXT)
    return ToolError(exc.code, exc.message)
