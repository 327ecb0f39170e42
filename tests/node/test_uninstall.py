"""`agent --uninstall`'s plan and applier: only what the agent wrote goes."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.node import disk
from skillkeeper.node.reconcile import COMPANION
from skillkeeper.node.targets import Target
from skillkeeper.node.uninstall import apply_uninstall, plan_uninstall
from tests.node.payloads import catalog, make_skill, tick, write_foreign


def test_an_additive_target_loses_only_the_marked_skills_not_the_companion_or_the_users(tmp_path: Path) -> None:
    target = Target(dir=tmp_path / "shared", mode="additive")
    write_foreign(target.dir, "mine")
    assert not tick(target, catalog(make_skill("alpha"), make_skill(COMPANION))).errors
    # The companion is installed by `skillkeeper install`, which takes it out itself.
    (plan,) = plan_uninstall([target])
    assert plan.remove == ["alpha"]
    (outcome,) = apply_uninstall([plan])
    assert outcome.summary.removed == ["alpha"] and not outcome.errors
    assert sorted(p.name for p in target.dir.iterdir()) == ["mine", COMPANION]


def test_an_owned_target_is_emptied_but_stays_marked_and_a_missing_one_is_not_created(tmp_path: Path) -> None:
    owned = Target(dir=tmp_path / "owned", mode="owned")
    assert not tick(owned, catalog(make_skill("alpha"), make_skill("beta"))).errors
    missing = Target(dir=tmp_path / "never-synced", mode="additive")
    plans = plan_uninstall([owned, missing], protected=["beta"])
    assert [p.remove for p in plans] == [["alpha"], []]
    apply_uninstall(plans)
    assert sorted(p.name for p in owned.dir.iterdir()) == [disk.MARKER, "beta"]
    assert not missing.dir.exists()
