"""The scanner's own hook: rule sets register a check function per category.

A rule set is a module under `skillkeeper.check.scan.rules` that calls `register(category,
...)` on a function taking a `ScanContext` and yielding findings, naming the rules (codes)
it can emit. Most rule sets are a table of `PatternRule`s run by `run_patterns`; a few add
code of their own (the Python AST checks, the flow walks). Built-in rule sets are plugins of
this same hook; third-party ones come from the `skillkeeper.rules` entry-point group (an
entry point names a `RuleSet` instance, or a module that calls `register` on import).
"""

from __future__ import annotations

import importlib
import importlib.metadata
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Literal

from skillkeeper.check.scan.catalog import Rule, build
from skillkeeper.check.scan.framing import Context, strongly_framed
from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.prefilter import TriggerIndex
from skillkeeper.check.scan.result import Finding, Location, Severity
from skillkeeper.check.scan.text import Doc, excerpt
from skillkeeper.skill.model import Skill

Applies = Literal["all", "prose", "code"]

# Built-in rule sets, imported in this order; each module registers itself.
DEFAULT_RULESETS: tuple[str, ...] = (
    "structure",
    "unanalysable",
    "invisible",
    "override",
    "concealment",
    "credentials",
    "exfiltration",
    "remote_exec",
    "obfuscation",
    "persistence",
    "secrets",
    "shadowing",
    "weakening",
    "supply",
    "sabotage",
    "abuse",
    "interception",
    "tracks",
    "hostage",
    "exposure",
    "autorun",
    "fraud",
    "propagation",
    "surveillance",
    "mailout",
    "staged",
    "guards",
    "backdoor",
    "harness",
    "chains",
    "forged",
    "messages",
    "destruction",
    "bulk",
    "poisoning",
    "copies",
    "workspace",
)


@dataclass
class ScanContext:
    """What a rule set sees: the skill and its documents, and a way to make findings."""

    skill: Skill
    docs: list[Doc]
    findings: list[Finding] = field(default_factory=list)

    def finding(
        self,
        code: str,
        category: str,
        severity: Severity,
        message: str,
        doc: Doc | None = None,
        start: int = 0,
        end: int = 0,
        *,
        fatal: bool = False,
        path: str = "",
    ) -> Finding:
        """A finding located at a `text` span of `doc` (or only at a file path)."""
        if doc is None:
            return Finding(code, category, severity, message, fatal, Location(path) if path else None)
        line, col = doc.line_col(start)
        return Finding(
            code, category, severity, message, fatal, Location(doc.path, line, col, excerpt(doc, start, end))
        )

    def line_finding(self, code: str, category: str, rule: PatternRule, message: str, doc: Doc, line: int) -> Finding:
        """A finding at the start of a script line, its severity set by the framing around it (as `rule`'s)."""
        start = doc.offset_of(line, 0)
        return self.finding(code, category, severity_in(doc.context(start), rule), message, doc, start, start + 1)


RuleFn = Callable[[ScanContext], Iterable[Finding]]
ENTRY_POINT_GROUP = "skillkeeper.rules"
# (code, severity, summary) of a rule a set emits from code rather than from a PatternRule.
CodeRow = tuple[str, Severity, str]


@dataclass(frozen=True)
class RuleSet:
    """One category's check function and the rules it can emit."""

    category: str
    check: RuleFn
    rules: tuple[Rule, ...] = ()


class Registry:
    """Rule sets by category: the built-in ones, then third-party entry points (loaded once)."""

    def __init__(self, builtins: tuple[str, ...] = ()) -> None:
        self.builtins = builtins
        self.sets: dict[str, RuleSet] = {}
        self.plugin_errors: list[str] = []
        self._loaded = False
        # Triggers of every registered pattern rule, searched for together (see prefilter.py).
        self.triggers: set[str] = set()
        self._index: TriggerIndex | None = None

    def add(self, rule_set: RuleSet) -> None:
        self.sets[rule_set.category] = rule_set

    def register(
        self,
        category: str,
        patterns: Iterable[PatternRule] = (),
        codes: Iterable[CodeRow] = (),
        hints: Iterable[str] = (),
    ) -> Callable[[RuleFn], RuleFn]:
        """Decorator: add `fn` as the check for `category`, with the rules it emits.

        `hints` are lower-case literals the set's own code looks up with `Doc.has`; like the
        pattern rules' triggers they are then found in the one pass of the trigger index.
        """
        patterns = tuple(patterns)
        self.triggers.update(t for r in patterns for t in r.triggers)
        self.triggers.update(hints)
        self._index = None
        rows = [(r.code, category, r.severity, r.message) for r in patterns]
        rows += [(code, category, sev, summary) for code, sev, summary in codes]
        rules = tuple(build(rows).values())

        def deco(fn: RuleFn) -> RuleFn:
            self.add(RuleSet(category, fn, rules))
            return fn

        return deco

    def load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        for name in self.builtins:
            importlib.import_module(f"skillkeeper.check.scan.rules.{name}")
        for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            try:
                obj = ep.load()
            except Exception as exc:  # a broken plugin must not take the scanner down
                self.plugin_errors.append(f"{ep.name}: {type(exc).__name__}: {exc}")
                continue
            if isinstance(obj, RuleSet):
                self.add(obj)

    def rule_sets(self) -> list[RuleSet]:
        self.load()
        return list(self.sets.values())

    def trigger_index(self) -> TriggerIndex:
        """One index over the triggers of every registered pattern rule (rebuilt after a change)."""
        self.load()
        if self._index is None or self._index.triggers != self.triggers:
            self._index = TriggerIndex(self.triggers)
        return self._index

    def catalog(self) -> dict[str, Rule]:
        """Every rule by code, engine codes included, sorted by code."""
        rules = {r.id: r for rs in self.rule_sets() for r in rs.rules}
        rules.update(build(ENGINE_CODES))
        return dict(sorted(rules.items()))


