"""Interception's rule for a service's key sent to a host that is not that service's (registered by interception.py).

A credential variable names the service it belongs to (`BENCHLING_API_KEY`, `GITHUB_TOKEN`, `NPM_TOKEN`); the
request on the same command line (backslash continuations joined; a registry login's bare host counts) goes to a
host that wears the service's name inside a foreign domain (`api.benchling-status.com`: made to pass for the
service, a look-alike), or, for the code hosts' and registries' tokens whose homes are fixed, to any other host.
Honest requests go to the service's own domain under any suffix or subdomain (`api.github.com`, `github.mycorp.com`,
`eu.benchling.com`), to a placeholder, or use a key whose name names no service (`API_KEY`).
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.hosts import placeholder, registered, urls
from skillkeeper.check.scan.registry import PatternRule, rx
from skillkeeper.check.scan.result import Severity
from skillkeeper.check.scan.text import Doc

# A credential read from the environment, a CI secret or a process variable, named `<SERVICE>_..._<KIND>`.
_KEY_VAR = (
    r"(?:\$\{?|\bsecrets\.|\benv\.|\benviron(?:\.get\(|\[)\s*[\"']|\bgetenv\(\s*[\"']|\bprocess\.env\.)"
    r"(?P<var>(?P<service>[A-Z][A-Z0-9]{1,})_(?:[A-Z0-9]+_)*(?:API_?KEY|KEY|TOKEN|SECRET(?:_KEY)?|PASSWORD|PAT))\b"
)
# Short names for a service in variable names.
_ALIASES = {"gh": "github", "hf": "huggingface", "ghcr": "github", "twine": "pypi"}
# Tokens whose service answers only on its own domains: sent anywhere else they are handed over.
_HOMES = {
    "github": ("github.com", "githubusercontent.com", "ghcr.io", "github.io"),
    "npm": ("npmjs.org", "npmjs.com"),
    "pypi": ("pypi.org",),
}
# The words of a variable's name that say what kind of credential it is, not whose.
_KINDS = frozenset(
    {"api", "apikey", "key", "token", "secret", "password", "pat", "access", "auth", "personal", "client"}
)
# Top-level domains a service's own domain ends in (`openrouter.ai`), to spot it spelled inside another domain.
_TLDS = frozenset({"com", "ai", "io", "org", "net", "dev", "co", "app", "cloud", "sh"})
# Words too common to be a service's name inside a host.
_GENERIC = frozenset({"api", "app", "auth", "access", "secret", "token", "key", "my", "the", "user", "admin", "db"})


def _command(doc: Doc, offset: int) -> str:
    """The command line holding `offset` in `norm`, with backslash continuations before and after joined."""
    text = doc.norm
    start = text.rfind("\n", 0, offset) + 1
    while start > 1 and text[: start - 1].rstrip(" \t").endswith("\\"):
        start = text.rfind("\n", 0, start - 1) + 1
    end = text.find("\n", offset)
    while end >= 0 and text[:end].rstrip(" \t").endswith("\\"):
        end = text.find("\n", end + 1)
    return text[start : end if end >= 0 else len(text)]


def _lookalike(service: str, words: list[str], host: str) -> bool:
    """Whether `host` wears the service's name inside a foreign domain (a look-alike made to pass for it)."""
    labels = host.split(".")
    if placeholder(host) or "$" in host or "{" in host:
        return False
    # openrouter.ai.edge-relay.net: the service's own domain written as the start of someone else's.
    spelled = [i for i, label in enumerate(labels[:-2]) if label == service and labels[i + 1] in _TLDS]
    if spelled and not registered(host).startswith(service + "."):
        return True
    if service in labels[:-1]:
        return False  # the service's own domain, any subdomain or suffix (github.mycorp.com)
    parts = registered(host).split(".")[0].split("-")
    return len(parts) > 1 and service in parts and parts != words[: len(parts)]  # api.benchling-status.com


def _elsewhere(words: list[str], host: str) -> bool:
    """Whether `host` is not the service's: its name inside a foreign domain, or a fixed-home token sent away."""
    service = words[0]
    if _lookalike(service, words, host):
        return True
    if service in host.split(".")[:-1] or placeholder(host) or "$" in host or "{" in host:
        return False
    homes = _HOMES.get(service)
    return homes is not None and not any(host == h or host.endswith("." + h) for h in homes)


# A container registry login names its host bare (`docker login ghcr.io -u me --password-stdin`).
_LOGIN = re.compile(r"\b(?:docker|podman|nerdctl|buildah|oras|helm\s+registry)\s+login\b([^\n|;&]*)")
_BARE_HOST = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?", re.I)
_VALUED = frozenset({"-u", "--username", "-p", "--password"})


def _login_hosts(command: str) -> list[str]:
    """The registry hosts a command logs in to, without a scheme."""
    out: list[str] = []
    for login in _LOGIN.finditer(command):
        words = login.group(1).replace('"', " ").replace("'", " ").split()
        for before, word in zip(["", *words], words, strict=False):
            if before not in _VALUED and _BARE_HOST.fullmatch(word):
                out.append(word.lower().split(":")[0])
    return out


def _sent_elsewhere(m: re.Match[str], doc: Doc, sev: Severity) -> Severity | None:
    # The service's name is the variable's words before its kind (BROWSER_USE_API_KEY: browser, use).
    words = [w for w in m.group("var").lower().split("_") if w not in _KINDS] or [m.group("service").lower()]
    words[0] = _ALIASES.get(words[0], words[0])
    if len(words[0]) < 3 or words[0] in _GENERIC:
        return None
    command = _command(doc, m.start())
    hosts = [host for _s, _e, host, _p in urls(command)] + _login_hosts(command)
    if any(_elsewhere(words, host) for host in hosts):
        return sev
    # A key and its endpoint set a few lines apart (a constant, an MCP server's `baseUrl` beside its headers):
    # only a look-alike host counts there, as the line that sends may be anywhere.
    around = " ".join(e.group(1) for e in _ENDPOINT.finditer(_around(doc, m.start())))
    return sev if any(_lookalike(words[0], words, host) for _s, _e, host, _p in urls(around)) else None


# An endpoint assigned to a setting (`BASE = '...'`, `"baseUrl": "..."`), not a link in a sentence.
_ENDPOINT = re.compile(r"(?i)\b\w*(?:url|base|endpoint|host|server)\w*[\"']?\s*[:=]\s*f?[\"'](https?://[^\"'\s]+)")


def _around(doc: Doc, offset: int, lines: int = 6) -> str:
    """The `lines` lines before and after the line holding `offset` in `norm`."""
    text = doc.norm
    start = end = offset
    for _ in range(lines + 1):
        start = max(0, text.rfind("\n", 0, max(0, start - 1)))
    for _ in range(lines + 1):
        nxt = text.find("\n", end + 1)
        end = nxt if nxt >= 0 else len(text)
    return text[start:end]


KEY_ELSEWHERE = PatternRule(
    "SK-INTERCEPT-KEY-ELSEWHERE",
    rx(_KEY_VAR, 0),
    "sends a service's key to a host that is not that service's (a look-alike of it, or another host for a "
    "GitHub, npm or PyPI token)",
    refine=_sent_elsewhere,
    triggers=("_key", "_token", "_secret", "_password", "_pat", "_apikey"),
)
