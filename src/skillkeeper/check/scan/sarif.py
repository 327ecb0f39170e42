"""Scan results as SARIF 2.1.0, the format GitHub code scanning uploads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skillkeeper import __version__
from skillkeeper.check.scan.result import Finding, ScanResult

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"critical": "error", "warn": "warning", "info": "note"}
# GitHub orders security alerts by this property (0-10).
_SECURITY_SEVERITY = {"critical": "9.0", "warn": "5.0", "info": "2.0"}


@dataclass(frozen=True)
class SkillScan:
    """One scanned folder: where it is (relative, POSIX), its name, and its result."""

    path: str
    name: str
    result: ScanResult


def _uri(base: str, file: str) -> str:
    if file == "SKILL.md (front matter, decoded)":
        file = "SKILL.md"
    return f"{base.rstrip('/')}/{file}" if base not in {"", "."} else file


def _result(scan: SkillScan, finding: Finding, rule_index: int) -> dict[str, Any]:
    loc = finding.location
    physical: dict[str, Any] = {
        "artifactLocation": {"uri": _uri(scan.path, loc.file if loc else "SKILL.md"), "uriBaseId": "%SRCROOT%"},
    }
    if loc is not None and loc.line > 0:
        region: dict[str, Any] = {"startLine": loc.line, "startColumn": max(loc.column, 1)}
        if loc.excerpt:
            region["snippet"] = {"text": loc.excerpt}
        physical["region"] = region
    return {
        "ruleId": finding.code,
        "ruleIndex": rule_index,
        "level": "error" if finding.fatal else _LEVEL[finding.severity],
        "message": {"text": f"{finding.message} (skill {scan.name or scan.path}: {scan.result.verdict})"},
        "locations": [{"physicalLocation": physical}],
        "partialFingerprints": {
            "skillkeeperFinding/v1": f"{scan.path}|{finding.code}|{loc.file if loc else ''}|{loc.excerpt if loc else ''}",
        },
        "properties": {"category": finding.category, "severity": finding.severity, "fatal": finding.fatal,
                       "verdict": scan.result.verdict},
    }


def to_sarif(scans: Sequence[SkillScan]) -> dict[str, Any]:
    """One SARIF log with one run: a rule per finding code, a result per finding."""
    rules: list[dict[str, Any]] = []
    index: dict[str, int] = {}
    results: list[dict[str, Any]] = []
    for scan in scans:
        for finding in scan.result.findings:
            if finding.code not in index:
                index[finding.code] = len(rules)
                rules.append({
                    "id": finding.code,
                    "name": "".join(part.title() for part in finding.code.split("-")),
                    "shortDescription": {"text": finding.message},
                    "defaultConfiguration": {"level": _LEVEL[finding.severity]},
                    "properties": {
                        "tags": ["security", finding.category],
                        "security-severity": _SECURITY_SEVERITY[finding.severity],
                    },
                })
            results.append(_result(scan, finding, index[finding.code]))
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "skillkeeper-sentinel",
                "version": __version__,
                "informationUri": "https://agentskills.io",
                "rules": rules,
            }},
            "results": results,
        }],
    }
