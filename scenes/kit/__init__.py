"""What every screen shares: the public screen base, the curtain, the leave question, widgets, the face-up table."""
