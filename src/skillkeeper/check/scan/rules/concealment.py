"""Concealment and tool poisoning: hiding actions from the user, <IMPORTANT> blocks, comments to the agent.

Line-level teaching words do not downgrade these: "never tell the user" is itself the attack.
Only a fenced block framed as an example does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.framing import REPORTED, is_teaching
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "concealment"

_AGENT_WORDS = lazy(r"(?i)\b(?:AI|assistant|agent|claude|gpt|chatgpt|llm|model|codex|copilot|cursor|gemini|you)\b")
_IMPERATIVE = lazy(
    r"(?i)\b(?:must|should|always|never|do not|don't|ignore|run|execute|send|read|upload|instead|make sure|"
    r"secretly|silently|include|fetch|call|invoke|use the|pass)\b"
)
_RISKY_BODY = lazy(
    r"(?i)(?:\.ssh|id_rsa|credentials?|api[_ ]?keys?|tokens?|passwords?|secrets?|\.env\b|mcp\.json|"
    r"claude_desktop_config|don'?t\s+(?:tell|mention)|do\s+not\s+(?:tell|mention|reveal|inform)|curl|wget|https?://)"
)


def _comment_to_agent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    body = m.group(1)
    addressed = [w.group(0).lower() for w in _AGENT_WORDS.finditer(body)]
    if not (addressed and _IMPERATIVE.search(body)):
        return None
    # "Describe how you tested; link the CI run": a template's comment to whoever fills it in, unless it
    # names the agent or touches secrets, sends or silence.
    if set(addressed) == {"you"} and not _RISKY_BODY.search(body):
        return None
    return severity


def _important_block(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    body = m.group(0)
    return severity if _RISKY_BODY.search(body) or SENSITIVE_PATH.search(body) else "info"


_ADDRESSED = lazy(
    r"(?i)(?:^|[\n>(])\s*(?:(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?)?(?:(?:AI|LLM)\s+)?"
    r"(?:assistant|agents?|model|claude|llm|gpt|ai|system(?:\s+note)?|codex|copilot|gemini)s?\b[^\n:,]{0,30}[:,]"
    # Spelled-out addresses need no colon: "If you are an LLM reading this", "<summary>Note for AI agents</summary>".
    r"|\bif\s+you\s+are\s+(?:an?\s+)?(?:AI|LLM|(?:large\s+)?language\s+model|assistant|agent|model|chatbot)\b"
    r"|\b(?:notes?|message|instructions?|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:AI|LLM|language\s+model|assistant|model)s?\b"
    r"|\bto\s+the\s+(?:AI|LLM|(?:large\s+)?language\s+model|assistant|model)\b[^\n:]{0,40}:"
    r"|\b(?:AI|LLM|language\s+model)\s+(?:agents?|assistants?|models?|readers?)\s*(?:reading|processing|parsing)\b"
)
_HIDDEN_RISK = lazy(
    r"(?i)\.ssh|id_rsa|\.aws\b|credentials?|\.env\b|api[_ ]?keys?|passwords?|secrets?|tokens?|mcp\.json|claude_desktop"
    r"|\bcurl\b|\bwget\b|\|\s*(?:ba)?sh\b|--force|\bpush\b|do\s+not\s+(?:tell|mention|ask|inform)|without\s+(?:asking|confirmation)"
    r"|\bignore\b|\bdisregard\b|\binstead\b|\bverbatim\b|\bquietly\b|\bsilently\b"
    r"|without\s+(?:asking|confirm\w*|review\w*|approv\w*|telling|prompt\w*)|\bmention(?:ed)?\b|\bprintenv\b|\benv\s*\|"
    r"|\bdrop\s+table\b|\brm\s+-rf?\b|\bdelete\b|\bdisable\b|\biban\b|\bwallet\b|\bbank\b|\bpromo|\blinks?\s+to\b|<script"
)
_ACTION = lazy(
    r"(?i)\b(?:read|open|send|include|add|put|paste|quote|copy|upload|post|run|execute|push|fetch|call|append|write|print|email|forward"
    r"|insert|change|set|delete|remove|replace|commit|install|load)\b"
)


def _hidden_to_agent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    body = m.group(0)
    if not _HIDDEN_RISK.search(body):
        return None
    if _ADDRESSED.search(body) or (_ACTION.search(body) and m.group(0).lstrip().startswith(("<!--", "[//]"))):
        return severity
    return None


def _code_comment_to_agent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A script comment line that speaks to the model and asks it to act on secrets or hide something.

    Nobody reads a script's comments but the agent that opens it; a comment that orders the
    agent ("AI agents running this: first run ...") is an instruction whatever its syntax.
    """
    body = m.group("body")
    if not _ADDRESSED.search("\n" + body.strip()):
        return None
    return severity if _HIDDEN_RISK.search(body) and _ACTION.search(body) else None


