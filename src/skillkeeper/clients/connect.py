"""Both halves at token time: the entry to paste into every MCP client, and the install command.

Built from the same entries `skillkeeper install` writes (`entries.build`), so what an admin pastes
and what the installer writes never drift apart. The token is referenced from SKILLKEEPER_TOKEN
wherever the client can read the environment; only where it cannot is it written into the snippet.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomlkit

from skillkeeper.clients.entries import TOKEN_VAR, Transport, build, mcp_url
from skillkeeper.clients.registry import CLIENTS, Client, Home, Platform


@dataclass(frozen=True)
class Snippet:
    """What to paste into one client: its file, the text, and a note (why skipped, or a warning)."""

    client: str
    label: str
    file: str
    text: str
    note: str = ""

    def to_dict(self) -> dict[str, str]:
        return {
            "client": self.client,
            "label": self.label,
            "file": self.file,
            "config": self.text,
            "note": self.note,
        }


@dataclass(frozen=True)
class Connect:
    """Everything an admin hands over with a fresh token."""

    token: str
    server: str | None
    install: str
    export: str
    snippets: tuple[Snippet, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "install": self.install,
            "export": self.export,
            "clients": [s.to_dict() for s in self.snippets],
        }


def _nest(path: list[str], value: Any) -> dict[str, Any]:
    out: dict[str, Any] = value
    for key in reversed(path):
        out = {key: out}
    return out


def _text(client: Client, name: str, value: dict[str, Any]) -> str:
    doc = _nest(client.path(name), value)
    if client.fmt == "toml":
        return tomlkit.dumps(doc).strip()
    return json.dumps(doc, indent=2)


def _shown(client: Client, platform: Platform) -> str:
    path = client.file(Home(home=Path("~"), platform=platform, env={}))
    return str(path).replace("\\", "/") if platform != "win32" else str(path)


def snippets(token: str, server: str | None, *, name: str = "skillkeeper", platform: Platform = "linux") -> Connect:
    """The connect bundle for `token`: HTTP entries for `server`, else stdio (`skillkeeper mcp`).

    Raises ConfigError for a `server` that is not an http(s) URL.
    """
    url = mcp_url(server) if server else None
    transport = Transport(url=url, token_env=TOKEN_VAR)
    env = {TOKEN_VAR: token}
    out = []
    for client in CLIENTS:
        entry = build(client, transport, env)
        note = entry.skip or entry.error or ""
        if entry.literal_token:
            note = (
                f"{client.label} cannot read {TOKEN_VAR} from the environment, so the token is "
                "in this "
                "snippet: keep the file private (mode 0600)"
            )
        text = _text(client, name, entry.value) if entry.value else ""
        out.append(Snippet(client.name, client.label, _shown(client, platform), text, note))
    base = url.rsplit("/mcp", 1)[0] if url else None
    install = (
        f"skillkeeper install --server {shlex.quote(base)}" if base else f"skillkeeper install --token-env {TOKEN_VAR}"
    )
    return Connect(token, base, install, f"export {TOKEN_VAR}={shlex.quote(token)}", tuple(out))


def render_text(bundle: Connect) -> str:
    """The terminal form: the token once, the one command, then every client's entry."""
    lines = [
        f"token: {bundle.token}",
        "(shown once: it is stored only as a hash)",
        "",
        "Put it in the environment the agents start from:",
        f"  {bundle.export}",
        "",
        "Then one command writes skillkeeper into every MCP client on this machine:",
        f"  {bundle.install}",
        "",
        "Or paste the entry into each client yourself:",
    ]
    for s in bundle.snippets:
        lines += ["", f"## {s.label}: {s.file}"]
        if s.note:
            lines.append(f"# {s.note}")
        if s.text:
            lines += s.text.splitlines()
    return "\n".join(lines)
