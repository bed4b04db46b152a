"""``main.py gallery``: every screen to PNG files, without a display."""
from __future__ import annotations

import argparse

from driver.attract_player import hand_the_attract_loop_its_player
from gallery import pictures as gallery
from gallery import table as gallery_table


def run(args: argparse.Namespace, languages: list[str]) -> int:
    hand_the_attract_loop_its_player()  # the attract loop's pictures show its demonstration
    if args.table:
        written = gallery_table.render(args.outdir, args.size, args.diagonal or 55.0, languages,
                                       per_language_folders=args.lang is None)
    else:
        written = gallery.render(args.outdir, args.size, languages, per_language_folders=args.lang is None)
    for path in written:
        print(path)
    return 0
