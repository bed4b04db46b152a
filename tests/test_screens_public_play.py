"""Discussion, point vote, reveal, replay and the leave question, driven by mouse and finger events."""
from __future__ import annotations

import random

import pygame
import pytest

from app.plan_lookup import demo_plan
from play.flow import StepKind
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.point_vote import COUNTDOWN_SECONDS, PointVoteScene
from scenes.cheese_thief.replay import MORNING_PAGE, ReplayScene, hour_lines
from scenes.cheese_thief.reveal import DONE_AT, RevealScene, explanation
from scenes.home.title import TitleScene
from tests.public_screen_helpers import key, press, run, session_at, show


# ----- discussion -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("finger", [False, True])
def test_timer_runs_pauses_and_gains_a_minute(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene)
    start = scene.left
    run(app, 2.0)
    assert scene.left == pytest.approx(start - 2.0, abs=0.1)
    press(app, scene.pause_button, finger)
    assert not scene.running and flow.session.discussion_left == pytest.approx(scene.left)
    paused_at = scene.left
    run(app, 3.0)
    assert scene.left == paused_at
    press(app, scene.more_button, finger)
    assert scene.running and scene.left == pytest.approx(paused_at + 60)
    assert flow.session.discussion_left == pytest.approx(scene.left)


def test_time_up_chimes_and_waits_for_the_vote(make_app) -> None:
    from scenes.kit.widgets.sound import sounds_for

    app, flow, scene = show(make_app, StepKind.DISCUSSION, count=5)
    scene.left = 61.0
    run(app, 62.0)
    assert scene.left == 0 and not scene.running
    played = sounds_for(app).played
    assert "last_minute" in played and played[-1] == "timer_chime"
    assert app.scenes.top() is scene and flow.step.kind is StepKind.DISCUSSION, "R7.2: the timer never forces the vote"
    assert flow.session.discussion_left == 0


@pytest.mark.parametrize("finger", [False, True])
def test_vote_now_moves_on(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.DISCUSSION)
    press(app, scene.vote_button, finger)
    run(app, 1.0)
    assert flow.step.kind is StepKind.POINT_VOTE and isinstance(app.scenes.top(), PointVoteScene)


def test_my_notes_asks_whose_then_opens_a_curtain(make_app) -> None:
    from scenes.kit.curtain import CurtainScene

    app, flow, scene = show(make_app, StepKind.DISCUSSION, count=5)
    press(app, scene.notes_button, finger=True)
    assert scene.choosing_notes and len(scene.note_buttons) == 5
    bo = next(button for button, seat in scene.note_buttons.items() if seat == 1)
    press(app, bo, finger=True)
    run(app, 1.0)
    top = app.scenes.top()
    assert isinstance(top, CurtainScene) and top.seat == 1
    assert scene in app.scenes.stack, "the discussion waits underneath"


def test_the_timer_keeps_running_while_someone_reads_their_notes(make_app) -> None:
    app, flow, scene = show(make_app, StepKind.DISCUSSION, count=5)
    press(app, scene.notes_button, finger=True)
    bo = next(button for button, seat in scene.note_buttons.items() if seat == 1)
    press(app, bo, finger=True)
    run(app, 1.0)
    assert app.scenes.top() is not scene
    before = scene.left
    run(app, 12.0)
    assert scene.left == pytest.approx(before - 12.0, abs=0.1), "the others are still talking"
    assert flow.session.discussion_left < before, "saved as it runs, in case the app is killed"
    while app.scenes.top() is not scene:
        app.scenes.pop(transition=False)
    run(app, 0.5)
    assert scene.pause_button is not None and scene.pause_button.alive(), "the screen is whole again"


def test_the_leave_question_stops_the_timer(make_app) -> None:
    app, flow, scene = show(make_app, StepKind.DISCUSSION)
    flow.ask_to_leave()
    run(app, 0.2)
    before = scene.left
    run(app, 5.0)
    assert scene.left == before


@pytest.mark.parametrize("kind", [StepKind.DISCUSSION, StepKind.POINT_VOTE])
def test_public_screens_draw_only_from_the_public_view(make_app, monkeypatch, kind: StepKind) -> None:
    app, flow, scene = show(make_app, kind)

    def forbidden(*args, **kwargs):
        raise AssertionError("a public screen asked for a seat's view")

    monkeypatch.setattr(flow, "view", forbidden)
    monkeypatch.setattr(flow.session, "view", forbidden)
    for phase in ("countdown", "entry", "confirm") if kind is StepKind.POINT_VOTE else ("",):
        if phase:
            scene.votes = [(seat + 1) % flow.player_count for seat in range(flow.player_count)]
            scene.phase = phase
        scene.rebuild_ui()
        app.draw()
    assert flow.public().report is None, "nothing is revealed before the vote is counted"


