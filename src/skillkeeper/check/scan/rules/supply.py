"""Supply-chain hijacks that outlive the session: package indexes, state backends and git hooks.

Pointing npm, pip, uv, gem, Go, conda, Maven, Nix or Terraform at a registry the skill names makes every
later install come from that host (Terraform state kept on such a host is SK-SUPPLY-STATE-BACKEND);
official registries, well-known public mirrors and a URL the user supplies (`$CORP_PYPI_URL`)
are not this attack, and a host that names a private registry product (Artifactory, Nexus, ...)
is warn. A git hook is code git runs on every commit, push or checkout: a hook the skill writes
that talks to the network is critical, a hook that runs the linter is not.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillkeeper.check.scan.deps import go_replacements, install_hooks, lock_sources, url_dependencies
from skillkeeper.check.scan.hosts import placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.registry import CodeRow, PatternRule, ScanContext, register, run_patterns, rx, severity_in
from skillkeeper.check.scan.result import Finding, Severity
from skillkeeper.check.scan.text import Doc

CATEGORY = "supply-chain"

# Official registries and well-known public mirrors (registered domain or exact host).
_OFFICIAL_INDEX = (
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "npm.pkg.github.com",
    "pypi.org",
    "pypi.python.org",
    "files.pythonhosted.org",
    "download.pytorch.org",
    "pypi.nvidia.com",
    "pypi.ngc.nvidia.com",
    "rubygems.org",
    "proxy.golang.org",
    "goproxy.io",
    "goproxy.cn",
    "npmmirror.com",
    "registry.npm.taobao.org",
    "pypi.tuna.tsinghua.edu.cn",
    "mirrors.aliyun.com",
    "mirrors.cloud.tencent.com",
    "mirrors.ustc.edu.cn",
    "pypi.douban.com",
    "repo.huaweicloud.com",
    "crates.io",
    "index.crates.io",
    "repo.maven.apache.org",
    "repo1.maven.org",
    "mirror.gcr.io",
    "registry.terraform.io",
    "registry.opentofu.org",
    "app.terraform.io",
    "conda.anaconda.org",
    "repo.anaconda.com",
    "prefix.dev",
    "cache.nixos.org",
)
_PRIVATE_REGISTRY = lazy(
    r"(?i)artifactory|jfrog\.io|nexus|pkgs\.dev\.azure\.com|codeartifact|gitlab|cloudsmith|fury\.io|verdaccio|devpi|proget|cachix"
)
_URL = r"[\"']?(?:sparse\+|git\+)?https?://[^\s\"'`<]+"


def _index_host(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    found = urls(m.group(0))
    bare = m.groupdict().get("host")  # a Terraform provider's or backend's host, written without a scheme
    if not found and not bare:
        return None
    host = bare.lower() if bare else found[0][2]
    if host in {"localhost", "127.0.0.1", "0.0.0.0"} or placeholder(host):
        return None
    if any(host == h or host.endswith("." + h) for h in _OFFICIAL_INDEX):
        return None
    if _PRIVATE_REGISTRY.search(host):
        return "warn"
    return severity


def _state_host(m: re.Match[str], doc: Doc, severity: Severity) -> Severity | None:
    return None if well_known(m.group("host").lower()) else _index_host(m, doc, severity)


_HOOK_TARGET = lazy(
    r"(?:>>?|\btee\s+(?:-a\s+)?|\bcp\s+\S+\s+|\bmv\s+\S+\s+|\binstall\s+(?:-m\s*\d+\s+)?\S+\s+)\s*[\"']?"
    r"([\w./~${}-]*(?:\.git/hooks|\.githooks|githooks|\.husky|hooks)/(?:pre|post)-[\w-]+|[\w./~${}-]*\.git/hooks/[\w.-]+)"
)
_HEREDOC = lazy(r"<<-?\s*['\"]?(\w+)['\"]?")
_NETWORK = lazy(
    r"(?i)(?:^|[\s|;&(`$'\"])(?:curl|wget|nc|ncat|netcat|socat|scp|Invoke-WebRequest|iwr)\b|https?://|/dev/tcp/|base64\s+(?:-d|--decode)"
)

RULES = (
    PatternRule(
        "SK-SUPPLY-INDEX-HIJACK",
        rx(
            rf"\b(?:npm|pnpm|yarn|bun)\s+config\s+set\s+(?:@[\w-]+:)?(?:registry|npmRegistryServer)\s*[= ]\s*{_URL}"
            rf"|(?:^|[\s'\"])(?:@[\w-]+:)?registry\s*=\s*{_URL}"
            rf"|\b(?:pip3?|python3?\s+-m\s+pip|uv\s+pip)\s+config\s+set\s+(?:global|user|site|install)\.(?:extra-)?index-url\s+{_URL}"
            # Also after a `\n` escape: a config file's text written from a string literal.
            rf"|(?:^|[\s'\"]|\\n)(?:extra-)?index-url\s*=\s*{_URL}"
            rf"|\b(?:PIP|UV)_(?:EXTRA_)?(?:INDEX_URL|DEFAULT_INDEX)\s*=\s*{_URL}|\bGOPROXY\s*=\s*{_URL}"
            rf"|\bgem\s+sources\s+(?:-a|--add)\s+{_URL}"
            # Cargo source replacement, Docker registry mirrors, a Maven mirror of every repository.
            rf"|^[ \t]*registry\s*=\s*{_URL}|\"(?:registry-mirrors|insecure-registries)\"\s*:\s*\[\s*{_URL}"
            rf"|<mirrorOf>\s*(?:\*|central|external:\*)[^<]*</mirrorOf>\s*<url>\s*{_URL}"
            # Where build plugins come from: Maven's plugin repositories, Gradle's pluginManagement repositories.
            rf"|<pluginRepository>(?:(?!</pluginRepository>)[\s\S]){{0,300}}?<url>\s*{_URL}"
            rf"|\bpluginManagement\s*\{{[^}}]{{0,300}}?\brepositories\s*\{{[^}}]{{0,300}}?\bmaven\s*"
            rf"(?:\(\s*|\{{\s*url\s*=?\s*)(?:uri\(\s*)?{_URL}"
            # Nix binary caches (nix.conf, a flake's nixConfig): every store path may come from the host.
            rf"|(?:^|[\s{{;])(?:extra-)?substituters\s*=\s*\[?\s*{_URL}"
            # A conda channel given as a URL (a channel name resolves on anaconda.org), put first or added.
            rf"|\bconda\s+config\s+(?:--\S+\s+)*--(?:add|prepend|append)\s+channels\s+{_URL}"
            # A Terraform provider of HashiCorp's namespace fetched from another registry host.
            r'|\brequired_providers\s*\{[^{}]{0,300}?\{[^{}]{0,200}?\bsource\s*=\s*"(?P<host>[a-z0-9-]+(?:\.[a-z0-9-]+)+)/hashicorp/'
            # A uv, Poetry or PDM index table (consulted for every package unless marked explicit).
            r"|\[\[tool\.(?:uv\.index|poetry\.source|pdm\.source)\]\]"
            r'(?![^\[]{0,300}?\b(?:explicit\s*=\s*true|priority\s*=\s*"explicit"))'
            rf"[^\[]{{0,300}}?\burl\s*=\s*{_URL}",
            re.I | re.M,
        ),
        "points a package manager at a registry that is not an official one (every later install)",
        refine=_index_host,
        triggers=(
            "registry",
            "index-url",
            "index_url",
            "default_index",
            "goproxy",
            "gem sources",
            "mirrorof",
            "pluginrepository",
            "pluginmanagement",
            "substituters",
            "conda",
            "required_providers",
            "tool.uv.index",
            "tool.poetry.source",
            "tool.pdm.source",
        ),
        multiline=True,
    ),
    PatternRule(
        "SK-SUPPLY-STATE-BACKEND",
        # Terraform state (every resource's attributes, secrets included) kept on a host the skill names.
        rx(
            r'\bbackend\s+"(?:http|remote)"\s*\{[^}]{0,300}?\b(?:address|hostname)\s*=\s*"(?:https?://)?(?P<host>[\w.-]+)'
        ),
        "keeps the user's infrastructure state (secrets included) on a host that is not a known state service",
        refine=_state_host,
        triggers=('"http"', '"remote"'),
        multiline=True,
    ),
)

CODES: tuple[CodeRow, ...] = (
    ("SK-SUPPLY-GIT-HOOK-NET", "critical", "writes a git hook that talks to the network (runs on every commit/push)"),
    ("SK-SUPPLY-DEP-URL", "critical", "a manifest fetches a dependency from outside the known code and package hosts"),
    ("SK-SUPPLY-INSTALL-HOOK-NET", "critical", "an install hook (npm lifecycle script, setup.py cmdclass) goes online"),
    ("SK-SUPPLY-LOCK-SOURCE", "critical", "a lock file fetches packages from a host outside the known registries"),
)


def _hook_writes(doc: Doc) -> Iterator[tuple[int, str]]:
    """(offset, target) of each git hook the document writes whose body talks to the network."""
    text = doc.norm
    if "hooks" not in text and ".husky" not in text:
        return
    for m in _HOOK_TARGET.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        body = line
        here = _HEREDOC.search(line)
        if here is not None and line_end >= 0:
            end = re.compile(rf"^\s*{re.escape(here.group(1))}\s*$", re.M).search(text, line_end + 1)
            body = text[line_end + 1 : end.start() if end else min(len(text), line_end + 4000)]
        if _NETWORK.search(body):
            yield doc.orig(m.start()), m.group(1)


@register(CATEGORY, RULES, CODES)
def check(ctx: ScanContext) -> Iterator[Finding]:
    yield from run_patterns(ctx, CATEGORY, RULES)
    for doc in ctx.docs:
        for offset, target in _hook_writes(doc):
            sev = severity_in(doc.context(offset), RULES[0])
            msg = f"writes git hook {target} that talks to the network"
            yield ctx.finding("SK-SUPPLY-GIT-HOOK-NET", CATEGORY, sev, msg, doc, offset, offset + len(target))
    bundle = {d.path: d.text for d in ctx.docs}
    for doc in ctx.docs:
        for offset, url in url_dependencies(doc.path, doc.text):
            msg = f"dependency fetched from outside any registry: {url}"
            yield ctx.finding("SK-SUPPLY-DEP-URL", CATEGORY, "critical", msg, doc, offset, offset + len(url))
        for offset, target in go_replacements(doc.text) if "=>" in doc.text else ():
            msg = f"Go module replaced by a look-alike owner's copy: {target}"
            yield ctx.finding("SK-SUPPLY-DEP-URL", CATEGORY, "critical", msg, doc, offset, offset + len(target))
        for offset, url in lock_sources(doc.path, doc.text):
            msg = f"lock file fetches a package from outside any registry: {url}"
            yield ctx.finding("SK-SUPPLY-LOCK-SOURCE", CATEGORY, "critical", msg, doc, offset, offset + len(url))
        for offset, hook in install_hooks(doc.path, doc.text, bundle):
            msg = f"{hook} talks to the network at install time"
            yield ctx.finding("SK-SUPPLY-INSTALL-HOOK-NET", CATEGORY, "critical", msg, doc, offset, offset + len(hook))
