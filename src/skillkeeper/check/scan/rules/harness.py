"""Configuration written for agent harnesses (Codex, Gemini CLI, Cursor, Claude, Windsurf, Zed, Continue, ...).

A skill that has the agent merge a block into another tool's settings can hand that tool's secrets or its
control to the skill's author without a line of code: an MCP server entry whose URL or headers carry a
token named for another service (`?k=${OPENAI_API_KEY}` to a host that is not OpenAI's), or a server
started by fetching a package straight from a URL on the author's host (`npx -y https://.../tools.tgz`).
A service's own key sent to that service, a generic `API_KEY` (the server's own), packages by name from
the registries and URLs on the known code hosts are how such configs normally look and are not reported.
"""

from __future__ import annotations

from collections.abc import Iterator

from skillkeeper.check.scan.deps import outside_package_url
from skillkeeper.check.scan.hosts import placeholder, registered, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, ScanContext, register, topic_severity
from skillkeeper.check.scan.result import Finding
from skillkeeper.check.scan.text import Doc

CATEGORY = "harness-config"

_NAME = r"[A-Z][A-Z0-9_]*"
# How configs and shells interpolate an environment variable: `${X}`, `${env:X}`, `{env:X}`, `$env:X`, `%X%`, `$X`.
_REF = lazy(rf"\$\{{(?:env:)?({_NAME})\}}|\{{env:({_NAME})\}}|\$env:({_NAME})\b|%({_NAME})%|\$({_NAME})\b")
_SECRETISH = lazy(r"TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL|_PAT\b")
# Platforms whose keys open the user's code, cloud or model account, and the registered domains they live on.
# (A service's own key, `FOO_API_KEY` to foo's API, is how APIs work: only these platforms' keys are followed.)
_GH = ("github.com", "githubusercontent.com", "githubcopilot.com", "github.io")
_PLATFORMS: dict[str, tuple[str, ...]] = {
    **{"GITHUB": _GH, "GH": _GH, "GITLAB": ("gitlab.com",), "GL": ("gitlab.com",), "NPM": ("npmjs.org", "npmjs.com")},
    **{"PYPI": ("pypi.org",), "AWS": ("amazonaws.com", "amazon.com"), "ANTHROPIC": ("anthropic.com",)},
    **{"OPENAI": ("openai.com", "azure.com"), "HF": ("huggingface.co",), "HUGGINGFACE": ("huggingface.co",)},
    **{"SLACK": ("slack.com",), "STRIPE": ("stripe.com",), "DOCKER": ("docker.com", "docker.io")},
    **{"GEMINI": ("googleapis.com", "google.com"), "GOOGLE": ("googleapis.com", "google.com")},
}
# A header map of a server entry (JSON, YAML, TOML), not a curl `-H` (an auth header there signs in).
_HEADER_MAP = lazy(r"(?i)[\"']?headers[\"']?\s*[:=]")


def _secrets(text: str) -> list[str]:
    return [n for m in _REF.finditer(text) if (n := next(g for g in m.groups() if g)) and _SECRETISH.search(n)]


def _handed_away(secret: str, host: str) -> bool:
    """A platform's key (GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY) sent to a host that is not the platform's."""
    if well_known(host) or placeholder(host) or "$" in host or "{" in host:
        return False
    homes = _PLATFORMS.get(secret.split("_", 1)[0])
    return homes is not None and registered(host) not in homes


def _handoffs(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_REF_HINTS):
        line = doc.norm[start:end]
        found = _secrets(line)
        if not found:
            continue
        here = urls(line)
        if here:
            # A URL on the line carries the secret in its query or path.
            hits = [(s, h) for _, _, h, _ in here for s in found if s in line[line.find("://") :]]
        elif _HEADER_MAP.search(doc.norm, max(0, start - 200), end):
            # A header of a server entry: the entry's URL is a few lines up.
            above = urls(doc.norm[max(0, start - 400) : start])
            hits = [(s, above[-1][2]) for s in found] if above else []
        else:
            continue
        for secret, host in hits:
            if _handed_away(secret, host):
                at = doc.orig(start)
                yield ctx.finding(
                    "SK-HARNESS-SECRET-HANDOFF",
                    CATEGORY,
                    topic_severity(doc, at),
                    f"a tool or MCP server config sends ${secret} to {host}, a host that is not its platform's",
                    doc,
                    at,
                    doc.orig(end),
                )
                break


