"""Resolved views of scripts: literal-string indirection undone so the other rules read what runs.

An attacker splits `curl ... | sh` into parts, keeps them in variables (or in a file the
script sources), escapes or hex-encodes them, or builds `~/.ssh/id_rsa` with a path join.
`resolved_text` folds that back, line by line (line numbers stay those of the file):
escape runs and hex / char-code strings decoded, adjacent literals joined, variables with a
literal value substituted (shell, Make, and `name = '...'` in the script languages), list
joins and path joins with literal parts rendered, rot13 strings decoded where the file
names rot13. Nothing is run; every step is a bounded regex pass. The result is scanned as
one more document (`<path> (resolved)`), only when it differs from the file.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Mapping

from skillkeeper.check.scan.lazyre import lazy

_MAX_VALUE = 400
_MAX_SUBS = 400
_MAX_PASSES = 6
_WHOLE_BELOW = 16 * 1024

_ESC_RUN = lazy(r"(?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\[0-7]{3}){4,}")
_ESC_ONE = lazy(r"\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}|\\([0-7]{3})")
_HEX = lazy(r"[0-9a-fA-F]{16,}")
# `$(printf '\x72\x6d')`: a command substitution that only spells a word in escapes is that word.
_PRINTF_SUB = lazy(r"""\$\(\s*printf\s+(['"])((?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}|[\w.-])+)\1\s*\)""")
_CHAR_CODES = lazy(r"\d{2,3}(?:\s*,\s*\d{2,3}){7,}")
# String literals read left to right (escapes included, so quotes pair as the language pairs them),
# and what may stand between two that are joined: `+`, `.` (Perl, PHP), `..` (Lua) or nothing ("ba""sh").
_STRING = lazy(r"""(["'])((?:\\.|(?!\1)[^\\\n])*)\1""")
_JOIN_GAP = lazy(r"\s*(?:\+|\.\.?|\s)\s*|")
# A closing quote next to an opening one: where a join may be.
_ADJACENT = lazy(r"[\"']\s*(?:\+|\.\.?)?\s*[\"']")
_SH_ASSIGN = lazy(
    r"""(?:^[ \t]*(?:(?:export|local|readonly)[ \t]+)?|[;&][ \t]*)([A-Za-z_]\w*)="""
    r"""(?:'([^'\n]*)'|"([^"\n]*)"|\(([^()\n]*)\)|([^\s;&|<>()`'"]*))""",
    re.M,
)
_MAKE_ASSIGN = lazy(r"^([A-Za-z_]\w*)\s*[:?]?=\s*([^\n#]*?)\s*$", re.M)
_YAML_ENV = lazy(r"""^[ \t]+([A-Z][A-Z0-9_]*):[ \t]+["']?([\w./:@-]+)["']?[ \t]*$""", re.M)
_LIT_ASSIGN = lazy(
    r"""^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*"""
    r"""(?:(["'])([^"'\\\n]*)\2|\[((?:\s*(["'])[^"'\\\n]*\5\s*,?)+)\])\s*;?\s*$""",
    re.M,
)
_SH_REF = lazy(r"\$\{([A-Za-z_]\w*)(?:\[(@|\*|\d+)\])?(?::?-([^}\n]*))?\}|\$\(([A-Za-z_]\w*)\)|\$([A-Za-z_]\w*)")
_LIST_JOIN = lazy(
    r"""(["'])([^"'\n]{0,3})\1\s*\.\s*join\s*\(\s*\[([^\]\n]*)\]\s*\)|\[([^\]\n]*)\]\s*\.\s*join\s*\(\s*(["'])([^"'\n]{0,3})\5\s*\)"""
    r"""|\bstrings\.Join\(\s*\[\]string\{([^}\n]*)\}\s*,\s*(["'])([^"'\n]{0,3})\8\s*\)"""
)
_PATH_JOIN = lazy(
    r"(?:os\.path\.join|path\.join|joinpath|filepath\.Join|File\.join|Path\.Combine|Join-Path)\s*\(?([^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\)?"
)
_PATH_SLASH = lazy(r"""(?:Path\.home\(\)|\w+)((?:\s*/\s*(["'])[\w.@~-]+\2)+)""")
_LITERAL = lazy(r"""(["'])([^"'\n]*)\1""")
_ROT13_NAMED = lazy(r"(?i)rot_?13|a-za-z['\"]?\s+['\"]?n-za-m")
_SLASH_LITERAL = lazy(r"/\s*[\"']")
# Words the rules act on (commands, evaluators, secrets' paths, the network). Resolving that only
# renames plain values (a constant, a joined message) shows none and makes no view: it would cost
# a second scan of the file for nothing.
_ACTIVE = lazy(
    r"\b(?:curl|wget|sh|bash|zsh|eval|exec|system|popen|iex|invoke-\w+|powershell|python\d?|perl|ruby|node|nc|ncat|base64"
    r"|chmod|crontab|sudo|rm|tee|ssh|aws|docker|kube|gnupg|credentials|id_\w+|authorized_keys|netrc|npmrc|pypirc|env|environ"
    r"|printenv|history|cookies|wallet|keychain|token|secret|password|https?|tcp|socket|launchctl|systemctl|schtasks|reg"
    r"|os\.environ|os\.system|subprocess\.\w+|drop|truncate|prod|production"
    # An environment variable's name built from parts (`'GH' + '_TO' + 'KEN'`).
    r"|\w*_(?:token|secret|password|key)|\w+_(?:api|access)_key\w*)\b"
    r"|\.env\b|\|\s*\w+|/dev/tcp|~/|['\"]~['\"]|\.[\w-]+/[\w.-]+"
    # A mail address where a name stood (a fixed Bcc built from parts).
    r"|[\w.+-]+@[\w-]+\.[\w.-]+"
)
# A name given the home folder (`$t = $env:USERPROFILE`, `h = os.homedir()`): later uses read as the
# home folder itself, so `Remove-Item $t` or `h + '/.bashrc'` show what they touch.
_HOME_ASSIGN = lazy(
    r"^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?(\$?)([A-Za-z_]\w*)\s*:?=\s*"
    r"(?:\$env:(?:USERPROFILE|HOME)|\$HOME|\[Environment\]::GetFolderPath\(\s*['\"]UserProfile['\"]\s*\)"
    r"|(?:os\.)?homedir\(\)|(?:pathlib\.)?Path\.home\(\)|Dir\.home|os\.path\.expanduser\(\s*['\"]~['\"]\s*\)"
    r"|ENV\[['\"]HOME['\"]\])\s*;?\s*$",
    re.M,
)
_HOME_HINTS = ("homedir", "USERPROFILE", "$HOME", "Path.home", "Dir.home", "expanduser", "UserProfile", "'HOME'")
# Python reached by name: `getattr(m, 'environ')` is `m.environ`, `importlib.import_module('os')` is `os`,
# and `mod = os` makes `mod` that module on later lines.
_GETATTR = lazy(r"""\bgetattr\(\s*([A-Za-z_][\w.]*)\s*,\s*['"]([A-Za-z_]\w*)['"]\s*\)""")
_IMPORT_BY_NAME = lazy(r"""\b(?:importlib\.import_module|__import__)\(\s*['"]([A-Za-z_][\w.]*)['"]\s*\)""")
_MODULE_ALIAS = lazy(
    r"^[ \t]*([A-Za-z_]\w*)\s*=\s*(os|sys|subprocess|socket|base64|shutil|urllib\.request|requests|http\.client)\s*$",
    re.M,
)


def _python_names(text: str) -> str:
    if "getattr(" not in text and "import_module(" not in text and "__import__(" not in text:
        return text
    text = _IMPORT_BY_NAME.sub(r"\1", text)
    aliases = {m.group(1): m.group(2) for m in _MODULE_ALIAS.finditer(text) if m.group(1) != m.group(2)}
    if aliases:
        use = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, aliases)) + r")\b(?=\s*[.,)])")
        text = use.sub(lambda m: aliases[m.group(1)], text)
    return _GETATTR.sub(r"\1.\2", text)


