"""Derived views of a skill's files, scanned as more documents: what a file says once decoded.

A resolved view undoes literal indirection in a script, a build file or a Markdown fence
(resolve.py); an English gloss makes instructions in other languages readable to the prose
rules (gloss.py); commands held in config files (task runs, tox commands, `...Command` keys) are read
as a shell script, and their `python -c` programs as Python. Each view names its file (`Doc.origin`); the
engine drops a view's finding when the file has one of the same code, and keeps only critical ones.
"""

from __future__ import annotations

import contextlib
import json
import re

from skillkeeper.check.scan.crossfile import CrossFile
from skillkeeper.check.scan.gloss import english_gloss
from skillkeeper.check.scan.langs import code_lang
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.opsview import ops_docs
from skillkeeper.check.scan.progview import program_docs
from skillkeeper.check.scan.resolve import assignments, resolved_text, sourced_names
from skillkeeper.check.scan.spawn import spawned_docs
from skillkeeper.check.scan.steps import command_lines
from skillkeeper.check.scan.text import Doc, DocKind


def derived_docs(docs: list[Doc]) -> list[Doc]:
    """Resolved views, task commands and English glosses of `docs` (only where they differ from the file)."""
    return (
        resolved_docs(docs)
        + task_docs(docs)
        + glossed_docs(docs)
        + patched_docs(docs)
        + spawned_docs(docs)
        + notebook_docs(docs)
        + step_program_docs(docs)
        + ops_docs(docs)
        + program_docs(docs)
    )


def step_program_docs(docs: list[Doc]) -> list[Doc]:
    """`python -c` / `node -e` programs in a Markdown file's shell fences and inline steps, read in their language."""
    out = []
    for d in docs:
        lines = None if d.origin else command_lines(d, ("python", "node"), fences=True)
        if lines is not None:
            out.extend(_inline_programs(d.path, lines, ("python", "javascript")))
    return out


def notebook_docs(docs: list[Doc]) -> list[Doc]:
    """A Jupyter notebook's code cells, as the Python they are ("Run all" runs them), and its `!` lines as shell.

    The cells' lines are joined in order (a finding's line counts in that view, not in the notebook's JSON).
    """
    out = []
    for d in docs:
        if d.origin or not d.path.lower().endswith(".ipynb") or '"cells"' not in d.text:
            continue
        try:
            cells = json.loads(d.text).get("cells")
        except (ValueError, AttributeError):
            continue
        if not isinstance(cells, list):
            continue
        body: list[str] = []
        shell: list[str] = []
        for cell in cells:
            if not isinstance(cell, dict) or cell.get("cell_type") != "code":
                continue
            source = cell.get("source")
            text = "".join(s for s in source if isinstance(s, str)) if isinstance(source, list) else source
            for line in text.split("\n") if isinstance(text, str) else []:
                # IPython magics and shell escapes (`%pip`, `!curl`) are not Python; `!` lines go to a shell.
                bare = line.lstrip()
                body.append("" if bare.startswith(("%", "!")) else line)
                shell.append(bare[1:] if bare.startswith("!") else "")
        if any(line.strip() for line in body):
            out.append(Doc(f"{d.path} (code cells)", "\n".join(body), "code", "python", origin=d.path))
        if any(shell):
            out.append(Doc(f"{d.path} (shell escapes)", "\n".join(shell), "code", "shell", origin=d.path))
    return out


_PATCH_TARGET = lazy(r"^\+\+\+ (?:b/)?([^\t\n]+)", re.M)


