"""A change of source (another --server, --tenant, --local) must not silently take out what the last one placed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skillkeeper.node import disk
from skillkeeper.node.catalog import Catalog
from skillkeeper.node.merged import names_after
from skillkeeper.node.nodecatalog import NodeCatalog
from skillkeeper.node.state import source_flags, synced_server
from skillkeeper.node.targets import Target
from skillkeeper.words import counted

SWITCH_FLAG = "--switch-source"


@dataclass(frozen=True)
class KeptSource:
    """Skills on disk that the recorded source placed and this run's source would take out."""

    placed_by: str  # the flags of the source that placed them
    this_run: str  # the flags of this run's source
    names: list[str]

    def message(self) -> str:
        """One line: which source placed them, that they stay, how to switch on purpose."""
        shown = ", ".join(self.names[:5]) + (", ..." if len(self.names) > 5 else "")
        kept = counted(len(self.names), "skill")
        return (
            f"kept {kept} {self.placed_by} placed ({shown}): this run syncs from {self.this_run}, "
            f"so nothing was synced or removed; to switch on purpose run again with {SWITCH_FLAG} "
            "(takes them out), or `skillkeeper agent --uninstall` first"
        )


def source_label(source: str, tenant: str | None) -> str:
    """`source` (a tick's source key) as the agent flags that sync from it, with a server's tenant."""
    flags = source_flags(source)
    return f"{flags} (tenant {tenant})" if tenant and flags.startswith("--server") else flags


def kept_by_switch(
    node: NodeCatalog, catalog: Catalog, source: str, targets: Sequence[Target], owner: str | None
) -> KeptSource | None:
    """The skills this agent wrote from the recorded source that syncing `catalog` from `source` would remove;
    None when the source is the recorded one (or none is recorded) or nothing would go."""
    recorded, recorded_tenant = node.synced.meta("server"), node.synced.meta("tenant")
    if recorded is None or (
        recorded == source and (recorded_tenant is None or catalog.tenant in (None, recorded_tenant))
    ):
        return None
    if synced_server(recorded) and synced_server(source) and recorded_tenant and recorded_tenant == catalog.tenant:
        # One tenant's catalog under another URL (`localhost` for `127.0.0.1`, a moved host): its revocations
        # must still take skills out, so it is not a switch.
        return None
    current = set(node.synced.cards())
    # A name with a local row survives the sync as a local skill (a fork): only the others would go.
    gone = current - names_after(current, catalog) - set(node.local.cards())
    on_disk = {
        name
        for target in targets
        for name, entry in disk.scan_target(target.dir).entries.items()
        if name in gone and entry.ours and not entry.owned_by_other(owner)
    }
    if not on_disk:
        return None
    return KeptSource(source_label(recorded, recorded_tenant), source_label(source, catalog.tenant), sorted(on_disk))