_LITERAL_ASSIGN_HINTS = ("= '", '= "', "='", '="', "= [", "=[")
_MAKE_BUILTINS = {"SHELL": "sh", "MAKE": "make", "CURDIR": "."}


def _decode_escapes(m: re.Match[str]) -> str:
    out = []
    for e in _ESC_ONE.finditer(m.group(0)):
        hex_, u4, ubr, octal = e.groups()
        code = int(hex_ or u4 or ubr, 16) if not octal else int(octal, 8)
        out.append(chr(code) if 32 <= code < 127 or code in (9,) else "?")
    return "".join(out)


def _printable(data: bytes) -> str | None:
    if not data or any(b < 32 or b > 126 for b in data if b not in (9, 10, 13)):
        return None
    return data.decode("ascii")


def _decode_hex(m: re.Match[str]) -> str:
    token = m.group(0)
    edge = m.string[m.start() - 1 : m.start()] + m.string[m.end() : m.end() + 1]
    if len(token) % 2 or token.isdigit() or token.isalpha() or any(c.isalnum() or c == "_" for c in edge):
        return token
    text = _printable(bytes.fromhex(token))
    return text if (text is not None and " " in text) or (text and "/" in text) else token


def _decode_codes(m: re.Match[str]) -> str:
    edge = m.string[m.start() - 1 : m.start()] + m.string[m.end() : m.end() + 1]
    if any(c.isalnum() or c in "_." for c in edge):
        return m.group(0)
    codes = [int(c) for c in re.findall(r"\d+", m.group(0))]
    if not all(32 <= c < 127 for c in codes):
        return m.group(0)
    return "'" + "".join(map(chr, codes)).replace("'", '"') + "'"