def patched_docs(docs: list[Doc]) -> list[Doc]:
    """What a patch or diff adds to each file it touches, as that file (same lines as the patch).

    A skill that has the agent `git apply` a patch ships the added lines into the user's files; they are
    read as the file they land in (a `.py` target as Python, a workflow as a workflow).
    """
    out = []
    for d in docs:
        if d.origin or "\n+++ " not in d.norm or "\n@@" not in d.norm:
            continue
        lines = d.norm.split("\n")
        by_target: dict[str, list[str]] = {}
        target = ""
        for i, line in enumerate(lines):
            if line.startswith("+++ "):
                m = _PATCH_TARGET.match(line)
                target = m.group(1).strip() if m else ""
                if target and target != "/dev/null":
                    by_target.setdefault(target, [""] * len(lines))
                continue
            if not target or target not in by_target or line.startswith(("---", "@@", "-", "\\")):
                continue
            # Added lines and context lines: the file as it reads after the patch.
            by_target[target][i] = line[1:] if line[:1] in "+ " else ""
        for name, body in by_target.items():
            text = "\n".join(body)
            lang = code_lang(name, text)
            kind: DocKind = "prose" if lang is None else "code"
            out.append(Doc(f"{d.path} (patched)/{name}", text, kind, lang or "data", origin=d.path))
    return out


# Manifests whose named commands a task runner hands to a shell (`npm run x`, `deno task x`, `composer x`).
_TASK_KEYS = {"package.json": "scripts", "deno.json": "tasks", "deno.jsonc": "tasks", "composer.json": "scripts"}


def task_docs(docs: list[Doc]) -> list[Doc]:
    """The commands of package.json scripts, deno.json tasks and composer scripts, as a shell script (same lines)."""
    out = []
    for d in docs:
        key = _TASK_KEYS.get(d.path.rsplit("/", 1)[-1].lower())
        if key is None or d.origin or f'"{key}"' not in d.text:
            continue
        try:
            tasks = json.loads(d.text).get(key)
        except (ValueError, AttributeError):
            continue
        if not isinstance(tasks, dict):
            continue
        lines = [""] * (d.text.count("\n") + 1)
        for name, command in tasks.items():
            at = d.text.find(f'"{name}"')
            if isinstance(command, str) and at >= 0:
                lines[d.text.count("\n", 0, at)] = command
        if any(lines):
            out.append(Doc(f"{d.path} (tasks)", "\n".join(lines), "code", "shell", origin=d.path))
            out.extend(_inline_programs(d.path, lines, ("javascript",)))
    return out + config_command_docs(docs)


# Keys whose string value a task runner, editor, container tool or test runner hands to a shell: mise/poe/uv
# task `run`, tox `commands`, pre-commit `entry`, devcontainer `postCreateCommand`, VS Code task `command`.
_CONFIG_FILE = lazy(r"(?i)\.(?:toml|ini|cfg|json|jsonc)$")
_COMMAND_KEY = lazy(
    r"""^[ \t]*"?(?:run|cmd|command|commands|script|entry|exec|\w*Command)"?[ \t]*[=:][ \t]*"""
    r"""(?:"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'|([^\s"'\[{][^\n]*))?[ \t]*,?[ \t]*$""",
    re.M,
)
# A JSON command key inside a line (`{ "type": "command", "command": "..." }`, how hooks are written inline).
_INLINE_JSON_COMMAND = lazy(r'[{,][ \t]*"(?:run|cmd|command|script|exec|\w*Command)"[ \t]*:[ \t]*"((?:[^"\\\n]|\\.)*)"')
_CONTINUED = lazy(r"^[ \t]+(\S[^\n]*)$")
# `python -c "..."` and `node -e "..."` in a command: the inline program, read in its language.
_INLINE_PY = lazy(r"""\bpython3?(?:\.\d+)?\s+-c\s+(?:"((?:[^"\\\n]|\\.)+)"|'([^'\n]+)')""")
_INLINE_JS = lazy(r"""\bnode(?:js)?\s+(?:-e|--eval|-p|--print)\s+(?:"((?:[^"\\\n]|\\.)+)"|'([^'\n]+)')""")
_INLINE = {"python": (_INLINE_PY, "inline python"), "javascript": (_INLINE_JS, "inline node")}


