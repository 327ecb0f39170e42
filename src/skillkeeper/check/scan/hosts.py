"""Hosts in URLs: official installer hosts, look-alikes of well-known code and package hosts,
raw public IPs and throwaway top-level domains.

A look-alike is a host that is not a well-known host (or a subdomain of one) but whose
registered domain is within a small edit distance of one, equals one after confusables are
folded (``gíthub`` -> ``github``, ``pypl`` vs ``pypi``), or that carries a well-known
domain inside a foreign one (``raw.githubusercontent.com.evil.io``, ``pypi-org.mirror.top``).
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from functools import lru_cache

from skillkeeper.check.scan.lazyre import lazy

# Well-known code, package and vendor hosts (registered domains).
WELL_KNOWN: frozenset[str] = frozenset(
    {
        "github.com",
        "githubusercontent.com",
        "github.io",
        "gitlab.com",
        "bitbucket.org",
        "pypi.org",
        "pythonhosted.org",
        "npmjs.com",
        "npmjs.org",
        "yarnpkg.com",
        "rubygems.org",
        "crates.io",
        "docker.com",
        "docker.io",
        "brew.sh",
        "rustup.rs",
        "rust-lang.org",
        "astral.sh",
        "nodejs.org",
        "python.org",
        "golang.org",
        "go.dev",
        "microsoft.com",
        "apple.com",
        "google.com",
        "googleapis.com",
        "amazonaws.com",
        "cloudflare.com",
        "anthropic.com",
        "claude.ai",
        "openai.com",
        "huggingface.co",
        "deno.land",
        "bun.sh",
        "ollama.com",
        "sourceforge.net",
        "debian.org",
        "ubuntu.com",
        "kernel.org",
        "jsdelivr.net",
        "unpkg.com",
        "python-poetry.org",
        "helm.sh",
        "get.helm.sh",
        "kubernetes.io",
        "hashicorp.com",
        "nvidia.com",
        "anaconda.org",
        "anaconda.com",
        "conda.io",
        "vercel.app",
        "vercel.com",
    }
)
# Where a download piped into a shell is the documented way to install (host, path prefix).
OFFICIAL_INSTALLERS: tuple[tuple[str, str], ...] = (
    ("sh.rustup.rs", ""),
    ("rustup.rs", ""),
    ("astral.sh", "/uv/"),
    ("astral.sh", "/ruff/"),
    ("raw.githubusercontent.com", "/Homebrew/"),
    ("raw.githubusercontent.com", "/nvm-sh/"),
    ("raw.githubusercontent.com", "/ohmyzsh/"),
    ("raw.githubusercontent.com", "/pyenv/"),
    ("raw.githubusercontent.com", "/rbenv/"),
    ("raw.githubusercontent.com", "/helm/"),
    ("get.docker.com", ""),
    ("install.python-poetry.org", ""),
    ("bun.sh", "/install"),
    ("deno.land", "/install"),
    ("ollama.com", "/install"),
    ("get.helm.sh", ""),
    ("cli.github.com", ""),
    ("get.pnpm.io", ""),
    ("fnm.vercel.app", ""),
    ("claude.ai", "/install"),
    ("pixi.sh", "/install"),
    ("micro.mamba.pm", "/install"),
    ("starship.rs", "/install"),
    ("tailscale.com", "/install"),
    ("sdk.cloud.google.com", ""),
    ("aka.ms", "/install-azd"),
    ("get.sdkman.io", ""),
    ("install.determinate.systems", ""),
    ("nixos.org", "/nix/install"),
    ("cursor.com", "/install"),
    ("opencode.ai", "/install"),
    ("openclaw.ai", "/install"),
    ("fluxcd.io", "/install.sh"),
    ("run.linkerd.io", "/install"),
    ("foundry.paradigm.xyz", ""),
    ("get.jetify.com", ""),
    ("mise.run", ""),
    ("dot.net", "/v1/dotnet-install"),
    # Vendors' own package-repository set-up scripts and documented one-line installers.
    ("deb.nodesource.com", "/setup_"),
    ("rpm.nodesource.com", "/setup_"),
    ("get.k3s.io", ""),
    ("get.volta.sh", ""),
    ("install.julialang.org", ""),
    ("get.pulumi.com", ""),
    ("fly.io", "/install.sh"),
    ("get.rvm.io", ""),
    ("sh.vector.dev", ""),
    ("cli.doppler.com", "/install.sh"),
    ("packages.gitlab.com", "/install/repositories/"),
    ("download.docker.com", "/linux/"),
)
THROWAWAY_TLDS: frozenset[str] = frozenset(
    {
        "tk",
        "ml",
        "ga",
        "cf",
        "gq",
        "top",
        "zip",
        "mov",
        "click",
        "icu",
        "cyou",
        "rest",
        "sbs",
        "buzz",
        "monster",
        "quest",
        "cfd",
        "bond",
        "xyz",
        "su",
        "lol",
        "pw",
        "country",
        "kim",
        "work",
        "loan",
        "download",
        "racing",
    }
)
_PRIVATE_TLDS = frozenset({"corp", "internal", "local", "lan", "home", "test", "example", "localhost", "invalid"})
_TWO_LEVEL = frozenset({"co.uk", "com.au", "co.jp", "com.br", "com.cn", "co.in", "org.uk"})
_URL = lazy(r"(?i)\b(?:https?|ftp)://([^\s/:?#\"'`<>)\]|]+)(?::\d+)?(/[^\s\"'`<>)|]*)?")
_FOLD = str.maketrans({"0": "o", "1": "l", "3": "e", "5": "s", "7": "t", "4": "a", "@": "a", "$": "s"})
# Labels that name a well-known host when worn inside a foreign one (common words left out).
_BRANDS = frozenset(d.split(".")[0] for d in WELL_KNOWN if len(d.split(".")[0]) >= 4) - {
    "helm",
    "brew",
    "apple",
    "kernel",
    "conda",
    "python",
    "deno",
}


def urls(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, host, path) of every URL in `text`; hosts lower-cased."""
    return [(m.start(), m.end(), m.group(1).lower().rstrip("."), m.group(2) or "/") for m in _URL.finditer(text)]


