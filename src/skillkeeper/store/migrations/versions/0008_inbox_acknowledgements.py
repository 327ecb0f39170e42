"""Acknowledged findings on a revision, and a per-tenant scan allow-list (branch inbox).

`revisions.acknowledged` holds a reviewer's acknowledgement of a quarantined revision's
findings (codes, reason, who, when, content_hash): it belongs to that revision only, so any
change re-scans into a new revision without it. `scan_allowlist` holds a tenant's entries
(rule code + path glob + reason) applied to the scan on the write path.

Revision ID: 0008_inbox
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0008_inbox"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("revisions", sa.Column("acknowledged", sa.JSON(), nullable=True))
    op.create_table(
        "scan_allowlist",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tenant_id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("path_glob", sa.String(length=256), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_by", sa.String(length=128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tenant_id"], ["tenants.id"], name="fk_scan_allowlist_tenant_id_tenants", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_scan_allowlist"),
        sa.UniqueConstraint("tenant_id", "code", "path_glob", name="uq_scan_allowlist_tenant_id"),
    )


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
