"""The canonical encoding a skill's `content_hash` is computed over."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from typing import Any

from skillkeeper.skill.model import BundleFile


def canonical_bytes(frontmatter: Mapping[str, Any], body: str, files: Iterable[BundleFile]) -> bytes:
    """Front matter (sorted keys), body and (path, sha256, executable, is_link) per file, as compact JSON."""
    doc = {
        "v": 1,
        "frontmatter": frontmatter,
        "body": body,
        "files": sorted([f.path, f.sha256, f.executable, f.is_link] for f in files),
    }
    return json.dumps(doc, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str).encode("utf-8")


def content_hash(frontmatter: Mapping[str, Any], body: str, files: Iterable[BundleFile]) -> str:
    """`sha256:<hex>` over the canonical encoding."""
    return "sha256:" + hashlib.sha256(canonical_bytes(frontmatter, body, files)).hexdigest()
