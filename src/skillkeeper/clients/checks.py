"""Doctor's findings: one check per line, ok|warn|fail with one line of why; the exit code."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from skillkeeper.node.reach import no_answer

Status = Literal["ok", "warn", "fail"]
EXIT_OK, EXIT_WARN, EXIT_UNREACHABLE = 0, 1, 2


@dataclass
class Check:
    """One finding; `fatal` marks a failure to connect or authenticate (exit 2)."""

    name: str
    status: Status
    why: str
    data: dict[str, Any] = field(default_factory=dict)
    fatal: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "check": self.name,
            "status": self.status,
            "why": self.why,
            **({"data": self.data} if self.data else {}),
        }


@dataclass
class Report:
    """Every check for one endpoint, in the order they ran."""

    target: str
    checks: list[Check] = field(default_factory=list)

    def add(self, name: str, status: Status, why: str, *, fatal: bool = False, **data: Any) -> Check:
        check = Check(name, status, why, data, fatal)
        self.checks.append(check)
        return check

    def unreachable(self, base: str, reason: str) -> Check:
        """The fatal check for a server that did not answer at all."""
        return self.add("reachable", "fail", no_answer(base, reason), fatal=True)

    @property
    def exit_code(self) -> int:
        """0 all ok, 1 any warning or failure, 2 cannot connect or authenticate."""
        if any(c.fatal for c in self.checks):
            return EXIT_UNREACHABLE
        return EXIT_OK if all(c.status == "ok" for c in self.checks) else EXIT_WARN

    def to_dict(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "exit_code": self.exit_code,
            "checks": [c.to_dict() for c in self.checks],
        }

    def lines(self) -> list[str]:
        width = max((len(c.name) for c in self.checks), default=8)
        return [f"{c.status:<4} {c.name:<{width}}  {c.why}" for c in self.checks]
