"""Exfiltration: sending files, environment or conversation data to URLs, in prose and scripts.

Known drop sites (webhook/paste/tunnel hosts) and raw public IPs are flagged where the text
sends to them; Markdown images whose URL carries templated data are the zero-click
channel (the client fetches the image and leaks the query string). Python sends of the
whole environment or of credential files come from the AST facts.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

from skillkeeper.check.scan.channels import ci_env_sends, config_credential_uploads, git_remote_sends
from skillkeeper.check.scan.flow import FLOW_HINTS, doc_flows
from skillkeeper.check.scan.hosts import WELL_KNOWN, registered, urls
from skillkeeper.check.scan.intent import endpoint_names, send_orders
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.pyast import WALK_HINTS, doc_facts
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    gated_rx,
    register,
    run_patterns,
    rx,
    severity_in,
)
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.taint import TAINT_HINTS, skill_taints
from skillkeeper.check.scan.text import Doc

CATEGORY = "exfiltration"

_DROP_HOSTS = (
    r"webhook\.site|requestbin\.(?:net|com)|[\w.-]*\.pipedream\.net|pipedream\.net|[\w-]+\.ngrok(?:-free)?\.(?:io|app|dev)|ngrok\.io"
    r"|pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|transfer\.sh|file\.io|0x0\.st|termbin\.com|bashupload\.com"
    r"|[\w-]+\.oast\.(?:fun|me|live|site|online|pro)|interact\.sh|burpcollaborator\.net|[\w-]+\.requestcatcher\.com"
    r"|beeceptor\.com|[\w-]+\.trycloudflare\.com|hookbin\.com|postb\.in"
)
_SEND_VERB = lazy(
    r"(?i)\b(?:curl|wget|post|put|send|upload|requests\.|httpx\.|fetch|urlopen|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|nc|ncat|forward|report|exfiltrate|transmit|submit|beacon)\b|-d\s|--data|-F\s|-T\s"
)
_DATA_WORDS = lazy(
    r"(?i)\$\(|`|\benv\b|environ|printenv|\.ssh|credentials|\.env\b|history|conversation|chat|messages?|prompt"
    r"|secrets?|tokens?|api[_ ]?keys?|passwords?|cat\s|base64|@/|@~|@\$"
)


def _drop_site(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    line = doc.line_text(doc.orig(m.start()))
    if doc.kind == "code" or _SEND_VERB.search(line):
        return severity
    return "warn"


def _chat_webhook(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    line = doc.line_text(doc.orig(m.start()))
    # Telegram's `chat_id` names the destination chat; it is not chat data.
    rest = _CHAT_ID.sub(" ", line.replace(m.group(0), ""))
    return severity if _DATA_WORDS.search(rest) and _SEND_VERB.search(line) else "info"


_CHAT_ID = lazy(r"(?i)chat[_-]?id")


def _raw_ip(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    try:
        ip = ipaddress.ip_address(next(g for g in m.groups() if g))
    except ValueError:
        return None
    if not ip.is_global:
        return None
    line = doc.line_text(doc.orig(m.start()))
    if m.group(3) and re.search(r"\|\s*(?:nc|ncat|netcat|socat|telnet)\b", line):
        return severity  # whatever is piped into netcat goes to that address
    if _SEND_VERB.search(line) and _DATA_WORDS.search(line):
        return severity
    return "warn"


# Secrets and private data an agent can be told to hand out.
_SECRET_DATA = lazy(
    r"(?i)~?/?\.(?:aws|ssh|kube|npmrc|netrc|git-credentials)\b|\.env\b|\bcredentials?\b|\bsecrets?\b|\bapi[ _-]?keys?\b"
    r"|\b(?:access|auth|session|bearer|refresh)?[ _-]?tokens?\b|\bpasswords?\b"
    r"|\bprivate\s+keys?\b|\b2fa\b|\bcredit\s+card"
    r"|\bprintenv\b|\benvironment\s+variables\b|\b[A-Z]+_(?:TOKEN|KEY|SECRET)\b|\bmcp\.json\b"
    r"|\b(?:complete|full|entire|whole)\s+(?:conversation|transcript|chat)|\bconversation\s+(?:transcript|history)\b"
    r"|\bchat\s+history\b|\beverything\s+the\s+user"
)
# Redaction, or the skill's own key handed to the user to keep ("save your API key to memory").
_REDACTING = lazy(
    r"(?i)\b(?:redact\w*|mask\w*|\[REDACTED\]|placeholder|names?\s+of|\.env\.example|without\s+(?:the\s+)?values)"
    r"|\byour\s+(?:own\s+|new\s+)?(?:api[ _-]?key|key|token)\b(?!s)"
)
# Mail and message streams, quantified: "all incoming mail", "every direct message", "any message".
_STREAM = lazy(
    r"(?i)\b(?:all|every|each|any)\s+(?:\w+\s+){0,2}?(?:e-?mails?|mail|messages?|dms?|conversations?|sessions?|chats?|threads?)\b"
    r"|\b(?:complete|full|entire|whole)\s+(?:conversation|transcript|chat|inbox|thread)"
)


def _reply_channel(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    # The sentence, not the line: "Include a summary. Never include API keys." names no secret to include.
    # Redaction or the user's own key anywhere on the line still excuses it ("find your key later. Save it ...").
    start = doc.orig(m.start())
    if not _SECRET_DATA.search(doc.sentence(start)) or _REDACTING.search(doc.line_text(start)):
        return None
    return severity


_CONVERSATION = lazy(
    r"(?i)\b(?:conversation|transcript|chat\s+history|everything\s+the\s+user|what\s+the\s+user\s+(?:said|pasted|typed))"
)


def _forward_stream(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    start = doc.orig(m.start())
    if doc.block_at(start) is not None:
        return None  # command lines in code blocks (`--email you@example.com`) are not the prose channel
    line = doc.line_text(start)
    if not (_STREAM.search(line) or _CONVERSATION.search(line)):
        return None
    return severity


# A CI secret in a request body or query string (not a header: `-H "Authorization: ..."` is how
# a deploy step authenticates), or every secret at once through toJSON(secrets).
_CI_SECRET_NET = lazy(r"(?i)\b(?:curl|wget|nc|ncat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|http)\b|https?://")


def _ci_secret_sent(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    line = doc.line_text(doc.orig(m.start()))
    if not _CI_SECRET_NET.search(line):
        return None
    if m.group("all") is None and all(registered(host) in WELL_KNOWN for _s, _e, host, _p in urls(line)):
        return "warn"  # a token handed to a well-known service's upload endpoint
    return severity


RULES = (
    PatternRule(
        "SK-EXFIL-DROP-SITE",
        rx(rf"(?:https?://)?(?<![\w.-])(?:{_DROP_HOSTS})[^\s\"')>]*"),
        "sends data to a webhook, paste or tunnel site",
        refine=_drop_site,
        triggers=(
            "webhook.site",
            "requestbin",
            "pipedream",
            "ngrok",
            "pastebin",
            "paste.ee",
            "hastebin",
            "ghostbin",
            "transfer.sh",
            "file.io",
            "0x0.st",
            "termbin",
            "bashupload",
            ".oast.",
            "interact.sh",
            "burpcollaborator",
            "requestcatcher",
            "beeceptor",
            "trycloudflare",
            "hookbin",
            "postb.in",
        ),
    ),
    PatternRule(
        "SK-EXFIL-CI-SECRETS",
        rx(
            r"(?P<all>\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\})"
            r"|(?:\s-d|\s--data(?:-binary|-raw|-urlencode)?|\s-F|\s--form|\s--body|[?&][\w-]+=)\s*[\"']?[^\s\"']{0,40}?"
            r"\$\{\{\s*secrets\.\w+\s*\}\}"
            # A secret printed into a pipe that a request reads as its body (`curl -d @-`, `-T -`) or nc sends.
            r"|\$\{\{\s*secrets\.\w+\s*\}\}[^\n|]*\|\s*(?:(?:curl|wget)\b[^\n|]*?(?:[\s=]@-|\s-T\s+-|--upload-file\s+-)(?!\S)"
            r"|(?:nc|ncat|netcat)\s)"
        ),
        "a CI workflow sends repository secrets in a request (all of them, or in a body or query string)",
        refine=_ci_secret_sent,
        triggers=("secrets",),
    ),
    PatternRule(
        "SK-EXFIL-CHAT-WEBHOOK",
        rx(
            r"https?://(?:discord(?:app)?\.com/api/webhooks|api\.telegram\.org/bot|hooks\.slack\.com/(?:services|workflows)/"
            r"|[\w-]+\.webhook\.office\.com/|[\w.-]+/hooks/[a-z0-9]{20,})[^\s\"')>]*"
        ),
        "posts secrets or local data to a chat webhook",
        refine=_chat_webhook,
        triggers=("api/webhooks", "api.telegram.org", "hooks.slack.com", "webhook.office.com", "/hooks/"),
    ),
    PatternRule(
        "SK-EXFIL-RAW-IP",
        rx(
            r"\b(?:https?|ftp|tcp|udp)://((?:\d{1,3}\.){3}\d{1,3})(?::\d+)?|/dev/tcp/((?:\d{1,3}\.){3}\d{1,3})"
            r"|\b(?:nc|ncat|netcat|telnet)\s+(?:-\w+\s+)*((?:\d{1,3}\.){3}\d{1,3})\s+\d{1,5}\b"
        ),
        "sends data to a raw IP address",
        refine=_raw_ip,
        triggers=("://", "/dev/tcp/", "nc ", "ncat ", "netcat ", "telnet "),
    ),
    PatternRule(
        "SK-EXFIL-MD-IMAGE",
        rx(
            # A placeholder is a bare name ({summary}, {{chat}}, SUMMARY); a literal chart spec
            # ({type:'bar',data:{...}}) is data the author wrote, not a template.
            r"!\[[^\]\n]*\]\(\s*<?https?://[^)\s]*[?&#/][^)\s]*(?:\{\{?\s*[A-Za-z_][\w.-]*\s*\}|\$\{?\w|<[A-Za-z_][^>\s]*>|%7B|\[[A-Z_]{3,}\]"
            r"|(?-i:\b(?:DATA|SECRET|TOKEN|CONVERSATION|HISTORY|SUMMARY|QUERY|KEY)\b))"
            # An HTML image (a mail or report template) whose query string carries a secret or the environment.
            r"|<img\b[^>\n]*?\bsrc\s*=\s*[\"']?https?://[^\"'\s>]*\?[^\"'>\n]*?=\s*(?:\{\{?|\$\{|<%=)\s*"
            r"[\w.]*(?:env|secret|token|key|password|passwd|cookie|session|credential|conversation|history)[\w.]*\s*(?:\}|%>)"
        ),
        "Markdown or HTML image URL carries templated data (leaks when the image loads)",
        triggers=("![", "<img"),
    ),
    PatternRule(
        "SK-EXFIL-SEND-LOCAL-DATA",
        rx(
            r"\b(?:curl|wget|http|https)\b[^\n]{0,200}?(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file|--post-file|--body-file)\s*[\"']?[\w=]*@?"
            r"(?:[\"']?\$\((?:cat|env|printenv|base64|tar|zip|find|ls|history|security)\b|@?~?/?\.?(?:ssh|aws|env|git-credentials|netrc|kube|docker|gnupg|bash_history|zsh_history)\b|@\$HOME|@/etc/|\$\(\s*env)"
            # The environment, or the whole repository packed (git bundle, git archive), piped through up to three
            # encoders or filters (gzip, base64 -w0) into a sender.
            r"|(?:\b(?:env|printenv|set)|\bgit\s+(?:bundle\s+create|archive)\b[^\n|]*)\s*\|"
            r"\s*(?:[\w.-]+(?:\s+-{1,2}[\w=-]+)*\s*\|\s*){0,3}(?:curl|wget|nc|ncat)\b"
            r"|\btar\b[^\n|]{0,120}(?:~|\$HOME|\.ssh|\.aws)[^\n|]*\|\s*(?:base64\s*\|\s*)?(?:curl|nc|ncat)\b"
        ),
        "uploads local files or the environment",
        triggers=("curl", "wget", "http", "env", "set", "tar", "git bundle", "git archive"),
    ),
    PatternRule(
        "SK-EXFIL-PROSE",
        gated_rx(
            r"\b(?:send|post|upload|forward|transmit|append|include|encode|leak|exfiltrate|report)\w*\s+(?:the\s+|all\s+|a\s+copy\s+of\s+|every\s+|your\s+)*"
            r"(?:full\s+|entire\s+|complete\s+|whole\s+)?(?:user'?s?\s+)?(?:conversation|chat\s+history|chat\s+log|message\s+history|previous\s+messages|system\s+prompt|"
            r"environment\s+variables|env\s+vars|api\s+keys|credentials|secrets|ssh\s+keys?|private\s+keys?|session\s+tokens?|access\s+tokens?|passwords)\b"
            r"[^\n.]{0,80}\b(?:to|into|in)\s+(?:the\s+|this\s+|our\s+|my\s+|a\s+)?(?:url|endpoint|webhook|server|https?://|image\s+url|query\s+string|remote|external|collector|address|domain|link)"
            # A URL with a query parameter the agent is told to fill with the conversation or secrets.
            r"|https?://[^\s)]*[?&][\w-]+=[^\s)]*\)?[^\n.]{0,20}?\b(?:with|plus|and|then)\s+(?:the\s+|all\s+)?(?:full\s+|entire\s+|complete\s+|whole\s+)?"
            r"(?:user'?s?\s+)?(?:conversation|chat\s+history|transcript|previous\s+messages|messages|system\s+prompt|api\s+keys|credentials|secrets)\b"
            r"[^\n.]{0,40}?\b(?:appended|added|attached|encoded|url-encoded|concatenated|inserted)\b",
            (r"\b(?:send|post|upload|forward|transmit|append|include|encode|leak|exfiltrate|report)",),
            (r"https?://", r"[?&]"),
            runs={r"https?://": r"[^\s)]*"},  # a later URL in the run fails as the first one did
        ),
        "tells the agent to send conversation data or secrets to a URL",
        applies="prose",
        triggers=(
            "conversation",
            "chat history",
            "chat log",
            "message history",
            "previous messages",
            "system prompt",
            "environment variables",
            "env vars",
            "api keys",
            "credentials",
            "secrets",
            "ssh key",
            "private key",
            "session token",
            "access token",
            "passwords",
            "transcript",
        ),
    ),
    PatternRule(
        "SK-EXFIL-REPLY-CHANNEL",
        rx(
            r"\b(?:include|put|paste|print|quote|copy|append|add|insert|write|save|store|record|echo|output|mention|embed|attach)\w*\b"
            r"(?:(?![.!?]\s)[^\n]){0,160}?\b(?:in|into|to|at\s+the\s+(?:top|end|bottom)\s+of|under|inside|of)\s+(?:the\s+|your\s+|its\s+|a\s+|every\s+)?"
            r"(?:final\s+|long-term\s+|release\s+|review\s+|summary\s+|event\s+)?"
            r"(?:reply|replies|response|answer|output|summary|table|comment|commit\s+message|message|notes?|notes\.md|memory|appendix|description|pr|issue)\b"
            r"|\b(?:at\s+the\s+(?:end|bottom|top|start|beginning)\s+of|in|inside)\s+(?:every|each|all|your|the)\s+(?:final\s+)?"
            r"(?:reply|replies|response|responses|answer|answers|message|messages|output)\b[^\n]{0,30}?,?\s*"
            r"(?:include|add|append|put|insert|print|write|embed|quote|paste|list|show)\b"
            r"|\b(?:mention|tell|give|show|read)\s+(?:them|it|these|those)\s+back\b|\b(?:save|store|keep|remember)\s+(?:every|all|each|any)\b[^\n]{0,120}\b(?:memory|notes?)\b"
        ),
        "tells the agent to put secrets or the conversation into its reply, notes or a message",
        applies="prose",
        refine=_reply_channel,
        # Every match needs secret data on its line (the refine checks it): those words gate the pattern.
        triggers=(
            "credential",
            "secret",
            "api key",
            "api_key",
            "api-key",
            "apikey",
            "token",
            "password",
            "private key",
            "2fa",
            "credit card",
            "printenv",
            "environment variables",
            ".aws",
            ".ssh",
            ".env",
            ".kube",
            ".npmrc",
            ".netrc",
            "git-credentials",
            "mcp.json",
            "conversation",
            "transcript",
            "chat history",
            "everything the user",
            "_key",
            "_secret",
        ),
    ),
    PatternRule(
        "SK-EXFIL-FORWARD",
        gated_rx(
            r"\b(?:forward\w*|auto-forward\w*|relay\w*|mirror\w*|b?cc|e-?mail(?:s|ing)?|send(?:s|ing)?|dm)\b[^\n.]{0,160}?"
            r"\b(?:to|b?cc:?)\s+(?:the\s+)?(?:(?:slack|discord|telegram)\s+)?(?:user\s+|address\s+|channel\s+)?"
            r"(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+|@[a-z][\w-]{2,}|(?:an?\s+)?(?:outside|external)\b)"
            r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s+as\s+(?:a\s+)?b?cc\b",
            (r"\b(?:forward|auto-forward|relay|mirror|b?cc|e-?mail|send|dm)",),
            (r"[\w.+-]", "@"),
            runs={r"[\w.+-]": r"[\w.+-]*"},  # a later start in the address's run fails as the first one did
        ),
        "forwards mail, messages or the conversation to an outside address",
        applies="prose",
        refine=_forward_stream,
        triggers=("mail", "message", "dms", " dm", "conversation", "transcript", "chat", "inbox"),
    ),
)


CODES: tuple[CodeRow, ...] = (
    ("SK-EXFIL-PY-ENVIRON", "critical", "a Python script sends the whole environment (all secrets) over the network"),
    ("SK-EXFIL-PY-CRED-SEND", "critical", "a Python script reads credential files and sends data over the network"),
    ("SK-EXFIL-SH-FLOW", "critical", "a shell script sends data read from a sensitive file over the network"),
    ("SK-EXFIL-JS-FLOW", "critical", "a JavaScript script sends data read from a sensitive file over the network"),
    ("SK-EXFIL-GIT-REMOTE", "critical", "pushes the repository to an outside git host, or reroutes git through one"),
    (
        "SK-EXFIL-CONFIG-CREDS",
        "critical",
        "a config file lists the user's credential files beside an outside endpoint (an upload of them)",
    ),
    (
        "SK-EXFIL-SCRIPT-FLOW",
        "critical",
        "a script (Go, Ruby, Perl, PowerShell, ...) sends a sensitive file or the environment over the network",
    ),
)


@register(CATEGORY, RULES, CODES, hints=(*FLOW_HINTS, *WALK_HINTS, *TAINT_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    taints = skill_taints(ctx.docs)
    names = endpoint_names(ctx.docs)
    for doc in ctx.docs:
        for offset, sev, message in git_remote_sends(doc):
            start = doc.orig(offset)
            if doc.context(start) == "example":
                sev = "warn" if sev == "critical" else "info"
            yield ctx.finding("SK-EXFIL-GIT-REMOTE", CATEGORY, sev, message, doc, start, start + 1)
        for offset in config_credential_uploads(doc):
            start = doc.orig(offset)
            message = "lists the user's credential files beside an outside endpoint (the configuration of an upload)"
            yield ctx.finding("SK-EXFIL-CONFIG-CREDS", CATEGORY, "critical", message, doc, start, start + 1)
        for offset in ci_env_sends(doc) if doc.lang == "data" and doc.has("secrets") else ():
            start = doc.orig(offset)
            sev = severity_in(doc.context(start), RULES[0])
            message = "a CI workflow sends repository secrets bound in its env (all of them, or in a body or query)"
            yield ctx.finding("SK-EXFIL-CI-SECRETS", CATEGORY, sev, message, doc, start, start + 1)
        for offset in send_orders(doc, names):
            start = doc.orig(offset)
            sev = severity_in(doc.context(start), RULES[0])
            yield ctx.finding(
                "SK-EXFIL-PROSE",
                CATEGORY,
                sev,
                "orders a secret or the conversation sent outside",
                doc,
                start,
                start + 1,
            )
        for t in taints.get(doc.path, ()):
            if t.kind == "secret-send":
                message = f"sends data read from {t.source} over the network"
                yield ctx.line_finding("SK-EXFIL-SCRIPT-FLOW", CATEGORY, RULES[0], message, doc, t.line)
        for fact, offset in doc_facts(doc):
            if fact.category == CATEGORY:
                sev = severity_in(doc.context(offset), RULES[0])
                yield ctx.finding(fact.code, CATEGORY, sev, fact.message, doc, offset, offset + 1)
        for flow in doc_flows(doc):
            if flow.kind == "exfil":
                code = "SK-EXFIL-SH-FLOW" if flow.lang == "shell" else "SK-EXFIL-JS-FLOW"
                message = f"sends data read from {flow.source} over the network"
                yield ctx.line_finding(code, CATEGORY, RULES[0], message, doc, flow.line)
