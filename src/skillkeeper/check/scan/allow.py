"""A tenant's allow-list for recurring false positives: rule code + path glob + reason.

Applied to a scan result on the write path: a finding whose code and file match an entry is
set aside (kept on the record as `allowlisted`, never silently dropped). Structure, parse and
engine findings are never allow-listed, nor are fatal ones.
"""

from __future__ import annotations

import difflib
from dataclasses import asdict, dataclass
from fnmatch import fnmatchcase
from typing import Any

from skillkeeper.check.scan.catalog import UNSKIPPABLE_PREFIXES
from skillkeeper.check.scan.result import Finding, ScanResult, verdict_for


@dataclass(frozen=True)
class AllowEntry:
    """One allow-list entry of a tenant."""

    id: int
    code: str
    path_glob: str
    reason: str


def allowable(code: str) -> bool:
    """Whether findings of `code` may be allow-listed or acknowledged at all."""
    return not code.startswith(UNSKIPPABLE_PREFIXES)


def skip_problem(codes: list[str]) -> str | None:
    """Why a `scan_skip` list cannot be stored (a code or category no rule has, or a structure rule),
    else None; a typo used to be stored and skip nothing."""
    from skillkeeper.check.scan.registry import catalog  # lazy: loads every rule set

    rules = catalog()
    known = set(rules) | {r.category for r in rules.values()}
    for code in codes:
        # A category none of whose rules may be skipped (`structure`) was taken and skipped nothing.
        members = [c for c, r in rules.items() if r.category == code]
        if not allowable(code) or (members and not any(allowable(c) for c in members)):
            return f"{code} cannot be skipped (structure, parse and engine rules always run)"
        if code not in known:
            close = difflib.get_close_matches(code, sorted(known), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            return f"{code} is neither a rule code nor a category of this scanner{hint}; docs/rules.md lists them"
    return None


def _matches(entry: AllowEntry, finding: Finding) -> bool:
    path = finding.location.file if finding.location is not None else "SKILL.md"
    return entry.code == finding.code and fnmatchcase(path, entry.path_glob)


def apply_allowlist(result: ScanResult, entries: list[AllowEntry]) -> tuple[ScanResult, list[dict[str, Any]]]:
    """The result without allow-listed findings (verdict recomputed), and what was set aside and why."""
    if not entries:
        return result, []
    kept: list[Finding] = []
    aside: list[dict[str, Any]] = []
    for f in result.findings:
        entry = next((e for e in entries if _matches(e, f)), None) if allowable(f.code) and not f.fatal else None
        if entry is None:
            kept.append(f)
        else:
            aside.append({**asdict(f), "allowlist_id": entry.id, "allowlist_reason": entry.reason})
    if not aside:
        return result, []
    return ScanResult(verdict_for(kept), tuple(kept), result.content_hash, result.scanner), aside


__all__ = ["AllowEntry", "allowable", "apply_allowlist"]
