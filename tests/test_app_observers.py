"""The app is watched through observers, never patched: each step and each drawn frame reaches every observer,
nested in the order they were added."""
from __future__ import annotations

import pygame


class Recorder:
    def __init__(self, name: str, calls: list[str]) -> None:
        self.name = name
        self.calls = calls

    def before_step(self, dt: float, events: list[pygame.event.Event]) -> None:
        self.calls.append(f"{self.name}:before:{dt:.2f}:{len(events)}")

    def after_step(self, dt: float, events: list[pygame.event.Event], drew: bool) -> None:
        self.calls.append(f"{self.name}:after:{drew}")

    def before_draw(self, changes_only: bool) -> None:
        self.calls.append(f"{self.name}:draw-before")

    def after_draw(self, changes_only: bool) -> None:
        self.calls.append(f"{self.name}:draw-after")


def test_step_and_draw_observers_are_nested_in_the_order_added(make_app) -> None:
    from scenes.home.title import TitleScene

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    calls: list[str] = []
    outer, inner = Recorder("outer", calls), Recorder("inner", calls)
    app.step_observers += [outer, inner]
    app.draw_observers += [outer, inner]
    app.request_redraw()
    drew = app.step(0.5, [pygame.event.Event(pygame.USEREVENT)])
    assert drew
    assert calls == ["outer:before:0.50:1", "inner:before:0.50:1", "outer:draw-before", "inner:draw-before",
                     "inner:draw-after", "outer:draw-after", "inner:after:True", "outer:after:True"]


def test_the_time_scale_reaches_the_observers_and_the_screens(make_app) -> None:
    from scenes.home.title import TitleScene

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    calls: list[str] = []
    app.step_observers.append(Recorder("only", calls))
    app.time_scale = 8.0
    app.step(0.125)
    assert calls[0] == "only:before:1.00:0"


def test_nothing_in_the_product_replaces_the_apps_methods() -> None:
    """The kiosk, the debug channel, the audits and the timers observe; none assigns app.step or app.draw."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    pattern = re.compile(r"\bapp\.(step|draw)\s*=|setattr\(app,\s*[\"'](step|draw)[\"']")
    offenders = [str(path.relative_to(root)) for folder in ("app", "scenes", "driver", "tools", "kiosk", "play")
                 for path in (root / folder).rglob("*.py") if pattern.search(path.read_text(encoding="utf-8"))]
    offenders += ["main.py"] if pattern.search((root / "main.py").read_text(encoding="utf-8")) else []
    assert offenders == []
