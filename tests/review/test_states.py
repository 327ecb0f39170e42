"""The transition table is the one source: enforcement, REST, CLI, pages and README agree with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.access.scopes import ADMIN, REVIEW
from skillkeeper.review.states import (
    ACTIONS,
    HELP,
    TRANSITIONS,
    Action,
    Standing,
    Status,
    find,
    scopes_for,
    standings,
    table_markdown,
)
from skillkeeper.store.audit import AuditAction

README = Path(__file__).resolve().parents[2] / "README.md"


def _row(status: str, *, edit: bool = False, deletion: bool = False) -> dict[str, object]:
    return {
        "status": status,
        "head_revision_id": 2 if edit else 1,
        "active_revision_id": 1,
        "delete_proposed_by": "agent-1" if deletion else None,
    }


def test_enums_keep_the_wire_strings() -> None:
    assert [s.value for s in Status] == ["candidate", "staged", "active", "rejected", "quarantined", "deprecated"]
    assert ACTIONS == ("approve", "reject", "quarantine", "release", "defer", "deprecate", "submit")
    assert Status.ACTIVE == "active" and f"{Action.APPROVE}" == "approve"


def test_every_action_has_a_transition_and_help() -> None:
    assert {t.action for t in TRANSITIONS} == set(Action)
    assert set(HELP) == set(Action)


def test_table_has_one_row_per_action_and_standing() -> None:
    keys = [(t.action, t.source) for t in TRANSITIONS]
    assert len(keys) == len(set(keys))


def test_deprecate_needs_admin_and_the_rest_review() -> None:
    assert scopes_for(Action.DEPRECATE) == (ADMIN,)
    assert all(scopes_for(a) == (REVIEW,) for a in Action if a != Action.DEPRECATE)


def test_approving_a_quarantined_revision_is_an_acknowledgement_by_an_admin_reviewer() -> None:
    move = find(Action.APPROVE, standings(_row("quarantined"), "quarantined"))
    assert move is not None and move.acknowledge and set(move.scopes) == {REVIEW, ADMIN}


@pytest.mark.parametrize(
    ("row", "state", "expected"),
    [
        (_row("active", edit=True, deletion=True), "pending", (Standing.DELETION, Standing.EDIT, Standing.ACTIVE)),
        (_row("active", edit=True), "quarantined", (Standing.QUARANTINED_EDIT, Standing.ACTIVE)),
        (_row("active"), "approved", (Standing.ACTIVE,)),
        (_row("staged"), "pending", (Standing.STAGED,)),
    ],
)
def test_standings_are_most_specific_first(row: dict[str, object], state: str, expected: tuple[Standing, ...]) -> None:
    assert standings(row, state) == expected


def test_a_proposed_deletion_is_decided_before_an_edit_and_quarantine_falls_through_to_active() -> None:
    where = standings(_row("active", edit=True, deletion=True), "pending")
    approve, quarantine = find(Action.APPROVE, where), find(Action.QUARANTINE, where)
    assert approve is not None and approve.to == "deleted"
    assert quarantine is not None and quarantine.source == Standing.ACTIVE
    assert find(Action.SUBMIT, where) is None


def test_rest_action_enum_is_the_table() -> None:
    from fastapi.testclient import TestClient

    from skillkeeper.keeper import Keeper
    from skillkeeper.web import create_app

    keeper = Keeper.open("sqlite://")
    try:
        with TestClient(create_app(keeper)) as client:
            spec = client.get("/openapi.json").json()
    finally:
        keeper.close()
    params = spec["paths"]["/api/v1/skills-inbox/{slug}/{action}"]["post"]["parameters"]
    action = next(p for p in params if p["name"] == "action")
    schema = action["schema"]
    enum = schema.get("enum") or spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]["enum"]
    assert enum == list(ACTIONS)


def test_cli_has_a_command_per_action_with_the_table_help() -> None:
    import typer.main

    from skillkeeper.cli import app
    from skillkeeper.cli.review import PINNED_HELP
    from skillkeeper.cli.skills import skills_app

    assert app is not None
    commands = {c.name: c for c in typer.main.get_command(skills_app).commands.values()}  # type: ignore[attr-defined]
    for action in Action:
        assert action.value in commands, action
        assert commands[action.value].help == HELP[action] + PINNED_HELP


def test_page_buttons_come_from_the_table() -> None:
    from skillkeeper.review.inbox import _ACTION_ORDER

    assert set(_ACTION_ORDER) == set(ACTIONS)


def test_readme_carries_the_transition_table() -> None:
    assert table_markdown() in README.read_text(encoding="utf-8")


def test_every_action_has_an_audit_action_of_the_same_value() -> None:
    # The lifecycle records a decision under its action's name; a missing member would fail at write time.
    audit_values = {a.value for a in AuditAction}
    assert [a for a in Action if a.value not in audit_values] == []
    assert all(AuditAction(a.value) == a.value for a in Action)
