"""Sentinel: the deterministic security pre-scan every skill write passes.

`scan_skill` reads SKILL.md (front matter included) and every bundled file, runs each
registered rule set (one module per category under `rules/`) and returns the findings
with a verdict: refused on a fatal finding, quarantined on a critical one, warn, or clean.
No network, no model, no execution of skill content. A Keeper keeps results by content_hash (`ScanCache`).
How examples are told from instructions is described in `skillkeeper.check.scan.text`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import replace

from skillkeeper.check.scan.catalog import UNSKIPPABLE_PREFIXES
from skillkeeper.check.scan.langs import code_lang
from skillkeeper.check.scan.registry import ScanContext, rule_sets, trigger_index
from skillkeeper.check.scan.result import (
    Finding,
    Location,
    ScanResult,
    Severity,
    Verdict,
    verdict_for,
)
from skillkeeper.check.scan.text import INVISIBLE_RE, Doc
from skillkeeper.check.scan.views import derived_docs
from skillkeeper.skill.model import Skill

__all__ = [
    "Finding",
    "Location",
    "ScanCache",
    "ScanResult",
    "Severity",
    "Verdict",
    "apply_skip",
    "scan_skill",
    "verdict_for",
]

# Text beyond this many characters per file is not scanned (and the file is reported).
MAX_SCAN_CHARS = 1024 * 1024
MAX_FINDINGS = 200
_CACHE_SIZE = 512
_SEVERITY_RANK = {"critical": 0, "warn": 1, "info": 2}


def build_docs(skill: Skill) -> list[Doc]:
    """SKILL.md and every UTF-8 bundle file as documents (scripts as code, the rest as prose)."""
    fm_end = max(0, len(skill.skill_md) - len(skill.body))
    docs = [Doc("SKILL.md", skill.skill_md[:MAX_SCAN_CHARS], "prose", "markdown", frontmatter_end=fm_end)]
    # YAML escapes ("\u200b") hide characters from the raw text; scan the decoded values too.
    values = "\n".join(_strings(skill.frontmatter))
    if INVISIBLE_RE.search(values) and not INVISIBLE_RE.search(skill.skill_md[:fm_end]):
        docs.append(Doc("SKILL.md (front matter, decoded)", values, "prose", "markdown", frontmatter_end=len(values)))
    for f in skill.files:
        if f.is_link:
            continue
        text = f.text()
        if text is None or "\x00" in text:
            continue
        text = text[:MAX_SCAN_CHARS]
        lang = code_lang(f.path, text)
        if lang is None:
            docs.append(
                Doc(
                    f.path,
                    text,
                    "prose",
                    "markdown" if f.path.lower().endswith((".md", ".markdown", ".mdx")) else "data",
                )
            )
        else:
            docs.append(Doc(f.path, text, "code", lang))
    return docs + derived_docs(docs)


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def _sort_key(f: Finding) -> tuple[int, int, str, int, int, str]:
    loc = f.location
    return (
        0 if f.fatal else 1,
        _SEVERITY_RANK[f.severity],
        loc.file if loc else "",
        loc.line if loc else 0,
        loc.column if loc else 0,
        f.code,
    )


def _scan_uncached(skill: Skill) -> ScanResult:
    ctx = ScanContext(skill=skill, docs=build_docs(skill))
    index = trigger_index()
    for doc in ctx.docs:
        index.prime(doc)
    findings: list[Finding] = []
    for rule_set in rule_sets():
        try:
            findings.extend(rule_set.check(ctx))
        except (RecursionError, MemoryError, ValueError, IndexError, KeyError, TypeError) as exc:
            # A rule that cannot finish could be steered by content to skip an attack.
            findings.append(
                Finding(
                    "SK-SCAN-RULE-FAILED",
                    "unanalysable",
                    "critical",
                    f"rule set {rule_set.category!r} could not finish ({type(exc).__name__}); review by hand",
                )
            )
    unique = sorted(_without_repeats(set(findings), ctx.docs), key=_sort_key)
    if len(unique) > MAX_FINDINGS:
        dropped = len(unique) - MAX_FINDINGS
        unique = [
            *unique[:MAX_FINDINGS],
            Finding(
                "SK-SCAN-TRUNCATED",
                "unanalysable",
                "info",
                f"{dropped} more findings not listed",
            ),
        ]
    return ScanResult(verdict=verdict_for(unique), findings=tuple(unique), content_hash=skill.content_hash)


def _without_repeats(findings: set[Finding], docs: list[Doc]) -> set[Finding]:
    """Drop a derived view's finding when its file already has one of the same code, or when it is not critical.

    A view exists to show a hidden attack; its warnings (a config path a script reads) would only be noise. A
    resolved view that makes its file's warning critical (a bucket named in a variable turns out to be
    production's) stays, and so does an ops file read as shell (a key path Ansible copies to a web root); a gloss,
    which is lossy, never outranks its file.
    """
    origin = {d.path: d.origin for d in docs if d.origin}
    if not origin:
        return findings
    findings = _lowered_by_views(findings, origin)
    found = {(f.code, f.location.file) for f in findings if f.location is not None}
    critical = {(f.code, f.location.file) for f in findings if f.location is not None and f.severity == "critical"}

    def outranked(f: Finding, file: str) -> bool:
        return (f.code, origin[file]) in (critical if file.endswith((" (resolved)", " (as shell)")) else found)

    return {
        f
        for f in findings
        if f.location is None
        or f.location.file not in origin
        or (f.severity == "critical" and not outranked(f, f.location.file))
    }


def _lowered_by_views(findings: set[Finding], origin: dict[str, str]) -> set[Finding]:
    """A file's critical finding on a line with a variable, which its resolved view shows to be less (the
    variable, set in a file this one loads, names an official installer), takes the view's severity."""
    lesser = {
        (f.code, origin[f.location.file], f.location.line): f.severity
        for f in findings
        if f.location is not None and f.location.file.endswith(" (resolved)") and f.severity != "critical"
    }
    if not lesser:
        return findings
    return {
        replace(f, severity=lesser[key])
        if f.location is not None
        and f.severity == "critical"
        and "$" in f.location.excerpt
        and (key := (f.code, f.location.file, f.location.line)) in lesser
        else f
        for f in findings
    }


