"""MCP delivery: one server definition (tools, skill:// resources, the Skills extension) for stdio and HTTP.

Import the submodules (`server`, `callers`, `node`): this package loads nothing itself, so
`mcp --node` never imports the server's store and Keeper.
"""
