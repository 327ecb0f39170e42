"""The four surfaces only adapt Keeper verbs: nothing under web/, cli/ or deliver/ reaches the store's rows.

Two rules, checked on the syntax tree of every module under those packages:
- no transaction of their own: no `<...>store.read()/.write()/.autocommit()` and no engine
  `.begin()/.connect()`;
- store modules only from an allowed set, each for a reason below (types, error classification,
  the change stamps caches are keyed by, and the operator's database commands).
"""

from __future__ import annotations

import ast
from pathlib import Path

import skillkeeper

SRC = Path(skillkeeper.__file__).parent
SURFACES = ("web", "cli", "deliver")
FORBIDDEN = ("skillkeeper.store.schema", "skillkeeper.store.skills")

ALLOWED_STORE_MODULES = {
    # Store, make_engine, upgrade and the outage/disk-full classification of database errors.
    "skillkeeper.store.db",
    # OutageLog: background work logs a database outage once, by the same classification.
    "skillkeeper.store.outages",
    # Stamp and StampedCache: the catalog/access stamps every answer cache is keyed by.
    "skillkeeper.store.stamped",
    # SizedLRU: the one LRU with byte accounting the answer caches and the installable body cache share.
    "skillkeeper.store.lru",
    # CatalogMoves: what the MCP change feed's poller of a shared SQLite file reads.
    "skillkeeper.store.changes",
    # The one cursor codec of every paged listing.
    "skillkeeper.store.cursor",
    # The one timestamp format on the wire.
    "skillkeeper.store.clock",
    # AuditAction and AuditQuery: the typed filter values of the audit verbs.
    "skillkeeper.store.audit",
    # TenantSettings and its key check: the typed settings of the tenant verbs.
    "skillkeeper.store.tenants",
    # `skillkeeper db backup|restore|check` and `skillkeeper info`: operator commands on the database itself.
    "skillkeeper.store.maintenance",
    "skillkeeper.store.info",
}

# Modules that still open transactions themselves, and why.
OWN_TRANSACTIONS = {
    # The webhook worker is the outbox's consumer: it claims due rows and logs attempts in its own
    # short write transactions, in the background, never for a request.
    "deliver/webhooks.py",
}
# The worker's outbox rows, for the same reason.
OWN_STORE_MODULES = {
    "deliver/webhooks.py": {"skillkeeper.store.webhooks"},
    # The audience words a change notification carries; the rule that picks them lives in visibility.
    "deliver/mcp/notify.py": {"skillkeeper.store.states"},
}

TRANSACTION_METHODS = {"read", "write", "autocommit"}
ENGINE_METHODS = {"begin", "connect"}


def _modules() -> list[Path]:
    return [p for package in SURFACES for p in sorted((SRC / package).rglob("*.py"))]


def _imports(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            # `from skillkeeper.store import skills` names the module through the alias.
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def _receiver_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _transactions(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        method, receiver = node.func.attr, _receiver_name(node.func.value)
        if (method in TRANSACTION_METHODS and receiver == "store") or (
            method in ENGINE_METHODS and receiver == "engine"
        ):
            found.append(f"line {node.lineno}: {receiver}.{method}()")
    return found


def test_web_cli_and_deliver_never_import_store_rows() -> None:
    offenders = {
        f"{path.relative_to(SRC)}: {name}"
        for path in _modules()
        for name in _imports(ast.parse(path.read_text(encoding="utf-8")))
        if name in FORBIDDEN or name.startswith(tuple(f + "." for f in FORBIDDEN))
    }
    assert not offenders, sorted(offenders)


def test_web_cli_and_deliver_open_no_transaction_of_their_own() -> None:
    offenders = []
    for path in _modules():
        where = path.relative_to(SRC).as_posix()
        if where in OWN_TRANSACTIONS:
            continue
        offenders += [f"{where} {hit}" for hit in _transactions(ast.parse(path.read_text(encoding="utf-8")))]
    assert offenders == []


def test_web_cli_and_deliver_import_only_the_allowed_store_modules() -> None:
    offenders = []
    for path in _modules():
        where = path.relative_to(SRC).as_posix()
        allowed = ALLOWED_STORE_MODULES | OWN_STORE_MODULES.get(where, set())
        for name in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            # `from skillkeeper.store.db import Store` also adds `skillkeeper.store.db.Store`: its module decides.
            if name.startswith("skillkeeper.store.") and not any(
                name == m or name.startswith(m + ".") for m in allowed
            ):
                offenders.append(f"{where}: {name}")
    assert offenders == []


def test_the_rules_catch_a_transaction_and_a_store_import() -> None:
    tree = ast.parse(
        "from skillkeeper.store import webhooks\n"
        "def f(keeper):\n"
        "    with keeper.store.read() as conn:\n"
        "        pass\n"
        "    keeper.store.engine.connect()\n"
    )
    assert sorted(_transactions(tree)) == ["line 3: store.read()", "line 5: engine.connect()"]
    assert "skillkeeper.store.webhooks" in _imports(tree)


def test_the_allow_lists_name_files_that_exist() -> None:
    for where in OWN_TRANSACTIONS | set(OWN_STORE_MODULES):
        assert (SRC / where).is_file(), where