_JOIN_HINTS = ("'+", "' +", '"+', '" +', "''", '""', "'.", "' .", '".', '" .', "'\n", "' '", '" "')


def _join_literals(text: str) -> str:
    """Runs of adjacent literals as one (`'/.' + 'zshrc'` -> `'/.zshrc'`); literals with escapes stay apart.

    Only the lines where a quote meets a quote (across `+`, `.` or nothing) are read, from their start,
    where no literal is open (literals do not span lines).
    """
    if not any(h in text for h in _JOIN_HINTS):
        return text
    spans: list[tuple[int, int]] = []
    for m in _ADJACENT.finditer(text):
        a = text.rfind("\n", 0, m.start()) + 1
        b = text.find("\n", m.end())
        b = len(text) if b < 0 else b
        if spans and a <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(b, spans[-1][1]))
        else:
            spans.append((a, b))
    if not spans:
        return text
    pieces: list[str] = []
    last = 0
    for a, b in spans:
        pieces += [text[last:a], _join_span(text[a:b])]
        last = b
    pieces.append(text[last:])
    return "".join(pieces)


def _join_span(text: str) -> str:
    pieces: list[str] = []
    last = 0
    # The open run: its quote, its parts, where it starts and ends.
    parts: list[str] = []
    quote, start, end = "", -1, -1

    def close() -> None:
        if len(parts) > 1:
            pieces.append(text[last:start] + quote + "".join(parts) + quote)
        else:
            pieces.append(text[last:end])

    for m in _STRING.finditer(text):
        content = m.group(2)
        if "\\" in content:
            if start >= 0:
                close()
                last, start = end, -1
            continue
        if start >= 0 and _JOIN_GAP.fullmatch(text, end, m.start()):
            parts.append(content)
            end = m.end()
            continue
        if start >= 0:
            close()
            last = end
        quote, parts, start, end = m.group(1), [content], m.start(), m.end()
    if start >= 0:
        close()
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def _list_items(inner: str) -> list[str]:
    return [m.group(2) for m in _LITERAL.finditer(inner)]


def _list_join(m: re.Match[str]) -> str:
    sep, inner = (
        (m.group(2), m.group(3))
        if m.group(3) is not None
        else (m.group(6), m.group(4))
        if m.group(4) is not None
        else (m.group(9), m.group(7))
    )
    if _LITERAL.sub("", inner).strip(" \t,["):
        return m.group(0)  # a name among the items: joined once it is substituted
    return "'" + sep.join(_list_items(inner)) + "'"


def _path_join(m: re.Match[str]) -> str:
    args = m.group(1)
    parts = [p.strip() for p in args.split(",")]
    lits = [_LITERAL.fullmatch(p) for p in parts]
    if not parts or sum(1 for x in lits if x) < 1 or not any(lits[1:]):
        return m.group(0)
    # Only the literal pieces: ".ssh/id_rsa" is what the rules read, whatever the base folder.
    return "'" + "/".join(x.group(2).strip("/") for x in lits if x) + "'"


