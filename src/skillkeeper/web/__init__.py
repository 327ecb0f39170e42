"""The ASGI app: REST API, operations endpoints and metrics (`create_app`).

`create_app` loads on first use, so a worker process can import `web.listen` for its socket
before the app's dependencies (the supervisor's health check waits on that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from skillkeeper.web.app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from skillkeeper.web.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
