"""Drivers that play the program through its real screens with synthetic input (demo, monkey, audit)."""
