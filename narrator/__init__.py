"""Narrator mode: the night script spoken aloud for groups playing with the physical box.

`script` and `timeline` are pure Python (no pygame) so the dry-run and the tests need no window or audio.
"""
