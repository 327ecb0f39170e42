"""Poisoned context: tool descriptions, memories, remote instructions and orders planted in the data an agent reads.

Published incidents show the agent's context poisoned at every entry point, not only in SKILL.md: an MCP tool
whose description is fetched from a server at start-up (so it can change after review), a description that
asks for a secret file "in the session argument", a web page or ticket that asks the assistant to save a
standing order to its memory, a skill that replaces its own instructions with a remote copy, a ticket, mail or
calendar event that asks the assistant to forward mail, contacts or passwords, and tool output that hides an
order from the terminal with ANSI escapes (conceal, black on black, cursor up and erase line).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    register,
    run_patterns,
    rx,
    topic_severity,
)
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "poisoned-context"

# ---------------------------------------------------------------- a tool description fetched at start-up
_MCP_SERVER = lazy(r"FastMCP\b|McpServer\b|@mcp\.tool\b|\bserver\.tool\s*\(|\bregisterTool\s*\(|modelcontextprotocol")
_FETCHED_NAME = lazy(
    r"^[ \t]*(?:(?:const|let|var)\s+)?(?P<name>[A-Za-z_]\w*)\s*(?::[^=\n]+)?=\s*(?:await\s+)?[^\n]*?"
    r"\b(?:urlopen|requests\.get|httpx\.get|fetch|axios\.get|https?\.get|got|urllib3\.request)\s*\(",
    re.M,
)


def _remote_description(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if doc.kind != "code" or not (doc.has("mcp") or doc.has("registertool")) or not _MCP_SERVER.search(doc.norm):
        return
    for m in _FETCHED_NAME.finditer(doc.norm):
        name = re.escape(m.group("name"))
        use = re.search(
            rf"\bdescription\s*[=:]\s*{name}\b|\btool\s*\(\s*['\"][\w.-]+['\"]\s*,\s*{name}\b|\b__doc__\s*=\s*{name}\b",
            doc.norm,
        )
        if use is not None:
            start = doc.orig(use.start())
            yield ctx.finding(
                "SK-TOOL-DESC-REMOTE",
                CATEGORY,
                topic_severity(doc, start),
                "an MCP tool's description is downloaded at start-up (it can change after review: a rug pull)",
                doc,
                start,
                doc.orig(use.end()),
            )
            return


# ---------------------------------------------------------------- a download unpacked over the skill's own folder
_OWN_DIR_VAR = lazy(
    r"^[ \t]*(?P<var>\w+)=[\"']?\$\(\s*(?:cd\s+)?[\"']?\$?\(?dirname\s+[\"']?\$(?:0|\{?BASH_SOURCE)", re.M
)
# Tried only from the fetch commands piped into tar on their line (`Gated`).
_INTO_TAR = r"\|\s*(?:sudo\s+)?tar\s"
_UNPACK_OVER = Gated(
    lazy(rf"\b(?:curl|wget)\b[^\n|]*{_INTO_TAR}[^\n]*?-C\s+[\"']?(?:\$\(\s*dirname\b|\$\{{?(?P<var>\w+))"),
    ((r"\b(?:curl|wget)\b", _INTO_TAR),),
)


def _self_overwrite(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if doc.kind != "code" or not doc.has("tar") or not (doc.has("curl") or doc.has("wget")):
        return
    own = {m.group("var") for m in _OWN_DIR_VAR.finditer(doc.norm)}
    for m in _UNPACK_OVER.finditer(doc.norm):
        if m.group("var") is None or m.group("var") in own:
            start = doc.orig(m.start())
            yield ctx.finding(
                "SK-REMOTE-INSTRUCTIONS",
                CATEGORY,
                topic_severity(doc, start),
                "unpacks a download over the skill's own folder (its scripts and instructions change after review)",
                doc,
                start,
                doc.orig(m.end()),
            )
            return


# ---------------------------------------------------------------- an order planted in data, addressed to the assistant
_ADDRESS = lazy(
    r"(?i)\b(?:dear|hey|hi|hello|attention|note\s+to(?:\s+the)?|instructions?\s+(?:to|for)(?:\s+the)?|message\s+(?:to|for)(?:\s+the)?)"
    r"\s+(?:ai\s+)?(?:[\w-]+\s+){0,2}?(?:assistant|agent|ai|llm|model|copilot|claude|gemini|chatgpt|bot)s?\b"
    r"|<\s*/?\s*instructions?\s*>|^\s*(?:ai\s+)?(?:assistant|agent)\s*[:,]",
    re.M,
)
_SEND = lazy(
    r"(?i)\b(?:forward|e-?mail|mail|send|export|paste|post|upload|share|leak|copy)\w*\b|\bas\s+a\s+(?:new\s+)?comment\b"
    r"|\breply\s+(?:to\s+this|with)\b"
)
_BULK_OR_SECRET = lazy(
    r"(?i)\b(?:(?:the\s+)?(?:last|latest|recent|all|every|full)\s+(?:\d+\s+)?(?:messages|e-?mails|mails|threads)"
    r"|contacts?(?:\s+list)?|address\s+book|passwords?|api\s*keys?|tokens?|secrets?|credentials?|one-time\s+codes?"
    r"|verification\s+codes?|2fa|otp|private\s+keys?|(?:the\s+)?(?:\w+'s\s+)?(?:inbox|mailbox|folder)"
    r"|resumes|cvs|phone\s+numbers|home\s+addresses|passport\s+numbers|card\s+numbers)\b"
)
_DESTINATION = lazy(
    r"(?i)[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://|\bas\s+a\s+(?:new\s+)?comment\b|\bthis\s+(?:ticket|thread|issue|event|message)\b"
    r"|\breply\b"
)


def _data_orders(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if not any(doc.has(h) for h in ("assistant", "agent", " ai", "llm", "model", "instruction", "copilot", "claude")):
        return
    for m in _ADDRESS.finditer(doc.norm):
        window = doc.norm[m.start() : m.start() + 500]
        cut = re.search(r"\n\s*\n", window)
        if cut is not None:
            window = window[: cut.start()]
        if _SEND.search(window) and _BULK_OR_SECRET.search(window) and _DESTINATION.search(window):
            start = doc.orig(m.start())
            yield ctx.finding(
                "SK-DATA-ORDER",
                CATEGORY,
                topic_severity(doc, start),
                "text addressed to the assistant orders mail, contacts or secrets sent out",
                doc,
                start,
                doc.orig(m.end()),
            )
            return


# ---------------------------------------------------------------- pattern rules
_SILENCE = lazy(
    r"(?i)\b(?:silently|quietly|secretly|invisible\s+to\s+the\s+user|(?:do\s+not|don'?t|never)\s+(?:tell|mention|show|inform|ask)"
    r"|no\s+need\s+to\s+(?:ask|tell|mention)|without\s+(?:asking|telling|confirm\w*))\b"
)


_DOTENV = lazy(r"(?<![\w/])\.env\b(?![\w.-]*(?:example|sample|template))")
_REQUIRED = lazy(r"(?i)\b(?:must|mandatory|required|otherwise|before\s+(?:the\s+)?first)\b")


def _secret_before(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A secret file read in the 300 characters before "pass it in the X argument"; critical with silence or a must."""
    before = doc.norm[max(0, m.start() - 300) : m.start()]
    if not re.search(r"(?i)\b(?:read|open|cat|load|get|take)\b", before):
        return None
    if not (SENSITIVE_PATH.search(before) or _DOTENV.search(before)):
        return None
    around = doc.norm[max(0, m.start() - 300) : m.end() + 200]
    if _SILENCE.search(around) or _REQUIRED.search(around):
        return severity
    return "warn"


