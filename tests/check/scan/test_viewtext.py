"""A long file is read by the views at its head and tail, whole lines only, line numbers kept."""

from __future__ import annotations

from skillkeeper.check.scan.viewtext import view_text


def test_a_long_file_is_read_at_both_ends_in_whole_lines_at_their_own_line_numbers() -> None:
    text = "".join(f"line {i} says something\n" for i in range(500))
    view = view_text(text, 1000)
    lines, viewed = text.split("\n"), view.split("\n")
    assert len(viewed) == len(lines)
    kept = [i for i, line in enumerate(viewed) if line]
    assert kept and all(viewed[i] == lines[i] for i in kept)  # no line cut short, none moved
    assert kept[0] == 0 and kept[-1] == len(lines) - 2  # the first line and the last are read


def test_one_long_line_across_the_middle_is_read_at_its_two_ends_never_joined() -> None:
    view = view_text("a" * 600 + "b" * 600, 200)
    assert view == "a" * 100 + "\n" + "b" * 100


def test_a_file_within_the_limit_is_read_whole() -> None:
    text = "x\n" * 10
    assert view_text(text, len(text)) == text
