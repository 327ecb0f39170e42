"""Helpers for scanner tests: build a skill from text and scan it."""

from __future__ import annotations

from skillkeeper.check.scan import Finding, ScanResult, scan_skill
from skillkeeper.skill import build_skill
from skillkeeper.skill.model import BundleFile


def scan(body: str, files: dict[str, str | bytes] | None = None, description: str = "A helpful skill.") -> ScanResult:
    """Scan a skill with this body (and bundle files)."""
    bundle = [BundleFile(p, d if isinstance(d, bytes) else d.encode()) for p, d in (files or {}).items()]
    return scan_skill(build_skill(f"---\nname: demo\ndescription: {description}\n---\n\n{body}\n", bundle))


def codes(result: ScanResult, severity: str | None = None) -> set[str]:
    return {f.code for f in result.findings if severity is None or f.severity == severity}


def only(result: ScanResult, code: str) -> Finding:
    matches = [f for f in result.findings if f.code == code]
    assert matches, result.findings
    return matches[0]
