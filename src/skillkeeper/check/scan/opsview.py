"""Ops and build tools' declarative steps read as the shell lines they amount to (never run).

An Ansible `get_url` task is `curl URL -o DEST`, a later `command: DEST` runs what it fetched; `uri` with a
`lookup('file', P)` body posts P; `copy` with `remote_src` is `cp SRC DEST`. Terraform's `data "http"` fetches its
URL (a `${var.name}` in it is `$NAME`); CMake's `file(DOWNLOAD URL FILE)` then `include(FILE)` fetches and runs a
script. Each view keeps the file's line numbers, so the shell rules judge what the step does and point at the
line. A download pinned by its checksum (`checksum:`, `EXPECTED_HASH`) is left out: the hash is the review.
"""

from __future__ import annotations

import itertools
import re

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.text import Doc
from skillkeeper.check.scan.viewtext import view_text

_ANSIBLE_MODULE = lazy(r"^\s*(?:-\s+)?(?:ansible\.builtin\.)?(get_url|uri|copy|command|shell)\s*:\s*(.*)$")
# The value is stripped after the match: a lazy `(.*?)\s*$` tries every split of a long blank run.
_ANSIBLE_FIELD = lazy(r"^\s*(url|dest|checksum|src|remote_src|body|cmd)\s*:(.*)$")
_TASK_START = lazy(r"^\s*-\s")
_JINJA = lazy(r"\{\{\s*(\w+)\s*\}\}")
_LOOKUP_FILE = lazy(r"""lookup\(\s*['"](?:ansible\.builtin\.)?file['"]\s*,\s*['"]([^'"]+)['"]""")
_TF_HTTP = lazy(r'^\s*data\s+"http"\s+"[\w-]+"\s*\{')
_TF_URL = lazy(r'^\s*url\s*=\s*"([^"\n]+)"')
_TF_VAR = lazy(r"\$\{var\.(\w+)\}")
# The options after FILE are read up to 2,000 characters: an unclosed call would otherwise be read to the end of
# the file from every `file(DOWNLOAD` in it.
_CMAKE_DOWNLOAD = lazy(r"(?is)\bfile\s*\(\s*DOWNLOAD\s+(\S+)\s+([^\s)]+)((?:\s[^)]{0,2000})?)\)")
_CMAKE_INCLUDE = lazy(r"(?i)^\s*include\s*\(\s*([^\s)]+)\s*\)")


def _unquote(value: str) -> str:
    return value.strip().strip("'\"")


def _ansible_lines(text: str, lines: list[str]) -> None:
    """Fill `lines` with the shell each Ansible task amounts to."""
    src = text.split("\n")
    starts = [i for i, line in enumerate(src) if _TASK_START.match(line)] + [len(src)]
    fetched: set[str] = set()
    for a, b in itertools.pairwise(starts):
        module, at, inline = "", a, ""
        fields: dict[str, tuple[int, str]] = {}
        for i in range(a, b):
            if m := _ANSIBLE_MODULE.match(src[i]):
                module, at, inline = m.group(1), i, m.group(2)
            elif m := _ANSIBLE_FIELD.match(src[i]):
                fields.setdefault(m.group(1), (i, _JINJA.sub(lambda j: f"${j.group(1).upper()}", m.group(2).strip())))
        url = _unquote(fields.get("url", (0, ""))[1])
        if module == "get_url" and url and "dest" in fields and "checksum" not in fields:
            dest = _unquote(fields["dest"][1])
            lines[fields["url"][0]] = f"curl -fsSL {url} -o {dest}"
            fetched.add(dest)
        elif module in {"command", "shell"}:
            command = _unquote(inline or fields.get("cmd", (0, ""))[1])
            if command.split(" ", 1)[0] in fetched:
                lines[at] = f"sh {command}"
        elif module == "uri" and url and (path := _LOOKUP_FILE.search(fields.get("body", (0, ""))[1])):
            lines[fields["url"][0]] = f"curl -s -d @{path.group(1)} {url}"
        elif module == "copy" and "src" in fields and "dest" in fields and "remote_src" in fields:
            lines[fields["src"][0]] = f"cp {_unquote(fields['src'][1])} {_unquote(fields['dest'][1])}"


def _terraform_lines(text: str, lines: list[str]) -> None:
    """A `data "http"` source's URL as the curl it is, `${var.name}` as `$NAME`."""
    src = text.split("\n")
    for i, line in enumerate(src):
        if _TF_HTTP.match(line):
            for j in range(i + 1, min(i + 12, len(src))):
                if m := _TF_URL.match(src[j]):
                    url = _TF_VAR.sub(lambda v: f"${v.group(1).upper()}", m.group(1))
                    lines[j] = f'curl -s "{url}"'
                    break


def _cmake_lines(text: str, lines: list[str]) -> None:
    """`file(DOWNLOAD URL FILE)` without an expected hash as curl, and `include(FILE)` of it as `source FILE`."""
    fetched = set()
    for m in _CMAKE_DOWNLOAD.finditer(text):
        if re.search(r"(?i)EXPECTED_(?:HASH|MD5)", m.group(3)) is None:
            lines[text.count("\n", 0, m.start())] = f"curl -fsSL {m.group(1)} -o {m.group(2)}"
            fetched.add(m.group(2))
    for i, line in enumerate(text.split("\n")):
        if (inc := _CMAKE_INCLUDE.match(line)) and inc.group(1) in fetched:
            lines[i] = f"source {inc.group(1)}"


def ops_docs(docs: list[Doc]) -> list[Doc]:
    """Shell views of Ansible task files, Terraform and CMake files (only those with a step to read)."""
    out = []
    for d in docs:
        if d.origin:
            continue
        path, text = d.path.lower(), view_text(d.text)
        lines = [""] * (text.count("\n") + 1)
        if path.endswith((".yml", ".yaml")) and any(d.has(k) for k in ("get_url", "uri:", "remote_src", "command:")):
            _ansible_lines(text, lines)
        elif path.endswith(".tf") and d.has('"http"'):
            _terraform_lines(text, lines)
        elif (path.endswith(".cmake") or path.rsplit("/", 1)[-1] == "cmakelists.txt") and d.has("download"):
            _cmake_lines(text, lines)
        if any(lines):
            out.append(Doc(f"{d.path} (as shell)", "\n".join(lines), "code", "shell", origin=d.path))
    return out
