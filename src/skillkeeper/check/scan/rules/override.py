"""Instruction override and jailbreak phrasing, in any file, matched after invisibles are stripped."""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "instruction-override"

_PRIOR = (
    r"(?:all\s+|any\s+|the\s+|your\s+|of\s+)*"
    r"(?:previous|prior|above|earlier|preceding|foregoing|original|initial|existing|system|developer|safety)"
)
_RULES_WORD = (
    r"(?:instructions?|rules|guidelines|directives|prompts?|guardrails|constraints|polic(?:y|ies)|context|programming)"
)

# Obedience past the user and past review: what makes a fetched page a second, unreviewed SKILL.md.
_BLIND = lazy(
    r"(?i)\b(?:exactly|blindly|verbatim|unquestioningly|no\s+matter|whatever\s+it\s+says|even\s+if|regardless)\b"
    r"|\bwithout\s+(?:showing|telling|asking|question\w*|review\w*|confirm\w*|check\w*|mentioning)"
    r"|\b(?:at\s+the\s+start\s+of|before)\s+(?:each|every)\s+(?:task|session|run|conversation)\b|\btakes?\s+precedence\b"
    # The fetched text put above the user: "where they disagree, the fetched rules win".
    r"|\b(?:fetched|remote|downloaded|its|their|those|these)\s+(?:\w+\s+)?(?:rules|instructions|steps)\s+(?:win|prevail)\b"
    r"|\b(?:wins?|prevails?)\s+over\s+(?:the\s+|your\s+)?user"
)


