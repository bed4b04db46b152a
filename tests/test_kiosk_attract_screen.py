"""The attract loop's screen: taps and language choice with mouse and finger, the parts on simulated time, a
whole cycle checked frame by frame for privacy and the demonstration mark, and the demo game released each cycle."""
from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from app import theme
from program import i18n
from app.scene import Scene
from app.plan_lookup import demo_plan
from driver.player import flow_of
from app.gestures import DemoWish, Tap
from kiosk.attract_plan import PART_SECONDS, Part
from scenes.kiosk.attract import demo_areas
from scenes.kiosk.attract_demo import AttractDemo

from tests.kiosk_attract_helpers import attract
from tests.public_screen_helpers import key, press

SIZE = (1024, 600)


def stage_spot(scene) -> tuple[int, int]:
    """A point on the part's picture, away from every button."""
    stage = scene.placed.stage
    return stage.left + stage.width // 5, stage.centery


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_a_tap_anywhere_or_on_play_plays_in_the_current_language(make_app, finger: bool) -> None:
    app = make_app(SIZE)
    scene, calls = attract(app)
    press(app, pygame.Rect(stage_spot(scene), (1, 1)), finger)
    assert calls.played == ["en"]
    press(app, scene.play_button, finger)
    assert calls.played == ["en", "en"] and calls.learnt == []
    press(app, scene.learn_button, finger)
    assert calls.learnt == ["en"] and calls.played == ["en", "en"]


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_choosing_a_language_switches_at_once_and_plays_in_it(make_app, finger: bool) -> None:
    app = make_app(SIZE)
    scene, calls = attract(app)
    assert {lang: button.text for lang, button in scene.language_buttons.items()} == i18n.LANGUAGE_NAMES
    press(app, scene.language_buttons["fr"], finger)
    assert i18n.current_language() == "fr" and calls.played == []
    assert scene.ui.get_locale() == "fr" and i18n.t("kiosk.attract.play") == "Touchez pour jouer"
    assert scene.language_buttons["fr"].is_selected and not scene.language_buttons["en"].is_selected
    press(app, scene.play_button, finger)
    press(app, scene.learn_button, finger)
    assert calls.played == ["fr"] and calls.learnt == ["fr"]


def test_only_the_offered_languages_are_shown_and_the_first_is_taken_if_needed(make_app) -> None:
    app = make_app(SIZE, lang="en")
    scene, _calls = attract(app, languages=("de", "fr", "xx"))
    assert list(scene.language_buttons) == ["de", "fr"]
    assert i18n.current_language() == "de"
    scene.choose_language("zh")
    assert i18n.current_language() == "de"


def test_a_drag_from_a_button_to_the_picture_does_nothing(make_app) -> None:
    app = make_app(SIZE)
    scene, calls = attract(app)
    start, end = scene.learn_button.rect.center, stage_spot(scene)
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                   pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    app.step(0.0)
    assert calls.played == [] and calls.learnt == []


def test_enter_plays_and_escape_does_not(make_app) -> None:
    app = make_app(SIZE)
    _scene, calls = attract(app)
    key(app, pygame.K_ESCAPE)
    assert calls.played == [] and app.running
    key(app, pygame.K_RETURN)
    assert calls.played == ["en"]


def test_the_demo_plan_taps_play(make_app) -> None:
    app = make_app(SIZE)
    scene, _calls = attract(app)
    gestures = demo_plan(scene, __import__("random").Random(1), DemoWish(players=5, seed=1))
    assert len(gestures) == 1 and isinstance(gestures[0], Tap)
    assert scene.play_button.rect.collidepoint(gestures[0].pos)


def band_is_marked(surface: pygame.Surface, band: pygame.Rect) -> bool:
    """The band holds the words "Demonstration…" in the highlight colour."""
    ink = theme.colour("public_highlight")
    mask = pygame.mask.from_threshold(surface.subsurface(band), ink, (24, 24, 24, 255))
    return mask.count() > band.height


