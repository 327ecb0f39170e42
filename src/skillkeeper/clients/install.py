"""`skillkeeper install`: plan the change to every chosen client's config and companion-skill folder, then apply it."""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit

from skillkeeper.clients import companion, created, entries, files, formats, jsonc, legacy
from skillkeeper.clients.change import Change
from skillkeeper.clients.created import Created
from skillkeeper.clients.registry import BY_NAME, CLIENTS, NAMES, Client, Home, present
from skillkeeper.clients.writes import apply, remember
from skillkeeper.errors import ConfigError
from skillkeeper.node import disk
from skillkeeper.node.catalog import MARKER
from skillkeeper.node.folderlock import WAIT_SECONDS

COMPANION = "companion-skill"
_VAR = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_SERVER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


@dataclass(frozen=True)
class Options:
    """What the user asked for; an empty `clients` means every present client."""

    clients: tuple[str, ...] = ()
    server: str | None = None
    token_env: str | None = None
    name: str = "skillkeeper"
    remove: bool = False
    command: str = "skillkeeper"
    tenant: str | None = None  # the token-less stdio entry's tenant (else $SKILLKEEPER_TENANT, else default)
    node: bool = False  # `skillkeeper mcp --node`: the node's own catalog, no server or database
    record: Path | None = None  # what install created (clients/created.py); None: neither kept nor read


def selected(options: Options, home: Home) -> list[Client]:
    """The clients to touch: the named ones, else every present one; raises ConfigError."""
    unknown = [n for n in options.clients if n not in BY_NAME]
    if unknown:
        close = difflib.get_close_matches(unknown[0], NAMES, n=2)
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise ConfigError(f"unknown client {unknown[0]!r}{hint}; use one of {', '.join(NAMES)}")
    if options.clients:
        return [BY_NAME[n] for n in dict.fromkeys(options.clients)]
    return present(home)


def no_client(options: Options, home: Home) -> str | None:
    """Why an install would write no client's config (none is named and none is on this machine), else None."""
    if options.clients or options.remove or present(home):
        return None
    looked = ", ".join(str(c.folder(home)).replace(str(home.home), "~", 1) for c in CLIENTS[:4])
    return (
        f"no MCP client found on this machine (looked for the config folders of {len(CLIENTS)} clients, "
        f"e.g. {looked}); install a client and run it once, or write one's config anyway with --client NAME "
        f"(one of {', '.join(NAMES)})"
    )


def _check(options: Options, env: Mapping[str, str]) -> entries.Transport:
    if not _SERVER_NAME.fullmatch(options.name):
        raise ConfigError(f"--name {options.name!r} is not a usable server name; use letters, digits, '-', '_', '.'")
    if options.token_env is not None and not _VAR.fullmatch(options.token_env):
        raise ConfigError(f"--token-env {options.token_env!r} is not an environment variable name")
    url = entries.mcp_url(options.server) if options.server is not None else None
    if options.tenant is not None and (url is not None or options.token_env is not None):
        raise ConfigError(
            "--tenant is for the token-less stdio entry; over --server or with --token-env the token names the tenant"
        )
    if options.node and (url is not None or options.token_env is not None or options.tenant is not None):
        raise ConfigError("--node serves this node's own catalog: it takes no --server, --token-env or --tenant")
    return entries.Transport(
        url=url,
        token_env=options.token_env,
        command=options.command,
        args=("mcp", "--node") if options.node else ("mcp",),
        pins=pins(options, env),
    )


