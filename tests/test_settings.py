"""Settings from SKILLKEEPER_*: a value a setting cannot take is one line naming the variable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from skillkeeper.settings import Settings, SettingsError, get_settings, unknown_variables


@pytest.mark.parametrize(
    ("var", "value", "said"),
    [
        ("SKILLKEEPER_PORT", "abc", "Input should be a valid integer"),
        ("SKILLKEEPER_PORT", "70000", "less than or equal to 65535"),
        ("SKILLKEEPER_SEARCH_RANKER", "foo", "'auto', 'lexical', 'semantic' or 'hybrid'"),
    ],
)
def test_a_bad_value_names_its_variable(var: str, value: str, said: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(var, value)
    with pytest.raises(SettingsError) as caught:
        get_settings()
    message = str(caught.value)
    assert message.startswith(f"{var}={value!r} cannot be used: ") and said in message
    assert message.endswith("; fix it or unset it") and "\n" not in message


def test_every_command_says_it_in_one_line_instead_of_a_traceback(tmp_path: Path) -> None:
    # A bad SKILLKEEPER_PORT printed pydantic's traceback on every command, `info` included.
    env = {**os.environ, "SKILLKEEPER_HOME": str(tmp_path), "SKILLKEEPER_PORT": "abc"}
    run = subprocess.run(
        [sys.executable, "-m", "skillkeeper", "info"], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.splitlines() == [
        "error: SKILLKEEPER_PORT='abc' cannot be used: Input should be a valid integer, unable to parse string as an "
        "integer; fix it or unset it"
    ]


@pytest.mark.parametrize(
    ("given", "read"),
    [
        ("postgres://u@db:5432/sk", "postgresql://u@db:5432/sk"),
        ("postgres+psycopg://u@db/sk", "postgresql+psycopg://u@db/sk"),
        ("postgresql://u@db/sk", "postgresql://u@db/sk"),
        ("sqlite:////tmp/x.db", "sqlite:////tmp/x.db"),
    ],
)
def test_a_postgres_database_url_is_normalised_like_postgresql(
    given: str, read: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", given)
    assert Settings().resolved_database_url == read


def test_a_misspelled_variable_gets_one_warning_naming_the_closest_setting() -> None:
    env = {
        "SKILLKEEPER_TENAT": "acme",
        "SKILLKEEPER_DATABSE_URL": "x",
        "SKILLKEEPER_TENANT": "acme",
        "SKILLKEEPER_SKILL_TARGETS": "[]",
        "SKILLKEEPER_MCP_TOKEN": "t",  # a token under a name of the user's
        "SKILLKEEPER_TEST_REQUIRE_POSTGRES": "1",
        "PATH": "/bin",
    }
    assert unknown_variables(env) == [
        "warning: SKILLKEEPER_DATABSE_URL is not a skillkeeper setting and is ignored; "
        "did you mean SKILLKEEPER_DATABASE_URL?",
        "warning: SKILLKEEPER_TENAT is not a skillkeeper setting and is ignored; did you mean SKILLKEEPER_TENANT?",
    ]


def test_a_command_prints_the_warning_on_stderr_once(tmp_path: Path) -> None:
    from skillkeeper.keeper import Keeper

    Keeper.open(f"sqlite:///{tmp_path / 'skillkeeper.db'}").close()  # `info` creates no database
    env = {**os.environ, "SKILLKEEPER_HOME": str(tmp_path), "SKILLKEEPER_TENAT": "acme"}
    run = subprocess.run(
        [sys.executable, "-m", "skillkeeper", "info", "--json"], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr.count("SKILLKEEPER_TENAT is not a skillkeeper setting") == 1
    assert json.loads(run.stdout)


def test_settings_are_read_once_per_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    first = get_settings()
    assert get_settings() is first  # a command asks several times: one read
    monkeypatch.setenv("SKILLKEEPER_TENANT", "other")
    assert get_settings().tenant == "other"
    monkeypatch.setenv("skillkeeper_port", "9123")  # any case, as pydantic-settings reads it
    assert get_settings().port == 9123
    monkeypatch.setenv("HOME", "/elsewhere")
    monkeypatch.delenv("SKILLKEEPER_HOME")
    assert get_settings().home == Path("/elsewhere/.skillkeeper")


def test_every_setting_is_in_the_readme_configuration_table() -> None:
    # SKILLKEEPER_REQUEST_LOG was read by every `serve` (and an app built with create_app) but
    # documented nowhere, so an operator behind their own ASGI server could not find it.
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    table = readme.split("\n## Configuration\n", 1)[1].split("\n## ", 1)[0]
    missing = [
        f"SKILLKEEPER_{name.upper()}" for name in Settings.model_fields if f"SKILLKEEPER_{name.upper()}`" not in table
    ]
    assert not missing, f"README's Configuration table does not list {missing}"
