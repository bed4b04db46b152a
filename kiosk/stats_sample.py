"""A believable café history made from a seeded random generator: for the statistics screen's gallery
pictures and for the test that a year of use stays small after pruning. Nothing here runs in a real café."""
from __future__ import annotations

import random
import tempfile
from functools import lru_cache
from datetime import datetime, timezone
from pathlib import Path

from game.cheese_thief.config import FALL_MOUSE_COUNTS
from game.cheese_thief.roles import Winner
from kiosk.stats import KioskStatistics, gather
from narrator.texts import LANGUAGES
from storage.game_log import ABANDONED, FINISHED, WALK_UP, LoggedGame
from storage.history import History
from storage.tutorial_stats import known_steps
from tutorial.table import Table

HOUR = 3600.0
SAMPLE_NOW = datetime(2026, 11, 26, 18, 0, tzinfo=timezone.utc).timestamp()  # fixed: the same picture every run
_PLAYER_WEIGHTS = {4: 2, 5: 4, 6: 5, 7: 3, 8: 2}
_LANGUAGE_WEIGHTS = {"en": 5, "de": 3, "fr": 2, "zh": 1}


def sample_game(rng: random.Random, ended: float) -> LoggedGame:
    players = rng.choices(list(_PLAYER_WEIGHTS), weights=list(_PLAYER_WEIGHTS.values()))[0]
    fall_mouse = players in FALL_MOUSE_COUNTS and rng.random() < 0.5
    language = rng.choices(list(_LANGUAGE_WEIGHTS), weights=list(_LANGUAGE_WEIGHTS.values()))[0]
    started = ended - rng.uniform(8, 25) * 60
    vote_mode = rng.choice(("point", "secret"))
    chance = rng.random()
    if chance < 0.15:  # tried the screen and went before the night was over
        return LoggedGame(ended - rng.uniform(2, 120), ended, players, fall_mouse, vote_mode, language, WALK_UP,
                          None, None)
    if chance < 0.23:
        return LoggedGame(started, ended, players, fall_mouse, vote_mode, language, ABANDONED, None, None)
    winners = [Winner.THIEF, Winner.SLEEPYHEADS, *([Winner.FALL_MOUSE] if fall_mouse else [])]
    winner = rng.choices(winners, weights=[5, 6, 1][:len(winners)])[0]
    caught = winner is Winner.SLEEPYHEADS or (winner is Winner.FALL_MOUSE and rng.random() < 0.5)
    return LoggedGame(started, ended, players, fall_mouse, vote_mode, language, FINISHED, winner.value, caught)


def fill_sample_history(history: History, rng: random.Random, now: float, days: int,
                        games_per_day: tuple[int, int] = (2, 14), records: bool = False) -> None:
    """Log `days` days of games and tutorial runs ending at `now`; with `records`, each finished game also
    leaves a full record with names, as the reveal screen keeps one."""
    steps = sorted(known_steps())
    languages = list(LANGUAGES)
    for back in range(days, -1, -1):
        opening = now - back * 24 * HOUR - 10 * HOUR
        for _ in range(rng.randint(*games_per_day)):
            ended = min(now - 60, opening + rng.uniform(0, 10 * HOUR))
            game = sample_game(rng, ended)
            history.log_game(game)
            if records and game.outcome == FINISHED:
                history.save_finished_game(_sample_record(rng, game))
        for _ in range(rng.randint(0, 3)):
            started = min(now - 600, opening + rng.uniform(0, 10 * HOUR))
            run = history.tutorial_started(Table(rng.randint(4, 5)), rng.choice(languages), now=started)
            step = rng.choice(steps)
            history.tutorial_step(run, step, known_steps()[step], now=started + 60)
            history.tutorial_ended(run, rng.random() < 0.6, step, now=started + rng.uniform(300, 900))


def _sample_record(rng: random.Random, game: LoggedGame) -> dict[str, object]:
    """A record the size of a real one (names, roles, dice, votes and moves), for the size of the file."""
    names = [f"Player {rng.randint(1, 999)}" for _ in range(game.players)]
    return {"format": "cheese-thief/1", "players": names, "ended": game.ended,
            "dice": [[rng.randint(1, 6)] for _ in names], "votes": [rng.randrange(game.players) for _ in names],
            "moves": [{"seat": rng.randrange(game.players), "hour": rng.randint(1, 6)} for _ in range(3 * game.players)]}


def _figures_of(days: int | None) -> KioskStatistics:
    """The figures of a history in a folder of its own, filled with `days` days of seeded games (None: empty)."""
    with tempfile.TemporaryDirectory(prefix="cheese-thief-sample-") as folder:
        history = History(Path(folder) / "history.sqlite3")
        try:
            if days is not None:
                fill_sample_history(history, random.Random(7), SAMPLE_NOW, days)
            return gather(history, SAMPLE_NOW, timezone.utc)
        finally:
            history.close()


@lru_cache(maxsize=1)  # the figures are frozen: every gallery picture and test may share them
def sample_figures() -> KioskStatistics:
    """Three months of a café's games: the statistics screen's gallery picture."""
    return _figures_of(90)


@lru_cache(maxsize=1)
def empty_figures() -> KioskStatistics:
    return _figures_of(None)
