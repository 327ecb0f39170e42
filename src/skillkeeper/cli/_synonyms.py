"""A newcomer's words for a command that is called otherwise: `skills revoke` names `skills deprecate`.

Typer suggests close spellings (`lst` -> `list`); a different word (`revoke`, `delete`, `add`)
is not close to anything, so the error said only "No such command". A group built with
`hinting(...)` adds, for the words it knows, the command that does it.
"""

from __future__ import annotations

from typing import Any

import typer
import typer.core
from typer._click.core import Context
from typer._click.exceptions import UsageError  # Typer vendors click: its own classes

from skillkeeper.errors import mint_hint

_ADD = "`skillkeeper import PATH` adds skill folders (validated, scanned, then waiting for review)"
_INBOX = "`skillkeeper skills inbox` lists the skills waiting for review"
_UPGRADE = "`skillkeeper db upgrade` applies the database's migrations"
SKILLS = {
    **dict.fromkeys(
        ("revoke", "remove", "delete", "rm", "retire", "disable", "unpublish", "withdraw"),
        "`skillkeeper skills deprecate NAME` retires an approved skill from delivery (node agents remove it); "
        "`skillkeeper skills quarantine NAME` stops one at once",
    ),
    **dict.fromkeys(("add", "create", "new", "upload", "push", "publish"), _ADD),
    **dict.fromkeys(("accept", "allow"), "`skillkeeper skills approve NAME` approves a skill waiting for review"),
    **dict.fromkeys(("deny", "decline", "refuse"), "`skillkeeper skills reject NAME` rejects one"),
    # Words a user types (dict keys: "pending" here is no status).
    **{"pending": _INBOX, "queue": _INBOX, "review": _INBOX, "waiting": _INBOX},
    **dict.fromkeys(("get", "view", "cat", "info"), "`skillkeeper skills show NAME` shows one skill"),
    **dict.fromkeys(("ls",), "`skillkeeper skills list` lists the tenant's skills"),
    **dict.fromkeys(("find",), '`skillkeeper skills search "WORDS"` finds skills by what they do'),
}

ROOT = {
    **dict.fromkeys(("approve", "reject", "inbox", "show", "list", "search", "deprecate", "quarantine"), ""),
    **dict.fromkeys(("add", "upload", "push", "publish"), _ADD),
    **dict.fromkeys(("check", "lint"), "`skillkeeper validate PATH` checks skill folders against the spec"),
    **dict.fromkeys(("start", "run", "server", "up"), "`skillkeeper serve` starts the server"),
    **dict.fromkeys(("status", "health"), "`skillkeeper doctor` checks an endpoint, `skillkeeper info` this machine"),
    "uninstall": "`skillkeeper install --remove` takes skillkeeper out of the MCP clients",
    **dict.fromkeys(("migrate", "upgrade"), _UPGRADE),
    "login": f"there is no login: mint a token with {mint_hint('skills:read')}",
}
DB = dict.fromkeys(("migrate", "update", "init", "create"), _UPGRADE)
PRINCIPALS = dict.fromkeys(
    ("list", "ls", "show"), "`skillkeeper tokens list --tenant T` lists each principal's tokens and scopes"
)

for _word in [w for w, text in ROOT.items() if not text]:
    ROOT[_word] = f"it is `skillkeeper skills {_word}`"


def hinting(words: dict[str, str]) -> type[typer.core.TyperGroup]:
    """A Typer group class whose unknown-command error names the command for a known synonym."""

    class _Hinting(typer.core.TyperGroup):
        def resolve_command(self, ctx: Context, args: list[str]) -> tuple[str | None, Any, list[str]]:
            try:
                return super().resolve_command(ctx, args)
            except UsageError as exc:
                hint = words.get(args[0].lower()) if args else None
                if hint and args[0] not in self.commands:
                    exc.message = f"No such command {args[0]!r}: {hint}."
                raise

    return _Hinting
