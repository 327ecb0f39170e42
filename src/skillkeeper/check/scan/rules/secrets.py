"""Embedded secrets, found by detect-secrets' own detectors run in-process on file contents.

Only the vendor-token detectors are used (their regexes are precise); the entropy and
keyword detectors are too noisy for prose. Detectors are called on text directly
(`analyze_string`), so nothing is written to disk and no verification request is made.
Placeholders (EXAMPLE, xxxx, your-key-here, sequences) are dropped; a private key header
without a key body is only a mention.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from skillkeeper.check.scan.registry import ScanContext, register
from skillkeeper.check.scan.result import Finding, Severity

CATEGORY = "embedded-secret"

# detect-secrets class name -> severity when a real-looking value is found.
_DETECTORS: dict[str, tuple[str, Severity]] = {
    "AWSKeyDetector": ("aws", "critical"), "ArtifactoryDetector": ("artifactory", "critical"),
    "AzureStorageKeyDetector": ("azure_storage_key", "critical"), "DiscordBotTokenDetector": ("discord", "critical"),
    "GitHubTokenDetector": ("github_token", "critical"), "GitLabTokenDetector": ("gitlab_token", "critical"),
    "MailchimpDetector": ("mailchimp", "critical"), "NpmDetector": ("npm", "critical"),
    "OpenAIDetector": ("openai", "critical"), "PrivateKeyDetector": ("private_key", "critical"),
    "PypiTokenDetector": ("pypi_token", "critical"), "SendGridDetector": ("sendgrid", "critical"),
    "SlackDetector": ("slack", "critical"), "SquareOAuthDetector": ("square_oauth", "critical"),
    "StripeDetector": ("stripe", "critical"), "TelegramBotTokenDetector": ("telegram_token", "critical"),
    "TwilioKeyDetector": ("twilio", "critical"), "BasicAuthDetector": ("basic_auth", "warn"),
    "JwtTokenDetector": ("jwt", "warn"),
}
_PLACEHOLDER = re.compile(
    r"(?i)example|sample|dummy|fake|placeholder|your|xxxx|\*\*\*|<|>|\.\.\.|0000|1234|abcd|test|redacted|changeme|here|foo|bar|demo|mock"
)
_KEY_BODY = re.compile(r"-----BEGIN[A-Z ]*PRIVATE KEY-----\s*\n(?:[A-Za-z0-9+/=]{40,}\s*\n){2,}")


@lru_cache(maxsize=1)
def _plugins() -> list[tuple[Any, str, Severity]]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    out: list[tuple[Any, str, Severity]] = []
    cls: Any
    for cls in get_mapping_from_secret_type_to_class().values():
        if cls.__name__ in _DETECTORS:
            _, severity = _DETECTORS[cls.__name__]
            out.append((cls(), cls.secret_type, severity))
    return sorted(out, key=lambda item: item[1])


def _looks_real(value: str) -> bool:
    if _PLACEHOLDER.search(value):
        return False
    body = re.sub(r"^[a-z]+[_-]", "", value)
    return len(set(body)) >= 6


@register(CATEGORY)
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        for plugin, secret_type, severity in _plugins():
            for value in sorted(set(plugin.analyze_string(doc.text))):
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
                finding = ctx.finding(f"SK-SECRET-{_DETECTORS[type(plugin).__name__][0].upper().replace('_', '-')}",
                                      CATEGORY, sev, message, doc, start, start + len(value))
                # Never echo the secret itself into findings, logs or SARIF.
                if finding.location is not None:
                    redacted = finding.location.excerpt.replace(value, value[:4] + "…" + "*" * 6)
                    finding = Finding(finding.code, finding.category, finding.severity, finding.message,
                                      finding.fatal, type(finding.location)(finding.location.file, finding.location.line,
                                                                            finding.location.column, redacted))
                yield finding
