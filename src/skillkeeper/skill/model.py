"""The in-memory shape of a skill: front matter, body and bundle files."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

SkillKind = Literal["knowledge", "flow_template"]

FLOW_FILE = "flow.yaml"


@dataclass(frozen=True)
class BundleFile:
    """One file of a skill's bundle, by its path relative to the skill folder."""

    path: str
    data: bytes = b""
    executable: bool = False
    # A symlink found on disk or in an archive; never followed, always refused by validation.
    is_link: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    @cached_property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    @property
    def digest(self) -> str:
        """The digest in the `sha256:<hex>` form the MCP Skills extension uses."""
        return f"sha256:{self.sha256}"

    def text(self) -> str | None:
        """The file as UTF-8 text, or None when it is not valid UTF-8."""
        try:
            return self.data.decode("utf-8")
        except UnicodeDecodeError:
            return None


@dataclass(frozen=True)
class FileInfo:
    """A bundled file's metadata (no content)."""

    path: str
    size: int
    sha256: str
    executable: bool = False

    @property
    def digest(self) -> str:
        return f"sha256:{self.sha256}"


def edited_files(sent: list[BundleFile] | None, current: Callable[[], list[BundleFile]]) -> list[BundleFile]:
    """The bundled files (SKILL.md aside) an edit of a skill stores; raises what `current` raises.

    The one rule of every edit (MCP update_skill on the server and the node, REST PUT): files sent
    replace the bundle ([] drops it); left out, the `current` files stay, so an edit of SKILL.md
    alone never proposes deleting its scripts.
    """
    return current() if sent is None else sent


@dataclass(frozen=True)
class Skill:
    """A parsed skill. `content_hash` is always computed here, never taken from input."""

    name: str
    description: str
    frontmatter: dict[str, Any]
    body: str
    skill_md: str
    files: tuple[BundleFile, ...] = ()
    summary: str = ""
    kind: SkillKind = "knowledge"
    content_hash: str = field(default="")
    # The folder (or archive folder) it was read from; the spec wants it equal to `name`.
    # Not part of the content: the same skill read from another folder hashes the same.
    folder: str | None = field(default=None, compare=False)

    @property
    def metadata(self) -> dict[str, Any]:
        meta = self.frontmatter.get("metadata")
        return meta if isinstance(meta, dict) else {}

    @property
    def tags(self) -> list[str]:
        """Tags from `metadata.tags` (list or comma-separated string)."""
        raw = self.metadata.get("tags", self.frontmatter.get("tags"))
        if isinstance(raw, str):
            return [t.strip() for t in raw.split(",") if t.strip()]
        if isinstance(raw, list):
            return [str(t).strip() for t in raw if str(t).strip()]
        return []

    def file(self, path: str) -> BundleFile | None:
        for f in self.files:
            if f.path == path:
                return f
        return None

    @property
    def total_size(self) -> int:
        """Bytes of SKILL.md plus every bundled file."""
        return len(self.skill_md.encode("utf-8")) + sum(f.size for f in self.files)