def scan_skill(skill: Skill) -> ScanResult:
    """Scan a parsed skill; never raises for hostile content (nothing kept: a Keeper's ScanCache keeps results)."""
    return _scan_uncached(skill)


class ScanCache:
    """Scan results by content_hash, held by one Keeper (LRU, `size` entries)."""

    def __init__(self, size: int = _CACHE_SIZE) -> None:
        self.size = size
        self._items: OrderedDict[str, ScanResult] = OrderedDict()
        self._lock = threading.Lock()

    def scan(self, skill: Skill) -> ScanResult:
        """`scan_skill(skill)`, reused for the same content."""
        key = skill.content_hash
        links = sorted(f.path for f in skill.files if f.is_link)
        if key and links:
            # content_hash does not cover link-ness: an empty file and a link hash alike.
            key += "|links:" + "\x00".join(links)
        if key:
            with self._lock:
                hit = self._items.get(key)
                if hit is not None:
                    self._items.move_to_end(key)
                    return hit
        result = _scan_uncached(skill)
        if key:
            with self._lock:
                self._items[key] = result
                while len(self._items) > self.size:
                    self._items.popitem(last=False)
        return result

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


def apply_skip(result: ScanResult, skip: Iterable[str]) -> ScanResult:
    """The result without findings of the skipped codes (or categories); verdict recomputed.

    Structure findings (links, escaping paths, caps) and engine findings are never skipped.
    """
    wanted = {s.strip() for s in skip if s.strip()}
    if not wanted:
        return result
    kept = tuple(
        f
        for f in result.findings
        if f.code.startswith(UNSKIPPABLE_PREFIXES) or (f.code not in wanted and f.category not in wanted)
    )
    if len(kept) == len(result.findings):
        return result
    return ScanResult(verdict_for(kept), kept, result.content_hash, result.scanner)
