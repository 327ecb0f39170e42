"""Operations: liveness, readiness, Prometheus metrics, and the protected resource metadata."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from skillkeeper.access.scopes import FLEET_READ
from skillkeeper.settings import Settings
from skillkeeper.web.auth import METADATA_PATH, require, resource_metadata
from skillkeeper.web.figures import TenantView
from skillkeeper.web.routes._common import keeper

router = APIRouter(tags=["operations"])


@router.get("/healthz", summary="The process is up")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get(
    "/readyz", summary="Database reachable and migrations current", responses={503: {"description": "Not ready"}}
)
def readyz(request: Request) -> JSONResponse:
    checks = keeper(request).figures.ready()
    ok = all(checks.values())
    return JSONResponse({"status": "ready" if ok else "unavailable", "checks": checks}, status_code=200 if ok else 503)


def metrics_open(settings: Settings) -> bool:
    """Whether /metrics answers without a token: on a loopback bind, unless configured otherwise."""
    return settings.loopback_bind if settings.metrics_public is None else settings.metrics_public


@router.get(
    "/metrics",
    summary="Prometheus metrics (a fleet:read token unless bound to loopback)",
    response_class=Response,
    responses={401: {"description": "A token is needed on this bind"}},
)
def metrics(request: Request) -> Response:
    registry = request.app.state.metrics.registry
    if not metrics_open(request.app.state.settings):
        # A public bind answers tokens only, and a token sees its own tenant's inbox depth, not others'.
        registry = TenantView(registry, require(FLEET_READ)(request).tenant)
    return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)


@router.get(METADATA_PATH, summary="OAuth 2.0 protected resource metadata (RFC 9728)")
def protected_resource(request: Request) -> dict[str, object]:
    return resource_metadata(request)
