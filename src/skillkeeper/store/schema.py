"""Tables: one schema for SQLite and PostgreSQL (full-text search objects live in migrations)."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(column_0_label)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

TS = DateTime(timezone=True)

tenants = Table(
    "tenants",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(64), nullable=False, unique=True),
    Column("settings", JSON, nullable=False, default=dict),
    Column("created_at", TS, nullable=False),
)

principals = Table(
    "principals",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(128), nullable=False),
    Column("mandate", JSON, nullable=False, default=list),
    Column("created_at", TS, nullable=False),
    UniqueConstraint("tenant_id", "name", name="uq_principals_tenant_name"),
)

tokens = Table(
    "tokens",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("principal_id", Integer, ForeignKey("principals.id", ondelete="CASCADE"), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("scopes", JSON, nullable=False, default=list),
    Column("created_at", TS, nullable=False),
    Column("expires_at", TS, nullable=True),
    Column("revoked_at", TS, nullable=True),
    Column("last_used_at", TS, nullable=True),
    # The principal (or "operator:<user>" for the CLI) that issued the token (migration 0004).
    Column("minted_by", String(128), nullable=True),
)

skills = Table(
    "skills",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(64), nullable=False),
    Column("status", String(16), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("source", String(16), nullable=False),
    # The last approved revision (served while status is active) and the newest live one.
    Column("active_revision_id", Integer, nullable=True),
    Column("head_revision_id", Integer, nullable=True),
    Column("deferred", Boolean, nullable=False, default=False),
    # Optimistic concurrency: every transition bumps it and checks the value it read.
    Column("version", Integer, nullable=False, default=1),
    Column("created_at", TS, nullable=False),
    Column("updated_at", TS, nullable=False),
    # A reviewer's standing reject or quarantine ({action, by, at, reason, content_hash, revision}),
    # kept across rewrites until a reviewer approves or releases (migration 0004).
    Column("decision", JSON, nullable=True),
    # An agent's deletion of an active skill, waiting in the inbox (migration 0004).
    Column("delete_proposed_by", String(128), nullable=True),
    Column("delete_proposed_at", TS, nullable=True),
    UniqueConstraint("tenant_id", "name", name="uq_skills_tenant_name"),
    Index("ix_skills_tenant_status", "tenant_id", "status"),
)

revisions = Table(
    "revisions",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("skill_id", Integer, ForeignKey("skills.id", ondelete="CASCADE"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("content_hash", String(80), nullable=False),
    Column("name", String(64), nullable=False),
    Column("description", Text, nullable=False),
    Column("summary", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("skill_md", Text, nullable=False),
    Column("frontmatter", JSON, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("tags", JSON, nullable=False, default=list),
    # pending | approved | rejected | quarantined | superseded
    Column("review_state", String(16), nullable=False),
    Column("verdict", String(16), nullable=False),
    Column("scan", JSON, nullable=False),
    Column("warnings", JSON, nullable=False, default=list),
    Column("source", String(16), nullable=False),
    Column("author", String(128), nullable=False),
    Column("created_at", TS, nullable=False),
    # A reviewer's acknowledgement of this revision's findings (codes, reason, by, at, content_hash).
    Column("acknowledged", JSON, nullable=True),
    UniqueConstraint("skill_id", "number", name="uq_revisions_skill_number"),
    Index("ix_revisions_content_hash", "content_hash"),
)

revision_files = Table(
    "revision_files",
    metadata,
    Column("revision_id", Integer, ForeignKey("revisions.id", ondelete="CASCADE"), primary_key=True),
    Column("path", String(1024), primary_key=True),
    Column("data", LargeBinary, nullable=False),
    Column("size", Integer, nullable=False),
    Column("sha256", String(64), nullable=False),
    Column("executable", Boolean, nullable=False, default=False),
)

audit_events = Table(
    "audit_events",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("skill_id", Integer, ForeignKey("skills.id", ondelete="SET NULL"), nullable=True),
    # "" for tenant-level events (tokens, mandates, settings, subscriptions, webhooks).
    Column("skill_name", String(64), nullable=False),
    Column("revision_id", Integer, nullable=True),
    Column("action", String(32), nullable=False),
    Column("from_status", String(16), nullable=True),
    Column("to_status", String(16), nullable=True),
    Column("actor", String(128), nullable=False),
    Column("reason", Text, nullable=True),
    Column("details", JSON, nullable=True),
    Column("at", TS, nullable=False),
    # What a tenant-level event is about (`token:ID`, `principal:NAME`, `settings`, ...) and the
    # change itself (migration 0009_audit).
    Column("subject", String(160), nullable=True),
    Column("before", JSON, nullable=True),
    Column("after", JSON, nullable=True),
    Index("ix_audit_events_tenant_skill", "tenant_id", "skill_name"),
    Index("ix_audit_events_tenant_at", "tenant_id", "at"),
)

subscriptions = Table(
    "subscriptions",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("subscriber_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("publisher_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", TS, nullable=False),
    UniqueConstraint("subscriber_id", "publisher_id", name="uq_subscriptions_pair"),
)

nodes = Table(
    "nodes",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("node_id", String(128), nullable=False),
    Column("hostname", String(255), nullable=True),
    Column("agent_version", String(64), nullable=True),
    Column("last_seen", TS, nullable=False),
    Column("metadata", JSON, nullable=False, default=dict),
    UniqueConstraint("tenant_id", "node_id", name="uq_nodes_tenant_node"),
)

# Sentence embeddings of a revision (migration 0002), shared by every replica.
skill_embeddings = Table(
    "skill_embeddings",
    metadata,
    Column("revision_id", Integer, ForeignKey("revisions.id", ondelete="CASCADE"), primary_key=True),
    Column("model", String(64), primary_key=True),
    Column("dim", Integer, nullable=False),
    Column("vector", LargeBinary, nullable=False),
    Column("created_at", TS, nullable=False),
)

# One row (id 1) whose version moves on every change to skills or tenants (migration 0003,
# kept by triggers): readers compare it to learn whether their cached view is still current.
catalog_version = Table(
    "catalog_version",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("version", BigInteger, nullable=False),
)

# Web inbox sessions: the cookie holds a random id, the database only its hash, so every replica
# sharing the database knows every session and signing out ends it everywhere.
web_sessions = Table(
    "web_sessions",
    metadata,
    Column("id_hash", String(64), primary_key=True),
    Column("token_id", String(40), ForeignKey("tokens.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", TS, nullable=False),
    Column("expires_at", TS, nullable=False),
    Index("ix_web_sessions_expires_at", "expires_at"),
)

# Server-wide secrets (the CSRF signing key), shared by every replica through the database.
server_secrets = Table(
    "server_secrets",
    metadata,
    Column("name", String(64), primary_key=True),
    Column("value", String(128), nullable=False),
    Column("created_at", TS, nullable=False),
)


# A tenant's allow-list for recurring scanner false positives (rule code + path glob + reason).
scan_allowlist = Table(
    "scan_allowlist",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("code", String(64), nullable=False),
    Column("path_glob", String(256), nullable=False),
    Column("reason", Text, nullable=False),
    Column("created_by", String(128), nullable=False),
    Column("created_at", TS, nullable=False),
    UniqueConstraint("tenant_id", "code", "path_glob", name="uq_scan_allowlist_tenant_id"),
)

# Outgoing webhooks of a tenant (migration 0009_audit). The secret signs deliveries; it is shown
# once at creation and kept so the worker can sign (an HMAC key cannot be stored as a hash).
webhooks = Table(
    "webhooks",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("url", String(2048), nullable=False),
    Column("secret", String(128), nullable=False),
    Column("slack", Boolean, nullable=False, default=False),
    Column("events", JSON, nullable=False, default=list),
    Column("created_by", String(128), nullable=False),
    Column("created_at", TS, nullable=False),
    Index("ix_webhooks_tenant", "tenant_id"),
)

# The durable outbox: one row per (event, webhook), written in the event's transaction, claimed
# by the delivery worker when due. status: pending | delivered | failed.
webhook_deliveries = Table(
    "webhook_deliveries",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("webhook_id", String(40), ForeignKey("webhooks.id", ondelete="CASCADE"), nullable=False),
    Column("tenant_id", Integer, ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
    Column("event", String(32), nullable=False),
    Column("body", Text, nullable=False),
    Column("status", String(16), nullable=False),
    Column("attempts", Integer, nullable=False, default=0),
    Column("next_attempt_at", TS, nullable=False),
    Column("last_status_code", Integer, nullable=True),
    Column("last_error", Text, nullable=True),
    Column("created_at", TS, nullable=False),
    Column("updated_at", TS, nullable=False),
    Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),
    Index("ix_webhook_deliveries_webhook", "webhook_id", "id"),
)

# Every attempt of a delivery: when, which attempt, the receiver's status code or the error.
webhook_attempts = Table(
    "webhook_attempts",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("delivery_id", Integer, ForeignKey("webhook_deliveries.id", ondelete="CASCADE"), nullable=False),
    Column("attempt", Integer, nullable=False),
    Column("status_code", Integer, nullable=True),
    Column("error", Text, nullable=True),
    Column("at", TS, nullable=False),
    Index("ix_webhook_attempts_delivery", "delivery_id", "attempt"),
)
