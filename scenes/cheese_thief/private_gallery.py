"""Gallery frames of the curtain and of every page of the private turns, from seeded games."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from game.cheese_thief.roles import Role
from play.autoplay import play_until
from play.flow import PRIVATE_KINDS, StepKind
from play.moves import MoveKind, move_for
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.pages.roll import RollPage
from scenes.cheese_thief.pages.move import MovePage
from scenes.cheese_thief.pages.wake_hour import WakeHourPage
from scenes.cheese_thief.pages.ballot import BallotPage
from scenes.cheese_thief.notes import NotesScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene
    from scenes.cheese_thief.private_turn import PrivateTurnScene

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
FRAME = 1.0 / 30.0


def find_game(count: int, kind: StepKind, wanted: Callable[[PlaySession, int], bool],
              vote_mode: VoteMode = VoteMode.POINT, fall_mouse: bool = False) -> tuple[PlaySession, int]:
    """The first seeded game with a seat for which `wanted` holds when its `kind` step comes."""
    for seed in range(500):
        setup = GameSetup(NAMES[:count], fall_mouse=fall_mouse, vote_mode=vote_mode)
        for seat in range(count):
            session = PlaySession.start(setup, seed)
            play_until(session, kind, random.Random(seed), seat if kind in PRIVATE_KINDS else None)
            if wanted(session, seat):
                return session, seat
    raise LookupError("no seeded game shows that")


def show_turn(app: "App", session: PlaySession, page: str, seconds: float = 0.0) -> "PrivateTurnScene":
    flow = PlayFlow(app, session, persist=False)
    scene = PrivateTurnScene(flow, session.step)
    app.scenes.push(scene, transition=False)
    scene.jump_to_page(page)
    advance(app, seconds)
    return scene


def advance(app: "App", seconds: float) -> None:
    """Let ``seconds`` of the turn pass, a frame's time at a time, without drawing the frames between: drawing
    changes nothing, and the picture that counts is drawn whole afterwards."""
    for _ in range(int(seconds / FRAME)):
        app.scenes.update(FRAME)
    app.scenes.forget_whole_frame()
    app.request_redraw()


def _curtain(app: "App") -> "Scene":
    session = PlaySession.start(GameSetup(NAMES[:5]), 1)
    flow = PlayFlow(app, session, persist=False)
    return flow.scene_for(session.step)


def _card(app: "App") -> "Scene":
    session, _ = find_game(6, StepKind.NIGHT_TURN, lambda s, seat: s.view(seat).role is Role.THIEF)
    return show_turn(app, session, "card", 3.0)


def _roll(app: "App") -> "Scene":
    session, _ = find_game(5, StepKind.NIGHT_TURN, lambda s, seat: True)
    scene = show_turn(app, session, "roll", 0.2)
    assert isinstance(scene.page, RollPage)
    scene.page.on_press(scene.page.cup_rect.center)
    advance(app, 5.0)
    return scene


def _night_asleep(app: "App") -> "Scene":
    session, seat = find_game(6, StepKind.NIGHT_TURN, lambda s, seat: s.view(seat).wake_hours == (5,))
    return show_turn(app, session, "night", 2 * 3.0 + 1.0)


def _witnessed_theft(session: PlaySession, seat: int) -> bool:
    view = session.view(seat)
    return any(h.taken_by is not None and h.taken_by != seat for h in view.night or ())


def _night_theft(app: "App") -> "Scene":
    session, seat = find_game(6, StepKind.NIGHT_TURN, _witnessed_theft)
    hour = next(h.hour for h in session.view(seat).night or () if h.taken_by is not None)
    return show_turn(app, session, "night", (hour - 1) * 3.0 + 1.6)


def _move_peek(app: "App") -> "Scene":
    session, seat = find_game(6, StepKind.NIGHT_TURN, lambda s, seat: move_for(s.view(seat)).kind is MoveKind.PEEK)
    scene = show_turn(app, session, "move", 0.5)
    target = move_for(session.view(seat)).real_targets[0]
    assert isinstance(scene.page, MovePage)
    scene.page.pick(target)
    advance(app, 1.0)
    return scene


def _move_followers(app: "App") -> "Scene":
    session, _ = find_game(7, StepKind.NIGHT_TURN, lambda s, seat: move_for(s.view(seat)).kind is MoveKind.FOLLOWERS)
    return show_turn(app, session, "move", 0.5)


def _move_decoy(app: "App") -> "Scene":
    session, _ = find_game(5, StepKind.NIGHT_TURN, lambda s, seat: move_for(s.view(seat)).kind is MoveKind.DECOY)
    return show_turn(app, session, "move", 0.5)


def _dawn(app: "App") -> "Scene":
    session, _ = find_game(6, StepKind.DAWN_TURN, lambda s, seat: bool((dawn := s.view(seat).dawn) and dawn.follower))
    return show_turn(app, session, "dawn", 1.0)


def _wake_hour(app: "App") -> "Scene":
    session, _ = find_game(4, StepKind.CHOICE_TURN, lambda s, seat: bool(s.view(seat).wake_hour_options))
    scene = show_turn(app, session, "wake_hour", 0.5)
    assert isinstance(scene.page, WakeHourPage)
    scene.page.on_press(scene.page.die_rects[1].center)
    return scene


def _summary(app: "App") -> "Scene":
    session, _ = find_game(4, StepKind.EYES_TURN, _witnessed_theft)
    return show_turn(app, session, "summary", 1.0)


def _ballot(app: "App") -> "Scene":
    session, seat = find_game(6, StepKind.BALLOT_TURN, lambda s, seat: seat == 2, vote_mode=VoteMode.SECRET)
    scene = show_turn(app, session, "ballot", 0.5)
    page = scene.page
    assert isinstance(page, BallotPage)
    page.on_press(page.pressable(4).center)
    return scene


def _notes(app: "App") -> "Scene":
    session, seat = find_game(7, StepKind.DISCUSSION, lambda s, seat: seat == 3)
    return NotesScene(PlayFlow(app, session, persist=False), 3)


# The private turns' part of the area's gallery list (scenes/cheese_thief/gallery.py).
PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (20, "curtain", _curtain),
    (21, "turn-card", _card),
    (22, "turn-roll", _roll),
    (23, "turn-night-asleep", _night_asleep),
    (24, "turn-night-theft", _night_theft),
    (25, "turn-move-peek", _move_peek),
    (26, "turn-move-followers", _move_followers),
    (27, "turn-move-decoy", _move_decoy),
    (28, "turn-dawn", _dawn),
    (15, "turn-wake-hour-4p", _wake_hour),
    (16, "turn-summary-4p", _summary),
    (36, "turn-ballot", _ballot),
    (37, "notes", _notes),
)
