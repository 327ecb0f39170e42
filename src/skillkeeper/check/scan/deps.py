"""Dependency manifests of a skill folder: packages fetched from outside any registry, install-time hooks.

A requirement or npm dependency given as a URL (`name @ https://...`, `git+https://...`, a
tarball) bypasses the registry: no index, no takedown, whatever the host serves today. From a
well-known code or package host (GitHub, GitLab, PyPI's file host) that is an ordinary pin; from
any other host it is where a supply-chain payload comes from. An install hook (npm `preinstall`,
`install`, `postinstall`, `prepare`; a `setup.py` command class) is code the package manager runs
unasked; one that talks to the network, or runs a bundled file that does, is the classic
malicious-package shape (a native build, `prisma generate`, `husky install` do not).
"""

from __future__ import annotations

import json

from skillkeeper.check.scan.hosts import near, placeholder, urls, well_known
from skillkeeper.check.scan.lazyre import lazy

_PRIVATE_REGISTRY = lazy(
    r"(?i)artifactory|jfrog\.io|nexus|pkgs\.dev\.azure\.com|codeartifact|cloudsmith|fury\.io|verdaccio|devpi|proget"
)
# Hosts that serve packages besides WELL_KNOWN's code hosts (exact host or a subdomain).
_PACKAGE_HOSTS = ("download.pytorch.org", "pypi.nvidia.com", "data.pyg.org", "dl.fbaipublicfiles.com")
# The leading blanks are taken once (possessive); a name may still start with the space before it, as the
# name's class holds a space: re-splitting a long blank run between the two cost the square of its length.
_REQ_URL = lazy(
    r"(?im)^[ \t]*+(?:-e[ \t]+|--editable[ \t]+|(?<= )[\w.\[\], -]*@[ \t]*|[\w.\[\], -]+@[ \t]*)?((?:git\+)?https?://\S+)"
)
_PY_STRING_URL = lazy(r"[\"'][\w.\[\], -]+@\s*((?:git\+)?https?://[^\"'\s]+)[\"']")
_TOML_SOURCE_URL = lazy(r"(?m)\b(?:git|url)\s*=\s*[\"']((?:git\+)?https?://[^\"'\s]+)[\"']")
# Gemfile sources: `gem 'x', git: 'https://...'`, `source 'https://...'`.
_GEM_URL = lazy(r"""(?m)(?:\b(?:git|source|github)\s*:\s*|^\s*source\s+)['"]((?:git\+)?https?://[^'"\s]+)['"]""")
# go.mod `replace A => B`: a module swapped for another owner's copy of it.
_GO_REPLACE = lazy(
    r"(?m)^\s*(?:replace\s+)?([\w.-]+\.[a-z]{2,}/[\w.-]+)/([\w.-]+)(?:\s+v\S+)?\s*=>\s*([\w.-]+\.[a-z]{2,}/[\w.-]+)/([\w.-]+)"
)
_NPM_URL = lazy(r"^(?:git\+)?(?:https?|git)://\S+$")
_NPM_HOOKS = ("preinstall", "install", "postinstall", "prepare", "preprepare", "postprepare", "prepublish")
_DEP_KEYS = ("dependencies", "devDependencies", "optionalDependencies", "peerDependencies")
# Talking to the network from a command line or a script of any bundled language.
NETWORK = lazy(
    r"(?i)(?:^|[\s|;&(`$'\"])(?:curl|wget|nc|ncat|socat|scp|Invoke-WebRequest|iwr)\b|https?://|/dev/tcp/"
    r"|require\(\s*['\"](?:node:)?https?['\"]\s*\)|\bfetch\(|\burlopen\(|\brequests\.(?:get|post|put)\("
    r"|\bhttp\.client\b|\bsocket\.(?:socket|create_connection)\("
)
_RUNS_FILE = lazy(
    r"(?:^|[\s;&|])(?:node|python3?|sh|bash|zsh|ruby|perl|deno\s+run|bun)\s+(?:-\S+\s+)*\.?/?([\w./-]+\.\w+)"
)
_SETUP_HOOK = lazy(r"\bcmdclass\s*=|\bfrom\s+setuptools\.command\.(?:install|develop|egg_info|build_py)\b")


def outside_package_url(url: str) -> bool:
    """Whether a package URL is on a host that is neither a known code or package host nor a private registry."""
    return _outside(url)


def _outside(url: str) -> bool:
    found = urls(url.removeprefix("git+"))
    if not found:
        return False
    host = found[0][2]
    if "$" in host or "{" in host or placeholder(host) or well_known(host) or _PRIVATE_REGISTRY.search(host):
        return False
    return not any(host == h or host.endswith("." + h) for h in _PACKAGE_HOSTS)


