"""MCP delivery: one server definition (tools, skill:// resources, the Skills extension) for stdio and HTTP."""

from skillkeeper.deliver.mcp.callers import fixed_caller, token_source
from skillkeeper.deliver.mcp.server import SkillMcp, build_server

__all__ = ["SkillMcp", "build_server", "fixed_caller", "token_source"]