def _inline_programs(path: str, lines: list[str], langs: tuple[str, ...]) -> list[Doc]:
    """The `python -c` / `node -e` programs in a file's command lines, each language as one view (same lines)."""
    out = []
    for lang in langs:
        pattern, label = _INLINE[lang]
        body = ["" for _ in lines]
        for i, line in enumerate(lines):
            code = pattern.search(line)
            if code is not None:
                body[i] = (code.group(1) or code.group(2) or "").replace('\\"', '"')
        if any(body):
            out.append(Doc(f"{path} ({label})", "\n".join(body), "code", lang, origin=path))
    return out


def config_command_docs(docs: list[Doc]) -> list[Doc]:
    """Commands held in config files' command keys, as a shell script, and inline `python -c` programs, as Python."""
    out = []
    for d in docs:
        if d.origin or d.lang != "data" or not _CONFIG_FILE.search(d.path):
            continue
        src = d.text.split("\n")
        lines = [""] * len(src)
        for m in _COMMAND_KEY.finditer(d.text):
            row = d.text.count("\n", 0, m.start())
            value = m.group(1) if m.group(1) is not None else m.group(2) or m.group(3) or ""
            if m.group(1) is not None:
                with contextlib.suppress(ValueError):
                    value = json.loads(f'"{value}"')
            lines[row] = value
            # An INI key's value may continue on indented lines (tox `commands =`).
            for nxt in range(row + 1, len(src) if d.path.lower().endswith((".ini", ".cfg")) else 0):
                cont = _CONTINUED.match(src[nxt])
                if cont is None or "=" in cont.group(1).split(" ", 1)[0]:
                    break
                lines[nxt] = cont.group(1)
        if d.path.lower().endswith((".json", ".jsonc")):
            for row, line in enumerate(src):
                if lines[row]:
                    continue
                found = []
                for m in _INLINE_JSON_COMMAND.finditer(line):
                    with contextlib.suppress(ValueError):
                        found.append(json.loads(f'"{m.group(1)}"'))
                lines[row] = " ; ".join(found)
        if not any(lines):
            continue
        text = "\n".join(lines)
        out.append(Doc(f"{d.path} (commands)", text, "code", "shell", origin=d.path))
        out.extend(_inline_programs(d.path, lines, ("python", "javascript")))
    return out


def glossed_docs(docs: list[Doc]) -> list[Doc]:
    """English glosses of prose written in other languages (see gloss.py), same lines as the file."""
    out = []
    for d in docs:
        if d.kind != "prose" or d.origin:
            continue
        text = english_gloss(d.text)
        if text is None:
            continue
        fm_end = 0
        if d.frontmatter_end:
            lines = d.text.count("\n", 0, d.frontmatter_end)
            fm_end = len("\n".join(text.split("\n")[:lines])) + 1 if lines else 0
        out.append(Doc(f"{d.path} (English gloss)", text, "prose", d.lang, frontmatter_end=fm_end, origin=d.path))
    return out


_RESOLVE_DATA = lazy(
    r"(?i)(?:^|/)(?:makefile|gnumakefile|dockerfile|justfile|[^/]*\.(?:mk|ya?ml|json|toml|conf|cfg|env))$"
)


def _resolve_lang(doc: Doc) -> str | None:
    if doc.kind == "code":
        return doc.lang
    if _RESOLVE_DATA.search(doc.path):
        return "make" if re.search(r"(?i)(?:^|/)(?:gnu)?makefile$|\.mk$", doc.path) else "data"
    return None


# Words that show a file may source or load another (see resolve.sourced_names); most files skip the pass.
_LOAD_HINTS = ("source", ". ", "include", "dotenv-", "env_file")


