"""Help text in the user's words: `--tenant TENANT`, `NAME`, never Python type names.

Typer labels each parameter with its annotation (`<str>`, `<bool>`, `{name}`); a newcomer reads
those as noise. Flags get no label, values the upper-cased parameter name, choices stay listed.
"""

from __future__ import annotations

from typing import Any

import typer.core

_Param: Any = typer.core._TyperParameter  # the common base of TyperOption and TyperArgument
_original_display_type = _Param.display_type


def _display_type(self: Any, ctx: Any) -> str | None:
    if isinstance(self, typer.core.TyperArgument):
        return None  # the name column already says it
    if self.metavar is not None:
        return str(self.metavar)
    if getattr(self, "is_flag", False) or getattr(self, "count", False):
        return None
    if self.type_descriptor.is_choice:
        return str(_original_display_type(self, ctx))
    return str(self.name or "value").upper()


def _usage_display_name(self: Any) -> str:
    name = str(self.metavar or (self.name or "value").upper())
    name = name if self.required else f"[{name}]"
    return name + ("..." if self.nargs != 1 else "")


def _argument_name(self: Any) -> str:
    return str(self.metavar or (self.name or "value").upper())


def install() -> None:
    """Swap Typer's type labels for plain metavars (idempotent)."""
    _Param.display_type = _display_type
    argument: Any = typer.core.TyperArgument
    argument._usage_display_name = _usage_display_name
    argument.display_name_raw = property(_argument_name)
