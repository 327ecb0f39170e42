from skillkeeper.check.scan import scan_skill
from skillkeeper.skill import build_skill
from skillkeeper.skill.model import BundleFile
from tests.check.scan.util import scan

SKILL = "---\nname: demo\ndescription: d\n---\nBody\n"


def test_links_and_escaping_paths_are_fatal_and_refused() -> None:
    for bad in (BundleFile("scripts/x", is_link=True), BundleFile("../x.sh", b"x"), BundleFile("/etc/x", b"x")):
        result = scan_skill(build_skill(SKILL, [bad]))
        assert result.verdict == "refused"
        assert any(f.fatal and f.category == "structure" for f in result.findings)


def test_oversize_bundle_is_refused() -> None:
    big = BundleFile("assets/big.txt", b"a" * (16 * 1024 * 1024 + 1))
    assert scan_skill(build_skill(SKILL, [big])).verdict == "refused"


def test_plain_nested_paths_are_fine() -> None:
    assert scan("Body", {"references/deep/notes.md": "ok"}).verdict == "clean"
