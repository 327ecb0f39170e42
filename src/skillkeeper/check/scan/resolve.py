"""Resolved views of scripts: literal-string indirection undone so the other rules read what runs.

An attacker splits `curl ... | sh` into parts, keeps them in variables (or in a file the
script sources), escapes or hex-encodes them, or builds `~/.ssh/id_rsa` with a path join.
`resolved_text` folds that back, line by line (line numbers stay those of the file):
escape runs and hex / char-code strings decoded, adjacent literals joined, variables with a
literal value substituted (shell, Make, and `name = '...'` in the script languages), list
joins and path joins with literal parts rendered, rot13 strings decoded where the file
names rot13. Nothing is run; every step is a bounded regex pass. The result is scanned as
one more document (`<path> (resolved)`), only when it differs from the file. Decoding and
joining literals lives in literals.py; this module adds variables and the files a script sources.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from skillkeeper.check.scan.gated import Gated
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.literals import decode_literals, decode_rot13, join_lists, join_literals, join_paths

_MAX_VALUE = 400
_MAX_SUBS = 400
_MAX_PASSES = 6
_WHOLE_BELOW = 16 * 1024

_SH_ASSIGN = lazy(
    r"""(?:^[ \t]*(?:(?:export|local|readonly)[ \t]+)?|[;&][ \t]*)([A-Za-z_]\w*)="""
    r"""(?:'([^'\n]*)'|"([^"\n]*)"|\(([^()\n]*)\)|([^\s;&|<>()`'"]*))""",
    re.M,
)
_MAKE_ASSIGN = lazy(r"^([A-Za-z_]\w*)\s*[:?]?=\s*([^\n#]*?)\s*$", re.M)
_YAML_ENV = lazy(r"""^[ \t]+([A-Z][A-Z0-9_]*):[ \t]+["']?([\w./:@-]+)["']?[ \t]*$""", re.M)
# A line's end after the value: blanks, then `;` and blanks, or the last line end (`$`) within the blanks. Written as
# two tries so a long blank run is not split every way (`\s*;?\s*$` was, for each split, quadratic in the run).
_LINE_END = r"(?:\s*+;\s*|\s*)$"
_LIT_ASSIGN = lazy(
    r"""^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*"""
    r"""(?:(["'])([^"'\\\n]*)\2|\[((?:\s*+(["'])[^"'\\\n]*+\5\s*+,?)+)\])""" + _LINE_END,
    re.M,
)
_SH_REF = lazy(r"\$\{([A-Za-z_]\w*)(?:\[(@|\*|\d+)\])?(?::?-([^}\n]*))?\}|\$\(([A-Za-z_]\w*)\)|\$([A-Za-z_]\w*)")
# Words the rules act on (commands, evaluators, secrets' paths, the network). Resolving that only
# renames plain values (a constant, a joined message) shows none and makes no view: it would cost
# a second scan of the file for nothing.
_ACTIVE_WORDS = (
    r"\b(?:curl|wget|sh|bash|zsh|eval|exec|system|popen|iex|invoke-\w+|powershell|python\d?|perl|ruby|node|nc|ncat|base64"
    r"|chmod|crontab|sudo|rm|tee|ssh|aws|docker|kube|gnupg|credentials|id_\w+|authorized_keys|netrc|npmrc|pypirc|env|environ"
    r"|printenv|history|cookies|wallet|keychain|token|secret|password|https?|tcp|socket|launchctl|systemctl|schtasks|reg"
    r"|os\.environ|os\.system|subprocess\.\w+|drop|truncate|prod|production"
    # An environment variable's name built from parts (`'GH' + '_TO' + 'KEN'`).
    r"|\w*_(?:token|secret|password|key)|\w+_(?:api|access)_key\w*)\b"
    r"|\.env\b|\|\s*\w+|/dev/tcp|~/|['\"]~['\"]|\.[\w-]+/[\w.-]+"
)
# A mail address where a name stood (a fixed Bcc built from parts), tried once per run of its name's characters
# before an `@` (from every point of the run, each try read it again: quadratic in a long run).
_ACTIVE = Gated(
    lazy(_ACTIVE_WORDS + r"|[\w.+-]+@[\w-]+\.[\w.-]+"),
    ((_ACTIVE_WORDS,), (r"[\w.+-]", "@")),
    runs={r"[\w.+-]": r"[\w.+-]*"},
)
# A name given the home folder (`$t = $env:USERPROFILE`, `h = os.homedir()`): later uses read as the
# home folder itself, so `Remove-Item $t` or `h + '/.bashrc'` show what they touch.
_HOME_ASSIGN = lazy(
    r"^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?(\$?)([A-Za-z_]\w*)\s*:?=\s*"
    r"(?:\$env:(?:USERPROFILE|HOME)|\$HOME|\[Environment\]::GetFolderPath\(\s*['\"]UserProfile['\"]\s*\)"
    r"|(?:os\.)?homedir\(\)|(?:pathlib\.)?Path\.home\(\)|Dir\.home|os\.path\.expanduser\(\s*['\"]~['\"]\s*\)"
    r"|ENV\[['\"]HOME['\"]\])" + _LINE_END,
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


# `root = CACHE_ROOT`: a second name for a value already known (a literal, an imported constant).
_ALIAS = lazy(
    r"^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*\$?([A-Za-z_]\w*)\s*;?\s*$", re.M
)


def _aliases(text: str, values: Mapping[str, str]) -> dict[str, str]:
    """Names given another name's known value, in file order (`a = X` then `b = a` reads both)."""
    found: dict[str, str] = {}
    for m in _ALIAS.finditer(text):
        name, other = m.groups()
        for suffix in ("", "[]"):
            value = found.get(other + suffix, values.get(other + suffix))
            if value is not None and name != other:
                found[name + suffix] = value
    return found


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
    out = join_literals(decode_literals(text))
    if ".join" in out or "strings.Join" in out:  # a name given a joined list (`['a', 'b.org'].join('@')`)
        out = join_lists(out)
    values = {**(outside or {}), **assignments(out, lang)}
    if values and lang not in {"shell", "make", "data"}:
        values.update(_aliases(out, values))
    for again in (False, True):
        if values:
            if lang in {"shell", "make", "data", "powershell", "perl"}:
                out = _substitute_refs(out, values, lang)
            if lang not in {"shell", "make", "data"}:
                out = _substitute_names(out, values)
            out = join_literals(out)
        if lang == "python" and not again:
            out = _python_names(out)
        if (".join" not in out and "strings.Join" not in out) or out == (out := join_lists(out)):
            break
        # A list joined only now (a name among its items) gives its own name a literal for a second pass.
        values = {} if again or lang in {"shell", "make", "data"} else assignments(out, lang)
    out = decode_rot13(join_literals(join_paths(out)))
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
    pairs = zip(before, after, strict=True)
    return any(old != new and bool(_active_words(new) - _active_words(old)) for old, new in pairs)


def _active_words(text: str) -> set[str]:
    """The words the rules act on that `text` holds (lower-cased)."""
    return {m.group(0) for m in _ACTIVE.finditer(text.lower())}


_SOURCES = lazy(r"(?:^|[;&|]\s*|\bthen\s+)(?:source|\.)\s+[\"']?([^\s\"';&|]+)", re.M)


# Files a build, task or compose file, or a PowerShell script, loads values from: Make `include`, just's
# `set dotenv-path := '...'`, compose `env_file:`, PowerShell dot-sourcing (`. "$PSScriptRoot\\x.ps1"`).
# The leading blanks are taken once (possessive): no alternative starts with a blank, so none is lost.
_LOADS = lazy(
    r"""(?im)^\s*+(?:-?include\s+|set\s+dotenv-(?:path|filename)\s*:=\s*|-?\s*env_file:\s*|\.\s+)["']?"""
    r"""(?:\$PSScriptRoot[\\/])?([^\s"';&|]+)"""
)


def sourced_names(text: str) -> set[str]:
    """Base names of the files a script sources or a build, task or compose file loads values from."""
    found = {m.group(1) for m in _SOURCES.finditer(text)} | {m.group(1) for m in _LOADS.finditer(text)}
    return {re.split(r"[/\\]", name)[-1] for name in found}
