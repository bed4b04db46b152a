"""The kiosk's idle watch on simulated time: when it invites the next group, and every case where it must not."""
from __future__ import annotations

import math
import pkgutil
from pathlib import Path

import pytest

import kiosk
from kiosk.idle import IdleAction, IdleContext, IdleState, IdleWatch, game_context

from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame

FRAME = 1 / 60


def run(watch: IdleWatch, seconds: float, step: float = 0.5) -> list[tuple[float, IdleAction]]:
    """Advance ``seconds`` in steps of ``step``; every action other than NONE with the time it came."""
    happened: list[tuple[float, IdleAction]] = []
    elapsed = 0.0
    while elapsed < seconds - 1e-9:
        dt = min(step, seconds - elapsed)
        elapsed += dt
        action = watch.advance(dt)
        if action is not IdleAction.NONE:
            happened.append((round(elapsed, 6), action))
    return happened


def in_game(**timeouts: float) -> IdleWatch:
    return IdleWatch(context=IdleContext.IN_GAME, **timeouts)


# ----- outside a game ------------------------------------------------------------------------------------------
def test_a_quiet_minute_outside_a_game_returns_to_the_attract_loop_once() -> None:
    watch = IdleWatch()
    assert run(watch, 59.5) == []
    assert run(watch, 0.5) == [(0.5, IdleAction.ATTRACT)]
    assert watch.state is IdleState.SPENT
    assert run(watch, 600) == []  # the attract loop is not asked for again and again


def test_a_touch_just_before_the_minute_keeps_the_menu() -> None:
    watch = IdleWatch()
    assert run(watch, 59.9, FRAME) == []
    watch.touch()
    assert run(watch, 59.9, FRAME) == []
    assert run(watch, 0.2, FRAME) == [(pytest.approx(0.1, abs=2 * FRAME), IdleAction.ATTRACT)]


def test_a_touch_in_the_attract_loop_starts_a_fresh_minute() -> None:
    watch = IdleWatch(menu_idle_seconds=10)
    assert [action for _, action in run(watch, 10)] == [IdleAction.ATTRACT]
    assert watch.touch() is False  # nothing was being asked
    assert watch.state is IdleState.WATCHING
    assert run(watch, 9.5) == []
    assert [action for _, action in run(watch, 1)] == [IdleAction.ATTRACT]


# ----- in a game ---------------------------------------------------------------------------------------------
def test_a_quiet_game_is_asked_then_abandoned_after_the_countdown() -> None:
    watch = in_game()
    assert run(watch, 179.5) == []
    assert run(watch, 0.5) == [(0.5, IdleAction.ASK)]
    assert watch.asking and watch.countdown_left == 30
    assert run(watch, 29.5) == []
    assert watch.countdown_left == pytest.approx(0.5)
    assert run(watch, 0.5) == [(0.5, IdleAction.ABANDON)]
    assert run(watch, 600) == []  # abandoned once, never twice


def test_a_quiet_minute_in_a_game_does_not_leave_it() -> None:
    watch = in_game()
    assert run(watch, 170) == []
    assert watch.state is IdleState.WATCHING


def test_a_touch_during_the_countdown_keeps_the_game_with_its_full_time_again() -> None:
    watch = in_game()
    run(watch, 180)
    run(watch, 29.9, FRAME)
    assert watch.touch() is True  # it answered the question: the prompt closes
    assert watch.state is IdleState.WATCHING and watch.countdown_left == 0
    assert run(watch, 179.5) == []
    assert [action for _, action in run(watch, 1)] == [IdleAction.ASK]


def test_a_touch_just_before_the_question_keeps_the_game() -> None:
    watch = in_game()
    assert run(watch, 179.99, 0.01) == []
    watch.touch()
    assert run(watch, 179.9) == []


def test_timeouts_come_from_the_configuration() -> None:
    watch = IdleWatch(menu_idle_seconds=20, game_idle_seconds=90, still_playing_seconds=15)
    assert [t for t, _ in run(watch, 25)] == [20]
    watch = IdleWatch(game_idle_seconds=90, still_playing_seconds=15, context=IdleContext.IN_GAME)
    assert run(watch, 120) == [(90, IdleAction.ASK), (105, IdleAction.ABANDON)]


@pytest.mark.parametrize("bad", [math.nan, math.inf, -5, 0, "60", None, True])
def test_a_broken_timeout_never_makes_the_watch_fire_at_once_or_never(bad: object) -> None:
    watch = IdleWatch(menu_idle_seconds=bad, game_idle_seconds=bad, still_playing_seconds=bad)  # type: ignore[arg-type]
    assert watch.menu_idle_seconds >= 1 and math.isfinite(watch.menu_idle_seconds)
    assert watch.game_idle_seconds >= 1 and math.isfinite(watch.game_idle_seconds)
    assert watch.still_playing_seconds >= 1 and math.isfinite(watch.still_playing_seconds)
    assert watch.advance(FRAME) is IdleAction.NONE


