"""The reviewers' web inbox pages (`router`), served by `skillkeeper serve` next to the REST API."""

from fastapi import APIRouter

from skillkeeper.web.pages import audit, connect, inbox, routes

router = APIRouter(include_in_schema=False)
router.include_router(connect.router)  # first: /inbox/_connect must not be taken for a skill's page
router.include_router(audit.router)  # /inbox/_audit, before the skill pages too
router.include_router(inbox.router)  # the inbox list page: filters, pages, bulk actions
router.include_router(routes.router)

__all__ = ["router"]
