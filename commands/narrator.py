"""``main.py narrator``: the night spoken aloud, in a window."""
from __future__ import annotations

import argparse

from scenes.narrator.setup import open_narrator_window


def run(args: argparse.Namespace) -> int:
    return open_narrator_window(args)
