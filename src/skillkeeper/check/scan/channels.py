"""Quieter exfiltration channels: git remotes at outside hosts, and configs that list credential files for an upload.

A push to a literal URL, or to a remote the same file adds, at a host that is not a well-known
code host is a copy of the repository (and whatever was staged with it) leaving for someone
else's server; it is critical when mirrored, pushed quietly or explained away in prose ("no need
to tell the user"), warn otherwise (a company's own git server looks the same). `insteadOf`
rewriting a well-known host to another one sends every clone and push, with its credentials,
through that host. A data file (JSON, YAML, TOML, INI, .env) that lists credential files next to
an outside endpoint is the configuration of an upload of those files.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.flow import SENSITIVE_PATH
from skillkeeper.check.scan.hosts import registered, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.result import Severity
from skillkeeper.check.scan.text import Doc

_GIT_URL = r"(?:https?|ssh|git)://[^\s\"'`]+|[\w.-]+@[\w.-]+:[^\s\"'`]+"
_INSTEAD_OF = lazy(rf"(?i)\burl\.[\"']?(?P<url>{_GIT_URL})[\"']?\.(?:push)?insteadof\b")
_REMOTE_ADD = lazy(
    rf"(?i)\bgit\s+remote\s+(?:add|set-url)\s+(?:--\S+\s+)*(?P<name>[\w.-]+)\s+[\"']?(?P<url>{_GIT_URL})"
)
_PUSH = lazy(r"(?i)\bgit\s+(?:-\S+\s+)*push\b(?P<args>[^\n;&|]*)")
_QUIET = lazy(r"(?i)(?:^|\s)(?:--mirror|--all|-q|--quiet)\b|>\s*/dev/null|2>&1")
_HIDING = lazy(
    r"(?i)\b(?:quietly|silently|in\s+the\s+background)\b|\bno\s+need\s+to\s+(?:tell|mention|inform)|\b(?:do\s+not|don'?t|never)\s+"
    r"(?:tell|mention|inform|show)"
)


def _host(url: str) -> str:
    found = urls(url)
    if found:
        return found[0][2]
    m = re.match(r"[\w.-]+@([\w.-]+):", url)
    return m.group(1).lower() if m else ""


def _outside(url: str) -> bool:
    host = _host(url)
    return bool(host) and "$" not in url.split("//", 1)[-1].split("/", 1)[0] and not well_known(host)


def git_remote_sends(doc: Doc) -> list[tuple[int, Severity, str]]:
    """(offset in `norm`, severity, message) of pushes to outside hosts and insteadOf rewrites in `doc`."""
    text = doc.norm
    lower = doc.lower if doc.lower is not None else text.lower()
    if "git" not in lower or ("push" not in lower and "insteadof" not in lower):
        return []
    out: list[tuple[int, Severity, str]] = []
    for m in _INSTEAD_OF.finditer(text):
        if _outside(m.group("url")):
            out.append(
                (
                    m.start(),
                    "critical",
                    f"rewrites git URLs to go through {_host(m.group('url'))} (every clone and push, with credentials)",
                )
            )
    remotes = {m.group("name"): m.group("url") for m in _REMOTE_ADD.finditer(text) if _outside(m.group("url"))}
    for m in _REMOTE_ADD.finditer(text):
        # A push URL set on a remote: every later `git push` goes there too (a mirror the user never sees).
        if "--push" in m.group(0) and _outside(m.group("url")):
            host = _host(m.group("url"))
            out.append((m.start(), "critical", f"sets a push URL at {host}: every later push goes there too"))
    hiding = _HIDING.search(text) is not None
    for m in _PUSH.finditer(text):
        args = m.group("args")
        target = next((a.strip("\"'") for a in args.split() if not a.startswith("-")), "")
        url = remotes.get(target) or (target if re.match(_GIT_URL, target) and _outside(target) else "")
        if not url:
            continue
        severity: Severity = "critical" if _QUIET.search(args) or hiding else "warn"
        out.append(
            (m.start(), severity, f"pushes the repository to {_host(url)}, a host that is not a well-known code host")
        )
    return out


_CONFIG_FILE = lazy(r"(?i)\.(?:json|ya?ml|toml|ini|cfg|conf|env|properties)$|(?:^|/)\.env(?:\.\w+)?$")


def config_credential_uploads(doc: Doc) -> list[int]:
    """Offsets in `norm` of credential files a data file lists beside an outside (not well-known) endpoint."""
    if doc.kind != "prose" or doc.lang != "data" or not _CONFIG_FILE.search(doc.path):
        return []
    endpoints = [host for _, _, host, _ in urls(doc.norm) if host and not well_known(host) and "." in host]
    if not endpoints or not any(registered(h) for h in endpoints):
        return []
    hits = []
    for m in SENSITIVE_PATH.finditer(doc.norm):
        line_start = doc.norm.rfind("\n", 0, m.start()) + 1
        head = doc.norm[line_start : m.start()]
        # Listed with other files to collect (`[..., "~/.aws/credentials"]`, `- ~/.ssh/id_rsa`), from the home folder.
        if re.search(r"(?:~|\$HOME|%USERPROFILE%)[/\\]?\S*$", head) and re.search(r"[\[,]|^\s*-\s", head):
            hits.append(m.start())
            break
    return hits


# A workflow's `env:` binding of repository secrets: `ALL: ${{ toJSON(secrets) }}`, `TOKEN: ${{ secrets.NPM }}`.
_CI_ENV_BIND = lazy(
    r"^\s*([A-Za-z_]\w*)\s*:\s*[\"']?\$\{\{\s*(toJSON\(\s*secrets\s*\)|secrets\.\w+)\s*\}\}", re.M | re.I
)
_CI_NET = lazy(r"(?i)\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|http|https?)\b")
# The variable in a request body, form or query string (a header is how a token signs in).
_CI_BODY = (
    r"(?:\s-d|\s--data(?:-binary|-raw|-urlencode)?|\s-F|\s--form|\s--body|[?&][\w-]+=|\s-T)\s*[\"']?[^\s\"']{0,40}?"
)


def ci_env_sends(doc: Doc) -> list[int]:
    """Offsets of workflow steps that send a variable bound to repository secrets: all of them anywhere, one
    of them in a request body or query to a host that is not well known."""
    if "secrets" not in doc.norm or "${{" not in doc.norm:
        return []
    binds = {m.group(1): m.group(2).lower().startswith("tojson") for m in _CI_ENV_BIND.finditer(doc.norm)}
    if not binds:
        return []
    out = []
    for name, everything in binds.items():
        ref = rf"\$(?:\{{{name}\}}|{name}\b|env:{name}\b)"
        used = re.compile(ref if everything else _CI_BODY + ref)
        for m in used.finditer(doc.norm):
            start = doc.norm.rfind("\n", 0, m.start()) + 1
            end = doc.norm.find("\n", m.end())
            line = doc.norm[start : end if end >= 0 else len(doc.norm)]
            if not _CI_NET.search(line):
                continue
            hosts = [h for _, _, h, _ in urls(line)]
            if everything or any(not well_known(h) for h in hosts):
                out.append(start)
    return out
