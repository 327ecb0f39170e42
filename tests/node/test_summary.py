"""The heartbeat summary model: wire names, caps, dedupe across targets, fitting the size cap."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from skillkeeper.node.summary import (
    MAX_BODY_BYTES,
    Heartbeat,
    ReconcileSummary,
    SkippedEntry,
    TargetSummary,
    fit_to_budget,
)


def test_top_level_lists_are_the_deduplicated_union_of_targets() -> None:
    a = TargetSummary(dir="/a", mode="owned", installed=["x", "y"], added=["y"], collisions=[])
    b = TargetSummary(dir="/b", mode="additive", installed=["y"], collisions=["x"], protected=["p"])
    s = ReconcileSummary.from_targets([a, b], etag='"e"', registered_dirs=["/b", "/b"])
    assert (s.installed, s.added, s.collisions, s.protected) == (["x", "y"], ["y"], ["x"], ["p"])
    assert s.to_wire()["registeredDirs"] == ["/b"]


def test_the_wire_example_validates() -> None:
    body = {
        "node_id": "build-7",
        "hostname": "build-7.local",
        "agent_version": "0.1.0",
        "reconcile": {
            "at": "2026-12-02T11:00:00Z",
            "etag": '"3f1c"',
            "installed": ["pdf-tools"],
            "added": [],
            "removed": [],
            "skipped": [{"name": "bad name", "reason": "name is not spec-valid"}],
            "collisions": ["pdf-tools"],
            "protected": [],
            "targets": [
                {
                    "dir": "/home/u/.claude/skills",
                    "mode": "additive",
                    "installed": [],
                    "added": [],
                    "removed": [],
                    "collisions": [],
                    "protected": [],
                }
            ],
            "registeredDirs": [],
            "errors": ["installable: HTTP 503"],
        },
    }
    hb = Heartbeat.model_validate(body)
    assert hb.reconcile.skipped == [SkippedEntry(name="bad name", reason="name is not spec-valid")]
    assert hb.model_dump(mode="json", by_alias=True)["reconcile"]["registeredDirs"] == []


@pytest.mark.parametrize(
    "bad",
    [
        {"installed": ["x"] * 4097},
        {"installed": ["x" * 257]},
        {"errors": ["e" * 1025]},
        {"targets": [{"dir": "/a", "mode": "sideways"}]},
        {"skipped": [{"name": "n"}]},
    ],
)
def test_oversized_or_malformed_summaries_are_rejected(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        ReconcileSummary.model_validate(bad)


def test_unknown_keys_from_a_newer_agent_are_ignored() -> None:
    assert ReconcileSummary.model_validate({"installed": ["a"], "future": 1}).installed == ["a"]


def test_fit_to_budget_drops_per_target_names_first_then_trims() -> None:
    names = [f"skill-number-with-a-longer-name-{i:05d}" for i in range(3000)]
    targets = [TargetSummary(dir=f"/t{i}", mode="additive", installed=names) for i in range(3)]
    s = ReconcileSummary.from_targets(targets)
    fitted = fit_to_budget(s)
    size = len(json.dumps(fitted.to_wire(), separators=(",", ":")).encode())
    assert fitted.truncated and size <= MAX_BODY_BYTES
    assert all(t.installed == [] for t in fitted.targets) and len(fitted.targets) == 3
    assert 1500 < len(fitted.installed) < 3000


def test_fit_to_budget_drops_the_per_target_names_another_agent_holds() -> None:
    names = [f"skill-number-with-a-longer-name-{i:05d}" for i in range(3000)]
    target = TargetSummary(dir="/t", mode="additive", held_by_other=names, other_agents=["work-1a2b"])
    fitted = fit_to_budget(ReconcileSummary.from_targets([target]))
    size = len(json.dumps(fitted.to_wire(), separators=(",", ":")).encode())
    assert fitted.truncated and size <= MAX_BODY_BYTES and fitted.targets[0].held_by_other == []


def test_fit_to_budget_leaves_a_small_summary_alone() -> None:
    s = ReconcileSummary.from_targets([TargetSummary(dir="/a", mode="owned", installed=["x"])])
    assert fit_to_budget(s) == s


def _wire_doc_heartbeat() -> dict[str, object]:
    text = (Path(__file__).resolve().parents[2] / "docs" / "wire.md").read_text(encoding="utf-8")
    section = text.split("## `POST /api/v1/nodes/heartbeat`", 1)[1]
    return json.loads(section.split("```json\n", 1)[1].split("\n```", 1)[0])


def test_docs_wire_heartbeat_example_is_valid_and_shows_every_field() -> None:
    # The example lacked overridden, local, forked, offline_since and truncated, which every
    # agent sends: a node written from the doc could not report its own catalog.
    example = _wire_doc_heartbeat()
    beat = Heartbeat.model_validate(example)
    assert set(example) == set(Heartbeat.model_fields)
    assert set(example["reconcile"]) == set(beat.reconcile.to_wire())  # type: ignore[arg-type]
