"""What a scan returns: a verdict and the findings behind it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Verdict = Literal["clean", "warn", "quarantined", "refused"]
# The verdict that quarantines a write (its word is also a status; code compares this name).
QUARANTINED_VERDICT: Verdict = "quarantined"
# Verdicts that block a release or a node's own write.
BLOCKING_VERDICTS: frozenset[Verdict] = frozenset({QUARANTINED_VERDICT, "refused"})
Severity = Literal["critical", "warn", "info"]


@dataclass(frozen=True)
class Location:
    """Where a finding is: file, 1-based line and column, and the excerpt (invisibles escaped)."""

    file: str
    line: int = 0
    column: int = 0
    excerpt: str = ""


@dataclass(frozen=True)
class Finding:
    """One rule that fired, with a stable code."""

    code: str
    category: str
    severity: Severity
    message: str
    fatal: bool = False
    location: Location | None = None


@dataclass(frozen=True)
class ScanResult:
    """The verdict for one skill revision, keyed by its content_hash."""

    verdict: Verdict
    findings: tuple[Finding, ...] = ()
    content_hash: str = ""
    scanner: str = field(default="sentinel")

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "content_hash": self.content_hash,
            "scanner": self.scanner,
            "findings": [asdict(f) for f in self.findings],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScanResult:
        findings = []
        for f in data.get("findings", []):
            loc = f.get("location")
            findings.append(
                Finding(
                    code=f["code"],
                    category=f["category"],
                    severity=f["severity"],
                    message=f["message"],
                    fatal=bool(f.get("fatal", False)),
                    location=Location(**loc) if loc else None,
                )
            )
        return cls(
            verdict=data["verdict"],
            findings=tuple(findings),
            content_hash=data.get("content_hash", ""),
            scanner=data.get("scanner", "sentinel"),
        )


def verdict_for(findings: Iterable[Finding]) -> Verdict:
    """refused if any fatal, quarantined if any critical, warn if any warn, else clean."""
    items = list(findings)
    if any(f.fatal for f in items):
        return "refused"
    if any(f.severity == "critical" for f in items):
        return QUARANTINED_VERDICT
    if any(f.severity == "warn" for f in items):
        return "warn"
    return "clean"
