"""One cursor codec for every paged listing: an opaque URL-safe token over the last row's sort key."""

from __future__ import annotations

import base64
import json
from typing import Any

from skillkeeper.errors import InvalidInput

# A cursor carries a listing kind so one listing's cursor is refused by another.
_MAX_LEN = 400
# The listing kind in every skills cursor (REST list, MCP list_skills, skills/list, resources/list).
SKILLS_KIND = "skills"


def encode_cursor(kind: str, key: list[Any]) -> str:
    """Encode the sort key of the last row served, for the listing named `kind`."""
    raw = json.dumps({"k": kind, "a": key}, separators=(",", ":"), ensure_ascii=True)
    return base64.urlsafe_b64encode(raw.encode("ascii")).decode("ascii").rstrip("=")


def decode_cursor(kind: str, cursor: str | None) -> list[Any] | None:
    """The sort key a page starts after, or None; raises InvalidInput for a cursor we did not hand out."""
    if cursor is None or cursor == "":
        return None
    try:
        if len(cursor) > _MAX_LEN:
            raise ValueError
        data = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if not isinstance(data, dict) or data.get("k") != kind or not isinstance(data.get("a"), list):
            raise ValueError
        key: list[Any] = data["a"]
        if not all(isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in key):
            raise ValueError
        return key
    except ValueError:
        raise InvalidInput("cursor is not one this server handed out; omit it to start from the first page") from None


def skills_cursor(after: str) -> str:
    """The opaque cursor of a skills page that ends with the skill named `after`."""
    return encode_cursor(SKILLS_KIND, [after])


def skills_after(cursor: str | None) -> str | None:
    """The name a skills page starts after; raises InvalidInput for a cursor we did not hand out."""
    key = decode_cursor(SKILLS_KIND, cursor)
    if key is None:
        return None
    if len(key) != 1 or not isinstance(key[0], str):
        raise InvalidInput("cursor is not one this server handed out; omit it to start from the first page")
    return key[0]
