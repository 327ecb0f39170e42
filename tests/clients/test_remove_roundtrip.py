"""`install` then `install --remove` gives every JSON client's file back byte for byte, whatever its shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillkeeper.clients.install import Options, run
from skillkeeper.clients.registry import CLIENTS, Client, Home

# "@" is the block holding the servers; a shape without it has none, so install creates it.
SHAPES = {
    "ours the only member": '{\n  "theme": "Dark",\n  "@": {}\n}\n',
    "ours the last member": '{\n  "theme": "Dark",\n  "@": {\n    "other": {"command": "x"}\n  }\n}\n',
    "block first at the top": '{\n  "@": {\n    "other": {"command": "x"}\n  },\n  "theme": "Dark"\n}\n',
    "one-line block": '{"theme": "Dark", "@": {"other": {"command": "x"}}}\n',
    "block created": '{\n  "theme": "Dark"\n}\n',
    "block created in {}": "{}\n",
    "block created on one line": '{"theme": "Dark"}\n',
    "trailing comma in the block": '{\n  "theme": "Dark",\n  "@": {\n    "other": {"command": "x"},\n  }\n}\n',
    "trailing comma at the top": '{\n  "theme": "Dark",\n  "@": {\n    "other": {"command": "x"}\n  },\n}\n',
    "trailing commas in both": '{\n  "theme": "Dark",\n  "@": {\n    "other": {"command": "x"},\n  },\n}\n',
    "trailing comma in a one-line block": '{"theme": "Dark", "@": {"other": {"command": "x"},}}\n',
    "trailing comma then a comment": '{\n  "@": {\n    "other": {"command": "x"}, // mine\n  }\n}\n',
    "comment before a trailing comma": '{"@": {"other": {"command": "x"} /* c */,}}\n',
    "comment after the last member": '{\n  "@": {\n    "other": {"command": "x"} // mine\n  }\n}\n',
    "comment line before the close": '{\n  "@": {\n    "other": {"command": "x"},\n    // more later\n  }\n}\n',
    "comments between members": '{\n  "@": {\n    "a": {"command": "a"}, // a\n    /* b */ "b": {"b": 1}\n  }\n}\n',
    "only a comment in the block": '{\n  "theme": "Dark",\n  "@": {\n    // none yet\n  }\n}\n',
    "tabs and trailing commas": '{\n\t"theme": "Dark",\n\t"@": {\n\t\t"other": {"command": "x"},\n\t},\n}\n',
    "block created after a trailing comma": '{\n  "theme": "Dark",\n}\n',
    "block created after a comment": '{\n  "theme": "Dark" // dark\n}\n',
    "block created after a trailing comma and a comment": '{\n  "theme": "Dark", // dark\n}\n',
    "block created after a comment line": '{\n  "theme": "Dark",\n  // end\n}\n',
    "block created on one line with a trailing comma": '{"theme": "Dark",}\n',
    "a space in the block": '{\n  "theme": "Dark",\n  "@": { }\n}\n',
    "a line break in the block": '{\n  "theme": "Dark",\n  "@": {\n  }\n}\n',
    "block created in { }": "{ }\n",
    "block created in a line break in {}": "{\n}\n",
    "block created in an empty file": "",
    "block created in a blank file": "\n",
    "block created in a whitespace-only file": "  \n\t\n",
}


def _document(client: Client, shape: str, inside: bool) -> str:
    """`shape` with the client's block; OpenClaw's two-level key puts it inside `mcp` (`inside`) or at the top."""
    if len(client.key) == 1 or not inside:
        return shape.replace("@", client.key[0])
    inner = shape.replace("@", client.key[1]).rstrip("\n").replace("\n", "\n  ")
    return f'{{\n  "gateway": {{"port": 1}},\n  "{client.key[0]}": {inner}\n}}\n'


def _strict(text: str) -> bool:
    """Whether strict JSON clients read `text`; a blank file is one they have not written yet."""
    if not text.strip():
        return True
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _cases() -> list[object]:
    out = []
    for client in CLIENTS:
        if client.fmt == "toml":
            continue
        for name, shape in SHAPES.items():
            places = [True, False] if len(client.key) > 1 and "@" not in shape else [True]
            places = places if shape.strip() else [False]  # a blank file has no `mcp` to hold the block
            for inside in places:
                text = _document(client, shape, inside)
                if client.fmt == "jsonc" or _strict(text):
                    where = "" if len(client.key) == 1 else (" in mcp" if inside else " at the top")
                    out.append(pytest.param(client, text, id=f"{client.name}: {name}{where}"))
    return out


@pytest.mark.parametrize(("client", "text"), _cases())
def test_install_then_remove_gives_back_the_file_byte_for_byte(tmp_path: Path, client: Client, text: str) -> None:
    home = Home(home=tmp_path / "home", platform="linux", env={})
    path = client.file(home)
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode())
    record = tmp_path / "install-created.json"
    [added, *_skills] = run(Options(clients=(client.name,), record=record), home)
    assert added.action == "added", added.message
    [removed, *_skills] = run(Options(clients=(client.name,), record=record, remove=True), home)
    assert removed.action == "removed", removed.message
    assert path.read_bytes() == text.encode()
