"""Audit events of the lifecycle; the records themselves live with the store (`store/audit.py`)."""

from __future__ import annotations

from skillkeeper.store.audit import AuditAction, AuditEvent, events_for, record

__all__ = ["AuditAction", "AuditEvent", "events_for", "record"]
