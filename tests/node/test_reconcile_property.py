"""Property: one tick makes an owned target equal the catalog, leaves unowned entries alone, and a
second tick with the same catalog writes nothing."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skillkeeper.node.catalog import Catalog
from skillkeeper.node.targets import Target
from tests.node.payloads import (
    catalog,
    installed_tree,
    make_skill,
    skill_tree,
    snapshot,
    tick,
    write_foreign,
)

POOL = ["alpha", "beta", "gamma", "delta", "eps-1", "zeta-two", "eta", "theta"]
names = st.sampled_from(POOL)
versions = st.dictionaries(names, st.integers(1, 3), max_size=8)


def cat_of(spec: dict[str, int]) -> Catalog:
    return catalog(*(make_skill(n, v, script=v == 2) for n, v in spec.items()))


def add_foreign(folder: Path, name: str, kind: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    if kind == "dir":
        write_foreign(folder, name)
    elif kind == "file":
        (folder / name).write_text("not a skill")
    else:
        (folder / name).symlink_to(folder.parent / "elsewhere", target_is_directory=True)


@st.composite
def scenarios(draw: Any) -> dict[str, Any]:
    initial = draw(versions)
    foreign = draw(st.dictionaries(names, st.sampled_from(["dir", "file", "link"]), max_size=4))
    return {
        "initial": initial,
        "foreign": {n: k for n, k in foreign.items() if n not in initial},
        "junk": draw(st.lists(st.sampled_from(["README.md", "Stray Dir", ".hidden"]), unique=True)),
        "catalog": draw(versions),
        "protected": frozenset(draw(st.sets(names, max_size=2))),
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_owned_target_equals_the_catalog_after_one_tick(sc: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        target = Target(Path(tmp) / "owned", "owned")
        tick(target, cat_of(sc["initial"]), frozenset())
        for name, kind in sc["foreign"].items():
            add_foreign(target.dir, name, kind)
        for junk in sc["junk"]:
            (target.dir / junk).write_text("junk")
        pre_protected = {
            n: snapshot(target.dir / n) if (target.dir / n).is_dir() and not (target.dir / n).is_symlink() else None
            for n in sc["protected"]
            if (target.dir / n).is_symlink() or (target.dir / n).exists()
        }
        cat = cat_of(sc["catalog"])
        out = tick(target, cat, sc["protected"])
        assert out.errors == []
        entries = {p.name for p in target.dir.iterdir()} - {".skillkeeper-owned"}
        assert entries == (set(sc["catalog"]) - sc["protected"]) | set(pre_protected)
        for name in set(sc["catalog"]) - sc["protected"]:
            assert installed_tree(target.dir / name) == skill_tree(cat.skills[name])
        for name, snap in pre_protected.items():
            if snap is not None:
                assert snapshot(target.dir / name) == snap
        before = snapshot(target.dir)
        again = tick(target, cat, sc["protected"])
        assert again.written == 0 and snapshot(target.dir) == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_additive_target_never_changes_unowned_entries(sc: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        target = Target(Path(tmp) / "shared", "additive")
        target.dir.mkdir()
        tick(target, cat_of(sc["initial"]), frozenset())
        for name, kind in sc["foreign"].items():
            add_foreign(target.dir, name, kind)
        for junk in sc["junk"]:
            (target.dir / junk).write_text("junk")
        unowned = set(sc["foreign"]) | set(sc["junk"])
        full = snapshot(target.dir)
        before_unowned = {k: v for k, v in full.items() if k.split("/")[0] in unowned}
        before_protected = {k: v for k, v in full.items() if k.split("/")[0] in sc["protected"]}
        cat = cat_of(sc["catalog"])
        out = tick(target, cat, sc["protected"])
        assert out.errors == []
        after = snapshot(target.dir)
        assert {k: v for k, v in after.items() if k.split("/")[0] in unowned} == before_unowned
        assert {k: v for k, v in after.items() if k.split("/")[0] in sc["protected"]} == before_protected
        ours = set(sc["catalog"]) - unowned - sc["protected"]
        assert set(out.summary.installed) == ours
        assert set(out.summary.collisions) == set(sc["catalog"]) & unowned - sc["protected"]
        for name in ours:
            assert installed_tree(target.dir / name) == skill_tree(cat.skills[name])
        gone = set(sc["initial"]) - set(sc["catalog"]) - sc["protected"]
        assert not any((target.dir / n).exists() for n in gone)
        again = tick(target, cat, sc["protected"])
        assert again.written == 0 and snapshot(target.dir) == after
