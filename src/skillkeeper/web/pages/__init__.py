"""The reviewers' web inbox pages (`router`), served by `skillkeeper serve` next to the REST API."""

from skillkeeper.web.pages.routes import router

__all__ = ["router"]