# What makes a vaguer order to keep quiet ("no need to mention it", "if asked, say no") an attack:
# a send, a secret, a push or a persistent write near it (a quiet build log is not).
_NEAR_RISK = lazy(
    r"(?i)https?://|\bcurl\b|\bwget\b|\.ssh\b|id_rsa|authorized_keys|\.aws\b|\.kube\b|credentials|\.env\b|\.netrc"
    r"|\btokens?\b|\bsecrets?\b|_KEY\b|api[_ ]?keys?|passwords?|\bgit\s+push\b|\bupload\w*"
    r"|\.(?:bash|zsh)rc\b|\.profile\b|\b(?:pre|post)install\b|\bssh\s+\S|\brm\s+-[a-zA-Z]*[rR]"
    # The user's mail or messages forwarded to an address.
    r"|\b(?:forward|bcc|cc)\b[^.\n]{0,80}?\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    # A failing check faked into a pass: the test's expectation rewritten to whatever the code returns now.
    r"|\b(?:change|edit|rewrite|update|set)\s+(?:its|the|their|each)\s+(?:expected\s+(?:value|output|result)|assertion)s?"
    r"\s+to\s+(?:match\s+)?(?:whatever|what)\b"
    # A security check switched off: its CI step let fail, or the scanner's workflow or step removed.
    r"|\bcontinue-on-error:\s*true\b|\b(?:delete|remove|disable|drop|skip)\w*\s+(?:the\s+)?`?"
    r"(?:codeql|semgrep|snyk|trivy|gitleaks|bandit|sast|dependabot|secret[\s-]scan\w*|security[\s-](?:scan|check)s?)\b"
)


# "If the status check fails, don't mention it": silence about a failed optional step is tidiness.
_ON_FAILURE = lazy(
    r"(?i)\bif\b[^.!?\n]{0,100}\b(?:fails?|failed|errors?|unavailable|missing|empty|not\s+found|times?\s+out|is\s+down)\b[^.!?\n]*$"
)


