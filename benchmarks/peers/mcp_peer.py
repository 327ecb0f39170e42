"""The plainest MCP peer: the official SDK's MCPServer, stateless Streamable HTTP, JSON responses.

PEER_DATABASE_URL=sqlite:///PATH PEER_TOKEN=skk_... python benchmarks/peers/mcp_peer.py PORT
"""

from __future__ import annotations

import json
import os
import sys

import plain_db
from mcp.server import MCPServer

server = MCPServer("peer")
TENANT = plain_db.tenant_of(os.environ["PEER_TOKEN"])


@server.tool()
def get_skill(name: str) -> str:
    """Read one skill."""
    assert TENANT is not None
    return json.dumps(plain_db.skill(TENANT, name))


@server.tool()
def search_skills(query: str, limit: int = 10) -> str:
    """Search skills."""
    assert TENANT is not None
    return json.dumps({"results": plain_db.search(TENANT, query, limit)})


if __name__ == "__main__":
    import uvicorn

    app = server.streamable_http_app(stateless_http=True, json_response=True)
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", access_log=False)
