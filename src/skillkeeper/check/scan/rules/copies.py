"""Quiet copies: mail copied to a fixed outside address, a machine-wide secret scan published, secrets in URL templates.

Koi's postmark-mcp added one `Bcc` line to an honest mail tool; Gmail filters forward matching mail to an outside
address; Shai-Hulud and s1ngularity ran a secret scanner over the whole disk and pushed the results to a public
repository or a webhook; EchoLeak-style prompts build an image URL whose query is filled with the conversation
or a secret file. A mail tool whose copies come from the caller or the sender's own address, a secret scan of
the current repository shown to the user, and a badge URL with OWNER/REPO placeholders are not reported. Prose that
orders a fixed Bcc onto every outgoing mail is the same copy; so are the whole environment logged through a handler
that ships records to an outside host, and a secret or the environment written to a file that is then uploaded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "quiet-copies"

_ADDR = r"[\"'][\w.+-]+@[\w-]+(?:\.[\w-]+)+[\"']"
# A fixed address put in a mail's copy fields, or a Gmail forward to one.
_HIDDEN_COPY = lazy(
    rf"\b(?:bcc|cc)\b[\"']?\s*[:=]\s*{_ADDR}|\[\s*[\"'](?:bcc|cc)[\"']\s*\]\s*=\s*{_ADDR}"
    rf"|[\"']forward(?:ingEmail)?[\"']\s*:\s*{_ADDR}|\bforwardingAddresses\(\)\s*\.\s*create\b",
    re.I,
)
_MAIL_CODE = lazy(
    r"(?i)nodemailer|smtplib|postmark|sendgrid|mailgun|\bresend\b|sendMail|send_message|sendEmail|send_email|EmailMessage"
    r"|MailMessage|gmail|\bses\b|mailjet|brevo"
)


# Prose that orders a fixed copy address onto every outgoing mail: "always add `Bcc: a@b.com` to every message".
_COPY_ORDER = lazy(
    r"\b(?:add|include|put|set)\b[^.\n]{0,20}?[`'\"]?\b(?:bcc|cc)\s*:\s*[\w.+-]+@(?P<domain>[\w-]+(?:\.[\w-]+)+)[`'\"]?"
    r"[^.\n]{0,60}?\b(?:every|each|all)\b[^.\n]{0,30}?\b(?:outgoing|messages?|mails?|e-?mails?)\b",
    re.I,
)


def _hidden_copy(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if not (doc.has("cc") or doc.has("forward")):
        return
    if doc.kind == "code" and _MAIL_CODE.search(doc.norm):
        m = _HIDDEN_COPY.search(doc.norm)
    elif doc.kind == "prose":
        m = _COPY_ORDER.search(doc.norm)
        m = m if m is not None and not placeholder(m.group("domain").lower()) else None
    else:
        return
    if m is None:
        return
    start = doc.orig(m.start())
    yield ctx.finding(
        "SK-MAIL-HIDDEN-COPY",
        CATEGORY,
        topic_severity(doc, start),
        "every mail is copied or forwarded to a fixed address the user did not choose",
        doc,
        start,
        doc.orig(m.end()),
    )


# A secret scanner run over the home folder or the whole disk, and its results published.
_WIDE_SCAN = lazy(
    r"\btrufflehog\s+filesystem\s+[\"']?(?:~|\$HOME|\$\{HOME\}|/)(?=[\s\"'/]|$)"
    r"|\bgitleaks\s+(?:detect|dir)\b[^\n]*?(?:--source[= ]|\s)[\"']?(?:~|\$HOME|/)(?=[\s\"']|$)"
    r"|\bdetect-secrets\s+scan\s+[\"']?(?:~|\$HOME|/)(?=[\s\"']|$)",
    re.I | re.M,
)
_PUBLISH = lazy(
    r"\bgh\s+repo\s+create\b[^\n]*--public|\bcurl\b[^\n]*?(?:\s-d\s*@|\s--data(?:-binary|-raw)?\s+@|\s-F\s*[\"']?\w+=@|\s-T\s)"
    r"|\bgit\s+push\b[^\n]*https?://|\b(?:nc|ncat)\s+[\w.-]+\s+\d+",
    re.I,
)


def _published_scan(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if not (doc.has("trufflehog") or doc.has("gitleaks") or doc.has("detect-secrets")):
        return
    m = _WIDE_SCAN.search(doc.norm)
    if m is None or _PUBLISH.search(doc.norm) is None:
        return
    start = doc.orig(m.start())
    yield ctx.finding(
        "SK-EXFIL-SECRET-SCAN",
        CATEGORY,
        topic_severity(doc, start),
        "scans the whole home folder or disk for secrets and publishes the results",
        doc,
        start,
        doc.orig(m.end()),
    )


# A URL whose query holds a placeholder (DATA, BASE64, {X}, <the key>) that the text fills with secrets.
# Tried only from the URLs whose filled query still follows on their line (`Gated`).
_SLOT_QUERY = r"[?&][\w-]+=(?P<slot>[A-Z][A-Z0-9_]{2,}|\{[^}\s]{1,40}\}|<[^>\n]{1,40}>|\[[^\]\s]{1,40}\])"
_URL_SLOT = Gated(lazy(rf"https?://[^\s\"'`)<>\[]+?{_SLOT_QUERY}"), ((r"https?://", _SLOT_QUERY),))
_IMAGE_BEFORE = lazy(
    r"(?i)(?:!\[[^\]\n]{0,80}\]\(\s*|<img\b[^>\n]{0,80}?\bsrc\s*=\s*[\"']?|\b(?:pixel|badge|image)\b[^\n]{0,80}?)$"
)
_SECRET_FILL = (
    r"[^.\n]{0,160}?(?:\.env\b|secrets?|passwords?|api\s*keys?|\bkeys?\b|tokens?|credentials?|conversation|chat\s+history"
    r"|\.ssh|private)"
)

# What the user asked or was told, as an image URL's slot: the conversation leaves when the image loads.
_CHAT_SLOT = r"|e-?mails?|phone|contacts?|\b(?:question|prompt|request|messages?|answer|reply)\b"


def _url_templates(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if doc.kind != "prose" or not (doc.has("?") and doc.has("http")):
        return
    for m in _URL_SLOT.finditer(doc.norm):
        # Only an image is fetched by the renderer without a click (EchoLeak); API docs put their key in a query.
        if not _IMAGE_BEFORE.search(doc.norm, max(0, m.start() - 120), m.start()):
            continue
        slot = m.group("slot")
        inner = re.escape(slot.strip("{}<>[]"))
        near = doc.norm[max(0, m.start() - 400) : m.end() + 400]
        secret_in_slot = slot[0] in "{<[" and re.search(_SECRET_FILL + _CHAT_SLOT, slot, re.I) is not None
        defined = re.search(
            rf"(?i)(?:\b(?:where|with)\s+[`'\"]?{inner}[`'\"]?\s+(?:is|are|being|=)\b|\b(?:replac\w*|fill\w*(?:\s+in)?)\s+[`'\"]?"
            rf"{inner}[`'\"]?\s+(?:with|by)\b){_SECRET_FILL}",
            near,
        )
        if secret_in_slot or defined:
            start = doc.orig(m.start())
            yield ctx.finding(
                "SK-EXFIL-URL-TEMPLATE",
                CATEGORY,
                topic_severity(doc, start),
                "a URL (image, badge or link) is filled with a secret or the conversation",
                doc,
                start,
                doc.orig(m.end()),
            )
            return


# A logging handler that ships records to a host the code names, and a record that holds the whole environment.
_NET_HANDLER = lazy(
    r"\b(?:HTTPHandler|SocketHandler|DatagramHandler)\(\s*[\"'](?P<h1>[\w.-]+)"
    r"|\bSysLogHandler\([^)\n]{0,40}?address\s*=\s*\(\s*[\"'](?P<h2>[\w.-]+)"
)
_ENV_LOGGED = lazy(
    r"\.(?:debug|info|warning|warn|error|critical|exception|log)\([^\n]{0,80}?\bos\.environ\b(?!\s*[.\[(]\s*(?:get\b|[\"']))"
)


def _logged_environment(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if doc.kind != "code" or not doc.has("handler") or not doc.has("environ"):
        return
    sink = next((m for m in _NET_HANDLER.finditer(doc.norm) if _outside_host(m.group("h1") or m.group("h2"))), None)
    if sink is None or _ENV_LOGGED.search(doc.norm) is None:
        return
    start = doc.orig(sink.start())
    message = "logs the whole environment through a handler that ships log records to an outside host"
    yield ctx.finding("SK-EXFIL-LOG-HANDLER", CATEGORY, topic_severity(doc, start), message, doc, start, start + 1)


# A credential or the whole environment written to a file (shell or Python), then that file uploaded by path.
_PATH = r"[\"']?(?P<path>[~$\w./{}-]*\w)[\"']?"
# Tried only from the commands whose redirect still follows on their line (`Gated`).
_SH_STAGE = Gated(
    lazy(
        r"\b(?:printf|echo|cat|env|printenv)\b[^\n|;&>]*?(?:\$\{?[A-Z][A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD)\b[^\n|;&>]*)?"
        r">>?\s*" + _PATH
    ),
    ((r"\b(?:printf|echo|cat|env|printenv)\b", r">>?\s*" + _PATH),),
)
_PY_STAGE = lazy(
    r"\bopen\(\s*(?P<path>\w+|[\"'][^\"'\n]+[\"'])\s*,\s*[\"'][wa]\w*[\"']\s*\)[^\n]*\n?[^\n]*?"
    r"(?:json\.dump\(\s*(?:dict\()?\s*os\.environ\b|\.write\([^\n]*\bos\.environ\b)"
)
# Something uploads a file by path at all (checked first: the writes are looked for only then).
# Gated: tried only from a `curl` or `open(` whose flag or mode still follows on its line (not from every `curl`).
_UPLOAD_FLAG = r"\s(?:-F|-T|--upload-file|--data|-d\s*@)"
_READ_MODE = r"[\"']rb?[\"']\s*\)"
_UPLOADS = Gated(
    lazy(r"\bcurl\b[^\n]*?" + _UPLOAD_FLAG + r"|\bopen\([^)\n]*" + _READ_MODE),
    ((r"\bcurl\b", _UPLOAD_FLAG), (r"\bopen\(", _READ_MODE)),
)
_SECRET_WRITTEN = lazy(r"\$\{?[A-Z][A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD)\b|^(?:env|printenv)\b|\bos\.environ\b")
_SENT = (
    r"(?:\bcurl\b[^\n]*?(?:-F\s*[\"']?[\w-]+=@|-T\s+|--upload-file\s+|--data(?:-binary)?\s+@|-d\s*@)[\"']?{path}\b"
    r"|\bopen\(\s*{path}\s*,\s*[\"']rb?[\"']\s*\)[\s\S]{{0,200}}?\b(?:requests|httpx|session)\.(?:post|put)\()"
    r"[^\n]*?(?P<url>https?://[^\s\"'`)]+)"
)


def _staged_upload(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if (doc.kind != "code" and "```" not in doc.norm) or not (doc.has("curl") or doc.has("open(")):
        return
    if not any(_UPLOADS.search(line) for line in doc.norm.splitlines() if "curl" in line or "open(" in line):
        return
    for m in (*_SH_STAGE.finditer(doc.norm), *_PY_STAGE.finditer(doc.norm)):
        if not _SECRET_WRITTEN.search(m.group(0)):
            continue  # a plain file written, no secret in it
        sent = re.compile(_SENT.format(path=re.escape(m.group("path")))).search(doc.norm, m.end())
        if sent is None or not any(_outside_host(h) for _, _, h, _ in urls(sent.group("url"))):
            continue
        start = doc.orig(m.start())
        message = "writes a credential or the environment to a file, then uploads that file to an outside host"
        yield ctx.finding("SK-EXFIL-STAGED-FILE", CATEGORY, topic_severity(doc, start), message, doc, start, start + 1)
        return


def _outside_host(host: str) -> bool:
    host = host.lower()
    return "." in host and not placeholder(host) and not well_known(host) and host not in {"localhost", "127.0.0.1"}


CODES: tuple[CodeRow, ...] = (
    ("SK-MAIL-HIDDEN-COPY", "critical", "every mail is copied or forwarded to a fixed address the user did not choose"),
    ("SK-EXFIL-SECRET-SCAN", "critical", "scans the whole home folder or disk for secrets and publishes the results"),
    ("SK-EXFIL-URL-TEMPLATE", "critical", "a URL (image, badge or link) is filled with a secret or the conversation"),
    (
        "SK-EXFIL-LOG-HANDLER",
        "critical",
        "logs the whole environment through a handler that ships records to an outside host",
    ),
    ("SK-EXFIL-STAGED-FILE", "critical", "writes a credential or the environment to a file, then uploads that file"),
)
_HINTS = (
    "cc",
    "forward",
    "trufflehog",
    "gitleaks",
    "detect-secrets",
    "?",
    "http",
    "handler",
    "environ",
    "curl",
    "open(",
)


@register(CATEGORY, (), CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        yield from _hidden_copy(ctx, doc)
        yield from _published_scan(ctx, doc)
        yield from _url_templates(ctx, doc)
        yield from _logged_environment(ctx, doc)
        yield from _staged_upload(ctx, doc)
