"""Cheese Thief's rules as pure Python: state, one apply, views per seat, the outcome (docs/rules.md R1-R11)."""
