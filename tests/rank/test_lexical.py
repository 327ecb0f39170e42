from __future__ import annotations

import numpy as np
import pytest

from skillkeeper.rank.lexical import DocText, LexicalIndex, doc_terms, edit_distance
from skillkeeper.rank.text import analyse


def _index() -> LexicalIndex:
    index = LexicalIndex()
    index.add(
        [
            DocText(1, "h1", "pdf-tools", "Read PDF files.", "", "pdf pdf pdf"),
            DocText(2, "h2", "notes", "Write notes.", "", "mentions pdf once"),
            DocText(3, "h3", "secret", "Internal pdf pipeline of another tenant.", "", ""),
        ]
    )
    return index


def test_only_visible_documents_are_scored() -> None:
    index = _index()
    slots = np.array([index.slots[(1, "h1")], index.slots[(2, "h2")]], dtype=np.int64)
    ranked = index.score(analyse("pdf"), index.subset(slots), 10)
    assert [index.revision_of[s] for s, _ in ranked] == [1, 2]


def test_statistics_come_from_the_visible_set_only() -> None:
    index = _index()
    one = np.array([index.slots[(1, "h1")]], dtype=np.int64)
    alone = index.score(analyse("pdf files"), index.subset(one), 10)
    index.add([DocText(9, "h9", "pdf-other", "pdf files everywhere", "", "")])
    assert index.score(analyse("pdf files"), index.subset(one), 10) == alone


def test_a_subset_taken_before_the_index_grew_is_refused() -> None:
    index = _index()
    subset = index.subset(np.array([0], dtype=np.int64))
    index.add([DocText(9, "h9", "pdf-other", "pdf files everywhere", "", "")])
    with pytest.raises(RuntimeError):
        index.score(analyse("pdf"), subset, 10)


def test_adding_the_same_revision_twice_is_a_no_op() -> None:
    index = _index()
    before = dict(index.slots)
    index.add([DocText(1, "h1", "pdf-tools", "Read PDF files.", "", "")])
    assert index.slots == before


def test_code_fence_language_tags_are_not_indexed() -> None:
    tfs, _ = doc_terms(DocText(1, "h", "ls-helper", "List files.", "", "```bash\nls -la\n```\n~~~ python\nx\n~~~\n"))
    assert "bash" not in tfs and "python" not in tfs
    assert tfs["ls"][3] == 1.0


def test_prose_mention_beats_a_fence_tag_everyone_has() -> None:
    index = LexicalIndex()
    index.add([DocText(i, f"h{i}", f"tool-{i}", "A tool.", "", "```bash\nrun it\n```") for i in range(5)])
    index.add([DocText(9, "h9", "shell-tests", "Tests for scripts.", "", "Write tests for bash scripts.")])
    slots = np.arange(index.size, dtype=np.int64)
    ranked = index.score(analyse("bash"), index.subset(slots), 10)
    assert [index.revision_of[s] for s, _ in ranked] == [9]


def _typo_index() -> LexicalIndex:
    index = LexicalIndex()
    docs = [DocText(i, f"t{i}", f"prom-{i}", "Prometheus scrape config.", "", "") for i in range(6)]
    docs.append(DocText(99, "t99", "other", "Grafana panels.", "", ""))
    index.add(docs)
    return index


def test_a_typo_of_a_common_word_finds_it() -> None:
    index = _typo_index()
    every = np.arange(index.size, dtype=np.int64)
    ranked = index.score(analyse("promethues"), index.subset(every), 10)
    assert {index.revision_of[s] for s, _ in ranked} == set(range(6))


def test_a_rare_word_nobody_visible_uses_often_is_not_corrected() -> None:
    index = _typo_index()
    # Only one visible document says "prometheus": too rare to be what a typo meant.
    one = np.array([index.slots[(0, "t0")], index.slots[(99, "t99")]], dtype=np.int64)
    assert index.score(analyse("promethues"), index.subset(one), 10) == []


def test_edit_distance_counts_an_adjacent_swap_once() -> None:
    assert edit_distance("terrafrom", "terraform") == 1
    assert edit_distance("evnt", "event") == 1
    assert edit_distance("abc", "xyz") == 3


def test_a_word_that_becomes_common_later_can_be_a_correction() -> None:
    index = _typo_index()
    every = np.arange(index.size, dtype=np.int64)
    assert index.score(analyse("grafnaa"), index.subset(every), 10) == []  # builds the typo table
    index.add([DocText(100 + i, f"g{i}", f"graf-{i}", "Grafana boards.", "", "") for i in range(5)])
    every = np.arange(index.size, dtype=np.int64)
    assert len(index.score(analyse("grafnaa"), index.subset(every), 10)) == 6


def test_retain_drops_other_revisions_and_keeps_scores() -> None:
    index = _index()
    keep = [(1, "h1"), (2, "h2")]
    before = index.score(analyse("pdf files"), index.subset_of(keep)[0], 10)
    names_before = [index.revision_of[s] for s, _ in before]
    assert index.retain(keep) == 1
    assert index.size == 2 and set(index.slots) == set(keep)
    after = index.score(analyse("pdf files"), index.subset_of(keep)[0], 10)
    assert [index.revision_of[s] for s, _ in after] == names_before
    assert [s for _, s in after] == [s for _, s in before]
    assert index.retain(keep) == 0


def test_retain_forgets_terms_only_dropped_revisions_used() -> None:
    index = _index()
    index.retain([(1, "h1")])
    assert index.missing([(3, "h3")]) == [(3, "h3")]
    every = np.arange(index.size, dtype=np.int64)
    assert index.score(analyse("internal pipeline"), index.subset(every), 10) == []


def test_a_subset_taken_before_retain_is_refused() -> None:
    index = _index()
    subset, _ = index.subset_of([(1, "h1"), (2, "h2"), (3, "h3")])
    index.retain([(2, "h2")])
    with pytest.raises(RuntimeError):
        index.score(analyse("pdf"), subset, 10)


def test_scores_after_retain_equal_a_fresh_index_of_the_kept_documents() -> None:
    docs = [
        DocText(i, f"h{i}", f"tool-{i}", f"Deploy {'pdf ' * (i % 3)}tables with kubernetes.", "tag", "body " * i)
        for i in range(40)
    ]
    kept = [d for d in docs if d.revision_id % 3]
    index, fresh = LexicalIndex(), LexicalIndex()
    index.add(docs)
    fresh.add(kept)
    index.retain([(d.revision_id, d.content_hash) for d in kept])
    assert index.slots == fresh.slots
    for query in ["pdf tables", "deploy kube*", "kubernetse", "tool-7"]:
        every = np.arange(fresh.size, dtype=np.int64)
        assert index.score(analyse(query), index.subset(every), 20) == fresh.score(
            analyse(query), fresh.subset(every), 20
        )
