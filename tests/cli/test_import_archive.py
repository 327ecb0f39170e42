"""`skillkeeper import X.zip|X.skill`: a packed skill goes in like its folder; a hostile archive stores nothing."""

from __future__ import annotations

import json
import stat
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from skillkeeper.access.actor import Actor
from skillkeeper.admin.remote_import import RemoteImport
from skillkeeper.cli import _register, app
from skillkeeper.ingest import collect_folders, import_folders
from skillkeeper.keeper import Keeper
from skillkeeper.settings import Settings
from skillkeeper.web.app import create_app
from tests.cli.test_import_dry_run import DONE, _snapshot
from tests.factories import flag_encrypted, skill_md, write_skill

runner = CliRunner()
_register()

FILES = {"notes.md": b"# notes\n", "scripts/run.sh": b"#!/bin/sh\necho run\n"}


@pytest.fixture
def database(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SKILLKEEPER_DATABASE_URL", db_url)
    return db_url


@pytest.fixture
def client(keeper: Keeper) -> Iterator[TestClient]:
    with TestClient(create_app(keeper, settings=Settings())) as http:
        yield http


def pack(path: Path, entries: dict[str, bytes], *, link: str | None = None, encrypt: bool = False) -> Path:
    """A zip at `path` holding `entries` (scripts executable), `link` as a symbolic link member, flagged encrypted."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries.items():
            info = zipfile.ZipInfo(name)
            info.external_attr = (0o755 if name.endswith(".sh") else 0o644) << 16
            zf.writestr(info, data, zipfile.ZIP_DEFLATED)
        if link is not None:
            info = zipfile.ZipInfo(link)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, "/etc/passwd")
    if encrypt:  # zipfile cannot encrypt: the flag is what is refused
        path.write_bytes(flag_encrypted(path.read_bytes()))
    return path


def packed_skill(path: Path, name: str, *, root: bool = True) -> Path:
    """The skill `name` with FILES packed at `path`, in a top-level folder `name/` or (root=False) at the root."""
    prefix = f"{name}/" if root else ""
    entries = {f"{prefix}SKILL.md": skill_md(name).encode(), **{prefix + k: v for k, v in FILES.items()}}
    return pack(path, entries)


def _import(*args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["import", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_a_skill_and_a_zip_archive_import_and_serve_after_approval_like_their_folders(
    database: str, tmp_path: Path
) -> None:
    folders = tmp_path / "folders"
    for name in ("pdf-tools", "flat-tool"):
        write_skill(folders / name, skill_md(name), FILES)
        (folders / name / "scripts" / "run.sh").chmod(0o755)
    on_disk = {e["name"]: e["content_hash"] for e in _import(str(folders), "--tenant", "disk")["imported"]}
    archives = [packed_skill(tmp_path / "pdf-tools.skill", "pdf-tools"), tmp_path / "flat.zip"]
    packed_skill(archives[1], "flat-tool", root=False)
    data = _import(*map(str, archives))
    assert {e["name"]: e["path"] for e in data["imported"]} == {
        "pdf-tools": str(archives[0]),  # the report names the archive the skill came from
        "flat-tool": str(archives[1]),
    }
    assert {e["name"]: e["content_hash"] for e in data["imported"]} == on_disk  # the same skill, files and modes
    for name in on_disk:
        assert runner.invoke(app, ["skills", "approve", name]).exit_code == 0
    served = json.loads(runner.invoke(app, ["skills", "search", "tool", "--json"]).stdout)["results"]
    assert {r["name"]: r["content_hash"] for r in served} == on_disk


def test_archives_and_folders_import_together_and_the_skill_filter_names_an_archive_by_its_folder(
    database: str, tmp_path: Path
) -> None:
    write_skill(tmp_path / "folders" / "gamma", skill_md("gamma"))
    packed_skill(tmp_path / "alpha.zip", "alpha")
    packed_skill(tmp_path / "anything.skill", "beta")  # named by the folder it holds
    packed_skill(tmp_path / "delta.zip", "delta", root=False)  # no folder: named by the file
    paths = [str(tmp_path / n) for n in ("alpha.zip", "anything.skill", "delta.zip", "folders")]
    only = _import(*paths, "--skill", "beta", "--skill", "delta")
    assert sorted(e["name"] for e in only["imported"]) == ["beta", "delta"]
    assert sorted(e["name"] for e in _import(*paths)["imported"]) == ["alpha", "gamma"]
    missing = runner.invoke(app, ["import", *paths, "--skill", "anything"])
    assert missing.exit_code == 2
    assert "no skill folder named anything under the given paths; found: alpha, beta, delta, gamma" in missing.output


BOMB = b"\0" * (2 * 1024 * 1024)  # deflates over a thousandfold


# Each refusal an archive gets before anything is read from it, on every surface that reads archives.
HOSTILE = pytest.mark.parametrize(
    ("entries", "link", "said"),
    [
        ({"SKILL.md": b"", "../escape.txt": b"x"}, None, "archive member: path '../escape.txt' is not a plain"),
        ({"SKILL.md": b""}, "scripts/key", "archive member 'scripts/key' is a symbolic link; links are not allowed"),
        ({"SKILL.md": b"", "big.bin": BOMB}, None, "archive member 'big.bin' inflates suspiciously (zip bomb?)"),
        ({"a/SKILL.md": b"", "b/SKILL.md": b""}, None, "the archive holds 2 skill folders (a, b); an archive holds"),
        (None, None, "the archive is encrypted; pack the skill folder again as a plain zip, without a password"),
    ],
    ids=["traversal", "link", "bomb", "several", "encrypted"],
)


def hostile(path: Path, entries: dict[str, bytes] | None, link: str | None) -> Path:
    """The archive a HOSTILE case describes, at `path` (no entries: a zip flagged encrypted)."""
    if entries is None:
        return pack(path, {"SKILL.md": skill_md("locked").encode()}, encrypt=True)
    md = {k: v or skill_md(k.split("/")[0] if "/" in k else "evil").encode() for k, v in entries.items()}
    return pack(path, md, link=link)


@HOSTILE
def test_a_hostile_archive_is_refused_in_one_line_and_nothing_is_stored(
    database: str, tmp_path: Path, entries: dict[str, bytes] | None, link: str | None, said: str
) -> None:
    assert runner.invoke(app, ["tenants", "create", "other"]).exit_code == 0  # a database to look in
    before = _snapshot(database)
    bad = hostile(tmp_path / "evil.skill", entries, link)
    write_skill(tmp_path / "good", skill_md("good"))
    for given in ([bad], [tmp_path / "good", bad]):  # beside a good folder too: refused before any write
        result = runner.invoke(app, ["import", *map(str, given), "--tenant", "acme"])
        assert result.exit_code == 2
        assert result.output.startswith(f"error: {bad}: {said}") and len(result.output.splitlines()) == 1
    assert _snapshot(database) == before


def test_a_dry_run_over_an_archive_writes_nothing(database: str, tmp_path: Path) -> None:
    assert runner.invoke(app, ["tenants", "create", "other"]).exit_code == 0
    before = _snapshot(database)
    archive = packed_skill(tmp_path / "pdf-tools.skill", "pdf-tools")
    result = runner.invoke(app, ["import", str(archive), "--dry-run", "--tenant", "other"], terminal_width=300)
    assert result.exit_code == 0, result.output
    assert "new        pdf-tools: would wait for review" in result.stdout.splitlines()
    assert result.stdout.splitlines()[-1] == DONE
    assert _snapshot(database) == before


def test_a_tar_archive_is_refused_naming_the_kinds_read(database: str, tmp_path: Path) -> None:
    (tmp_path / "skills.tar.gz").write_bytes(b"\x1f\x8b")
    result = runner.invoke(app, ["import", str(tmp_path / "skills.tar.gz")])
    assert result.exit_code == 2
    assert "skills.tar.gz is a file; only .zip and .skill archives are read: unpack it" in result.output


def test_an_archive_goes_to_a_server_like_its_folder(keeper: Keeper, client: TestClient, tmp_path: Path) -> None:
    tid = keeper.tenants.create("acme").id
    token = keeper.tokens.mint(tid, "author", "skills:read,skills:write").token
    archive = packed_skill(tmp_path / "pdf-tools.skill", "pdf-tools")
    remote = RemoteImport("http://testserver", token, http=client)
    remote.check_token(None)
    report = remote.run(collect_folders([archive]))
    assert [(e["name"], e["path"], e["status"]) for e in report.imported] == [("pdf-tools", str(archive), "staged")]
    write_skill(tmp_path / "pdf-tools", skill_md("pdf-tools"), FILES)
    (tmp_path / "pdf-tools" / "scripts" / "run.sh").chmod(0o755)
    here = Actor.operator(keeper.tenants.create("globex").id)
    [folder] = import_folders(keeper.lifecycle, here, collect_folders([tmp_path / "pdf-tools"])).imported
    assert report.imported[0]["content_hash"] == folder["content_hash"]  # the same files, modes included


def test_a_linked_archive_is_not_followed(database: str, tmp_path: Path) -> None:
    target = packed_skill(tmp_path / "real.skill", "pdf-tools")
    (tmp_path / "linked.skill").symlink_to(target)
    result = runner.invoke(app, ["import", str(tmp_path / "linked.skill")])
    assert result.exit_code == 2
    assert f"linked.skill is a link to {target}; links are not followed: pass that file itself" in result.output
