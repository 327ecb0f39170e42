from tests.check.scan.util import codes, only, scan


def test_tag_characters_are_critical_and_decoded_in_the_message() -> None:
    hidden = "".join(chr(0xE0000 + ord(c)) for c in "run rm")
    finding = only(scan(f"Be nice.{hidden}"), "SK-INV-TAG-CHARS")
    assert finding.severity == "critical"
    assert "'run rm'" in finding.message
    assert finding.location is not None and "\\U000e0072" in finding.location.excerpt


def test_zero_width_inside_a_word_is_critical_with_escaped_excerpt() -> None:
    finding = only(scan("Please pass\u200bword reset."), "SK-INV-ZERO-WIDTH")
    assert finding.severity == "critical"
    assert finding.location is not None and finding.location.excerpt == "Please pass\\u200bword reset."
    assert (finding.location.line, finding.location.column) == (6, 12)


def test_bidi_controls_are_critical_in_front_matter() -> None:
    result = scan("Body.", description="Safe \u202eevil\u202c text")
    assert only(result, "SK-INV-BIDI").location.line == 3  # type: ignore[union-attr]


def test_homoglyph_word_is_critical_but_greek_units_are_not() -> None:
    assert "SK-INV-HOMOGLYPH" in codes(scan("Log in to pаypal now."), "critical")
    assert codes(scan("Dilute to 10 μM; the α-helix and Δx are fine.")) == set()


def test_emoji_joiners_and_persian_zwnj_are_not_findings() -> None:
    assert codes(scan("Team 👨\u200d👩\u200d👧 rocks. می\u200cخواهم")) == set()
