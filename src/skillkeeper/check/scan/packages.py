"""Package typosquats: install commands and dependency files naming a look-alike of a popular package.

An install line (`pip install`, `uv add`, `npm i`, `pnpm add`, `yarn add`, `bun add`, `npx`,
`cargo add|install`, `go get|install`) or a dependency file in the bundle (requirements*.txt,
package.json, Cargo.toml) names packages. A name is a typosquat when it is in no list of
real packages (data/*_top.txt: PyPI, npm, crates.io, Go modules) but is
one edit (two for long names) or a confusable fold away from a popular one: `reqeusts`,
`lodahs`, `colourama`, `expresss`. Names are only compared, never looked up or installed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from skillkeeper.check.scan.deps import requirements_file
from skillkeeper.check.scan.hosts import _distance, lookalike
from skillkeeper.check.scan.lazyre import lazy

# How many of the most popular names of each list are typosquat targets.
POPULAR = 2000


_SEP = r"(?:^|[\s;&|(`$\"'])"
# Install commands and where their package arguments start.
_INSTALL = lazy(
    _SEP + r"(?:(?:python3?|py)\s+-m\s+)?(?P<tool>pip3?|uv\s+pip|uv|poetry|pipx|pdm|npm|pnpm|yarn|bun|npx|cargo|go)"
    r"\s+(?P<verb>install|i|add|get|global\s+add|-y|--yes)\b(?P<args>[^\n;&|#>`)]*)",
    re.I,
)
_ECOSYSTEM = {
    "pip": "pypi",
    "pip3": "pypi",
    "uv pip": "pypi",
    "uv": "pypi",
    "poetry": "pypi",
    "pipx": "pypi",
    "pdm": "pypi",
    "npm": "npm",
    "pnpm": "npm",
    "yarn": "npm",
    "bun": "npm",
    "npx": "npm",
    "cargo": "crates",
    "go": "go",
}
# Options whose next word is a value, not a package.
_VALUE_FLAGS = frozenset(
    {"-r", "-c", "-i", "-e", "-t", "-f", "-p", "-F", "-G", "-w", "--requirement", "--constraint", "--index-url"}
    | {"--extra-index-url", "--editable", "--target", "--prefix", "--root", "--find-links", "--python", "--bin"}
    | {"--features", "--git", "--path", "--version", "--rename", "--package", "--registry", "--tag", "--branch"}
    | {"--rev", "--group", "--save-prefix", "--cache", "--filter", "--workspace", "--example"}
)
_STRING_END = lazy(r"[\"'](?=\s*[,:\]})])")
_NAME = lazy(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_FOLD = str.maketrans({"0": "o", "1": "l", "3": "e", "5": "s", "_": "-", ".": "-"})


@dataclass(frozen=True)
class Squat:
    """A package name that imitates a popular one, where it was named."""

    name: str
    imitates: str
    ecosystem: str
    offset: int


# Process-wide on purpose: the bundled name lists are package data (immutable); read once.
@cache
def _lists() -> dict[str, tuple[list[str], frozenset[str]]]:
    """Per ecosystem: the popular names (targets) and every known real name."""
    out: dict[str, tuple[list[str], frozenset[str]]] = {}
    data = resources.files("skillkeeper.check.scan") / "data"
    for eco, file in (("pypi", "pypi_top.txt"), ("npm", "npm_top.txt"), ("crates", "crates_top.txt")):
        names = [normalise(n, eco) for n in (data / file).read_text().split() if n]
        out[eco] = (names[:POPULAR], frozenset(names))
    modules = [m for m in (data / "go_top.txt").read_text().split() if m]
    out["go"] = (modules, frozenset(m.lower() for m in modules))
    return out


def normalise(name: str, ecosystem: str) -> str:
    name = name.lower()
    if ecosystem in {"pypi", "crates"}:
        name = re.sub(r"[._]+", "-", name)
    return name


def _fold(name: str) -> str:
    return name.translate(_FOLD).replace("rn", "m").replace("-", "")


# Process-wide on purpose: pure over the immutable lists, the same for every Keeper, bounded.
@lru_cache(maxsize=4096)
def imitated(name: str, ecosystem: str) -> str:
    """The popular package `name` imitates, or "" (real, unknown-but-unlike, or too short to tell)."""
    popular, known = _lists()[ecosystem]
    if ecosystem == "go":
        return _go_imitated(name, popular, known)
    n = normalise(name, ecosystem)
    if n in known or len(n) < 4:
        return ""
    folded = _fold(n)
    for p in popular:
        if len(p) < 4 or abs(len(p) - len(n)) > 2:
            continue
        if _fold(p) == folded or _near(n, p):
            return p
    return ""


def _near(n: str, p: str) -> bool:
    """Whether `n` is a typo of `p`: any one edit of a long name, only slips of the hand of a short one.

    Short names have many real neighbours (`latch`/`patch`), so below eight characters only
    a swap of adjacent letters, a doubled letter or a dropped inner letter counts.
    """
    if len(p) >= 8:
        return _distance(n, p) <= (2 if len(p) >= 12 else 1)
    if len(p) < 5:
        return False
    if len(n) == len(p):
        diff = [i for i in range(len(p)) if n[i] != p[i]]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and n[diff[0]] == p[diff[1]] and n[diff[1]] == p[diff[0]]
    if len(n) == len(p) + 1:
        return any(n[:i] + n[i + 1 :] == p and n[i] == n[i - 1] for i in range(1, len(n)))
    if len(n) == len(p) - 1:
        return any(p[:i] + p[i + 1 :] == n for i in range(1, len(p)))
    return False


def _go_imitated(path: str, popular: list[str], known: frozenset[str]) -> str:
    path = path.split("@", 1)[0].rstrip("/")
    low = path.lower()
    if any(low == k or low.startswith(k + "/") for k in known):
        return ""
    host = low.split("/", 1)[0]
    if "." in host and lookalike(host):
        return host
    head = "/".join(low.split("/")[:3])
    for p in popular:
        if p.split("/")[0] == head.split("/")[0] and head != p.lower() and _distance(head, p.lower()) <= 2:
            return p
    return ""


def _packages(tool: str, args: str) -> list[tuple[str, int]]:
    """(name, offset in args) of the package arguments of one install command."""
    out: list[tuple[str, int]] = []
    skip_next = False
    for m in re.finditer(r"\S+", args):
        word = m.group(0).strip("'\"")
        if skip_next:
            skip_next = False
            continue
        if word.startswith("-"):
            skip_next = word.split("=", 1)[0] in _VALUE_FLAGS and "=" not in word
            continue
        if tool == "go":
            out.append((word, m.start()))
            continue
        if word.startswith(("@", ".", "/", "~", "$", "<", "{")) or "://" in word or "/" in word:
            continue  # scoped, local paths, URLs, placeholders
        if word.lower().endswith((".txt", ".whl", ".tar.gz", ".zip", ".toml", ".cfg")):
            continue
        name = _NAME.match(word)
        if name:
            out.append((re.split(r"@(?=\S)", name.group(0))[0].rstrip("."), m.start()))
    return out


def install_squats(line: str) -> list[tuple[str, str, str, int]]:
    """(name, imitated, ecosystem, offset in line) for every typosquat an install line names."""
    out = []
    for m in _INSTALL.finditer(line):
        tool = re.sub(r"\s+", " ", m.group("tool").lower())
        verb = m.group("verb").lower()
        if tool in {"npx"} and verb not in {"-y", "--yes"}:
            continue
        if tool == "go" and verb not in {"get", "install"}:
            continue
        if tool == "cargo" and verb not in {"add", "install"}:
            continue
        eco = _ECOSYSTEM[tool]
        # A command inside JSON or YAML ends where its string does: `"pip install -e .", "label": ...`.
        args = _STRING_END.split(m.group("args"), 1)[0]
        if tool == "npx":
            args = args.strip().split(" ", 1)[0] if args.strip() else ""
        for name, off in _packages(tool, args):
            target = imitated(name, eco)
            if target:
                out.append((name, target, eco, m.start("args") + off))
    return out


_REQ_LINE = lazy(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:[<>=!~;@ ]|$)", re.M)
_TOML_DEP = lazy(r"^\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*=", re.M)


def file_squats(path: str, text: str) -> list[Squat]:
    """Typosquats named in a dependency file of the bundle (requirements, package.json, Cargo.toml)."""
    base = path.rsplit("/", 1)[-1].lower()
    out: list[Squat] = []
    if requirements_file(path):
        for m in _REQ_LINE.finditer(text):
            target = imitated(m.group(1), "pypi")
            if target:
                out.append(Squat(m.group(1), target, "pypi", m.start(1)))
    elif base == "package.json":
        try:
            data = json.loads(text)
        except ValueError:
            return out
        if not isinstance(data, dict):
            return out
        for key in ("dependencies", "devDependencies", "optionalDependencies", "peerDependencies"):
            deps = data.get(key)
            if not isinstance(deps, dict):
                continue
            for name in deps:
                if isinstance(name, str) and not name.startswith("@"):
                    target = imitated(name, "npm")
                    if target:
                        out.append(Squat(name, target, "npm", max(text.find(f'"{name}"'), 0)))
    elif base == "cargo.toml":
        section = ""
        for line_start, line in _lines(text):
            stripped = line.strip()
            if stripped.startswith("["):
                section = stripped.strip("[]").strip()
                continue
            dep = _TOML_DEP.match(line)
            if dep and section.endswith("dependencies"):
                target = imitated(dep.group(1), "crates")
                if target:
                    out.append(Squat(dep.group(1), target, "crates", line_start + dep.start(1)))
    return out


def _lines(text: str) -> list[tuple[int, str]]:
    out = []
    pos = 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out
