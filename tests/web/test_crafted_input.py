"""Crafted SKILL.md input: the same clear 422 on both engines, over JSON and zip, nothing stored."""

from __future__ import annotations

import io
import zipfile

import pytest

from tests.factories import HOSTILE, HOSTILE_FILES, db_counts, skill_md
from tests.web.conftest import Api, clean_scanner


def _zip(entries: dict[str, str], folder: str = "") -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, text in entries.items():
            zf.writestr(folder + name, text.encode("utf-8", "surrogatepass"))
    return buf.getvalue()


def _refused(api: Api, response: object, before: tuple[int, ...]) -> str:
    r = response
    assert r.status_code == 422, r.text  # type: ignore[attr-defined]
    error = r.json()["error"]  # type: ignore[attr-defined]
    assert error["code"] == "invalid_skill" and "\n" not in error["message"]
    assert "Traceback" not in r.text  # type: ignore[attr-defined]
    assert db_counts(api.keeper) == before
    return str(error["message"])


@pytest.mark.parametrize("label", sorted(HOSTILE))
def test_crafted_skill_md_is_a_422_over_json_and_zip(api: Api, label: str) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    h = api.headers(tid)
    before = db_counts(api.keeper)
    as_json = _refused(api, api.client.post("/api/v1/skills", json={"skill_md": HOSTILE[label]}, headers=h), before)
    as_zip = _refused(
        api,
        api.client.post(
            "/api/v1/skills",
            content=_zip({"SKILL.md": HOSTILE[label]}),
            headers={**h, "content-type": "application/zip"},
        ),
        before,
    )
    assert as_json.split(": ", 1)[-1] == as_zip.split(": ", 1)[-1]  # one rule, one message


@pytest.mark.parametrize("label", sorted(HOSTILE_FILES))
def test_bundle_with_a_file_and_a_folder_of_one_name_is_a_422(api: Api, label: str) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid)
    files = HOSTILE_FILES[label]
    before = db_counts(api.keeper)
    body = {"skill_md": skill_md("crafted"), "files": [{"path": p, "content": c} for p, c in files.items()]}
    message = _refused(api, api.client.post("/api/v1/skills", json=body, headers=h), before)
    assert "both a file and a folder" in message
    data = _zip({"SKILL.md": skill_md("crafted"), **files})
    _refused(
        api, api.client.post("/api/v1/skills", content=data, headers={**h, "content-type": "application/zip"}), before
    )


def test_update_with_crafted_input_leaves_the_skill_as_it_was(api: Api) -> None:
    tid = api.tenant("acme")
    api.seed(tid, "crafted")
    h = api.headers(tid)  # minting a token is audited: before the snapshot
    before = db_counts(api.keeper)
    for text in HOSTILE.values():
        r = api.client.put("/api/v1/skills/crafted", json={"skill_md": text}, headers=h)
        _refused(api, r, before)


def test_zip_folder_named_unlike_the_skill_is_refused_like_validate(api: Api) -> None:
    tid = api.tenant("acme")
    h = api.headers(tid)
    before = db_counts(api.keeper)
    data = _zip({"SKILL.md": skill_md("pdf")}, folder="pdf-tools/")
    r = api.client.post("/api/v1/skills", content=data, headers={**h, "content-type": "application/zip"})
    assert "differs from its folder 'pdf-tools'" in _refused(api, r, before)
    ok = _zip({"SKILL.md": skill_md("pdf")}, folder="pdf/")
    r = api.client.post("/api/v1/skills", content=ok, headers={**h, "content-type": "application/zip"})
    assert r.status_code == 201, r.text


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "/api/v1/skills/a%00b", None),
        ("GET", "/api/v1/skills/a%00b/history", None),
        ("DELETE", "/api/v1/skills/a%00b", None),
        ("POST", "/api/v1/skills-inbox/crafted/reject", {"reason": "a\x00b"}),
        ("POST", "/api/v1/subscriptions", {"publisher": "a\x00b"}),
    ],
)
def test_a_nul_anywhere_in_a_request_is_one_422_on_both_engines(
    api: Api, method: str, path: str, body: dict[str, str] | None
) -> None:
    # PostgreSQL refuses NUL in text (it used to be a 500 there, a 404 or a write on SQLite).
    tid = api.tenant("acme")
    api.seed(tid, "crafted", status="staged")
    h = api.headers(tid)
    before = db_counts(api.keeper)
    r = api.client.request(method, path, json=body, headers=h)
    assert r.status_code == 422, r.text
    assert r.json()["error"]["code"] == "invalid_request" and "NUL" in r.json()["error"]["message"]
    assert db_counts(api.keeper) == before
