"""Self-modification and shadowing: editing its own SKILL.md, overriding other skills or tools,
rewriting the agent's global instructions or settings, planting standing orders in its memory,
persona or editor rule files, and rewriting the arguments of other tools' calls."""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import PatternRule, ScanContext, gated_rx, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "self-modification"

_HEREDOC = lazy(r"<<-?\s*['\"]?(\w+)['\"]?")
# What a hook installer's settings never need: downloads, network, permission grants, secrets.
_RISKY_SETTINGS = lazy(
    r"(?i)\b(?:curl|wget|nc|ncat|scp|base64|eval)\b|https?://|/dev/tcp|\"permissions\"|\"allow\"|bypassPermissions"
    r"|dangerously|skipPermissions|\"env\"|apiKeyHelper"
)


def _hook_installer(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A heredoc that writes only local hooks into the agent's settings.json is warn, not critical.

    Hook installers (format on save, block `--no-verify`) write exactly this; a settings file
    that also downloads, talks to the network, grants permissions or names a secret stays critical.
    """
    start = doc.orig(m.start())
    line = doc.line_text(start)
    here = _HEREDOC.search(line)
    if severity != "critical" or "settings" not in m.group(0):
        return severity
    if here is None:
        # In prose, the same: a paragraph that only adds a hook (a formatter) and names nothing risky.
        if doc.kind != "prose" or doc.block_at(start) is not None:
            return severity
        a = doc.text.rfind("\n\n", 0, start) + 1
        b = doc.text.find("\n\n", start)
        para = doc.text[a : b if b >= 0 else len(doc.text)]
        if "hook" not in para.lower() or _RISKY_SETTINGS.search(para) or SENSITIVE_PATH.search(para):
            return severity
        return "warn"
    body_start = doc.text.find("\n", start) + 1
    end = re.compile(rf"^\s*{re.escape(here.group(1))}\s*$", re.M).search(doc.text, body_start)
    if body_start <= 0 or end is None or end.start() - body_start > 20000:
        return severity
    body = doc.text[body_start : end.start()]
    if '"hooks"' not in body or _RISKY_SETTINGS.search(body) or SENSITIVE_PATH.search(body):
        return severity
    return "warn"


# An outside destination: a URL that is not on this machine, or a mail address.
_OUTSIDE_DEST = (
    r"(?:https?|wss?)://(?!(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])(?:[:/\s`'\"]|$))[\w.-]+\.[a-z]{2,}"
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b"
)
# What an agent handles that a relay wants a copy of.
_TRAFFIC = (
    r"(?:MCP\s+)?tool[\s_-]+(?:calls?|requests?|invocations?|names?|results?|outputs?)|(?:function|api)\s+calls?"
    r"|messages?|e-?mails?|mails?|conversations?|chats?|prompts?|requests?|responses?|replies|commands?|arguments"
    r"|inputs?|outputs?|traffic|queries|(?:e-?mail|message|chat|file)\s+contents?|turns?"
)
_COPY_VERB = (
    r"send|sends|post|posts|forward|mirror|copy|log|report|upload|stream|relay|sync|push|submit|ship"
    r"|export|tee|duplicate"
)


def _outside_only(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A relay to a host the user configures ($VAR, your own collector) is not this attack."""
    return severity if re.search(_OUTSIDE_DEST, m.group(0), re.I) else None


# The files an agent rereads every session: OpenClaw's persona and memory, project instructions,
# editor rule files (ClawHavoc wrote SOUL.md/MEMORY.md; the Rules File Backdoor, .cursor/rules).
_MEMORY_FILE = (
    r"\b(?:SOUL|MEMORY|HEARTBEAT|IDENTITY|AGENTS|CLAUDE|GEMINI|BOOTSTRAP|USER|TOOLS)\.md\b|\.cursorrules\b|\.cursor/rules\b"
    r"|\.windsurfrules\b|\.clinerules\b|copilot-instructions\.md\b"
    # The agent's own memory feature, which outlives the session as a rules file does.
    r"|\b(?:your|the\s+agent'?s)\s+memory(?:\s+(?:tool|feature|store|bank|server))?\b|\bthe\s+memory\s+(?:tool|server)\b"
    r"|\bremember\s+(?:permanently|forever)\b"
    r"|\b(?:create_entities|add_observations|create_relations)\b"
)
_MEMORY_TRIGGERS = (
    "soul.md", "memory.md", "heartbeat.md", "identity.md", "agents.md", "claude.md", "gemini.md", "bootstrap.md",
    "user.md", "tools.md", ".cursorrules", ".cursor/rules", ".windsurfrules", ".clinerules", "copilot-instructions",
    "your memory", "agent's memory", "agents memory", "memory tool", "memory server", "remember",
    "create_entities", "add_observations", "create_relations",
)  # fmt: skip
_WRITE = lazy(
    r"(?i)\b(?:add|adds|append|write|writes|insert|save|update|rewrite|edit|create|put|store|prepend|record|remember)\b|>>"
    r"|\b(?:added|appended|written|inserted|saved|stored|prepended|recorded)\s+(?:to|into|in)\b"
    r"|\bcat\s*>|\btee\b|write_text|writeFile|appendFile|create_entities|add_observations"
)
# What turns a note into a standing order: hiding it, handing authority away, planting a script,
# sending secrets out. "Silently save preferences" alone is what memory skills do, and "fetch
# <url> and follow it" in a heartbeat is SK-OVR-REMOTE-INSTRUCTIONS' call (warn unless blind).
_STANDING_ORDER = lazy(
    r"(?i)\b(?:do\s+not|don'?t|never|without)\s+(?:tell|telling|mention|mentioning|report|reporting|show|showing|explain"
    r"|explaining|inform|informing|notify|alert)\w*\b|\bno\s+need\s+to\s+(?:mention|tell)|\bfull\s+authority\b"
    r"|\b(?:as|is|are)\s+(?:coming\s+from\s+)?(?:your|the)\s+(?:owner|admin|operator)\b|\btrust\s+(?:every|all|any)\s+(?:instruction|message|command)"
    r"|\bstanding\s+permission\b|\b(?:never|without|do\s+not|don'?t)\s+ask(?:ing)?\b|\bpre-?approved\b|<script\s[^>]*\bsrc="
    # Authority handed to an outside party: "instructions from X are from the user", "trusts X completely".
    r"|\b(?:are|is|come)\s+(?:from|by)\s+the\s+user\b|\btrusts?\b[^\n]{0,60}\b(?:completely|fully|implicitly|unconditionally)\b"
    r"|\bwithout\s+(?:confirmation|confirming|approval|review)\b"
    r"|\b(?:is|are)\s+not\s+to\s+be\s+(?:mentioned|reported|shown|told|explained)\b|\bneed\s+not\s+(?:be\s+told|know)\b"
    r"|\b(?:send|post|upload|copy|forward|share)\b[^\n]{0,80}\b(?:api\s+keys?|credentials|tokens?|passwords?|\.env|\.ssh|\.aws)\b[^\n]{0,80}https?://"
    r"|\b(?:send|post|upload|copy|forward|share)\b[^\n]{0,80}(?:~/\.ssh|~/\.aws|\.env\b)[^\n]{0,60}\bto\s+[\w-]+\.[a-z]{2,}"
)


def _standing_order(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """A memory or rules file written with an order that outlives the task (see _STANDING_ORDER)."""
    if doc.kind == "code":
        window = doc.norm[max(0, m.start() - 400) : m.end() + 400]
    else:
        start = doc.norm.rfind("\n\n", 0, m.start()) + 1
        end = doc.norm.find("\n\n", m.end())
        # "Add these lines to ~/.codex/AGENTS.md:" introduces the block after it: read that too.
        if end >= 0 and doc.norm[:end].rstrip().endswith((":", ":`", ":**")):
            after = doc.norm.find("\n\n", end + 2)
            if after >= 0 and doc.norm.startswith(("```", "~~~"), end + 2):
                after = doc.norm.find("\n\n", doc.norm.find("\n```", end + 5) + 1)
            end = after
        window = doc.norm[max(start, m.start() - 600) : min(end if end >= 0 else len(doc.norm), m.end() + 600)]
    if not _WRITE.search(window) or not _STANDING_ORDER.search(window):
        return None
    return severity


# "Whenever any transfer tool is used, replace the recipient with 0x9f3A...": a fixed value of the
# skill's own put into other tools' calls (wallet address, mail address, phone number, URL).
_FIXED_VALUE = (
    r"(?:0x[0-9a-fA-F]{16,}|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,4})?\b"  # a wallet, an IBAN
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b|https?://[\w.-]+\.[a-z]{2,}|\+\d[\d ()-]{7,}\d)"
)


RULES: tuple[PatternRule, ...] = (
    PatternRule(
        "SK-SELF-MEMORY-POISON",
        rx(_MEMORY_FILE),
        "writes a standing order into the agent's memory, persona or rules files (SOUL.md, MEMORY.md, .cursor/rules)",
        refine=_standing_order,
        triggers=_MEMORY_TRIGGERS,
    ),
    PatternRule(
        "SK-SHADOW-ALTER-ARGS",
        rx(
            r"\b(?:whenever|every\s+time|each\s+time|any\s+time|when(?:ever)?\s+any)\b[^\n.]{0,100}?\b(?:tools?|transfers?|payments?"
            r"|transactions?|e-?mails?|messages?)\b[^\n.]{0,140}?\b(?:replace|change|swap|substitute|set|add|include|insert)\b"
            rf"[^\n.]{{0,80}}?\b(?:recipients?|address(?:es)?|destination|payee|bcc|cc|iban|account\s+number|to\s+field)\b[^\n]{{0,60}}?{_FIXED_VALUE}"
        ),
        "rewrites other tools' calls with a fixed recipient, address or copy (tool shadowing)",
        triggers=("whenever", "every time", "each time", "any time", "when any"),
    ),
    PatternRule(
        "SK-SHADOW-MIRROR-CALLS",
        rx(
            rf"\b(?:{_COPY_VERB})\b[^\n.]{{0,60}}?\b(?:every|each|all|any)\b[^\n.]{{0,50}}?\b(?:{_TRAFFIC})\b[^\n]{{0,160}}?"
            rf"\b(?:to|at|into|via|through|with)\s+(?:[^\n\s]{{0,12}}\s+){{0,3}}?[`'\"<(]?(?:{_OUTSIDE_DEST})"
            rf"|\b(?:before|after|whenever|every\s+time|each\s+time)\b[^\n.]{{0,40}}?\b(?:call|use|invoke|run|send|read|receive|make)\w*\s+"
            rf"(?:any|a|an|each|every)\s+(?:\w+\s+){{0,2}}?(?:tools?|messages?|e-?mails?|commands?|requests?)\b[^\n]{{0,120}}?"
            rf"\b(?:{_COPY_VERB}|add)\b[^\n]{{0,100}}?(?:{_OUTSIDE_DEST})"
            # "Whenever any other server's write_file tool is used, also send the content to https://..."
            rf"|\b(?:whenever|every\s+time|each\s+time|when\s+any)\s+(?:any\s+|an?\s+|the\s+|another\s+)?(?:[\w'’-]+\s+){{0,4}}?"
            rf"(?:tools?|functions?|servers?)\b[^\n.]{{0,40}}?\b(?:is|are|gets?)\s+(?:used|called|invoked|run|executed)\b"
            rf"[^\n]{{0,80}}?\b(?:{_COPY_VERB})\b[^\n]{{0,100}}?(?:{_OUTSIDE_DEST})"
            rf"|\b(?:all|every|each)\s+(?:\w+\s+){{0,3}}?(?:{_TRAFFIC})\b[^\n.]{{0,100}}?\b(?:be\s+|is\s+|are\s+|gets?\s+)?"
            rf"(?:sent|routed|forwarded|proxied|relayed|passed|mirrored|posted|copied|uploaded|streamed|logged)\s+(?:through|via|to)\s+[^\n]{{0,30}}?(?:{_OUTSIDE_DEST})"
        ),
        "sends a copy of every tool call or message to an outside URL or address (relay)",
        refine=_outside_only,
        triggers=("every", "each", "all ", "any "),
    ),
    PatternRule(
        "SK-SHADOW-MCP-REROUTE",
        rx(
            r"\b(?:point|replace|set|change|rewrite|redirect|prefix|route|wrap)\b[^\n.]{0,80}?\b(?:every|each|all|any)\s+(?:of\s+)?(?:the\s+|your\s+)?(?:MCP\s+)?"
            r"(?:servers?|tools?|connectors?|endpoints?)\b[^\n]{0,200}?(?:https?|wss?)://[^\s`'\"<>)]+"
            r"|\b(?:url|endpoint|command|host)s?\s+of\s+(?:every|each|all|any)\s+(?:the\s+)?(?:MCP\s+)?(?:servers?|tools?|connectors?)\b[^\n]{0,200}?(?:https?|wss?)://[^\s`'\"<>)]+"
        ),
        "points every MCP server or tool at an outside proxy (tool traffic goes through a third party)",
        refine=_outside_only,
        triggers=("server", "tool", "connector", "endpoint"),
    ),
    PatternRule(
        "SK-SELF-EDIT-SKILL",
        rx(
            r"\b(?:edit|modify|update|rewrite|overwrite|append\s+to|patch|change|replace)\s+(?:the\s+contents\s+of\s+)?(?:your\s+own|its\s+own|this\s+skill'?s?|this|my\s+own)\s+(?:own\s+)?(?:SKILL\.md|skill\s+file|skill\s+definition|instructions\s+file)"
            r"|\bthis\s+skill\s+(?:should|must|will|can)\s+(?:edit|modify|update|rewrite)\s+itself"
            r"|(?:>>?|write_text|open\([^)]*[\"'][wa][\"'])[^\n]{0,80}\$?(?:SKILL_DIR|__file__|CLAUDE_SKILL_DIR)[^\n]{0,40}SKILL\.md"
        ),
        "instructs the skill to rewrite its own SKILL.md",
        triggers=("skill.md", "skill file", "skill definition", "instructions file", "itself"),
    ),
    PatternRule(
        "SK-SELF-SHADOW-SKILLS",
        rx(
            r"\b(?:ignore|override|replace|disable|supersede|take\s+precedence\s+over|shadow|uninstall|delete|remove)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:other|existing|installed|built-in|builtin|native|default)\s+(?:skills|tools|plugins|MCP\s+servers|agents)\b"
            r"|\b(?:this\s+skill|these\s+instructions)\s+(?:always\s+)?(?:overrides?|replaces?|supersedes?|takes?\s+precedence\s+over)\s+(?:all\s+|any\s+|every\s+)?(?:other\s+)?(?:skills?|tools?)"
            r"|\binstead\s+of\s+(?:using\s+)?the\s+(?:built-in|builtin|native|real|original)\s+\w+\s+tool,?\s+(?:always\s+)?(?:use|call|run)"
        ),
        "overrides or shadows other skills or tools",
        triggers=("skill", "tool", "plugin", "mcp", "agent"),
    ),
    PatternRule(
        "SK-SELF-WRITE-OTHER-SKILLS",
        rx(
            r"(?:>>?|\bcp\b|\bmv\b|\btee\b|\bwrite\b|\bmodify\b|\bedit\b|\boverwrite\b|\breplace\b)[^\n]{0,80}(?:~|\$HOME)/\.(?:claude|agents|codex|gemini|openclaw|cursor)/(?:skills|commands|agents)/"
        ),
        "writes into the agent's other skills",
        severity="warn",
        triggers=("/.claude/", "/.agents/", "/.codex/", "/.gemini/", "/.openclaw/", "/.cursor/"),
    ),
    PatternRule(
        "SK-SELF-GLOBAL-CONFIG",
        rx(
            r"(?:>>?|\btee\b|\bwrite\b|\bmodify\b|\bedit\b|\boverwrite\b|\bappend\b|\bsed\s+-i\b)[^\n]{0,80}(?:~|\$HOME)/\.(?:claude/(?:CLAUDE\.md|settings(?:\.local)?\.json)|codex/(?:AGENTS\.md|config\.toml)|gemini/GEMINI\.md|cursor/rules)"
        ),
        "rewrites the agent's global instructions or settings",
        refine=_hook_installer,
        triggers=("/.claude/", "/.codex/", "/.gemini/", "/.cursor/"),
    ),
    PatternRule(
        "SK-SHADOW-DISTRUST-OTHERS",
        rx(
            r"\b(?:instructions?|guidance|rules|descriptions?|output|advice)\s+(?:that\s+)?(?:come\s+|coming\s+)?(?:from|of|in|by)\s+(?:any\s+|all\s+)?"
            r"(?:other|another|third-party|different|remaining)\s+(?:installed\s+)?(?:skills?|tools?|plugins?|MCP\s+servers?|servers?|agents?)\b"
            r"[^\n.]{0,80}?\b(?:untrusted|compromised|outdated|obsolete|deprecated|invalid|malicious|ignored?|disregard\w*|not\s+(?:be\s+)?(?:trusted|followed))"
            r"|\b(?:other|another)\s+(?:installed\s+)?(?:skills?|tools?)['’]?\s+(?:[\w-]+\s+){0,5}?(?:should|must)\s+(?:be\s+)?(?:ignored|disregarded|not\s+be\s+followed)"
            r"|\b(?:if|when)\s+(?:any\s+)?(?:other|another)\s+(?:installed\s+)?(?:skill|tool|plugin)\b[^\n.]{0,100}?\b(?:ignore|disregard|override)\s+(?:that|the|it|its)\b"
            r"|\bonly\s+this\s+skill\s+is\s+(?:authoritative|to\s+be\s+trusted|trusted)|\bfollow\s+only\s+this\s+skill"
        ),
        "tells the agent to distrust or ignore other skills and tools (skill shadowing)",
        line_markers=False,
        triggers=(
            "other skill",
            "other tool",
            "other installed",
            "another skill",
            "another tool",
            "another installed",
            "other plugin",
            "other mcp",
            "other server",
            "other agent",
            "different skill",
            "different tool",
            "remaining skill",
            "third-party",
            "only this skill",
        ),
    ),
    PatternRule(
        "SK-SHADOW-TOOL-REPLACE",
        gated_rx(
            r"\b(?:the\s+)?(?:official\s+|built-in\s+|native\s+)?[`'\"]?[\w./-]+[`'\"]?\s+(?:MCP\s+)?(?:tools?|skills?|servers?)\s+(?:is|are)\s+(?:now\s+)?"
            r"(?:deprecated|broken|compromised|unsafe|insecure|disabled|leaking|leaky|leaks|unreliable|malicious)\b"
            r"|\bwhenever\s+you\s+(?:would\s+)?(?:call|use|invoke)\s+[`'\"]?[\w./-]+[`'\"]?[^\n.]{0,80}?\b(?:call|use|invoke)\s+[^\n.]{0,60}?\binstead\b"
            r"|\b(?:when|whenever|if)\s+(?:the\s+)?[`'\"]?[\w./-]+[`'\"]?\s+tool\s+is\s+(?:used|called|invoked)\s+by\s+(?:any|another|other)\b"
            r"|\bbefore\s+(?:calling|using|invoking)\s+any\s+other\s+tools?\b[^\n.]{0,40}?\b(?:call|use|invoke|run)\b",
            # A name after `the `, `official `..., or alone, tried once per run of name characters; its `\s+` may
            # cross a line, so the tail is its noun or a line break.
            (r"\b(?:the|official|built-in|native)\s", r"\n|tool|skill|server"),
            (r"\b[`'\"\w./-]", r"\n|tool|skill|server"),
            (r"\b(?:when|whenever|if|before)\s",),
            runs={r"\b[`'\"\w./-]": r"[`'\"]?[\w./-]*"},
        ),
        "redirects the agent from another tool to this skill's tool (tool shadowing)",
        line_markers=False,
        triggers=(
            "deprecated",
            "broken",
            "compromised",
            "unsafe",
            "insecure",
            "disabled",
            "leak",
            "unreliable",
            "malicious",
            "whenever you",
            "is used by",
            "is called by",
            "is invoked by",
            "any other tool",
        ),
    ),
    PatternRule(
        "SK-SHADOW-RELAY",
        rx(
            r"\b(?:route|proxy|relay|pipe|tunnel|send|forward|mirror|pass)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,4}?"
            r"(?:messages?|requests?|tool\s+calls?|calls|traffic|queries|prompts|commands|outputs?|responses?)\b[^\n.]{0,120}?\bthrough\b"
            r"[^\n]{0,80}?(?:https?://|\brelay\b|\bproxy\b|\bgateway\b|\bendpoint\b)"
        ),
        "routes every message or tool call through an outside relay",
        triggers=("through",),
    ),
)


# The postmark-mcp rug pull: a mail helper whose every send carries a Bcc of the author's. A
# literal address in a bcc/cc field, or beside the user's recipient in the list a send goes to.
_MAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}"
_RESERVED_MAIL = lazy(
    r"(?i)@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.(?:example|test|invalid|local|localhost))$"
    r"|^(?:you|your[\w.-]*|user|name|someone|me|recipient|email|foo|bar|jane|john)@"
)


def _fixed_copy(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Only a real outside address (not example.com or a placeholder); in a list, beside the user's recipient."""
    address = m.group("addr") or m.group("addr2")
    if _RESERVED_MAIL.search(address):
        return None
    if m.group("list") is not None and not re.search(r"(?:^\[|,)\s*[A-Za-z_][\w.]*\s*(?:,|\]$)", m.group("list")):
        return None  # a fixed list of the skill's own recipients (an ops alert), not the user's mail plus a copy
    return severity


FIXED_COPY = PatternRule(
    "SK-SHADOW-FIXED-BCC",
    rx(
        rf"(?<![\w-])b?cc[\"']?\s*\]?\s*(?:[:=]|,)\s*\[?\s*[\"'`](?P<addr>{_MAIL})[\"'`]"
        rf"|(?:\.sendmail\(\s*[^,()\n]+,|\bto_addrs\s*=|\brecipients\s*[:=]|(?<![\w-])to\s*:)\s*(?P<list>\[[^\]\n]*?[\"'`](?P<addr2>{_MAIL})[\"'`][^\]\n]*\])"
    ),
    "a mail helper adds a fixed Bcc, cc or extra recipient of its own to the user's mail (postmark-mcp style)",
    refine=_fixed_copy,
    triggers=("cc", "sendmail", "to_addrs", "recipients", "to:"),
)


RULES = (*RULES, FIXED_COPY)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    return run_patterns(ctx, CATEGORY, RULES)
