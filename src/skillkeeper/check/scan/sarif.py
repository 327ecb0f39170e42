"""Scan results as SARIF 2.1.0, the format GitHub code scanning uploads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skillkeeper._version import __version__
from skillkeeper.check.scan.catalog import CATEGORY_OWASP, OWASP_LLM_2025, OWASP_URL, Rule, show
from skillkeeper.check.scan.registry import catalog
from skillkeeper.check.scan.result import Finding, Location, ScanResult

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"critical": "error", "warn": "warning", "info": "note"}
# GitHub orders security alerts by this property (0-10).
_SECURITY_SEVERITY = {"critical": "9.0", "warn": "5.0", "info": "2.0"}


@dataclass(frozen=True)
class SkillScan:
    """One scanned folder or archive: where it is (relative, POSIX), its name, and its result.

    `archive`: for a `.zip` / `.skill` file, the folder inside it holding SKILL.md ('' at its root).
    """

    path: str
    name: str
    result: ScanResult
    archive: str | None = None


def _file(loc: Location | None) -> str:
    file = loc.file if loc else "SKILL.md"
    return "SKILL.md" if file == "SKILL.md (front matter, decoded)" else file


def _uri(base: str, file: str) -> str:
    return f"{base.rstrip('/')}/{file}" if base not in {"", "."} else file


def _region(loc: Location | None) -> dict[str, Any] | None:
    if loc is None or loc.line <= 0:
        return None
    region: dict[str, Any] = {"startLine": loc.line, "startColumn": max(loc.column, 1)}
    if loc.excerpt:
        region["snippet"] = {"text": loc.excerpt}
    return region


class _Artifacts:
    """`run.artifacts`: each scanned archive, and the files inside one that findings name (nested in it)."""

    def __init__(self) -> None:
        self.items: list[dict[str, Any]] = []
        self._index: dict[tuple[str, str | None], int] = {}

    def index(self, archive: str, member: str | None = None) -> int:
        """The index of `archive` (top level, under %SRCROOT%), or of its `member` (a path as the zip names it)."""
        key = (archive, member)
        if key not in self._index:
            if member is None:
                item: dict[str, Any] = {"location": {"uri": archive, "uriBaseId": "%SRCROOT%"}}
                item["mimeType"] = "application/zip"
            else:  # a nested artifact's uri is its path in the parent, with no base (SARIF 3.4.3, 3.4.4)
                item = {"location": {"uri": member}, "parentIndex": self.index(archive)}
            self._index[key] = len(self.items)
            self.items.append(item)
        return self._index[key]


def _locations(scan: SkillScan, finding: Finding, artifacts: _Artifacts) -> dict[str, Any]:
    """The result's `locations` (and, in an archive, `relatedLocations`) of `finding`."""
    loc, region = finding.location, _region(finding.location)
    if scan.archive is None:
        physical: dict[str, Any] = {"artifactLocation": {"uri": _uri(scan.path, _file(loc)), "uriBaseId": "%SRCROOT%"}}
        if region is not None:
            physical["region"] = region
        return {"locations": [{"physicalLocation": physical}]}
    # A file in an archive is no file in the repository: the location is the archive itself, which tools
    # that ignore nesting (GitHub code scanning reads only `uri`) can open; the file and line inside it
    # are the nested artifact the related location names, and the location's message says them too.
    member = _uri(scan.archive, _file(loc))
    inside = f"{f'line {loc.line} of ' if region and loc else ''}{member} in {scan.path}"
    archive = {"uri": scan.path, "uriBaseId": "%SRCROOT%", "index": artifacts.index(scan.path)}
    nested: dict[str, Any] = {"artifactLocation": {"index": artifacts.index(scan.path, member)}}
    if region is not None:
        nested["region"] = region
    return {
        "locations": [{"physicalLocation": {"artifactLocation": archive}, "message": {"text": inside}}],
        "relatedLocations": [{"id": 0, "physicalLocation": nested, "message": {"text": inside}}],
    }


def _result(scan: SkillScan, finding: Finding, rule_index: int, artifacts: _Artifacts) -> dict[str, Any]:
    loc = finding.location
    return {
        "ruleId": finding.code,
        "ruleIndex": rule_index,
        "level": "error" if finding.fatal else _LEVEL[finding.severity],
        "message": {"text": f"{finding.message} (skill {scan.name or scan.path}: {scan.result.verdict})"},
        **_locations(scan, finding, artifacts),
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
    artifacts = _Artifacts()
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
            results.append(_result(scan, finding, index[finding.code], artifacts))
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "skillkeeper-sentinel",
                "version": __version__,
                "informationUri": "https://agentskills.io",
                "rules": rules,
            }
        },
    }
    if artifacts.items:  # only archives add artifacts: a folder scan's log stays as it was
        run["artifacts"] = artifacts.items
    run["results"] = results
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