def _path_slash(m: re.Match[str]) -> str:
    return "'" + "/".join(x.group(2).strip("/") for x in _LITERAL.finditer(m.group(1))) + "'"


def assignments(text: str, lang: str) -> dict[str, str]:
    """Variables given a literal value in `text` (shell, Make, or `name = '...'`); last one wins."""
    values: dict[str, str] = {}
    if lang in {"shell", "make", "data"} and "=" in text:
        for m in _SH_ASSIGN.finditer(text):
            name, single, double, array, bare = m.groups()
            value = single if single is not None else double if double is not None else bare
            if array is not None:
                values[name + "[@]"] = " ".join(a.strip("'\"") for a in array.split())
                values[name] = array.split()[0].strip("'\"") if array.split() else ""
            elif value is not None:
                values[name] = value
    if lang in {"make", "data"}:
        for m in _MAKE_ASSIGN.finditer(text):
            values.setdefault(m.group(1), m.group(2))
    if lang == "data" and ":" in text:
        # An environment block of a YAML task or job file (`env:` / `variables:`, `BUCKET: name`) sets what
        # its `run:` commands read as $BUCKET; only upper-case names, as environment variables are written.
        for m in _YAML_ENV.finditer(text):
            values.setdefault(m.group(1), m.group(2))
    # A literal is assigned only where "=" meets a quote or a list: most scripts skip the pass.
    if lang not in {"shell", "make"} and any(h in text for h in _LITERAL_ASSIGN_HINTS):
        for m in _LIT_ASSIGN.finditer(text):
            if m.group(4) is not None:
                values[m.group(1) + "[]"] = m.group(4)
            else:
                values[m.group(1)] = m.group(3)
    if lang not in {"shell", "make", "data"} and any(h in text for h in _HOME_HINTS):
        for m in _HOME_ASSIGN.finditer(text):
            values.setdefault(m.group(2), "$env:USERPROFILE" if lang == "powershell" else "~")
    return {k: v[:_MAX_VALUE] for k, v in values.items()}


def _substitute_refs(text: str, values: Mapping[str, str], lang: str) -> str:
    count = 0

    def ref(m: re.Match[str]) -> str:
        nonlocal count
        name = m.group(1) or m.group(4) or m.group(5)
        index, default = m.group(2), m.group(3)
        if count >= _MAX_SUBS:
            return m.group(0)
        if index in {"@", "*"} and name + "[@]" in values:
            count += 1
            return values[name + "[@]"]
        if index is not None and index.isdigit() and name + "[@]" in values:
            items = values[name + "[@]"].split()
            count += 1
            return items[int(index)] if int(index) < len(items) else ""
        value = values.get(name)
        if value is None and m.group(4) and lang == "make":
            value = _MAKE_BUILTINS.get(name)
        if value is None:
            return default if default is not None else m.group(0)
        count += 1
        return value

    for _ in range(3):
        new = _SH_REF.sub(ref, text)
        if new == text:
            break
        text = new
    return text


def _substitute_names(text: str, values: Mapping[str, str]) -> str:
    """Script languages: a bare name with a literal value, used later on its line, becomes the literal."""
    names = [n for n in values if n.isidentifier() and (len(n) > 1 or values[n] == "~" or "://" in values[n])]
    lists = {n[:-2]: v for n, v in values.items() if n.endswith("[]")}
    if not names and not lists:
        return text
    table = {
        **{n: "'" + values[n].replace("'", '"') + "'" for n in names},
        **{n: "[" + v + "]" for n, v in lists.items()},
    }
    use = re.compile(
        r"(?<![\w.$'\"])\$?(" + "|".join(map(re.escape, sorted(table, key=len, reverse=True))) + r")\b(?!\s*:?=[^=])"
    )
    lines = text.split("\n")
    count = 0
    for i, line in enumerate(lines):
        if count >= _MAX_SUBS:
            break
        new, n = use.subn(lambda m: table[m.group(1)], line)
        count += n
        lines[i] = new
    return "\n".join(lines)


