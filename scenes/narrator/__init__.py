"""Narrator mode: the night read aloud for groups playing with the physical box."""
