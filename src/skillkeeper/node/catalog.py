"""The installable payload as checked data: every row either becomes a `CatalogSkill` or is skipped."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from skillkeeper.node.summary import SkippedEntry, clip

# Names, paths and the marker follow the one rule every part of skillkeeper checks.
from skillkeeper.skill.names import MARKER as MARKER
from skillkeeper.skill.names import is_valid_name as is_valid_name
from skillkeeper.skill.names import name_problem, path_problem, tree_problem

SKILL_FILE = "SKILL.md"
MAX_FILES = 512
MAX_SKILL_BYTES = 16 * 1024 * 1024

_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class MalformedPayload(ValueError):
    """The payload as a whole is unusable (not an object, no `skills` list)."""


@dataclass(frozen=True)
class CatalogFile:
    """One file of a catalog skill, already decoded and verified."""

    path: str
    data: bytes
    executable: bool = False


@dataclass(frozen=True)
class CatalogSkill:
    """A catalog row that passed every check and may be written to disk."""

    name: str
    content_hash: str
    files: tuple[CatalogFile, ...]
    # Recorded in the marker: "cloud" or "local" (None: written by an agent without a node catalog).
    origin: str | None = None
    locally_overridden: bool = False


@dataclass(frozen=True)
class Catalog:
    """What should be installed: valid skills, names held back by a bad row, and why rows were skipped."""

    skills: Mapping[str, CatalogSkill]
    skipped: tuple[SkippedEntry, ...] = ()
    # Spec-valid names whose row was malformed: what is on disk for them is kept, not replaced or pruned.
    held: frozenset[str] = frozenset()
    etag: str | None = None
    tenant: str | None = None
    wanted: Mapping[str, str] = field(default_factory=dict)
    # A delta answers a pull that sent `have`: `skills` are only what changed, `remove` what to drop.
    delta: bool = False
    remove: frozenset[str] = frozenset()

    @classmethod
    def of(cls, skills: list[CatalogSkill], **kwargs: Any) -> Catalog:
        """A catalog from already valid skills (tests, benchmarks)."""
        by_name = {s.name: s for s in skills}
        return cls(skills=by_name, wanted={n: s.content_hash for n, s in by_name.items()}, **kwargs)


def check_path(path: object) -> str | None:
    """Why a bundle path is unsafe, or None when it stays inside the skill folder (the shared rule)."""
    problem = path_problem(path)
    return problem[1] if problem else None


def _decode_file(raw: object) -> CatalogFile | str:
    """A verified file, or the reason it was rejected."""
    if not isinstance(raw, dict):
        return "file entry is not an object"
    path = raw.get("path")
    problem = check_path(path)
    if problem:
        return problem
    assert isinstance(path, str)
    content, encoding = raw.get("content"), raw.get("encoding", "utf-8")
    if not isinstance(content, str):
        return f"{path}: content is missing"
    if encoding == "utf-8":
        data = content.encode("utf-8", "surrogatepass")
    elif encoding == "base64":
        try:
            data = base64.b64decode(content, validate=True)
        except (binascii.Error, ValueError):
            return f"{path}: content is not valid base64"
    else:
        return f"{path}: unknown encoding {str(encoding)[:20]!r}"
    size, digest, executable = raw.get("size"), raw.get("sha256"), raw.get("executable", False)
    if not isinstance(size, int) or isinstance(size, bool) or size != len(data):
        return f"{path}: size does not match the catalog"
    if not isinstance(digest, str) or not _HEX64.fullmatch(digest.lower()):
        return f"{path}: sha256 is missing or malformed"
    if hashlib.sha256(data).hexdigest() != digest.lower():
        return f"{path}: sha256 does not match the catalog"
    if not isinstance(executable, bool):
        return f"{path}: executable must be true or false"
    return CatalogFile(path=path, data=data, executable=executable)


def check_skill(row: Mapping[str, Any]) -> CatalogSkill | str:
    """A verified skill from one catalog row (its name already checked), or the reason to skip it."""
    content_hash = row.get("content_hash")
    if (
        not isinstance(content_hash, str)
        or not content_hash
        or len(content_hash) > 256
        or _CONTROL.search(content_hash)
    ):
        return "content_hash is missing or malformed"
    raw_files = row.get("files")
    if not isinstance(raw_files, list) or not raw_files:
        return "files list is missing"
    if len(raw_files) > MAX_FILES:
        return f"more than {MAX_FILES} files"
    files: list[CatalogFile] = []
    total = 0
    for raw in raw_files:
        result = _decode_file(raw)
        if isinstance(result, str):
            return result
        total += len(result.data)
        if total > MAX_SKILL_BYTES:
            return "skill is larger than 16 MiB"
        files.append(result)
    paths = [f.path for f in files]
    tree = tree_problem(paths)
    if tree is not None:
        return tree[1]
    if SKILL_FILE not in paths:
        return "SKILL.md is missing"
    return CatalogSkill(name=row["name"], content_hash=content_hash, files=tuple(files))


def parse_payload(payload: object, etag: str | None = None) -> Catalog:
    """Check every row of an installable payload; raises MalformedPayload when the shape is wrong."""
    if not isinstance(payload, dict):
        raise MalformedPayload("installable payload is not a JSON object")
    rows = payload.get("skills")
    if not isinstance(rows, list):
        raise MalformedPayload("installable payload has no 'skills' list")
    skills: dict[str, CatalogSkill] = {}
    skipped: list[SkippedEntry] = []
    held: set[str] = set()
    seen: set[str] = set()
    for index, row in enumerate(rows):
        raw_name = row.get("name") if isinstance(row, dict) else None
        label = clip(raw_name, 256) if isinstance(raw_name, str) else f"<row {index}>"
        if not isinstance(row, dict):
            skipped.append(SkippedEntry(name=label, reason="catalog row is not an object"))
            continue
        if not is_valid_name(raw_name):
            skipped.append(SkippedEntry(name=label, reason=clip(name_problem(raw_name) or "name is not valid")))
            continue
        assert isinstance(raw_name, str)
        if raw_name in seen:
            skipped.append(SkippedEntry(name=label, reason="name is listed twice in the catalog"))
            continue
        seen.add(raw_name)
        result = check_skill(row)
        if isinstance(result, str):
            skipped.append(SkippedEntry(name=label, reason=clip(result)))
            held.add(raw_name)
        else:
            skills[raw_name] = result
    tenant = payload.get("tenant")
    delta = payload.get("delta") is True
    remove = payload.get("remove", []) if delta else []
    if not isinstance(remove, list) or not all(isinstance(n, str) and is_valid_name(n) for n in remove):
        raise MalformedPayload("installable delta has a bad 'remove' list")
    return Catalog(
        skills=skills,
        skipped=tuple(skipped),
        held=frozenset(held),
        etag=etag if etag is not None else _str_or_none(payload.get("etag")),
        tenant=tenant if isinstance(tenant, str) else None,
        wanted={n: s.content_hash for n, s in skills.items()},
        delta=delta,
        remove=frozenset(remove),
    )


def _str_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and len(value) <= 256 else None


def encode_file(path: str, data: bytes, executable: bool = False) -> dict[str, Any]:
    """One file in the wire form: UTF-8 text when it decodes, base64 otherwise."""
    try:
        content, encoding = data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        content, encoding = base64.b64encode(data).decode("ascii"), "base64"
    return {
        "path": path,
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "executable": executable,
        "encoding": encoding,
        "content": content,
    }


def encode_skill(skill: CatalogSkill, kind: str = "knowledge", origin: str = "") -> dict[str, Any]:
    """A catalog row in the wire form (tests, benchmarks, offline catalog files)."""
    return {
        "name": skill.name,
        "content_hash": skill.content_hash,
        "kind": kind,
        "origin": origin,
        "files": [encode_file(f.path, f.data, f.executable) for f in skill.files],
    }
