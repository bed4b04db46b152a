"""The touch table's steps from the seats to the first turns, checked by what they do: at 8-12 ms of a busy
machine, these steps could not be told from noise by their time. Widget managers are built for the table's
panels while players sit down (a manager a step, on a theme parsed ahead in two steps of its own), so no step
parses a whole theme and no step builds a manager on a theme not parsed: in Chinese each did 20-30 ms in one step.
The whole sessions are measured by ``tools/whole_session.py --mode table``."""
from __future__ import annotations

from app.frames import frames as frames_module
from app.frames import ui_manager
from app.gestures import DemoWish
from driver.table.demo import TableDemoDriver, open_table_seats
from scenes.table.turns import TableTurnsScene


def test_from_the_seats_to_the_first_turns_no_step_parses_a_whole_theme(make_app, monkeypatch) -> None:
    app = make_app((1920, 1080), lang="zh")
    wish = DemoWish(players=5, seed=7, vote_mode="point")
    open_table_seats(app, wish, 55.0)
    step = [0]
    begun: list[int] = []
    finished: list[int] = []
    unparsed_builds: list[tuple[int, tuple[int, int]]] = []
    real_begin, real_parse = frames_module.begin_theme_ahead, frames_module.parse_theme_ahead
    real_build = frames_module.Frames._build_ui_manager

    def begin(size, lang):
        if not ui_manager.theme_begun(size, lang):
            begun.append(step[0])
        real_begin(size, lang)

    def parse(size, lang, theme_dict):
        if not ui_manager.theme_parsed(size, lang):
            finished.append(step[0])
            if not ui_manager.theme_begun(size, lang):
                begun.append(step[0])
        real_parse(size, lang, theme_dict)

    def build(self, key):
        if not ui_manager.theme_parsed(*key):
            unparsed_builds.append((step[0], key[0]))
        return real_build(self, key)

    monkeypatch.setattr(frames_module, "begin_theme_ahead", begin)
    monkeypatch.setattr(frames_module, "parse_theme_ahead", parse)
    monkeypatch.setattr(frames_module.Frames, "_build_ui_manager", build)
    driver = TableDemoDriver(app, wish)
    while not (isinstance(app.scenes.top(), TableTurnsScene) and app.scenes.fade is None) and step[0] < 600:
        step[0] += 1
        driver.step()
    assert isinstance(app.scenes.top(), TableTurnsScene)
    assert finished, "themes were parsed ahead for the panels and the middle"
    assert not set(begun) & set(finished), "a theme begun and finished in one step"
    assert unparsed_builds == [], "a manager built on a theme not parsed ahead"