# ----- held: no timeout at all ---------------------------------------------------------------------------------
@pytest.mark.parametrize("discussion, private", [(True, False), (False, True), (True, True)])
def test_no_timeout_while_the_discussion_runs_or_a_private_turn_is_open(discussion: bool, private: bool) -> None:
    watch = in_game()
    watch.set_context(game_context(discussion_running=discussion, private_turn_open=private))
    assert watch.context is IdleContext.HELD
    assert run(watch, 3 * 3600, 1.0) == []
    assert watch.advance(10 ** 9) is IdleAction.NONE
    assert watch.state is IdleState.WATCHING and watch.idle_seconds == 0


def test_a_game_screen_with_nothing_running_is_watched() -> None:
    assert game_context(discussion_running=False, private_turn_open=False) is IdleContext.IN_GAME


def test_when_the_discussion_ends_the_group_gets_its_full_time_again() -> None:
    watch = in_game()
    run(watch, 170)
    watch.set_context(IdleContext.HELD)  # the discussion timer starts
    run(watch, 300)
    watch.set_context(IdleContext.IN_GAME)  # and runs out: the vote is next
    assert run(watch, 179.5) == []
    assert [action for _, action in run(watch, 1)] == [IdleAction.ASK]


# ----- changes of screen -------------------------------------------------------------------------------------
def test_starting_a_game_after_a_quiet_menu_gives_the_game_its_own_time() -> None:
    watch = IdleWatch()
    run(watch, 55)
    watch.set_context(IdleContext.IN_GAME)
    assert run(watch, 60) == []  # the menu's minute does not apply in a game
    assert run(watch, 119) == []


def test_leaving_a_game_for_the_replay_uses_the_menu_minute_from_then() -> None:
    watch = in_game()
    run(watch, 170)
    watch.set_context(IdleContext.OUTSIDE_GAME)
    assert run(watch, 59) == []
    assert [action for _, action in run(watch, 1)] == [IdleAction.ATTRACT]


def test_the_same_context_again_changes_nothing() -> None:
    watch = in_game()
    run(watch, 100)
    watch.set_context(IdleContext.IN_GAME)
    assert watch.idle_seconds == pytest.approx(100)
    watch = IdleWatch(menu_idle_seconds=5)
    run(watch, 5)
    watch.set_context(IdleContext.OUTSIDE_GAME)  # the attract loop is outside a game too: it stays spent
    assert run(watch, 60) == []


def test_the_game_ending_while_the_question_is_open_cancels_it() -> None:
    watch = in_game()
    run(watch, 180)
    assert watch.asking
    watch.set_context(IdleContext.OUTSIDE_GAME)
    assert not watch.asking
    assert run(watch, 59) == []


# ----- odd steps of time -----------------------------------------------------------------------------------------
def test_one_very_long_step_asks_first_and_never_abandons_at_once() -> None:
    watch = in_game()
    assert watch.advance(10 ** 6) is IdleAction.ASK
    assert watch.countdown_left == 30  # the time past the question is not counted down
    assert watch.advance(10 ** 6) is IdleAction.ABANDON


def test_one_very_long_step_outside_a_game_asks_for_the_attract_loop_once() -> None:
    watch = IdleWatch()
    assert watch.advance(10 ** 6) is IdleAction.ATTRACT
    assert watch.advance(10 ** 6) is IdleAction.NONE


@pytest.mark.parametrize("dt", [math.nan, math.inf, -math.inf, -1.0, "1", None])
def test_a_broken_step_of_time_counts_as_none(dt: object) -> None:
    watch = in_game(game_idle_seconds=5)
    assert watch.advance(dt) is IdleAction.NONE  # type: ignore[arg-type]
    assert watch.idle_seconds == 0


# ----- purity ------------------------------------------------------------------------------------------------------
def test_the_kiosk_package_is_pure_python() -> None:
    modules = sorted(info.name for info in pkgutil.walk_packages(kiosk.__path__, "kiosk."))
    assert "kiosk.idle" in modules
    assert_imports_leave_pygame_out(modules)
    assert_sources_do_not_mention_pygame(list(Path(kiosk.__path__[0]).rglob("*.py")))


def test_the_kiosk_package_docstring_is_the_shared_one_line() -> None:
    text = (ROOT / "kiosk" / "__init__.py").read_text(encoding="utf-8")
    assert text == '"""The café kiosk: a program left running for customers, with screens and statistics for staff."""\n'
