"""The tutorial's coach keeps within a frame a step: its veil is cut again where its holes move instead of filled
anew, and the picture is the one a fresh veil gives. Timing is held as in tests/test_session_steps.py: processor
time against 16.7 ms stretched by a reference piece of work run in the same test, a slow try counting only when a
fresh one is slow too. The whole session is measured by ``tools/whole_session.py --mode tutorial``."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.tutorial.guide import VeilPainter, spotlight_veil


def _fresh_veil(size: tuple[int, int], lit: list[pygame.Rect], cleared: list[tuple[pygame.Rect, int]]
                ) -> pygame.Surface:
    veil = spotlight_veil(size, lit)
    for rect, radius in cleared:
        pygame.draw.rect(veil, (0, 0, 0, 0), rect, border_radius=radius)
    return veil


def _some_rects(rng: random.Random, size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Rects anywhere, some reaching past the edges (a halo does)."""
    width, height = size
    return [pygame.Rect(rng.randint(-40, width), rng.randint(-40, height), rng.randint(1, width // 2),
                        rng.randint(1, height // 2)) for _ in range(count)]


def test_a_veil_cut_again_is_the_one_painted_fresh() -> None:
    rng = random.Random(5)
    size = (320, 200)
    painter = VeilPainter()
    for _ in range(30):
        lit = _some_rects(rng, size, rng.randint(1, 3))
        cleared = [(rect, rng.randint(0, 12)) for rect in _some_rects(rng, size, rng.randint(0, 2))]
        kept = painter.veil(size, lit, cleared)
        fresh = _fresh_veil(size, lit, cleared)
        assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_the_veil_is_kept_while_its_holes_stay_and_made_anew_for_another_size() -> None:
    painter = VeilPainter()
    lit = [pygame.Rect(10, 10, 40, 20)]
    first = painter.veil((200, 100), lit)
    assert painter.veil((200, 100), [pygame.Rect(10, 10, 40, 20)]) is first
    other = painter.veil((300, 100), lit)
    assert other.get_size() == (300, 100)
    assert pygame.image.tobytes(other, "RGBA") == pygame.image.tobytes(_fresh_veil((300, 100), lit, []), "RGBA")


def test_the_band_moved_to_the_other_side_is_the_band_built_there(make_app, data_dir: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The band used to be built again (its six buttons) whenever it changed place; its buttons are moved now, and
    the picture is the one a band built at that place gives."""
    from gallery import pictures, screens

    screens.load_all()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    before = _picture(app)
    buttons = dict(overlay.buttons)
    band = overlay.band
    mirrored = band.move(app.size[0] - band.right - band.left, 0)  # the other side (an across band stays put)
    other = ({"left": "right", "right": "left"}.get(overlay.side, overlay.side),
             mirrored if overlay.side != "across" else band.move(0, band.height // 2))
    monkeypatch.setattr(overlay, "_pick_band", lambda: other)
    overlay.refresh()
    assert (overlay.side, overlay.band) == other and overlay.buttons == buttons, "the same buttons, moved"
    moved = _picture(app)
    overlay.rebuild_ui()
    assert overlay.buttons != buttons
    built = _picture(app)
    assert moved == built and moved != before
    app.scenes.clear()


@pytest.mark.parametrize("size", [(640, 400), (1280, 800)])
def test_a_band_of_another_size_shows_its_buttons_built_once_and_looks_built_there(
        make_app, data_dir: Path, size: tuple[int, int]) -> None:
    """From a side to across the screen and back: the band's buttons of each size are built once and shown again
    (building six took 5-10 ms, sizing them anew 3-5 ms at 1920x1080), and the picture is the one a band built at
    that place gives, now and once pygame_gui's widgets have moved on."""
    from gallery import pictures, screens

    screens.load_all()
    app = make_app(size)
    for screen in [screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach")][:3]:
        overlay: Any = pictures.show(screen, app)
        first_place, first_buttons, first_picture = (overlay.side, overlay.band), dict(overlay.buttons), _picture(app)
        across = pygame.Rect(app.size[0] // 8, app.size[1] // 3, app.size[0] * 3 // 4, app.size[1] // 2)
        other = ("across", across) if overlay.side != "across" else ("right", across.inflate(-across.width // 3, 0))
        overlay._pick_band = lambda: other  # this overlay only: the next screen shows a new one
        overlay.refresh()
        other_buttons, other_picture = dict(overlay.buttons), _picture(app)
        assert overlay.band == other[1] and set(other_buttons) == set(first_buttons)
        assert not set(other_buttons.values()) & set(first_buttons.values()), "buttons of the other size"
        for _ in range(3):  # pygame_gui finishes a resized widget's look a third of a second later: none here
            overlay.ui.update(0.2)
        assert _picture(app) == other_picture
        overlay._pick_band = lambda: first_place
        overlay.refresh()
        assert overlay.buttons == first_buttons and _picture(app) == first_picture, "the first ones shown again"
        overlay._pick_band = lambda: other
        overlay.refresh()
        assert overlay.buttons == other_buttons and _picture(app) == other_picture, "built once"
        overlay.rebuild_ui()
        assert overlay.buttons != other_buttons
        assert _picture(app) == other_picture, screen.name
        app.scenes.clear()


def test_the_coach_goes_on_to_the_next_game_with_its_band_as_built(make_app, data_dir: Path) -> None:
    """The next chapter's deal, Back or Replay start another coached game: its coach is the one before, its band's
    buttons not built again (5-9 ms of the tap), and the picture is the one a band built anew gives. A press begun
    on the game before ends on nothing."""
    from tests.test_tutorial_coached_screens import open_at
    from tests.tutorial_drive import pass_coached_chapter
    from tutorial.table import Table

    app = make_app((640, 400))
    flow = open_at(app, Table(5), "five_players")
    overlay: Any = app.scenes.top()
    buttons = dict(overlay.buttons)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=buttons["back"].rect.center, button=1,
                                         touch=False)])
    assert buttons["back"].held
    pass_coached_chapter(flow)
    assert flow.session.chapter == "ties" and flow.session.step_index == 0
    assert app.scenes.top() is overlay and overlay.flow is flow.coached and overlay.buttons == buttons
    assert not buttons["back"].held, "the press on the chapter before ends on nothing"
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=buttons["back"].rect.center, button=1,
                                       touch=False)])
    assert flow.session.chapter == "ties" and flow.session.step_index == 0
    for _ in range(30):
        app.step(1 / 60)
    flow.restart_coached(flow.session)  # Replay
    assert app.scenes.top() is overlay and overlay.buttons == buttons and overlay.elapsed == 0.0
    kept = _picture(app)
    overlay.rebuild_ui()
    assert overlay.buttons != buttons and _picture(app) == kept
    app.scenes.clear()


def _picture(app: Any) -> bytes:
    surface = pygame.Surface(app.size)
    app.scenes.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_next_step_s_words_are_laid_out_before_it_comes(make_app, data_dir: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from app import theme
    from gallery import pictures, screens
    from scenes.kit import text_panels
    from scenes.tutorial.text_size import text_px

    screens.load_all()
    # The laid-out blocks are a bounded cache: start from an empty one, not from what earlier tests left in it.
    text_panels._text_blocks.clear()
    text_panels._text_block_rects.clear()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    session = overlay.session
    assert session.step_index + 1 < len(session.chapter_steps.steps)
    app.step(1 / 60)
    app.frames.warm_up.finish()
    laid_out: list[str] = []
    original = text_panels._render_text_block

    def counted(text: str, *args: Any) -> Any:
        laid_out.append(text)
        return original(text, *args)

    monkeypatch.setattr(text_panels, "_render_text_block", counted)
    coming = replace(session, step_index=session.step_index + 1)
    words = overlay.words(coming.step.text, overlay.names())
    px, min_px = text_px(overlay.size)
    text_panels.draw_text_block(pygame.Surface(app.size), words, overlay.words_rect, px, theme.colour("public_text"),
                                min_px=min_px)
    assert laid_out == [], "the next step's words were laid out when they came"
    app.scenes.clear()


def test_a_run_s_record_opens_the_history_once_and_lets_go_of_it_when_the_learner_leaves(data_dir: Path) -> None:
    """Opened and closed for every write, the history took 2 ms of processor time (10-25 ms in all) of each step
    the learner took. Every step is still committed at once, so a run left in the middle keeps what it wrote."""
    import sqlite3

    from storage.history import History, history_path
    from storage.tutorial_record import TutorialRecord
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    opened: list[History] = []

    def open_history() -> History:
        opened.append(History())
        return opened[-1]

    table = Table(5)
    record = TutorialRecord(open_history=open_history)
    session = TutorialSession.start(table).next()
    record.start(table, "en", session)
    record.moved(TutorialSession.start(table), session)
    for _ in range(12):
        expects = session.step.expects
        acted = session.act(expects.scripted) if expects is not None else session
        record.moved(session, acted)
        after = acted.next()
        record.moved(acted, after)
        session = after
    assert len(opened) == 1 and opened[0].available
    reader = sqlite3.connect(str(history_path()))  # another connection: every step is there already
    try:
        steps = reader.execute("SELECT COUNT(*) FROM tutorial_steps WHERE run = ?", (record.run,)).fetchall()
    finally:
        reader.close()
    assert steps == [(13,)]
    record.leave(session)
    assert not opened[0].available, "the history was kept open after the learner left"
    assert len(opened) == 1


def test_a_private_turn_cut_to_under_the_coach_waits_for_the_card_faces_not_painted_yet(make_app,
                                                                                       data_dir: Path) -> None:
    """The game paints every card face while a curtain waits for its hold, in steps that draw nothing; the coach's
    finger leaves none of those, and a face was painted in the card page's frame (12-37 ms). The coach's cut to a
    turn is held while the faces not painted yet are painted, one a frame; a public screen waits for none."""
    from app.frames.scene_hooks import is_heavy
    from art.cache import CARDS
    from gallery import pictures, screens
    from play.flow import PRIVATE_KINDS

    screens.load_all()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    flow = overlay.flow
    turn = next(step for step in flow.session.steps if step.kind in PRIVATE_KINDS)
    private = flow.scene_for(turn)
    assert "card" in [page.name for page in private.plan.pages]
    CARDS.clear()
    faces = flow._faces_to_paint(private)
    assert faces and all(is_heavy(face) for face in faces)
    for face in faces:
        face()
    assert flow._faces_to_paint(private) == [], "every face is painted now"
    CARDS.clear()
    public = overlay.real_scene()
    assert public is not None and not public.is_private and flow._faces_to_paint(public) == []
    app.scenes.clear()


@pytest.mark.parametrize("which", ("start", "end"))
def test_the_fade_to_the_first_or_last_screen_prepares_all_its_first_frame_paints(make_app, data_dir: Path,
                                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                                 which: str) -> None:
    """The fades to the tutorial's first and last screens prepared nothing: their first blended frame painted the
    backdrop's layer, fitted and rendered the words, even opened a font (19-33 ms at 1920x1080). The fade prepares
    them a part a frame now, so the frame that first shows the screen paints nothing new."""
    from app.scene import Scene
    from art.cache import SPRITES
    from scenes.kit import text_panels
    from scenes.tutorial import base
    from scenes.tutorial.flow import TutorialFlow
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    from tests.test_tutorial_follow_ups import finished

    SPRITES.clear()
    text_panels._text_blocks.clear()
    text_panels._text_block_rects.clear()
    app = make_app((640, 400))
    session = TutorialSession.start(Table(5)) if which == "start" else finished(Table(5))
    flow = TutorialFlow(app, session, persist=False)
    app.scenes.push(Scene(app), transition=False)
    app.step(1 / 60)
    app.scenes.push(flow.scene_for(flow.session))
    fade = app.scenes.fade
    assert fade is not None and fade.preparing
    while fade.preparing:
        fade.prepare(budget_s=float("inf"))
    painted: list[str] = []
    original_block, original_backdrop = text_panels._render_text_block, base.draw_backdrop
    monkeypatch.setattr(text_panels, "_render_text_block", lambda *args: painted.append("words") or original_block(*args))
    monkeypatch.setattr(base, "draw_backdrop", lambda *args: painted.append("backdrop") or original_backdrop(*args))
    misses = SPRITES.misses
    app.scenes.top().draw(pygame.Surface(app.size))
    assert painted == [] and SPRITES.misses == misses
    app.scenes.clear()


def test_a_private_turn_s_own_preparation_paints_its_first_page_and_its_night_page(make_app, data_dir: Path) -> None:
    """Under the coach a turn is cut to, not faded to, and the coach's moving finger leaves no frame cheap enough for
    the warm-up: the first ballot or night page painted its table in its first frame (25-50 ms at 1920x1080). The held
    cut after the curtain's hold paints the turn's night pictures and runs its own preparation: then neither page
    paints a sprite not painted; a public screen waits for no night picture."""
    from art.cache import SPRITES
    from gallery import pictures, screens
    from play.flow import StepKind
    from scenes.cheese_thief.private_turn import PrivateTurnScene

    screens.load_all()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    flow = overlay.flow
    for kind, page in ((StepKind.BALLOT_TURN, "ballot"), (StepKind.NIGHT_TURN, "night")):
        step = next(step for step in flow.session.steps if step.kind is kind)
        turn = PrivateTurnScene(flow, step)
        app.scenes.push(turn, transition=False)
        SPRITES.clear()
        app.frames.warm_up.forget()
        for prepare in flow._night_to_paint(turn) + turn.prepare_steps():
            prepare()
        if turn.plan.pages[0].name != page:
            turn.jump_to_page(page)
        misses = SPRITES.misses
        turn.draw(pygame.Surface(app.size))
        assert SPRITES.misses == misses, f"the {page} page painted a sprite of its own"
        app.scenes.pop(transition=False)
    public = overlay.real_scene()
    assert public is not None and not public.is_private and flow._night_to_paint(public) == []
    app.scenes.clear()
