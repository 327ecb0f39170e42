"""What an audit event means, in words, where its action name alone does not say it.

The skill's history (CLI, REST, web timeline) and the tenant's audit log show the note beside the
raw action; every field it reads is on the event itself (`details`), so no extra query is needed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skillkeeper.store.audit import AuditAction

_SHORT = 19  # "sha256:" and 12 hex digits, as the inbox shows a hash


def event_note(event: Mapping[str, Any]) -> str | None:
    """A sentence saying what `event` (action, actor, details) did, or None when its action says it all."""
    details = event.get("details") or {}
    if event.get("action") == AuditAction.EDIT_WITHDRAWN:
        edit = _revision(details.get("revision"), details.get("content_hash"))
        author = f" by {details['author']}" if details.get("author") else ""
        serving = _revision(details.get("serving_revision"), details.get("serving"))
        return (
            f"{event.get('actor')} withdrew the edit waiting for review ({edit}{author}) by writing the served "
            f"content again; {serving} serves and nothing waits"
        )
    if details.get("rejected_before"):
        return f"a reviewer rejected this content before as revision {details['rejected_before']}; it waits for review"
    return None


def _revision(number: Any, content_hash: Any) -> str:
    # Events recorded before the numbers were kept name the revision by its content hash.
    if number:
        return f"revision {number}"
    return f"revision {str(content_hash or '?')[:_SHORT]}…"


__all__ = ["event_note"]
