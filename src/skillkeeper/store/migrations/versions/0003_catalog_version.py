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

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_BUMP = "UPDATE catalog_version SET version = version + 1 WHERE id = 1"


def upgrade() -> None:
    op.create_table(
        "catalog_version",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalog_version")),
    )
    op.execute("INSERT INTO catalog_version (id, version) VALUES (1, 0)")
    if op.get_bind().dialect.name == "sqlite":
        # SQLite triggers are per row; writes touch one skill row at a time.
        for table, events in (("skills", ("INSERT", "UPDATE", "DELETE")), ("tenants", ("UPDATE", "DELETE"))):
            for event in events:
                op.execute(
                    f"CREATE TRIGGER {table}_catalog_version_{event.lower()} AFTER {event} ON {table} "
                    f"BEGIN {_BUMP}; END"
                )
        return
    op.execute(
        "CREATE FUNCTION skillkeeper_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN {_BUMP}; RETURN NULL; END $$"
    )
    # Statement-level: one bump per statement however many rows it touched (TRUNCATE included).
    op.execute(
        "CREATE TRIGGER skills_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skills "
        "FOR EACH STATEMENT EXECUTE FUNCTION skillkeeper_bump_catalog_version()"
    )
    op.execute(
        "CREATE TRIGGER tenants_catalog_version AFTER UPDATE OR DELETE OR TRUNCATE ON tenants "
        "FOR EACH STATEMENT EXECUTE FUNCTION skillkeeper_bump_catalog_version()"
    )


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
