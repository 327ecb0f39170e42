"""Every labelled malicious skill is quarantined or refused for its category; every hard negative passes."""

from __future__ import annotations

import pytest

from skillkeeper.check.scan import ScanResult, scan_skill
from skillkeeper.skill import build_skill
from skillkeeper.skill.model import BundleFile
from tests.check.scan.cases import BENIGN, MALICIOUS, Case


def scan_case(case: Case) -> ScanResult:
    files = [
        BundleFile(path, data if isinstance(data, bytes) else data.encode("utf-8"))
        for path, data in case.files.items()
        if path != "SKILL.md"
    ]
    skill_md = case.files["SKILL.md"]
    return scan_skill(build_skill(skill_md if isinstance(skill_md, str) else skill_md.decode(), files))


def test_labelled_set_is_large_enough_and_covers_every_category() -> None:
    assert len(MALICIOUS) >= 40
    assert len(BENIGN) >= 40
    assert {c.category for c in MALICIOUS} >= {
        "invisible-text",
        "instruction-override",
        "concealment",
        "credential-access",
        "exfiltration",
        "remote-exec",
        "obfuscation",
        "persistence",
        "embedded-secret",
        "self-modification",
        "structure",
    }
    assert len({c.id for c in MALICIOUS + BENIGN}) == len(MALICIOUS) + len(BENIGN)


@pytest.mark.parametrize("case", MALICIOUS, ids=lambda c: c.id)
def test_malicious_skill_is_blocked_for_its_category(case: Case) -> None:
    result = scan_case(case)
    blocking = {f.category for f in result.findings if f.severity == "critical" or f.fatal}
    assert result.verdict in {"quarantined", "refused"}, result.findings
    assert case.category in blocking, result.findings


@pytest.mark.parametrize("case", BENIGN, ids=lambda c: c.id)
def test_hard_negative_is_clean_or_warn(case: Case) -> None:
    result = scan_case(case)
    assert result.verdict in {"clean", "warn"}, [f for f in result.findings if f.severity == "critical"]
