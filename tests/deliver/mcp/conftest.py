"""A small catalog on each engine: own active, flow template, staged, quarantined, foreign."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from skillkeeper.access.callers import Caller
from skillkeeper.access.scopes import READ, WRITE
from skillkeeper.check.scan.result import Finding, ScanResult
from skillkeeper.deliver.mcp.callers import fixed_caller
from skillkeeper.deliver.mcp.server import SkillMcp, build_server
from skillkeeper.keeper import Keeper
from skillkeeper.skill.model import Skill
from tests.factories import FLOW_YAML, agent, make_skill, reviewer


def clean(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def critical(skill: Skill) -> ScanResult:
    return ScanResult("quarantined", (Finding("T-1", "test", "critical", "planted", False),), skill.content_hash)


@dataclass
class World:
    keeper: Keeper
    acme: int
    other: int

    def caller(self, *scopes: str, tenant: str = "acme") -> Caller:
        tid = self.acme if tenant == "acme" else self.other
        return Caller(tid, tenant, "agent-1", frozenset(scopes))

    def server(self, *scopes: str, caller: Caller | None = None) -> SkillMcp:
        return build_server(self.keeper, fixed_caller(caller or self.caller(*scopes)))


@pytest.fixture
def world(keeper: Keeper) -> World:
    keeper.lifecycle.scanner = clean
    acme = keeper.tenants.create("acme").id
    other = keeper.tenants.create("other").id
    rev = reviewer(acme)
    lc = keeper.lifecycle
    lc.write(
        rev,
        make_skill(
            "pdf-tools",
            "Use when you need to fill or merge PDF forms.",
            files={"scripts/merge.py": "print('merge')\n", "assets/logo.bin": b"\x00\xff\x10"},
        ),
        source="manual",
        status="active",
    )
    lc.write(
        rev,
        make_skill("water-plant", "Use when a plant needs watering by the robot.", files={"flow.yaml": FLOW_YAML}),
        source="manual",
        status="active",
    )
    lc.write(agent(acme), make_skill("staged-one", "Use when you need the staged pdf helper."))
    lc.scanner = critical
    lc.write(agent(acme), make_skill("quarantined-one", "Use when you need the quarantined pdf helper."))
    lc.scanner = clean
    lc.write(
        reviewer(other),
        make_skill("foreign-pdf", "Use when you need foreign pdf tricks."),
        source="manual",
        status="active",
    )
    return World(keeper, acme, other)


def set_settings(world: World, tid: int, **settings: object) -> None:
    world.keeper.tenants.update_settings(tid, dict(settings))


ALL_READ_WRITE = (READ, WRITE)
ServerFactory = Callable[..., SkillMcp]
