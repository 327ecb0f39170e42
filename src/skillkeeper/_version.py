"""The package version, importable from any layer (pyproject's `version` must match; a test checks)."""

__version__ = "0.1.0"
