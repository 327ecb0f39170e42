from __future__ import annotations

from pathlib import Path

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.errors import InvalidInput
from skillkeeper.ingest import collect_folders, import_folders
from skillkeeper.keeper import Keeper
from skillkeeper.store.tenants import create_tenant
from tests.factories import skill_md


def _write(root: Path, folder: str, text: str | bytes) -> Path:
    path = root / folder
    path.mkdir(parents=True)
    (path / "SKILL.md").write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def test_every_folder_lands_in_exactly_one_list(keeper: Keeper, tmp_path: Path) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    _write(tmp_path, "a/pdf-tools", skill_md("pdf-tools"))
    _write(tmp_path, "b/pdf-tools", skill_md("pdf-tools", body="another copy"))
    _write(tmp_path, "c/broken", "no front matter here")
    _write(tmp_path, "d/binary", b"\x00\x01\x02")
    _write(tmp_path, "e/Bad_Name", skill_md("Bad_Name"))
    folders = collect_folders([tmp_path])
    report = import_folders(keeper.lifecycle, Actor.operator(tid), folders)
    paths = [e["path"] for lst in (report.imported, report.updated, report.quarantined, report.rejected) for e in lst]
    assert sorted(paths) == sorted(str(f) for f in folders)
    assert [e["name"] for e in report.imported] == ["pdf-tools"]
    assert report.imported[0]["path"].endswith("a/pdf-tools")
    reasons = {Path(e["path"]).name: " ".join(e["reasons"]) for e in report.rejected}
    assert "rename one of the two" in reasons["pdf-tools"]
    assert "front matter" in reasons["broken"]
    assert "binary" in reasons["binary"]
    assert "name" in reasons["Bad_Name"]


def test_reimport_reports_updated_and_unchanged(keeper: Keeper, tmp_path: Path) -> None:
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    folder = _write(tmp_path, "pdf-tools", skill_md("pdf-tools"))
    import_folders(keeper.lifecycle, Actor.operator(tid), [folder], activate=True)
    again = import_folders(keeper.lifecycle, Actor.operator(tid), [folder], activate=True)
    assert again.updated and again.updated[0]["unchanged"] is True
    (folder / "SKILL.md").write_text(skill_md("pdf-tools", body="changed"))
    changed = import_folders(keeper.lifecycle, Actor.operator(tid), [folder], activate=True)
    assert changed.updated[0]["unchanged"] is False and changed.updated[0]["status"] == "active"


def test_folders_skillkeeper_wrote_are_not_imported(keeper: Keeper, tmp_path: Path) -> None:
    # `import ~/.claude/skills` took in the node agent's copies and install's companion skill too.
    with keeper.store.write() as conn:
        tid = create_tenant(conn, "acme")
    _write(tmp_path, "mine", skill_md("mine"))
    (_write(tmp_path, "using-skillkeeper", skill_md("using-skillkeeper")) / ".skillkeeper-owned").write_text("{}")
    report = import_folders(keeper.lifecycle, Actor.operator(tid), collect_folders([tmp_path]))
    assert [e["name"] for e in report.imported] == ["mine"]
    [copy] = report.rejected
    assert copy["path"].endswith("using-skillkeeper")
    assert copy["reasons"] == [
        "written by skillkeeper (.skillkeeper-owned): a copy the node agent or `skillkeeper install` put here, "
        "not a source; import the folder it came from"
    ]


def test_collect_folders_keeps_only_the_named_ones_and_names_what_is_there(tmp_path: Path) -> None:
    for name in ("pdf-tools", "csv-tools"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "SKILL.md").write_text(f"---\nname: {name}\ndescription: d\n---\nx\n")
    assert [f.name for f in collect_folders([tmp_path], ["pdf-tools"])] == ["pdf-tools"]
    with pytest.raises(
        InvalidInput, match="no skill folder named pdf under the given paths; found: csv-tools, pdf-tools"
    ):
        collect_folders([tmp_path], ["pdf"])