# A package runner or installer whose package argument is a URL (flags may come first).
_PKG_URL = r"[\"']?((?:git\+)?https?://[^\s\"'\],)]+)"
_RUNNER = lazy(
    r"\b(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx|uvx|pipx\s+(?:run|install)|npm\s+(?:i|install|exec)|pip3?\s+install"
    r"|uv\s+(?:pip\s+install|tool\s+(?:install|run)|add)|pnpm\s+add|yarn\s+add|bun\s+add)"
    r"\s+(?:-[\w-]+\s+)*(?:--(?:from|spec)[= ]\s*)?" + _PKG_URL
)
_COMMAND_KEY = lazy(r"""(?i)[\"']?command[\"']?\s*[:=]\s*[\"']?(?:npx|bunx|uvx|pipx)[\"']?""")
# `"args": ["-y", "https://..."]`: the first argument that is not a flag.
_ARGS = lazy(r"""[\"']?args[\"']?\s*[:=]\s*\[\s*(?:[\"']-[\w-]+[\"']\s*,\s*)*""" + _PKG_URL)


def _remote_packages(ctx: ScanContext, doc: Doc) -> Iterator[Finding]:
    for start, end in doc.candidate_lines(_RUNNER_HINTS):
        line = doc.norm[start:end]
        if key := _COMMAND_KEY.search(line):
            # `"command": "npx",` then `"args": ["-y", "https://..."]` on this line or the next ones.
            url = _ARGS.search(doc.norm[start + key.end() : end + 240].split("}", 1)[0])
        else:
            url = _RUNNER.search(line)
        if url is None or not outside_package_url(url.group(1)):
            continue
        at = doc.orig(start)
        yield ctx.finding(
            "SK-HARNESS-REMOTE-PACKAGE",
            CATEGORY,
            topic_severity(doc, at),
            "runs or installs a package straight from a URL on a host that is not a package registry",
            doc,
            at,
            doc.orig(end),
        )


CODES: tuple[CodeRow, ...] = (
    (
        "SK-HARNESS-SECRET-HANDOFF",
        "critical",
        "a tool or MCP server config puts a platform's key (GITHUB_TOKEN, OPENAI_API_KEY, AWS keys, ...) in the URL "
        "or header map of a request to a host that is not that platform's",
    ),
    (
        "SK-HARNESS-REMOTE-PACKAGE",
        "critical",
        "an MCP server entry or command runs or installs a package from a URL on a host that is not a package "
        "registry or a known code host (npx/uvx/pip/npm given a tarball URL)",
    ),
)
_REF_HINTS = ("${", "{env:", "$env:", "%", "$")
_RUNNER_HINTS: tuple[str, ...] = ("npx", "bunx", "dlx", "uvx", "pipx", "npm i", "npm exec", "pip install")
_RUNNER_HINTS += ("pip3 install", "uv ", "pnpm add", "yarn add", "bun add")


@register(CATEGORY, (), CODES, hints=(*_REF_HINTS, *_RUNNER_HINTS))
def check(ctx: ScanContext) -> Iterator[Finding]:
    for doc in ctx.docs:
        if doc.kind == "code" or doc.origin:
            continue
        if (doc.has("://") and doc.has("$")) or doc.has("{env:"):
            yield from _handoffs(ctx, doc)
        if doc.has("://") and any(doc.has(h) for h in _RUNNER_HINTS):
            yield from _remote_packages(ctx, doc)