def test_a_whole_cycle_in_order_shows_no_private_screen_and_marks_every_demo_frame(make_app, monkeypatch) -> None:
    app = make_app(SIZE)
    shown: list[tuple[bool, bool]] = []  # (the demo's top scene is private, a private screen is drawn) per picture
    original = AttractDemo.draw_picture

    def watched(demo: AttractDemo, surface: pygame.Surface, area: pygame.Rect) -> None:
        top = demo.app.scenes.top()
        shown.append((top is not None and top.is_private, demo.app.shows_private()))
        original(demo, surface, area)

    monkeypatch.setattr(AttractDemo, "draw_picture", watched)
    scene, calls = attract(app)
    dt = 1.0 / 30.0
    begun: list[tuple[Part, float]] = [(scene.part, 0.0)]
    demo_frames = private_moments = 0
    game_finished = False
    while scene.cycle.cycles == 0 and scene.cycle.total_seconds < 400.0:
        frames = app.frames_drawn
        app.request_redraw()  # every moment drawn whole, as after a touch: nothing may hide behind a still frame
        app.step(dt)
        if scene.part is not begun[-1][0]:
            begun.append((scene.part, scene.cycle.total_seconds))
        if scene.part is not Part.DEMO or scene.demo is None or scene.demo.driver is None:
            continue  # the demonstration starts a part a frame
        game_finished = game_finished or scene.demo.driver.finished()
        private_moments += scene.demo.top_is_private()
        if app.frames_drawn != frames:
            demo_frames += 1
            band = demo_areas(scene.placed.stage, app.size)[0].move(scene.drift())
            assert band_is_marked(app.surface, band), f"an unmarked demo frame at {scene.cycle.total_seconds:.1f} s"
    assert [part for part, _ in begun] == [Part.TITLE, Part.DEMO, Part.HOW_TO, Part.TODAY, Part.TITLE]
    lengths = [later - earlier for (_, earlier), (_, later) in zip(begun, begun[1:])]
    assert lengths[0] == pytest.approx(PART_SECONDS[Part.TITLE], abs=0.1)
    assert lengths[2] == pytest.approx(PART_SECONDS[Part.HOW_TO], abs=0.1)
    assert lengths[3] == pytest.approx(PART_SECONDS[Part.TODAY], abs=0.1)
    assert game_finished, "the demonstration played a whole game"
    assert private_moments > 0, "the demo game went through private turns (so the check below means something)"
    assert len(shown) > 100 and demo_frames > 100
    assert not any(private_top or private_drawn for private_top, private_drawn in shown)
    assert calls.today_asked == 1 and calls.played == []


def test_the_old_demo_game_is_released_and_the_next_one_differs(make_app, monkeypatch) -> None:
    from app.frames import memory

    given_back: list[bool] = []
    monkeypatch.setattr(memory, "give_back_free_memory_in_background", lambda: given_back.append(True))
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.DEMO)
    first_app = scene.demo.app
    first_seed = scene.demo.driver.wish.seed
    for _ in range(120):
        app.step(0.1)
    flow = flow_of(first_app)
    assert flow is not None
    gone = weakref.ref(flow)
    del flow
    assert given_back == []
    scene.show_part(Part.HOW_TO)
    assert scene.demo is None and first_app.scenes.stack == []
    assert given_back == [True], "the memory of a finished demonstration goes back to the system"
    gc.collect()
    assert gone() is None, "the last demo game is not kept"
    scene.show_part(Part.DEMO)
    assert scene.demo.app is first_app, "one off-screen app serves every cycle"
    assert scene.demo.driver.wish.seed != first_seed


def test_a_screen_over_the_loop_ends_the_demo_and_the_loop_starts_again(make_app) -> None:
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.DEMO)
    app.step(0.1)
    app.scenes.push(Scene(app), transition=False)
    app.step(0.0)
    assert scene.demo is None and scene.part is Part.TITLE


def test_drawing_only_the_changes_gives_the_whole_frame(make_app) -> None:
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.DEMO)
    app.draw()
    partial = 0
    for _ in range(300):
        app.step(1.0 / 30.0)
        if scene.demo is None or not scene.demo.shows_picture():
            continue
        if scene.draw_changes(app.surface):
            partial += 1
            changed = pygame.image.tobytes(app.surface, "RGB")
            app.draw()
            assert changed == pygame.image.tobytes(app.surface, "RGB")
    assert partial > 0


def test_the_off_screen_game_paints_nothing_while_a_private_screen_is_up(make_app, monkeypatch) -> None:
    from app.app import App
    from scenes.kiosk.attract_demo import OffscreenApp

    painted_private: list[bool] = []
    paint = App.draw

    def watched(self: App, changes_only: bool = False) -> None:
        if isinstance(self, OffscreenApp):
            painted_private.append(self.shows_private())
        paint(self, changes_only)

    monkeypatch.setattr(App, "draw", watched)
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.DEMO)
    private_moments = 0
    for _ in range(600):
        scene.demo.advance(0.1)
        private_moments += scene.demo.app.shows_private()
    assert private_moments > 10 and len(painted_private) > 10
    assert not any(painted_private)
