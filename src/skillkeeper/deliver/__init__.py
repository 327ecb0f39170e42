"""Delivery: what an agent may see, served over MCP (pull) and the installable endpoint (push)."""
