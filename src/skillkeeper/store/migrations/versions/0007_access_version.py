"""An access version beside the catalog version, so read answers can be cached safely.

Row 2 of `catalog_version` moves on every change to a token or principal (issue, revoke,
mandate change), and row 1 now also moves when a tenant is created or a subscription
changes. A replica compares both rows (one indexed read) before reusing a cached caller,
viewer or answer, so a revocation or a quarantine takes effect on the very next request.

Revision ID: 0007
Revises: 0004
"""

from alembic import op

revision = "0007"
down_revision = "0004"
branch_labels = None
depends_on = None

_BUMP = "UPDATE catalog_version SET version = version + 1 WHERE id = {row}"
# (table, events, row to bump)
_TRIGGERS = (
    ("tokens", ("INSERT", "UPDATE", "DELETE"), 2),
    ("principals", ("INSERT", "UPDATE", "DELETE"), 2),
    ("subscriptions", ("INSERT", "UPDATE", "DELETE"), 1),
    ("tenants", ("INSERT",), 1),
)


def upgrade() -> None:
    op.execute("INSERT INTO catalog_version (id, version) VALUES (2, 0)")
    if op.get_bind().dialect.name == "sqlite":
        for table, events, row in _TRIGGERS:
            for event in events:
                op.execute(
                    f"CREATE TRIGGER {table}_version_{event.lower()} AFTER {event} ON {table} "
                    f"BEGIN {_BUMP.format(row=row)}; END"
                )
        return
    op.execute(
        "CREATE FUNCTION skillkeeper_bump_access_version() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN {_BUMP.format(row=2)}; RETURN NULL; END $$"
    )
    for table, events, row in _TRIGGERS:
        function = "skillkeeper_bump_access_version" if row == 2 else "skillkeeper_bump_catalog_version"
        on = " OR ".join((*events, "TRUNCATE") if len(events) == 3 else events)
        op.execute(
            f"CREATE TRIGGER {table}_version AFTER {on} ON {table} FOR EACH STATEMENT EXECUTE FUNCTION {function}()"
        )


def downgrade() -> None:
    raise NotImplementedError("skillkeeper migrations are forward-only")
