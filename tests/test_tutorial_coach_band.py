"""The coach's band over the real game's screens: never over the widget a step lights nor over what the step talks
about (a night's clock, the curtain's words), its words at the tutorial's size unless it was made smaller to keep off
them, at a side in landscape and across the screen in portrait, and smaller than it was across a landscape screen;
over the point vote's wide grid, never over the cell to tap or its names, and smaller where it must lie on the grid."""
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
from tutorial.session import TutorialSession, page_of
from tutorial.table import Table

# Private pages whose own words (the roll's number, the night's rule, what the peek showed) stay uncovered in
# landscape: the coach's band finds room beside them.
PAGE_WORDS_KEPT = (".g01.roll", ".g01.night_rule", ".g01.peek", ".g01.seen")
WALKS = [((1280, 800), "en"), ((1920, 1080), "en"), ((800, 1280), "en"), ((1280, 800), "zh")]


def _fits(words: str, area: pygame.Rect, px: int, role: str = "body") -> bool:
    """Whether the words wrapped at `px` fit `area` (the line height draw_text_block gives them)."""
    lines = fonts.wrap(words, role, px, area.width)
    widest = max((fonts.font_for_text(line, role, px).size(line)[0] for line in lines), default=0)
    return len(lines) * int(px * 1.25) <= area.height and widest <= area.width


def _words_at_their_size(overlay: Any) -> bool:
    """The band's words fit at the tutorial's size, or at the smaller size its band was made for (never under the
    tutorial's least)."""
    from scenes.tutorial import coach_overlay

    px = coach_overlay.words_px(overlay.size, overlay.compact)
    words, hint = overlay.caption()
    if hint is None:
        return _fits(words, overlay.words_rect, px)
    area = overlay.words_rect
    above = pygame.Rect(area.left, area.top, area.width, int(area.height * coach_overlay.TEXT_SHARE))
    below = pygame.Rect(area.left, above.bottom, area.width, area.bottom - above.bottom)
    return _fits(words, above, px) and _fits(hint, below, px, "heading")


@pytest.mark.parametrize("size, lang", WALKS, ids=[f"{w}x{h}-{lang}" for (w, h), lang in WALKS])
def test_the_band_keeps_off_every_lit_widget_and_what_the_step_talks_about(make_app, data_dir: Path,
                                                                            size: tuple[int, int], lang: str) -> None:
    """Every coached step of the five-player real game, walked on its real screens with one wrong press at each
    tap (so the hint shows too): the band never covers the widget to tap, the night's clock (the night-rule step's
    topic) nor the curtain's "Pass the tablet to...", and its words shrink only where its band had to be smaller to
    keep off them."""
    from scenes.home.title import TitleScene
    from scenes.tutorial.coach_overlay import CoachOverlay
    from scenes.tutorial.coach_targets import topics_of
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
    talked_about: set[str] = set()  # the steps whose screen shows a clock or the curtain's words
    compacts: set[int] = set()  # how much smaller the band's words were made
    pages_read: set[str] = set()  # the private pages whose own words were checked uncovered
    backs: dict[object, list[pygame.Rect]] = {}  # where Back was as each step came, by page of the game
    while flow.session.chapter == "real_game" and not flow.session.finished:
        assert driver.now < LONGEST_SECONDS, f"stuck at {seen[-1:]}"
        top = app.scenes.top()
        if isinstance(top, CoachOverlay) and not top.stands_aside():
            uid = flow.session.step.uid
            if not seen or seen[-1] != uid:
                seen.append(uid)
                backs.setdefault(page_of(flow.session.step), []).append(pygame.Rect(top.buttons["back"].rect))
            sides.add(top.side)
            assert not any(top.band.colliderect(rect) for _, rect in top.target_rects()), uid
            assert layout.content_rect(app.size).contains(top.band), uid
            topics = topics_of(top.real_scene())
            talked_about |= {uid} if topics else set()
            assert not any(top.band.colliderect(rect) for rect in topics), uid
            assert _words_at_their_size(top), uid
            compacts.add(top.compact)
            words = getattr(top.real_scene(), "page_words_area", None)
            if callable(words) and size[0] > size[1] and uid.endswith(PAGE_WORDS_KEPT):
                pages_read.add(uid)
                assert not top.band.colliderect(words()), f"{uid}: the page's own words show"
        driver.step()
    assert seen == [step.uid for step in chapter_steps("real_game", table).steps], "every coached step was checked"
    assert {"real_game.g00.curtain", "real_game.g01.night_rule", "real_game.g32.replay"} <= talked_about
    assert 0 in compacts  # the words at the tutorial's size where nothing needs them smaller
    assert size[1] > size[0] or len(pages_read) == len(PAGE_WORDS_KEPT), pages_read
    if size[1] > size[0]:  # across a portrait screen the band keeps its buttons in place through a page's steps
        moved = {page: places for page, places in backs.items()
                 if any(abs(rect.y - places[0].y) > places[0].height // 2 or rect.x != places[0].x
                        for rect in places)}
        assert not moved, moved
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


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (800, 1280)], ids=["1280x800", "1920x1080", "800x1280"])
def test_over_the_point_vote_grid_the_band_is_smaller_and_keeps_off_the_cell_and_its_names(
        make_app, size: tuple[int, int]) -> None:
    """The six-player point vote's grid fills a landscape screen: no place avoids it, so the band is made smaller
    and lies where it hides least of it (it hid three whole columns, a third of the grid), never over the cell to tap
    nor over that cell's voter and suspect."""
    from gallery import pictures
    from scenes.tutorial.coach_targets import cell_labels

    app = make_app(size)
    overlay: Any = pictures.show(next(screen for screen in pictures.screens()
                                      if screen.name == "tutorial-coach-vote-entry"), app)
    real: Any = overlay.real_scene()
    lit = [rect for _, rect in overlay.target_rects()]
    names = cell_labels(real, overlay.targets())
    assert lit and len(names) == 2
    assert not any(overlay.band.colliderect(rect) for rect in lit + list(names))
    grid = real.row_labels[0].unionall(real.row_labels + real.column_heads)
    hidden = overlay.band.clip(grid)
    assert hidden.width * hidden.height <= 0.22 * grid.width * grid.height, (overlay.band, grid)
    assert overlay.compact > 0 or not hidden.width


