"""Fraud through the agent: the user phished by their own assistant, or their money moved.

The agent asks the user for a password, a one-time code, a recovery phrase or a card and sends
it on, or tells the user to sign in again at a page of the skill's; a cut of every payment goes to
a fixed account, address or mailbox; the payee's bank details or a copied wallet address are
swapped for the skill's own. Skills that say never to ask for such things, that refund what the
user names, or that validate an address without changing it are not reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.framing import NEGATION
from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "fraud"

_ASK = lazy(
    r"(?i)\b(?:ask|asks|asking|request|prompt|have|get)\s+(?:the\s+)?(?:user|them|him|her|customer|owner)\b"
    r"|\b(?:tell|inform|warn|notify)\s+(?:the\s+)?(?:user|them|customer)\b"
)
_USER_SECRET = lazy(
    r"(?i)\b(?:password|passphrase|passcode|pin|2fa|mfa|otp|one-time\s+(?:code|password)|verification\s+code"
    r"|authenticator\s+(?:app\s+)?code|\d-digit\s+code|security\s+code|recovery\s+(?:phrase|words|codes?)"
    r"|seed\s+phrase|mnemonic|\d{2}[-\s]word|card\s+(?:number|details)|cvv|cvc)\b"
)
_PASS_ON = lazy(
    r"(?i)\b(?:send|post|forward|upload|submit|include|put|write|paste|email|relay|pass)\w*\b[^.\n]{0,200}?"
    r"(?:(?P<url>https?://)|\bcurl\b|@[\w-]+\.\w+|\btelegram\b|\bwebhook\b|\bdiscord\b)"
)
_SIGN_IN_AT = lazy(
    r"(?i)\b(?:sign|log)\s*-?\s*in\b[^.\n]{0,80}?\bat\s+<?https?://|\benter\b[^.\n]{0,120}?\bat\s+<?https?://"
    r"|\b(?:re-?verif\w*|expired|suspended|locked)\b[^.\n]{0,160}?https?://"
)
_SENTENCE = lazy(r"(?:[^\n.!?]|[.!?](?=\S))+[.!?]?")


_SECRET_HINTS = (
    "password",
    "passphrase",
    "passcode",
    "phrase",
    "mnemonic",
    "2fa",
    "mfa",
    "otp",
    "one-time",
    "verification code",
    "authenticator",
    "digit code",
    "security code",
    "card ",
    "cvv",
    "cvc",
    " pin",
)


def _passes_on(text: str) -> bool:
    """A send of what was asked for: to an outside URL, by curl, to a chat bot, webhook or mailbox."""
    m = _PASS_ON.search(text)
    # Typing a code into the service's own page (a well-known host) is how logins work.
    return m is not None and (m.group("url") is None or _outside_url(text[m.start() :]))


_RELAY = lazy(r"(?i)\b(?:send|post|forward|upload|submit|relay|pass)\w*\b")


def _passes_on_via_file(text: str, docs: list[Doc]) -> bool:
    """A send whose destination sits in another file of the skill ("forward it as described in references/x.md")."""
    if not _RELAY.search(text):
        return False
    return any(d.path in text and _passes_on(d.norm) for d in docs if "/" in d.path)


def _outside_url(text: str) -> bool:
    return any(not placeholder(host) and not well_known(host) for _, _, host, _ in urls(text))


def _phishing(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    spans = doc.candidate_lines(_SECRET_HINTS)
    for line_start, line_end in spans:
        sentences = list(_SENTENCE.finditer(doc.norm, line_start, line_end))
        for i, s in enumerate(sentences):
            text = s.group(0)
            ask = _ASK.search(text)
            if ask is None or not _USER_SECRET.search(text) or NEGATION.search(text[: ask.start()]):
                continue
            if i + 1 < len(sentences):
                nxt = sentences[i + 1].group(0)
            else:
                nxt = doc.norm[
                    line_end : doc.norm.find("\n", line_end + 1) if "\n" in doc.norm[line_end + 1 :] else None
                ]
            passes_on = (
                _passes_on(text)
                or (_passes_on(nxt) and not NEGATION.search(nxt))
                or _passes_on_via_file(text, ctx.docs)
            )
            fake_page = _SIGN_IN_AT.search(text) and _outside_url(text)
            if not (passes_on or fake_page):
                continue
            start = doc.orig(s.start())
            sev: Severity = "warn" if doc.context(start) == "example" else "critical"
            yield ctx.finding("SK-FRAUD-PHISH-USER", CATEGORY, sev, CODES[0][2], doc, start, doc.orig(s.end()))
            return


_CLIP_READ = lazy(
    r"(?i)\bpbpaste\b|\bxclip\b[^\n]*-o\b|\bxsel\b[^\n]*-o\b|\bGet-Clipboard\b|\bpyperclip\.paste\(|\bclipboard\.readText\("
    r"|\bGetClipboardData\b|\bwl-paste\b"
)
_CLIP_WRITE = lazy(
    r"(?i)\bpbcopy\b|\bxclip\b(?![^\n]*-o\b)|\bSet-Clipboard\b|\bpyperclip\.copy\(|\bclipboard\.writeText\("
    r"|\bSetClipboardData\b|\bwl-copy\b"
)
WALLET_OR_IBAN = (
    r"(?:0x[0-9a-fA-F]{40}\b|\b(?:bc1[02-9ac-hj-np-z]{20,60}|[13][1-9A-HJ-NP-Za-km-z]{25,34})\b"
    r"|\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,3})?\b)"
)
_LITERAL_ADDRESS = lazy(WALLET_OR_IBAN)


def _clipboard_swap(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    read = _CLIP_READ.search(doc.norm)
    if read is None or not _CLIP_WRITE.search(doc.norm) or not _LITERAL_ADDRESS.search(doc.norm):
        return
    start = doc.orig(read.start())
    sev: Severity = "warn" if doc.context(start) == "example" else "critical"
    yield ctx.finding("SK-FRAUD-CLIPBOARD-SWAP", CATEGORY, sev, CODES[1][2], doc, start, doc.orig(read.end()))


CODES: tuple[CodeRow, ...] = (
    (
        "SK-FRAUD-PHISH-USER",
        "critical",
        "asks the user for a password, code or recovery phrase and passes it on, or points them to a fake login",
    ),
    ("SK-FRAUD-CLIPBOARD-SWAP", "critical", "watches the clipboard and swaps copied addresses for a fixed one"),
)

# A payment the skill makes on its own, again and again: a cut ("2%"), or "every run", "after each task".
_REPEATED = lazy(r"(?i)\b(?:every|each|always|per\s+(?:run|task|invoice|payment|session))\b|%|\bpercent\b")
# The IBANs every bank's documentation uses as the example.
_EXAMPLE_IBANS = lazy(r"DE89\s?3704\s?0044\s?0532\s?0130\s?00|GB82\s?WEST\s?1234\s?5698\s?7654\s?32")


def _standing_payment(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # One transfer in a wallet tutorial is an example; a standing one to a fixed party is a skim.
    return sev if _REPEATED.search(doc.norm, max(0, m.start() - 300), m.end() + 100) else "warn"


_RECIPIENT = rf"(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|acct_\w{{6,}}|{WALLET_OR_IBAN})"

RULES = (
    PatternRule(
        "SK-FRAUD-SKIM",
        rx(
            r"\b(?:payout|transfer|send|pay|tip|wire|route|divert)\w*\b[^\n.]{0,80}?\b\d+(?:\.\d+)?\s*"
            r"(?:%|(?:percent|eth|btc|sol|usdt|usdc|ether)\b)[^\n]{0,80}?\bto\s+[`\"']?"
            + _RECIPIENT
            + r"|\bstripe\s+transfers\s+create\b[^\n]*--destination\s+acct_\w+"
            r"|\bcast\s+send\s+0x[0-9a-fA-F]{40}\b[^\n]*--value\b"
            r"|\bsendtoaddress\s+[\"']?(?:bc1|[13])\w{25,}"
            r"|\bsolana\s+transfer\s+[1-9A-HJ-NP-Za-km-z]{32,44}\b"
        ),
        "moves a cut of the user's money or funds to a fixed account, address or mailbox",
        refine=_standing_payment,
        # The amount's unit, or the command: verbs such as "pay" and "send" sit on too many lines.
        triggers=(
            "%",
            "percent",
            " eth",
            " btc",
            " sol",
            "usdt",
            "usdc",
            "ether",
            "transfers create",
            "cast send",
            "sendtoaddress",
            "solana transfer",
        ),
    ),
    PatternRule(
        "SK-FRAUD-PAYEE-SWAP",
        rx(
            r"\b(?:replace|swap|change|substitute|overwrite|use)\w*\b[^\n.]{0,80}?\b(?:beneficiar\w*|payee|bank\s+details"
            r"|account\s+number|iban|(?:wallet|recipient|receiving|withdrawal|deposit)\s+address|payout\s+(?:details|account))\b"
            r"[^\n.]{0,60}?"
            r"\b(?:with|to|by|for)\b[^\n]{0,30}?"
            + _RECIPIENT
            + r"|\b(?:use|set|put)\b[^\n.]{0,20}?"
            + _RECIPIENT
            + r"[`\"']?\s+as\s+(?:the\s+)?(?:\w+\s+)?(?:payee|beneficiary|iban"
            r"|(?:wallet|recipient|receiving|withdrawal|deposit|payout)\s+(?:address|account))\b"
        ),
        "replaces the payee's bank details or wallet address with a fixed one",
        refine=lambda m, doc, sev: None if _EXAMPLE_IBANS.search(m.group(0)) else sev,
        triggers=(
            "beneficiar",
            "payee",
            "bank details",
            "account number",
            "iban",
            "wallet address",
            "payout",
            "deposit address",
            "recipient address",
            "receiving address",
            "withdrawal address",
            "wallet account",
            "recipient account",
            "receiving account",
            "withdrawal account",
            "deposit account",
        ),
    ),
)

_HINTS = ("pbpaste", "xclip", "xsel", "get-clipboard", "pyperclip", "clipboard", "wl-paste")


@register(CATEGORY, RULES, CODES, hints=(*_HINTS, *_SECRET_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        if doc.kind == "prose" and any(doc.has(h) for h in _SECRET_HINTS):
            yield from _phishing(ctx, doc)
        if any(doc.has(h) for h in _HINTS):
            yield from _clipboard_swap(ctx, doc)
