"""Python that deletes the whole home folder or root: a delete call on it, or on every entry a walk of it yields.

`shutil.rmtree(Path.home())`, or `for root, _, files in os.walk(expanduser('~')): os.remove(...)`,
or `for child in Path.home().iterdir(): rmtree(child)`. A subfolder joined on (`Path.home() /
".cache" / "tool"`) is a scoped cleanup and is not reported.
"""

from __future__ import annotations

import ast

from skillkeeper.check.scan.pyast import python_sources
from skillkeeper.check.scan.text import Doc

_DELETERS = frozenset({"rmtree", "remove", "unlink", "rmdir", "removedirs"})
_WALKERS = frozenset({"walk", "iterdir", "listdir", "scandir", "glob", "rglob", "fwalk"})
_ROOTS = frozenset({"~", "~/", "/", "$HOME", "C:\\", "C:/"})


def _is_root_expr(node: ast.AST, names: set[str]) -> bool:
    """The home folder or `/` itself: Path.home(), expanduser('~'), os.environ['HOME'], '/' or a name bound to one."""
    if isinstance(node, ast.Name):
        return node.id in names
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in _ROOTS
    if isinstance(node, ast.Call):
        func = node.func
        attr = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if attr == "home":
            return True
        if attr in {"expanduser", "expandvars", "Path", "abspath", "realpath", "resolve"}:
            args = node.args or ([func.value] if isinstance(func, ast.Attribute) else [])
            return bool(args) and _is_root_expr(args[0], names)
        if attr == "getenv":
            return (
                bool(node.args)
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value in {"HOME", "USERPROFILE"}
            )
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        return node.slice.value in {"HOME", "USERPROFILE"}
    return False


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _walks_root(node: ast.AST, names: set[str]) -> bool:
    """`os.walk(home)`, `home.iterdir()`, `os.listdir('/')`, `home.glob('*')`."""
    if not isinstance(node, ast.Call) or _call_name(node) not in _WALKERS:
        return False
    func = node.func
    if isinstance(func, ast.Attribute) and _is_root_expr(func.value, names):
        return True
    return bool(node.args) and _is_root_expr(node.args[0], names)


def home_sweeps(doc: Doc) -> list[int]:
    """Lines (of `doc`) where Python deletes the home folder or root, or everything a walk of it yields."""
    hits: list[int] = []
    for src in python_sources(doc):
        if src.tree is None:
            continue
        names: set[str] = set()
        for node in ast.walk(src.tree):
            if isinstance(node, ast.Assign) and _is_root_expr(node.value, names):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in ast.walk(src.tree):
            if isinstance(node, ast.Call) and _call_name(node) in _DELETERS and node.args:
                if _is_root_expr(node.args[0], names):
                    hits.append(src.first_line + node.lineno - 1)
            elif (
                isinstance(node, ast.For)
                and _walks_root(node.iter, names)
                and any(isinstance(c, ast.Call) and _call_name(c) in _DELETERS for b in node.body for c in ast.walk(b))
            ):
                hits.append(src.first_line + node.lineno - 1)
    return hits