# ----- point vote ------------------------------------------------------------------------------------------------
def test_after_the_countdown_the_vote_grid_grows_a_row_a_frame_and_the_demo_waits_for_it(make_app) -> None:
    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=8)
    frames = 0
    while scene.phase == "countdown":
        app.step(1 / 60)
        frames += 1
        assert frames < 600
    built = len({voter for voter, _ in scene.cells})
    assert built <= 1, "the frame that ends the countdown builds a row of cells at most, not the whole grid"
    assert demo_plan(scene, random.Random(0), _wish(8)) == [], "the demo waits for the whole grid"
    assert scene.is_animating()
    while built < 8:
        app.step(1 / 60)
        assert {voter for voter, _ in scene.cells} == set(range(built + 1)), "one more row a frame"
        built += 1
    assert len(scene.cells) == 64 and not scene.cells[(3, 3)].is_enabled and not scene.is_animating()
    assert demo_plan(scene, random.Random(0), _wish(8)) != []


@pytest.mark.parametrize("finger", [False, True])
def test_point_vote_refuses_self_votes_and_incomplete_entry(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=5)
    assert isinstance(scene, PointVoteScene) and scene.phase == "countdown"
    assert demo_plan(scene, random.Random(0), _wish(5)) == []
    run(app, COUNTDOWN_SECONDS + 0.2)
    assert scene.phase == "entry"
    assert not scene.cells[(2, 2)].is_enabled
    press(app, scene.cells[(2, 2)], finger)
    assert scene.votes[2] is None
    for voter in range(4):
        press(app, scene.cells[(voter, (voter + 1) % 5)], finger)
    assert scene.missing == [4] and not scene.confirm_button.is_enabled
    press(app, scene.confirm_button, finger)
    assert scene.phase == "entry"
    press(app, scene.cells[(4, 0)], finger)
    press(app, scene.cells[(4, 1)], finger)  # a second tap changes the vote
    assert scene.votes == [1, 2, 3, 4, 1]
    press(app, scene.confirm_button, finger)
    assert scene.phase == "confirm"
    press(app, scene.change_button, finger)
    assert scene.phase == "entry" and scene.votes == [1, 2, 3, 4, 1]
    press(app, scene.confirm_button, finger)
    press(app, scene.confirm_button, finger)
    run(app, 1.0)
    assert flow.step.kind is StepKind.REVEAL
    report = flow.public().report
    assert report is not None and report.votes == (1, 2, 3, 4, 1)
    assert isinstance(app.scenes.top(), RevealScene)


def _wish(players: int):
    from app.gestures import DemoWish

    return DemoWish(players=players, seed=1)


def test_point_vote_demo_plan_enters_legal_votes(make_app) -> None:
    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=7, seed=5)
    run(app, COUNTDOWN_SECONDS + 0.2)
    rng = random.Random(9)
    for _ in range(20):
        top = app.scenes.top()
        if not isinstance(top, PointVoteScene):
            break
        plan = demo_plan(top, rng, _wish(7))
        assert plan
        press(app, pygame.Rect(plan[0].pos, (1, 1)), finger=True)
    run(app, 1.0)
    assert flow.step.kind is StepKind.REVEAL
    assert all(v != s for s, v in enumerate(flow.public().report.votes))


# ----- reveal ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("count, seed, fall_mouse", [(4, 1, False), (5, 2, False), (6, 4, True), (7, 5, False), (8, 7, True)])
def test_reveal_names_the_winners_of_the_report(make_app, count: int, seed: int, fall_mouse: bool) -> None:
    app, flow, scene = show(make_app, StepKind.REVEAL, count=count, seed=seed, fall_mouse=fall_mouse)
    assert isinstance(scene, RevealScene)
    report = flow.public().report
    assert scene.celebration.seats == report.outcome.winners
    assert [seat for seat, _ in scene.flips] == list(report.outcome.revealed)
    text = explanation(report, flow.names)
    assert flow.names[report.roles.index(_role(report.outcome.winner))] in text
    assert not scene.next_button.visible
    assert demo_plan(scene, random.Random(0), _wish(count)) == []
    run(app, DONE_AT)
    assert scene.next_button.visible and demo_plan(scene, random.Random(0), _wish(count))
    assert sum(flow.session.scores().values()) == len(report.outcome.winners)


def _role(winner):
    from game.cheese_thief.roles import Role, Winner

    return Role.FALL_MOUSE if winner is Winner.FALL_MOUSE else Role.THIEF


@pytest.mark.parametrize("finger", [False, True])
def test_a_tap_skips_the_reveal_animation_then_see_the_night(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.REVEAL, count=5, seed=2)
    press(app, pygame.Rect(scene.table.table.center, (1, 1)), finger)
    assert scene.next_button.visible
    press(app, scene.next_button, finger)
    run(app, 1.0)
    assert flow.step.kind is StepKind.REPLAY and isinstance(app.scenes.top(), ReplayScene)


