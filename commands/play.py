"""``main.py [--table]``: the title (at a table, facing both long sides), and the question to resume a saved game."""
from __future__ import annotations

import argparse
import os

from app.app import App
from app.run_guard import run_app_guarded
from driver.debug_channel import install_if_asked
from scenes.home.title import title_scene
from storage.files import data_dir


def run(args: argparse.Namespace) -> int:
    app = App(size=args.size, fullscreen=True if args.fullscreen else None, lang=args.lang, table=bool(args.table),
              table_diagonal=args.diagonal)
    app.scenes.push(title_scene(app))  # at a table, facing both long sides
    # storage.autosave.AUTOSAVE_NAME; importing it would load the rules engine before the first frame.
    if (data_dir() / "autosave.json").exists():
        # start-up: the question to resume loads the rules engine, only when there is a game to resume
        from scenes.home.resume_prompt import offer_resume

        offer_resume(app)
    if os.environ.get("CHEESE_THIEF_DEBUG_PLAN"):  # off by default: lets tools/real_window.py drive the window
        install_if_asked(app)
    return run_app_guarded("table" if app.table_flag else "play", app)
