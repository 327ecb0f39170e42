"""Readings across a skill's bundled files that feed each script's resolved view (see views.resolved_docs).

A value one file holds and another uses: a key read from a bundled config (configread.py), a
constant imported from a bundled Python module (pyconsts.py), a container path a compose service
mounts from the home folder, a staging folder another script fills (mounts.py). Each reading
rewrites a script's lines in place (the line count is kept); the resolved view is then built
from the rewritten text. Only files inside the skill are read; nothing is run.
"""

from __future__ import annotations

from skillkeeper.check.scan.configread import CONFIG_NAME, bundled_config, config_reads
from skillkeeper.check.scan.mounts import (
    COMPOSE_FILE,
    compose_mounts,
    host_path_mounts,
    staged_folders,
    staged_sends,
)
from skillkeeper.check.scan.pyconsts import expand_loops, imported_constants, module_attributes
from skillkeeper.check.scan.resolve import reveals
from skillkeeper.check.scan.text import Doc

_SCRIPT_LANGS = frozenset({"python", "ruby", "javascript", "typescript", "perl", "php", "powershell", "shell", "lua"})


class CrossFile:
    """What the skill's files say about one another, gathered once per scan."""

    def __init__(self, docs: list[Doc], langs: dict[str, str]) -> None:
        by_name: dict[str, list[tuple[str, str]]] = {}
        for d in docs:
            if not d.origin:
                by_name.setdefault(d.path.rsplit("/", 1)[-1], []).append((d.path, d.text))
        self._by_name = by_name
        self._config = bundled_config(by_name)
        self._staged = staged_folders(d.text for d in docs if langs.get(d.path) == "shell")

    def _module(self, dotted: str) -> str | None:
        last = dotted.rsplit(".", 1)[-1]
        found = self._by_name.get(f"{last}.py") if last else None
        return found[0][1] if found else None

    def prepared(self, doc: Doc, lang: str) -> tuple[str, dict[str, str]]:
        """The doc's text with cross-file values put in place, and the values it imports (by name)."""
        text = doc.text
        if lang in _SCRIPT_LANGS and CONFIG_NAME.search(text):
            text = config_reads(text, self._config)
        if lang == "data" and COMPOSE_FILE.search(doc.path):
            text = compose_mounts(text)
        elif lang == "data" and "hostPath" in text:
            text = host_path_mounts(text)
        if lang == "shell" and self._staged:
            text = staged_sends(text, self._staged)
        imported: dict[str, str] = {}
        if lang == "python" and "import" in text:
            text = module_attributes(text, self._module)
            imported = imported_constants(text, self._module)
        return text, imported

    @staticmethod
    def finished(original: str, prepared: str, resolved: str | None, lang: str) -> str | None:
        """The view to scan: the resolved text (or the prepared one), None when it shows nothing new."""
        out = resolved if resolved is not None else prepared
        if lang == "python" and "for " in out:
            out = expand_loops(out)
        if out == original:
            return None
        before, after = original.split("\n"), out.split("\n")
        # Resolving may join lines; the readings here keep them, so a like-for-like check is possible.
        if out != resolved and len(before) == len(after) and not reveals(before, after):
            return None
        return out
