"""Obfuscation: base64, hex or char-code payloads decoded and executed, in scripts and code blocks.

Decoding alone is normal (images, tokens); decoding into an interpreter is not. Long
base64 strings are decoded here (never run) and flagged when the plain text is shell or
script code; data URIs of images are skipped.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator

from skillkeeper.check.scan.flow import FLOW_HINTS, doc_flows
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.prefilter import longest_run
from skillkeeper.check.scan.pyast import WALK_HINTS, doc_facts
from skillkeeper.check.scan.registry import (
    CodeRow,
    PatternRule,
    ScanContext,
    register,
    run_patterns,
    rx,
    severity_in,
)
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "obfuscation"

# Whole runs of token characters (no lookarounds: linear); URL-safe or dashed runs are skipped below.
_B64 = lazy(r"[A-Za-z0-9+/=_-]{32,}")
_DATA_URI = lazy(r"(?i)data:(?:image|font|audio|video)/[\w.+-]+;base64,\s*$")
_CODE_IN_PLAIN = lazy(
    r"(?i)\b(?:curl|wget)\s+\S|/dev/tcp/|\b(?:bash|sh|zsh)\s+-[ci]\b|\|\s*(?:ba)?sh\b|\bimport\s+(?:os|subprocess|socket|base64)\b"
    r"|\b(?:exec|eval|system|popen)\s*\(|\bInvoke-Expression\b|\bIEX\b|\bchmod\s+\+x|\brm\s+-rf\b|\bnc\s+-e\b|powershell|\.ssh/|\bsubprocess\b"
)

RULES = (
    PatternRule(
        "SK-OBF-DECODE-TO-SHELL",
        rx(
            r"\b(?:base64\s+(?:-d|--decode|-D)|openssl\s+(?:enc\s+-d\s+)?(?:base64|enc)\s+[^\n|]*-d|xxd\s+-r(?:\s+-p)?|rev\b|gunzip|zcat|uudecode)\b[^\n]{0,40}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b"
            r"|\b(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r)[^\n|]{0,40}\|\s*(?:python[0-9.]*|perl|ruby|node)\b"
            r"|\beval\s+[\"']?\$\([^\n)]{0,300}(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r|\\x[0-9a-f]{2}|\|\s*(?:rev|gunzip|zcat)\b)"
            r"|\b(?:printf|echo\s+-[eE]n?|echo\s+-n[eE])\s+\$?[\"'](?:\\(?:x[0-9a-fA-F]{2}|[0-7]{3})){8,}[^\n]{0,40}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b"
        ),
        "decodes a hidden payload and pipes it into a shell",
        triggers=("base64", "openssl", "xxd", "rev", "gunzip", "zcat", "uudecode", "eval", "printf", "echo"),
    ),
    PatternRule(
        "SK-OBF-DECODE-EXEC-TEXT",
        rx(
            r"\b(?:exec|eval)\s*\(\s*(?:[\w.]*b64decode|__import__\(\s*[\"'](?:base64|codecs|zlib|marshal)|bytes\.fromhex|codecs\.decode|zlib\.decompress|marshal\.loads|[\"']{2}\.join\(\s*(?:map\(\s*)?chr)"
            r"|\b(?:eval|Function)\s*\(\s*(?:atob\(|Buffer\.from\([^)]*[\"'](?:base64|hex)[\"']|String\.fromCharCode\(|unescape\()"
            r"|\bnew\s+Function\s*\(\s*(?:atob|Buffer\.from)\b"
            r"|\bFromBase64String\b[^\n]{0,300}(?:iex|Invoke-Expression|\.Invoke\(\))|(?:iex|Invoke-Expression)\b[^\n]{0,200}FromBase64String"
        ),
        "executes a decoded payload",
        # Not "function" (every JavaScript line has one): a Function(...) match holds its decoder's name.
        triggers=(
            *("exec", "eval", "atob", "buffer.from", "fromcharcode", "unescape"),
            *("frombase64string", "iex", "invoke-expression"),
        ),
    ),
)


def _as_text(plain: bytes) -> str | None:
    """UTF-8, or UTF-16LE (what PowerShell -EncodedCommand and [Text.Encoding]::Unicode carry)."""
    if len(plain) >= 8 and plain[1::2].count(0) >= len(plain) // 2 - 1:
        try:
            return plain.decode("utf-16-le")
        except UnicodeDecodeError:
            return None
    try:
        return plain.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _base64_payloads(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    if longest_run(doc, of_norm=True) < 32:
        return
    count = 0
    for m in _B64.finditer(doc.norm):
        if count >= 200:
            return
        count += 1
        token = m.group().rstrip("=")
        if "-" in token or "_" in token or "=" in token or token.count("/") > len(token) // 8:
            continue  # identifiers, paths and URL-safe tokens, not a base64 payload
        if _DATA_URI.search(doc.norm[max(0, m.start() - 60) : m.start()]):
            continue
        try:
            plain = base64.b64decode(token + "=" * (-len(token) % 4), validate=False)
        except (binascii.Error, ValueError):
            continue
        text = _as_text(plain)
        if text is None:
            continue
        if not text.isprintable() and not all(c.isprintable() or c in "\n\r\t" for c in text):
            continue
        if _CODE_IN_PLAIN.search(text):
            start = doc.orig(m.start())
            sev = severity_in(doc.context(start), RULES[0])
            yield ctx.finding(
                "SK-OBF-BASE64-CODE",
                CATEGORY,
                sev,
                f"base64 string decodes to code: {text[:80]!r}",
                doc,
                start,
                doc.orig(m.end()),
            )


CODES: tuple[CodeRow, ...] = (
    ("SK-OBF-BASE64-CODE", "critical", "a base64 string decodes to shell or script code"),
    ("SK-OBF-PY-DECODE-EXEC", "critical", "Python runs data decoded at run time (hidden payload)"),
    ("SK-OBF-SH-DECODE-EVAL", "critical", "a shell script evaluates text it decoded (hidden payload)"),
)


@register(CATEGORY, RULES, CODES, hints=(*FLOW_HINTS, *WALK_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        yield from _base64_payloads(ctx, doc)
        for flow in doc_flows(doc):
            if flow.kind == "decode-eval":
                message = f"evaluates ${flow.source}, which holds decoded text (hidden payload)"
                yield ctx.line_finding("SK-OBF-SH-DECODE-EVAL", CATEGORY, RULES[0], message, doc, flow.line)
        for fact, offset in doc_facts(doc):
            if fact.category == CATEGORY:
                sev = severity_in(doc.context(offset), RULES[0])
                yield ctx.finding(fact.code, CATEGORY, sev, fact.message, doc, offset, offset + 1)
