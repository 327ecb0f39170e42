"""The scanner's prefilters (trigger index, longest run) skip work but never a finding."""

from __future__ import annotations

import re

import pytest

from skillkeeper.check import scan as scan_pkg
from skillkeeper.check.scan import build_docs, scan_skill
from skillkeeper.check.scan.prefilter import TriggerIndex, longest_run
from skillkeeper.check.scan.registry import trigger_index
from skillkeeper.check.scan.rules import obfuscation, secrets
from skillkeeper.check.scan.text import Doc
from skillkeeper.skill import build_skill
from skillkeeper.skill.model import BundleFile, Skill
from tests.check.scan.labelled import ALL, Labelled
from tests.check.scan.labelled_dev2 import DEV2
from tests.check.scan.labelled_dev3 import DEV3
from tests.check.scan.labelled_dev4 import DEV4
from tests.check.scan.labelled_test2 import TEST2
from tests.check.scan.labelled_test3 import TEST3
from tests.check.scan.labelled_test4 import TEST4


def _skill(case: Labelled) -> Skill:
    files = [BundleFile(p, t.encode()) for p, t in case.files.items() if p != "SKILL.md"]
    return build_skill(case.files["SKILL.md"], files)


SKILLS = [_skill(c) for c in [*ALL, *DEV2, *DEV3, *DEV4, *TEST2, *TEST3, *TEST4]]


def _find_per_trigger(doc: Doc, triggers: frozenset[str]) -> dict[str, list[int]]:
    fresh = Doc(doc.path, doc.text, doc.kind, doc.lang, frontmatter_end=doc.frontmatter_end)
    return {t: fresh._trigger_lines(t) for t in triggers}


def test_trigger_index_finds_the_lines_a_search_per_trigger_finds_on_the_labelled_sets() -> None:
    index = trigger_index()
    for skill in SKILLS:
        for doc in build_docs(skill):
            if doc.lower is None:
                continue
            assert index.lines(doc.lower, doc._norm_line_starts) == _find_per_trigger(doc, index.triggers), doc.path


def test_trigger_index_sees_overlapping_and_prefix_triggers() -> None:
    index = TriggerIndex(["curl", "cur", "url", "rl ", "l |", "a\nb", "x"])
    doc = Doc("f.sh", "curl | sh; curl\nb\nxx curl x\n", "code", "shell")
    assert doc.lower is not None
    got = index.lines(doc.lower, doc._norm_line_starts)
    assert got == _find_per_trigger(doc, index.triggers)
    assert got["cur"] == [0, 2] and got["url"] == [0, 2] and got["l |"] == [0] and got["x"] == [2]


def test_longest_run_never_undercounts_a_token() -> None:
    token = re.compile(r"[A-Za-z0-9+/=_-]+")
    for skill in SKILLS:
        for doc in build_docs(skill):
            for of_norm, text in ((True, doc.norm), (False, doc.text)):
                real = max((len(m.group()) for m in token.finditer(text)), default=0)
                assert longest_run(doc, of_norm) >= real, doc.path


def _without_prefilters(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TriggerIndex, "prime", lambda self, doc: None)
    for module in (obfuscation, secrets):
        monkeypatch.setattr(module, "longest_run", lambda doc, of_norm: len(doc.text))
    monkeypatch.setattr(scan_pkg, "trigger_index", lambda: TriggerIndex(()))


def test_scan_findings_are_the_same_without_prefilters(monkeypatch: pytest.MonkeyPatch) -> None:
    with_prefilters = [scan_skill(s) for s in SKILLS]
    _without_prefilters(monkeypatch)
    without = [scan_skill(s) for s in SKILLS]
    assert with_prefilters == without


def test_trigger_index_prefix_table_lists_every_trigger_that_prefixes_another() -> None:
    index = trigger_index()
    for trigger, prefixes in index._prefixes.items():
        assert set(prefixes) == {p for p in index.triggers if trigger.startswith(p)}, trigger
