"""Package typosquats in install lines and dependency files (SK-RCE-TYPOSQUAT)."""

from __future__ import annotations

import pytest

from skillkeeper.check.scan.packages import file_squats, imitated, install_squats
from tests.check.scan.util import codes, only, scan


@pytest.mark.parametrize(
    ("line", "name", "target"),
    [
        ("pip install reqeusts", "reqeusts", "requests"),
        ("python3 -m pip install -U numpy pandsa", "pandsa", "pandas"),
        ("uv add httpxx", "httpxx", "httpx"),
        ("npm i lodahs", "lodahs", "lodash"),
        ("npm install --save expresss cors", "expresss", "express"),
        ("pnpm add axois", "axois", "axios"),
        ("yarn add crossenv", "crossenv", "cross-env"),
        ("cargo add serde serde_jsn", "serde_jsn", "serde-json"),
        ("go get github.com/spf31/cobra@latest", "github.com/spf31/cobra@latest", "github.com/spf13/cobra"),
    ],
)
def test_install_line_naming_a_look_alike_of_a_popular_package_is_a_typosquat(
    line: str, name: str, target: str
) -> None:
    assert [(n, t) for n, t, _eco, _off in install_squats(line)] == [(name, target)]


@pytest.mark.parametrize(
    "line",
    [
        "pip install requests pandas numpy scikit-learn matplotlib seaborn jupyterlab",
        "pip install pyyaml ruamel.yaml pyaml latch",  # real packages near popular ones
        "pip install -r requirements.txt -e '.[dev]' --index-url https://pypi.org/simple torch",
        "npm i -D @types/node typescript eslint prettier vite",
        "cargo add serde serde_json tokio --features tokio/full",
        "go install golang.org/x/tools/gopls@latest",
        "npm install express@4 lodash@^4.17.21",
        '{"command": "pip install -e .", "label": "Install the CLI tool"}',
        '{"command": "pip install -e .", "bins": ["x"], "label": "Install gifhorse CLI tool"}',
    ],
)
def test_real_packages_flags_and_paths_are_not_typosquats(line: str) -> None:
    assert install_squats(line) == []


def test_short_names_only_count_slips_of_the_hand() -> None:
    assert imitated("flaks", "pypi") == "flask"  # swapped letters
    assert imitated("latch", "pypi") == ""  # a different word one letter away from "patch"


def test_dependency_files_are_read_for_typosquats() -> None:
    assert [s.name for s in file_squats("requirements.txt", "urllib3==2\ncolourama==0.4.6\n# reqeusts\n")] == [
        "colourama"
    ]
    pkg = '{"dependencies": {"expresss": "^4", "@scope/x": "1"}, "devDependencies": {"jest": "29"}}'
    assert [s.name for s in file_squats("package.json", pkg)] == ["expresss"]
    assert [
        s.name for s in file_squats("Cargo.toml", "[package]\nname = 'tokioo'\n[dependencies]\ntokioo = '1'\n")
    ] == ["tokioo"]
    assert file_squats("package.json", "not json") == []


def test_typosquat_in_a_code_fence_quarantines_and_in_a_warning_only_warns() -> None:
    bad = scan("# Setup\n\n```bash\npip install reqeusts\n```\n")
    assert bad.verdict == "quarantined"
    assert "requests" in only(bad, "SK-RCE-TYPOSQUAT").message
    teaching = scan("Attackers publish typosquats: never run `pip install reqeusts`.")
    assert "SK-RCE-TYPOSQUAT" in codes(teaching, "warn")
    assert teaching.verdict == "warn"


def test_a_typosquat_named_in_prose_but_not_installed_is_not_flagged() -> None:
    assert "SK-RCE-TYPOSQUAT" not in codes(scan("`reqeusts` is a typosquat of `requests`."))


def test_install_commands_inside_json_strings_are_read_up_to_the_string_end() -> None:
    assert [n for n, *_ in install_squats('{"command": "pip install reqeusts", "label": "tool"}')] == ["reqeusts"]
