"""Drives the tutorial through its real screens with the demo driver's mouse and FINGER events.

The driver is paced (``DemoDriver(paced=True)``): it steps from one gesture's event to the next instead of every
sixtieth of a second, so a walk-through draws a fraction of the frames while every screen sees the same input at
the same simulated times. How the tutorial's frames look is checked on its own (test_tutorial_screens,
test_still_layers)."""
from __future__ import annotations

from typing import Any

from driver.demo import DemoDriver
from app.gestures import DemoWish

LONGEST_SECONDS = 20 * 60.0  # of simulated time: far more than a whole tutorial takes


def drive_to_end(app: Any, players: int, fall_mouse: bool, wrong_moves: int = 0,
                 coached: bool = False) -> tuple[DemoDriver, list[str]]:
    """Open the tutorial from the title and follow each screen's demo plan to the end screen. The chapters coached
    on the game's own screens (a whole game each) are passed over unless `coached`: their screens have their own
    walk-throughs (test_tutorial_coached_screens).

    Returns the driver and every step shown, by uid, in order."""
    from scenes.home.title import TitleScene
    from scenes.tutorial.end import TutorialEndScene

    app.scenes.push(TitleScene(app), transition=False)
    title = app.scenes.top()
    title.activate("#learn")
    wish = DemoWish(players=players, seed=players * 2 + fall_mouse, fall_mouse=fall_mouse,
                    extra={"wrong_moves": wrong_moves})
    driver = DemoDriver(app, wish, paced=True)
    seen: list[str] = []
    while driver.now < LONGEST_SECONDS:
        top = app.scenes.top()
        if isinstance(top, TutorialEndScene) and app.scenes.fade is None:
            return driver, seen
        flow = getattr(top, "tutorial", None)
        if flow is not None and (not seen or seen[-1] != flow.session.step.uid):
            seen.append(flow.session.step.uid)
        if flow is not None and not coached:
            pass_coached_chapter(flow)
        driver.step()
    raise AssertionError(f"the tutorial did not reach its end; last steps: {seen[-3:]}")


def drive_until_end(app: Any, wish: DemoWish, coached: bool = False) -> DemoDriver:
    """Follow each screen's demo plan from wherever the tutorial is until its end screen is shown; the chapters
    coached on the game's own screens are passed over at once unless `coached`."""
    from scenes.tutorial.end import TutorialEndScene

    driver = DemoDriver(app, wish, paced=True)
    while driver.now < LONGEST_SECONDS:
        if isinstance(app.scenes.top(), TutorialEndScene) and app.scenes.fade is None:
            return driver
        flow = getattr(app.scenes.top(), "tutorial", None)
        if flow is not None and not coached:
            pass_coached_chapter(flow)
        driver.step()
    raise AssertionError("the tutorial did not reach its end")


def pass_coached_chapter(flow: Any) -> None:
    """Through a chapter coached on the game's own screens at once, with its right taps, to the step after it."""
    session = flow.session
    if flow.screen_kind(session) != "coached":
        return
    chapter = session.chapter  # a coached module after the real game is a chapter of its own, seen on its own
    while not session.finished and session.step.coached and session.chapter == chapter:
        expects = session.step.expects
        session = (session.act(expects.scripted) if expects is not None and session.move is None else session).next()
    flow.change(session)


def mouse_tap(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    app.scenes.fade = None  # screens take no input while they fade in
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.step(0.1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def finger_tap(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    app.scenes.fade = None
    x, y = pos[0] / app.size[0], pos[1] / app.size[1]
    common = {"x": x, "y": y, "dx": 0.0, "dy": 0.0, "finger_id": 0, "touch_id": 1}
    app.step(0.0, [pygame.event.Event(pygame.FINGERDOWN, pressure=1.0, **common)])
    app.step(0.1, [pygame.event.Event(pygame.FINGERUP, pressure=0.0, **common)])
