"""What a tenant's scan_skip (and `scan --skip`) may hold."""

from __future__ import annotations

from skillkeeper.check.scan.allow import skip_problem


def test_a_category_whose_rules_all_always_run_cannot_be_skipped() -> None:
    # `scan_skip: ["structure"]` was stored and skipped nothing.
    assert skip_problem(["structure"]) == "structure cannot be skipped (structure, parse and engine rules always run)"


def test_a_category_with_rules_that_may_be_skipped_is_taken() -> None:
    assert skip_problem(["unanalysable", "remote-exec", "SK-WEAKEN-FIREWALL"]) is None
