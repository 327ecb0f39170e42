from __future__ import annotations

import numpy as np
import pytest

from skillkeeper.rank.lexical import DocText, LexicalIndex, doc_terms
from skillkeeper.rank.text import analyse


def _index() -> LexicalIndex:
    index = LexicalIndex()
    index.add([
        DocText(1, "h1", "pdf-tools", "Read PDF files.", "", "pdf pdf pdf"),
        DocText(2, "h2", "notes", "Write notes.", "", "mentions pdf once"),
        DocText(3, "h3", "secret", "Internal pdf pipeline of another tenant.", "", ""),
    ])
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
