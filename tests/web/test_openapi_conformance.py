"""Schemathesis against /openapi.json with a valid all-scope token: no 500s, responses match the schema."""

from __future__ import annotations

from typing import Any

import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.python.asgi import shutdown_lifespans
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from skillkeeper.settings import get_settings
from skillkeeper.web import create_app
from tests.web.conftest import Api, clean_scanner

SKIPPED = {"/metrics"}  # Prometheus text, not JSON; covered by tests/web/test_ops.py


def not_a_server_error(ctx: Any, response: Any, case: Any) -> bool | None:
    assert response.status_code < 500 or response.status_code == 503, (
        f"{case.method} {case.formatted_path}: server error {response.status_code}: {response.text[:300]}"
    )
    return None


def test_api_conforms_to_its_openapi(api: Api) -> None:
    api.keeper.lifecycle.scanner = clean_scanner
    tid = api.tenant("acme")
    api.seed(tid, "pdf-tools")
    api.seed(tid, "draft-tool", status="staged")
    api.tenant("shared", published=True)
    headers = api.headers(tid)
    # A fresh app: schemathesis runs its lifespan itself, and the fixture's client already ran this one's.
    # No webhook worker: a generated webhook URL must never be called from the test suite.
    quiet = get_settings().model_copy(update={"webhook_worker": False})
    schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(api.keeper, settings=quiet))
    checks = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
    operations = [r.ok() for r in schema.get_all_operations()]
    assert len(operations) > 20
    try:
        for operation in operations:
            if operation.path in SKIPPED:
                continue

            @given(case=operation.as_strategy())
            @settings(max_examples=8, deadline=None, database=None, suppress_health_check=list(HealthCheck))
            def check(case: Any) -> None:
                case.call_and_validate(headers=headers, checks=checks)

            check()
    finally:
        shutdown_lifespans()
