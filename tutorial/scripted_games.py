"""The real games the chapters talk about, pinned in `scripted_games.json`.

Each game is a `cheese-thief/1` record replayed by the engine; `tools/find_tutorial_games.py` found them by
searching seeds for games that show what each chapter needs, and writes this file again when asked.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from game.cheese_thief.actions import DealRoles, RollDice
from game.cheese_thief.engine import apply, new_game
from game.cheese_thief.record import from_record
from game.cheese_thief.state import GameState
from game.cheese_thief.views import SeatView, public_view, view_for

from tutorial.texts import default_names

DATA_PATH = Path(__file__).resolve().with_name("scripted_games.json")
DATA_FORMAT = "cheese-thief-tutorial-games/1"


def night_before_choices(state: GameState) -> GameState:
    """The same deal and dice before anyone decides anything: what a choice's options are computed from."""
    if state.roles is None or state.dice is None:
        raise ValueError("the cards and dice are not known yet")
    night = apply(new_game(state.players, state.fall_mouse), DealRoles(state.roles))
    return apply(night, RollDice(state.dice))


@dataclass(frozen=True)
class ScriptedGame:
    chapter: str
    players: int
    fall_mouse: bool
    seed: int
    record: dict[str, Any] = field(compare=False, hash=False)

    @property
    def key(self) -> tuple[str, int, bool]:
        return (self.chapter, self.players, self.fall_mouse)

    @cached_property
    def state(self) -> GameState:
        """The whole game, replayed by the engine from its record."""
        return from_record(self.record)

    def view(self, seat: int) -> SeatView:
        return view_for(self.state, seat)

    @cached_property
    def decision_state(self) -> GameState:
        return night_before_choices(self.state)

    def decision_view(self, seat: int) -> SeatView:
        return view_for(self.decision_state, seat)

    def variant_record(self, **changes: Any) -> dict[str, Any]:
        """The record with some choices made differently (another peek, other followers...)."""
        return {**self.record, **changes}

    def variant(self, **changes: Any) -> GameState:
        return from_record(self.variant_record(**changes))

    def record_in(self, lang: str) -> dict[str, Any]:
        """The record with the names the setup screen offers in `lang`: the same game, other labels."""
        return {**self.record, "players": list(default_names(lang, self.players))}

    def names(self, lang: str) -> tuple[str, ...]:
        """The players' names, in seat order, as the engine holds them for the game in `lang`."""
        known = self._names_by_language
        if lang not in known:
            known[lang] = public_view(from_record(self.record_in(lang))).players
        return known[lang]

    @cached_property
    def _names_by_language(self) -> dict[str, tuple[str, ...]]:
        # The tutorial's screens ask for the names on every frame they draw: replaying the record each time
        # took about a tenth of a whole tutorial's time.
        return {}


def _game_from_json(entry: Any) -> ScriptedGame:
    return ScriptedGame(
        chapter=str(entry["chapter"]),
        players=int(entry["players"]),
        fall_mouse=bool(entry["fall_mouse"]),
        seed=int(entry["seed"]),
        record=dict(entry["record"]),
    )


@lru_cache(maxsize=1)
def pinned_games() -> dict[tuple[str, int, bool], ScriptedGame]:
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    if data.get("format") != DATA_FORMAT:
        raise ValueError(f"{DATA_PATH.name} is not a {DATA_FORMAT} file")
    games = [_game_from_json(entry) for entry in data["games"]]
    return {game.key: game for game in games}


def scripted_game(chapter: str, players: int, fall_mouse: bool) -> ScriptedGame:
    return pinned_games()[(chapter, players, fall_mouse)]


def games_to_json(games: list[ScriptedGame]) -> str:
    """The data file's text: one game per line, so a changed game shows as a changed line."""
    lines = [
        json.dumps({"chapter": g.chapter, "players": g.players, "fall_mouse": g.fall_mouse, "seed": g.seed,
                    "record": g.record}, ensure_ascii=False)
        for g in games
    ]
    return '{"format": "%s", "games": [\n%s\n]}\n' % (DATA_FORMAT, ",\n".join(lines))
