"""The review package keeps each rule in one place and each module readable."""

from __future__ import annotations

from pathlib import Path

import skillkeeper

REVIEW = Path(skillkeeper.__file__).parent / "review"
MAX_LINES = 400


def test_the_approval_rule_is_written_once() -> None:
    # What approving records, and when a write promotes itself, live in review/approval.py alone.
    for needle in ("AuditAction.APPROVE", "auto_promote_clean", "require_second_reviewer"):
        where = sorted(p.name for p in REVIEW.glob("*.py") if needle in p.read_text())
        assert where in (["approval.py"], ["approval.py", "decisions.py"]), (needle, where)


def test_review_modules_stay_readable() -> None:
    long = {p.name: n for p in REVIEW.glob("*.py") if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}
