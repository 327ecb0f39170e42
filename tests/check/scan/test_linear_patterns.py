"""Patterns rewritten to run in linear time on one long line still read what they read before."""

from __future__ import annotations

from skillkeeper.check.scan.deps import url_dependencies
from skillkeeper.check.scan.literals import join_literals
from skillkeeper.check.scan.resolve import sourced_names


def test_a_requirement_named_before_its_url_is_read_with_or_without_leading_blanks() -> None:
    text = "evil @ https://files.evilhost.net/e.tar.gz\n   @ https://files.evilhost.net/f.tar.gz\n  -e https://files.evilhost.net/g\n"
    urls = [url for _offset, url in url_dependencies("requirements.txt", text)]
    assert urls == [
        "https://files.evilhost.net/e.tar.gz",
        "https://files.evilhost.net/f.tar.gz",
        "https://files.evilhost.net/g",
    ]


def test_a_requirements_line_of_blanks_names_no_url() -> None:
    assert url_dependencies("requirements.txt", " " * 64 + "!\n") == []


def test_quoted_pieces_joined_across_blanks_or_an_operator_read_as_one_word_and_a_lone_quote_joins_nothing() -> None:
    assert "curl" in join_literals("x = 'cu'  +  'rl'\ny = 'cu' 'rl'\n")
    assert join_literals("x = 'a'" + " " * 64 + "b\n") == "x = 'a'" + " " * 64 + "b\n"


def test_a_build_file_loading_a_file_after_blank_lines_names_it_and_blanks_alone_name_nothing() -> None:
    assert sourced_names("\n   \n  include  config.mk\n  env_file: .env\n") >= {"config.mk", ".env"}
    assert sourced_names(" " * 64 + "!\n") == set()
