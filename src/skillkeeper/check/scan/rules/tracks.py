"""Covering tracks: the record of what the agent did erased, switched off or rewritten.

Shell history cleared or sent to /dev/null, system logs truncated, Windows event logs cleared,
auditd, CloudTrail, GuardDuty or a cloud log sink switched off, the agent's own session transcripts
deleted, and git history rewritten under someone else's name so the change cannot be traced. A
skill has no reason to hide its steps; routine space-saving keeps the recent logs
(`journalctl --vacuum-size=500M`, logrotate) and is not reported. Deleting transcripts is critical
when the text says why (so the user or the logs do not show it), warn otherwise (cleanup tools
list those folders too).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.framing import strongly_framed
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "anti-forensics"

# Why something is erased, said aloud: so that nobody sees, knows or can recover it.
CONCEAL_PURPOSE = lazy(
    r"(?i)\b(?:(?:do\s+not|don'?t|never)\s+(?:mention|tell|report|say|show)|say\s+nothing|without\s+(?:telling|mentioning"
    r"|a\s+trace)|leave\s+no\s+traces?|no\s+traces?|(?:cannot|can'?t|won'?t|will\s+not|do(?:es)?\s+not|never)\s+"
    r"(?:see|show|review|notice|know|recover|find|trace)|nobody\s+(?:needs\s+to|will|can|should)\s+(?:see|know)"
    r"|unrecoverable|cannot\s+be\s+(?:recovered|traced)|silently|quietly|discreetly|covers?\s+(?:the|our|your)\s+tracks)\b"
)
_SYSTEM_LOGS = r"/var/log/(?:\*|auth\.log|syslog|secure|messages|wtmp|btmp|lastlog|kern\.log|audit\b|journal\b)"


def named_topic_only(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    """Critical again when only the topic's own words ("audit", "detect") made the match look like an example."""
    if sev == "warn" and not strongly_framed(doc.norm[max(0, m.start() - 600) : m.start()]):
        return "critical"
    return sev


