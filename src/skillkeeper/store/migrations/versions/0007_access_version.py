"""An access version beside the catalog version, so read answers can be cached safely.

Row 2 of `catalog_version` moves on every change to a token or principal (issue, revoke,
mandate change), and row 1 now also moves when a tenant is created or a subscription
changes. A replica compares both rows (one indexed read) before reusing a cached caller,
viewer or answer, so a revocation or a quarantine takes effect on the very next request.

Revision ID: 0007
Revises: 0004
"""

from alembic import op

from skillkeeper.store import objects

revision = "0007"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for statement in objects.access_version(op.get_bind().dialect.name):
        op.execute(statement)


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
