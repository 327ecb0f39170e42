"""Builders for catalogs, payloads and folder snapshots used by the node tests."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from skillkeeper.node.catalog import Catalog, CatalogFile, CatalogSkill, encode_skill
from skillkeeper.node.reconcile import TargetOutcome, apply_plan, plan_target, prepare_target
from skillkeeper.node.targets import Target


def make_skill(
    name: str, version: int = 1, extra: dict[str, bytes] | None = None, script: bool = False
) -> CatalogSkill:
    files = [
        CatalogFile("SKILL.md", f"---\nname: {name}\ndescription: v{version}\n---\n# {name} v{version}\n".encode())
    ]
    for path, data in (extra or {}).items():
        files.append(CatalogFile(path, data))
    if script:
        files.append(CatalogFile("scripts/run.sh", f"#!/bin/sh\necho {name} {version}\n".encode(), True))
    digest = hashlib.sha256(json.dumps([[f.path, f.data.hex(), f.executable] for f in files]).encode())
    return CatalogSkill(name=name, content_hash="sha256:" + digest.hexdigest(), files=tuple(files))


def catalog(*skills: CatalogSkill) -> Catalog:
    return Catalog.of(list(skills))


def payload(skills: Iterable[CatalogSkill], extra_rows: Iterable[dict[str, Any]] = ()) -> dict[str, Any]:
    return {"tenant": "acme", "etag": None, "skills": [*(encode_skill(s) for s in skills), *extra_rows]}


def snapshot(root: Path) -> dict[str, tuple[str, int, bytes | str]]:
    """Every entry under `root` (links not followed): relative path -> (kind, mode, content or link target)."""
    out: dict[str, tuple[str, int, bytes | str]] = {}
    if not root.exists():
        return out
    for dirpath, dirs, files in os.walk(root, followlinks=False):
        for name in [*dirs, *files]:
            full = Path(dirpath) / name
            rel = full.relative_to(root).as_posix()
            st = full.lstat()
            mode = stat.S_IMODE(st.st_mode)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("link", 0, os.readlink(full))
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = ("dir", mode, b"")
            else:
                out[rel] = ("file", mode, full.read_bytes())
    return out


def skill_tree(skill: CatalogSkill) -> dict[str, tuple[bytes, int]]:
    """What a correctly installed skill folder holds, marker excluded: path -> (bytes, mode)."""
    return {f.path: (f.data, 0o755 if f.executable else 0o644) for f in skill.files}


def installed_tree(folder: Path) -> dict[str, tuple[bytes, int]]:
    """The files of an installed skill folder, marker excluded."""
    out: dict[str, tuple[bytes, int]] = {}
    for dirpath, _dirs, files in os.walk(folder, followlinks=False):
        for name in files:
            full = Path(dirpath) / name
            rel = full.relative_to(folder).as_posix()
            if rel != ".skillkeeper-owned":
                out[rel] = (full.read_bytes(), stat.S_IMODE(full.lstat().st_mode))
    return out


def write_foreign(folder: Path, name: str, text: str = "mine") -> Path:
    """A skill folder someone else wrote (no marker)."""
    path = folder / name
    path.mkdir(parents=True)
    (path / "SKILL.md").write_text(f"---\nname: {name}\ndescription: {text}\n---\n")
    return path


def tick(target: Target, cat: Catalog, protected: Iterable[str] = ()) -> TargetOutcome:
    """One reconcile of `target` against `cat`, as the agent's tick does it."""
    plan = plan_target(target, prepare_target(target), cat.wanted, cat.held, protected)
    return apply_plan(plan, cat.skills)
