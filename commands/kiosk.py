"""``main.py kiosk``: fullscreen, locked for customers, the staff wizard on the first start."""
from __future__ import annotations

import argparse
import os

from app.app import App
from app.run_guard import run_app_guarded
from driver.attract_player import hand_the_attract_loop_its_player
from driver.debug_channel import install_if_asked
from scenes.kiosk.mode import KioskMode


def run(args: argparse.Namespace) -> int:
    app = App(size=args.size, fullscreen=not args.windowed, lang=args.lang, locked=True)
    hand_the_attract_loop_its_player()
    kiosk = KioskMode(app, default_language=args.lang)
    kiosk.start()
    if os.environ.get("CHEESE_THIEF_DEBUG_PLAN"):  # off by default: lets tools/real_window.py drive the window
        install_if_asked(app)

    def run_kiosk() -> int:
        status = app.run()
        return kiosk.exit_status or status

    return run_app_guarded("kiosk", app, run_kiosk)