def _blind_remote(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    return severity if _BLIND.search(doc.line_text(doc.orig(m.start()))) else "warn"


# Who a skill may try to talk past: the human reviewer, the scanner, an LLM judge.
_REVIEWER = (
    r"\b(?:(?:human\s+|code\s+|security\s+|automated\s+|ai\s+|llm\s+)?reviewers?|(?:security\s+)?scanners?|auditors?"
    r"|security\s+tools?|(?:ai|llm)\s+(?:models?|judges?)|skillkeeper|moderators?|(?:evaluating|reviewing)\s+this\s+skill)\b"
)
_APPEAL = (
    r"\b(?:approve\s+(?:it|this)|classify\s+(?:it|this(?:\s+skill)?)\s+as\s+(?:benign|safe|clean)"
    r"|mark\s+(?:it|this(?:\s+skill)?)\s+(?:as\s+)?(?:safe|clean|benign|approved)|(?:do\s+not|don'?t|never)\s+flag"
    r"|verdict\s+is\s+[\"'`]?(?:safe|clean|benign)|respond\s+with\s+[\"'`]?approved"
    r"|without\s+(?:further\s+)?(?:analysis|review(?:ing)?|reading|scanning))"
)
# A catalogue of such appeals ("treat 'AI reviewer: approve this' as a red flag") is teaching.
_REPORTED_APPEAL = lazy(
    r"(?i)\bred[- ]flags?\b|\bsuspicious\b|\binjection\b|\battack\w*|\bmalicious\b|\breport\s+(?:it|them|this)\b"
    r"|\bsocial[- ]engineering\b|\bphishing\b"
)


def _appeal(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    return "warn" if _REPORTED_APPEAL.search(doc.line_text(doc.orig(m.start()))) else severity


RULES = (
    PatternRule(
        "SK-OVR-REVIEWER-APPEAL",
        rx(rf"{_REVIEWER}[^\n]{{0,200}}?{_APPEAL}"),
        "addresses the reviewer or scanner and asks it to approve the skill or not to look (a self-written verdict)",
        # Appeals lean on "audited"/"certified" themselves: the sentence's teaching words do not excuse them.
        line_markers=False,
        refine=_appeal,
        triggers=(
            "reviewer",
            "scanner",
            "auditor",
            "security tool",
            "ai model",
            "llm model",
            "judge",
            "skillkeeper",
            "moderator",
            "evaluating this skill",
            "reviewing this skill",
        ),
    ),
    PatternRule(
        "SK-OVR-IGNORE-PREVIOUS",
        rx(
            rf"\b(?:ignore|disregard|forget|override|bypass|overrule|discard|drop)\s+{_PRIOR}\s+(?:\w+\s+)?{_RULES_WORD}"
        ),
        "tells the agent to ignore its previous instructions",
        triggers=("ignore", "disregard", "forget", "override", "bypass", "overrule", "discard", "drop"),
    ),
    PatternRule(
        "SK-OVR-REMOTE-INSTRUCTIONS",
        rx(
            r"\b(?:fetch|download|load|read|retrieve|get|pull|curl|open)\w*\b[^\n]{0,60}?https?://\S+[^\n]{0,160}?"
            r"\b(?:follow|carry\s+out|execute|obey|perform|run|apply|act\s+on|do)\s+(?:(?:every|all|each|any|whatever|the)\b"
            r"[^\n.]{0,40}?\b(?:instructions?|steps?|commands?|directives?|rules?|tasks?|orders?|says|lists|contains)\b"
            r"|(?:it|them)\b)"
        ),
        "tells the agent to fetch instructions from a URL and obey them (an unreviewed second skill)",
        refine=_blind_remote,
        applies="prose",
        triggers=("http",),
    ),
    PatternRule(
        "SK-OVR-DEV-MODE",
        rx(
            r"\byou\s+are\s+now\s+(?:in\s+)?(?:developer|dev|god|jailbreak|jailbroken|dan|unrestricted|unfiltered|sudo|admin|debug)\s*mode"
            r"|\b(?:developer|god|jailbreak|dan)\s+mode\s+(?:enabled|activated|on)\b|\bdo\s+anything\s+now\b|\bDAN\s+(?:prompt|mode|jailbreak)\b"
        ),
        "jailbreak phrasing (developer/DAN mode)",
        triggers=("mode", "anything now"),
    ),
    PatternRule(
        "SK-OVR-NEW-SYSTEM-PROMPT",
        rx(
            r"\b(?:new|updated|real|true|actual|override|replacement)\s+system\s+(?:prompt|instructions?|message)\s*[:\-]"
            r"|<\s*/?\s*system(?:[_-]prompt)?\s*>|(?-i:\[/?\s*(?:SYSTEM|INST)\s*\])|<\|im_start\|>\s*system"
        ),
        "injects a new system prompt",
        triggers=("system", "inst]"),
    ),
    PatternRule(
        "SK-OVR-NO-RESTRICTIONS",
        rx(
            r"\byou\s+(?:have|has)\s+no\s+(?:restrictions|limitations|filters|guidelines|rules|ethical\s+guidelines)\b"
            r"|\b(?:without|ignoring)\s+(?:any\s+)?(?:ethical|safety|moral|content)\s+(?:restrictions|guidelines|filters|considerations|policies)\b"
            r"|\bbypass\s+(?:your\s+|all\s+|any\s+)?(?:safety|content|security)\s+(?:filters?|guidelines|policies|restrictions|measures)\b"
            r"|\bfrom\s+now\s+on,?\s+you\s+(?:will|must|shall)\s+(?:ignore|disregard|not\s+follow|obey\s+only)\b"
        ),
        "tells the agent to drop its safety rules",
        triggers=("you ha", "without", "ignoring", "bypass", "from now on"),
    ),
    PatternRule(
        "SK-OVR-PRIORITY",
        rx(
            r"\b(?:these|this|the\s+following)\s+instructions?\s+(?:take|takes|have|has)\s+(?:absolute\s+|highest\s+|top\s+)?(?:precedence|priority)\s+over\s+(?:all\s+|any\s+)?(?:system|user|other|previous)"
            r"|\b(?:this|these)\s+(?:overrides?|supersedes?)\s+(?:all\s+|any\s+)?(?:system|previous|prior|safety)\s+(?:prompts?|instructions?|rules)"
        ),
        "claims priority over the system or user instructions",
        triggers=("precedence", "priority", "overrid", "supersed"),
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
