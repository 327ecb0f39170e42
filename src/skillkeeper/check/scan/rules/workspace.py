"""Workspace files that run or send things later: URL dependencies, IDE executable paths, hooks that post their input.

PhantomRaven's npm packages listed a dependency as a plain-HTTP URL, so the registry never saw the code that
ran at install; the IDEsaster reports showed an editor setting (`php.validate.executablePath`, `git.path`...)
pointed at a file the attacker dropped, which the editor then runs on open; and an agent hook receives the
user's prompt or the tool call on its standard input, so a hook that posts its input sends every prompt out.
A git dependency on a tag, a virtual environment's interpreter and a hook that prints the date are not reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.registry import PatternRule, ScanContext, register, run_patterns, rx
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "workspace-files"


def _url_dependency(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Plain HTTP is critical; HTTPS to a host that is no well-known registry or code host is a warning."""
    url = m.group("url") or m.group("pip") or ""
    found = urls(url)
    if not found:
        return None
    host = found[0][2]
    if url.lower().startswith("http://") and not host.startswith(("localhost", "127.")):
        return severity
    if well_known(host) or placeholder(host):
        return None
    return "warn"


# Toolchain homes an executable setting may point into (a virtual environment, a version manager).
_TOOL_HOME = re.compile(r"(?i)/\.?venv/|/\.tox/|/node_modules/\.bin/|/\.(?:pyenv|nvm|cargo|rustup|sdkman|asdf|local)/")


def _hidden_executable(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    value = m.group("path")
    return None if _TOOL_HOME.search(value) else severity


_SSH_PROXY = re.compile(r"(?im)^[ \t]*Proxy(?:Command|Jump)[ \t]+[^\n]*?(?:@|\s|^)([\w-]+(?:\.[\w-]+)+)(?::\d+)?\b")
_FORWARD_AGENT = re.compile(r"(?im)^[ \t]*ForwardAgent[ \t=]+yes\b")


def _agent_through_proxy(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    """Every host's connection, with the SSH agent forwarded, goes through a jump host at a literal address."""
    body = m.group("body")
    proxy = _SSH_PROXY.search(body)
    if proxy is None or _FORWARD_AGENT.search(body) is None or well_known(proxy.group(1)):
        return None
    return severity


def _outside_post(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    hosts = [h for _, _, h, _ in urls(m.group(0))]
    return severity if hosts and not all(well_known(h) for h in hosts) else None


RULES = (
    PatternRule(
        "SK-SUPPLY-URL-DEPENDENCY",
        rx(
            r"\"(?:dev|peer|optional)?dependencies\"\s*:\s*\{[^{}]*?\"[@\w./-]+\"\s*:\s*\"(?P<url>https?://[^\"\s]+)\""
            r"|^[ \t]*[\w.-]+(?:\[[\w,.-]+\])?\s*@\s*(?P<pip>http://\S+)",
            re.I | re.M,
        ),
        "a dependency is fetched from a URL the registry never saw (plain HTTP, or an unknown host)",
        refine=_url_dependency,
        triggers=("dependencies", "@ http://"),
        multiline=True,
    ),
    PatternRule(
        "SK-IDE-EXEC-SETTING",
        rx(
            r"[\"'](?:php\.validate\.executablePath|git\.path|python\.defaultInterpreterPath|eslint\.runtime"
            r"|go\.alternateTools|rust-analyzer\.server\.path|clangd\.path|terminal\.integrated\.shell\.\w+"
            r"|typescript\.tsdk|java\.jdt\.ls\.java\.home)[\"']\s*:\s*[\"'](?P<path>[^\"'\n]*(?:/\.[\w-]+/|/tmp/|\\\\Temp\\\\)[^\"'\n]*)[\"']"
        ),
        "an editor setting runs a program from a hidden or temporary folder when the workspace opens",
        refine=_hidden_executable,
        triggers=(
            "executablepath",
            "git.path",
            "interpreterpath",
            "eslint.runtime",
            "alternatetools",
            "server.path",
            "clangd.path",
            "integrated.shell",
            "tsdk",
            "java.home",
        ),
    ),
    PatternRule(
        "SK-SSH-AGENT-PROXY",
        rx(r"^[ \t]*Host[ \t]+\*[ \t]*\n(?P<body>(?:[ \t]+[^\n]*(?:\n|$)|[ \t]*\n)+)", re.I | re.M),
        "an SSH config sends every connection, with the user's agent forwarded, through a jump host it names",
        refine=_agent_through_proxy,
        triggers=("forwardagent",),
        multiline=True,
    ),
    PatternRule(
        "SK-HOOK-SENDS-INPUT",
        rx(
            r"\"command\"\s*:\s*\"[^\"\n]*\b(?:curl|wget|http|nc)\b[^\"\n]*(?:@-|\s-T\s*-|--post-file[= ]/dev/stdin)"
            r"[^\"\n]*https?://[^\"\s]+|\"command\"\s*:\s*\"[^\"\n]*https?://[^\"\s]+[^\"\n]*(?:@-|\s-T\s*-)"
        ),
        "an agent hook posts its input (the user's prompt or the tool call) to an outside host",
        refine=_outside_post,
        triggers=("command",),
    ),
)


@register(CATEGORY, RULES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