def _transcripts(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    start = doc.orig(m.start())
    around = doc.norm[max(0, m.start() - 400) : m.end() + 400]
    return sev if CONCEAL_PURPOSE.search(around) or doc.context(start) == "script" else "warn"


RULES = (
    PatternRule(
        "SK-TRACKS-SHELL-HISTORY",
        rx(
            r"\bhistory\s+-c\b|\bunset\s+HISTFILE\b|\bHISTFILE\s*=\s*[\"']?/dev/null|\bHISTSIZE\s*=\s*0\b"
            r"|\bset\s+\+o\s+history\b|\bClear-History\b|\(Get-PSReadlineOption\)\.HistorySavePath"
            r"|(?:[:]?\s*>|\btruncate\s+-s\s*0|\brm\b|\bshred\b|\bRemove-Item\b|\bunlink\b|\bremove\(|\b(?:empty|clear|wipe|erase|delete)\w*\b)[^\n|;&]{0,40}?"
            r"\.(?:bash|zsh|sh|python|node_repl|mysql|psql)_history\b"
            r"|\.(?:bash|zsh|sh|python|node_repl|mysql|psql)_history\b[^\n]{0,40}?(?:\.unlink\(|\.write_text\(\s*[\"']{2})"
        ),
        "clears the shell history so the commands that ran cannot be reviewed",
        refine=named_topic_only,
        triggers=("history -", "histfile", "histsize", "+o history", "clear-history", "historysavepath", "_history"),
    ),
    PatternRule(
        "SK-TRACKS-SYSTEM-LOGS",
        rx(
            rf"\b(?:truncate\s+-s\s*0|shred\b|rm\b|Remove-Item\b)[^\n;&|]{{0,60}}?{_SYSTEM_LOGS}|(?<![\w>])>\s*{_SYSTEM_LOGS}"
            r"|\bjournalctl\s+(?:--\S+\s+)*--vacuum-(?:time=\d+\s*(?:s|sec|seconds?|m|min|minutes?)\b"
            r"|size=\d{1,4}[kK]?\b(?![MmGg]))"
            r"|\bwevtutil(?:\.exe)?\s+(?:cl|clear-log)\b|\bClear-EventLog\b|\bRemove-EventLog\b"
            r"|\bauditctl\s+-e\s*0\b|\b(?:systemctl|service)\s+(?:stop|disable|mask)\s+auditd\b"
            r"|\bcloudtrail\s+(?:stop-logging|delete-trail)\b|\bguardduty\s+delete-detector\b"
            r"|\bgcloud\s+logging\s+(?:sinks|logs)\s+delete\b|\bdiagnostic-settings\s+delete\b"
            r"|\bfind\s+/var/log\b[^\n]*?(?:-delete\b|-exec\s+(?:rm|truncate|shred)\b)|winevt[\\/]+Logs\b[^\n]*?\*"
            r"|\bRemove-Item\b[^\n]*?winevt[\\/]+Logs|\bauditpol(?:\.exe)?\s+/(?:clear|remove)\b"
            r"|\bauditpol(?:\.exe)?\s+/set\b[^\n]*?/success:disable\b|\bfsutil\s+usn\s+deletejournal\b"
            r"|\bStop-Service\b[^\n]*?\bEventLog\b"
        ),
        "erases system or audit logs, or switches auditing off (auditd, event logs, CloudTrail, log sinks)",
        refine=named_topic_only,
        triggers=(
            "/var/log",
            "vacuum",
            "wevtutil",
            "eventlog",
            "auditctl",
            "auditd",
            "cloudtrail",
            "guardduty",
            "logging sinks",
            "logging logs",
            "diagnostic-settings",
            "winevt",
            "auditpol",
            "deletejournal",
        ),
    ),
    PatternRule(
        "SK-TRACKS-TRANSCRIPTS",
        rx(
            r"\b(?:rm|del|delete|remove|erase|wipe|clear|purge|shred|truncate|unlink)\w*\b[^\n]{0,160}?"
            r"(?:\.claude/(?:projects|history\.jsonl|todos|shell-snapshots)|\.codex/(?:sessions|history\.jsonl|log)"
            r"|\.gemini/(?:tmp|history)|\.aider\.chat\.history|\.cursor/\S*(?:chat|history)|\.local/share/opencode)"
        ),
        "deletes the agent's own session transcripts or history",
        refine=_transcripts,
        triggers=(".claude/", ".codex/", ".gemini/", ".aider.chat", ".cursor/", "opencode"),
    ),
)

_RECORDS = (
    r"(?:audit\s+(?:logs?|logging|trails?)|cloudtrail|event\s+logs?|(?:shell|command|bash|zsh|terminal)\s+history"
    r"|system\s+logs?|auth(?:\.log|\s+logs?)|syslog|login\s+records|access\s+logs?)"
)
_SWITCH_OFF = lazy(r"(?i)^(?:disabl|turn|switch|stop)")


_DETERMINER = lazy(r"(?i)\s(?:the|all|any|every|their|your|its|this)\b")


def _records_prose(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # "a clear audit trail" is an adjective: clear, empty and stop read as verbs only before a determiner.
    if m.group("verb").lower() in {"clear", "empty", "stop"} and not _DETERMINER.search(m.group(0)):
        return None
    # Wiping a record is the act itself; switching logging off is also a cost setting, unless the text says why.
    if _SWITCH_OFF.match(m.group("verb")) and not CONCEAL_PURPOSE.search(
        doc.norm[max(0, m.start() - 300) : m.end() + 300]
    ):
        return "warn"
    return named_topic_only(m, doc, sev)


PROSE_RULES = (
    PatternRule(
        "SK-TRACKS-PROSE",
        rx(
            r"\b(?P<verb>wipe|erase|clear|delete|purge|truncate|shred|empty|disable|turn\s+off|switch\s+off|stop)\w*\b"
            r"(?:\s+(?:the|all|any|every|their|your|its|the\s+user'?s?|this\s+machine'?s?))*\s+" + _RECORDS
        ),
        "orders the machine's logs, audit trail or shell history wiped or switched off",
        applies="prose",
        refine=_records_prose,
        triggers=(
            "audit log",
            "audit trail",
            "cloudtrail",
            "event log",
            " history",
            "system log",
            "auth",
            "syslog",
            "login records",
            "access log",
        ),
    ),
)

CODES: tuple[CodeRow, ...] = (
    (
        "SK-TRACKS-GIT-REWRITE",
        "critical",
        "force-pushes rewritten history and expires the reflog so the change cannot be traced or recovered",
    ),
)

_FORCE_PUSH = lazy(r"(?i)\bgit\s+push\b[^\n]*?(?:\s-f\b|--force\b(?!-with-lease))")
_REFLOG_EXPIRE = lazy(r"(?i)\bgit\s+reflog\s+expire\b[^\n]*--expire=(?:now|all|0)")
_BORROWED_AUTHOR = lazy(r"(?i)--author=[\"']?\$\(git\s+log|--reset-author=false|--date=[\"']?\$\(git\s+log")


def _git_rewrites(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    push = _FORCE_PUSH.search(doc.norm)
    if push is None or not _REFLOG_EXPIRE.search(doc.norm):
        return
    if not (CONCEAL_PURPOSE.search(doc.norm) or _BORROWED_AUTHOR.search(doc.norm)):
        return
    start = doc.orig(push.start())
    sev: Severity = "warn" if doc.context(start) == "example" else "critical"
    yield ctx.finding("SK-TRACKS-GIT-REWRITE", CATEGORY, sev, CODES[0][2], doc, start, doc.orig(push.end()))


@register(CATEGORY, (*RULES, *PROSE_RULES), CODES, hints=("reflog",))
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, (*RULES, *PROSE_RULES))
    for doc in ctx.docs:
        if doc.has("reflog"):
            yield from _git_rewrites(ctx, doc)
