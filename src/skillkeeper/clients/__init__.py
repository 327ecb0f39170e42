"""Put skillkeeper into the MCP clients on this machine (`skillkeeper install`)."""

from skillkeeper.clients.change import Change
from skillkeeper.clients.install import Options, plan, run
from skillkeeper.clients.registry import CLIENTS, Home, present
from skillkeeper.clients.writes import apply

__all__ = ["CLIENTS", "Change", "Home", "Options", "apply", "plan", "present", "run"]
