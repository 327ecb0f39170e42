"""Shared by the store's search tests: a small catalog written active, and ways to search it."""

from __future__ import annotations

import pytest

from skillkeeper.access.actor import Actor
from skillkeeper.check.scan.result import ScanResult
from skillkeeper.keeper import Keeper
from skillkeeper.rank import semantic
from skillkeeper.skill.model import Skill
from skillkeeper.store.search import search
from skillkeeper.store.tenants import create_tenant
from skillkeeper.store.visibility import Viewer, viewer_for
from tests.factories import make_skill

needs_model = pytest.mark.skipif(not semantic.available(), reason="semantic extra not installed")

CATALOG = [
    (
        "pdf-extraction",
        "Extract text and tables from PDF files, merge and split documents.",
        "# PDF\n\nUse pdfplumber to read pages.\n",
    ),
    (
        "kubernetes-deployment",
        "Deploy containerised services to Kubernetes clusters with manifests and rollouts.",
        "# Deploy\n\nkubectl apply the manifests.\n",
    ),
    (
        "test-driven-development",
        "Write the failing test first, then the minimal code that makes it pass.",
        "# TDD\n\nRed, green, refactor.\n",
    ),
    (
        "release-notes",
        "Draft release notes and a changelog from merged pull requests.",
        "# Notes\n\nGroup changes by type. Mention kubernetes deployment changes if any.\n",
    ),
    (
        "systematic-debugging",
        "Find the root cause of a bug or a failing test before proposing a fix.",
        "# Debugging\n\nReproduce, isolate, hypothesise, verify.\n",
    ),
    (
        "spreadsheet-formulas",
        "Build Excel workbooks with formulas, charts and pivot tables.",
        "# Excel\n\nUse openpyxl.\n",
    ),
]


def clean_scan(skill: Skill) -> ScanResult:
    return ScanResult("clean", (), skill.content_hash)


def new_tenant(keeper: Keeper, name: str) -> int:
    with keeper.store.write() as conn:
        return create_tenant(conn, name)


def fill_catalog(keeper: Keeper, tid: int, catalog: list[tuple[str, str, str]] = CATALOG) -> None:
    keeper.lifecycle.scanner = clean_scan
    for name, desc, body in catalog:
        keeper.lifecycle.write(Actor.operator(tid), make_skill(name, desc, body), source="manual", status="active")


def search_names(keeper: Keeper, viewer_or_tid: Viewer | int, query: str, limit: int = 10, **kw: str) -> list[str]:
    with keeper.store.read() as conn:
        viewer = viewer_or_tid if isinstance(viewer_or_tid, Viewer) else viewer_for(conn, viewer_or_tid)
        return [v.name for v, _ in search(conn, viewer, query, limit, caches=keeper.caches.search, **kw)]


def revise(keeper: Keeper, tid: int, name: str, description: str) -> None:
    keeper.lifecycle.write(Actor.operator(tid), make_skill(name, description), source="manual", status="active")


def scored(keeper: Keeper, tid: int, query: str, ranker: str = "lexical") -> list[tuple[str, float]]:
    with keeper.store.read() as conn:
        hits = search(conn, viewer_for(conn, tid), query, 10, ranker=ranker, caches=keeper.caches.search)
    return [(v.name, round(s, 6)) for v, s in hits]