ENGINE_CODES: list[tuple[str, str, Severity, str]] = [
    ("SK-SCAN-RULE-FAILED", "unanalysable", "critical", "a rule set could not finish; review by hand"),
    ("SK-SCAN-TRUNCATED", "unanalysable", "info", "more findings than the report keeps"),
    ("SK-UNPARSEABLE", "structure", "critical", "the skill folder does not parse (refused)"),
]

DEFAULT_REGISTRY = Registry(DEFAULT_RULESETS)


def register(
    category: str, patterns: Iterable[PatternRule] = (), codes: Iterable[CodeRow] = (), hints: Iterable[str] = ()
) -> Callable[[RuleFn], RuleFn]:
    """Decorator on the default registry (see `Registry.register`)."""
    return DEFAULT_REGISTRY.register(category, patterns, codes, hints)


def rule_sets() -> list[RuleSet]:
    """Every registered rule set, loading the built-in ones and plugins on first use."""
    return DEFAULT_REGISTRY.rule_sets()


def trigger_index() -> TriggerIndex:
    """The trigger index of the default registry."""
    return DEFAULT_REGISTRY.trigger_index()


def catalog() -> dict[str, Rule]:
    """The rule catalogue of the default registry."""
    return DEFAULT_REGISTRY.catalog()


@dataclass(frozen=True)
class PatternRule:
    """A regular expression over a document's text (invisibles stripped) with a stable code."""

    code: str
    pattern: re.Pattern[str] | Gated
    message: str
    severity: Severity = "critical"
    applies: Applies = "all"
    # Whether a teaching word on the same prose line turns the match into an example.
    line_markers: bool = True
    # Severity when the match sits in an example; None: the rule ignores context.
    example_severity: Severity | None = "warn"
    langs: frozenset[str] = frozenset()
    # Optional extra test on the match; returning a severity overrides, None drops it.
    refine: Callable[[re.Match[str], Doc, Severity], Severity | None] | None = None
    # Lower-case literals one of which every match contains: the pattern only runs on lines
    # holding one (Python's re has no literal prefilter for case-insensitive alternations).
    triggers: tuple[str, ...] = ()
    # The pattern spans lines: triggers gate the whole document instead of single lines.
    multiline: bool = False


def rx(pattern: str, flags: int = re.I) -> re.Pattern[str]:
    """Compile a rule pattern (case-insensitive by default) on its first use (see lazyre.py)."""
    return lazy(pattern, flags)


def gated_rx(pattern: str, *gates: tuple[str, ...], runs: Mapping[str, str] | None = None) -> Gated:
    """A rule pattern tried only at its gates' triggers (see gated.py), case-insensitive like `rx`."""
    return Gated(rx(pattern), gates, re.I, runs)


def severity_in(context: Context, rule: PatternRule) -> Severity:
    if context == "example" and rule.example_severity is not None:
        return rule.example_severity
    return rule.severity


def topic_severity(doc: Doc, start: int) -> Severity:
    """Critical, or warn in an example that the lines before call bad (not one only named by its topic)."""
    if doc.context(start) == "example" and strongly_framed(doc.text[max(0, start - 600) : start]):
        return "warn"
    return "critical"


def _matches(doc: Doc, rule: PatternRule) -> Iterator[re.Match[str]]:
    lower = doc.lower
    if not rule.triggers or lower is None:
        yield from rule.pattern.finditer(doc.norm)
        return
    if rule.multiline:
        if any(t in lower for t in rule.triggers):
            yield from rule.pattern.finditer(doc.norm)
        return
    for start, end in doc.candidate_lines(rule.triggers):
        yield from rule.pattern.finditer(doc.norm, start, end)


def run_patterns(ctx: ScanContext, category: str, rules: Iterable[PatternRule]) -> Iterator[Finding]:
    """Run pattern rules over every applicable document; one finding per code and line."""
    for doc in ctx.docs:
        for rule in rules:
            if rule.applies != "all" and rule.applies != doc.kind:
                continue
            if rule.langs and doc.lang not in rule.langs:
                continue
            seen: set[int] = set()
            for m in _matches(doc, rule):
                start, end = doc.orig(m.start()), doc.orig(m.end())
                sev = severity_in(doc.context(start, line_markers=rule.line_markers), rule)
                if rule.refine is not None:
                    refined = rule.refine(m, doc, sev)
                    if refined is None:
                        continue
                    sev = refined
                line = doc.line_col(start)[0]
                if line in seen:
                    continue
                seen.add(line)
                yield ctx.finding(rule.code, category, sev, rule.message, doc, start, end)
                if len(seen) >= 20:
                    break
