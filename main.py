#!/usr/bin/env python3
"""Cheese Thief Table: start the game, render the screen gallery, or referee a game record."""
from __future__ import annotations

import argparse
import importlib
import os
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import sys
from types import ModuleType

# Plain Python, light: neither pygame nor the rules engine is loaded before a command needs them.
from app import display_check, shutdown
from app.instance_lock import alone_with_the_data_folder
from kiosk.health import default_log

LANGUAGE_CHOICES = ("zh", "en", "fr", "de")


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, _, height = text.lower().partition("x")
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if not (200 <= size[0] <= 8000 and 200 <= size[1] <= 8000):
        raise argparse.ArgumentTypeError(f"window size out of range: {text}")
    return size


def parse_diagonal(text: str) -> float:
    try:
        inches = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of inches, e.g. 55, not {text!r}") from None
    if not 10.0 <= inches <= 100.0:
        raise argparse.ArgumentTypeError(f"a table screen's diagonal is 10 to 100 inches, not {text}")
    return inches


def require_pygame_ce() -> bool:
    """The window needs pygame-ce; plain pygame installs under the same name, so check and explain."""
    try:
        import pygame  # optional until a window opens: this check explains a missing or plain pygame
    except ImportError:
        print("pygame-ce is not installed. Run: python3 -m pip install -r requirements.txt", file=sys.stderr)
        return False
    if not getattr(pygame, "IS_CE", False):
        print(
            "This program needs pygame-ce, but plain pygame is installed. Fix it with:\n"
            "  python3 -m pip uninstall -y pygame\n"
            "  python3 -m pip install --force-reinstall -r requirements.txt",
            file=sys.stderr,
        )
        return False
    return True


def stop_on_signals() -> None:
    """SIGTERM, SIGHUP and SIGINT end a window's loop cleanly, with status 0, in every mode (app.shutdown)."""
    shutdown.install()


def display_or_status(wait: bool = False) -> int | None:
    """None when a window can be shown; else, after one line on standard error, the exit status to end with.
    ``wait``: the kiosk waits for its display instead (app.display_check), unless a signal ends it meanwhile."""
    if not wait:
        problem = display_check.display_problem()
        if problem is None:
            return None
        print(problem, file=sys.stderr)
        return display_check.NO_DISPLAY_STATUS
    found = display_check.wait_for_display(display_check.display_problem, default_log().record,
                                           stop=lambda: shutdown.requested() is not None)
    return None if found else 0


def command(name: str) -> ModuleType:
    """The module of one command (``commands/``). Loaded only when that command runs, for start-up: the title's
    first frame waits for no other mode's screens, and the commands without a window never load pygame."""
    return importlib.import_module(f"commands.{name}")


def window_or_status(wait: bool = False) -> int | None:
    """None when a window may open; else the exit status to end with (the checks have said why)."""
    if not require_pygame_ce():
        return 1
    stop_on_signals()
    return display_or_status(wait)


def command_play(args: argparse.Namespace) -> int:
    status = window_or_status()
    return status if status is not None else int(command("play").run(args))


def command_kiosk(args: argparse.Namespace) -> int:
    """The café kiosk: fullscreen, locked for customers, the staff wizard on the first start."""
    if args.status or args.reset_config:
        return int(command("pure").kiosk_staff(args))
    status = window_or_status(wait=True)
    return status if status is not None else int(command("kiosk").run(args))


