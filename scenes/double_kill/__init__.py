"""Double Kill's screens, with the program as judge."""
