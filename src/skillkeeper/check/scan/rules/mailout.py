"""Mail as the way out: secrets, credential files or the whole environment sent by email.

SMTP clients (`mail`, `mailx`, `sendmail`, `msmtp`, `mutt`, `swaks`, curl's `smtp://`,
`Send-MailMessage`), mail libraries (smtplib, nodemailer, Net::SMTP, System.Net.Mail) and mail APIs
(SendGrid, Mailgun, Resend, Postmark, Brevo, SES) are channels the web-request flows do not watch. A
report, an alert or a user's own message mailed to an address from the environment is how these
tools are used and is not reported; a credential file, a key, the keychain or every environment
variable in the mail is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "mail-exfiltration"

# A mail client on a shell line (run on one line at a time, from a curl only when an smtp URL follows: `Gated`).
_MAIL_CLIENT = (
    r"(?:^|[\s|;&(`{])(?:mail|mailx|s-nail|sendmail|msmtp|mutt|neomutt|swaks|ssmtp)\b(?![-.=])"
    r"|/usr/(?:s?bin|lib)/sendmail\b"
)
_MAIL_CMD = Gated(
    lazy(rf"{_MAIL_CLIENT}|\bcurl\b[^\n]*\bsmtps?://|\bSend-MailMessage\b", re.I | re.M),
    ((rf"{_MAIL_CLIENT}|\bSend-MailMessage\b",), (r"\bcurl\b", r"\bsmtps?://")),
    re.I | re.M,
)
# A mail library or API in a script.
_MAIL_LIB = lazy(
    r"\bsmtplib\b|\bnodemailer\b|\bNet::SMTP\b|\bnet/smtp\b|\bSystem\.Net\.Mail\b|\bSend-MailMessage\b"
    r"|\bMailMessage\b|api\.sendgrid\.com|@sendgrid/mail|\bsendgrid\b|api\.mailgun\.net|api\.resend\.com"
    r"|api\.postmarkapp\.com|api\.brevo\.com|api\.sendinblue\.com|mandrillapp\.com|\bses\s+send-(?:raw-)?email\b"
    r"|\bsend_(?:raw_)?email\(",
    re.I,
)
# What no mail needs: every environment variable at once, or the keychain.
_WHOLE_ENV = lazy(
    r"\b(?:dict|repr|str|json\.dumps)\(\s*(?:dict\()?os\.environ\b|\bos\.environ\.(?:copy|items)\(\)"
    r"|JSON\.stringify\(\s*process\.env\s*\)|\bENV\.to_h\b|\bGet-ChildItem\s+env:|(?:^|[\s|;&(`$])(?:printenv|env)\s*(?=$|[|)`;>])"
    r"|\bsecurity\s+dump-keychain\b",
    re.I | re.M,
)
_BLOCK_LINES = 10


def _sensitive(text: str) -> bool:
    return bool(SENSITIVE_PATH.search(text) or _WHOLE_ENV.search(text))


def _finding(ctx: ScanContext, doc: Doc, start: int, end: int, what: str) -> Finding:
    sev = topic_severity(doc, start)
    return ctx.finding("SK-MAIL-SECRETS", CATEGORY, sev, f"mails {what} out", doc, start, end)


def _shell_mail(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_HINTS):
        m = _MAIL_CMD.search(doc.norm, start, end)
        if m is None:
            continue
        line = doc.norm[start:end]
        # In prose, "mail" is a noun: only a command in a fence or a code span counts.
        if doc.kind == "prose" and "`" not in line and doc.block_at(doc.orig(start)) is None:
            continue
        # The mail's body or attachment: the line itself, or the block piped into it (`{ env; } | sendmail`).
        body = line
        if re.match(r"\s*\}", line) or re.search(r"<<-?\s*['\"]?\w+", line):
            lines = doc.norm.split("\n")
            number = doc.norm.count("\n", 0, start)
            body = "\n".join(lines[max(0, number - _BLOCK_LINES) : number + _BLOCK_LINES + 1])
        if not _sensitive(body):
            continue
        yield _finding(ctx, doc, doc.orig(m.start()), doc.orig(m.end()), "a secret or the environment")
        return


def _script_mail(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    lib = _MAIL_LIB.search(doc.norm)
    if lib is None or not _sensitive(doc.norm):
        return
    start = doc.orig(lib.start())
    yield _finding(ctx, doc, start, doc.orig(lib.end()), "a credential file, a key or the environment")


CODES: tuple[CodeRow, ...] = (
    (
        "SK-MAIL-SECRETS",
        "critical",
        "mails a credential file, a key, the keychain or the whole environment (SMTP clients, mail libraries, APIs)",
    ),
)
_HINTS = ("mail", "smtp", "mutt", "swaks", "sendgrid", "resend", "postmark", "brevo", "sendinblue", "mandrill")


@register(CATEGORY, (), CODES, hints=_HINTS)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if not any(doc.has(h) for h in _HINTS):
            continue
        found = list(_shell_mail(ctx, doc))
        if not found and doc.kind == "code":
            found = list(_script_mail(ctx, doc))
        yield from found
