"""Embedded secrets, found by detect-secrets' own detectors run in-process on file contents.

Only the vendor-token detectors are used (their regexes are precise); the entropy and
keyword detectors are too noisy for prose. Detectors are called on text directly
(`analyze_string`), so nothing is written to disk and no verification request is made.
Placeholders (EXAMPLE, xxxx, your-key-here, sequences) are dropped; a private key header
without a key body is only a mention.
"""

from __future__ import annotations

import importlib
import re
import sys
import threading
import types
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.prefilter import longest_run
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "embedded-secret"

# detect-secrets class name -> severity when a real-looking value is found.
_DETECTORS: dict[str, tuple[str, Severity]] = {
    "AWSKeyDetector": ("aws", "critical"),
    "ArtifactoryDetector": ("artifactory", "critical"),
    "AzureStorageKeyDetector": ("azure_storage_key", "critical"),
    "DiscordBotTokenDetector": ("discord", "critical"),
    "GitHubTokenDetector": ("github_token", "critical"),
    "GitLabTokenDetector": ("gitlab_token", "critical"),
    "MailchimpDetector": ("mailchimp", "critical"),
    "NpmDetector": ("npm", "critical"),
    "OpenAIDetector": ("openai", "critical"),
    "PrivateKeyDetector": ("private_key", "critical"),
    "PypiTokenDetector": ("pypi_token", "critical"),
    "SendGridDetector": ("sendgrid", "critical"),
    "SlackDetector": ("slack", "critical"),
    "SquareOAuthDetector": ("square_oauth", "critical"),
    "StripeDetector": ("stripe", "critical"),
    "TelegramBotTokenDetector": ("telegram_token", "critical"),
    "TwilioKeyDetector": ("twilio", "critical"),
    "BasicAuthDetector": ("basic_auth", "warn"),
    "JwtTokenDetector": ("jwt", "warn"),
}
_PLACEHOLDER = lazy(
    r"(?i)example|sample|dummy|fake|placeholder|your|xxxx|\*\*\*|<|>|\.\.\.|0000|1234|abcd|test|redacted|changeme|here|foo|bar|demo|mock"
)
_CANDIDATE = lazy(r"[A-Za-z0-9_\-+=]{20,}|PRIVATE KEY|://[^\s/@]*:[^\s/@]*@")
_KEY_BODY = lazy(r"-----BEGIN[A-Z ]*PRIVATE KEY-----\s*\n(?:[A-Za-z0-9+/=]{40,}\s*\n){2,}")


class _Deferred(types.ModuleType):
    """Stands in for `requests` while detect-secrets is imported; the real module on first attribute read.

    detect-secrets imports `requests` (about 0.09 s of CPU with urllib3 and charset-normalizer) only for
    its network verification, which this scanner never calls (`analyze_string` only). Its modules keep
    this stand-in as their `requests`; anything they read through it comes from the real module.
    """

    def __getattr__(self, name: str) -> Any:
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), name)


_PLUGINS_LOCK = threading.Lock()


# Process-wide on purpose: detect-secrets' plugin table is immutable; built once.
@lru_cache(maxsize=1)
def _plugins() -> list[tuple[Any, str, Severity]]:
    # Lazy: detect-secrets is imported only when a document has a candidate token. Each detector
    # is imported from its own module (named like its code) rather than found by detect-secrets'
    # discovery, which imports all ~30 plugin modules and reads custom plugin settings we never set.
    out: list[tuple[Any, str, Severity]] = []
    with _PLUGINS_LOCK:
        stand_in = None if "requests" in sys.modules else sys.modules.setdefault("requests", _Deferred("requests"))
        try:
            for name, (module, severity) in _DETECTORS.items():
                cls: Any = getattr(importlib.import_module(f"detect_secrets.plugins.{module}"), name)
                out.append((cls(), cls.secret_type, severity))
        finally:
            # Only this import sees the stand-in: a later `import requests` gets the real module.
            if stand_in is not None and sys.modules.get("requests") is stand_in:
                del sys.modules["requests"]
    return sorted(out, key=lambda item: item[1])


def _values(plugin: Any, text: str) -> list[str]:
    """Matched tokens; detect-secrets' own analyze_string returns a capture group, which for
    some detectors is only the prefix (`ghp`), so take the longest group or the whole match."""
    denylist = getattr(plugin, "denylist", None)
    if not denylist or type(plugin).__name__ == "JwtTokenDetector":
        return sorted(set(plugin.analyze_string(text)))
    found: set[str] = set()
    for regex in denylist:
        for m in regex.finditer(text):
            groups = [g for g in m.groups() if g]
            best = max(groups, key=len) if groups else ""
            found.add(best if len(best) >= 16 else m.group(0).strip(" =:\"'"))
    return sorted(found)


def _looks_real(value: str) -> bool:
    if _PLACEHOLDER.search(value):
        return False
    body = re.sub(r"^[a-z]+[_-]", "", value)
    # Real tokens mix character classes; a run of capitals is a protein or gene sequence.
    classes = sum(bool(re.search(c, body)) for c in ("[a-z]", "[A-Z]", "[0-9]"))
    return len(set(body)) >= 6 and classes >= 2


def _candidate_text(doc: Doc) -> str:
    """Only the lines that could hold a token (long runs, key headers, URL credentials)."""
    text = doc.text
    if longest_run(doc, of_norm=False) < 20 and "PRIVATE KEY" not in text and "://" not in text:
        return ""
    lines: list[str] = []
    pos = 0
    while (m := _CANDIDATE.search(text, pos)) is not None:
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        lines.append(text[start:end])
        pos = end + 1
    return "\n".join(dict.fromkeys(lines))


CODES: tuple[CodeRow, ...] = tuple(
    (f"SK-SECRET-{name.upper().replace('_', '-')}", severity, f"embedded {name.replace('_', ' ')} secret")
    for name, severity in sorted(_DETECTORS.values())
)


@register(CATEGORY, (), CODES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        candidates = _candidate_text(doc)
        if not candidates:
            continue
        for plugin, secret_type, severity in _plugins():
            for value in _values(plugin, candidates):
                start = doc.text.find(value)
                if start < 0:
                    continue
                sev: Severity = severity
                if secret_type == "Private Key":
                    if not _KEY_BODY.search(doc.text):
                        sev = "info"
                elif not _looks_real(value):
                    continue
                message = f"embedded {secret_type} (rotate it and load it from the environment instead)"
                finding = ctx.finding(
                    f"SK-SECRET-{_DETECTORS[type(plugin).__name__][0].upper().replace('_', '-')}",
                    CATEGORY,
                    sev,
                    message,
                    doc,
                    start,
                    start + len(value),
                )
                # Never echo the secret itself into findings, logs or SARIF.
                if finding.location is not None:
                    redacted = finding.location.excerpt.replace(value, value[:4] + "…" + "*" * 6)
                    finding = Finding(
                        finding.code,
                        finding.category,
                        finding.severity,
                        finding.message,
                        finding.fatal,
                        type(finding.location)(
                            finding.location.file, finding.location.line, finding.location.column, redacted
                        ),
                    )
                yield finding
