"""The kiosk monkey (the README's long run: tools/kiosk_monkey.py --seeds 10 --inputs 2000): random input and
every way out a customer might try never stop the kiosk and never reach the staff menu without the PIN."""
from __future__ import annotations

from driver.kiosk_monkey import ESCAPES, OPENERS, PARTS_PER_SEED, KioskMonkey, kiosk_app, monkey_kiosk


def test_random_input_and_every_way_out_leave_the_kiosk_running_and_the_staff_menu_closed(data_dir) -> None:
    report, monkey = monkey_kiosk(seed=7, inputs=150)
    assert report.failures == [] and monkey.exits == 0 and monkey.staff_menus == 0
    assert set(ESCAPES) <= set(report.kinds)  # quit, close, Escape, F11, Alt+F4 and the staff corner were all tried
    assert monkey.screens["KioskPinScene"] > 0  # the corner opened the PIN pad, which the monkey could not pass
    assert len(monkey.screens) >= 5


def test_the_long_run_starts_parts_on_every_kind_of_screen() -> None:
    # tools/kiosk_monkey.py --seeds 10: ten seeds of four parts each start on every opener.
    starts = {OPENERS[(seed * PARTS_PER_SEED + part) % len(OPENERS)]
              for seed in range(1, 11) for part in range(PARTS_PER_SEED)}
    assert starts == set(OPENERS)


def test_the_monkey_reports_a_staff_menu_reached_and_a_kiosk_that_stopped(data_dir) -> None:
    from scenes.kiosk.staff import KioskStaffScene

    app, kiosk = kiosk_app((1280, 800), seed=1)
    monkey = KioskMonkey(app, 1, lambda target: kiosk.show_attract(), where="check")
    kiosk.open_staff_menu()  # as if the PIN had been passed
    assert isinstance(app.scenes.top(), KioskStaffScene)
    report = monkey.run(1)
    assert monkey.staff_menus == 1 and "staff menu" in report.failures[0].error
    kiosk.show_attract()
    app.quit()  # as if something had closed the program
    report = monkey.run(1)
    assert monkey.exits == 1 and "stopped running" in report.failures[-1].error
