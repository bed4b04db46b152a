"""``main.py tutorial``: the interactive tutorial over the title, at the table the command line asked for."""
from __future__ import annotations

import argparse

from app.app import App
from app.run_guard import run_app_guarded
from scenes.home.title import TitleScene
from scenes.tutorial.flow import open_tutorial
from tutorial.table import Table


def run(args: argparse.Namespace, table: Table) -> int:
    app = App(size=args.size, fullscreen=True if args.fullscreen else None, lang=args.tutorial_lang or args.lang)
    app.scenes.push(TitleScene(app), transition=False)
    open_tutorial(app, table)  # Exit leaves it for the title
    return run_app_guarded("tutorial", app)
