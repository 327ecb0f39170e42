"""What install tests share: fake-home options, a fixed clock, and readers of what install wrote."""

from __future__ import annotations

import json
import tomllib
from datetime import datetime
from typing import Any

from skillkeeper.clients import jsonc
from skillkeeper.clients.install import Options
from skillkeeper.clients.registry import BY_NAME, Home, Platform

PLATFORMS: list[Platform] = ["linux", "darwin", "win32"]
NOW = datetime(2026, 12, 2, 10, 30, 0)
HTTP = Options(server="http://127.0.0.1:8765")


def read_back(name: str, home: Home) -> Any:
    """The client's whole config, parsed by that format's own rules."""
    client = BY_NAME[name]
    text = client.file(home).read_text(encoding="utf-8")
    if client.fmt == "toml":
        return tomllib.loads(text)
    if client.fmt == "json":
        return json.loads(text)
    return jsonc.loads(text)


def entry(name: str, home: Home, server: str = "skillkeeper") -> Any:
    doc = read_back(name, home)
    for key in BY_NAME[name].path(server):
        doc = doc.get(key) if isinstance(doc, dict) else None
    return doc


def snapshot(home: Home) -> dict[str, bytes]:
    root = home.home
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def by_client(changes: list[Any]) -> dict[str, str]:
    return {c.client: c.action for c in changes if c.client != "companion-skill"}
