"""The kiosk's "how to play" on the game's own screens: each step is the screen the tutorial's pinned real game shows
at that moment (the first curtain, the roll with its die shown, the night asleep, the theft as the witness sees it,
the vote entered, the result), made on an off-screen app and put away again, and painted into the attract loop."""
from __future__ import annotations

import pygame
import pytest

from app.scene import Scene
from kiosk.attract_plan import HOW_TO_STEP_SECONDS, HOW_TO_STEPS, Part
from scenes.cheese_thief.pages.ballot import BallotPage
from scenes.cheese_thief.pages.night import NightPage
from scenes.cheese_thief.pages.roll import RollPage
from scenes.cheese_thief.point_vote import PointVoteScene
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.reveal import RESULT_AT, RevealScene
from scenes.kiosk.attract_parts import paint_at_once
from scenes.kiosk import how_to_screens
from scenes.kiosk.how_to_screens import paint_screen, put_away, screen_at
from scenes.kit.curtain import CurtainScene
from tutorial.chapters import real_game
from tutorial.how_to import how_to_steps
from tutorial.table import Table

from tests.kiosk_attract_helpers import attract

SIZE = (1024, 600)


def made(app, players: int) -> dict[str, Scene]:
    """Every step's screen at a table of ``players``, each made whole and then put away."""
    chapter = how_to_steps(Table(players))
    assert chapter.game is not None
    screens = {}
    for step in chapter.steps:
        scene = paint_at_once(screen_at(app, step, chapter.game))  # every piece at once
        assert scene.ui is not None and app.frames.owns_ui_manager(scene.ui)
        screens[step.name] = scene
        manager = scene.ui
        put_away(scene)
        assert scene.ui is None and not app.frames.owns_ui_manager(manager), "its widgets' manager went back"
    assert app.scenes.stack == [], "nothing was shown on the app itself"
    return screens


def test_each_step_is_the_real_screen_of_its_moment(make_app) -> None:
    app = make_app(SIZE)
    chapter = how_to_steps(Table(6))
    assert chapter.game is not None
    cast = real_game.cast(chapter.game.state)
    assert cast is not None
    screens = made(app, 6)
    assert isinstance(screens["table"], CurtainScene) and screens["table"].seat == cast.first
    roll, night, theft = screens["roll"], screens["night"], screens["theft"]
    assert isinstance(roll, PrivateTurnScene) and isinstance(roll.page, RollPage)
    assert roll.page.finished, "the tap on the cup: the die shows"
    assert isinstance(night, PrivateTurnScene) and isinstance(night.page, NightPage) and night.seat == cast.first
    assert night.page.hour == 1 and night.page.seen_now() is None, "the first mouse still asleep"
    assert isinstance(theft, PrivateTurnScene) and isinstance(theft.page, NightPage) and theft.seat == cast.witness
    seen = theft.page.seen_now()
    assert seen is not None and seen.taken_by == cast.thief, "the theft happens by itself, seen at its hour"
    vote = screens["vote"]
    assert isinstance(vote, PointVoteScene) and vote.phase == "entry"
    assert vote.votes[cast.witness] == cast.thief and sum(v is not None for v in vote.votes) == 1
    result = screens["result"]
    assert isinstance(result, RevealScene) and result.elapsed >= RESULT_AT


def test_at_an_odd_count_the_vote_is_the_witness_s_own_ballot(make_app) -> None:
    app = make_app(SIZE)
    game = how_to_steps(Table(5)).game
    assert game is not None
    cast = real_game.cast(game.state)
    assert cast is not None
    ballot = made(app, 5)["vote"]
    assert isinstance(ballot, PrivateTurnScene) and isinstance(ballot.page, BallotPage)
    assert ballot.seat == cast.witness and ballot.page.choice == cast.thief


@pytest.mark.parametrize("players", [4, 7, 8])
def test_every_count_s_six_screens_are_made_and_put_away(make_app, players: int) -> None:
    screens = made(make_app(SIZE), players)
    assert list(screens) == list(HOW_TO_STEPS)
    assert isinstance(screens["roll"], PrivateTurnScene) and isinstance(screens["roll"].page, RollPage)
    assert isinstance(screens["theft"], PrivateTurnScene) and isinstance(screens["theft"].page, NightPage)
    assert isinstance(screens["result"], RevealScene)


def test_a_screen_stopped_half_way_gives_its_widgets_back(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(SIZE)
    chapter = how_to_steps(Table(6))
    assert chapter.game is not None
    put: list[Scene] = []

    def put_away_seen(scene: Scene) -> None:
        put.append(scene)
        put_away(scene)

    monkeypatch.setattr(how_to_screens, "put_away", put_away_seen)
    painting = paint_screen(app, chapter.steps[1], chapter.game, pygame.Surface((200, 120)))
    for _ in range(3):
        next(painting)
    assert put == []
    painting.close()  # a new language or size drops the layer painted ahead
    (roll,) = put
    assert isinstance(roll, PrivateTurnScene) and roll.ui is None, "its widgets' manager went back"


def test_the_attract_loop_shows_each_step_s_screen_in_its_picture(make_app) -> None:
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.HOW_TO)
    shots = []
    for index in range(len(HOW_TO_STEPS)):
        scene.cycle.part_seconds = index * HOW_TO_STEP_SECONDS + 0.1
        app.step(0.0)
        (picture,) = [rect for name, rect in scene.placed_words() if name == "how to screen"]
        shot = app.surface.subsurface(picture).copy()
        colours = {tuple(shot.get_at((x, y))) for x in range(0, shot.get_width(), 7)
                   for y in range(0, shot.get_height(), 7)}
        assert len(colours) > 40, (HOW_TO_STEPS[index], "a screen, not a plain backdrop")
        shots.append(pygame.image.tobytes(shot, "RGB"))
    assert len(set(shots)) == len(HOW_TO_STEPS), "each step its own screen"


def test_the_vote_grid_is_built_a_row_a_part(make_app) -> None:
    app = make_app(SIZE)
    vote = made(app, 6)["vote"]
    assert isinstance(vote, PointVoteScene) and vote.phase == "entry"
    vote.ui = app.frames.new_ui_manager(vote.manager_size())
    try:
        first, *rows, refresh = vote.build_ui_parts(vote.ui)
        first()
        assert vote.cells == {} and vote.confirm_button is not None, "the grid's rows come after the rest"
        assert len(rows) == 6
        for built, row in enumerate(rows, start=1):
            row()
            assert len(vote.cells) == 6 * built
        refresh()
        chosen = {voter: suspect for (voter, suspect), cell in vote.cells.items() if cell.is_selected}
        assert chosen == {voter: suspect for voter, suspect in enumerate(vote.votes) if suspect is not None}
    finally:
        put_away(vote)


def test_the_result_s_climax_is_prepared_a_part_a_step_before_the_skip(make_app,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    left_at_skip: list[bool] = []
    skip = RevealScene.skip

    def skip_seen(scene: RevealScene) -> None:
        left_at_skip.append(scene.warm_up_a_part())
        skip(scene)

    monkeypatch.setattr(RevealScene, "skip", skip_seen)
    made(make_app(SIZE), 6)
    assert left_at_skip == [False], "nothing of the climax left to prepare at once"


def test_a_night_page_prepares_its_sleeping_table_a_sprite_at_a_time(make_app) -> None:
    night = made(make_app(SIZE), 6)["night"]
    assert isinstance(night, PrivateTurnScene) and isinstance(night.page, NightPage)
    assert len(night.page.still_pieces()) > 6, "the table's bands and each seat's sprites, one a piece"
