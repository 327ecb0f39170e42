"""Python sources and sinks beyond library sends, for the flow walk in `pyast`.

Sinks: calls that run a network tool through a shell (`subprocess.run(['curl', ...])`,
`os.system("curl ...")`) are sends like `requests.post`: a secret that reaches their
arguments (an argv list, a command string, a list built earlier and passed by name) leaves
the machine. Sources: the whole `os.environ`, the clipboard and the screen. Read from the
tree only; nothing is run.
"""

from __future__ import annotations

import ast

from skillkeeper.check.scan.lazyre import lazy

# Modules whose sends count as network sends in the flow walk.
NET_MODULES = frozenset(
    {
        "requests",
        "httpx",
        "urllib",
        "urllib3",
        "http",
        "socket",
        "aiohttp",
        "smtplib",
        "ftplib",
        "websocket",
        "websockets",
        "paramiko",
        "pycurl",
    }
)
_RUNNERS = frozenset({"system", "popen", "run", "call", "Popen", "check_output", "check_call", "getoutput"})
_NET_TOOL = frozenset({"curl", "wget", "nc", "ncat", "netcat", "socat", "scp", "sftp", "ftp", "dig", "nslookup"})
_NET_IN_STRING = lazy(
    r"(?:^|[\s|;&(`'\"])(?:curl|wget|nc|ncat|netcat|socat|scp|dig|nslookup)\s|/dev/(?:tcp|udp)/|Invoke-WebRequest"
)


# The clipboard and the screen read as sources: (module or object, function).
_CAPTURES = frozenset(
    {
        ("pyperclip", "paste"),
        ("clipboard", "paste"),
        ("ImageGrab", "grab"),
        ("ImageGrab", "grabclipboard"),
        ("pyautogui", "screenshot"),
        ("sct", "grab"),
        ("sct", "shot"),
    }
)


def capture_calls(calls: list[ast.Call]) -> set[int]:
    """ids of the calls that read the clipboard or take a screenshot."""
    out = set()
    for call in calls:
        func = call.func
        owner = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
        if owner and (owner, getattr(func, "attr", "")) in _CAPTURES:
            out.add(id(call))
    return out


def whole_environ(node: ast.AST) -> bool:
    """Whether `node` uses os.environ whole (not one variable by key)."""
    parents: dict[ast.AST, ast.AST] = {}
    for parent in ast.walk(node):
        for child in ast.iter_child_nodes(parent):
            parents[child] = parent
    for sub in ast.walk(node):
        if (
            isinstance(sub, ast.Attribute)
            and sub.attr == "environ"
            and isinstance(sub.value, ast.Name)
            and sub.value.id == "os"
        ):
            up = parents.get(sub)
            if isinstance(up, ast.Subscript):
                continue
            if isinstance(up, ast.Attribute) and up.attr in {"get", "setdefault"}:
                continue
            return True
    return False


def mentions(node: ast.AST, names: set[str]) -> bool:
    """Whether `node` reads one of `names`."""
    return bool(names) and any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


# Methods that move data from one object into another (img.save(buf), buf.write(data)).
WRITERS = frozenset({"save", "write", "writelines", "dump", "tofile", "extend", "append", "update"})


def _first_word(node: ast.AST) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.strip().split(" ", 1)[0].rsplit("/", 1)[-1]
    return ""


def _strings(node: ast.AST) -> str:
    return " ".join(n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str))


def net_command_calls(nodes: list[ast.AST], calls: list[ast.Call], imports: set[str]) -> set[int]:
    """ids of the calls that run curl, wget, nc, dig... through subprocess or os."""
    lists: dict[str, ast.AST] = {}
    for n in nodes:
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.List | ast.Tuple | ast.Constant | ast.JoinedStr):
            for t in n.targets:
                if isinstance(t, ast.Name):
                    lists[t.id] = n.value
    out: set[int] = set()
    for call in calls:
        func = call.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        root = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
        if name not in _RUNNERS or not call.args:
            continue
        if root not in {"os", "subprocess", "sp"} and not (isinstance(func, ast.Name) and "subprocess" in imports):
            continue
        cmd: ast.AST = call.args[0]
        if isinstance(cmd, ast.Name) and cmd.id in lists:
            cmd = lists[cmd.id]
        if isinstance(cmd, ast.List | ast.Tuple):
            first = _first_word(cmd.elts[0]) if cmd.elts else ""
            shell_c = first in {"sh", "bash", "zsh"} and _NET_IN_STRING.search(" " + _strings(cmd))
            if first in _NET_TOOL or shell_c:
                out.add(id(call))
        elif _NET_IN_STRING.search(" " + _strings(cmd)):
            out.add(id(call))
    return out
