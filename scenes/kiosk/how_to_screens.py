"""The game's own screens that "how to play" shows (`tutorial.how_to`), painted a piece at a time.

Each step of how to play names a moment of the real game the tutorial plays (its game step, the screen shown then, a
night page's hour). That very screen is made here, for the game as it stood then, on an off-screen app (the
demonstration's: silent, and never the window's), put at its page and moment as a player's taps would, painted at
the app's size into a surface of its own, and scaled into the attract loop's picture. The screen is built and thrown
away again: nothing of it stays but the picture. A private page shown is the demo game's own, pinned and the same
for everyone, never a player's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Generator

import pygame

from app import layout
from program.i18n import current_language
from play.flow import StepKind
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.pages.ballot import BallotPage
from scenes.cheese_thief.pages.roll import RollPage
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.play_step_scenes import CURTAIN_PURPOSE
from scenes.cheese_thief.point_vote import PointVoteScene
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.reveal import RevealScene
from scenes.kit.curtain import CurtainScene
from tutorial import how_to
from tutorial.coach import session_at
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

PAGES = {how_to.ROLL: "roll", how_to.NIGHT: "night", how_to.BALLOT: "ballot"}
TICK = 0.25  # the longest time a screen is let run at once: its animations step through what a player would see
TICKS_A_STEP = 4  # a tick takes well under a millisecond: a step each left the screen's pieces too many to come in time
ROLLED_SECONDS = 5.0  # after the tap on the cup: shaken, lifted, the die shown
INTO_THE_HOUR = 1.6  # into a night page's hour: what the hour shows has come in


def paint_screen(app: "App", step: Step, game: ScriptedGame, into: pygame.Surface) -> Generator[None, None, None]:
    """``step``'s screen painted over the whole of ``into`` (scaled from the app's size), a piece per ``yield``."""
    scene = yield from screen_at(app, step, game)
    try:
        for piece in scene.prepare_steps():
            piece()
            yield
        if scene.ui is not None:
            scene.ui.update(0.0)  # a manager used before shows its new widgets only once it has been updated
        picture = pygame.Surface(app.size, 0, into)
        scene.draw(picture)
        yield
        pygame.transform.smoothscale(picture, into.get_size(), into)
    finally:
        put_away(scene)


def screen_at(app: "App", step: Step, game: ScriptedGame) -> Generator[None, None, "Scene"]:
    """``step``'s screen on ``app``, at the page and the moment it shows, made a piece per ``yield``; the caller
    puts it away (:func:`put_away`) once painted."""
    assert step.play_step is not None and step.screen is not None, "a step of how to play names its screen"
    play_step_scenes.register_all()
    flow = PlayFlow(app, session_at(game, step.play_step, game.names(current_language())), persist=False)
    scene = _scene_for(flow, step)
    yield
    try:
        scene.ui = app.frames.new_ui_manager(scene.manager_size())  # one of the app's own (a new one is slow)
        yield
        yield from _build(scene, step, game)
        yield from _to_the_moment(scene, flow, step)
    except BaseException:  # stopped half way (a new language, a new size): its widgets' manager goes back
        put_away(scene)
        raise
    return scene


def put_away(scene: "Scene") -> None:
    """The screen is done with: its widgets' manager goes back to its app, and nothing of it stays."""
    scene.release_ui()
    scene.on_exit()


def _scene_for(flow: PlayFlow, step: Step) -> "Scene":
    """The screen of the game's step, made as the game makes it, without the work it queues ahead for the turns
    that follow (none follow here)."""
    shown = flow.session.step  # the session stands at the step's game step
    if shown.kind is StepKind.CURTAIN:
        assert shown.seat is not None
        coming = flow.session.steps[flow.session.step_index + 1].kind
        return CurtainScene(flow.app, shown.seat, flow.names[shown.seat], CURTAIN_PURPOSE[coming],
                            on_open=lambda: None, flow=flow)
    if step.screen in PAGES:
        return PrivateTurnScene(flow, shown)
    return flow.scene_for(shown)


def _build(scene: "Scene", step: Step, game: ScriptedGame) -> Generator[None, None, None]:
    """The screen's widgets at the page the step shows, a part per ``yield``; on the vote, the learner's vote
    entered as its game has it."""
    assert scene.ui is not None
    if isinstance(scene, PrivateTurnScene):
        scene.jump_to_page(PAGES[step.screen or ""])  # builds the page's widgets
        page = scene.page
        if isinstance(page, BallotPage) and step.learner is not None:
            page.on_press(page.pressable(game.record["votes"][step.learner]).center)
        yield
        return
    if isinstance(scene, PointVoteScene):
        scene.phase = "entry"  # the grid where the votes are entered, past the countdown before it
        if step.learner is not None:
            scene.votes[step.learner] = game.record["votes"][step.learner]
    for part in scene.build_ui_parts(scene.ui):
        with layout.touch_floor(scene.touch_floor_px, scene.text_floor_px):
            part()
        yield


def _to_the_moment(scene: "Scene", flow: PlayFlow, step: Step) -> Generator[None, None, None]:
    """The screen at the moment the step shows, a piece of its time per ``yield``."""
    seconds = 0.0
    if isinstance(scene, PrivateTurnScene):
        if isinstance(scene.page, RollPage):
            scene.page.on_press(scene.page.cup_rect.center)  # the tap on the cup: the die shows
            seconds = ROLLED_SECONDS
        elif step.moment.hour is not None:
            seconds = (step.moment.hour - 1) * flow.session.setup.hour_seconds + INTO_THE_HOUR
    elif isinstance(scene, RevealScene):
        while scene.warm_up_a_part():
            yield
        scene.skip()  # as a tap does: the card turned over and the result written
    ticks = 0
    while seconds > 0:
        scene.update(min(TICK, seconds))
        seconds -= TICK
        ticks += 1
        if ticks % TICKS_A_STEP == 0 or seconds <= 0:
            yield
