"""Size and count limits a skill must stay within; tenants may override them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

KIB = 1024
MIB = 1024 * KIB


@dataclass(frozen=True)
class Caps:
    """Limits enforced by validation on top of the Agent Skills spec rules."""

    # The Markdown body of SKILL.md (after the front matter), UTF-8 bytes.
    body_bytes: int = 256 * KIB
    # The description in UTF-8 bytes; the spec's 1,024-character rule applies as well.
    description_bytes: int = 4 * KIB
    # Bundled files besides SKILL.md, and SKILL.md plus every file; the MCP Skills extension's limits.
    max_files: int = 512
    total_bytes: int = 16 * MIB

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Caps:
        """Caps from stored settings, ignoring unknown keys; raises ValueError on a non-positive integer."""
        known = {f.name for f in fields(cls)}
        values: dict[str, int] = {}
        for key, value in data.items():
            if key not in known:
                continue
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise ValueError(f"cap {key} must be a positive integer, got {value!r}")
            values[key] = value
        return cls(**values)
