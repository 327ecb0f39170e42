"""Which installed MCP client configs point at a skillkeeper endpoint (read, never written)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from skillkeeper.clients import files, formats, jsonc
from skillkeeper.clients.entries import PINNED_VARS, mcp_url
from skillkeeper.clients.registry import Client, Home, present
from skillkeeper.errors import ConfigError


@dataclass(frozen=True)
class Pointer:
    """One server entry in one client's config that reaches the endpoint."""

    client: str
    name: str
    file: str
    node: bool = False  # `skillkeeper mcp --node`: the node's own catalog
    token_env: str | None = None  # the variable the client sends as its bearer token, when it names one
    # The token written into the file (Zed reads no variables), compared, never shown.
    literal_token: str | None = field(default=None, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """What doctor's --json shows: never the token itself."""
        return {k: v for k, v in self.__dict__.items() if k != "literal_token"}


_BEARER_TEXT = re.compile(r"Bearer\s+([^\s$]\S*)")
_BEARER_VAR = re.compile(r"Bearer\s+\$(?:\{(?:env:)?([A-Za-z_]\w*)\}|([A-Za-z_]\w*))")


def token_var(entry: object) -> str | None:
    """The environment variable an HTTP entry sends as its bearer token (Codex's fields, `${VAR}` headers)."""
    if not isinstance(entry, dict):
        return None
    named = entry.get("bearer_token_env_var")
    if isinstance(named, str) and named:
        return named
    for key in ("env_http_headers", "headers", "http_headers"):
        headers = entry.get(key)
        for header, value in headers.items() if isinstance(headers, dict) else ():
            if str(header).lower() != "authorization" or not isinstance(value, str):
                continue
            if key == "env_http_headers":  # Codex: the value is the variable's name, sent as is
                return value
            match = _BEARER_VAR.search(value)
            if match:
                return match.group(1) or match.group(2)
    return None


def written_token(entry: object) -> str | None:
    """The bearer token an HTTP entry holds as text (`Bearer skk_...`), not by a variable's name."""
    headers = entry.get("headers") if isinstance(entry, dict) else None
    for header, value in headers.items() if isinstance(headers, dict) else ():
        if str(header).lower() == "authorization" and isinstance(value, str):
            match = _BEARER_TEXT.fullmatch(value.strip())
            return match.group(1) if match else None
    return None


def _same_url(raw: object, want: str) -> bool:
    if not isinstance(raw, str):
        return False
    try:
        return mcp_url(raw).split("?")[0] == want.split("?")[0]
    except ConfigError:
        return False


def _is_stdio(entry: dict[str, Any]) -> bool:
    command, args = entry.get("command"), entry.get("args") or []
    return (
        isinstance(command, str)
        and command.replace("\\", "/").rsplit("/", 1)[-1].startswith("skillkeeper")
        and isinstance(args, list)
        and args[:1] == ["mcp"]
    )


def _is_node(entry: object) -> bool:
    args = entry.get("args") if isinstance(entry, dict) else None
    return isinstance(args, list) and args[:2] == ["mcp", "--node"]


def matches(entry: object, url: str | None) -> bool:
    """Whether an entry reaches `url` (an MCP URL), or `skillkeeper mcp` over stdio when None."""
    if not isinstance(entry, dict):
        return False
    if url is None:
        return _is_stdio(entry)
    return any(_same_url(entry.get(key), url) for key in ("url", "serverUrl", "httpUrl"))


def _servers(client: Client, home: Home) -> dict[str, Any] | None:
    path = files.real_path(client.file(home))
    text = files.read_text(path)
    if text is None:
        return None
    doc: Any = formats.loads(client.fmt, text)
    for key in client.key:
        doc = doc.get(key) if isinstance(doc, dict) else None
    return doc if isinstance(doc, dict) else None


def find(home: Home, url: str | None) -> tuple[list[Pointer], list[str], list[str]]:
    """(entries reaching the endpoint, present client names, one-line problems reading configs)."""
    found: list[Pointer] = []
    problems: list[str] = []
    clients = present(home)
    for client in clients:
        try:
            servers = _servers(client, home)
        except files.FileProblem as exc:
            problems.append(f"{client.name}: {exc}")
            continue
        except formats.FormatError as exc:
            problems.append(f"{client.name}: {files.real_path(client.file(home))}: cannot parse: {exc}")
            continue
        refused = _refused_commas(client, home)
        if refused:
            problems.append(refused)
        for name, entry in (servers or {}).items():
            if matches(entry, url):
                pointer = Pointer(client.name, str(name), str(client.file(home)), _is_node(entry), token_var(entry))
                found.append(replace(pointer, literal_token=written_token(entry)))
    return found, [c.name for c in clients], problems


def _refused_commas(client: Client, home: Home) -> str | None:
    """Trailing commas in a file whose client refuses them (Gemini CLI then loads none of it), in one line."""
    if client.fmt != "jsonc" or client.trailing_commas:
        return None
    path = files.real_path(client.file(home))
    try:
        lines = jsonc.trailing_commas(files.read_text(path) or "")
    except (files.FileProblem, ValueError):
        return None
    if not lines:
        return None
    return (
        f"{client.name}: {path} has a trailing comma (line {lines[0]}), so {client.label} loads none of it "
        "(it allows comments, not trailing commas): remove it"
    )


def _http_url(name: object, entry: object) -> str | None:
    """The MCP URL of an HTTP entry that looks like ours (named skillkeeper*, or sending SKILLKEEPER_TOKEN)."""
    if not isinstance(entry, dict):
        return None
    raw = next((entry[k] for k in ("url", "serverUrl", "httpUrl") if isinstance(entry.get(k), str)), None)
    ours = str(name).lower().startswith("skillkeeper") or "SKILLKEEPER_TOKEN" in str(entry)
    if raw is None or not ours:
        return None
    try:
        return mcp_url(raw).split("?")[0]
    except ConfigError:
        return None


def elsewhere(home: Home, url: str) -> dict[str, list[str]]:
    """Skillkeeper HTTP entries pointing at another MCP URL than `url`: {that URL: [client names]}."""
    found: dict[str, list[str]] = {}
    for client in present(home):
        try:
            servers = _servers(client, home)
        except (files.FileProblem, formats.FormatError):
            continue
        for name, entry in (servers or {}).items():
            other = _http_url(name, entry)
            if other and other != url.split("?")[0] and client.name not in found.get(other, []):
                found.setdefault(other, []).append(client.name)
    return found


def set_up_for(home: Home) -> dict[str, list[str]]:
    """What each present client's skillkeeper entries run: {client: [`stdio`, `node` or an MCP URL]}."""
    out: dict[str, list[str]] = {}
    for pointer in find(home, None)[0]:
        out.setdefault(pointer.client, []).append("node" if pointer.node else "stdio")
    for url, names in elsewhere(home, "").items():
        for name in names:
            out.setdefault(name, []).append(url)
    return out


@dataclass(frozen=True)
class InstalledRun:
    """What a bare `doctor` checks: `stdio`, `node`, one MCP URL, or None (where `serve` listens); `why` says
    why, when the installed clients do not all agree."""

    run: str | None
    why: str = ""


def installed_run(home: Home) -> InstalledRun:
    """What the installed clients' skillkeeper entries run: the one server any of them points at (the local
    ones named for `doctor --stdio`/`--node`), else their one local kind, else None with the reason."""
    local = find(home, None)[0]
    remote = elsewhere(home, "")
    kinds = sorted({"node" if p.node else "stdio" for p in local})
    if len(remote) == 1 and not local:
        return InstalledRun(next(iter(remote)))
    if len(remote) == 1:
        who = ", ".join(dict.fromkeys(p.client for p in local))
        checks = " and ".join(f"`skillkeeper doctor --{k}`" for k in kinds)
        return InstalledRun(
            next(iter(remote)), f"{who} run `skillkeeper mcp` on this machine instead: {checks} checks those"
        )
    if len(remote) > 1:
        each = "; ".join(f"{url} ({', '.join(who)})" for url, who in remote.items())
        return InstalledRun(
            None,
            f"the installed clients point at {len(remote)} servers ({each}): check each "
            "with `skillkeeper doctor --server URL`",
        )
    if len(kinds) == 1:
        return InstalledRun(kinds[0])
    if kinds:
        return InstalledRun(
            None,
            "the installed clients run both `skillkeeper mcp` and `skillkeeper mcp --node`: "
            "`skillkeeper doctor --stdio` and `skillkeeper doctor --node` check them",
        )
    return InstalledRun(None)


def pinned_env(home: Home) -> dict[str, str]:
    """The home, database and tenant the installed `skillkeeper mcp` entries (not `--node`) set, when they agree.

    Empty when there is none, or when two entries disagree (then no single answer is theirs).
    """
    seen: list[dict[str, str]] = []
    for client in present(home):
        try:
            servers = _servers(client, home)
        except (files.FileProblem, formats.FormatError):
            continue
        for entry in (servers or {}).values():
            if matches(entry, None) and not _is_node(entry):
                env = entry.get("env")
                env = env if isinstance(env, dict) else {}
                seen.append({k: v for k, v in env.items() if k in PINNED_VARS and isinstance(v, str)})
    if not seen or any(e != seen[0] for e in seen):
        return {}
    return seen[0]
