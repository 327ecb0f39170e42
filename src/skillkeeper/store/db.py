"""Open the database (SQLite or PostgreSQL), run migrations, hand out transactions."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect, make_url, text
from sqlalchemy.exc import DBAPIError, OperationalError, SQLAlchemyError
from sqlalchemy.pool import NullPool, StaticPool

from skillkeeper.errors import (
    ConfigError,
    InvalidInput,
    NoDatabase,
    OldSchema,
    Unavailable,
    no_database_yet,
    no_schema_yet,
)
from skillkeeper.settings import postgresql_url

if TYPE_CHECKING:
    from skillkeeper.store.stamps import StampReader

MIGRATIONS = Path(__file__).parent / "migrations"
# The newest migration; a test pins it to Alembic's head. Knowing it lets a start-up that finds
# the database current skip importing Alembic (a quarter second of `skillkeeper mcp` cold start).
SCHEMA_HEAD = "0009_audit"


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    # Python's sqlite3 would otherwise open transactions behind our back; we BEGIN ourselves.
    dbapi_conn.isolation_level = None
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=10000")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def _sqlite_begin(conn: Connection) -> None:
    # Writers take the lock up front so two writers queue instead of failing on upgrade.
    mode = "BEGIN IMMEDIATE" if conn.get_execution_options().get("sqlite_immediate") else "BEGIN"
    conn.exec_driver_sql(mode)


def _refuse_nul(_conn: Any, _cursor: Any, _statement: str, parameters: Any, _context: Any, _many: bool) -> None:
    # PostgreSQL refuses NUL in text while SQLite keeps it: refusing it here, for every statement
    # on both engines, gives any input that slipped past the surface checks one clear answer.
    # A multi-row INSERT (SQLAlchemy's "insertmanyvalues") arrives as one flat row even when `_many`:
    # a dict on PostgreSQL, a tuple of values on SQLite.
    for row in parameters if _many and not isinstance(parameters, dict) else [parameters]:
        values = row.values() if isinstance(row, dict) else row if isinstance(row, list | tuple) else [row]
        if any(isinstance(v, str) and "\x00" in v for v in values or ()):
            raise InvalidInput("the request holds a NUL character, which cannot be stored or looked up; remove it")


# A failed statement's error (logged with its traceback by the server) names the statement, never its
# values: those are skill bodies, webhook secrets, hashes.
_QUIET: dict[str, Any] = {"hide_parameters": True}


def missing_sqlite_file(url: str) -> str | None:
    """The path of a SQLite database `url` names when that file does not exist yet (opening would create
    it, and its folder); None for PostgreSQL, memory, a malformed URL or a file that exists."""
    try:
        parsed = make_url(postgresql_url(url))
    except Exception:
        return None
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return None if Path(str(parsed.database)).expanduser().is_file() else str(parsed.database)


def make_engine(url: str) -> Engine:
    """An engine for `url`; raises ConfigError for an unsupported or malformed URL."""
    try:
        parsed = make_url(postgresql_url(url))
    except Exception:
        raise ConfigError(
            f"database URL {url!r} is malformed; use sqlite:///PATH or postgresql+psycopg://..."
        ) from None
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False, "timeout": 10}, **_QUIET}
        if parsed.database in (None, "", ":memory:"):
            kwargs["poolclass"] = StaticPool
        else:
            # Enough pooled connections for the server's worker threads (AnyIO's default is 40),
            # so busy periods reuse connections instead of opening and configuring overflow ones.
            kwargs.update(pool_size=40, max_overflow=20)
            _writable_folder(Path(parsed.database).expanduser().parent)
        engine = create_engine(parsed, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
        event.listen(engine, "before_cursor_execute", _refuse_nul)
        return engine
    if backend == "postgresql":
        if parsed.drivername == "postgresql":
            # The `postgres` extra installs psycopg 3; a bare URL would otherwise ask for psycopg2.
            parsed = parsed.set(drivername="postgresql+psycopg")
        try:
            # No pre-ping (a round trip on every checkout): a connection found dead fails that one
            # request with 503 and invalidates the pool, so the next request reconnects.
            engine = create_engine(parsed, pool_size=20, max_overflow=20, pool_recycle=3600, **_QUIET)
        except ImportError as exc:
            raise ConfigError(
                f"the PostgreSQL driver is not installed ({exc.name or 'psycopg'}): pip install 'skillkeeper[postgres]'"
            ) from None
        event.listen(engine, "before_cursor_execute", _refuse_nul)
        return engine
    raise ConfigError(f"unsupported database {backend!r}; use SQLite or PostgreSQL")


def _writable_folder(folder: Path) -> None:
    """Create `folder` if needed; raises ConfigError when it cannot be created or written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"cannot create {folder} ({exc.strerror}); set SKILLKEEPER_HOME to a writable folder"
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ConfigError(f"cannot write to {folder}; set SKILLKEEPER_HOME to a writable folder")


