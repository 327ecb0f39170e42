"""The server entry one client gets: its remote or stdio shape, the token by reference where it can be."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from skillkeeper.clients.registry import Client, ref
from skillkeeper.errors import server_url

TOKEN_VAR = "SKILLKEEPER_TOKEN"  # what `skillkeeper mcp` reads
# What `skillkeeper mcp` reads to find the database and the token-less tenant; a client starts it
# with its own environment, not this shell's, so install pins the values it was run with.
PINNED_VARS = ("SKILLKEEPER_HOME", "SKILLKEEPER_DATABASE_URL", "SKILLKEEPER_TENANT")


def skillkeeper_command() -> str:
    """The absolute path of the `skillkeeper` script beside this Python (or on PATH), else the bare name.

    Clients (GUI apps above all) start servers without the shell's PATH, so a bare name that only a
    venv on PATH resolves would fail to start.
    """
    beside = Path(sys.executable).with_name("skillkeeper")
    if beside.is_file():
        return str(beside.absolute())
    return shutil.which("skillkeeper") or "skillkeeper"


@dataclass(frozen=True)
class Transport:
    """How clients reach skillkeeper: `url` for Streamable HTTP, else stdio through `command mcp`."""

    url: str | None = None
    token_env: str | None = None
    command: str = "skillkeeper"
    args: tuple[str, ...] = ("mcp",)  # ("mcp", "--node") for the node's own catalog
    pins: tuple[tuple[str, str], ...] = ()  # environment `skillkeeper mcp` needs, written into the entry


@dataclass
class Entry:
    """What to write for one client, or why not: `skip` (cannot), `error` (must be fixed first)."""

    value: dict[str, Any] = field(default_factory=dict)
    literal_token: bool = False
    skip: str | None = None
    error: str | None = None


def mcp_url(raw: str) -> str:
    """The server's MCP endpoint: `/mcp` appended when missing; raises ConfigError on a bad URL."""
    parts = urlsplit(server_url(raw))
    path = parts.path.rstrip("/")
    if not path.endswith("/mcp"):
        path += "/mcp"
    return urlunsplit((parts.scheme, parts.netloc, path, parts.query, ""))


def build(client: Client, transport: Transport, env: Mapping[str, str]) -> Entry:
    """The entry for `client`; the token is a reference the client expands wherever it supports one."""
    if transport.url is not None:
        return _remote(client, transport.url, transport.token_env or TOKEN_VAR, env)
    return _stdio(client, transport, env)


def _literal(client: Client, var: str, env: Mapping[str, str], entry: Entry) -> str | None:
    value = env.get(var)
    if not value:
        entry.error = (
            f"{client.label} cannot read {var} from the environment, and {var} is not set here; "
            f"export {var}=<token> and rerun (the token is then written into the file, mode 0600)"
        )
        return None
    entry.literal_token = True
    return value


def _remote(client: Client, url: str, var: str, env: Mapping[str, str]) -> Entry:
    entry = Entry()
    if client.remote is None:
        entry.skip = client.remote_note.format(url=url)
        return entry
    if client.name == "codex":
        entry.value = {"url": url, "bearer_token_env_var": var}
        return entry
    token = ref(client.header_refs, var) or _literal(client, var, env, entry)
    if token is not None:
        entry.value = client.remote(url, {"Authorization": f"Bearer {token}"})
    return entry


def _stdio(client: Client, transport: Transport, env: Mapping[str, str]) -> Entry:
    entry = Entry()
    value: dict[str, Any] = {"type": "stdio"} if client.stdio_type else {}
    value.update(client.stdio_extra)
    value.update(command=transport.command, args=list(transport.args))
    pinned = dict(transport.pins)
    var = transport.token_env
    # Without --token-env, `skillkeeper mcp` serves the local tenant and needs no token at all.
    if var is not None:
        if client.name == "codex" and var == TOKEN_VAR:
            value["env_vars"] = [var]  # Codex forwards the named variable from its own environment
        else:
            token = ref(client.env_refs, var) or _literal(client, var, env, entry)
            if token is None:
                return entry
            pinned[TOKEN_VAR] = token
    if pinned:
        value["env"] = pinned
    entry.value = value
    return entry


def _runs(entry: dict[str, Any]) -> str:
    """What a stdio entry starts: the node's own catalog (`mcp --node`) or this machine's database."""
    args = entry.get("args")
    node = isinstance(args, list) and args[:2] == ["mcp", "--node"]
    return "`skillkeeper mcp --node` (stdio)" if node else "`skillkeeper mcp` (stdio)"


def changed(old: object, new: object) -> str:
    """What an update changes that the user chose: the URL, and the home, database and tenant pinned in `env`.

    Empty when neither differs; tokens are never named (only these keys are compared).
    """
    if not isinstance(old, dict) or not isinstance(new, dict):
        return ""
    urls = ("url", "serverUrl", "httpUrl")
    old_url = next((old[k] for k in urls if old.get(k)), None)
    new_url = next((new[k] for k in urls if new.get(k)), None)
    if (old_url is None) != (new_url is None) or _runs(old) != _runs(new):  # the transport itself changed
        return f" ({old_url or _runs(old)} -> {new_url or _runs(new)})"
    said = []
    for key in urls:
        if old.get(key) != new.get(key) and (old.get(key) or new.get(key)):
            said.append(f"{key} {old.get(key) or 'unset'} -> {new.get(key) or 'unset'}")
    old_env, new_env = (e if isinstance(e := entry.get("env"), dict) else {} for entry in (old, new))
    for var in PINNED_VARS:
        if old_env.get(var) != new_env.get(var):
            said.append(f"{var} {old_env.get(var) or 'unset'} -> {new_env.get(var) or 'unset'}")
    return f" ({'; '.join(said)})" if said else ""
