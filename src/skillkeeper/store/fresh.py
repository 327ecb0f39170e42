"""A new, empty database brought to the newest schema in one step, without Alembic.

Running the nine migrations on a first start costs a new user's first command about 0.2 s of CPU
(most of it importing Alembic). An empty database gets `schema.py`'s tables, the objects only
migrations create (`store.objects`), and Alembic's version row for the newest migration instead:
the same schema, which a test checks on both engines by reflecting both ways of building it.
"""

from __future__ import annotations

from sqlalchemy import Column, Connection, Engine, MetaData, PrimaryKeyConstraint, String, Table, inspect
from sqlalchemy.schema import CreateColumn, CreateIndex, CreateTable

from skillkeeper.store import objects, schema

# Alembic's own version table, as `alembic upgrade` creates it.
_alembic_version = Table(
    "alembic_version",
    MetaData(),
    Column("version_num", String(32), nullable=False),
    PrimaryKeyConstraint("version_num", name="alembic_version_pkc"),
)
# Columns migrations added to `revisions` after 0001's search column (PostgreSQL's search_vector):
# added after it here too, so the columns stand in the order the migrations leave them.
_AFTER_SEARCH = ("acknowledged",)


def create_current(engine: Engine, head: str) -> bool:
    """Create the schema at migration `head` when the database has no tables; False (untouched) otherwise."""
    with engine.connect() as conn:
        if conn.dialect.name == "sqlite":
            # Two first starts at once: the second waits for the first's write lock, then sees its tables.
            conn = conn.execution_options(sqlite_immediate=True)
        with conn.begin():
            if conn.dialect.name == "postgresql":
                # The lock `db.upgrade` takes: replicas starting together must not race to create tables.
                conn.exec_driver_sql("SELECT pg_advisory_xact_lock(7271846301)")
            if inspect(conn).get_table_names():
                return False
            _create(conn, head)
    return True


def _create(conn: Connection, head: str) -> None:
    dialect = conn.dialect.name
    later = [schema.revisions.c[name] for name in _AFTER_SEARCH]
    # What `metadata.create_all` does (tables in dependency order, then their indexes), holding back `later`.
    for table in schema.metadata.sorted_tables:
        create = CreateTable(table)
        create.columns = [c for c in create.columns if c.element not in later]
        conn.execute(create)
        for index in table.indexes:
            conn.execute(CreateIndex(index))
    for statement in objects.search(dialect):
        conn.exec_driver_sql(statement)
    for column in later:
        conn.exec_driver_sql(
            f"ALTER TABLE {column.table.name} ADD COLUMN {CreateColumn(column).compile(dialect=conn.dialect)}"
        )
    for statement in (*objects.catalog_version(dialect), *objects.access_version(dialect)):
        conn.exec_driver_sql(statement)
    _alembic_version.create(conn, checkfirst=False)
    conn.execute(_alembic_version.insert().values(version_num=head))
