"""Double Kill's demo player and privacy audit."""
