"""Builders for a node's own catalog: cloud skills as the server sends them, a populated node home."""

from __future__ import annotations

from pathlib import Path

from skillkeeper.node.catalog import Catalog, CatalogFile, CatalogSkill
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.skill.model import BundleFile
from skillkeeper.skill.parse import build_skill
from tests.factories import FLOW_YAML, make_skill, skill_md


def cloud_skill(
    name: str, description: str | None = None, body: str = "", files: dict[str, str] | None = None
) -> CatalogSkill:
    """A catalog row with the server's content_hash (the same canonical hash the server stamps)."""
    text = skill_md(name, description, body)
    bundle = [BundleFile(p, d.encode()) for p, d in (files or {}).items()]
    skill = build_skill(text, bundle)
    return CatalogSkill(
        name,
        skill.content_hash,
        (CatalogFile("SKILL.md", text.encode()), *(CatalogFile(f.path, f.data) for f in bundle)),
    )


def sync(home: Path, *skills: CatalogSkill, etag: str = '"e1"') -> list[str]:
    """Sync `skills` into the node's synced.db as the agent would; returns the forks."""
    node = NodeCatalog(home)
    try:
        return node.sync(Catalog.of(list(skills), etag=etag), server="test").forked
    finally:
        node.close()


CLOUD = (
    cloud_skill(
        "pdf-tools",
        "Use when you need to fill or merge PDF forms.",
        "# PDF tools\n\nMerge PDF forms.\n",
        files={"scripts/merge.py": "print('merge')\n"},
    ),
    cloud_skill("water-plant", "Use when a plant needs watering by the robot.", files={"flow.yaml": FLOW_YAML}),
    cloud_skill("csv-report", "Use when you summarise a CSV file into a report.", "# CSV\n\nCloud steps.\n"),
)
OVERRIDE_BODY = "# CSV\n\nMy local steps: always check the delimiter first.\n"


def populated(home: Path) -> NodeCatalog:
    """A node with three cloud skills, one overridden locally, and one local skill."""
    from skillkeeper.node import authoring

    sync(home, *CLOUD)
    node = NodeCatalog(home)
    authoring.update(
        node, "csv-report", make_skill("csv-report", "Use when you summarise a CSV file into a report.", OVERRIDE_BODY)
    )
    authoring.create(
        node,
        make_skill(
            "pdf-notes",
            "Use when you annotate PDF files with personal review notes.",
            "# PDF notes\n\nKeep notes beside each PDF.\n",
        ),
    )
    return node
