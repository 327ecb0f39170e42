"""Checks every write passes: spec validation and the Sentinel security pre-scan."""
