"""Values a script reads from a bundled config file, put where the script reads them.

`cfg = YAML.load_file('config/release.yml')` then `File.read(cfg['credentials'])`: the key's value
sits in another file, so neither file alone shows what is read or where it goes. When a script
loads a bundled YAML, TOML, JSON or INI file by name (and the file is in the skill), each
`cfg['key']`, `cfg.get('key')` or `cfg.key` (also when a name holds the config's path)
whose path ends on a string (or a list of strings)
becomes that literal in the script's resolved view. The config is parsed as data (safe loaders,
bounded size); nothing is run, and only files inside the skill are read.
"""

from __future__ import annotations

import configparser
import json
import re
import tomllib
from collections.abc import Callable, Mapping

import yaml

from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.pyconsts import MAX_VALUE

_MAX_CONFIG = 64 * 1024
_MAX_LOADS = 8
CONFIG_NAME = lazy(r"""['"][^'"\n]*?([\w.-]+\.(?:ya?ml|toml|json|ini|cfg))['"]""")
# `name = <something that loads or parses 'x.yml'>` with optional keys after it (`...['pip']`).
_LOAD_LINE = lazy(
    r"""^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?\$?([A-Za-z_]\w*)\s*=\s*"""
    r"""([^\n]*?(?i:load|parse|read|require|open)[^\n]*?['"][^'"\n]*?[\w.-]+\.(?:ya?ml|toml|json|ini|cfg)['"][^\n]*?)((?:\[\s*['"][\w.-]+['"]\s*\])*)\s*;?\s*$""",
    re.M,
)
# `CONFIG = 'config/collect.yml'` (or a path built around that literal): a name for a bundled config's path.
# One greedy run before the extension: a lazy run then `[\w.-]+` would split a long literal every way.
_PATH_ASSIGN = lazy(
    r"""^[ \t]*(?:(?:const|let|var|my|our|local)\s+)?\$?([A-Za-z_]\w*)\s*=\s*[^\n'"]*"""
    r"""['"]([^'"\n]*[\w.-]\.(?:ya?ml|toml|json|ini|cfg))['"][^\n'"]*$""",
    re.M,
)
_LOADS_WORD = lazy(r"(?i)load|parse|read|require|open")
_KEY = lazy(r"""\[\s*['"]([\w.-]+)['"]\s*\]|\.get\(\s*['"]([\w.-]+)['"]\s*\)|\.([A-Za-z_]\w*)""")


def _parsed(path: str, text: str) -> object:
    """The config's data, or None when it does not parse (bad input is only not read)."""
    if len(text) > _MAX_CONFIG:
        return None
    try:
        if path.endswith((".yml", ".yaml")):
            return yaml.safe_load(text)
        if path.endswith(".toml"):
            return tomllib.loads(text)
        if path.endswith(".json"):
            return json.loads(text)
        parser = configparser.ConfigParser(interpolation=None)
        parser.read_string(text)
        return {s: dict(parser[s]) for s in parser.sections()}
    except (yaml.YAMLError, tomllib.TOMLDecodeError, ValueError, configparser.Error, RecursionError):
        return None


def _literal(value: object) -> str | None:
    """The value as a source literal, or None when it is not a one-line string (or list of them) of bounded size."""
    if isinstance(value, str) and "\n" not in value and len(value) < MAX_VALUE:
        return "'" + value.replace("'", '"') + "'"
    if isinstance(value, list) and value and all(isinstance(v, str) and "\n" not in v for v in value):
        items = value[:50]
        if sum(len(v) for v in items) < MAX_VALUE:
            return "[" + ", ".join("'" + v.replace("'", '"') + "'" for v in items) + "]"
    return None


def _walk(data: object, keys: list[str]) -> object:
    for key in keys:
        if not isinstance(data, Mapping) or key not in data:
            return None
        data = data[key]
    return data


def config_reads(text: str, config: Callable[[str], object]) -> str:
    """`text` with keys read from bundled configs replaced by their literal values (same lines).

    `config(name)` gives the parsed data of the bundled file the script names (None when absent).
    """
    loaded: dict[str, object] = {}
    scan = _paths_named(text)
    for m in _LOAD_LINE.finditer(scan):
        named = CONFIG_NAME.search(m.group(2))
        data = config(named.group(0)[1:-1]) if named else None
        keys = re.findall(r"""['"]([\w.-]+)['"]""", m.group(3))
        if isinstance(data, Mapping) and (data := _walk(data, keys)) is not None:
            loaded[m.group(1)] = data
        if len(loaded) >= _MAX_LOADS:
            break
    if not loaded:
        return text
    # An interpolation (`{cfg['x']}` in an f-string, `#{...}` in Ruby, `${...}` in JS) renders the bare value.
    use = re.compile(
        r"(?P<open>(?:[#$]?\{\s*)?)(?<![\w.$])\$?(?P<name>" + "|".join(map(re.escape, loaded)) + r")"
        r"(?P<keys>(?:" + _KEY.pattern + r")+)(?P<close>\s*\}?)"
    )

    def value(m: re.Match[str]) -> str:
        data, at = loaded[m.group("name")], 0
        for k in _KEY.finditer(m.group("keys")):
            key = k.group(1) or k.group(2) or k.group(3)
            if not isinstance(data, Mapping) or key not in data:
                break
            data, at = data[key], k.end()
        literal = _literal(data) if at else None
        if literal is None:
            return m.group(0)
        rest = m.group("keys")[at:]
        if m.group("open") and m.group("close").strip() and not rest and isinstance(data, str):
            return data
        return m.group("open") + literal + rest + m.group("close")

    lines = zip(text.split("\n"), scan.split("\n"), strict=True)
    return "\n".join(use.sub(value, line) if not _LOAD_LINE.match(seen) else line for line, seen in lines)


def _paths_named(text: str) -> str:
    """`text` with a config path held in a name (`CONFIG = HERE / 'collect.yml'`) written in place of that name
    where a line loads or opens it (same lines)."""
    paths = {m.group(1): m.group(2) for m in _PATH_ASSIGN.finditer(text) if not _LOAD_LINE.match(m.group(0))}
    if not paths:
        return text
    use = re.compile(r"(?<![\w.'\"])(" + "|".join(map(re.escape, list(paths)[:_MAX_LOADS])) + r")\b(?!\s*=[^=])")
    return "\n".join(
        use.sub(lambda m: "'" + paths[m.group(1)] + "'", line) if _LOADS_WORD.search(line) else line
        for line in text.split("\n")
    )


def bundled_config(docs_by_name: Mapping[str, list[tuple[str, str]]]) -> Callable[[str], object]:
    """A lookup from a path a script names to the parsed bundled config of that base name (cached)."""
    cache: dict[str, object] = {}

    def lookup(named: str) -> object:
        base = re.split(r"[/\\]", named)[-1]
        candidates = docs_by_name.get(base, [])
        tail = named.lstrip("./")
        chosen = next((c for c in candidates if c[0].endswith(tail)), candidates[0] if candidates else None)
        if chosen is None:
            return None
        if chosen[0] not in cache:
            cache[chosen[0]] = _parsed(chosen[0], chosen[1])
        return cache[chosen[0]]

    return lookup
