"""The coach's band over the real game's screens: never over the widget a step lights, its words at the tutorial's
size, at a side in landscape and across the screen in portrait, and smaller than it was across a landscape screen."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app import fonts, layout
from app.gestures import DemoWish
from driver.demo import DemoDriver
from tests.tutorial_drive import LONGEST_SECONDS
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table

WALKS = [((1280, 800), "en"), ((1920, 1080), "en"), ((800, 1280), "en"), ((1280, 800), "zh")]


def _fits(words: str, area: pygame.Rect, px: int, role: str = "body") -> bool:
    """Whether the words wrapped at `px` fit `area` (the line height draw_text_block gives them)."""
    lines = fonts.wrap(words, role, px, area.width)
    widest = max((fonts.font_for_text(line, role, px).size(line)[0] for line in lines), default=0)
    return len(lines) * int(px * 1.25) <= area.height and widest <= area.width


def _words_at_full_size(overlay: Any) -> bool:
    from scenes.tutorial import coach_overlay

    px, _ = coach_overlay.text_px(overlay.size)
    words, hint = overlay.caption()
    if hint is None:
        return _fits(words, overlay.words_rect, px)
    area = overlay.words_rect
    above = pygame.Rect(area.left, area.top, area.width, int(area.height * coach_overlay.TEXT_SHARE))
    below = pygame.Rect(area.left, above.bottom, area.width, area.bottom - above.bottom)
    return _fits(words, above, px) and _fits(hint, below, px, "heading")


@pytest.mark.parametrize("size, lang", WALKS, ids=[f"{w}x{h}-{lang}" for (w, h), lang in WALKS])
def test_the_band_keeps_off_every_lit_widget_with_its_words_at_full_size(make_app, data_dir: Path,
                                                                         size: tuple[int, int], lang: str) -> None:
    """Every coached step of the five-player real game, walked on its real screens with one wrong press at each
    tap (so the hint shows too): the band never covers the widget to tap, and its words never shrink."""
    from scenes.home.title import TitleScene
    from scenes.tutorial.coach_overlay import CoachOverlay
    from scenes.tutorial.flow import TutorialFlow

    table = Table(5)
    app = make_app(size, lang)
    app.settings.reduced_motion = True  # the finger rests on its target: fewer frames to draw
    app.scenes.push(TitleScene(app), transition=False)
    flow = TutorialFlow(app, TutorialSession.start(table), persist=False)
    flow.change(TutorialSession.start(table).go_to_chapter("real_game"))
    app.step(0.0)
    driver = DemoDriver(app, DemoWish(players=5, seed=3, extra={"wrong_moves": 1}), paced=True)
    seen: list[str] = []
    sides: set[str] = set()
    while flow.session.chapter == "real_game" and not flow.session.finished:
        assert driver.now < LONGEST_SECONDS, f"stuck at {seen[-1:]}"
        top = app.scenes.top()
        if isinstance(top, CoachOverlay) and not top.stands_aside():
            uid = flow.session.step.uid
            if not seen or seen[-1] != uid:
                seen.append(uid)
            sides.add(top.side)
            assert not any(top.band.colliderect(rect) for _, rect in top.target_rects()), uid
            assert layout.content_rect(app.size).contains(top.band), uid
            assert _words_at_full_size(top), uid
        driver.step()
    assert seen == [step.uid for step in chapter_steps("real_game", table).steps], "every coached step was checked"
    assert sides == {"across"} if size[1] > size[0] else sides & {"left", "right"}


def test_a_side_band_hides_less_than_a_band_across_the_screen(make_app, data_dir: Path) -> None:
    """At 1280x800 the band across the screen covered 31 % of it (1216 x 264 px); at a side it covers at most about a
    quarter, and a fifth on average."""
    from gallery import pictures, screens

    screens.load_all()
    app = make_app((1280, 800))
    coached = [screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach")]
    shares = []
    for screen in coached:
        overlay: Any = pictures.show(screen, app)
        if overlay.side != "across":
            shares.append(overlay.band.width * overlay.band.height / (app.size[0] * app.size[1]))
        app.scenes.clear()
    assert len(shares) >= len(coached) // 2
    assert max(shares) <= 0.27 and sum(shares) / len(shares) <= 0.23, shares
