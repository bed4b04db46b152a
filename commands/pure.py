"""The commands without a window (the dry-runs, the kiosk's status and reset): plain Python only, pygame is never
loaded on these paths."""
from __future__ import annotations

import argparse
import json

from kiosk.config import reset_config
from kiosk.status import read_status
from narrator.dry_run import run_dry_run as narrator_dry_run
from storage.files import data_dir
from tutorial.dry_run import checked_table, run_dry_run as tutorial_dry_run
from tutorial.table import Table


def narrator(args: argparse.Namespace) -> int:
    return narrator_dry_run(args.players, args.narration_lang or "en", args.seconds_per_hour,
                            args.discussion_seconds, args.fall_mouse)


def tutorial(args: argparse.Namespace) -> int:
    return tutorial_dry_run(args.players, args.tutorial_lang or args.lang or "en", args.fall_mouse,
                            tie_protects_thief=args.tie_protects_thief)


def tutorial_table(args: argparse.Namespace) -> Table | None:
    """The tutorial's table, checked before any window opens (None: a line on standard error said why)."""
    return checked_table(args.players, args.tutorial_lang or args.lang or "en", args.fall_mouse,
                         tie_protects_thief=args.tie_protects_thief)


def kiosk_staff(args: argparse.Namespace) -> int:
    """``--status`` (one JSON object) and ``--reset-config``: no window, fit for SSH."""
    if args.reset_config:
        for name in reset_config():
            print(f"removed {name}")
        return 0
    print(json.dumps(read_status(data_dir()), ensure_ascii=False, sort_keys=True))
    return 0
