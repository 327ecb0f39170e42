"""Put skillkeeper into the MCP clients on this machine (`skillkeeper install`).

Import the submodule you need (`clients.install`, `clients.registry`, ...): `skillkeeper mcp` reads
`clients.localtenant` at every agent start and must not load the installer with it.
"""
