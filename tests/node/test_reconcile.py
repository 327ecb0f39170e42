"""The reconcile engine on temp folders: plan from (folder, catalog), then apply."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from skillkeeper.node import disk
from skillkeeper.node.catalog import Catalog, CatalogSkill
from skillkeeper.node.reconcile import plan_target, prepare_target
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


def owned(tmp_path: Path) -> Target:
    return Target(dir=tmp_path / "owned", mode="owned")


def additive(tmp_path: Path) -> Target:
    return Target(dir=tmp_path / "shared", mode="additive")


def test_owned_target_is_created_and_gets_every_skill(tmp_path: Path) -> None:
    a, b = make_skill("alpha"), make_skill("beta", script=True)
    out = tick(owned(tmp_path), catalog(a, b))
    assert out.errors == []
    assert out.summary.installed == ["alpha", "beta"] and out.summary.added == ["alpha", "beta"]
    assert installed_tree(tmp_path / "owned" / "alpha") == skill_tree(a)
    assert installed_tree(tmp_path / "owned" / "beta") == skill_tree(b)


def test_owned_target_prunes_everything_not_in_the_catalog(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha"), make_skill("beta")))
    write_foreign(target.dir, "stray")
    (target.dir / "notes.txt").write_text("x")
    out = tick(target, catalog(make_skill("alpha")))
    assert out.summary.removed == ["beta", "notes.txt", "stray"]
    assert sorted(p.name for p in target.dir.iterdir()) == [".skillkeeper-owned", "alpha"]


def test_owned_target_refuses_a_folder_it_did_not_create(tmp_path: Path) -> None:
    target = owned(tmp_path)
    write_foreign(target.dir, "precious")
    before = snapshot(target.dir)
    out = tick(target, catalog(make_skill("alpha")))
    assert out.errors and "did not create" in out.errors[0]
    assert snapshot(target.dir) == before


def test_owned_target_updates_a_changed_skill_reports_it_as_updated_and_keeps_the_rest(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha"), make_skill("beta")))
    beta_before = snapshot(target.dir / "beta")
    out = tick(target, catalog(make_skill("alpha", version=2), make_skill("beta")))
    assert (out.summary.added, out.summary.updated) == ([], ["alpha"]) and out.written == 1
    assert installed_tree(target.dir / "alpha") == skill_tree(make_skill("alpha", version=2))
    assert snapshot(target.dir / "beta") == beta_before


def test_second_tick_with_the_same_catalog_writes_nothing(tmp_path: Path) -> None:
    target = additive(tmp_path)
    cat = catalog(make_skill("alpha"), make_skill("beta", script=True))
    tick(target, cat)
    before = {p: p.stat().st_mtime_ns for p in target.dir.rglob("*")}
    out = tick(target, cat)
    assert out.written == 0 and out.summary.added == [] and out.summary.removed == []
    assert out.summary.installed == ["alpha", "beta"]
    assert {p: p.stat().st_mtime_ns for p in target.dir.rglob("*")} == before


def test_additive_target_reports_a_collision_and_never_overwrites_it(tmp_path: Path) -> None:
    target = additive(tmp_path)
    write_foreign(target.dir, "alpha")
    before = snapshot(target.dir)
    out = tick(target, catalog(make_skill("alpha"), make_skill("beta")))
    assert out.summary.collisions == ["alpha"] and out.summary.installed == ["beta"]
    assert {k: v for k, v in snapshot(target.dir).items() if k.startswith("alpha")} == before


def test_an_unowned_folder_differing_only_in_case_is_a_collision_never_replaced(tmp_path: Path) -> None:
    # On macOS and Windows disks 'Alpha' and 'alpha' are one folder: installing 'alpha' would
    # rename-swap the user's 'Alpha' away and delete it. Refused on every disk, like a bundle's paths.
    target = additive(tmp_path)
    write_foreign(target.dir, "Alpha")
    write_foreign(target.dir, "K\u212aelvin")  # the Kelvin sign folds to 'k'
    before = snapshot(target.dir)
    out = tick(target, catalog(make_skill("alpha"), make_skill("kkelvin"), make_skill("beta")))
    assert out.summary.collisions == ["alpha", "kkelvin"] and out.summary.installed == ["beta"]
    assert sorted(p.name for p in target.dir.iterdir()) == ["Alpha", "K\u212aelvin", "beta"]
    assert {k: v for k, v in snapshot(target.dir).items() if not k.startswith("beta")} == before


def test_an_owned_target_replaces_a_case_variant_by_pruning_it_first(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog())
    write_foreign(target.dir, "Alpha")
    out = tick(target, catalog(make_skill("alpha")))
    assert out.summary.removed == ["Alpha"] and out.summary.installed == ["alpha"]
    assert sorted(p.name for p in target.dir.iterdir()) == [".skillkeeper-owned", "alpha"]


def test_additive_target_never_removes_unowned_folders_even_on_an_empty_catalog(tmp_path: Path) -> None:
    target = additive(tmp_path)
    write_foreign(target.dir, "theirs")
    (target.dir / "README.md").write_text("hello")
    tick(target, catalog(make_skill("ours")))
    out = tick(target, catalog())
    assert out.summary.removed == ["ours"] and out.summary.installed == []
    assert sorted(p.name for p in target.dir.iterdir()) == ["README.md", "theirs"]


def test_additive_target_updates_only_folders_with_our_marker(tmp_path: Path) -> None:
    target = additive(tmp_path)
    tick(target, catalog(make_skill("ours")))
    out = tick(target, catalog(make_skill("ours", version=2), make_skill("new")))
    assert (out.summary.added, out.summary.updated) == (["new"], ["ours"])
    marker = json.loads((target.dir / "ours" / ".skillkeeper-owned").read_text())
    assert marker == {"skillkeeper": 1, "name": "ours", "content_hash": make_skill("ours", version=2).content_hash}


def test_a_marker_naming_another_skill_does_not_make_a_folder_ours(tmp_path: Path) -> None:
    target = additive(tmp_path)
    tick(target, catalog(make_skill("ours")))
    os.rename(target.dir / "ours", target.dir / "renamed")
    out = tick(target, catalog(make_skill("renamed")))
    assert out.summary.collisions == ["renamed"]
    assert (target.dir / "renamed").exists()


def test_a_deeply_nested_marker_in_a_shared_folder_is_not_ours_and_does_not_stop_the_tick(tmp_path: Path) -> None:
    # Anything that writes into a shared folder can plant a marker of 4,000 nested arrays: json.loads
    # raises RecursionError on it, which must not end every tick (and with it every revocation).
    target = additive(tmp_path)
    planted = write_foreign(target.dir, "alpha")
    (planted / ".skillkeeper-owned").write_text("[" * 4000)
    before = snapshot(target.dir)
    out = tick(target, catalog(make_skill("alpha"), make_skill("beta")))
    assert out.summary.collisions == ["alpha"] and out.summary.installed == ["beta"]
    assert {k: v for k, v in snapshot(target.dir).items() if k.startswith("alpha")} == before


@pytest.mark.parametrize("mode", ["owned", "additive"])
def test_protected_names_are_never_written_or_removed(tmp_path: Path, mode: str) -> None:
    target = Target(dir=tmp_path / mode, mode=mode)  # type: ignore[arg-type]
    tick(target, catalog(make_skill("keep-me"), make_skill("other")))
    before = snapshot(target.dir / "keep-me")
    out = tick(target, catalog(make_skill("other"), make_skill("new-one")), protected=["keep-me", "new-one"])
    assert out.summary.protected == ["keep-me", "new-one"]
    assert snapshot(target.dir / "keep-me") == before
    assert not (target.dir / "new-one").exists()
    assert "keep-me" not in out.summary.removed


def test_files_are_0644_unless_the_catalog_marks_a_script_executable(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        tick(owned(tmp_path), catalog(make_skill("alpha", script=True, extra={"references/a.md": b"ref"})))
    finally:
        os.umask(old)
    modes = {k: v[1] for k, v in snapshot(tmp_path / "owned" / "alpha").items()}
    assert modes == {
        "SKILL.md": 0o644,
        ".skillkeeper-owned": 0o644,
        "scripts": 0o755,
        "scripts/run.sh": 0o755,
        "references": 0o755,
        "references/a.md": 0o644,
    }


def test_a_link_in_an_additive_target_is_a_collision_and_is_never_written_through(tmp_path: Path) -> None:
    target = additive(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / ".skillkeeper-owned").write_text(json.dumps({"name": "alpha", "content_hash": "old"}))
    target.dir.mkdir()
    (target.dir / "alpha").symlink_to(outside, target_is_directory=True)
    out = tick(target, catalog(make_skill("alpha")))
    assert out.summary.collisions == ["alpha"]
    assert (target.dir / "alpha").is_symlink()
    assert sorted(p.name for p in outside.iterdir()) == [".skillkeeper-owned"]
    tick(target, catalog())
    assert (target.dir / "alpha").is_symlink()


def test_a_link_in_an_owned_target_is_replaced_without_following_it(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog())
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("x")
    (target.dir / "alpha").symlink_to(outside, target_is_directory=True)
    (target.dir / "stray").symlink_to(outside, target_is_directory=True)
    out = tick(target, catalog(make_skill("alpha")))
    assert out.errors == [] and out.summary.removed == ["stray"]
    assert not (target.dir / "alpha").is_symlink() and not (target.dir / "stray").exists()
    assert installed_tree(target.dir / "alpha") == skill_tree(make_skill("alpha"))
    assert sorted(p.name for p in outside.iterdir()) == ["keep.txt"]


def test_held_rows_keep_the_installed_copy(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha"), make_skill("beta")))
    cat = Catalog.of([make_skill("alpha")], held=frozenset({"beta"}))
    out = tick(target, cat)
    assert out.summary.removed == [] and out.summary.installed == ["alpha", "beta"]
    assert installed_tree(target.dir / "beta") == skill_tree(make_skill("beta"))


def test_leftover_temp_and_prune_folders_are_cleaned_on_the_next_tick(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha")))
    (target.dir / f"{disk.TMP_PREFIX}beta.abc").mkdir()
    (target.dir / f"{disk.TMP_PREFIX}beta.abc" / "SKILL.md").write_text("half")
    (target.dir / f"{disk.PRUNE_PREFIX}gamma.abc").mkdir()
    out = tick(target, catalog(make_skill("alpha")))
    assert out.written == 0
    assert sorted(p.name for p in target.dir.iterdir()) == [".skillkeeper-owned", "alpha"]


def test_a_swap_killed_between_its_renames_restores_the_old_version(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha")))
    old = snapshot(target.dir / "alpha")
    os.rename(target.dir / "alpha", target.dir / f"{disk.SWAP_PREFIX}alpha.abc")
    state = prepare_target(target)
    assert "alpha" in state.entries and state.leftovers == []
    assert snapshot(target.dir / "alpha") == old


def test_a_swap_killed_after_the_new_version_landed_drops_the_old_one(tmp_path: Path) -> None:
    target = owned(tmp_path)
    tick(target, catalog(make_skill("alpha", version=2)))
    (target.dir / f"{disk.SWAP_PREFIX}alpha.abc").mkdir()
    prepare_target(target)
    assert sorted(p.name for p in target.dir.iterdir()) == [".skillkeeper-owned", "alpha"]
    assert installed_tree(target.dir / "alpha") == skill_tree(make_skill("alpha", version=2))


def test_a_target_that_is_a_file_is_an_error_not_a_crash(tmp_path: Path) -> None:
    target = Target(dir=tmp_path / "file", mode="additive")
    target.dir.write_text("x")
    out = tick(target, catalog(make_skill("alpha")))
    assert out.errors and "not a folder" in out.errors[0]
    assert target.dir.read_text() == "x"


def test_a_write_failure_is_reported_and_the_rest_still_converges(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = additive(tmp_path)
    tick(target, catalog(make_skill("alpha")))
    real_install = disk.install_skill

    def failing(fd: int, skill: CatalogSkill, owner: str | None = None) -> None:
        if skill.name == "alpha":
            raise OSError(28, "No space left on device")
        real_install(fd, skill, owner=owner)

    monkeypatch.setattr(disk, "install_skill", failing)
    out = tick(target, catalog(make_skill("alpha", version=2), make_skill("beta")))
    assert out.errors == [f"{target.dir}: cannot write alpha: No space left on device"]
    assert out.summary.installed == ["alpha", "beta"] and out.summary.added == ["beta"]
    assert installed_tree(target.dir / "alpha") == skill_tree(make_skill("alpha"))


def test_plan_is_pure_and_names_every_action(tmp_path: Path) -> None:
    target = additive(tmp_path)
    tick(target, catalog(make_skill("same"), make_skill("changed"), make_skill("gone")))
    write_foreign(target.dir, "theirs")
    state = disk.scan_target(target.dir)
    before = snapshot(target.dir)
    cat = catalog(make_skill("same"), make_skill("changed", version=2), make_skill("new"), make_skill("theirs"))
    plan = plan_target(target, state, cat.wanted, cat.held, ["same"])
    assert (plan.add, plan.update, plan.remove, plan.keep) == (["new"], ["changed"], ["gone"], [])
    assert (plan.collisions, plan.protected) == (["theirs"], ["same"])
    assert snapshot(target.dir) == before


def test_additive_reconcile_keeps_the_companion_skill_install_wrote(tmp_path: Path) -> None:
    from skillkeeper.clients import companion

    target = additive(tmp_path)
    disk.ensure_dir(target.dir)
    with disk.open_dir(target.dir) as fd:
        disk.install_skill(fd, companion.skill())
    out = tick(target, catalog(make_skill("alpha")))
    assert out.errors == [] and out.summary.removed == [] and out.summary.installed == ["alpha"]
    assert (target.dir / companion.NAME / "SKILL.md").read_text() == companion.SKILL_MD
    out = tick(target, catalog())
    assert out.summary.removed == ["alpha"] and (target.dir / companion.NAME).is_dir()
