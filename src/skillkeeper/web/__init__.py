"""The ASGI app: REST API, operations endpoints and metrics (`create_app`)."""

from skillkeeper.web.app import create_app

__all__ = ["create_app"]
