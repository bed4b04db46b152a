"""``main.py resolve``: the referee reads a game record; plain Python, pygame is never loaded on this path."""
from __future__ import annotations

import argparse

from game.referee import run as referee_run


def run(args: argparse.Namespace) -> int:
    return int(referee_run(args.file, views=args.views))
