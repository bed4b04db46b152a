"""Double Kill's setup shows a change by changing only the buttons it changes (building its forty-odd buttons
again took a whole press's step at twenty players), and the screen looks as if it had been built afresh."""
from __future__ import annotations

import pygame

from scenes.double_kill.setup import DkSetupScene


def _opened(make_app) -> DkSetupScene:
    app = make_app()
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.1, [])
    return setup


def _picture(setup: DkSetupScene) -> bytes:
    setup.app.step(0.1, [])
    surface = pygame.Surface(setup.size)
    setup.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _looks_built_afresh(setup: DkSetupScene) -> None:
    changed = _picture(setup)
    setup.rebuild_ui()
    assert _picture(setup) == changed


def test_every_kind_of_change_looks_as_if_the_screen_were_built_again(make_app) -> None:
    setup = _opened(make_app)
    presses = [("more_count", "count")] * 4 + [("more_killer", "killer"), ("vote", None), ("speech", None),
                                               ("act", None), ("recommended", None), ("less_count", "count")]
    for name, value in presses:
        setup.press(name, value)
        _looks_built_afresh(setup)
    assert setup.setup.player_count == 13


def test_a_long_name_is_cut_as_a_fresh_chip_cuts_it(make_app) -> None:
    setup = _opened(make_app)
    setup.edit_name(2)
    editor = setup.app.scenes.top()
    editor.text = "Maximiliana Wolkenstein-Ravensburg"
    editor.finish()  # while the editor's fade still shows the setup: its chip changes in place
    for _ in range(10):
        setup.app.step(0.1, [])
    assert setup.app.scenes.top() is setup
    assert setup.setup.names[2] == "Maximiliana Wolkenstein-Ravensburg"
    _looks_built_afresh(setup)


def test_a_press_keeps_every_button_it_does_not_change(make_app) -> None:
    setup = _opened(make_app)
    for _ in range(4):
        setup.press("more_count", "count")  # fourteen players: four name columns from now on
    before = dict(setup.buttons)
    setup.press("more_count", "count")
    added = [button for button in setup.buttons if button not in before]
    assert [setup.buttons[button] for button in added] == [("name", 14)]
    assert all(button.alive() for button in before)

    before = dict(setup.buttons)
    setup.press("speech", None)
    assert setup.buttons == before  # the speech button says its new time in place

    setup.press("less_count", "count")
    assert ("name", 14) not in setup.buttons.values() and len(setup.buttons) == len(before) - 1
    assert sum(1 for button in before if not button.alive()) == 1
