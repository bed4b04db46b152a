"""The staff PIN pad driven with synthetic mouse and finger events on simulated time."""
from __future__ import annotations

import pygame
import pytest

from kiosk.pin import PinGuard, hash_pin
from scenes.kiosk.pin import KioskPinScene
from tests.kiosk_screen_helpers import key, tap

STORED = hash_pin("2580")


class Calls:
    def __init__(self) -> None:
        self.success = 0
        self.cancel = 0


def open_pad(make_app, guard: PinGuard | None = None, size: tuple[int, int] = (1280, 800)) -> tuple[object, KioskPinScene, Calls]:
    app = make_app(size=size)
    calls = Calls()
    scene = KioskPinScene(app, STORED, on_success=lambda: setattr(calls, "success", calls.success + 1),
                          on_cancel=lambda: setattr(calls, "cancel", calls.cancel + 1), guard=guard)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, scene, calls


def type_pin(app, scene: KioskPinScene, pin: str, with_finger: bool) -> None:
    for digit in pin:
        tap(app, scene.pad.button_for(digit).rect, with_finger)
    tap(app, scene.pad.button_for("ok").rect, with_finger)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_the_right_pin_opens(make_app, with_finger: bool) -> None:
    app, scene, calls = open_pad(make_app)
    for digit in "258":
        tap(app, scene.pad.button_for(digit).rect, with_finger)
    assert scene.entry == "258" and not scene.pad.button_for("ok").is_enabled, "OK waits for four digits"
    tap(app, scene.pad.button_for("0").rect, with_finger)
    tap(app, scene.pad.button_for("ok").rect, with_finger)
    assert calls.success == 1 and scene.entry == ""


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_a_wrong_pin_shakes_and_says_so(make_app, with_finger: bool) -> None:
    app, scene, calls = open_pad(make_app)
    type_pin(app, scene, "1111", with_finger)
    assert calls.success == 0 and scene.wrong and scene.entry == ""
    assert scene.is_animating(), "the dots shake"
    app.step(1.0)
    assert not scene.is_animating()
    tap(app, scene.pad.button_for("2").rect, with_finger)
    assert not scene.wrong, "typing again clears the message"


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_three_wrong_pins_lock_the_pad_for_a_minute(make_app, with_finger: bool) -> None:
    app, scene, calls = open_pad(make_app)
    for wrong in ("1111", "2222", "3333"):
        type_pin(app, scene, wrong, with_finger)
    assert scene.shown_seconds == 60
    assert all(not button.is_enabled for button in scene.pad.keys), "every key is off while locked"
    tap(app, scene.pad.button_for("2").rect, with_finger)
    assert scene.entry == ""
    app.step(30.0)
    assert scene.shown_seconds == 30, "the countdown moves on"
    key(app, pygame.K_2)
    assert scene.entry == "", "a keyboard cannot type while locked either"
    app.step(30.0)
    assert scene.shown_seconds == 0 and scene.pad.button_for("2").is_enabled
    type_pin(app, scene, "2580", with_finger)
    assert calls.success == 1


def test_a_lock_outlives_the_pad_when_the_guard_does(make_app) -> None:
    now = [0.0]
    guard = PinGuard(lambda: now[0])
    app, scene, calls = open_pad(make_app, guard)
    for wrong in ("1111", "2222", "3333"):
        type_pin(app, scene, wrong, with_finger=True)
    app.scenes.clear()
    now[0] += 10
    app, again, _ = open_pad(make_app, guard)
    assert again.shown_seconds == 50 and not again.pad.button_for("5").is_enabled


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_cancel_leaves_without_opening(make_app, with_finger: bool) -> None:
    app, scene, calls = open_pad(make_app)
    tap(app, scene.pad.button_for("2").rect, with_finger)
    tap(app, scene.cancel_button.rect, with_finger)
    assert calls.cancel == 1 and calls.success == 0 and scene.entry == ""


def test_a_physical_keyboard_types_deletes_submits_and_cancels(make_app) -> None:
    app, scene, calls = open_pad(make_app)
    for code in (pygame.K_2, pygame.K_KP5, pygame.K_8, pygame.K_9, pygame.K_x):
        key(app, code)
    assert scene.entry == "2589"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_0)
    key(app, pygame.K_RETURN)
    assert calls.success == 1
    key(app, pygame.K_ESCAPE)
    assert calls.cancel == 1


def test_no_more_than_eight_digits(make_app) -> None:
    app, scene, _ = open_pad(make_app)
    for _ in range(10):
        key(app, pygame.K_1)
    assert scene.entry == "1" * 8 and not scene.pad.button_for("1").is_enabled


@pytest.mark.parametrize("size", [(1024, 600), (800, 1280), (1920, 1080)])
def test_keys_are_thumb_sized_and_on_screen(make_app, size: tuple[int, int]) -> None:
    from app import layout

    app, scene, _ = open_pad(make_app, size=size)
    for button in scene.pad.keys:
        assert min(button.rect.size) >= layout.min_touch_px(size)
        assert app.surface.get_rect().contains(button.rect)
