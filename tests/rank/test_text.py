from __future__ import annotations

from skillkeeper.rank.text import analyse, bigrams, content_stems, stem, words


def test_words_split_names_and_fold_case() -> None:
    assert words("Using-Git_Worktrees, NOW!") == ["using", "git", "worktrees", "now"]


def test_stems_join_word_forms() -> None:
    assert stem("deploying") == stem("deployment") == stem("deploy")
    assert content_stems("the tables of a PDF") == ["tabl", "pdf"]


def test_sentence_query_keeps_only_topic_words() -> None:
    q = analyse("I need a skill that can help me extract the tables from a PDF please")
    assert set(q.terms) == {"extract", "tabl", "pdf"}
    assert q.prefix is None


def test_short_query_has_a_prefix_and_a_name_key() -> None:
    q = analyse("kube")
    assert q.prefix == "kube" and q.name_key == "kube"
    assert analyse("kube ").prefix is None
    assert analyse("extract the tables from this pdf and conver*").prefix == "conver"


def test_query_of_only_stop_words_keeps_them() -> None:
    assert analyse("the of and").terms
    assert analyse("  ").empty


def test_quoted_phrases_weigh_more_than_plain_adjacency() -> None:
    q = analyse('build "release notes" from commits')
    assert q.phrases["releas_note"] == 2.0
    assert q.phrases["build_releas"] == 1.0
    assert bigrams(["a", "b", "c"]) == ["a_b", "b_c"]


def test_pasted_identifiers_add_their_words() -> None:
    q = analyse("ConvergenceWarning: lbfgs failed")
    assert q.terms["converg"] < 1.0 and q.terms["warn"] < 1.0
    assert "convergencewarn" in q.terms


def test_adjacent_words_are_also_tried_as_one() -> None:
    assert "microservic" in analyse("micro services architecture").joined
