"""Helpers shared by benchmark scripts: locate the corpus, make throwaway databases, import a catalog."""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from sqlalchemy import create_engine, make_url, text

ROOT = Path(__file__).resolve().parent.parent


def find_corpus() -> Path:
    """../shared/corpus beside the checkout, or /work/shared/corpus from a worktree under /work/wt/."""
    for candidate in (ROOT.parent / "shared" / "corpus", ROOT.parent.parent / "shared" / "corpus"):
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "corpus"


DEFAULT_CORPUS = find_corpus()
PG_ADMIN_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@contextmanager
def temp_database(
    engine: str, workdir: Path, pg_admin_url: str = PG_ADMIN_URL, prefix: str = "skillkeeper_bench"
) -> Iterator[str]:
    """A fresh database URL on `engine` ('sqlite' or 'postgresql'), removed afterwards."""
    if engine == "sqlite":
        path = workdir / f"bench-{secrets.token_hex(4)}.db"
        try:
            yield f"sqlite:///{path}"
        finally:
            for suffix in ("", "-wal", "-shm"):
                Path(str(path) + suffix).unlink(missing_ok=True)
        return
    admin = create_engine(make_url(pg_admin_url), isolation_level="AUTOCOMMIT")
    name = f"{prefix}_{secrets.token_hex(4)}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(pg_admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def percentile(values: list[float], pct: float) -> float:
    """The pct-th percentile (nearest rank) of values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered) + 0.5) - 1))
    return ordered[index]


def import_catalog(url: str, folders: list[Path], *, folder_names: bool = True) -> tuple[list[str], str, float]:
    """Import every skill folder under `folders` as active (operator, source=manual).

    Returns the active names, a token (skills:read,fleet:report) and the import's wall time. With
    `folder_names=False` a skill is written without the folder it was read from, so a folder named
    unlike its skill imports too (folder names are not what such a benchmark measures).
    """
    from skillkeeper.access.actor import Actor
    from skillkeeper.access.tokens import create_token
    from skillkeeper.errors import SkillkeeperError
    from skillkeeper.keeper import Keeper
    from skillkeeper.skill.folder import find_skill_dirs, parse_skill_dir
    from skillkeeper.store.tenants import ensure_tenant

    keeper = Keeper.open(url)
    try:
        with keeper.store.write() as conn:
            tid = ensure_tenant(conn, "bench")
        operator = Actor.operator(tid)
        names: set[str] = set()
        start = time.perf_counter()
        for root in folders:
            for folder in find_skill_dirs(root):
                try:
                    skill = parse_skill_dir(folder)
                    if not folder_names:
                        skill = replace(skill, folder=None)
                    result = keeper.lifecycle.write(operator, skill, source="manual", status="active")
                except SkillkeeperError:
                    continue
                if result.status == "active":
                    names.add(result.name)
        wall = time.perf_counter() - start
        with keeper.store.write() as conn:
            token = create_token(conn, tid, "bench", "skills:read,fleet:report").token
    finally:
        keeper.close()
    return sorted(names), token, wall
