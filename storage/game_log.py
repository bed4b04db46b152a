"""Every game played, counted without names: one row per game in the history database.

A row holds only the table (players, Fall Mouse, vote mode), the language, when the game started and ended,
whether it was finished or abandoned, which side won and whether the Thief was caught. No names, cards or
votes are kept, so the log may stay for months; the café statistics (``kiosk.stats``) are read from it.

The API (methods of ``storage.history.History``)::

    history.log_game(LoggedGame.finished(session, lang, now))   # a game that reached its reveal
    history.log_game(LoggedGame.abandoned(session, lang, now))  # a game left before its end
    history.game_log(since)                                     # the rows ended at or after `since`
    history.prune_game_log(before)                              # forget the rows ended before `before`

A game is logged once: a reveal shown again after a restart (same start time) adds nothing. Every call is
safe on a broken or missing database (it does nothing, or reads nothing).

The times are the wall clock's and only date a row; no timer runs on them. A café computer without a battery
clock may have its clock set back mid-game: an end before the start is stored as the start, and the length of
such a game is unknown (a length counts only when positive and under ``LONGEST_GAME_SECONDS``, so a clock set
forward by a day is not counted either). A clock that starts in 1970 dates that day's games in 1970: they count
in the totals, and as "today" while the clock stays wrong; once it is right they fall outside the day and week
charts (which look back from now) and are pruned as old rows.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, TypeGuard

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from game.cheese_thief.roles import Role, Winner
from narrator.texts import LANGUAGES

from play.setup import VoteMode

if TYPE_CHECKING:
    from play.session import PlaySession

GAME_LOG_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS game_log (id INTEGER PRIMARY KEY AUTOINCREMENT, started REAL, ended REAL NOT NULL,"
    " players INTEGER NOT NULL, fall_mouse INTEGER NOT NULL, vote_mode TEXT NOT NULL, language TEXT NOT NULL,"
    " outcome TEXT NOT NULL, winner TEXT, thief_caught INTEGER)",
    "CREATE INDEX IF NOT EXISTS game_log_by_end ON game_log (ended)",
    # A game is logged once per start time: looked up on every game logged, over months of rows.
    "CREATE INDEX IF NOT EXISTS game_log_by_start ON game_log (started)",
)
FINISHED, ABANDONED = "finished", "abandoned"
# Abandoned before dawn (some private night turn never done): a group walking up and away, not a game played
# (the café kiosk's statistics show these apart).
WALK_UP = "walk_up"
LONGEST_GAME_SECONDS = 24 * 3600  # a longer "game" is a tablet left on a reveal overnight, not a length
_COLUMNS = "started, ended, players, fall_mouse, vote_mode, language, outcome, winner, thief_caught"


@dataclass(frozen=True)
class LoggedGame:
    started: float | None  # seconds since the epoch; None for a game saved before start times were kept
    ended: float
    players: int
    fall_mouse: bool
    vote_mode: str  # a VoteMode value
    language: str
    outcome: str  # FINISHED, ABANDONED or WALK_UP
    winner: str | None  # a Winner value; None for an abandoned game
    thief_caught: bool | None  # the vote revealed the Thief; None for an abandoned game

    @classmethod
    def finished(cls, session: "PlaySession", language: str, now: float | None = None) -> "LoggedGame | None":
        """The log row of a game that reached its reveal; None if it has no outcome yet."""
        report = session.public().report
        if report is None or report.outcome is None:
            return None
        thief_seat = report.roles.index(Role.THIEF) if Role.THIEF in report.roles else None
        return cls(session.started, _now(now), session.player_count, session.setup.fall_mouse,
                   session.setup.vote_mode.value, language, FINISHED, report.outcome.winner.value,
                   thief_seat is not None and thief_seat in report.outcome.revealed)

    @classmethod
    def abandoned(cls, session: "PlaySession", language: str, now: float | None = None) -> "LoggedGame":
        return cls(session.started, _now(now), session.player_count, session.setup.fall_mouse,
                   session.setup.vote_mode.value, language, ABANDONED, None, None)

    @property
    def seconds(self) -> float | None:
        """How long the game took, when its start is known and the length is believable."""
        if self.started is None or not 0 < self.ended - self.started <= LONGEST_GAME_SECONDS:
            return None
        return self.ended - self.started

    @property
    def is_sound(self) -> bool:
        """Only rows the program itself would write are stored or read back."""
        times_ok = _is_time(self.ended) and (self.started is None or _is_time(self.started))
        table_ok = (_is_whole(self.players) and MIN_PLAYERS <= self.players <= MAX_PLAYERS
                    and isinstance(self.fall_mouse, bool) and self.vote_mode in _VOTE_MODES
                    and self.language in LANGUAGES)
        if self.outcome == FINISHED:
            result_ok = self.winner in _WINNERS and isinstance(self.thief_caught, bool)
        else:
            result_ok = self.outcome in (ABANDONED, WALK_UP) and self.winner is None and self.thief_caught is None
        return times_ok and table_ok and result_ok


_VOTE_MODES = frozenset(mode.value for mode in VoteMode)
_WINNERS = frozenset(winner.value for winner in Winner)


class GameLogging:
    """The game log's methods; mixed into ``History``, whose ``_run`` runs one statement safely."""

    _run: Callable[..., list[tuple[Any, ...]]]

    def log_game(self, game: LoggedGame | None) -> None:
        if not isinstance(game, LoggedGame) or not game.is_sound:
            return
        if game.started is not None and self._run("SELECT 1 FROM game_log WHERE started = ? LIMIT 1",
                                                  (game.started,)):
            return
        game = self._believably_dated(game)
        self._run(f"INSERT INTO game_log ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                  (game.started, game.ended, game.players, int(game.fall_mouse), game.vote_mode, game.language,
                   game.outcome, game.winner, None if game.thief_caught is None else int(game.thief_caught)))

    def _believably_dated(self, game: LoggedGame) -> LoggedGame:
        """The row as it is stored: a game never ends before it started (a clock set back mid-game)."""
        if game.started is not None and game.ended < game.started:
            return replace(game, ended=game.started)
        return game

    def game_log(self, since: float = 0.0) -> list[LoggedGame]:
        """The games ended at or after `since`, oldest first; rows that are not what the program writes are
        skipped."""
        rows = self._run(f"SELECT {_COLUMNS} FROM game_log WHERE ended >= ? ORDER BY ended", (float(since),))
        games = (_logged_game(*row) for row in rows)
        return [game for game in games if game is not None]

    def prune_game_log(self, before: float) -> None:
        self._run("DELETE FROM game_log WHERE ended < ? OR typeof(ended) NOT IN ('real', 'integer')",
                  (float(before),))


def _logged_game(started: object, ended: object, players: object, fall_mouse: object, vote_mode: object,
                 language: object, outcome: object, winner: object, thief_caught: object) -> LoggedGame | None:
    if fall_mouse not in (0, 1) or thief_caught not in (0, 1, None) or not _is_time(ended):
        return None
    if started is not None and not _is_time(started):
        return None
    # Texts of the wrong kind would fail `is_sound` too; refused here, so the row is typed before it is checked.
    if (not _is_whole(players) or not isinstance(vote_mode, str) or not isinstance(language, str)
            or not isinstance(outcome, str) or not (winner is None or isinstance(winner, str))):
        return None
    game = LoggedGame(None if started is None else float(started), float(ended), players,
                      bool(fall_mouse), vote_mode, language, outcome,
                      winner, None if thief_caught is None else bool(thief_caught))
    return game if game.is_sound else None


def _is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_time(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


def _now(now: float | None) -> float:
    return time.time() if now is None else float(now)
