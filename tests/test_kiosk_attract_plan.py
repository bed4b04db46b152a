"""The attract loop's plan on simulated time: part order and lengths, the burn-in drift, today's words; and the
kiosk package stays pure Python."""
from __future__ import annotations

import pkgutil
from pathlib import Path

import kiosk
from kiosk.attract_plan import (DEMO_MAX_SECONDS, DRIFT_SECONDS, HOW_TO_STEP_SECONDS, HOW_TO_STEPS, PART_SECONDS,
                                AttractCycle, Part, caught_line, drift_offset, games_line)
from kiosk.today import TodayNumbers

from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame


def run(cycle: AttractCycle, seconds: float, demo_over: bool = False, dt: float = 0.5) -> list[Part]:
    """The parts begun while ``seconds`` pass."""
    begun = []
    for _ in range(round(seconds / dt)):
        if cycle.advance(dt, demo_over):
            begun.append(cycle.part)
    return begun


def test_the_parts_follow_in_order_and_the_loop_starts_again() -> None:
    cycle = AttractCycle()
    assert cycle.part is Part.TITLE
    assert run(cycle, PART_SECONDS[Part.TITLE]) == [Part.DEMO]
    assert run(cycle, 20.0) == []  # the demo game is still on
    assert run(cycle, 0.5, demo_over=True) == [Part.HOW_TO]
    assert run(cycle, PART_SECONDS[Part.HOW_TO]) == [Part.TODAY]
    assert cycle.cycles == 0
    assert run(cycle, PART_SECONDS[Part.TODAY]) == [Part.TITLE]
    assert cycle.cycles == 1


def test_a_demo_that_never_ends_gives_way() -> None:
    cycle = AttractCycle(part=Part.DEMO)
    assert run(cycle, DEMO_MAX_SECONDS - 1.0) == []
    assert run(cycle, 1.0) == [Part.HOW_TO]


def test_how_to_play_walks_through_its_steps_in_thirty_seconds() -> None:
    cycle = AttractCycle(part=Part.HOW_TO)
    seen = []
    for _ in range(int(PART_SECONDS[Part.HOW_TO] / 0.5)):
        if not seen or seen[-1] != cycle.how_to_step():
            seen.append(cycle.how_to_step())
        cycle.advance(0.5)
    assert seen == list(range(len(HOW_TO_STEPS)))
    assert PART_SECONDS[Part.HOW_TO] == 30.0 and HOW_TO_STEP_SECONDS * len(HOW_TO_STEPS) == 30.0


def test_the_drift_moves_every_minute_and_never_back_within_five() -> None:
    amplitude = 6
    points = [drift_offset(minute * DRIFT_SECONDS + 1.0, amplitude) for minute in range(40)]
    assert all(abs(x) <= amplitude and abs(y) <= amplitude for x, y in points)
    for start in range(len(points) - 5):
        window = points[start:start + 6]
        assert len(set(window)) == len(window), f"a point comes back within five minutes after minute {start}"
    assert any(x != 0 for x, _ in points) and any(y != 0 for _, y in points)  # both ways, for any stripe or edge
    assert drift_offset(-5.0, amplitude) == drift_offset(0.0, amplitude)


def test_todays_words_follow_the_figures() -> None:
    assert games_line(TodayNumbers(0, 0)) == ("kiosk.attract.today.no_games", {})
    assert caught_line(TodayNumbers(0, 0)) == ("kiosk.attract.today.be_first", {})
    assert games_line(TodayNumbers(1, 1)) == ("kiosk.attract.today.one_game", {})
    assert caught_line(TodayNumbers(1, 1)) == ("kiosk.attract.today.caught_once", {})
    assert games_line(TodayNumbers(12, 7)) == ("kiosk.attract.today.games", {"count": 12})
    assert caught_line(TodayNumbers(12, 7)) == ("kiosk.attract.today.caught", {"count": 7})
    assert caught_line(TodayNumbers(3, 0)) == ("kiosk.attract.today.never_caught", {})
    # Figures that disagree (a statistics store mid-update) never claim more catches than games.
    assert caught_line(TodayNumbers(2, 9)) == ("kiosk.attract.today.caught", {"count": 2})
    assert caught_line(TodayNumbers(-1, -4)) == ("kiosk.attract.today.be_first", {})


def test_the_kiosk_package_leaves_pygame_out() -> None:
    modules = sorted(info.name for info in pkgutil.walk_packages(kiosk.__path__, "kiosk."))
    assert "kiosk.attract_plan" in modules and "kiosk.today" in modules
    assert_imports_leave_pygame_out(modules)
    assert_sources_do_not_mention_pygame(list(Path(kiosk.__path__[0]).rglob("*.py")))


def test_the_kiosk_package_docstring_is_the_shared_one_line() -> None:
    text = (ROOT / "kiosk" / "__init__.py").read_text(encoding="utf-8")
    shared = '"""The café kiosk: a program left running for customers, with screens and statistics for staff."""'
    assert text == shared + "\n"