def resolved_text(text: str, lang: str, outside: Mapping[str, str] | None = None) -> str | None:
    """`text` with literal indirection undone (same lines), or None when nothing changed.

    `outside` holds values assigned in files this one sources. Never raises.
    """
    out = _ESC_RUN.sub(_decode_escapes, text) if "\\" in text else text
    if "printf" in out:
        out = _PRINTF_SUB.sub(lambda m: _ESC_ONE.sub(lambda e: _decode_escapes(e), m.group(2)), out)
    out = _CHAR_CODES.sub(_decode_codes, out)
    out = _HEX.sub(_decode_hex, out)
    out = _join_literals(out)
    if ".join" in out or "strings.Join" in out:  # a name given a joined list (`['a', 'b.org'].join('@')`)
        out = _LIST_JOIN.sub(_list_join, out)
    values = {**(outside or {}), **assignments(out, lang)}
    for again in (False, True):
        if values:
            if lang in {"shell", "make", "data", "powershell", "perl"}:
                out = _substitute_refs(out, values, lang)
            if lang not in {"shell", "make", "data"}:
                out = _substitute_names(out, values)
            out = _join_literals(out)
        if lang == "python" and not again:
            out = _python_names(out)
        if (".join" not in out and "strings.Join" not in out) or out == (out := _LIST_JOIN.sub(_list_join, out)):
            break
        # A list joined only now (a name among its items) gives its own name a literal for a second pass.
        values = {} if again or lang in {"shell", "make", "data"} else assignments(out, lang)
    if "join" in out or "Join" in out:
        out = _PATH_JOIN.sub(_path_join, out)
    if _SLASH_LITERAL.search(out):
        out = _PATH_SLASH.sub(_path_slash, out)
    out = _join_literals(out)
    if ("rot" in out or "ROT" in out or "-za-m" in out or "-ZA-M" in out) and _ROT13_NAMED.search(out):
        out = _LITERAL.sub(_with_rot13, out)
    if out == text:
        return None
    # A large file keeps only the lines that changed (the rest blank), so its view costs little
    # to scan; a small one stays whole, so flows across lines (read here, send there) still show.
    before = text.split("\n")
    after = out.split("\n")
    if len(before) == len(after) and not reveals(before, after):
        return None
    if len(text) > _WHOLE_BELOW and len(before) == len(after):
        after = [a if a != b else "" for a, b in zip(after, before, strict=True)]
    out = "\n".join(after)
    # "$HOME/.ssh"/id_rsa: in shell, quotes only group words; the path reads through them.
    return out.replace('"', "") if lang == "shell" else out


def reveals(before: list[str], after: list[str]) -> bool:
    """Whether resolving showed a word some rule acts on that the line did not hold (else the view adds nothing)."""
    for old, new in zip(before, after, strict=True):
        if old != new and set(_ACTIVE.findall(new.lower())) - set(_ACTIVE.findall(old.lower())):
            return True
    return False


def _with_rot13(m: re.Match[str]) -> str:
    return m.group(0) + " " + codecs.encode(m.group(2), "rot13") if len(m.group(2)) >= 12 else m.group(0)


_SOURCES = lazy(r"(?:^|[;&|]\s*|\bthen\s+)(?:source|\.)\s+[\"']?([^\s\"';&|]+)", re.M)


# Files a build, task or compose file, or a PowerShell script, loads values from: Make `include`, just's
# `set dotenv-path := '...'`, compose `env_file:`, PowerShell dot-sourcing (`. "$PSScriptRoot\\x.ps1"`).
_LOADS = lazy(
    r"""(?im)^\s*(?:-?include\s+|set\s+dotenv-(?:path|filename)\s*:=\s*|-?\s*env_file:\s*|\.\s+)["']?"""
    r"""(?:\$PSScriptRoot[\\/])?([^\s"';&|]+)"""
)


def sourced_names(text: str) -> set[str]:
    """Base names of the files a script sources or a build, task or compose file loads values from."""
    found = {m.group(1) for m in _SOURCES.finditer(text)} | {m.group(1) for m in _LOADS.finditer(text)}
    return {re.split(r"[/\\]", name)[-1] for name in found}
