"""A command called by another word (`skills revoke`, `add`, `start`) names the one that does it."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from skillkeeper.cli import _register, app
from tests.cli.mint import assert_runnable_mint_hint


def _error(*args: str) -> str:
    _register()
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 2
    return " ".join(result.output.replace("│", " ").split())


@pytest.mark.parametrize("word", ["revoke", "delete", "remove"])
def test_skills_revoke_names_deprecate_and_quarantine(word: str) -> None:
    text = _error("skills", word, "csv-cleaner")
    assert f"No such command '{word}': `skillkeeper skills deprecate NAME` retires" in text
    assert "`skillkeeper skills quarantine NAME`" in text


def test_add_names_import_at_the_top_and_under_skills() -> None:
    assert "`skillkeeper import PATH` adds skill folders" in _error("add", "./my-skills")
    assert "`skillkeeper import PATH` adds skill folders" in _error("skills", "add", "./my-skills")


def test_review_verbs_at_the_top_name_their_group() -> None:
    assert "No such command 'approve': it is `skillkeeper skills approve`" in _error("approve", "x")
    assert "`skillkeeper serve` starts the server" in _error("start")


def test_login_names_the_mint_command_and_what_t_is() -> None:
    text = _error("login")
    assert "No such command 'login': there is no login: mint a token with `skillkeeper tokens create" in text
    assert "(T is your tenant's name; `skillkeeper tenants list` on the server's machine shows them)." in text
    assert_runnable_mint_hint(text)


@pytest.mark.parametrize("words", [["migrate"], ["upgrade"], ["db", "migrate"], ["db", "init"]])
def test_migrate_names_db_upgrade(words: list[str]) -> None:
    assert f"No such command '{words[-1]}': `skillkeeper db upgrade` applies the database's migrations" in _error(
        *words
    )


def test_principals_list_names_tokens_list() -> None:
    assert "`skillkeeper tokens list --tenant T` lists each principal's tokens and scopes" in _error(
        "principals", "list"
    )


def test_a_near_spelling_keeps_typers_suggestion() -> None:
    assert "Did you mean 'list'?" in _error("skills", "lst")


def test_every_hint_names_a_command_that_exists() -> None:
    from skillkeeper.cli._synonyms import DB, PRINCIPALS, ROOT, SKILLS  # here: the lists are this test's subject

    _register()
    import typer.main  # here: the built click tree, to look the commands up

    root = typer.main.get_command(app)
    commands = root.commands  # type: ignore[attr-defined]
    for text in [*ROOT.values(), *SKILLS.values(), *DB.values(), *PRINCIPALS.values()]:
        for quoted in text.split("`")[1::2]:
            words = quoted.split()
            assert words[0] == "skillkeeper"
            if words[1] in ("skills", "db", "tokens"):
                assert words[2] in commands[words[1]].commands, quoted
            else:
                assert words[1] in commands, quoted
