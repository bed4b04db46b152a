"""Driving the public pass-and-play screens with synthetic mouse and finger events."""
from __future__ import annotations

import random

import pygame

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup, VoteMode

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
FRAME = 1.0 / 30.0


def session_at(count: int, seed: int, kind: StepKind, vote_mode: VoteMode = VoteMode.POINT,
               fall_mouse: bool = False, house_rules: HouseRules = NO_HOUSE_RULES) -> PlaySession:
    setup = GameSetup(NAMES[:count], fall_mouse=fall_mouse, vote_mode=vote_mode, house_rules=house_rules)
    session = PlaySession.start(setup, seed)
    play_until(session, kind, random.Random(seed))
    return session


def centre(target) -> tuple[int, int]:
    rect = pygame.Rect(target.rect) if hasattr(target, "rect") else pygame.Rect(target)
    return rect.center


def click(app, target) -> None:
    """A mouse click in the middle of a widget or rect."""
    pos = centre(target)
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(0.0)


def tap(app, target) -> None:
    """A finger tap in the middle of a widget or rect."""
    x, y = centre(target)
    w, h = app.size
    app.step(0.0, [pygame.event.Event(pygame.FINGERDOWN, x=x / w, y=y / h, dx=0, dy=0, finger_id=0, touch_id=1, pressure=1),
                   pygame.event.Event(pygame.FINGERUP, x=x / w, y=y / h, dx=0, dy=0, finger_id=0, touch_id=1, pressure=0)])
    app.step(0.0)


def tap_as_sdl_sends_it(app, rect: pygame.Rect, with_finger: bool) -> None:
    """One tap in the middle of ``rect`` as SDL delivers it: a finger with SDL's mouse copies of it (marked
    ``touch``), or a mouse click. Callers step on as their screens need."""
    x, y = pygame.Rect(rect).center
    if with_finger:
        width, height = app.size
        common = dict(x=x / width, y=y / height, dx=0.0, dy=0.0, finger_id=0, touch_id=1, pressure=1.0)
        events = [pygame.event.Event(pygame.FINGERDOWN, **common),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=True),
                  pygame.event.Event(pygame.FINGERUP, **common),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True)]
    else:
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False)]
    app.step(0.0, events)


def press(app, target, finger: bool) -> None:
    (tap if finger else click)(app, target)


def key(app, code: int) -> None:
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])
    app.step(0.0)


def run(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def show(make_app, kind: StepKind, count: int = 6, seed: int = 3, size=(1280, 800), lang="en", **options):
    """A game at the step of ``kind`` on its public screen over the title, half a second in: (app, flow, screen)."""
    from scenes.cheese_thief.play_flow import PlayFlow
    from scenes.home.title import TitleScene

    app = make_app(size=size, lang=lang)
    app.scenes.push(TitleScene(app), transition=False)
    flow = PlayFlow(app, session_at(count, seed, kind, **options), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    run(app, 0.5)
    for _ in range(120):  # a fade waits while the screen it leads to is prepared: a few frames more when cold
        if app.scenes.fade is None:
            break
        app.step(FRAME)
    return app, flow, app.scenes.top()


def table_screen_at(app, kind: StepKind, size: tuple[int, int] = (1920, 1080), frames: int = 90):
    """The five-player table game (seed 3) shown at its first `kind` step on a 55-inch table of `size`, its fade
    over: the both-sides host."""
    from scenes.table.facing_twice import FacingTwiceScene
    from scenes.table.flow import TableFlow
    from table.panels import seatable_places
    from table.physical import TableScreen
    from table.sitting import TableSitting

    screen = TableScreen(*size, 55.0)
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 3)
    play_until(session, kind, random.Random(3))
    flow = TableFlow(app, session, TableSitting.of(screen, seatable_places(screen)[:5]), persist=False)
    flow.show_current(session.step_index, replace=False)
    for _ in range(frames):
        if app.scenes.fade is None and isinstance(app.scenes.top(), FacingTwiceScene):
            break
        app.step(FRAME)
    host = app.scenes.top()
    assert isinstance(host, FacingTwiceScene) and app.scenes.fade is None
    return host


def inner_paints_counted(host) -> list[int]:
    """Count each time a both-sides host paints the screen it hosts whole: the count is the list's one item."""
    painted = [0]
    real_draw = host.inner.draw

    def counted(surface: pygame.Surface) -> None:
        painted[0] += 1
        real_draw(surface)

    host.inner.draw = counted
    return painted
