"""The café kiosk wired together (``scenes.kiosk.mode``), on simulated time: first start, the attract loop,
play and learn, idle resets, leaving, crash resume, the staff gesture, the PIN and the staff menu."""
from __future__ import annotations

import random

import pygame
import pytest

from kiosk.config import KioskConfig, load_kiosk_config
from kiosk.pin import hash_pin
from storage import autosave
from play.flow import StepKind
from storage.history import History
from scenes.cheese_thief.gallery_flows import session_at
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.mode import KIOSK_EXIT_STATUS, KioskMode
from scenes.kiosk.pin import KioskPinScene
from scenes.kiosk.staff import KioskStaffScene
from scenes.kiosk.still_playing import StillPlayingScene
from scenes.kiosk.wizard import KioskWizardScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.setup import SetupScene
from tests.kiosk_screen_helpers import tap

PIN = "246813"


def kiosk(make_app, configured: bool = True, **options) -> tuple[object, KioskMode]:
    app = make_app()
    config = KioskConfig(venue_name="Le Fromage", languages=("fr", "en"), default_players=6, vote_mode="secret",
                         pin=hash_pin(PIN) if configured else None, **options)
    mode = KioskMode(app, config, rng=random.Random(3), clock=lambda: 1_800_000_000.0)
    mode.start()
    return app, mode


def top(app) -> object:
    return app.scenes.top()


def wait(app, seconds: float, step: float = 0.25) -> None:
    for _ in range(round(seconds / step)):
        app.step(step)


def hold_corner(app, seconds: float, finger: bool) -> None:
    width, height = app.size
    x, y = 6, height - 6
    if finger:
        common = dict(x=x / width, y=y / height, dx=0.0, dy=0.0, finger_id=4, touch_id=1, pressure=1.0)
        app.step(0.0, [pygame.event.Event(pygame.FINGERDOWN, **common)])
        wait(app, seconds, 1 / 30)
        app.step(0.0, [pygame.event.Event(pygame.FINGERUP, **common)])
    else:
        app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False)])
        wait(app, seconds, 1 / 30)
        app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False)])


def type_pin(app, pin: str) -> None:
    for digit in pin:
        app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(digit), mod=0, unicode=digit, scancode=0)])
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    app.step(0.05)


def test_the_first_start_runs_the_wizard_and_no_idle_timer_takes_it_away(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, configured=False)
    assert isinstance(top(app), KioskWizardScene)
    assert app.locked
    wait(app, 400.0, 2.0)  # well past every outside-a-game timeout the wizard offers
    assert isinstance(top(app), KioskWizardScene)


def test_saving_the_wizard_starts_the_attract_loop_with_its_timeouts(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, configured=False)
    mode.apply_config(KioskConfig(venue_name="Chez Nous", languages=("de",), pin=hash_pin("1357"), menu_idle_seconds=20))
    assert isinstance(top(app), KioskAttractScene) and mode.watch.menu_idle_seconds == 20
    from program.i18n import current_language

    assert current_language() == "de"  # the only language the café offers
    app.set_language("en")


def test_a_configured_kiosk_starts_on_the_attract_loop(make_app, data_dir) -> None:
    app, mode = kiosk(make_app)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]


def test_tap_to_play_opens_setup_with_the_cafes_defaults_in_the_chosen_language(make_app, data_dir) -> None:
    from program.i18n import current_language
    from play.setup import VoteMode

    app, mode = kiosk(make_app)
    mode.play("fr")
    setup = top(app)
    assert isinstance(setup, SetupScene) and current_language() == "fr"
    assert setup.draft.count == 6 and setup.draft.vote_mode is VoteMode.SECRET
    assert setup.remember_names is False
    app.set_language("en")


def test_learn_opens_the_tutorial_from_its_beginning_even_when_another_group_saved_one(make_app, data_dir) -> None:
    from storage.tutorial_save import save_tutorial
    from scenes.tutorial.start import TutorialStartScene
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    save_tutorial(TutorialSession.start(Table(6)).go_to_chapter("ties").next())  # another group's place
    from scenes.tutorial.flow import first_scene

    app, mode = kiosk(make_app)
    assert first_scene(app, Table(6)).tutorial.saved is not None  # outside the kiosk it would be offered
    mode.learn("en")
    start = top(app)
    assert isinstance(start, TutorialStartScene)
    assert start.tutorial.saved is None  # no "Resume where you left off" for the next group


def test_an_idle_setup_goes_back_to_the_attract_loop_after_the_menu_timeout(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=60)
    mode.play("en")
    wait(app, 58.0)
    assert isinstance(top(app), SetupScene)
    wait(app, 3.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]


