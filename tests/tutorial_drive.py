"""Drives the tutorial through its real screens with the demo driver's mouse and FINGER events."""
from __future__ import annotations

from typing import Any

from driver.demo import DemoDriver
from driver.protocol import DemoWish

MAX_FRAMES = 60 * 60 * 20  # twenty simulated minutes: far more than a whole tutorial takes


def drive_to_end(app: Any, players: int, fall_mouse: bool, wrong_moves: int = 0) -> tuple[DemoDriver, list[str]]:
    """Open the tutorial from the title and follow each screen's demo plan to the end screen.

    Returns the driver and every step shown, by uid, in order."""
    from scenes.title import TitleScene
    from scenes.tutorial_end import TutorialEndScene

    app.scenes.push(TitleScene(app), transition=False)
    title = app.scenes.top()
    title.activate("#learn")
    wish = DemoWish(players=players, seed=players * 2 + fall_mouse, fall_mouse=fall_mouse,
                    extra={"wrong_moves": wrong_moves})
    driver = DemoDriver(app, wish)
    seen: list[str] = []
    while driver.frames < MAX_FRAMES:
        top = app.scenes.top()
        if isinstance(top, TutorialEndScene) and app.scenes.fade is None:
            return driver, seen
        flow = getattr(top, "tutorial", None)
        if flow is not None and (not seen or seen[-1] != flow.session.step.uid):
            seen.append(flow.session.step.uid)
        driver.step()
    raise AssertionError(f"the tutorial did not reach its end; last steps: {seen[-3:]}")
