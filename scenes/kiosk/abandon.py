"""Ending a game a group walked away from, when the kiosk's "Still playing?" ran out.

The game ends without a winner; one left before dawn (a private night turn not yet done) is summed up as a
walk-up (``storage.game_log.WALK_UP``), not as an abandoned game: the café's statistics count only games that were
played. Its autosave goes, so the next start does not offer it; every screen goes, with the pictures kept for fades
and every rendered line of text, so nothing of the group (names, cards, votes) stays on screen or in memory; an
anonymous summary is handed to ``record_abandoned`` (the kiosk wires in the history's game log); then
``show_next`` (the attract loop) is the only screen.
"""
from __future__ import annotations

import sqlite3
import time
from typing import TYPE_CHECKING, Callable

from app import fonts
from art.cache import CARDS
from art.text import forget_fitted_text
from program import i18n
from game.cheese_thief.phase import Phase
from storage import autosave
from play.abandon import AbandonedSummary, RecordAbandoned, abandoned_summary, ignore_abandoned
from storage.game_log import WALK_UP
from scenes.kiosk.game import running_flow

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene


def abandon_game(app: "App", show_next: Callable[["App"], "Scene"],
                 record_abandoned: RecordAbandoned = ignore_abandoned,
                 clock: Callable[[], float] = time.time) -> AbandonedSummary | None:
    """End the running game as abandoned and show ``show_next``; returns the summary recorded (None when no
    unfinished game was running: then the screens are reset all the same)."""
    flow = running_flow(app)
    summary: AbandonedSummary | None = None
    saved = False
    if flow is not None:
        if not flow.session.game_over:
            summary = abandoned_summary(flow.session, i18n.current_language(), flow.session.started, clock())
            if flow.session.public().phase not in (Phase.VOTE, Phase.OVER):
                summary["outcome"] = WALK_UP
        # Screens save once more as they leave (the discussion its clock): nothing may write the game again.
        saved, flow.persist = flow.persist, False
        flow.on_saved.clear()
        flow.traces.clear()
    app.scenes.clear_and_forget()
    if saved:
        autosave.discard()
    fonts.forget_rendered_text()
    forget_fitted_text()
    app.notices.clear()
    app.scenes.push(show_next(app), transition=False)
    # Once the loop is back in the café's language: the widget managers of the group's language and the card faces
    # of its language and table go too (a café's day otherwise kept one set per language and table size chosen).
    app.frames.let_go_of_other_languages()
    CARDS.clear()
    app.request_redraw()
    if summary is not None:
        try:
            record_abandoned(summary)
        except (OSError, sqlite3.Error, ValueError):
            pass  # the group's traces are already gone; a history that cannot be written must not stop the kiosk
    return summary