# ----- replay ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("finger", [False, True])
def test_replay_pages_through_the_night_and_plays_again(make_app, finger: bool) -> None:
    from scenes.kit.curtain import CurtainScene

    app, flow, scene = show(make_app, StepKind.REPLAY, count=6, seed=4)
    assert isinstance(scene, ReplayScene) and scene.page == 1
    assert not scene.prev_button.is_enabled
    for _ in range(MORNING_PAGE + 2):
        if scene.next_button.is_enabled:
            press(app, scene.next_button, finger)
    assert scene.page == MORNING_PAGE and not scene.next_button.is_enabled
    press(app, scene.prev_button, finger)
    assert scene.page == MORNING_PAGE - 1
    press(app, scene.auto_button, finger)
    run(app, 4.0)
    assert scene.page == MORNING_PAGE
    before = flow.session.scores()
    press(app, scene.again_button, finger)
    run(app, 1.0)
    assert flow.session.game_number == 2 and flow.session.step_index == 0
    assert flow.session.scores() == before, "the running score carries over"
    assert isinstance(app.scenes.top(), CurtainScene)


def test_replay_tells_the_theft_and_peeks_hour_by_hour() -> None:
    for seed in range(30):
        session = session_at(7, seed, StepKind.REPLAY)
        report = session.public().report
        if report.peeks:
            break
    names = session.setup.names
    theft = " ".join(hour_lines(report, names, report.theft_hour))
    assert names[report.roles.index(_role_thief())] in theft
    peek = report.peeks[0]
    hour = report.wake_hours[peek.seat][0]
    assert names[peek.target] in " ".join(hour_lines(report, names, hour))


def _role_thief():
    from game.cheese_thief.roles import Role

    return Role.THIEF


def test_back_to_title_from_the_replay(make_app) -> None:
    app, flow, scene = show(make_app, StepKind.REPLAY, count=5, seed=1)
    press(app, scene.title_button, finger=True)
    run(app, 1.0)
    assert isinstance(app.scenes.top(), TitleScene) and len(app.scenes) == 1


# ----- leaving -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", [StepKind.DISCUSSION, StepKind.POINT_VOTE])
def test_escape_asks_before_leaving(make_app, kind: StepKind) -> None:
    app, flow, scene = show(make_app, kind)
    key(app, pygame.K_ESCAPE)
    overlay = app.scenes.top()
    assert isinstance(overlay, ConfirmLeaveScene)
    press(app, overlay.no, finger=True)
    assert app.scenes.top() is scene
    press(app, scene.leave_button, finger=False)
    overlay = app.scenes.top()
    assert isinstance(overlay, ConfirmLeaveScene)
    press(app, overlay.yes, finger=False)
    run(app, 1.0)
    assert isinstance(app.scenes.top(), TitleScene) and len(app.scenes) == 1


def test_the_climax_opens_no_font_and_draws_no_confetti_sheet(make_app) -> None:
    """Cards, result text and confetti are prepared while the screen changes: opening a Chinese face or
    drawing the confetti sheet when the cards turn stalled the celebration for about 80 ms."""
    from app import fonts
    from art import confetti
    from scenes.cheese_thief.reveal import FLIP_AT, RESULT_AT

    app, flow, scene = show(make_app, StepKind.REVEAL, count=6, seed=3, lang="zh")
    assert isinstance(scene, RevealScene)
    run(app, FLIP_AT - scene.elapsed)
    fonts_opened, sheets_drawn = fonts._load.cache_info().misses, confetti._colour_sheet.cache_info().misses
    run(app, RESULT_AT + 0.5 - scene.elapsed)
    assert fonts._load.cache_info().misses == fonts_opened
    assert confetti._colour_sheet.cache_info().misses == sheets_drawn


