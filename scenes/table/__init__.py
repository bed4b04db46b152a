"""Table mode: every seat at its own edge of a touch table."""
