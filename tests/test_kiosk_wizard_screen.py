"""The kiosk's set-up wizard driven with synthetic mouse and finger events, from the first step to Save."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from program import i18n
from kiosk.config import ConfigState, KioskConfig, load_kiosk_config
from kiosk.pin import hash_pin, verify_pin
from scenes.kiosk.wizard import KioskWizardScene
from scenes.kiosk.wizard_steps import STEPS
from tests.kiosk_screen_helpers import key, tap

KEPT = hash_pin("9999")


class Done(list):
    def __call__(self, config: KioskConfig) -> None:
        self.append(config)


def open_wizard(make_app, current: KioskConfig | None = None, on_cancel=None, size: tuple[int, int] = (1280, 800)):
    app = make_app(size=size)
    done = Done()
    scene = KioskWizardScene(app, on_done=done, current=current, on_cancel=on_cancel)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, scene, done


def press(app, scene: KioskWizardScene, field: str, value: object, with_finger: bool) -> None:
    button = next(button for button, choice in scene.choices.items() if choice == (field, value))
    tap(app, button.rect, with_finger)


def type_on_pad(app, scene: KioskWizardScene, digits: str, with_finger: bool) -> None:
    for digit in digits:
        tap(app, scene.pad.button_for(digit).rect, with_finger)


def next_step(app, scene: KioskWizardScene, with_finger: bool) -> None:
    tap(app, scene.next_button.rect, with_finger)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_a_first_run_asks_everything_and_saves(make_app, data_dir: Path, with_finger: bool) -> None:
    app, scene, done = open_wizard(make_app)
    assert scene.step == "venue" and not scene.back_button.is_enabled, "the first run cannot be left"
    for letter in "Chez Mimi":
        if letter == " ":
            tap(app, scene.keyboard.button_for("space").rect, with_finger)
        else:
            if letter.isupper():
                tap(app, scene.keyboard.button_for("shift").rect, with_finger)
            tap(app, scene.keyboard.button_for(letter.lower()).rect, with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "languages"
    press(app, scene, "languages", "zh", with_finger)
    press(app, scene, "languages", "de", with_finger)
    next_step(app, scene, with_finger)
    press(app, scene, "default_players", 7, with_finger)
    next_step(app, scene, with_finger)
    press(app, scene, "vote_mode", "secret", with_finger)
    next_step(app, scene, with_finger)
    press(app, scene, "discussion_seconds", 420, with_finger)
    next_step(app, scene, with_finger)
    press(app, scene, "tie_protects_thief", True, with_finger)
    press(app, scene, "fall_mouse", True, with_finger)
    next_step(app, scene, with_finger)
    press(app, scene, "menu_idle_seconds", 30, with_finger)
    press(app, scene, "game_idle_seconds", 300, with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "pin" and scene.keep_pin_button is None, "a first run has no PIN to keep"
    assert not scene.next_button.is_enabled
    type_on_pad(app, scene, "24680", with_finger)
    tap(app, scene.pad.button_for("ok").rect, with_finger)
    assert scene.step == "pin_again" and scene.typed["pin"] == "24680"
    type_on_pad(app, scene, "24680", with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "summary" and scene.typed == {"pin": "", "pin_again": ""}, "the PIN is forgotten once hashed"
    assert not load_kiosk_config()[0].configured, "nothing is saved before Save"
    next_step(app, scene, with_finger)
    saved, state = load_kiosk_config()
    assert state is ConfigState.CONFIGURED and done == [saved]
    assert saved.venue_name == "Chez Mimi" and saved.languages == ("en", "fr")
    assert (saved.default_players, saved.vote_mode, saved.discussion_seconds) == (7, "secret", 420)
    assert saved.tie_protects_thief and saved.fall_mouse
    assert (saved.menu_idle_seconds, saved.game_idle_seconds) == (30, 300)
    assert saved.pin is not None and verify_pin("24680", saved.pin)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_two_different_pins_send_staff_back_to_choose_again(make_app, with_finger: bool) -> None:
    app, scene, _ = open_wizard(make_app)
    scene.go_to(STEPS.index("pin"))
    type_on_pad(app, scene, "2580", with_finger)
    next_step(app, scene, with_finger)
    type_on_pad(app, scene, "0852", with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "pin" and scene.mismatch and scene.typed == {"pin": "", "pin_again": ""}
    assert scene.new_pin is None
    type_on_pad(app, scene, "1", with_finger)
    assert not scene.mismatch


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_the_last_language_cannot_be_switched_off(make_app, with_finger: bool) -> None:
    app, scene, _ = open_wizard(make_app, current=KioskConfig(languages=("fr",)))
    scene.go_to(STEPS.index("languages"))
    press(app, scene, "languages", "fr", with_finger)
    assert scene.config.languages == ("fr",)
    press(app, scene, "languages", "zh", with_finger)
    press(app, scene, "languages", "fr", with_finger)
    assert scene.config.languages == ("zh",)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_a_run_again_is_prefilled_keeps_the_pin_and_can_be_left(make_app, data_dir: Path, with_finger: bool) -> None:
    current = KioskConfig(venue_name="Café Gruyère", languages=("de",), default_players=8, vote_mode="secret",
                          menu_idle_seconds=120, pin=KEPT)
    left = []
    app, scene, done = open_wizard(make_app, current=current, on_cancel=lambda: left.append(True))
    assert scene.entry.get_text() == "Café Gruyère"
    for _ in range(STEPS.index("pin")):
        next_step(app, scene, with_finger)
    tap(app, scene.keep_pin_button.rect, with_finger)
    assert scene.step == "summary"
    next_step(app, scene, with_finger)
    assert done == [current] and load_kiosk_config()[0] == current
    app, scene, _ = open_wizard(make_app, current=current, on_cancel=lambda: left.append(True))
    tap(app, scene.back_button.rect, with_finger)
    assert left == [True]


def test_back_walks_through_the_steps_and_from_the_summary_skips_the_typed_pin(make_app) -> None:
    app, scene, _ = open_wizard(make_app)
    scene.go_to(STEPS.index("pin"))
    for digit in (pygame.K_5, pygame.K_2, pygame.K_8, pygame.K_0):
        key(app, digit)
    key(app, pygame.K_RETURN)
    for digit in (pygame.K_KP5, pygame.K_KP2, pygame.K_KP8, pygame.K_KP0):
        key(app, digit)
    key(app, pygame.K_RETURN)
    assert scene.step == "summary" and scene.new_pin is not None
    key(app, pygame.K_ESCAPE)
    assert scene.step == "pin", "a new PIN is typed twice again, never the second time alone"
    key(app, pygame.K_ESCAPE)
    assert scene.step == "idle"


def test_venue_name_from_a_physical_keyboard_is_trimmed(make_app) -> None:
    app, scene, _ = open_wizard(make_app)
    scene.entry.set_text("   Le   Fromage  ")
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    app.step(0.05)
    assert scene.step == "languages" and scene.config.venue_name == "Le Fromage"


def test_languages_show_their_own_names(make_app) -> None:
    app, scene, _ = open_wizard(make_app)
    scene.go_to(STEPS.index("languages"))
    labels = {button.text for button in scene.choices}
    assert labels == set(i18n.LANGUAGE_NAMES.values())


@pytest.mark.parametrize("size", [(1024, 600), (800, 1280)])
def test_every_step_fits_with_big_enough_targets(make_app, size: tuple[int, int]) -> None:
    from app import layout

    app, scene, _ = open_wizard(make_app, current=KioskConfig(pin=KEPT), size=size)
    for index in range(len(STEPS)):
        scene.go_to(index)
        app.step(0.0)
        for name, rect in scene.touch_targets():
            assert min(rect.size) >= layout.min_touch_px(size), f"{scene.step}: {name}"
            assert app.surface.get_rect().contains(rect), f"{scene.step}: {name} off screen"


@pytest.mark.parametrize("weak, reason", [("1111", "repeated"), ("00000000", "repeated"), ("1234", "run"),
                                          ("9876", "run"), ("0123", "run"), ("56789", "run")])
@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_a_pin_easy_to_guess_is_refused_with_its_reason(make_app, weak: str, reason: str, with_finger: bool) -> None:
    from program.i18n import t

    app, scene, _ = open_wizard(make_app)
    scene.go_to(STEPS.index("pin"))
    type_on_pad(app, scene, weak, with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "pin" and scene.typed["pin"] == "", "refused, and the pad is cleared for another"
    assert scene._question() == (t(f"kiosk.wizard.pin.weak_{reason}"), True)
    app.step(0.0)  # the reason is drawn
    type_on_pad(app, scene, "2", with_finger)
    assert scene._question()[1] is False, "typing again clears the reason"
    type_on_pad(app, scene, "580", with_finger)
    next_step(app, scene, with_finger)
    assert scene.step == "pin_again"


def test_a_setup_the_disk_refuses_still_applies_and_says_so_calmly(make_app) -> None:
    from program.i18n import t

    def full_disk(config: KioskConfig) -> bool:
        return False  # what save_kiosk_config answers when the storage refuses the file

    app = make_app()
    done: list[KioskConfig] = []
    scene = KioskWizardScene(app, done.append, current=KioskConfig(pin=KEPT), on_cancel=lambda: None, save=full_disk)
    app.scenes.push(scene, transition=False)
    scene.go_to(STEPS.index("summary"))
    scene.finish()
    assert len(done) == 1 and done[0].pin == KEPT
    assert [notice.text for notice in app.notices] == [t("kiosk.wizard.not_saved")]