def _game_at(app, mode: KioskMode, kind: StepKind) -> PlayFlow:
    session = session_at(6, 3, kind)
    flow = PlayFlow(app, session, persist=True)
    flow.save()
    flow.show_current(flow.session.step_index)
    app.step(0.5)
    return flow


def test_a_quiet_game_is_asked_then_ended_as_abandoned_and_logged(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, game_idle_seconds=180, still_playing_seconds=30)
    mode.play("en")
    _game_at(app, mode, StepKind.POINT_VOTE)
    wait(app, 179.0)
    assert not isinstance(top(app), StillPlayingScene)
    wait(app, 2.0)
    assert isinstance(top(app), StillPlayingScene)
    wait(app, 31.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]
    assert autosave.load().session is None
    history = History()
    try:
        rows = history.game_log(0.0)
    finally:
        history.close()
    assert [(row.outcome, row.players) for row in rows] == [("abandoned", 6)]


def test_no_timeout_while_a_private_turn_is_open(make_app, data_dir) -> None:
    from scenes.cheese_thief.private_turn import IDLE_SECONDS

    app, mode = kiosk(make_app, game_idle_seconds=60, still_playing_seconds=10)
    mode.play("en")
    flow = _game_at(app, mode, StepKind.CURTAIN)
    flow.finish_step()  # the private turn behind the curtain
    app.step(1.0)
    assert top(app).is_private
    # Longer than the game's timeout: only the private turn's own guard (it closes itself when left open) acts.
    wait(app, IDLE_SECONDS - 2.0, 1.0)
    assert top(app).is_private and mode.watch.idle_seconds == 0.0


def test_leaving_a_game_ends_it_and_the_next_group_does_not_find_it(make_app, data_dir) -> None:
    app, mode = kiosk(make_app)
    mode.play("en")
    flow = _game_at(app, mode, StepKind.DISCUSSION)
    flow.leave()
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]
    assert autosave.load().session is None


def test_after_a_crash_an_unfinished_game_resumes_on_a_curtain_above_the_attract_loop(make_app, data_dir) -> None:
    app, mode = kiosk(make_app)
    mode.play("en")
    _game_at(app, mode, StepKind.DISCUSSION)
    restarted, again = kiosk(make_app)
    stack = restarted.scenes.stack
    assert isinstance(stack[0], KioskAttractScene) and len(stack) == 2
    assert not stack[-1].is_private and getattr(stack[-1], "flow", None) is not None


def test_customers_cannot_quit(make_app, data_dir) -> None:
    app, mode = kiosk(make_app)
    for event in (pygame.event.Event(pygame.QUIT), pygame.event.Event(pygame.WINDOWCLOSE, window=None),
                  pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F4, mod=pygame.KMOD_LALT, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)):
        app.step(0.05, [event])
        assert app.running and isinstance(top(app), KioskAttractScene)


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_the_corner_gesture_and_the_pin_open_the_staff_menu(make_app, data_dir, finger: bool) -> None:
    app, mode = kiosk(make_app)
    hold_corner(app, 1.5, finger)
    assert not isinstance(top(app), KioskPinScene)  # too short
    hold_corner(app, 3.2, finger)
    assert isinstance(top(app), KioskPinScene)
    type_pin(app, PIN)
    assert isinstance(top(app), KioskStaffScene)


def test_three_wrong_pins_lock_the_pad_even_when_it_is_closed_and_opened_again(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=120)  # the pad is left waiting out its lock
    hold_corner(app, 3.2, finger=True)
    for wrong in ("1111", "2222", "3333"):
        type_pin(app, wrong)
    assert isinstance(top(app), KioskPinScene)
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    app.step(0.05)
    assert isinstance(top(app), KioskAttractScene)
    hold_corner(app, 3.2, finger=False)
    type_pin(app, PIN)
    assert isinstance(top(app), KioskPinScene)  # still locked: the right PIN is not even looked at
    wait(app, 60.0, 0.5)
    type_pin(app, PIN)
    assert isinstance(top(app), KioskStaffScene)


def test_an_idle_staff_menu_closes_to_the_attract_loop(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=30)
    hold_corner(app, 3.2, finger=True)
    type_pin(app, PIN)
    assert isinstance(top(app), KioskStaffScene)
    wait(app, 31.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]


