"""The catalog version and the per-viewer caches that hang on it, on both engines."""

from __future__ import annotations

import pytest
from sqlalchemy import Connection, update

from skillkeeper.check.scan.result import ScanResult
from skillkeeper.deliver.installable import current, entries, etag_of
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from skillkeeper.store.changes import ViewerCache, current_version
from skillkeeper.store.schema import catalog_version, skills
from skillkeeper.store.search import search
from skillkeeper.store.stamped import Stamp, StampedCache
from skillkeeper.store.tenants import create_tenant, update_settings
from skillkeeper.store.visibility import Viewer, viewer_for
from tests.factories import make_skill, reviewer


def _clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


@pytest.fixture
def acme(keeper: Keeper) -> int:
    keeper.lifecycle.scanner = _clean
    with keeper.store.write() as conn:
        return create_tenant(conn, "acme")


def _version(keeper: Keeper) -> int | None:
    with keeper.store.read() as conn:
        return current_version(conn)


def test_every_change_to_a_skill_row_moves_the_version(keeper: Keeper, acme: int) -> None:
    seen = [_version(keeper)]
    for name in ("pdf-tools", "csv-tools"):
        keeper.lifecycle.write(reviewer(acme), make_skill(name), source="manual", status="active")
        seen.append(_version(keeper))
    keeper.lifecycle.act(reviewer(acme), "pdf-tools", "quarantine", reason="check it")
    seen.append(_version(keeper))
    keeper.lifecycle.delete(reviewer(acme), "csv-tools")
    seen.append(_version(keeper))
    with keeper.store.write() as conn:
        update_settings(conn, acme, {"review_gate": False})
    seen.append(_version(keeper))
    assert all(isinstance(v, int) for v in seen)
    assert seen == sorted(set(seen)), seen


def test_a_rolled_back_write_leaves_the_version_alone(keeper: Keeper, acme: int) -> None:
    keeper.lifecycle.write(reviewer(acme), make_skill("pdf-tools"), source="manual", status="active")
    before = _version(keeper)
    with pytest.raises(RuntimeError), keeper.store.write() as conn:
        conn.execute(update(skills).values(status="quarantined"))
        raise RuntimeError("abort")
    assert _version(keeper) == before


def test_viewer_cache_rebuilds_only_after_a_change(keeper: Keeper, acme: int) -> None:
    cache: ViewerCache[int] = ViewerCache()
    builds: list[int] = []

    def build(conn: Connection) -> int:
        builds.append(1)
        return len(builds)

    viewer = Viewer(acme)
    with keeper.store.read() as conn:
        assert cache.get(conn, viewer, build) == 1
        assert cache.get(conn, viewer, build) == 1
        assert cache.get(conn, Viewer(acme, gate_on=False), build) == 2
    keeper.lifecycle.write(reviewer(acme), make_skill("pdf-tools"), source="manual", status="active")
    with keeper.store.read() as conn:
        assert cache.get(conn, viewer, build) == 3


def test_viewer_cache_never_holds_a_value_without_a_version_row(keeper: Keeper, acme: int) -> None:
    cache: ViewerCache[int] = ViewerCache()
    builds: list[int] = []
    with keeper.store.write() as conn:
        saved = [dict(r) for r in conn.execute(catalog_version.select()).mappings()]
        conn.execute(catalog_version.delete())
    try:
        with keeper.store.read() as conn:
            assert current_version(conn) is None
            cache.get(conn, Viewer(acme), lambda c: builds.append(1) or 0)
            cache.get(conn, Viewer(acme), lambda c: builds.append(1) or 0)
        assert len(builds) == 2
    finally:  # the PostgreSQL database outlives this test: put every version row back
        with keeper.store.write() as conn:
            conn.execute(catalog_version.insert(), saved)


def test_viewer_cache_drops_the_least_recently_used_viewer(keeper: Keeper, acme: int) -> None:
    cache: ViewerCache[int] = ViewerCache(max_entries=2)
    builds: list[int] = []

    def build(conn: Connection) -> int:
        builds.append(1)
        return len(builds)

    with keeper.store.read() as conn:
        for tenant in (1, 2, 1, 3, 1, 2):
            cache.get(conn, Viewer(tenant), build)
    assert len(builds) == 4  # 1, 2, (1 held), 3 evicts 2, (1 held), 2 again


def test_search_and_installable_see_a_change_made_through_another_store(keeper: Keeper, acme: int, db_url: str) -> None:
    keeper.lifecycle.write(
        reviewer(acme), make_skill("pdf-tools", "Extract tables from PDF files."), source="manual", status="active"
    )
    with keeper.store.read() as conn:
        viewer = viewer_for(conn, acme)
        assert [c.name for c, _ in search(conn, viewer, "pdf tables", caches=keeper.caches.search)] == ["pdf-tools"]
        items, etag = current(conn, viewer, keeper.caches.installable)
        assert [e.name for e in items] == ["pdf-tools"]
    # A second replica (its own engine) quarantines it: this process must not serve it again.
    other = Keeper.open(db_url)
    try:
        other.lifecycle.act(reviewer(acme), "pdf-tools", "quarantine", reason="suspicious")
    finally:
        other.close()
    with keeper.store.read() as conn:
        assert search(conn, viewer, "pdf tables", caches=keeper.caches.search) == []
        items, new_etag = current(conn, viewer, keeper.caches.installable)
        assert items == [] and new_etag != etag
        assert new_etag == etag_of(entries(conn, viewer))


def test_stamped_cache_under_constant_writes_holds_only_the_current_stamps_answers() -> None:
    cache: StampedCache[str, bytes] = StampedCache(max_entries=8192, max_bytes=1 << 30, size=len)
    for version in range(1, 501):  # every write moves the catalog version; each stamp serves other queries
        stamp = Stamp((version, 1))
        for n in range(4):
            cache.put(stamp, f"query {version}-{n}", b"x" * 100)
    assert len(cache) == 4 and cache.size_bytes == 400
    assert cache.get(Stamp((500, 1)), "query 500-3") == b"x" * 100
    assert cache.get(Stamp((499, 1)), "query 499-3") is None


def test_stamped_cache_does_not_file_an_answer_built_under_an_older_stamp() -> None:
    cache: StampedCache[str, bytes] = StampedCache()
    cache.put(Stamp((7, 3)), "a", b"new")
    assert cache.put(Stamp((6, 3)), "b", b"old") == b"old"  # a request that read its stamp before the write
    assert cache.put(Stamp((7, 2)), "c", b"old") == b"old"
    assert len(cache) == 1 and cache.get(Stamp((7, 3)), "a") == b"new"
    cache.put(Stamp((7, 4)), "d", b"newer")  # an access change alone supersedes too
    assert len(cache) == 1 and cache.get(Stamp((7, 3)), "a") is None
