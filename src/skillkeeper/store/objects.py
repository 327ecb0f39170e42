"""The database objects beyond schema.py's tables: full-text search, version triggers, version rows.

Written once for migrations 0001, 0003 and 0007 and for a new database's one-step creation
(`store.fresh`), so both run the same statements. Frozen: a change is a new migration, and
`store.fresh` then runs that migration's statements too (a test compares the two schemas).
"""

from __future__ import annotations


def search(dialect: str) -> list[str]:
    """Migration 0001: FTS5 over revisions on SQLite, a weighted tsvector + GIN on PostgreSQL."""
    if dialect == "sqlite":
        # External-content FTS5 index over revisions, kept in step by triggers.
        return [
            "CREATE VIRTUAL TABLE revision_fts USING fts5("
            "name, description, summary, body, content='revisions', content_rowid='id', "
            "tokenize='porter unicode61 remove_diacritics 2')",
            "CREATE TRIGGER revisions_fts_ai AFTER INSERT ON revisions BEGIN "
            "INSERT INTO revision_fts(rowid, name, description, summary, body) "
            "VALUES (new.id, new.name, new.description, new.summary, new.body); END",
            "CREATE TRIGGER revisions_fts_ad AFTER DELETE ON revisions BEGIN "
            "INSERT INTO revision_fts(revision_fts, rowid, name, description, summary, body) "
            "VALUES ('delete', old.id, old.name, old.description, old.summary, old.body); END",
        ]
    return [
        "ALTER TABLE revisions ADD COLUMN search_vector tsvector GENERATED ALWAYS AS ("
        "setweight(to_tsvector('english', replace(coalesce(name, ''), '-', ' ')), 'A') || "
        "setweight(to_tsvector('english', coalesce(description, '')), 'A') || "
        "setweight(to_tsvector('english', coalesce(summary, '')), 'B') || "
        "setweight(to_tsvector('english', left(coalesce(body, ''), 200000)), 'D')) STORED",
        "CREATE INDEX ix_revisions_search_vector ON revisions USING GIN (search_vector)",
    ]


_BUMP = "UPDATE catalog_version SET version = version + 1 WHERE id = {row}"


def catalog_version(dialect: str) -> list[str]:
    """Migration 0003 (after creating `catalog_version`): row 1, bumped on every change to skills or tenants."""
    statements = ["INSERT INTO catalog_version (id, version) VALUES (1, 0)"]
    bump = _BUMP.format(row=1)
    if dialect == "sqlite":
        # SQLite triggers are per row; writes touch one skill row at a time.
        for table, events in (("skills", ("INSERT", "UPDATE", "DELETE")), ("tenants", ("UPDATE", "DELETE"))):
            statements += [
                f"CREATE TRIGGER {table}_catalog_version_{event.lower()} AFTER {event} ON {table} BEGIN {bump}; END"
                for event in events
            ]
        return statements
    return [
        *statements,
        "CREATE FUNCTION skillkeeper_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN {bump}; RETURN NULL; END $$",
        # Statement-level: one bump per statement however many rows it touched (TRUNCATE included).
        "CREATE TRIGGER skills_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skills "
        "FOR EACH STATEMENT EXECUTE FUNCTION skillkeeper_bump_catalog_version()",
        "CREATE TRIGGER tenants_catalog_version AFTER UPDATE OR DELETE OR TRUNCATE ON tenants "
        "FOR EACH STATEMENT EXECUTE FUNCTION skillkeeper_bump_catalog_version()",
    ]


# (table, events, catalog_version row to bump)
_ACCESS_TRIGGERS = (
    ("tokens", ("INSERT", "UPDATE", "DELETE"), 2),
    ("principals", ("INSERT", "UPDATE", "DELETE"), 2),
    ("subscriptions", ("INSERT", "UPDATE", "DELETE"), 1),
    ("tenants", ("INSERT",), 1),
)


def access_version(dialect: str) -> list[str]:
    """Migration 0007: row 2, bumped by tokens and principals; row 1 also by subscriptions and new tenants."""
    statements = ["INSERT INTO catalog_version (id, version) VALUES (2, 0)"]
    if dialect == "sqlite":
        for table, events, row in _ACCESS_TRIGGERS:
            statements += [
                f"CREATE TRIGGER {table}_version_{event.lower()} AFTER {event} ON {table} "
                f"BEGIN {_BUMP.format(row=row)}; END"
                for event in events
            ]
        return statements
    statements.append(
        "CREATE FUNCTION skillkeeper_bump_access_version() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN {_BUMP.format(row=2)}; RETURN NULL; END $$"
    )
    for table, events, row in _ACCESS_TRIGGERS:
        function = "skillkeeper_bump_access_version" if row == 2 else "skillkeeper_bump_catalog_version"
        on = " OR ".join((*events, "TRUNCATE") if len(events) == 3 else events)
        statements.append(
            f"CREATE TRIGGER {table}_version AFTER {on} ON {table} FOR EACH STATEMENT EXECUTE FUNCTION {function}()"
        )
    return statements
