"""Operations: liveness, readiness, Prometheus metrics, and the protected resource metadata."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text

from skillkeeper.store.db import migrations_current
from skillkeeper.web.auth import METADATA_PATH, resource_metadata
from skillkeeper.web.routes._common import keeper

router = APIRouter(tags=["operations"])


@router.get("/healthz", summary="The process is up")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", summary="Database reachable and migrations current",
            responses={503: {"description": "Not ready"}})
def readyz(request: Request) -> JSONResponse:
    store = keeper(request).store
    checks: dict[str, Any] = {"database": False, "migrations": False}
    try:
        with store.read() as conn:
            conn.execute(text("SELECT 1"))
        checks["database"] = True
        checks["migrations"] = migrations_current(store.engine)
    except Exception:
        pass
    ok = all(checks.values())
    return JSONResponse({"status": "ready" if ok else "unavailable", "checks": checks}, status_code=200 if ok else 503)


@router.get("/metrics", summary="Prometheus metrics", response_class=Response)
def metrics(request: Request) -> Response:
    return Response(generate_latest(request.app.state.metrics.registry), media_type=CONTENT_TYPE_LATEST)


@router.get(METADATA_PATH, summary="OAuth 2.0 protected resource metadata (RFC 9728)")
def protected_resource(request: Request) -> dict[str, object]:
    return resource_metadata(request)
