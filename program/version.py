"""The program's version, reported by the health log and ``main.py kiosk --status``."""
from __future__ import annotations

VERSION = "0.9.0"
