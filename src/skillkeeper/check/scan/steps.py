"""Commands a Markdown file hands the agent inline (`4. Keep a copy off the machine: `curl ...``), read as lines.

A fenced block is walked as the script it is; a command quoted in a step's sentence runs the same way when the
agent follows the step. Only spans the prose presents as an instruction are read (not a catalogue entry, not
"never run `X`"), and only those that look like a command line (a space in them) and hold one of the caller's
needles, so most files cost one substring test.
"""

from __future__ import annotations

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.text import Doc

_SPAN = lazy(r"(?<!`)`([^`\n]{6,})`(?!`)")
# Fenced Markdown blocks run as scripts when a skill tells the agent to run them.
FENCE_SHELL = frozenset({"bash", "sh", "shell", "zsh", "console", "shell-session", "sh-session", "terminal", ""})
FENCE_JS = frozenset({"js", "javascript", "node", "nodejs", "mjs", "cjs", "ts", "typescript"})


def command_lines(doc: Doc, needles: tuple[str, ...], fences: bool = False) -> list[str] | None:
    """One entry per line of `doc`: its inline instruction commands holding a needle (and with `fences`, its shell
    fences' lines), blank elsewhere; None when there are none."""
    if doc.kind != "prose" or not any(doc.has(n) for n in needles):
        return None
    lines = [""] * (doc.text.count("\n") + 1)
    for m in _SPAN.finditer(doc.text):
        command = m.group(1).strip()
        lower = command.lower()
        if " " not in command or not any(n in lower for n in needles) or m.start() < doc.frontmatter_end:
            continue
        if doc.block_at(m.start()) is not None or doc.context(m.start(1)) != "instruction":
            continue
        row = doc.line_col(m.start())[0] - 1
        lines[row] = f"{lines[row]} ; {command}" if lines[row] else command
    for block in doc.blocks if fences else ():
        if block.lang in FENCE_SHELL:
            first = doc.line_col(block.start)[0]
            for i, line in enumerate(doc.text[block.start : block.end].split("\n")[1:-1]):
                lines[first + i] = line
    return lines if any(lines) else None
