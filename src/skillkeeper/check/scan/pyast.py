"""Python read as code: `ast` facts about decode-then-exec, fetch-then-exec, shells and sends.

Python scripts and fenced ```python blocks are parsed (never run). One walk per source
yields `PyFact`s; the rule sets for obfuscation, remote execution and exfiltration turn
the facts of their category into findings.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

from skillkeeper.check.scan.flow import SENSITIVE_HINTS, SENSITIVE_PATH
from skillkeeper.check.scan.lazyre import lazy
from skillkeeper.check.scan.pysub import NET_MODULES as _NET_MODULES
from skillkeeper.check.scan.pysub import WRITERS, capture_calls, mentions, net_command_calls, whole_environ
from skillkeeper.check.scan.text import Doc

_DECODERS = frozenset(
    {
        "b64decode",
        "b32decode",
        "b16decode",
        "b85decode",
        "a85decode",
        "decodebytes",
        "decodestring",
        "fromhex",
        "unhexlify",
        "a2b_hex",
        "a2b_base64",
        "decompress",
        "loads",
        "urlsafe_b64decode",
    }
)
_EXECUTORS = frozenset({"exec", "eval", "compile", "execfile", "__import__"})
_SHELL_CALLS = frozenset({"system", "popen", "call", "run", "Popen", "check_output", "check_call", "spawn"})
_FETCHERS = frozenset({"urlopen", "get", "urlretrieve", "request", "fetch"})
_SENDERS = frozenset(
    {"post", "put", "patch", "urlopen", "Request", "request", "sendall", "send", "sendmail", "upload_file"}
)
# A DNS lookup is a send: the data rides in the name asked for.
_SENDERS |= {"gethostbyname", "getaddrinfo"}
# Every fact needs one of these names; sources without any are not walked (or, in Markdown, parsed).
# Markdown ```python blocks are parsed only for the execution facts (sends in examples of API
# use are everywhere in docs); bundled scripts also for the network flows.
_WORTH_WALKING_MD = lazy(
    r"exec|eval|compile|environ|dup2|spawn|loads|system|popen|subprocess|urlopen|__import__|\.ssh|credentials|Cookies|keychain"
)
# Case-sensitive literals, looked up with `in` (faster than one alternation over a long script).
_WORTH_WALKING = (
    *("exec", "eval", "compile", "environ", "dup2", "spawn", "loads", "system", "popen", "subprocess", "urlopen"),
    *("__import__", ".ssh", "credentials", "Cookies", "keychain", "requests", "httpx", "urllib", "http.client"),
    *("socket", "aiohttp", "smtplib", "websocket"),
)
# Registered as trigger-index hints by the rule sets that read Python facts.
WALK_HINTS = tuple(word.lower() for word in _WORTH_WALKING)
_NET_ROOTS = frozenset({"requests", "httpx", "urllib", "session", "s", "client", "smtp", "server", "sock", "socket"})


@dataclass(frozen=True)
class PyFact:
    """Something the code does, at a 1-based line and 0-based column of its source."""

    category: str
    code: str
    message: str
    line: int
    col: int


@dataclass(frozen=True)
class PySource:
    """A parsed Python source inside a document, starting at `first_line` of the document."""

    first_line: int
    tree: ast.Module | None
    error: str = ""


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _calls_in(node: ast.AST) -> Iterator[ast.Call]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            yield sub


def _is_decoded(node: ast.AST, decoded_names: set[str]) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            name = _name(sub.func)
            if name in _DECODERS or (
                name == "decode" and isinstance(sub.func, ast.Attribute) and isinstance(sub.func.value, ast.Constant)
            ):
                return True
            if name == "join" and any(_name(c.func) == "chr" for c in _calls_in(sub)):
                return True
        if isinstance(sub, ast.Name) and sub.id in decoded_names:
            return True
    return False


def _is_fetched(node: ast.AST) -> bool:
    return any(
        (
            _name(c.func) in _FETCHERS
            and _dotted(c.func).split(".")[0] in {"requests", "urllib", "httpx", "request", "urlopen", "get"}
        )
        or _name(c.func) == "urlopen"
        for c in _calls_in(node)
    )


def facts(tree: ast.Module) -> list[PyFact]:
    """Everything suspicious one Python module does, by category (one walk, then targeted checks)."""
    out: list[PyFact] = []
    nodes = list(ast.walk(tree))
    calls = [n for n in nodes if isinstance(n, ast.Call)]
    names = {_name(c.func) for c in calls}
    decoded: set[str] = set()
    fetched: set[str] = set()
    if names & (_DECODERS | _FETCHERS | {"decode", "join"}):
        for node in nodes:
            if isinstance(node, ast.Assign):
                targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if _is_decoded(node.value, set()):
                    decoded.update(targets)
                if _is_fetched(node.value):
                    fetched.update(targets)
    imports: set[str] = set()
    for n in nodes:
        if isinstance(n, ast.Import):
            imports.update(a.name.split(".")[0] for a in n.names)
        elif isinstance(n, ast.ImportFrom):
            imports.add((n.module or "").split(".")[0])
    uses_environ = any(isinstance(n, ast.Attribute) and n.attr == "environ" for n in nodes)
    # Names holding the environment, whole or filtered (`{k: v for k, v in os.environ.items() if ...}`), 2 deep.
    env_names: set[str] = set()
    if uses_environ:
        assigns = [n for n in nodes if isinstance(n, ast.Assign)]
        for _ in range(2):
            for node in assigns:
                if whole_environ(node.value) or mentions(node.value, env_names):
                    env_names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    has_send = False
    for call in calls:
        name = _name(call.func)
        if not (
            name in _EXECUTORS or name in _SHELL_CALLS or name in _SENDERS or name in {"loads", "load", "dup2", "spawn"}
        ):
            continue
        args: list[ast.AST] = [*call.args, *(k.value for k in call.keywords)]
        where = (call.lineno, call.col_offset)
        root = _dotted(call.func).split(".")[0]
        if name in _EXECUTORS or (name in _SHELL_CALLS and root in {"os", "subprocess", "pty"}):
            if any(_is_decoded(a, decoded) for a in args):
                out.append(
                    PyFact(
                        "obfuscation",
                        "SK-OBF-PY-DECODE-EXEC",
                        f"{name}() runs data decoded at run time (hidden payload)",
                        *where,
                    )
                )
            if name in _EXECUTORS and any(
                _is_fetched(a) or (isinstance(a, ast.Name) and a.id in fetched) for a in args
            ):
                out.append(
                    PyFact("remote-exec", "SK-RCE-PY-FETCH-EXEC", f"{name}() runs code downloaded at run time", *where)
                )
        if name in {"loads", "load"} and root in {"pickle", "marshal"} and any(_is_decoded(a, decoded) for a in args):
            out.append(
                PyFact("obfuscation", "SK-OBF-PY-DECODE-EXEC", "unpickles/unmarshals an embedded payload", *where)
            )
        if name in _SENDERS and uses_environ and any(whole_environ(a) or mentions(a, env_names) for a in args):
            out.append(
                PyFact(
                    "exfiltration",
                    "SK-EXFIL-PY-ENVIRON",
                    f"{name}() sends the whole environment (all secrets) over the network",
                    *where,
                )
            )
        if name in _SENDERS and root in _NET_ROOTS:
            has_send = True
        if (name == "dup2" or (name == "spawn" and root == "pty")) and "socket" in imports:
            out.append(
                PyFact("remote-exec", "SK-RCE-PY-REVSHELL", "connects a socket to a shell (reverse shell)", *where)
            )
    # curl/wget/dig run through subprocess or os.system send like requests.post does.
    shell_sends = net_command_calls(nodes, calls, imports) if names & _SHELL_CALLS else set()
    library_send = has_send or bool(imports & _NET_MODULES and names & _SENDERS)
    if library_send or shell_sends:
        strings = "\n".join(n.value for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str)).lower()
        # No string names any part of a secret path: nothing can be a source.
        hints = any(h in strings for h in SENSITIVE_HINTS)
        captures = capture_calls(calls)
        # A curl that only downloads is no send: for shell sends only a real flow counts.
        strong = _sensitive_constant(nodes, strong_only=True) if hints and library_send else None
        hit = strong or (_tainted_send(nodes, calls, shell_sends, captures) if hints or captures else None)
        if hit is not None:
            out.append(
                PyFact(
                    "exfiltration",
                    "SK-EXFIL-PY-CRED-SEND",
                    "reads credential files and sends data over the network",
                    getattr(hit, "lineno", 1),
                    getattr(hit, "col_offset", 0),
                )
            )
    return out


def _pieces(node: ast.AST) -> str:
    """String constants of a path expression joined by "/" (os.path.join, Path / , f-strings)."""
    found = [n for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    # ast.walk is breadth-first: `home / '.docker' / 'config.json'` must read in source order.
    return "/".join(str(n.value) for n in sorted(found, key=lambda n: (n.lineno, n.col_offset)))


def _names_secret(node: ast.AST, strong_only: bool) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        m = SENSITIVE_PATH.search(node.value)
    elif isinstance(node, ast.Call | ast.BinOp | ast.JoinedStr | ast.List | ast.Tuple) and not (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _SENDERS
    ):
        joined = _pieces(node)
        m = SENSITIVE_PATH.search("/" + joined) if "/" in joined or joined.startswith(".") else None
    else:
        return False
    # Scripts load their own API key from .env all the time: only its contents reaching a send count.
    return m is not None and not (strong_only and ".env" in m.group(0))


def _sensitive_constant(nodes: list[ast.AST], *, strong_only: bool = False) -> ast.AST | None:
    """The first string or path expression that names a secret file (docstrings left out)."""
    docstrings = {id(n.value) for n in nodes if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    for n in nodes:
        if id(n) not in docstrings and _names_secret(n, strong_only):
            return n
    return None


def _tainted_send(
    nodes: list[ast.AST], calls: list[ast.Call], shell_sends: set[int], captures: set[int]
) -> ast.AST | None:
    """A send whose arguments carry data read from a secret file.

    Names are tracked per function (a file handle `f` in one function is not another's),
    through assignments, `with` targets, loops, return values and call arguments.
    """
    funcs = {n.name: n for n in nodes if isinstance(n, ast.FunctionDef)}
    scope: dict[int, str] = {}
    for fn in nodes:
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for sub in ast.walk(fn):
                if sub is not fn:
                    scope[id(sub)] = fn.name
    docstrings = {id(n.value) for n in nodes if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    secret = captures | {id(n) for n in nodes if id(n) not in docstrings and _names_secret(n, False)}
    if not secret:
        return None  # nothing names a secret file: no source, no flow
    tainted: set[tuple[str, str]] = set()

    def mentions(node: ast.AST, where: str) -> bool:
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and ((where, n.id) in tainted or ("<fn>", n.id) in tainted):
                return True
        return False

    def hot(node: ast.AST, where: str) -> bool:
        return mentions(node, where) or any(id(n) in secret for n in ast.walk(node))

    def bind(target: ast.AST, where: str) -> None:
        tainted.update((where, t.id) for t in ast.walk(target) if isinstance(t, ast.Name))

    for _ in range(6):
        before = len(tainted)
        for n in nodes:
            where = scope.get(id(n), "")
            if (
                isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign)
                and n.value is not None
                and hot(n.value, where)
            ):
                for tgt in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    bind(tgt, where)
            elif isinstance(n, ast.withitem) and n.optional_vars is not None and hot(n.context_expr, where):
                bind(n.optional_vars, where)
            elif isinstance(n, ast.For) and hot(n.iter, where):
                bind(n.target, where)
            elif isinstance(n, ast.Return) and n.value is not None and where and hot(n.value, where):
                tainted.add(("<fn>", where))
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in funcs:
                params = funcs[n.func.id].args.args
                callee = n.func.id
                tainted.update(
                    (callee, params[i].arg) for i, a in enumerate(n.args) if i < len(params) and hot(a, where)
                )
                tainted.update((callee, k.arg) for k in n.keywords if k.arg and hot(k.value, where))
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in WRITERS:
                # img.save(buf), buf.write(data): the data moves into the other object.
                if hot(n.func.value, where):
                    tainted.update((where, a.id) for a in n.args if isinstance(a, ast.Name))
                elif isinstance(n.func.value, ast.Name) and any(hot(a, where) for a in n.args):
                    bind(n.func.value, where)
        if len(tainted) == before:
            break
    if not tainted and not shell_sends:
        return None
    for call in calls:
        # A key sent as its own service's credential (headers=, auth=) is used, not leaked.
        payload = [*call.args, *(k.value for k in call.keywords if k.arg not in {"headers", "auth"})]
        where = scope.get(id(call), "")
        if id(call) in shell_sends and any(hot(a, where) for a in payload):
            return call  # the secret path itself in the argv (`-F file=@~/.aws/credentials`)
        if _name(call.func) in _SENDERS and any(mentions(a, where) for a in payload):
            return call
    return None


_MD_NET = lazy(r"requests|httpx|urllib|http\.client|socket|aiohttp|smtplib|websocket")


def _md_block_worth_parsing(text: str, start: int, end: int) -> bool:
    """A ```python block is parsed when it executes something, or reads a secret path and has a network call."""
    if _WORTH_WALKING_MD.search(text, start, end):
        return True
    if not _MD_NET.search(text, start, end):
        return False
    lower = text[start:end].lower()
    return any(h in lower for h in SENSITIVE_HINTS)


def python_sources(doc: Doc) -> list[PySource]:
    """The Python sources of a document (the script itself, or its ```python blocks), parsed once."""
    cached = doc.cache.get("py")
    if isinstance(cached, list):
        return cached
    spans: list[tuple[int, str]] = []
    # Scripts are always parsed (a parse failure is reported); Markdown blocks only when an
    # AST check could fire on them.
    if doc.kind == "code" and doc.lang == "python":
        spans.append((1, doc.norm))
    elif doc.kind == "prose":
        for block in doc.blocks:
            if block.lang in {"python", "py", "python3"} and _md_block_worth_parsing(doc.text, block.start, block.end):
                body = doc.text[block.start : block.end]
                body = body.removeprefix("\n").rsplit("\n", 1)[0]
                spans.append((doc.line_col(block.start)[0] + 1, body))
    sources: list[PySource] = []
    for first_line, src in spans:
        try:
            sources.append(PySource(first_line, ast.parse(src)))
        except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
            sources.append(PySource(first_line, None, f"{type(exc).__name__}: {getattr(exc, 'msg', exc)}"))
    doc.cache["py"] = sources
    return sources


def doc_facts(doc: Doc) -> list[tuple[PyFact, int]]:
    """Facts of every Python source in `doc`, each with its offset in `doc.text`."""
    cached = doc.cache.get("facts")
    if isinstance(cached, list):
        return cached
    out: list[tuple[PyFact, int]] = []
    # The trigger index rules most words out case-blind; only the rest are looked up as written.
    if not any(doc.has(word.lower()) and word in doc.norm for word in _WORTH_WALKING):
        doc.cache["facts"] = out
        return out
    for src in python_sources(doc):
        if src.tree is None:
            continue
        try:
            found = facts(src.tree)
        except RecursionError:
            continue
        for fact in found:
            out.append((fact, doc.offset_of(src.first_line + fact.line - 1, fact.col)))
    doc.cache["facts"] = out
    return out
