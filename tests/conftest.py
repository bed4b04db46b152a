"""Headless test set-up: dummy video and audio drivers, and a throw-away data folder."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
# Every test process (one per pytest-xdist worker) gets a data folder of its own: workers never share an
# autosave, settings or history file, and the user's real data folder is never touched.
os.environ["CHEESE_THIEF_DATA_DIR"] = tempfile.mkdtemp(prefix="cheese-thief-tests-")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty data folder for one test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CHEESE_THIEF_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def games_show_their_screens() -> None:
    """Many tests open a game's flow directly, as the setups, the resume and the kiosk do, or start a demo player
    on an app of their own; like them, they register the screens the flows show and the plans the player follows
    first (``tests/test_flow_openers.py`` checks that each opener does)."""
    from driver.attract_player import hand_the_attract_loop_its_player
    from driver.plans.every import register_every_plan
    from scenes.cheese_thief import play_step_scenes
    from scenes.double_kill import screens as dk_screens

    play_step_scenes.register_all()
    dk_screens.register_all()
    register_every_plan()
    hand_the_attract_loop_its_player()


@pytest.fixture
def make_app():
    """Build a headless App (default settings, nothing saved) at a given size and language."""
    from program import i18n
    from app.app import App
    from app.frames import ui_manager

    apps = []

    def factory(size: tuple[int, int] = (1280, 800), lang: str = "en", persist_settings: bool = False) -> App:
        app = App(size=size, fullscreen=False, lang=lang, persist_settings=persist_settings)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        app.scenes.clear()
        app.frames.hand_over_ui_managers()  # the next test's app takes them instead of parsing the theme again
    i18n.set_language("en")
    ui_manager.forget_themes_parsed_ahead()  # a theme parsed for a manager this test never built


# The longest tests start first, so they run beside the many short ones instead of after them. pytest-xdist's
# worksteal hands each worker a contiguous share of the collection to begin with, and a worker only gives away
# the far end of its share: so the long tests are dealt to the starts of all the shares instead of queuing one
# after another on the first worker. The real-window tests mostly wait on an X window; they stay together on the
# first worker, one after the other, so the other workers keep the cores busy meanwhile; never side by side
# either, since each looks for a free X display number and two at once could take the same one.
WAITING_TESTS = ("test_real_window.py", "test_real_window_kiosk.py", "test_real_window_wm.py")
LONG_TESTS = ("test_crash_resume.py", "test_monkey.py", "test_privacy_audit.py", "test_pass_and_play_games.py",
              "test_kiosk_monkey.py", "test_main_cli.py", "test_kiosk_attract_screen.py", "test_table_games.py",
              "test_table_turns.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    workers = max(1, int(getattr(config, "workerinput", {}).get("workercount", 1)))
    waiting = [item for item in items if item.path.name in WAITING_TESTS]
    long = sorted((item for item in items if item.path.name in LONG_TESTS),
                  key=lambda item: LONG_TESTS.index(item.path.name))  # stable: the order within each file is kept
    rest = [item for item in items if item.path.name not in WAITING_TESTS + LONG_TESTS]
    starts: list[list[pytest.Item]] = [waiting] + [[] for _ in range(workers - 1)]
    for index, item in enumerate(long):
        starts[(index + 1) % workers].append(item)
    order: list[pytest.Item] = []
    left = len(items)
    for index, start in enumerate(starts):
        share = left // (workers - index)  # how the scheduler splits what is still unassigned
        left -= share
        order += start
        taken = max(0, share - len(start))
        order += rest[:taken]
        rest = rest[taken:]
    items[:] = order + rest


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    # The real-window tests spend most of their minute waiting on an X window, their worker's core nearly idle:
    # one worker more than the cores keeps every core busy meanwhile.
    return (os.cpu_count() or 1) + 1
