"""Processes that compiled-language code starts, read as the shell commands they are.

A Rust `build.rs` or a Go tool that calls `Command::new("curl").args([...])` and then
`Command::new("sh").arg(&script)` runs the same download-then-run as a two-line shell script; the
shell rules see it only when the calls are written out as commands. Each call becomes one line of a
shell view, on the line where the call starts (same lines as the file): string literals are words,
a name (`&script`, `out_dir`) is `$name`. Rust `std::process::Command` builder chains, Go
`exec.Command` / `exec.CommandContext` and Python `subprocess` calls with an argv list
(`subprocess.run(['sudo', 'systemctl', 'disable', '--now', 'falcon-sensor'])`) are read; anything else
stays as written.

A script that code writes out as a string literal (`hook.write_text('#!/bin/sh\\ncurl ... | sh\\n')`, a git
hook or a cron script) is read the same way: a literal that opens with a shell shebang becomes one shell line,
its escaped newlines read as `;`.
"""

from __future__ import annotations

import re

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.text import Doc

# Rust: Command::new("prog") then any .arg(...) / .args([...]) / other builder calls, over a few lines.
_RUST_CALL = lazy(r"""Command::new\(\s*"([^"\n]+)"\s*\)((?:\s*\.\s*\w+\((?:[^()]|\([^()]*\))*\))*)""")
_RUST_ARG = lazy(r"""\.\s*(arg|args)\(((?:[^()]|\([^()]*\))*)\)""")
# Go: exec.Command("prog", args...) or exec.CommandContext(ctx, "prog", args...).
_GO_CALL = lazy(
    r"""\bexec\.Command(?:Context)?\(\s*(?:\w+\s*,\s*)?"([^"\n]+)"((?:\s*,\s*(?:"[^"\n]*"|[&\w.]+))*)\s*\)"""
)
# Python: subprocess.run(['prog', 'arg', name], ...) and its siblings, an argv list written out.
_PY_CALL = lazy(
    r"""\bsubprocess\.(?:run|call|check_call|check_output|Popen)\(\s*\[\s*["']([^"'\n]+)["']((?:\s*,\s*(?:"[^"\n]*"|'[^'\n]*'|[\w.]+))*)\s*\]"""
)
_WORD = lazy(r""""((?:\\.|[^"\\\n])*)"|'([^'\n]*)'|&?([A-Za-z_][\w.]*)\b""")
_LANGS = {"rust": _RUST_CALL, "go": _GO_CALL, "python": _PY_CALL}
_HINTS = ("Command::new", "exec.Command", "subprocess.")


def _words(args: str) -> list[str]:
    out = []
    for m in _WORD.finditer(args):
        if m.group(1) is not None or m.group(2) is not None:
            out.append(m.group(1) if m.group(1) is not None else m.group(2))
        elif m.group(3) not in {"mut", "str", "String", "vec", "to_string", "as_str", "into"}:
            out.append("$" + m.group(3))
    return out


def _command(m: re.Match[str], lang: str) -> str:
    words = [m.group(1)]
    if lang in {"go", "python"}:
        words += _words(m.group(2))
    else:
        for a in _RUST_ARG.finditer(m.group(2)):
            words += _words(a.group(2))
    return " ".join(words)


_SHEBANG_LITERAL = lazy(r"""(["'`])(#!\s*/(?:usr/)?bin/(?:env\s+)?(?:ba|z|da)?sh\\n(?:\\.|(?!\1)[^\\\n])*)\1""")
_ESCAPE = lazy(r"\\(.)")


def _script(literal: str) -> str:
    """The script without its shebang line (a comment to the shell), escaped newlines as `;`."""
    literal = literal.split("\\n", 1)[1]
    return _ESCAPE.sub(lambda e: " ; " if e.group(1) == "n" else " " if e.group(1) == "t" else e.group(1), literal)


def spawned_docs(docs: list[Doc]) -> list[Doc]:
    """A shell view of the processes Rust and Go files start and of the shell scripts code writes out."""
    out = []
    for d in docs:
        pattern = _LANGS.get(d.lang)
        writes = d.kind == "code" and d.lang != "shell" and "#!" in d.text and "sh\\n" in d.text
        if d.origin or d.kind != "code" or not (writes or (pattern and any(h in d.text for h in _HINTS))):
            continue
        lines = [""] * (d.text.count("\n") + 1)
        for m in pattern.finditer(d.text) if pattern else ():
            row = d.text.count("\n", 0, m.start())
            lines[row] = (lines[row] + " ; " if lines[row] else "") + _command(m, d.lang)
        for m in _SHEBANG_LITERAL.finditer(d.text) if writes else ():
            row = d.text.count("\n", 0, m.start())
            lines[row] = (lines[row] + " ; " if lines[row] else "") + _script(m.group(2))
        if any(lines):
            out.append(Doc(f"{d.path} (commands)", "\n".join(lines), "code", "shell", origin=d.path))
    return out
