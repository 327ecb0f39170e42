"""Put skillkeeper into the MCP clients on this machine (`skillkeeper install`)."""

from skillkeeper.clients.install import Change, Options, apply, plan, run
from skillkeeper.clients.registry import CLIENTS, Home, present

__all__ = ["CLIENTS", "Change", "Home", "Options", "apply", "plan", "present", "run"]
