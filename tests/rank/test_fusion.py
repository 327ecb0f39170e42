from __future__ import annotations

from skillkeeper.rank.fusion import UNRELATED_SHARE, reciprocal_rank_fusion, score_fusion


def test_items_ranked_well_by_both_lists_win() -> None:
    fused = reciprocal_rank_fusion([[("a", 9.0), ("b", 5.0), ("c", 1.0)], [("b", 0.9), ("c", 0.8), ("d", 0.1)]])
    assert [k for k, _ in fused][:2] == ["b", "c"]
    assert {k for k, _ in fused} == {"a", "b", "c", "d"}


def test_weights_tilt_the_fusion() -> None:
    lists = [[("a", 1.0)], [("b", 1.0)]]
    assert reciprocal_rank_fusion(lists, weights=[2.0, 1.0])[0][0] == "a"
    assert reciprocal_rank_fusion(lists, weights=[1.0, 2.0])[0][0] == "b"


def test_score_fusion_adds_cosine_above_the_floor_in_lexical_points() -> None:
    fused = dict(score_fusion([("a", 10.0)], [("a", 0.5), ("b", 0.1)], floor=0.2, points=20.0))
    assert fused == {"a": 16.0, "b": 0.0}


def test_score_fusion_lets_meaning_rescue_a_skill_the_words_missed() -> None:
    fused = score_fusion([("a", 3.0)], [("b", 0.6), ("a", 0.21)])
    assert [k for k, _ in fused] == ["b", "a"]


def test_a_lexical_hit_the_model_finds_unrelated_loses_a_near_tie() -> None:
    # "b" shares the query's meaning (it is among the semantic neighbours), "a" only its words.
    fused = score_fusion([("a", 10.0), ("b", 9.5)], [("b", 0.21)], floor=0.2, points=20.0)
    assert [k for k, _ in fused] == ["b", "a"]
    assert dict(fused)["a"] == 10.0 * UNRELATED_SHARE


def test_a_clear_lexical_winner_stays_first_when_the_model_does_not_find_it() -> None:
    fused = score_fusion([("a", 40.0), ("b", 10.0)], [("b", 0.5)], floor=0.2, points=20.0)
    assert [k for k, _ in fused] == ["a", "b"]


def test_lexical_scores_stand_when_the_model_finds_no_neighbour_at_all() -> None:
    fused = score_fusion([("a", 10.0), ("b", 9.5)], [])
    assert fused == [("a", 10.0), ("b", 9.5)]
