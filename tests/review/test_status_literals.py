"""Statuses and review states are enum members wherever code compares or writes them.

The words are defined once (`store/states.py`, re-exported with the actions and standings by
`review/states.py`); a bare "active" or "quarantined" elsewhere is a second definition that a
rename would miss. Docstrings, dict keys (field names of wire documents) and longer strings
(messages, help) are not status values and are not checked.
"""

from __future__ import annotations

import ast
from pathlib import Path

import skillkeeper
from skillkeeper.review.states import ReviewState, Status

SRC = Path(skillkeeper.__file__).parent
WORDS = {s.value for s in Status} | {s.value for s in ReviewState}

DEFINED_IN = {"review/states.py", "store/states.py"}
# Other vocabularies that share a word, each with its reason.
OTHER_VOCABULARIES = {
    # The scanner's verdicts (clean, warn, quarantined, refused) and its rules' word lists.
    "check/",
    "cli/scan.py",
    # The REST schema's filters are Literal types (FastAPI renders them as enums in OpenAPI).
    "web/routes/inbox.py",
}
# One word in one file: a webhook delivery's state, not a revision's review state; an import's outcome
# word for a folder it would not store (`import --dry-run`), not a skill's status.
OTHER_WORDS = {("store/webhooks.py", "pending"), ("ingest.py", "rejected")}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def _dict_keys(tree: ast.AST) -> set[int]:
    return {id(k) for node in ast.walk(tree) if isinstance(node, ast.Dict) for k in node.keys if k is not None}


def bare_statuses(source: str) -> list[tuple[int, str]]:
    """(line, word) of every string constant that is exactly a status or review-state word."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _dict_keys(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        if node.value in WORDS and id(node) not in skip
    ]


def test_no_bare_status_literals_outside_the_states_modules() -> None:
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        if where in DEFINED_IN or "/migrations/" in f"/{where}" or where.startswith(tuple(OTHER_VOCABULARIES)):
            continue
        if "demo/skills/" in where:
            continue
        for line, word in bare_statuses(path.read_text(encoding="utf-8")):
            if (where, word) not in OTHER_WORDS:
                offenders.append(f"{where}:{line} {word!r}")
    assert offenders == [], "use review.states.Status / ReviewState members"


def test_the_check_sees_comparisons_and_writes_but_not_keys_or_docstrings() -> None:
    source = (
        'def f(row):\n    """Whether it is "active"."""\n'
        '    out = {"active": 1, "status": "staged"}\n'
        '    return row["status"] == "quarantined"\n'
    )
    assert sorted(bare_statuses(source)) == [(3, "staged"), (4, "quarantined")]


def test_the_exemptions_name_files_that_exist() -> None:
    for where in OTHER_VOCABULARIES | {w for w, _ in OTHER_WORDS} | DEFINED_IN:
        assert (SRC / where).exists(), where
