"""Whole games through the real screens, driven by synthetic mouse and finger input.

Each game is played by the demo driver on simulated time, paced (it steps from one gesture's event to the next:
every frame of a whole game is inspected by the privacy audit's own tests); its record must
resolve to the outcome the screens showed, every private turn must have had
the same shape for every seat, and no public screen may have read a seat's view.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

import pytest

from app.scene import Scene
from driver.demo import run_demo
from app.gestures import DemoWish
from game.referee import resolve
from play.turns import turn_plan
from scenes.cheese_thief.play_flow import PlayFlow

SIZE = (854, 480)  # small frames keep the suite quick; layout is tested at every size elsewhere

GAMES = [
    DemoWish(players=4, seed=11, vote_mode="point"),
    DemoWish(players=5, seed=12, vote_mode="secret"),
    DemoWish(players=6, seed=13, vote_mode="point", fall_mouse=True),
    DemoWish(players=7, seed=14, vote_mode="secret"),
    DemoWish(players=8, seed=15, vote_mode="point", fall_mouse=True),
]


def calling_scene() -> Scene | None:
    """The scene whose method (directly or not) asked for a seat's view."""
    frame = sys._getframe(2)
    while frame is not None:
        owner = frame.f_locals.get("self")
        if isinstance(owner, Scene):
            return owner
        frame = frame.f_back
    return None


@pytest.fixture
def view_readers(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    readers: list[tuple[str, bool]] = []
    original = PlayFlow.view

    def watched(self: PlayFlow, seat: int):  # type: ignore[no-untyped-def]
        scene = calling_scene()
        if scene is not None:
            readers.append((type(scene).__name__, scene.is_private))
        return original(self, seat)

    monkeypatch.setattr(PlayFlow, "view", watched)
    return readers


@pytest.mark.parametrize("wish", GAMES, ids=lambda w: f"{w.players}p-{w.vote_mode}")
def test_a_whole_game_through_the_screens(wish: DemoWish, view_readers: list[tuple[str, bool]]) -> None:
    result = run_demo(wish, headless=True, size=SIZE, lang="en", persist=False, paced=True)
    assert result.record is not None, "the game did not reach the replay"
    record = json.loads(json.dumps(result.record))
    assert len(record["players"]) == wish.players and record["fall_mouse"] == wish.fall_mouse
    assert record["meta"]["vote_mode"] == wish.vote_mode
    answer = resolve(record)
    assert (answer["winner"], answer["winners"]) == (result.winner, result.winners)

    # Privacy protocol, rule 5: only private screens ever read a seat's view.
    assert view_readers, "the private screens read the views"
    assert {name for name, private in view_readers if not private} == set()

    # Privacy protocol, rule 3: per kind of turn, every seat's turn has the same shape and lasted
    # at least the planned minimum.
    by_kind: dict[object, list] = defaultdict(list)
    for trace in result.traces:
        by_kind[trace.kind].append(trace)
    rotations = 3 if wish.vote_mode == "secret" else 2
    assert len(by_kind) == rotations
    for kind, traces in by_kind.items():
        assert sorted(t.seat for t in traces) == list(range(wish.players))
        assert len({t.shape() for t in traces}) == 1, kind
        plan = turn_plan(kind, wish.players, 2.0)
        assert all(t.taps == plan.required_taps for t in traces)
        assert all(t.seconds >= plan.min_seconds for t in traces)