def _alembic_config(conn: Connection) -> Any:
    # Lazy: alembic loads only when migrations are checked or run.
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = conn
    return cfg


def upgrade(engine: Engine) -> None:
    """Apply every pending migration (idempotent)."""
    from alembic import command
    from alembic.util import CommandError

    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            # Replicas starting together must not race to create the same tables.
            conn.exec_driver_sql("SELECT pg_advisory_xact_lock(7271846301)")
        try:
            command.upgrade(_alembic_config(conn), "head")
        except CommandError:
            found = conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
            raise _newer_schema(engine, str(found)) from None


def _newer_schema(engine: Engine, found: str) -> ConfigError:
    shown = engine.url.render_as_string(hide_password=True)
    return ConfigError(
        f"the database at {shown} is at schema {found}, which this skillkeeper ({SCHEMA_HEAD} is its "
        "newest) does not know: a newer skillkeeper wrote it; upgrade skillkeeper, or point "
        "SKILLKEEPER_DATABASE_URL at another database"
    )


def _unmigrated(engine: Engine, found: str) -> ConfigError:
    """Why a command that does not migrate (a read, an admin verb) refuses a database at schema `found`."""
    if found not in _known_revisions(engine):
        return _newer_schema(engine, found)
    shown = engine.url.render_as_string(hide_password=True)
    return OldSchema(
        f"the database at {shown} is at schema {found}, older than this skillkeeper's {SCHEMA_HEAD}, "
        "and this command does not upgrade it: `skillkeeper db upgrade` does"
    )


def schema_version(engine: Engine) -> str | None:
    """The migration the database is at, or None when it has none yet."""
    with engine.connect() as conn:
        if not inspect(conn).has_table("alembic_version"):
            return None
        row = conn.execute(text("SELECT version_num FROM alembic_version")).first()
    return None if row is None else str(row[0])


def migrations_current(engine: Engine) -> bool:
    """True when the database is at the newest migration."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    with engine.connect() as conn:
        heads = set(ScriptDirectory.from_config(_alembic_config(conn)).get_heads())
        current = set(MigrationContext.configure(conn).get_current_heads())
    return heads == current


def migrations_not_behind(engine: Engine) -> bool:
    """True when the database is at the newest migration this release knows, or past it.

    A revision this release does not know was written by a newer one (migrations are append-only), so
    a replica of the old release keeps serving through a rolling upgrade.
    """
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        current = set(MigrationContext.configure(conn).get_current_heads())
    return bool(current) and (current == {SCHEMA_HEAD} or not current <= _known_revisions(engine))


def _known_revisions(engine: Engine) -> set[str]:
    """Every migration this release ships."""
    from alembic.script import ScriptDirectory

    with engine.connect() as conn:
        return {s.revision for s in ScriptDirectory.from_config(_alembic_config(conn)).walk_revisions()}


class Store:
    """The database behind skillkeeper: an engine plus read and write transactions."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._stamps: StampReader | None = None

    @property
    def stamps(self) -> StampReader:
        """The stamp reader of the serving path (one dedicated connection, opened on first use)."""
        if self._stamps is None:
            from skillkeeper.store.stamps import StampReader

            self._stamps = StampReader(self.engine)
        return self._stamps

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A read transaction; raises Unavailable when the database cannot be reached."""
        with self._begin(immediate=False) as conn:
            yield conn

    @contextmanager
    def autocommit(self) -> Iterator[Connection]:
        """A connection outside any transaction, for single-statement reads (one round trip each).

        Raises Unavailable when the database cannot be reached.
        """
        if self.dialect != "postgresql":  # SQLite reads are in-process: a plain read costs the same
            with self.read() as conn:
                yield conn
            return
        try:
            conn = self.engine.connect().execution_options(isolation_level="AUTOCOMMIT")
        except OperationalError:
            raise Unavailable.database() from None
        try:
            yield conn
        finally:
            conn.close()

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A write transaction (takes the write lock up front on SQLite)."""
        with self._begin(immediate=True) as conn:
            yield conn

    @contextmanager
    def _begin(self, *, immediate: bool) -> Iterator[Connection]:
        try:
            conn = self.engine.connect()
        except OperationalError:
            raise Unavailable.database() from None
        try:
            if immediate and self.dialect == "sqlite":
                conn = conn.execution_options(sqlite_immediate=True)
            with conn.begin():
                yield conn
        finally:
            conn.close()

    def dispose(self) -> None:
        if self._stamps is not None:
            self._stamps.close()
        self.engine.dispose()


