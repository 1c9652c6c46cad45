"""AI agents (no pygame)."""