def test_the_reveal_prepares_its_climax_after_its_fade_in_not_during_it(make_app) -> None:
    """A fade's frames blend two whole screens; a confetti sheet painted on top took them over 6 ms. The climax's
    parts are painted one a frame once the reveal is shown, and all are ready before the cards turn."""
    from app.scene_manager import FADE_SECONDS
    from scenes.cheese_thief.reveal import FLIP_AT

    app = make_app(size=(1280, 800), lang="en")
    flow = PlayFlow(app, session_at(5, 11, StepKind.REVEAL), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    scene = app.scenes.top()
    assert isinstance(scene, RevealScene) and app.scenes.fade is not None
    waiting = len(scene._warm_steps)
    assert waiting > 0
    frames = 0
    while app.scenes.fade is not None and frames < 10 * FADE_SECONDS * 60:
        app.step(1 / 60)
        frames += 1
        if app.scenes.fade is not None:
            assert len(scene._warm_steps) == waiting, "nothing of the climax is painted during the fade"
    assert app.scenes.fade is None
    while scene._warm_steps and scene.elapsed < FLIP_AT:
        app.step(1 / 60)
    assert scene._warm_steps == [] and scene.elapsed < FLIP_AT


def test_reveal_keeps_the_finished_game_in_history(make_app, data_dir) -> None:
    from storage.history import History

    app = make_app()
    flow = PlayFlow(app, session_at(5, 2, StepKind.REVEAL), persist=True)
    flow.show_current(flow.session.step_index, replace=False)
    run(app, 0.5)
    games = History().finished_games(5)
    assert len(games) == 1 and games[0].record == flow.session.record()
    report = flow.public().report
    assert list(games[0].winners) == [flow.names[seat] for seat in report.outcome.winners]


@pytest.mark.parametrize("kind", [StepKind.DISCUSSION, StepKind.REVEAL])
def test_a_prepared_public_screen_paints_no_sprite_in_its_first_frame(make_app, kind: StepKind) -> None:
    """What the fade prepares (``prepare_steps``) is everything the screen's first frame would paint afresh."""
    from art.cache import CARDS, SPRITES
    from scenes.cheese_thief.play_flow import PlayFlow

    app = make_app(size=(1024, 600), lang="fr")  # a size no other test of this worker painted at first
    flow = PlayFlow(app, session_at(5, 11, kind), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    fade = app.scenes.fade
    assert fade is not None and fade.preparing, "the public screen came with parts to prepare"
    while fade.preparing:
        fade.prepare()
    misses = SPRITES.misses, CARDS.misses
    app.scenes.top().draw(pygame.Surface(app.size))
    assert (SPRITES.misses, CARDS.misses) == misses


def test_the_vote_grid_s_mice_and_names_are_painted_while_the_countdown_runs(make_app) -> None:
    from art.cache import SPRITES

    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=7, size=(1024, 600), lang="de")
    assert isinstance(scene, PointVoteScene) and scene.phase == "countdown"
    assert app.frames.warm_up.pending() > 0, "the countdown queued the grid's pictures"
    app.frames.warm_up.finish()
    scene.go_to("entry")
    misses = SPRITES.misses
    scene.draw(pygame.Surface(app.size))
    assert SPRITES.misses == misses


def test_the_vote_confirmation_s_table_is_painted_while_votes_are_entered(make_app) -> None:
    from art.cache import SPRITES

    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=6, size=(1024, 600), lang="zh")
    app.frames.warm_up.finish()
    scene.go_to("entry")
    assert app.frames.warm_up.pending() > 0, "the entry queued the confirmation's table"
    app.frames.warm_up.finish()
    for voter in range(6):
        scene.choose(voter, (voter + 1) % 6)
    scene.go_to("confirm")
    misses = SPRITES.misses
    scene.draw(pygame.Surface(app.size))
    assert SPRITES.misses == misses


def test_a_public_screen_s_preparation_paints_its_backdrop_a_part_per_step(make_app) -> None:
    """Painted at once, the day backdrop at a touch table's middle size took 7 ms of one fade frame."""
    from art.cache import SPRITES
    from art.table import BACKDROP_PARTS
    from scenes.cheese_thief.play_flow import PlayFlow

    app = make_app(size=(1000, 640), lang="de")  # a size no other test of this worker painted at
    flow = PlayFlow(app, session_at(5, 12, StepKind.DISCUSSION), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    scene = app.scenes.top()
    steps = scene.prepare_steps()
    key = ("backdrop", app.size, (scene.backdrop_variant,))
    for step in steps[:BACKDROP_PARTS]:
        step()
        assert not SPRITES.holds(*key), "no step before the last part's own paints the whole backdrop"
    steps[BACKDROP_PARTS]()
    assert SPRITES.holds(*key)


def test_the_replays_first_page_is_prepared_a_piece_a_step_and_its_whole_frame_paints_nothing_new(make_app) -> None:
    """The shared steps paint a day table; the first page is a night, painted whole in one step of the fade."""
    from app.fonts import _RENDERED
    from art.cache import CARDS, POSES, SPRITES
    from scenes.kit.text_panels import _panels, _text_blocks

    app = make_app(size=(1000, 640), lang="en")
    flow = PlayFlow(app, session_at(6, 4, StepKind.REPLAY), persist=False)
    scene = ReplayScene(flow)
    scene.rebuild_ui()
    steps = scene.prepare_steps()
    for step in steps[:-1]:
        step()
    caches = (SPRITES, POSES, CARDS, _RENDERED, _text_blocks, _panels)
    misses = [cache.misses for cache in caches]
    steps[-1]()
    assert [cache.misses for cache in caches] == misses, "every sprite, card and text painted by an earlier step"