def is_disk_full(exc: BaseException) -> bool:
    """Whether `exc` says the database could not grow (a full disk or a file-size limit): nothing was stored."""
    message = str(getattr(exc, "orig", exc)).lower()
    return any(m in message for m in ("database or disk is full", "disk i/o error", "no space left", "file too large"))


def is_outage(exc: BaseException) -> bool:
    """Whether `exc` means the database (or what we read from it) is unavailable, not a bug."""
    if isinstance(exc, Unavailable):
        return True
    if not isinstance(exc, SQLAlchemyError):
        return False
    return (
        not isinstance(exc, DBAPIError)
        or exc.connection_invalidated
        or type(exc).__name__ in ("OperationalError", "InterfaceError")
    )


def open_store(url: str, *, migrate: bool = True, create: bool = True) -> Store:
    """Open the database at `url`, migrating it to the newest schema unless told not to.

    Without `create` (what read-only commands open), raises NoDatabase rather than create the
    database (a SQLite file and its folder) or its schema, and OldSchema rather than migrate it.
    """
    if not create and (missing := missing_sqlite_file(url)) is not None:
        raise NoDatabase(no_database_yet(missing))
    engine = make_engine(url)
    if migrate or not create:
        try:
            version = schema_version(engine) if create else _untouched_version(engine)
            if version is None and not create:
                raise NoDatabase(no_schema_yet(make_url(url).render_as_string(hide_password=True)))
            if migrate and not create and version != SCHEMA_HEAD:
                raise _unmigrated(engine, str(version))
            if migrate and version is None:
                from skillkeeper.store.fresh import create_current

                if not create_current(engine, SCHEMA_HEAD):
                    upgrade(engine)  # tables without a version: let Alembic judge them
            elif migrate and version != SCHEMA_HEAD:
                upgrade(engine)
        except (NoDatabase, ConfigError):  # OldSchema too
            engine.dispose()
            raise
        except Unavailable:
            raise
        except Exception as exc:
            if isinstance(exc, OperationalError):
                raise unreachable(url, exc) from None
            raise
    return Store(engine)


def _untouched_version(engine: Engine) -> str | None:
    """`schema_version`, read without writing: a SQLite file is read without the pragmas of `engine`'s
    connections (switching an empty file to WAL writes its header)."""
    if engine.dialect.name != "sqlite" or engine.url.database in (None, "", ":memory:"):
        return schema_version(engine)
    bare = create_engine(engine.url, poolclass=NullPool)
    try:
        return schema_version(bare)
    finally:
        bare.dispose()


def unreachable(url: str, exc: OperationalError) -> Unavailable:
    """One line for a database that cannot be reached: where (password hidden), why, and what to do."""
    shown = make_url(url).render_as_string(hide_password=True)
    reason = " ".join(str(exc.orig).split())  # psycopg's hint comes on a second, tab-indented line
    hint = _createdb_hint(url, reason) or "; check that it is running and that SKILLKEEPER_DATABASE_URL names it"
    return Unavailable(f"cannot reach the database at {shown}: {reason}{hint}")


def _createdb_hint(url: str, reason: str) -> str:
    """For a PostgreSQL database that does not exist yet: the command that creates it."""
    parsed = make_url(url)
    name = parsed.database
    if not parsed.drivername.startswith("postgresql") or not name or f'database "{name}" does not exist' not in reason:
        return ""
    flags = " ".join(
        f"{flag} {value}"
        for flag, value in (("-h", parsed.host), ("-p", parsed.port), ("-U", parsed.username))
        if value is not None
    )
    return f"; create it with `createdb {flags + ' ' if flags else ''}{name}`, then run the command again"
