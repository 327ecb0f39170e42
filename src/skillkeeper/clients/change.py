"""One planned change of `skillkeeper install`: a client's config file or a companion-skill folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

Action = Literal["added", "updated", "unchanged", "removed", "skipped", "error"]
# A dry run's label for what it did not do: "updated" would read as done.
_WOULD = {"added": "would add", "updated": "would update", "removed": "would remove"}


@dataclass
class Change:
    """One file or skill folder: what happens to it and why; `text` is what apply writes."""

    client: str
    file: Path
    action: Action
    message: str = ""
    backup: Path | None = None
    text: str | None = None
    read: str | None = None  # the file as planned from (None: it did not exist), so a later edit is noticed
    mode: int | None = None
    skill_dir: Path | None = None
    # For a companion skill folder: every client and harness reading it (one folder, listed once).
    serves: tuple[str, ...] = ()
    # What applying this creates (a new file, the block holding the servers, folders), or deletes.
    new_file: bool = False
    new_block: tuple[str, ...] = ()
    new_folders: tuple[str, ...] = ()
    delete_file: bool = False
    # The whitespace an insert replaces, for `--remove` to give back: a blank file's text; an empty object's inside.
    blank: str | None = None
    spaces: tuple[tuple[str, ...], str] | None = None
    # For a config file install cannot parse: what to say instead of the error when install may skip it.
    excuse: str = ""

    def to_dict(self) -> dict[str, Any]:
        out = {
            "client": self.client,
            "file": str(self.file),
            "action": self.action,
            "backup": str(self.backup) if self.backup else None,
            "message": self.message,
        }
        return {**out, "serves": list(self.serves)} if self.skill_dir is not None else out

    def line(self) -> str:
        """The file and the message, the file named once: a message about the file alone starts with it."""
        return self.message if self.message.startswith(f"{self.file}: ") else f"{self.file}: {self.message}"

    def label(self, dry_run: bool) -> str:
        """The action as the text output names it: in a dry run, what would happen ("would update")."""
        return _WOULD.get(self.action, self.action) if dry_run else self.action
