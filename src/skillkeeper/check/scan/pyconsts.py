"""Python constants that cross modules, and loops over literal lists, for the resolved view.

`from targets import GENERATED` where the skill's own `targets.py` says `GENERATED = [Path.home(), ...]`:
the importing script's view reads the value. Module-level constants are read with `ast` (never run):
string literals, the home folder (`Path.home()`, `os.path.expanduser('~')`, `os.environ['HOME']`),
`expanduser`, `Path(...)`, `os.path.join`, `/` and `+` over those, and lists or tuples of them.
`import targets` then `targets.GENERATED` reads the same way.
Only modules bundled in the skill are read. A `for t in ['build', '~']:` loop's body is then read
unrolled on its own lines (`rmtree('build'); rmtree('~')`), so a rule that judges a call sees each item.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from skillkeeper.check.scan.lazyre import lazy

_MAX_MODULE = 64 * 1024
_MAX_IMPORTS = 8  # bundled modules read per script by `import name`: each is parsed once
_MAX_ITEMS = 20  # items of a list constant, and of a loop's list unrolled
# A path or host is short; a longer built value is not read (`B = A + A` line by line doubles it).
MAX_VALUE = 4096
_FROM_IMPORT = lazy(r"^[ \t]*from[ \t]+\.*([\w.]*)[ \t]+import[ \t]+\(?([\w \t,]+)\)?[ \t]*$", re.M)
_IMPORT = lazy(
    r"^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)[ \t]*$", re.M
)
_HOME_CALLS = frozenset({"Path.home", "pathlib.Path.home", "os.homedir", "Dir.home"})
_PATH_CALLS = frozenset({"Path", "pathlib.Path", "PurePath", "os.path.expanduser", "expanduser", "str", "os.fspath"})
_SAME_PATH = frozenset({"expanduser", "resolve", "absolute"})
_LOOP = lazy(
    r"""^([ \t]*)for[ \t]+([A-Za-z_]\w*)[ \t]+in[ \t]+\[((?:\s*(['"])[^'"\n]*\4\s*,?)+)\][ \t]*:[ \t]*$""", re.M
)


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _value(node: ast.AST, env: dict[str, str | list[str]]) -> str | list[str] | None:
    """What a constant expression names, as a path or string (None when it is not one of the simple forms)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return env.get(node.id)
    if isinstance(node, ast.List | ast.Tuple):
        items = [_value(e, env) for e in node.elts[:_MAX_ITEMS]]
        return [i for i in items if isinstance(i, str)] if all(isinstance(i, str) for i in items) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.Add):
        left, right = _value(node.left, env), _value(node.right, env)
        if isinstance(left, str) and isinstance(right, str) and len(left) + len(right) < MAX_VALUE:
            return left.rstrip("/") + "/" + right.lstrip("/") if isinstance(node.op, ast.Div) else left + right
        return None
    if isinstance(node, ast.Subscript) and _dotted(node.value) == "os.environ":
        return "~" if isinstance(node.slice, ast.Constant) and node.slice.value == "HOME" else None
    if not isinstance(node, ast.Call):
        return None
    name = _dotted(node.func)
    if name in _HOME_CALLS or (name == "os.getenv" and node.args and _value(node.args[0], env) == "HOME"):
        return "~"
    if (
        isinstance(node.func, ast.Attribute)
        and node.func.attr in {"expanduser", "resolve", "absolute"}
        and not node.args
    ):
        return _value(node.func.value, env)
    parts = [_value(a, env) for a in node.args]
    if not parts or not all(isinstance(p, str) for p in parts):
        return None
    if name in _PATH_CALLS and len(parts) == 1:
        return parts[0]
    joined = sum(len(p) for p in parts if isinstance(p, str)) < MAX_VALUE
    if name in {"os.path.join", "Path", "pathlib.Path"} and joined:
        return "/".join(p.rstrip("/") for p in parts if isinstance(p, str))
    return None


def module_constants(text: str) -> dict[str, str | list[str]]:
    """Module-level names given a string, a home path or a list of them; empty when it does not parse."""
    if len(text) > _MAX_MODULE:
        return {}
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return {}
    env: dict[str, str | list[str]] = {}
    for stmt in tree.body:
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 else None
        if isinstance(stmt, ast.AnnAssign):
            target = stmt.target
        value = getattr(stmt, "value", None)
        if isinstance(target, ast.Name) and value is not None and (found := _value(value, env)) is not None:
            env[target.id] = found
    return env


def imported_constants(text: str, module: Callable[[str], str | None]) -> dict[str, str]:
    """Values (in `resolve.assignments`' form) of names this script imports from the skill's own modules.

    `module(name)` gives the text of the bundled module of that dotted name, or None.
    """
    values: dict[str, str] = {}
    for m in _FROM_IMPORT.finditer(text):
        source = module(m.group(1))
        if source is None:
            continue
        consts = module_constants(source)
        for item in m.group(2).split(","):
            name, _, alias = item.strip().partition(" as ")
            found = consts.get(name.strip())
            if isinstance(found, str):
                values[(alias or name).strip()] = found
            elif found:
                values[(alias or name).strip() + "[]"] = ", ".join("'" + v.replace("'", '"') + "'" for v in found)
    return values


def _literal(value: str | list[str]) -> str:
    if isinstance(value, str):
        return "'" + value.replace("'", '"') + "'"
    return "[" + ", ".join(_literal(v) for v in value) + "]"


def module_attributes(text: str, module: Callable[[str], str | None]) -> str:
    """`import targets` (or `import targets as t`) then `targets.X`: each use of a bundled module's constant
    read as its literal value (same lines)."""
    table: dict[str, str] = {}
    seen: set[str] = set()
    for m in _IMPORT.finditer(text):
        for item in m.group(1).split(","):
            dotted, _, alias = item.strip().partition(" as ")
            if dotted in seen or len(seen) >= _MAX_IMPORTS:
                continue
            seen.add(dotted)
            source = module(dotted.strip())
            if source is None:
                continue
            for name, value in module_constants(source).items():
                table[f"{(alias or dotted).strip()}.{name}"] = _literal(value)
    if not table:
        return text
    names = "|".join(map(re.escape, sorted(table, key=len, reverse=True)))
    use = re.compile(r"(?<![\w.])(" + names + r")\b(?!\s*=[^=])")
    lines = text.split("\n")
    return "\n".join(line if _IMPORT.match(line) else use.sub(lambda m: table[m.group(1)], line) for line in lines)


def _unrolled(line: str, use: re.Pattern[str], items: list[str]) -> str:
    """One body line run once per item, on the same line (`f('a'); f('b')`); a line that opens a block or
    a bracket it does not close reads the items together instead (`'a', 'b'`)."""
    body = line.strip()
    if body.endswith((":", "\\")) or any(body.count(a) != body.count(b) for a, b in ("()", "[]", "{}")):
        return use.sub(lambda _: ", ".join(items), line)
    indent = line[: len(line) - len(line.lstrip())]
    return indent + "; ".join(use.sub(item.replace("\\", "\\\\"), body) for item in items)


def expand_loops(text: str) -> str:
    """Python: the body of `for t in ['a', 'b']:` read unrolled, `t` as each item in turn (same lines)."""
    lines = text.split("\n")
    for m in _LOOP.finditer(text):
        indent, name = len(m.group(1).expandtabs()), m.group(2)
        items = [i.group(0) for i in re.finditer(r"""(['"])[^'"\n]*\1""", m.group(3))][:_MAX_ITEMS]
        use = re.compile(r"(?<![\w.'\"])" + re.escape(name) + r"\b(?!\s*=[^=])")
        first = text.count("\n", 0, m.start()) + 1
        for i in range(first, min(len(lines), first + 50)):
            line = lines[i]
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            if use.search(line):
                lines[i] = _unrolled(line, use, items)
    return "\n".join(lines)
