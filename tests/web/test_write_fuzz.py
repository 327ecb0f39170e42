"""Fuzz the REST write path (JSON and zip): never a 5xx or a traceback; a refusal stores nothing."""

from __future__ import annotations

import io
import json
import zipfile

from hypothesis import event, given
from hypothesis import strategies as st

from tests.factories import db_counts
from tests.strategies import FUZZ, Crafted, crafted
from tests.web.conftest import Api


def _zip(item: Crafted, folder: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for path, text in {"SKILL.md": item.skill_md, **item.files}.items():
            try:
                zf.writestr(folder + path, text.encode("utf-8", "surrogatepass"))
            except (ValueError, UnicodeEncodeError):
                continue  # a name zipfile itself cannot write is no upload
    return buf.getvalue()


def _check(api: Api, response: object, before: tuple[int, ...]) -> None:
    status = response.status_code  # type: ignore[attr-defined]
    body = response.text  # type: ignore[attr-defined]
    event(f"status {status}")
    assert status < 500, body
    assert "Traceback" not in body
    if status >= 400:
        assert response.json()["error"]["message"]  # type: ignore[attr-defined]
        assert db_counts(api.keeper) == before


@FUZZ
@given(item=crafted(), how=st.sampled_from(["json", "zip", "zip-folder", "put"]))
def test_crafted_writes_never_give_a_5xx_and_refusals_store_nothing(api: Api, item: Crafted, how: str) -> None:
    if not hasattr(api, "_fuzz_headers"):
        api._fuzz_headers = api.headers(api.tenant("fuzz"))  # type: ignore[attr-defined]
    headers: dict[str, str] = api._fuzz_headers  # type: ignore[attr-defined]
    before = db_counts(api.keeper)
    if how in ("json", "put"):
        body = {"skill_md": item.skill_md, "files": [{"path": p, "content": c} for p, c in item.files.items()]}
        # ASCII JSON: lone surrogates travel as \udXXX escapes, the way a hostile client sends them.
        raw, json_headers = json.dumps(body), {**headers, "content-type": "application/json"}
        if how == "json":
            r = api.client.post("/api/v1/skills", content=raw, headers=json_headers)
        else:
            r = api.client.put("/api/v1/skills/fuzz-ok", content=raw, headers=json_headers)
    else:
        data = _zip(item, "fuzz-ok/" if how == "zip-folder" else "")
        r = api.client.post("/api/v1/skills", content=data, headers={**headers, "content-type": "application/zip"})
    _check(api, r, before)
