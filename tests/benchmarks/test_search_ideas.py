"""The eighth pass's idea harness: each transform does what the diary says it measured."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from search_dev import setup
from search_ideas import agreement_bonus, cross_validated, error_query, feedback_query, gated, saturated, sections
from skillkeeper.rank.text import analyse, stem


def test_the_idea_harness_uses_the_dev_harness_that_refuses_held_out_sets() -> None:
    with pytest.raises(SystemExit, match="held out"):
        setup(["--queries", "qtype_test"])


def test_feedback_adds_only_stems_enough_neighbours_share_at_their_share_of_the_weight() -> None:
    query = analyse("the cloud bill doubled")
    neighbours = [{"cost", "cloud", "optim"}, {"cost", "budget"}, {"cost", "optim", "spend"}]
    expanded = feedback_query(query, neighbours, m=2, weight=0.3)
    added = {t: w for t, w in expanded.terms.items() if t not in query.terms}
    assert added == pytest.approx({"cost": 0.3, "optim": 0.2})
    assert expanded.terms["cloud"] == query.terms["cloud"]


def test_feedback_without_neighbours_leaves_the_query_alone() -> None:
    query = analyse("flaky tests")
    assert feedback_query(query, [], m=1, weight=0.5) is query


def test_agreement_bonus_lifts_a_skill_both_rankers_put_near_the_top() -> None:
    # Fused without a bonus: skill 0 keeps 0.8 * 30 = 24 (the model does not know it), skill 1 20 + 2.
    lexical = [(0, 30.0), (1, 20.0)]
    meaning = [(1, 0.3), (2, 0.25)]
    assert agreement_bonus(lexical, meaning, 1, 5.0)[0][0] == 0  # skill 1 is second on words: no bonus
    assert agreement_bonus(lexical, meaning, 2, 5.0)[0][0] == 1


def test_sections_reads_headings_and_the_when_section_but_not_fenced_lines() -> None:
    body = "# Tool\n## When to Use\n- tests fail at random\n## Steps\nrun it\n```\n# not a heading\n```\n"
    heads, when = sections(body)
    assert heads == "Tool When to Use Steps"
    assert when == "- tests fail at random"


def test_error_query_weighs_the_module_a_dotted_path_starts_with() -> None:
    text = "stripe.error.SignatureVerificationError: No signatures found"
    weighted = error_query(text, analyse(text), ident=1.0, head=3.0, prose=0.5)
    assert weighted.terms[stem("stripe")] == 3.0
    assert weighted.terms[stem("found")] == 0.5


def test_error_query_leaves_a_query_that_is_not_an_error_alone() -> None:
    query = analyse("stripe checkout session")
    assert error_query("stripe checkout session", query, ident=2.0, head=3.0, prose=0.5) is query


def test_cross_validation_picks_the_variant_that_wins_on_the_other_folds() -> None:
    queries = [{"q": f"q{i}", "expect": ["right"]} for i in range(10)]
    names = ["wrong", "right"]
    variants = {"shipped": [[(0, 2.0), (1, 1.0)]] * 10, "better": [[(1, 2.0), (0, 1.0)]] * 10}
    assert cross_validated(queries, names, variants).startswith("1.000 / 1.000 (chosen: better x15")


def test_saturation_caps_only_the_weight_of_repeated_words() -> None:
    query = analyse("iterations iterations iterations limit")
    capped = saturated(query, 1.0)
    assert capped.terms[stem("iterations")] == pytest.approx(2 * 3 / 4)
    assert capped.terms[stem("limit")] == 1.0


def test_gates_read_agreement_length_and_the_top_cosine() -> None:
    query = analyse("alpha beta gamma delta")
    lexical = [(5, 10.0)]
    assert gated("agree10", query, lexical, [(5, 0.3)])
    assert not gated("disagree10", query, lexical, [(5, 0.3)])
    assert gated("minterms4", query, lexical, [(7, 0.3)])
    assert not gated("cos0.35", query, lexical, [(7, 0.3)])
    assert not gated("minterms4", query, lexical, [])
