"""Statements, round trips and commits per skill write, on SQLite and PostgreSQL (issue 17).

    PYTHONPATH=src .venv/bin/python benchmarks/write_statements.py [--folders 200] [--singles 50]
        [--corpus ../shared/corpus] [--engines sqlite,postgresql]

Three runs per engine, each on a fresh database and tenant:
  import     `skillkeeper import --activate` of the first N corpus folders (import_folders)
  re-import  the same folders again (unchanged content: no new revision)
  single     M skills written one by one through the public write path (Lifecycle.write, active)
Figures per skill: statements (cursor executions, each row of an executemany counted), round trips
(cursor executions plus transaction BEGIN/COMMIT on PostgreSQL, where each is its own round trip),
commits; and skills/s over wall time and over this process's CPU time (the database server's CPU
is not in it). Scanning and parsing are in the times, as in a real import.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import event

from _corpus import DEFAULT_CORPUS, temp_database
from skillkeeper.access.actor import Actor
from skillkeeper.check.scan import scan_skill
from skillkeeper.check.validate import validate_skill
from skillkeeper.ingest import collect_folders, import_folders
from skillkeeper.keeper import Keeper
from skillkeeper.review.states import Status
from skillkeeper.skill.folder import parse_skill_dir
from skillkeeper.store.tenants import ensure_tenant


@dataclass
class Counts:
    """What the engine sent while counting."""

    statements: int = 0
    executions: int = 0
    begins: int = 0
    commits: int = 0


def _counting(keeper: Keeper) -> tuple[Counts, Callable[[], None]]:
    counts = Counts()
    engine = keeper.store.engine

    def on_execute(_c: Any, _cur: Any, _stmt: str, params: Any, _ctx: Any, many: bool) -> None:
        counts.executions += 1
        # A driver executemany sends the statement once per row; a multi-row INSERT (SQLAlchemy's
        # "insertmanyvalues", one flat row of parameters) is one statement.
        rows = many and isinstance(params, list | tuple) and params and isinstance(params[0], dict | list | tuple)
        counts.statements += len(params) if rows else 1

    def on_begin(_conn: Any) -> None:
        counts.begins += 1

    def on_commit(_conn: Any) -> None:
        counts.commits += 1

    event.listen(engine, "before_cursor_execute", on_execute)
    event.listen(engine, "begin", on_begin)
    event.listen(engine, "commit", on_commit)

    def stop() -> None:
        event.remove(engine, "before_cursor_execute", on_execute)
        event.remove(engine, "begin", on_begin)
        event.remove(engine, "commit", on_commit)

    return counts, stop


def _measure(label: str, engine: str, keeper: Keeper, n: int, work: Callable[[], None]) -> None:
    counts, stop = _counting(keeper)
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        work()
    finally:
        stop()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    # On SQLite BEGIN is a statement we send ourselves (already counted); on PostgreSQL the driver sends it.
    trips = counts.executions + counts.commits + (counts.begins if engine == "postgresql" else 0)
    print(
        f"[{engine}] {label:<9} {n:>4} skills: {counts.statements / n:6.2f} statements/skill, "
        f"{trips / n:6.2f} round trips/skill, {counts.commits / n:5.2f} commits/skill, "
        f"{n / wall:6.1f} skills/s wall, {n / cpu:6.1f} skills/s CPU"
    )


def run(engine: str, folders: list[Path], singles: list[Path], singles_wanted: int, workdir: Path) -> None:
    with temp_database(engine, workdir, prefix="pgimport_bench") as url:
        keeper = Keeper.open(url)
        try:
            with keeper.store.write() as conn:
                tid = ensure_tenant(conn, "bench")
                single_tid = ensure_tenant(conn, "bench-single")
            actor = Actor.operator(tid)

            def do_import() -> None:
                import_folders(keeper.lifecycle, actor, folders, activate=True)

            _measure("import", engine, keeper, len(folders), do_import)
            _measure("re-import", engine, keeper, len(folders), do_import)
            # Only skills that pass validation and the scan: a refused write stores nothing.
            parsed = [s for s in (parse_skill_dir(f) for f in singles) if validate_skill(s).ok]
            parsed = [s for s in parsed if scan_skill(s).verdict != "refused"][:singles_wanted]
            single_actor = Actor.operator(single_tid)

            def do_singles() -> None:
                for skill in parsed:
                    keeper.lifecycle.write(single_actor, skill, source="manual", status=Status.ACTIVE)

            _measure("single", engine, keeper, len(parsed), do_singles)
        finally:
            keeper.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--folders", type=int, default=200, help="corpus folders to import")
    parser.add_argument("--singles", type=int, default=50, help="skills written one by one")
    args = parser.parse_args()
    found = collect_folders([args.corpus])
    # Distinct names only, so every folder of the import is a write (none a duplicate rejection).
    seen: set[str] = set()
    unique: list[Path] = []
    for folder in found:
        try:
            name = parse_skill_dir(folder).name
        except Exception:  # a folder that does not parse is not a write; leave it out
            continue
        if name and name not in seen:
            seen.add(name)
            unique.append(folder)
    folders, singles = unique[: args.folders], unique[: args.singles * 2]
    with tempfile.TemporaryDirectory() as tmp:
        for engine in args.engines.split(","):
            run(engine, folders, singles, args.singles, Path(tmp))


if __name__ == "__main__":
    main()
