"""The node's merged catalog: the merge rule as a property, sync forks, two stores kept apart."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skillkeeper.errors import InvalidSkill
from skillkeeper.node import authoring
from skillkeeper.node.catalog import Catalog
from skillkeeper.node.merged import forked, merge
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.node.store import SkillDb
from tests.factories import make_skill
from tests.node.catalogs import cloud_skill, sync

NAMES = st.sampled_from([f"s{i}" for i in range(12)])
VERSIONS = st.dictionaries(NAMES, st.integers(0, 3), max_size=12)


@settings(deadline=None, max_examples=300)
@given(cloud=VERSIONS, local=VERSIONS, after=VERSIONS)
def test_merged_is_cloud_overlaid_by_overrides_plus_local_and_forks_are_the_revoked_overrides(
    cloud: dict[str, int], local: dict[str, int], after: dict[str, int]
) -> None:
    cloud_rows = {n: ("cloud", v) for n, v in cloud.items()}
    local_rows = {n: ("local", v) for n, v in local.items()}
    merged = merge(cloud_rows, local_rows)
    assert set(merged) == set(cloud) | set(local)
    for name, item in merged.items():
        assert item.served == (local_rows[name] if name in local else cloud_rows[name])
        assert item.origin == ("cloud" if name in cloud else "local")
        assert item.locally_overridden == (name in cloud and name in local)
    # A sync to `after` revokes cloud names that are gone; exactly the overridden ones fork.
    revoked = set(cloud) - set(after)
    forks = forked(cloud, after, local)
    assert forks == sorted(revoked & set(local))
    next_view = merge({n: ("cloud", v) for n, v in after.items()}, local_rows)
    for name in forks:
        assert next_view[name].origin == "local" and next_view[name].served == local_rows[name]
    for name in revoked - set(local):
        assert name not in next_view


def test_a_revoked_cloud_skill_with_an_override_forks_into_a_local_skill(tmp_path: Path) -> None:
    a, b = cloud_skill("alpha-one"), cloud_skill("beta-two")
    sync(tmp_path, a, b)
    node = NodeCatalog(tmp_path)
    authoring.update(node, "alpha-one", make_skill("alpha-one", body="# mine\n\nLocal content.\n"))
    node.close()
    assert sync(tmp_path, b, etag='"e2"') == ["alpha-one"]
    node = NodeCatalog(tmp_path)
    try:
        view = node.view().items
        assert (view["alpha-one"].origin, view["alpha-one"].locally_overridden) == ("local", False)
        got = node.get("alpha-one")
        assert got is not None and "Local content." in got[1].skill_md
        assert "beta-two" in view and sync(tmp_path, etag='"e3"') == []
        assert set(node.view().items) == {"alpha-one"}
    finally:
        node.close()


def test_sync_writes_only_synced_db_and_authoring_only_local_db(tmp_path: Path) -> None:
    sync(tmp_path, cloud_skill("alpha-one"))
    node = NodeCatalog(tmp_path)
    try:
        local_before = node.local.version()
        node.sync(Catalog.of([cloud_skill("gamma-three")], etag='"e9"'), server="test")
        assert node.local.cards() == {} and node.local.version() == local_before
        synced_before = node.synced.cards()
        synced_version = SkillDb(tmp_path / "node" / "synced.db")  # a second connection sees others' commits
        version_before = synced_version.version()
        authoring.create(node, make_skill("delta-four"))
        authoring.update(node, "gamma-three", make_skill("gamma-three", body="# over\n"))
        assert node.synced.cards() == synced_before and synced_version.version() == version_before
        synced_version.close()
        assert set(node.local.cards()) == {"delta-four", "gamma-three"}
    finally:
        node.close()


def test_search_uses_the_server_ranker_over_the_merged_view(tmp_path: Path) -> None:
    sync(
        tmp_path,
        cloud_skill("pdf-forms", "Use when you fill PDF forms."),
        cloud_skill("csv-report", "Use when you summarise a CSV file."),
    )
    node = NodeCatalog(tmp_path)
    try:
        assert node.search("csv summary", 5)[0][0].name == "csv-report"
        authoring.update(node, "csv-report", make_skill("csv-report", "Use when you convert spreadsheets to pdf."))
        hits = node.search("spreadsheets", 5)
        assert [(m.name, m.locally_overridden) for m, _ in hits] == [("csv-report", True)]
    finally:
        node.close()


def test_a_local_write_with_a_reserved_or_escaping_path_is_refused(tmp_path: Path) -> None:
    node = NodeCatalog(tmp_path)
    try:
        for path in (".skillkeeper-owned", "../escape.md", "a/../../b.md"):
            with pytest.raises(InvalidSkill):
                authoring.create(node, make_skill("sneaky-one", files={path: "x"}))
        assert node.local.cards() == {}
    finally:
        node.close()


def test_search_index_drops_revisions_a_sync_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("skillkeeper.rank.lexical.MIN_DEAD", 1)
    forms = cloud_skill("pdf-forms", "Use when you fill PDF forms.")
    sync(tmp_path, forms, cloud_skill("csv-report", "Use when you summarise a CSV file."))
    node = NodeCatalog(tmp_path)
    try:
        assert node.search("csv summary", 5)[0][0].name == "csv-report"
        for n in range(3):
            csv = cloud_skill("csv-report", f"Summarise CSV, take {n}.")
            node.sync(Catalog.of([forms, csv], etag=f'"{n}"'), server="t")
            assert [m.name for m, _ in node.search("csv summarise", 5)] == ["csv-report"]
        assert node._search._index is not None and node._search._index.size <= 3
    finally:
        node.close()