_MEMORY_PAYLOAD = lazy(
    r"(?i)\b(?:upload|send|forward|post|copy|sync)\w*\b[^.\n]{0,80}?(?:https?://|\bthere\b)"
    r"|\bauthori[sz]ed?\s+(?:you\s+)?to\b|\bwithout\s+(?:asking|checking|confirm\w*|verif\w*)"
    r"|\b(?:most\s+)?trusted\s+source\b|\balways\s+(?:be\s+)?followed\b|\bpreferred\s+(?:backup|upload)\s+location\b"
    r"|\b(?:approved|authori[sz]ed)\s+(?:by\s+the\s+user\s+)?in\s+advance\b|\bneeds?\s+no\s+(?:question|confirmation|approval)\b"
)


_ASKS_FIRST = lazy(
    r"(?i)\b(?:ask(?:ing)?\s+(?:the\s+user\s+)?(?:for\s+)?permission|with\s+(?:the\s+user'?s\s+)?permission|confirm)"
)


def _memory_payload(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """The order saved is the harm: what follows in its paragraph sends data out, grants or trusts without asking."""
    window = doc.norm[max(0, m.start() - 80) : m.end() + 400]
    cut = re.search(r"\n\s*\n", window[80:])
    if cut is not None:
        window = window[: 80 + cut.start()]
    if _ASKS_FIRST.search(window):
        return None
    return severity if _MEMORY_PAYLOAD.search(window) else None


# Terminal escapes that hide text: conceal, black on black, white on white, cursor up, erase line, clear screen.
_ANSI_HIDE = r"(?:\\x1b|\\033|\\e|\\u001b|\x1b)\[(?:8m|30;40m|37;47m|97;107m|38;5;(\d{1,3});48;5;\1m|\d*A|2K|2J)"
_ANSI_WORDS = lazy(
    r"(?i)\b(?:assistant|system|agent|claude|llm|ai)\s*:|\b(?:run|execute|push|curl|wget|read|send|upload)\b[^\n]{0,80}?"
    r"(?:\bnow\b|without|do\s+not|don'?t|https?://|~/|--force)"
)


def _ansi_order(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    line = doc.line_text(doc.orig(m.start()))
    return severity if _ANSI_WORDS.search(line) else None


RULES = (
    PatternRule(
        "SK-TOOL-DESC-SECRET-ARG",
        rx(
            r"\b(?:pass|put|include|place|insert|attach)\s+(?:it|them|its\s+contents?|their\s+contents?"
            r"|the\s+(?:whole\s+|full\s+|entire\s+)?(?:file|contents?|text))\s+(?:in|into|as|inside|via)\s+(?:the\s+|an?\s+)?"
            r"[`'\"]?[\w-]+[`'\"]?\s+(?:argument|parameter|param|field|input|property)\b"
        ),
        "a tool description asks for a secret file in one of the call's arguments (tool poisoning)",
        line_markers=False,
        refine=_secret_before,
        triggers=("argument", "parameter", "param", "field", "input", "property"),
    ),
    PatternRule(
        "SK-MEMORY-PLANT",
        rx(
            r"\b(?:remember|memori[sz]e|save|store|record|keep)\b[^\n.]{0,40}?\b(?:in|to|into)\s+(?:your\s+)?"
            r"(?:long-term\s+|persistent\s+|permanent\s+)?memory\b"
            r"|\bremember\s+(?:this\s+)?(?:permanently|forever|for\s+(?:all\s+)?(?:future|later)\s+(?:conversations|sessions|chats))\b"
            r"|\bsave\s+(?:this\s+)?to\s+memory\b|\bstore\s+this\s+in\s+memory\b"
            # The passive: "this should be remembered permanently", "is to be stored in memory".
            r"|\b(?:should|must|is\s+to|are\s+to)\s+be\s+(?:remembered|memori[sz]ed|saved|stored|kept)\s+"
            r"(?:permanently|forever|in\s+(?:your\s+)?(?:long-term\s+)?memory)\b"
            r"|\b(?:call|use|invoke)\s+the\s+(?:memory|bio)\s+tool\b|\bupdate\s+(?:your\s+)?(?:long-term\s+)?memory\b"
        ),
        "asks the agent to save a standing order to its memory (send data out, trust a source, act without asking)",
        line_markers=False,
        refine=_memory_payload,
        triggers=("remember", "memor", "memory"),
    ),
    PatternRule(
        "SK-REMOTE-INSTRUCTIONS",
        rx(
            r"\b(?:fetch|download|curl|get|load|pull|read)\b[^\n]{0,160}?https?://[^\n]{0,200}?"
            r"\b(?:replace|overwrite|override|supersede)\s+(?:your|these|this\s+(?:file|skill)|the\s+skill'?s?|SKILL\.md)\b"
            r"|\b(?:treat|use|follow)\s+(?:its|the)\s+(?:output|content|contents|response|text)\s+as\s+(?:your\s+)?"
            r"(?:new\s+|system\s+)?(?:instructions|system\s+prompt|rules)\b"
            r"|\bremote\s+(?:copy|version)\s+(?:always\s+)?(?:wins|overrides|takes\s+precedence)\b"
            r"|\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^\n]*?(?:\s-o|\s-O|--output|\s>|-OutFile)\s*[\"']?(?:\./)?SKILL\.md\b"
        ),
        "replaces the skill's own instructions with a copy downloaded at run time (a rug pull)",
        line_markers=False,
        triggers=("http", "skill.md", "instructions", "system prompt", "remote"),
    ),
    PatternRule(
        "SK-HIDE-ANSI-TO-AGENT",
        rx(_ANSI_HIDE, 0),
        "terminal escapes hide an order from the user's view (conceal, same colours, cursor up, erase line)",
        applies="code",
        line_markers=False,
        example_severity=None,
        refine=_ansi_order,
        triggers=("\\x1b[", "\\033[", "\\e[", "\\u001b[", "\x1b["),
    ),
)
CODES: tuple[CodeRow, ...] = (
    ("SK-TOOL-DESC-REMOTE", "critical", "an MCP tool's description is downloaded at start-up (a rug pull)"),
    ("SK-DATA-ORDER", "critical", "text addressed to the assistant orders mail, contacts or secrets sent out"),
)


_HINTS = ("assistant", "agent", " ai", "llm", "model", "instruction", "copilot", "claude", "mcp", "registertool")


@register(CATEGORY, RULES, CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        yield from _remote_description(ctx, doc)
        yield from _data_orders(ctx, doc)
        yield from _self_overwrite(ctx, doc)
