"""What the encoder reads of a query: short queries whole, long pasted text cut."""

from __future__ import annotations

from skillkeeper.rank.querytext import encoder_text


def test_a_short_query_is_encoded_unchanged() -> None:
    query = "  my tests fail\nintermittently?  "
    assert encoder_text(query, max_words=8) == query


def test_a_long_query_is_cut_to_its_first_words() -> None:
    query = " ".join(f"word{chr(97 + i % 26)}" for i in range(100))
    assert encoder_text(query, max_words=3) == "worda wordb wordc"


def test_a_pasted_trace_loses_paths_numbers_and_punctuation() -> None:
    trace = "fatal error: all goroutines are asleep - deadlock!\n\tmain.main()\n\t/app/main.go:18 +0x7d"
    assert encoder_text(trace, max_words=12) == "fatal error all goroutines are asleep deadlock main main app main go"


def test_no_cap_reads_everything() -> None:
    query = " ".join(f"w{i}" for i in range(100))
    assert encoder_text(query, max_words=0) == query
