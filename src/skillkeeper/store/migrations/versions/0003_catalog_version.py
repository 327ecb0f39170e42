"""A catalog version that moves on every change to a skill row, kept by triggers.

Readers compare one indexed row instead of scanning `skills` to learn whether what they
cached (a viewer's visible set, an installable ETag) is still current. The counter is
updated inside the writing transaction, so a reader never sees the new number before
the change it stands for is committed.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

from skillkeeper.store import objects

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "catalog_version",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_version")),
    )
    for statement in objects.catalog_version(op.get_bind().dialect.name):
        op.execute(statement)


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