def test_at_a_touch_table_the_band_leaves_each_copy_readable(make_app) -> None:
    """At a touch table each copy of the coached game is wide and low (1920 x 536 here): the band lay across the
    middle of a curtain's copy, under Leave, over the mouse and its words. Now it takes a column beside them: clear
    of the lit ring, of Leave and Rules and of the curtain's words."""
    from scenes.home.title import TableTitleScene
    from scenes.tutorial.coach_targets import topics_of
    from scenes.tutorial.coached_stack import CoachedStack
    from scenes.tutorial.flow import TutorialFlow
    from scenes.tutorial.gallery import session_at
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    app.settings.table_mode, app.settings.table_diagonal_in = True, 55.0
    screen = TableScreen(1920, 1080, 55.0)
    for step in ("g00.curtain", "g10.followers_rule", "g20.talk", "g21.curtain"):
        session = session_at(Table(5), "real_game", step)
        app.scenes.push(TableTitleScene(app, screen), transition=False)
        TutorialFlow(app, session, persist=False).show_coached_at(session)
        host = app.scenes.top()
        assert isinstance(host, CoachedStack)
        coach: Any = host.coach
        with coach.floor():
            coach.refresh()
            obstacles = coach._obstacles()
        assert coach.side != "across", step
        assert obstacles.hidden(coach.band) == 0, step
        assert topics_of(host.inner) or step == "g20.talk"
        assert obstacles.ways_out and layout.content_rect(coach.size).contains(coach.band), step
        app.scenes.clear()


def test_a_second_tap_where_next_stood_does_not_press_the_button_that_moved_there(make_app, data_dir: Path) -> None:
    """At 1280x800 the band moves between the vote's rule and what the vote decides, and Back comes where Next was:
    a learner tapping Next twice must not be sent back. A moment later Back works there as usual."""
    from scenes.tutorial.coach_overlay import MOVED_GUARD_S
    from tests.test_tutorial_coach_roll_and_menu import _go_to
    from tests.test_tutorial_coached_screens import open_at
    from tests.tutorial_drive import mouse_tap

    app = make_app((1280, 800))
    app.settings.reduced_motion = True
    flow = open_at(app, Table(5), "real_game")
    overlay = _go_to(app, flow, "g20.vote_rule")
    app.step(MOVED_GUARD_S)  # the band settled
    spot = overlay.buttons["next"].rect.center
    mouse_tap(app, spot)
    assert flow.session.step.name == "g20.win_rule"
    assert overlay.buttons["back"].rect.collidepoint(spot), "the band moved: Back is where Next was"
    mouse_tap(app, spot)
    assert flow.session.step.name == "g20.win_rule", "the second tap was meant for Next"
    app.step(MOVED_GUARD_S)
    mouse_tap(app, spot)
    assert flow.session.step.name == "g20.vote_rule", "Back, once it has stood there a moment"
    app.scenes.clear()


def test_the_band_stays_put_while_the_reveal_comes_out_under_a_step(make_app, data_dir: Path) -> None:
    """While the learner reads how the votes fell, the reveal's banner comes out; the band used to move up for it
    and Back came where Next had been. It stays unless it would cover the lit widget or a way out."""
    from tests.test_tutorial_coach_roll_and_menu import _go_to
    from tests.test_tutorial_coached_screens import open_at

    app = make_app((1280, 800), "de")
    flow = open_at(app, Table(5), "five_players")
    overlay = _go_to(app, flow, "g31.tally")
    places = set()
    for _ in range(8 * 60):  # eight seconds of reading
        app.step(1 / 60)
        places.add((tuple(overlay.band), tuple(overlay.buttons["next"].rect)))
    assert flow.session.step.name == "g31.tally" and len(places) == 1, places
    app.scenes.clear()