def requirements_file(path: str) -> bool:
    """A pip requirements file: `requirements*.txt` / `.in`, or any `.txt` / `.in` in a `requirements/` folder
    (`requirements/base.txt`, which the top file pulls in with `-r`)."""
    *folders, base = path.lower().split("/")
    return base.endswith((".txt", ".in")) and (base.startswith("requirements") or "requirements" in folders)


def url_dependencies(path: str, text: str) -> list[tuple[int, str]]:
    """(offset, url) of each dependency a manifest fetches from a host outside the known code and package hosts."""
    base = path.rsplit("/", 1)[-1].lower()
    found: list[tuple[int, str]] = []
    if requirements_file(path):
        found = [(m.start(1), m.group(1)) for m in _REQ_URL.finditer(text)]
    elif base in {"pyproject.toml", "setup.py", "setup.cfg"}:
        found = [(m.start(1), m.group(1)) for m in _PY_STRING_URL.finditer(text)]
        found += [(m.start(1), m.group(1)) for m in _TOML_SOURCE_URL.finditer(text)] if base == "pyproject.toml" else []
    elif base in {"gemfile", "gems.rb"}:
        found = [(m.start(1), m.group(1)) for m in _GEM_URL.finditer(text)]
    elif base == "cargo.toml":
        found = [(m.start(1), m.group(1)) for m in _TOML_SOURCE_URL.finditer(text)]
    elif base == "package.json":
        data = _json(text)
        for key in _DEP_KEYS:
            deps = data.get(key)
            for spec in deps.values() if isinstance(deps, dict) else ():
                if isinstance(spec, str) and _NPM_URL.match(spec.strip()):
                    found.append((max(text.find(spec), 0), spec))
    return [(off, url) for off, url in found if _outside(url)]


# Lock files pin where each package is fetched from; a source on another host swaps every install.
LOCK_FILES = frozenset(
    {
        "package-lock.json",
        "npm-shrinkwrap.json",
        "yarn.lock",
        "pnpm-lock.yaml",
        "bun.lock",
        "uv.lock",
        "poetry.lock",
        "pipfile.lock",
        "pdm.lock",
        "cargo.lock",
        "composer.lock",
        "gemfile.lock",
    }
)
_LOCK_URL = lazy(r"(?:git\+)?https?://[^\s\"'#,}]+")


def lock_sources(path: str, text: str) -> list[tuple[int, str]]:
    """(offset, url) of each package source in a lock file on a host outside the known code and package hosts."""
    if path.rsplit("/", 1)[-1].lower() not in LOCK_FILES:
        return []
    return [(m.start(), m.group(0)) for m in _LOCK_URL.finditer(text) if _outside(m.group(0))]


def _json(text: str) -> dict[str, object]:
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def install_hooks(path: str, text: str, bundle: dict[str, str]) -> list[tuple[int, str]]:
    """(offset, hook) of each install hook of a manifest that talks to the network, itself or via a bundled file."""
    base = path.rsplit("/", 1)[-1].lower()
    folder = path.rsplit("/", 1)[0] + "/" if "/" in path else ""
    out: list[tuple[int, str]] = []
    if base == "package.json":
        scripts = _json(text).get("scripts")
        for hook in _NPM_HOOKS:
            command = scripts.get(hook) if isinstance(scripts, dict) else None
            if not isinstance(command, str):
                continue
            ran = [bundle.get(folder + m.group(1).removeprefix("./"), "") for m in _RUNS_FILE.finditer(command)]
            if NETWORK.search(command) or any(NETWORK.search(body) for body in ran):
                out.append((max(text.find(f'"{hook}"'), 0), f"npm {hook}"))
    elif base == "setup.py":
        klass = _SETUP_HOOK.search(text)
        if klass is not None and NETWORK.search(text):
            out.append((klass.start(), "setup.py command class"))
    return out


def go_replacements(text: str) -> list[tuple[int, str]]:
    """(offset, target) of each go.mod `replace` that swaps a module for a look-alike owner's copy of it.

    A replacement by a local path or by the same owner is how forks are tested; `spf13/cobra` by
    `spf13-cobra/cobra` is a typosquat of the owner, the module's name kept so nothing looks changed.
    """
    if "=>" not in text:
        return []
    out = []
    for m in _GO_REPLACE.finditer(text):
        owner, name, new_owner, new_name = m.group(1), m.group(2), m.group(3), m.group(4)
        old_user, new_user = owner.rsplit("/", 1)[-1].lower(), new_owner.rsplit("/", 1)[-1].lower()
        if old_user == new_user or name.lower() != new_name.lower():
            continue
        if old_user in new_user or new_user in old_user or _close(old_user, new_user):
            out.append((m.start(3), f"{new_owner}/{new_name}"))
    return out


def _close(a: str, b: str) -> bool:
    return len(a) >= 4 and near(a, b)
