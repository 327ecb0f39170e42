"""Scan results as SARIF 2.1.0, the format GitHub code scanning uploads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skillkeeper._version import __version__
from skillkeeper.check.scan.catalog import CATEGORY_OWASP, OWASP_LLM_2025, OWASP_URL, Rule, show
from skillkeeper.check.scan.registry import catalog
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
            "skillkeeperFinding/v1": (
                f"{scan.path}|{finding.code}|{loc.file if loc else ''}|{loc.excerpt if loc else ''}"
            ),
        },
        "properties": {
            "category": finding.category,
            "severity": finding.severity,
            "fatal": finding.fatal,
            "verdict": scan.result.verdict,
        },
    }


def rule_url(code: str) -> str:
    """Where docs/rules.md explains `code`, with a bad and a good example."""
    return f"https://github.com/skillkeeper/skillkeeper/blob/main/docs/rules.md#{code.lower()}"


def _rule(rule: Rule) -> dict[str, Any]:
    help_md = rule.summary
    for label, files in (("Bad", rule.bad), ("Good", rule.good)):
        for path, text in files.items():
            help_md += f"\n\n{label} ({path}):\n\n```\n{show(text)}\n```"
    return {
        "id": rule.id,
        "name": "".join(part.title() for part in rule.id.split("-")),
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": rule.summary},
        "help": {"text": rule.doc, "markdown": help_md},
        "helpUri": rule_url(rule.id),
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": {
            "tags": ["security", rule.category, *(f"owasp-llm-2025:{o}" for o in rule.owasp)],
            "security-severity": _SECURITY_SEVERITY[rule.severity],
            "category": rule.category,
            "owasp-llm-2025": [{"id": o, "name": OWASP_LLM_2025.get(o, o), "uri": OWASP_URL} for o in rule.owasp],
        },
    }


def to_sarif(scans: Sequence[SkillScan]) -> dict[str, Any]:
    """One SARIF log with one run: driver.rules is the whole catalogue, a result per finding."""
    catalogue = catalog()
    rules = [_rule(r) for r in catalogue.values()]
    index = {r.id: i for i, r in enumerate(catalogue.values())}
    results: list[dict[str, Any]] = []
    for scan in scans:
        for finding in scan.result.findings:
            if finding.code not in index:  # a code no rule set declared (e.g. from an old cached result)
                index[finding.code] = len(rules)
                rules.append(
                    _rule(
                        Rule(
                            finding.code,
                            finding.category,
                            finding.severity,
                            finding.message,
                            CATEGORY_OWASP.get(finding.category, ()),
                        )
                    )
                )
            results.append(_result(scan, finding, index[finding.code]))
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "skillkeeper-sentinel",
                        "version": __version__,
                        "informationUri": "https://agentskills.io",
                        "rules": rules,
                    }
                },
                "results": results,
            }
        ],
    }