def test_exit_to_the_desktop_stops_with_the_status_the_service_leaves_stopped(make_app, data_dir) -> None:
    app, mode = kiosk(make_app)
    hold_corner(app, 3.2, finger=True)
    type_pin(app, PIN)
    staff = top(app)
    tap(app, staff.buttons["exit"].rect, with_finger=True)
    assert app.running and mode.exit_status == 0, "it asks first"
    tap(app, staff.buttons["leave"].rect, with_finger=True)
    assert not app.running and mode.exit_status == KIOSK_EXIT_STATUS == 75


def test_a_factory_reset_starts_again_with_the_wizard(make_app, data_dir) -> None:
    from kiosk.config import save_kiosk_config

    app, mode = kiosk(make_app)
    save_kiosk_config(mode.config)
    hold_corner(app, 3.2, finger=True)
    type_pin(app, PIN)
    staff = top(app)
    tap(app, staff.buttons["reset"].rect, with_finger=False)
    tap(app, top(app).buttons["erase"].rect, with_finger=False)
    assert isinstance(top(app), KioskWizardScene)
    assert not load_kiosk_config()[0].configured and not mode.config.configured


def test_the_kiosk_command_is_offered_with_its_options() -> None:
    from main import build_parser

    args = build_parser().parse_args(["kiosk", "--windowed", "--size", "1024x600", "--lang", "de"])
    assert args.handler.__name__ == "command_kiosk" and args.windowed and args.size == (1024, 600)
    assert build_parser().parse_args(["kiosk"]).windowed is False


def test_a_finished_game_left_on_its_replay_is_dropped_from_the_disk_too(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=60)
    mode.play("en")
    _game_at(app, mode, StepKind.REPLAY)
    assert autosave.load().session is not None
    wait(app, 61.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]
    assert autosave.load().session is None  # no name of the last group stays behind
    history = History()
    try:
        assert history.game_log(0.0) == []  # a finished game is not logged as abandoned
    finally:
        history.close()


def test_the_idle_timer_counts_from_a_choice_made_without_a_touch(make_app, data_dir) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=60)
    wait(app, 61.0)  # the attract loop has already sent a group away once: the watch waits for a touch
    mode.learn("en")  # as the soak (or any caller) opens it, with no touch on the screen
    wait(app, 62.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]


def test_the_history_is_pruned_a_minute_after_start_not_in_its_first_frames(make_app, data_dir) -> None:
    from storage.game_log import ABANDONED, LoggedGame

    long_ago = 1_800_000_000.0 - 500 * 24 * 3600.0  # older than the game log keeps
    history = History()
    history.log_game(LoggedGame(None, long_ago, 5, False, "point", "en", ABANDONED, None, None))
    history.close()
    app, mode = kiosk(make_app)

    def rows() -> int:
        store = History()
        try:
            return len(store.game_log(0.0))
        finally:
            store.close()

    wait(app, 55.0, 1.0)
    assert rows() == 1
    wait(app, 10.0, 1.0)
    assert rows() == 0


def test_a_double_kill_game_saved_outside_the_kiosk_is_not_resumed_in_it(make_app, data_dir) -> None:
    """The kiosk offers Cheese Thief only: a Double Kill game left in the same data folder starts the attract
    loop, not a broken game."""
    from play.double_kill.session import DkSession
    from play.double_kill.setup import DkSetup

    autosave.save(DkSession.start(DkSetup.recommended(10), 4))
    app, mode = kiosk(make_app)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]
    app.step(0.5)
    assert app.running


def test_freed_memory_goes_back_once_after_a_group_leaves_never_during_a_game(make_app, data_dir,
                                                                              monkeypatch) -> None:
    from app.frames import memory
    from scenes.kiosk.mode import GIVE_BACK_AFTER_GROUP_SECONDS

    given_back: list[float] = []
    app, mode = kiosk(make_app)
    monkeypatch.setattr(memory, "give_back_free_memory_in_background", lambda: given_back.append(mode.now))
    mode.play("en")
    flow = _game_at(app, mode, StepKind.DISCUSSION)
    wait(app, 60.0, 1.0)
    assert given_back == []
    flow.leave()
    left_at = mode.now
    wait(app, GIVE_BACK_AFTER_GROUP_SECONDS - 2.0, 1.0)
    assert given_back == []  # the attract loop settles first
    wait(app, 4.0, 1.0)
    assert len(given_back) == 1 and left_at + GIVE_BACK_AFTER_GROUP_SECONDS <= given_back[0] < left_at + 33.0


def test_the_allocator_is_asked_on_a_thread_of_its_own() -> None:
    from app.frames import memory

    worker = memory.give_back_free_memory_in_background(wait=True)
    if not memory.can_give_back():
        pytest.skip("no malloc_trim on this system's C library")
    assert worker is not None and worker.daemon and not worker.is_alive()
