"""Built-in rule sets, one module per category; each registers itself on import (wipes.py is persistence's)."""
