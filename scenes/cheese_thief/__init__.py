"""Cheese Thief's pass-and-play screens, from the setup to the replay."""
