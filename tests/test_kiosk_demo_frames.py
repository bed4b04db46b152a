"""The demonstration's game, its picture's scaling and its work ahead of need each take kiosk frames of their own:
the game's own steps run none of its queued tasks, a step whose update took the frame far leaves its drawing to the
next kiosk frame, and the frame after a drawn one is the scaling's."""
from __future__ import annotations

import random

import pytest

from app.app import App
from app.gestures import DemoWish
from scenes.kiosk import attract_demo
from scenes.kiosk.attract_demo import AttractDemo, demo_wish, play_demonstrations_with

SIZE = (1024, 600)


class Redrawing:
    """A player whose every step moves the picture (a redraw asked for); ``heavy`` steps take the kiosk's frame
    past the drawing's room, as the vote's entry page does."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.steps = 0
        self.heavy = False

    def step(self, simulated_dt: float = 1 / 60) -> None:
        self.steps += 1
        self.app.request_redraw()
        self.app.step(simulated_dt)

    def finished(self) -> bool:
        return False


@pytest.fixture
def playing(make_app, monkeypatch: pytest.MonkeyPatch):
    make_app(SIZE)  # the window the demonstration draws beside
    players: list[Redrawing] = []

    def factory(app: App, wish: DemoWish) -> Redrawing:
        players.append(Redrawing(app))
        return players[-1]

    monkeypatch.setattr(attract_demo, "_player_factory", None)
    play_demonstrations_with(factory)
    demo = AttractDemo(SIZE)
    demo.start(demo_wish(random.Random(3)), reduced_motion=True)
    demo.app.frames.warm_up.finish()  # the setup's own tasks: the tests queue theirs
    # A step marked heavy has taken the kiosk's frame past any room; the others none.
    monkeypatch.setattr(attract_demo.frame_clock, "has_room", lambda until_s=0.0: not players[0].heavy)
    yield demo, players[0]
    demo.stop()


def test_the_games_own_steps_run_none_of_its_tasks_ahead(playing) -> None:
    demo, player = playing
    ran: list[int] = []
    for index in range(3):
        demo.app.frames.warm_up.add(("task", index), lambda: ran.append(player.steps))
    demo.app.step(1 / 60)  # a step of the game's app alone, as the player takes it
    assert ran == []
    stepped_with_work = []
    for _ in range(12):
        steps, done = player.steps, len(ran)
        demo.advance(1 / 60)
        stepped_with_work.append(player.steps != steps and len(ran) != done)
    assert len(ran) == 3 and not any(stepped_with_work)
    assert player.steps >= 3  # the game moved on meanwhile


def test_a_frame_that_waits_for_work_keeps_the_games_steps_apart(playing) -> None:
    demo, player = playing
    for index in range(3):
        demo.app.frames.warm_up.add(("task", index), lambda: None)
    kinds = []
    for _ in range(30):
        steps, drawn, pending = player.steps, demo.app.frames_drawn, demo.app.frames.warm_up.pending()
        demo.advance(1 / 60)
        kinds.append("game" if player.steps != steps else "work" if demo.app.frames.warm_up.pending() != pending
                     else "scale" if demo.app.frames_drawn == drawn else "?")
    assert "?" not in kinds and kinds.count("game") >= 5 and "work" in kinds
    # Every step of the game drew, so the next frame is the scaling's; then the work's, while work is queued.
    for before, after in zip(kinds, kinds[1:]):
        assert (before, after) in {("game", "scale"), ("scale", "work"), ("scale", "game"), ("work", "game")}
    assert ("scale", "work") in set(zip(kinds, kinds[1:]))  # the work came before the game's next step


def test_a_heavy_steps_picture_is_drawn_whole_in_the_next_frame_and_scaled_in_the_one_after(playing) -> None:
    demo, player = playing
    while player.steps == 0 or demo.app.frames_drawn == 0:
        demo.advance(1 / 60)
    demo.advance(1 / 60)  # the scaling's frame
    steps = player.steps
    while player.steps == steps:
        player.heavy = True
        drawn = demo.app.frames_drawn
        demo.advance(1 / 60)
        player.heavy = False
    assert demo.app.frames_drawn == drawn and demo.app.draw_owed  # stepped, nothing drawn
    demo.advance(1 / 60)
    assert demo.app.frames_drawn == drawn + 1 and not demo.app.draw_owed and player.steps == steps + 1
    owed_picture = demo.app.surface.copy()
    demo.advance(1 / 60)
    assert player.steps == steps + 1  # the scaling's frame: the game waits
    assert demo.shown_frame() == demo.app.frames_drawn
    demo.app.draw()  # the same moment drawn whole again: the owed frame was the whole picture
    assert owed_picture.get_view("2").raw == demo.app.surface.get_view("2").raw


def test_a_frame_put_off_is_never_put_off_twice_running(playing) -> None:
    demo, player = playing
    player.heavy = True
    drawn = demo.app.frames_drawn
    player.step()
    assert demo.app.draw_owed and demo.app.frames_drawn == drawn
    player.step()  # a kiosk running slow steps the game again before a frame of its own came
    assert not demo.app.draw_owed and demo.app.frames_drawn == drawn + 1


def test_a_games_first_picture_is_shown_from_the_frame_after_it_was_drawn(playing) -> None:
    """Shown at once, it was scaled in the frame of the game's step too."""
    demo, player = playing
    while demo.app.frames_drawn == 0:
        demo.advance(1 / 60)
        assert not demo.shows_picture()
    demo.advance(1 / 60)
    assert demo.shows_picture()