def command_gallery(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    if not require_pygame_ce():
        return 1
    languages = [args.lang] if args.lang else list(LANGUAGE_CHOICES)
    return int(command("gallery").run(args, languages))


def command_resolve(args: argparse.Namespace) -> int:
    return int(command("resolve").run(args))


def command_narrator(args: argparse.Namespace) -> int:
    if args.dry_run:  # no window, no sound
        return int(command("pure").narrator(args))
    status = window_or_status()
    return status if status is not None else int(command("narrator").run(args))


def command_tutorial(args: argparse.Namespace) -> int:
    # Players and language are checked before any window opens.
    pure = command("pure")
    if args.dry_run:
        return int(pure.tutorial(args))
    table = pure.tutorial_table(args)
    if table is None:
        return 2
    status = window_or_status()
    return status if status is not None else int(command("tutorial").run(args, table))


def command_demo(args: argparse.Namespace) -> int:
    double_kill = args.game == "double-kill"
    if args.players is None:
        args.players = 10 if double_kill else 5
    if args.table:
        # Pure Python (table geometry): checked before pygame loads, so a refusal costs nothing.
        from driver.table.demo_request import TABLE_DEMO_SIZE, table_demo_refusal

        refusal = table_demo_refusal(args.game, args.players, args.size or TABLE_DEMO_SIZE, args.diagonal or 55.0,
                                     vars(args))
        if refusal is not None:
            print(f"error: {refusal}", file=sys.stderr)
            return 2
    low, high = (10, 20) if double_kill else (4, 8)
    if not low <= args.players <= high:
        print(f"error: --players must be {low} to {high} for {args.game}", file=sys.stderr)
        return 2
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    if not require_pygame_ce():
        return 1
    return int(command("demo").run(args))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Cheese Thief Table: a pass-and-play party game.")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), metavar="WxH", help="window size (default 1280x800)")
    parser.add_argument("--lang", choices=LANGUAGE_CHOICES, help="language (default: saved setting, else system locale)")
    parser.add_argument("--table", action="store_true",
                        help="table mode: players sit around a touch table, each at their own edge")
    parser.add_argument("--diagonal", type=parse_diagonal, metavar="INCHES",
                        help="the table screen's diagonal in inches (default: the Settings' choice, else 55)")
    parser.set_defaults(handler=command_play)
    commands = parser.add_subparsers(dest="command")

    gallery = commands.add_parser("gallery", help="render every screen to PNG files without a display")
    gallery.add_argument("outdir", help="output folder")
    gallery.add_argument("--size", type=parse_size, default=(1280, 800), metavar="WxH", help="image size (default 1280x800)")
    gallery.add_argument("--lang", choices=LANGUAGE_CHOICES, help="one language only (default: all four, one folder each)")
    gallery.add_argument("--table", action="store_true", help="the table-mode screens, at a table of this size")
    gallery.add_argument("--diagonal", type=parse_diagonal, metavar="INCHES", help="with --table: the diagonal (55)")
    gallery.set_defaults(handler=command_gallery)

    resolve = commands.add_parser("resolve", help="referee a game record (JSON file, or - for standard input)")
    resolve.add_argument("file", help="game record file, or - for standard input")
    resolve.add_argument("--views", action="store_true", help="add what each seat knows")
    resolve.set_defaults(handler=command_resolve)

    narrator = commands.add_parser("narrator", help="speak the night script aloud for a game with the physical box")
    narrator.add_argument("--players", type=int, choices=range(4, 9), default=5, metavar="N", help="4 to 8 players")
    narrator.add_argument("--lang", dest="narration_lang", choices=LANGUAGE_CHOICES, help="narration language")
    narrator.add_argument("--seconds-per-hour", type=int, choices=(5, 8, 10, 15), default=10, help="default 10")
    narrator.add_argument("--discussion-seconds", type=int, default=300, help="discussion length (default 300)")
    narrator.add_argument("--fall-mouse", action="store_true", help="the Fall Mouse is in play (6-8 players)")
    narrator.add_argument("--dry-run", action="store_true", help="print the timeline as JSON lines; no sound or window")
    narrator.set_defaults(handler=command_narrator)

    tutorial = commands.add_parser("tutorial", help="open the interactive tutorial (or print its script with --dry-run)")
    # Players and language are checked by the dry-run itself, so a bad value gives one line on standard error.
    tutorial.add_argument("--players", default="5", metavar="N", help="4 to 8 players (default 5)")
    tutorial.add_argument("--fall-mouse", action="store_true", help="the Fall Mouse is in play (6-8 players)")
    tutorial.add_argument("--tie-protects-thief", action="store_true",
                          help="the table plays the house rule 'a tie protects the Thief' (the ties chapter follows it)")
    tutorial.add_argument("--lang", dest="tutorial_lang", metavar="L",
                          help="zh, en, fr or de (default: the saved setting in the window, en for --dry-run)")
    tutorial.add_argument("--dry-run", action="store_true", help="print every step as JSON lines; no window")
    tutorial.set_defaults(handler=command_tutorial)

    kiosk = commands.add_parser("kiosk", help="the café kiosk: fullscreen, locked for customers, staff menu behind a PIN")
    kiosk.add_argument("--windowed", action="store_true", help="a window instead of fullscreen (to try it out)")
    kiosk.add_argument("--size", type=parse_size, default=(1280, 800), metavar="WxH",
                       help="window size with --windowed (default 1280x800)")
    kiosk.add_argument("--lang", choices=LANGUAGE_CHOICES, help="starting language (default: the first the café offers)")
    kiosk.add_argument("--status", action="store_true", help="print the running kiosk's status as one JSON object")
    kiosk.add_argument("--reset-config", action="store_true",
                       help="delete the kiosk's set-up (a damaged one too), so the next start runs the wizard")
    kiosk.set_defaults(handler=command_kiosk)

    demo = commands.add_parser("demo", help="play one whole game through the real screens with synthetic input")
    demo.add_argument("--game", choices=("cheese-thief", "double-kill"), default="cheese-thief", help="which game (default cheese-thief)")
    demo.add_argument("--players", type=int, choices=range(4, 21), default=None, metavar="N",
                      help="4 to 8 players for Cheese Thief (default 5), 10 to 20 for Double Kill (default 10)")
    demo.add_argument("--seed", type=int, default=1, help="decides the deal, the dice and every choice")
    demo.add_argument("--headless", action="store_true", help="no window; run on simulated time, as fast as possible")
    demo.add_argument("--record", metavar="FILE", help="write the game record (cheese-thief/1) to FILE")
    demo.add_argument("--resume", action="store_true", help="continue the autosaved game instead of starting one")
    demo.add_argument("--vote-mode", choices=("point", "secret"), help="default: chosen by the seed")
    demo.add_argument("--tie-protects-thief", action="store_true", help="play with the house rule: a tie protects the Thief")
    demo.add_argument("--look-at-rules", action="store_true", help="open Rules at a glance once during the discussion")
    demo.add_argument("--size", type=parse_size, metavar="WxH",
                      help="window size (default 1280x800; 1920x1080 with --table)")
    demo.add_argument("--table", action="store_true", help="a touch-table game: every seat at once, many fingers")
    demo.add_argument("--diagonal", type=parse_diagonal, metavar="INCHES", help="with --table: the screen's diagonal (55)")
    demo.add_argument("--lang", choices=LANGUAGE_CHOICES, default="en", help="language (default en)")
    demo.set_defaults(handler=command_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)

    with alone_with_the_data_folder(args) as alone:  # another copy runs with this folder: this one leaves quietly
        return int(args.handler(args)) if alone else 0


if __name__ == "__main__":
    sys.exit(main())
