"""The canonical encoding a skill's `content_hash` is computed over."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from skillkeeper.skill.model import BundleFile


def canonical_bytes(skill_md: str, files: Iterable[BundleFile]) -> bytes:
    """SKILL.md exactly as served and (path, sha256, executable, is_link) per file, as compact JSON.

    The text itself, not its parsed front matter: YAML comments, quoting and layout reach an agent
    too, so two SKILL.md that parse alike but read differently must not share a hash (a review
    pinned to one hash would otherwise approve text the reviewer never read).
    """
    doc: dict[str, Any] = {
        "v": 2,
        "skill_md": skill_md,
        "files": sorted([f.path, f.sha256, f.executable, f.is_link] for f in files),
    }
    return json.dumps(doc, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str).encode("utf-8")


def content_hash(skill_md: str, files: Iterable[BundleFile]) -> str:
    """`sha256:<hex>` over the canonical encoding."""
    return "sha256:" + hashlib.sha256(canonical_bytes(skill_md, files)).hexdigest()