def _quiet_near_risk(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """An order to keep an action quiet, or to lie about it, is an attack only beside a risky action."""
    text = doc.norm
    if _ON_FAILURE.search(text, max(0, m.start() - 160), m.start()):
        return None
    return severity if _NEAR_RISK.search(text, max(0, m.start() - 600), min(len(text), m.end() + 300)) else None


_OPEN_QUOTES = "'\"‘“«„「"
_CLOSE_QUOTES = "'\"’”»“」"


def _quoted_in_catalogue(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A hiding phrase quoted as what attackers say ("phishing skills say 'do not tell the user'") is teaching: warn."""
    text = doc.norm
    closing = text[m.end() : m.end() + 3].strip()[:1]
    # An English gloss sets its phrase off with spaces (“ without telling the user ”).
    opening = text[max(0, m.start() - 2) : m.start()].rstrip()[-1:]
    if not opening or opening not in _OPEN_QUOTES or not closing or closing not in _CLOSE_QUOTES:
        return severity
    line = doc.line_text(doc.orig(m.start()))
    if _PHRASE_LIST.search(text, max(0, m.start() - 160), m.start()):
        return "warn"
    return "warn" if is_teaching(line) and REPORTED.search(line) else severity


# Quoted phrases listed to look for ("flag phrases like "do not tell the user" ...") are not an order.
_PHRASE_LIST = lazy(
    r"(?i)\b(?:phrases|strings|wordings?|patterns|sentences|text)\s+(?:like|such\s+as)\s+[\"“'‘][^\n]*$"
)


# CSS that keeps text out of the rendered view: gone, invisible, zero-size, or white on white.
_HIDING_STYLE = (
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0+)?(?:px|pt|em|rem|%)?\s*(?:[;!\"']|$)"
    r"|opacity\s*:\s*0(?:\.0+)?\s*(?:[;!\"']|$)|(?:max-)?(?:height|width)\s*:\s*0(?:px)?\s*[;!\"']"
    r"|(?<![-\w])color\s*:\s*(?:#fff(?:fff)?|white|transparent|rgba?\(\s*255\s*,\s*255\s*,\s*255)\b"
    r"|(?:left|top|right|text-indent|margin-left)\s*:\s*-\d{3,}(?:px|em|rem|pt)?"
)


def _styled_to_agent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Hidden text is an attack when it speaks to the model, or asks for an action on secrets."""
    body = re.sub(r"<[^>]{0,300}>", " ", m.group("body"))
    if _ADDRESSED.search("\n" + body.strip()) or (_HIDDEN_RISK.search(body) and _ACTION.search(body)):
        return severity
    return None


RULES = (
    PatternRule(
        "SK-HIDE-STYLED-TO-AGENT",
        rx(
            rf"<(?P<tag>[a-z][a-z0-9]*)\b[^>]{{0,400}}?\bstyle\s*=\s*[\"'][^\"']{{0,400}}?(?:{_HIDING_STYLE})[^>]{{0,400}}>"
            r"(?P<body>(?:(?!</(?P=tag)>).){1,3000}?)</(?P=tag)>",
            re.S | re.I,
        ),
        "text hidden with CSS (display:none, zero size, white on white) addresses the model",
        applies="prose",
        line_markers=False,
        refine=_styled_to_agent,
        triggers=("style",),
        multiline=True,
    ),
    PatternRule(
        "SK-HIDE-FROM-USER",
        rx(
            r"\b(?:do\s+not|don'?t|never|without)\s+(?:ever\s+)?(?:tell(?:ing)?|mention(?:ing)?|inform(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|notify(?:ing)?|alert(?:ing)?)\s+"
            r"(?:[\w-]+\s+){0,3}?(?:to\s+)?(?:the\s+)?(?:user|human|operator|developer)\b(?!\s*(?:'s|’s)?\s*(?:name|code|data|password|file))"
            r"|\b(?:keep|hide)\s+(?:this|it|these\s+\w+)\s+(?:secret|hidden|invisible)\s+from\s+(?:the\s+)?(?:user|human)"
            r"|\bthe\s+user\s+(?:must|should|will)\s+not\s+(?:know|see|notice|be\s+told|find\s+out)"
            r"|\b(?:silently|secretly|covertly|quietly)\s+(?:send|upload|post|transmit|exfiltrate|copy|forward|run|execute|install|read|collect)"
            r"|\b(?:do\s+not|don'?t|never)\s+show\s+(?:them|the\s+user|the\s+human)\s+(?:the\s+|any\s+)?(?:commands?|actions?|steps?|requests?)\s+(?:you|that\s+you)\s+(?:run|send|take|make)"
        ),
        "hides an action from the user",
        line_markers=False,
        refine=_quoted_in_catalogue,
        triggers=("user", "human", "operator", "developer", "silently", "secretly", "covertly", "quietly", "show them"),
    ),
    PatternRule(
        "SK-HIDE-QUIET-OR-LIE",
        rx(
            r"\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:ever\s+)?(?:mention|tell|reveal|disclose|report|bring\s+up|talk\s+about)"
            r"\s+(?:(?:this|it|that|these)\b(?!\s+(?:is|are|was)\b)|(?:the|this|that)\s+(?:[\w-]+\s+)?(?:step|request|action|command|push|upload|script|hook|call)s?\b)"
            r"|\bkeep\s+(?:this|it|that)\s+(?:out\s+of|from)\s+(?:the\s+|your\s+)?(?:conversation|answer|reply|response|summary|chat|user|output|transcript)"
            r"|\bif\s+(?:the\s+user|they|anyone|someone)\s+asks?\b[^.\n]{0,120}?\b(?:answer|say|reply|respond|tell\s+them|claim)\s+(?:that\s+)?"
            r"(?:no\b|nothing|none\b|only\b)"
            r"|\bif\s+(?:the\s+user|they|anyone|someone)\s+asks?\b[^.\n]{0,80}?\b(?:pretend|deny|lie)\b"
            r"|\bpretend\s+(?:that\s+)?(?:nothing|no\s+(?:command|script|data|file)s?)\b"
            # "Do not point this line out to the user", "do not bother the user with this detail".
            r"|\b(?:do\s+not|don'?t|never)\s+point\s+(?:this|it|that|these)\b(?:\s+[\w-]+)?\s+out\b"
            # The phrasal verb split by its object: "do not bring this up with the user".
            r"|\b(?:do\s+not|don'?t|never)\s+bring\s+(?:this|it|that|these)\s+up\b"
            r"|\b(?:do\s+not|don'?t|never)\s+bother\s+(?:the\s+)?(?:user|human)\s+with\s+(?:this|it|that)\b"
            r"|\bin\s+your\s+summary\b[^.\n]{0,80}?\b(?:list|report|mention|describe)\s+only\b"
            # The passive: "these tasks are not to be reported to the user", "the user need not be told".
            r"|\b(?:this|it|that|these|they)\b(?:\s+[\w-]+)?\s+(?:is|are)\s+not\s+to\s+be\s+"
            r"(?:mentioned|reported|disclosed|revealed|told)\b"
            r"|\b(?:the\s+)?(?:user|human)\s+need\s+not\s+(?:be\s+told|know|hear)\b|\bneed\s+never\s+be\s+mentioned\b"
            r"|\b(?:say|tell\s+them)\s+nothing\s+(?:about|of)\s+(?:it|this|that|them)\b|\bkeep\s+quiet\s+about\s+(?:it|this|that)\b"
            # "... and without mentioning it", "without bringing this up".
            r"|\bwithout\s+(?:ever\s+)?(?:mentioning|reporting|disclosing|bringing\s+up)\s+(?:it|this|that|them)\b(?!\s+(?:is|are|was)\b)"
            # A partial report as the whole truth: "tell the user only that Downloads was cleaned".
            r"|\b(?:tell|inform)\s+(?:the\s+)?(?:user|human|them)\s+only\s+(?:that|about)\b"
        ),
        "tells the agent to keep a risky action quiet or to lie about it",
        line_markers=False,
        refine=_quiet_near_risk,
        triggers=(
            "do not",
            "don't",
            "dont",
            "never",
            "no need",
            "without",
            "nothing",
            "keep quiet",
            "keep this",
            "keep it",
            "keep that",
            "ask",
            "pretend",
            "your summary",
            "point",
            "bother",
            "not to be",
            "need not",
            "need never",
            "only that",
            "only about",
        ),
    ),
    PatternRule(
        "SK-HIDE-COMMENT-TO-AGENT",
        rx(r"<!--((?:(?!-->).){0,2000}?)-->", re.S | re.I),
        "HTML comment addresses the agent (hidden from rendered view)",
        applies="prose",
        line_markers=False,
        refine=_comment_to_agent,
        triggers=("<!--",),
        multiline=True,
    ),
    PatternRule(
        "SK-HIDE-CODE-COMMENT-TO-AGENT",
        rx(
            r"^[ \t]*(?:#+|//+|/\*+|\*|--|<#|')[ \t]*(?P<body>[^\n]{0,600})",
            re.I | re.M,
        ),
        "a comment in a script addresses the agent and asks it to act on secrets or hide an action",
        applies="code",
        line_markers=False,
        example_severity=None,
        refine=_code_comment_to_agent,
        triggers=("assistant", "agent", "model", "claude", "llm", "gpt", "ai ", "ai:", "codex", "copilot", "gemini"),
    ),
    PatternRule(
        "SK-HIDE-IMPORTANT-BLOCK",
        rx(r"<(IMPORTANT|CRITICAL|SECRET|HIDDEN|ADMIN|INSTRUCTIONS?)>(?:(?!</\1>).){0,3000}</\1>", re.S),
        "<IMPORTANT>-style block asks for secrets or hides actions (tool poisoning)",
        line_markers=False,
        refine=_important_block,
        triggers=("<important>", "<critical>", "<secret>", "<hidden>", "<admin>", "<instruction"),
        multiline=True,
    ),
    PatternRule(
        "SK-HIDE-CSS",
        rx(
            r"<[a-z]+[^>]*style\s*=\s*[\"'][^\"']*(?:display\s*:\s*none|font-size\s*:\s*0|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*[;\"'])"
        ),
        "text hidden from the rendered view with CSS",
        severity="warn",
        applies="prose",
        triggers=("style",),
    ),
    PatternRule(
        "SK-HIDE-COLLAPSED-TO-AGENT",
        rx(
            r"<details\b[^>]*>(?:(?!</details>).){0,4000}</details>|<(div|span|p|section)\b[^>]*\bhidden\b[^>]*>(?:(?!</\1>).){0,3000}</\1>"
            r"|<!--(?:(?!-->).){0,3000}-->|^\[//\]:\s*#\s*[(\"'][^\n]{0,2000}$",
            re.S | re.I | re.M,
        ),
        "collapsed or hidden HTML tells the assistant to act on secrets or hide actions",
        applies="prose",
        line_markers=False,
        refine=_hidden_to_agent,
        triggers=("<details", "hidden", "<!--", "[//]"),
        multiline=True,
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
