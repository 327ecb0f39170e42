"""Review: the lifecycle state machine and its audit trail."""