def pins(options: Options, env: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """What the stdio entry must carry so `skillkeeper mcp` opens this database as this tenant.

    A database URL holding a password is never written into a client's file (`unpinned` says so).
    """
    if options.server is not None or options.remove:
        return ()
    found: dict[str, str] = {}
    home, url = env.get("SKILLKEEPER_HOME"), env.get("SKILLKEEPER_DATABASE_URL")
    if home:
        found["SKILLKEEPER_HOME"] = str(Path(home).expanduser().absolute())
    if options.node:  # the node catalog lives under the home; no database, no tenant
        return tuple(found.items())
    if url and not unpinned(env):
        found["SKILLKEEPER_DATABASE_URL"] = url
    tenant = options.tenant or (env.get("SKILLKEEPER_TENANT") if options.token_env is None else None)
    if tenant:
        found["SKILLKEEPER_TENANT"] = tenant
    return tuple(found.items())


def unpinned(env: Mapping[str, str]) -> str | None:
    """The variable the stdio entry cannot carry (a database URL with a password), if any."""
    url = env.get("SKILLKEEPER_DATABASE_URL")
    try:
        secret = bool(url and urlsplit(url).password)
    except ValueError:
        secret = False
    return "SKILLKEEPER_DATABASE_URL" if secret else None


def plan(options: Options, home: Home) -> list[Change]:
    """Every change `apply` would make, without touching anything; raises ConfigError on bad options."""
    transport = _check(options, home.env)
    clients = selected(options, home)
    record = Created.load(options.record)
    changes = [_plan_client(c, options, transport, home, record) for c in clients]
    _excuse_broken(changes, named=bool(options.clients))
    if not options.remove and not wired(changes) and any(c.action == "error" for c in changes):
        return changes  # no client will run skillkeeper: a companion skill would send agents to tools none has
    folders: dict[Path, list[str]] = {}
    for client in clients:
        for rel in client.skill_folders:
            folders.setdefault(home.home / rel, []).append(client.label)
    if not options.clients:  # every present client: then every present harness gets the companion too
        found = companion.harness_folders(home)
        if options.remove:  # and wherever an earlier install put it, for clients or harnesses gone since
            found.update({f: [] for f in legacy.companion_folders(home) if f not in found and f not in folders})
        for folder, labels in found.items():
            named = folders.setdefault(folder, [])
            # The harness table says "Codex" where the client registry says "Codex CLI": one product.
            named.extend(h for h in labels if not any(n == h or n.startswith(h + " ") for n in named))
    changes += [_plan_skill(folder, options.remove, tuple(dict.fromkeys(n))) for folder, n in folders.items()]
    for change in changes:
        if change.action == "added" and change.skill_dir is not None:
            change.new_folders = tuple(created.missing_folders(change.skill_dir))
    return changes


def wired(changes: list[Change]) -> bool:
    """Whether a client's config holds our entry after these changes (written, or already there)."""
    return any(c.skill_dir is None and c.action in ("added", "updated", "unchanged") for c in changes)


def _excuse_broken(changes: list[Change], *, named: bool) -> None:
    """A config file install cannot parse is a warning (skipped, exit 0) when the user named no client and another
    one was installed: a leftover broken file of an unused client must not fail every run; named, it fails."""
    if named or not any(c.action in ("added", "updated", "unchanged", "removed") for c in changes):
        return
    for change in changes:
        if change.excuse:
            change.action, change.message = "skipped", change.excuse


def _crlf(text: str) -> bool:
    return "\r\n" in text and text.count("\r\n") == text.count("\n")


def _plan_client(client: Client, options: Options, transport: entries.Transport, home: Home, record: Created) -> Change:
    shown = client.file(home)
    change = Change(client.name, shown, "unchanged")
    path = files.real_path(shown)
    key = client.path(options.name)
    entry = None if options.remove else entries.build(client, transport, home.env)
    if entry is not None and (entry.skip or entry.error):  # nothing to write: the file is not even read
        change.action = "skipped" if entry.skip else "error"
        change.message = entry.skip or entry.error or ""
        return change
    try:
        original = files.read_text(path)
    except files.FileProblem as exc:
        return Change(
            client.name, path, "error", _untouched(exc.path, exc.what, exc.fix + _by_hand(client, options, entry))
        )
    try:
        text = (original or "").replace("\r\n", "\n") if original and _crlf(original) else (original or "")
        current = formats.get(client.fmt, text, key)
        if options.remove:
            new = formats.remove_value(client.fmt, text, key) if current is not None else text
            change.message = f"removed {options.name!r}; other entries kept"
            literal = False
            block = list(client.key)
            # What install created: from its record, else (an install older than the record) from its backups.
            made = str(path) in record.files or (
                original is not None and legacy.made_file(client.fmt, path, key, holds_entry=current is not None)
            )
            top = _added_depth(client, path, record, made)
            if top is not None:
                new = created.without_empty_block(client.fmt, new, block, top)
                block = block[:top]
            new = created.give_back_spaces(client.fmt, new, record, path)
            if made and created.is_empty_document(client.fmt, new):
                change.delete_file = True
                change.message = f"removed {options.name!r} and the file, which install had created"
                if current is None:
                    change.message = "removed the file, which install had created and left empty"
            elif current is None and new != text:
                change.message = f"removed the empty {'.'.join(block)} that install had added"
            if current is None and new == text and not change.delete_file:
                change.message = f"no {options.name!r} entry{_commas_warning(client, text)}"
                return change
            change.action = "removed"
        else:
            assert entry is not None
            literal = entry.literal_token
            if current == entry.value:
                change.message = f"{options.name!r} already up to date{_commas_warning(client, text)}"
                return change
            new = formats.set_value(client.fmt, text, key, entry.value)
            change.new_file = original is None
            if original is None:  # an absent client's folders too: left behind, they would make it look present
                change.new_folders = tuple(created.missing_folders(path.parent))
            change.new_block = created.first_missing(client.fmt, text, client.key)
            change.blank = created.blank_text(client.fmt, text) if original is not None else None
            change.spaces = created.inner_spaces(client.fmt, text, key)
            change.action = "added" if current is None else "updated"
            change.message = f"{change.action} {options.name!r} under {'.'.join(client.key)}"
            change.message += entries.changed(current, entry.value)  # a tenant switched by a bare rerun
            if literal:
                change.message += (
                    f"; warning: {client.label} cannot read the token from the environment, so it is "
                    "written into the file as text and the file is set to mode 0600"
                )
        change.message += _commas_warning(client, new)  # what the file holds once written
        files.check_writable(path)
    except files.FileProblem as exc:
        return Change(client.name, path, "error", str(exc))
    except formats.FormatError as exc:
        by_hand = _by_hand(client, options, entry)
        broken = Change(
            client.name, path, "error", _untouched(path, f"cannot parse: {exc}", f"fix it and rerun{by_hand}")
        )
        rerun = f"`skillkeeper install --client {client.name}{' --remove' if options.remove else ''}`"
        broken.excuse = _untouched(path, f"warning: cannot parse: {exc}", f"fix it, then {rerun}{by_hand}")
        return broken
    change.text = new.replace("\n", "\r\n") if original and _crlf(original) else new
    change.read = original
    existing = files.file_mode(path)
    change.mode = 0o600 if literal or existing is None else existing
    change.file = path  # a linked dotfile is written at its target
    return change


def _untouched(path: Path, what: str, fix: str) -> str:
    """The message for a config file install left as it was: the file first, once (the CLI line names it there)."""
    return f"{path}: {what}; left untouched: {fix}"


def _added_depth(client: Client, path: Path, record: Created, made: bool) -> int | None:
    """How much of the client's key install added to `path` (1: OpenClaw's whole `mcp` around `mcp.servers`),
    from its record, else from the file's oldest backup; None when the user's file had it all."""
    key = list(client.key)
    for depth in range(1, len(key) + 1):
        if made or record.has_block(path, key[:depth]) or legacy.made_block(client.fmt, path, key[:depth]):
            return depth
    return None


def _by_hand(client: Client, options: Options, entry: entries.Entry | None) -> str:
    """The edit to make by hand in a file install cannot read or parse (an OpenClaw JSON5 file with unquoted
    keys), never with a token written out."""
    where = ".".join(client.path(options.name))
    if entry is None:
        return f", or take out {where} yourself"
    if entry.literal_token:
        return ""
    return f", or add {formats.by_hand(client.fmt, client.path(options.name), entry.value)}"


def _commas_warning(client: Client, text: str) -> str:
    """A warning for trailing commas in a file whose client refuses them (Gemini CLI), else ''."""
    if client.fmt != "jsonc" or client.trailing_commas:
        return ""
    lines = jsonc.trailing_commas(text)
    if not lines:
        return ""
    where = ", ".join(str(n) for n in lines[:5]) + (" ..." if len(lines) > 5 else "")
    what = f"a trailing comma (line {where})" if len(lines) == 1 else f"trailing commas (lines {where})"
    return (
        f"; warning: the file has {what}, which {client.label} does not accept (it allows comments, not "
        f"trailing commas) and so loads none of the file: remove {'it' if len(lines) == 1 else 'them'}"
    )


def _plan_skill(folder: Path, remove: bool, serves: tuple[str, ...] = ()) -> Change:
    dest = folder / companion.NAME
    change = Change(COMPANION, dest, "unchanged", skill_dir=folder, serves=serves)
    want = companion.skill()
    if folder.exists() and not folder.is_dir():
        change.action, change.message = "error", f"{folder} is not a folder; left alone"
        return change
    ours: str | None = None
    if folder.is_dir() and (dest.exists() or dest.is_symlink()):
        try:
            with disk.open_dir(folder) as fd:
                ours = disk.read_marker(fd, companion.NAME)
        except OSError as exc:
            change.action, change.message = "error", f"cannot read {folder}: {exc.strerror}"
            return change
        if ours is None:
            change.action = "skipped"
            change.message = f"{dest} exists and is not skillkeeper's (no {MARKER}); left alone"
            return change
    if remove:
        if ours is not None:
            change.action, change.message = "removed", "removed the companion skill"
        else:
            change.message = "companion skill not installed"
    elif ours is None:
        change.action, change.message = "added", "added the companion skill"
    elif ours != want.content_hash:
        change.action, change.message = "updated", "updated the companion skill"
    else:
        change.message = "companion skill up to date"
    return change


def run(
    options: Options,
    home: Home,
    *,
    dry_run: bool = False,
    now: datetime | None = None,
    folder_wait: float = WAIT_SECONDS,
) -> list[Change]:
    """Plan, then apply unless `dry_run` (a companion folder a node agent holds is waited for `folder_wait`
    seconds at most); raises ConfigError on bad options."""
    changes = plan(options, home)
    if dry_run:
        for change in changes:
            if change.action in ("added", "updated", "removed"):
                change.message = f"dry run, would have {change.message}"
        return changes
    applied = apply(changes, now, folder_wait)
    if options.record is not None:
        remember(applied, options.record)
    return applied