def resolved_docs(docs: list[Doc]) -> list[Doc]:
    """Resolved views of scripts and build files (see resolve.py), with values from the files they source."""
    langs = {d.path: lang for d in docs if (lang := _resolve_lang(d)) is not None}
    by_name: dict[str, list[Doc]] = {}
    for d in docs:
        if d.path in langs:
            by_name.setdefault(d.path.rsplit("/", 1)[-1], []).append(d)
    # Scripts that source one another share their variables (a parent sources both).
    group = {p: p for p in langs}

    def root(p: str) -> str:
        while group[p] != p:
            p = group[p]
        return p

    for d in docs:
        if d.path in langs and any(hint in d.text for hint in _LOAD_HINTS):
            for name in sourced_names(d.text):
                for other in by_name.get(name, []):
                    group[root(other.path)] = root(d.path)
    shared: dict[str, dict[str, str]] = {}
    for d in docs:
        if (d.path in langs and root(d.path) != d.path) or any(root(p) == d.path and p != d.path for p in langs):
            shared.setdefault(root(d.path), {}).update(assignments(d.text, langs[d.path]))
    cross = CrossFile(docs, langs)
    out = []
    for d in docs:
        lang = langs.get(d.path)
        if lang is None:
            continue
        prepared, imported = cross.prepared(d, lang)
        outside = {**shared.get(root(d.path), {}), **imported}
        text = cross.finished(d.text, prepared, resolved_text(prepared, lang, outside), lang)
        if text is not None:
            out.append(Doc(f"{d.path} (resolved)", text, d.kind, d.lang, origin=d.path))
    named: dict[str, list[Doc]] = {}
    for d in docs:
        named.setdefault(d.path.rsplit("/", 1)[-1], []).append(d)
    out.extend(filter(None, (_resolved_blocks(doc, named) for doc in docs)))
    return out


def _resolved_blocks(doc: Doc, named: dict[str, list[Doc]]) -> Doc | None:
    """A Markdown file with its shell and script fences resolved (prose kept, so examples stay examples).

    The fences of one language are resolved together, as one session: a variable set in one
    block reaches the next (as it does when the agent runs them in one shell), and so does one
    set in a bundled file the shell fences source (`. assets/prod.env`), named by `named` (base name).
    """
    if doc.kind != "prose" or doc.origin or not doc.blocks:
        return None
    text = doc.text
    by_lang: dict[str, list[tuple[int, int]]] = {}
    for block in doc.blocks:
        lang = _FENCE_LANGS.get(block.lang.lower())
        if lang is not None:
            by_lang.setdefault(lang, []).append((block.start, block.end))
    replaced: list[tuple[int, int, str]] = []
    for lang, spans in by_lang.items():
        bodies = [text[a:b] for a, b in spans]
        joined = "\n".join(bodies)
        outside: dict[str, str] = {}
        if lang == "shell" and ("source" in joined or ". " in joined):
            for name in sourced_names(joined):
                for other in named.get(name, []):
                    outside.update(assignments(other.text, "shell"))
        resolved = resolved_text(joined, lang, outside)
        if resolved is None:
            continue
        lines = resolved.split("\n")
        at = 0
        for (a, b), body in zip(spans, bodies, strict=True):
            old = body.split("\n")
            new = lines[at : at + len(old)]
            at += len(old)
            if new != old:
                # A large input comes back with only its changed lines; keep the rest as written.
                replaced.append((a, b, "\n".join(n or o for n, o in zip(new, old, strict=False))))
    if not replaced:
        return None
    pieces: list[str] = []
    last = 0
    for a, b, body in sorted(replaced):
        pieces += [text[last:a], body]
        last = b
    pieces.append(text[last:])
    return Doc(
        f"{doc.path} (resolved)",
        "".join(pieces),
        "prose",
        doc.lang,
        frontmatter_end=doc.frontmatter_end,
        origin=doc.path,
    )


_FENCE_LANGS = {
    **dict.fromkeys(("bash", "sh", "shell", "zsh", "console", ""), "shell"),
    **dict.fromkeys(("python", "py", "python3"), "python"),
    **dict.fromkeys(("js", "javascript", "node", "ts", "typescript"), "javascript"),
    **dict.fromkeys(("powershell", "ps1", "pwsh"), "powershell"),
    **dict.fromkeys(("ruby", "rb"), "ruby"),
    **dict.fromkeys(("perl", "pl"), "perl"),
    "makefile": "make",
}
