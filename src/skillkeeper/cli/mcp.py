"""`skillkeeper mcp`: MCP over stdio for a local agent."""

from __future__ import annotations

from skillkeeper.cli import app
from skillkeeper.cli._common import one_line_errors


@app.command("mcp")
@one_line_errors
def mcp_command() -> None:
    """Serve MCP over stdio (token from SKILLKEEPER_TOKEN, else the local tenant with read+write)."""
    from skillkeeper.deliver.mcp.stdio import serve_stdio
    from skillkeeper.settings import get_settings

    serve_stdio(get_settings())
