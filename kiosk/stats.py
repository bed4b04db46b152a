"""The café's figures for staff, read from the history database, and how long the history keeps them.

Everything is counted from the anonymous game log (``storage.game_log``) and the tutorial's counts
(``storage.tutorial_stats``): no name is read. A game counts as played once its night is over (every private night
turn done, the game at dawn): finished, or abandoned after dawn. A game left before dawn is a *walk-up* (people
trying the screen and going): counted apart, in no chart. Days and weeks are the café's local calendar (weeks start on
Monday); ``now`` and the time zone are parameters so the figures are the same on every run of a test.

    figures = gather(history, now)          # KioskStatistics: what the statistics screen draws
    today = today_numbers(history, now)     # TodayNumbers: the attract loop's "12 games today..."
    prune(history, now)                     # forget what is older than the limits below, then compact

Pruning limits (so months of use stay small, see ``tests/test_kiosk_stats.py`` for the size of a year):
the game log is kept ``GAME_LOG_DAYS`` days; full game records, which hold the players' names, are kept
``FULL_GAMES_DAYS`` days and at most ``FULL_GAMES_KEPT`` of them; tutorial runs ``TUTORIAL_DAYS`` days.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from game.cheese_thief.roles import Winner
from storage.game_log import ABANDONED, FINISHED, WALK_UP, LoggedGame
from storage.history import History
from storage.tutorial_stats import TutorialSummary
from kiosk.today import TodayNumbers

DAYS_SHOWN = 14
WEEKS_SHOWN = 12
GAME_LOG_DAYS = 400  # a year and a season: this month compared with the same month last year
FULL_GAMES_DAYS = 30
FULL_GAMES_KEPT = 200
TUTORIAL_DAYS = 180
DAY_SECONDS = 24 * 3600


@dataclass(frozen=True)
class KioskStatistics:
    per_day: tuple[tuple[date, int], ...]  # the last DAYS_SHOWN days, oldest first, today last
    per_week: tuple[tuple[date, int], ...]  # the Monday of each of the last WEEKS_SHOWN weeks, this week last
    player_counts: tuple[tuple[int, int], ...]  # every player count the game allows -> games
    average_seconds: float | None  # of finished games whose start is known
    finished: int
    abandoned: int  # after dawn
    walk_ups: int  # left before dawn: not games played
    thief_side_wins: int
    sleepyhead_wins: int
    fall_mouse_wins: int
    thief_caught: int
    languages: tuple[tuple[str, int], ...]  # language -> games, most first
    tutorial: TutorialSummary

    @property
    def games(self) -> int:
        return self.finished + self.abandoned

    @property
    def thief_side_rate(self) -> float | None:
        """The Thief's side's share of the games won by the Thief's side or the Sleepyheads."""
        contested = self.thief_side_wins + self.sleepyhead_wins
        return self.thief_side_wins / contested if contested else None

    @property
    def is_empty(self) -> bool:
        return self.games == 0 and self.walk_ups == 0 and self.tutorial.started == 0


def _day(moment: float, tz: tzinfo | None) -> date:
    return datetime.fromtimestamp(moment, tz).date()


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def gather(history: History, now: float, tz: tzinfo | None = None) -> KioskStatistics:
    """Every figure of the statistics screen; an empty or broken history gives zeros, never an error."""
    logged = history.game_log()
    games = [game for game in logged if game.outcome in (FINISHED, ABANDONED)]
    today = _day(now, tz)
    days = [today - timedelta(days=back) for back in range(DAYS_SHOWN - 1, -1, -1)]
    weeks = [_monday(today) - timedelta(weeks=back) for back in range(WEEKS_SHOWN - 1, -1, -1)]
    by_day = Counter(_day(game.ended, tz) for game in games)
    by_week = Counter(_monday(_day(game.ended, tz)) for game in games)
    finished = [game for game in games if game.outcome == FINISHED]
    winners = Counter(game.winner for game in finished)
    lengths = [seconds for seconds in (game.seconds for game in finished) if seconds is not None]
    players = Counter(game.players for game in games)
    languages = Counter(game.language for game in games)
    return KioskStatistics(
        per_day=tuple((day, by_day[day]) for day in days),
        per_week=tuple((week, by_week[week]) for week in weeks),
        player_counts=tuple((count, players[count]) for count in range(MIN_PLAYERS, MAX_PLAYERS + 1)),
        average_seconds=sum(lengths) / len(lengths) if lengths else None,
        finished=len(finished),
        abandoned=len(games) - len(finished),
        walk_ups=sum(1 for game in logged if game.outcome == WALK_UP),
        thief_side_wins=winners[Winner.THIEF.value],
        sleepyhead_wins=winners[Winner.SLEEPYHEADS.value],
        fall_mouse_wins=winners[Winner.FALL_MOUSE.value],
        thief_caught=sum(1 for game in finished if game.thief_caught),
        languages=tuple(sorted(languages.items(), key=lambda item: (-item[1], item[0]))),
        tutorial=history.tutorial_summary(),
    )


def today_numbers(history: History, now: float, tz: tzinfo | None = None) -> TodayNumbers:
    today = _day(now, tz)
    midnight = datetime.combine(today, datetime.min.time(), tz).timestamp()
    finished = [game for game in history.game_log(since=midnight) if _counts_today(game, today, tz)]
    return TodayNumbers(games=len(finished), thief_caught=sum(1 for game in finished if game.thief_caught))


def _counts_today(game: LoggedGame, today: date, tz: tzinfo | None) -> bool:
    return game.outcome == FINISHED and _day(game.ended, tz) == today


def prune(history: History, now: float) -> None:
    """Forget what is older than the documented limits and give the space back to the disk."""
    history.prune_game_log(before=now - GAME_LOG_DAYS * DAY_SECONDS)
    history.prune_games(before=now - FULL_GAMES_DAYS * DAY_SECONDS, keep_at_most=FULL_GAMES_KEPT)
    history.prune_tutorial(before=now - TUTORIAL_DAYS * DAY_SECONDS)
    history.compact()