def registered(host: str) -> str:
    """The registered domain of a host (last two labels, three for co.uk-style suffixes)."""
    labels = host.split(".")
    if len(labels) >= 3 and ".".join(labels[-2:]) in _TWO_LEVEL:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def _is_known(host: str) -> bool:
    return any(host == d or host.endswith("." + d) for d in WELL_KNOWN)


def well_known(host: str) -> bool:
    """Whether `host` is a well-known code, package or vendor host, or a subdomain of one."""
    return _is_known(host)


def _fold(text: str) -> str:
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return plain.translate(_FOLD).replace("rn", "m").replace("vv", "w")


def _distance(a: str, b: str) -> int:
    """Optimal string alignment distance (edits and adjacent swaps), exact up to 2; 3 means more than 2."""
    if abs(len(a) - len(b)) > 2:
        return 3
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            val = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                val = min(val, prev2[j - 2] + 1)
            cur.append(val)
        # Every later cell is at least a cell of this row or, through a swap, one more than one of the
        # row before: past 2 in both, the distance is past 2. Callers only ask "at most 1 or 2?", and
        # the typosquat check asks it of thousands of popular names per unknown package.
        if min(cur) > 2 and min(prev) > 1:
            return 3
        prev2, prev = prev, cur
    return min(prev[-1], 3)


def near(a: str, b: str) -> bool:
    """Whether two names are at most two edits apart (a look-alike owner or package)."""
    return _distance(a, b) <= 2


_KNOWN_PARTS = tuple((d, d.split(".")[0]) for d in sorted(WELL_KNOWN))


# Process-wide on purpose: a host's look-alike is pure (fixed lists), the same for every Keeper, bounded.
@lru_cache(maxsize=16384)
def lookalike(host: str) -> str:
    """The well-known domain `host` imitates, or "" when it is not a look-alike."""
    if _is_known(host) or not host or host.replace(".", "").isdigit():
        return ""
    labels = host.split(".")
    if labels[-1] in _PRIVATE_TLDS:
        return ""
    reg = registered(host)
    folded = _fold(reg)
    label = reg.split(".")[0]
    for known, known_label in _KNOWN_PARTS:
        if folded == known:
            return known
        limit = 2 if len(known) >= 12 else 1
        # Length first: the distance is only worth computing for near-equal lengths.
        if abs(len(reg) - len(known)) <= limit and reg != known and _distance(reg, known) <= limit:
            return known
        if (
            min(len(label), len(known_label)) >= 6
            and abs(len(label) - len(known_label)) <= 1
            and label != known_label
            and _distance(label, known_label) <= 1
        ):
            return known
    # A well-known domain or brand worn inside a foreign host.
    for known in WELL_KNOWN:
        if f"{known}." in host + "." and not host.endswith(known):
            return known
    prefix = host[: -len(reg)].rstrip(".")
    for part in re.split(r"[.-]", prefix) + (label.split("-") if "-" in label else []):
        if part in _BRANDS:
            return next(d for d in WELL_KNOWN if d.split(".")[0] == part)
    return ""


def raw_public_ip(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_global
    except ValueError:
        return False


# Reserved for documentation (RFC 2606 / 6761): a host there is a placeholder, never a real endpoint.
_RESERVED = frozenset({"example.com", "example.org", "example.net"})


def placeholder(host: str) -> bool:
    """Whether `host` is a reserved documentation or private name (example.com, *.test, *.internal)."""
    return registered(host) in _RESERVED or host.rsplit(".", 1)[-1] in _PRIVATE_TLDS


def throwaway(host: str) -> bool:
    return host.rsplit(".", 1)[-1] in THROWAWAY_TLDS


def official_installer(host: str, path: str) -> bool:
    """Whether host+path is an allow-listed installer (exact host, path prefix)."""
    return any(host == h and path.startswith(p) for h, p in OFFICIAL_INSTALLERS)


def risk(host: str) -> str:
    """Why a host is risky ("look-alike of X", "raw IP", "throwaway TLD"), or ""."""
    if raw_public_ip(host):
        return "raw IP address"
    imitated = lookalike(host)
    if imitated:
        return f"look-alike of {imitated}"
    if throwaway(host):
        return f"throwaway .{host.rsplit('.', 1)[-1]} domain"
    return ""
