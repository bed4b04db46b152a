"""Mouse and finger input reach buttons exactly once; SDL's mouse copies of touches are dropped."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.core import ObjectID

from program.i18n import gui_key
from app.input import PointerTranslator
from app.scene import Scene

SIZE = (1280, 800)
BUTTON = pygame.Rect(500, 300, 280, 100)


class CountingScene(Scene):
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.button = pygame_gui.elements.UIButton(BUTTON, gui_key("title.play"), ui,
                                                   object_id=ObjectID(class_id="@primary_button", object_id="#play"))

    def __init__(self, app) -> None:
        super().__init__(app)
        self.presses = 0

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.presses += 1
            return True
        return False


def mouse(kind: int, pos: tuple[int, int], touch: bool = False) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch, window=None)


def finger(kind: int, pos: tuple[int, int], finger_id: int = 0) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / SIZE[0], y=pos[1] / SIZE[1], dx=0.0, dy=0.0,
                              finger_id=finger_id, touch_id=1, pressure=1.0)


@pytest.fixture
def scene(make_app):
    app = make_app(size=SIZE)
    scene = CountingScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return scene


def test_a_mouse_click_presses_once(scene: CountingScene) -> None:
    scene.app.step(0.0, [mouse(pygame.MOUSEBUTTONDOWN, BUTTON.center), mouse(pygame.MOUSEBUTTONUP, BUTTON.center)])
    scene.app.step(0.1)
    assert scene.presses == 1


def test_a_touch_presses_once_even_with_sdl_mouse_copies(scene: CountingScene) -> None:
    centre = BUTTON.center
    scene.app.step(0.0, [
        finger(pygame.FINGERDOWN, centre), mouse(pygame.MOUSEBUTTONDOWN, centre, touch=True),
        finger(pygame.FINGERMOTION, (centre[0] + 3, centre[1])),
        finger(pygame.FINGERUP, (centre[0] + 3, centre[1])), mouse(pygame.MOUSEBUTTONUP, centre, touch=True),
    ])
    scene.app.step(0.1)
    assert scene.presses == 1


def test_a_touch_outside_the_button_does_nothing(scene: CountingScene) -> None:
    scene.app.step(0.0, [finger(pygame.FINGERDOWN, (20, 20)), finger(pygame.FINGERUP, (20, 20))])
    assert scene.presses == 0


def test_a_press_that_slides_off_the_button_does_not_count(scene: CountingScene) -> None:
    scene.app.step(0.0, [finger(pygame.FINGERDOWN, BUTTON.center), finger(pygame.FINGERMOTION, (20, 20)),
                         finger(pygame.FINGERUP, (20, 20))])
    assert scene.presses == 0


def test_translator_maps_fingers_to_pixels_and_keeps_second_fingers_apart() -> None:
    translator = PointerTranslator()
    down = translator.translate(finger(pygame.FINGERDOWN, (640, 400)), SIZE)
    assert [event.type for event in down] == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN]
    assert down[-1].pos == (640, 400) and down[-1].button == 1
    second = translator.translate(finger(pygame.FINGERDOWN, (10, 10), finger_id=5), SIZE)
    assert [event.type for event in second] == [pygame.FINGERDOWN]
    assert translator.translate(mouse(pygame.MOUSEBUTTONUP, (640, 400), touch=True), SIZE) == []
    up = translator.translate(finger(pygame.FINGERUP, (640, 400)), SIZE)
    assert [event.type for event in up] == [pygame.MOUSEBUTTONUP]
    plain = mouse(pygame.MOUSEBUTTONDOWN, (1, 2))
    assert translator.translate(plain, SIZE) == [plain]
