"""The secret ballot's widgets handed from one seat's page to the next of the same vote (scenes/double_kill/ballot_board.py):
the next page takes them put back as new and looks as a page built afresh, and they go back to the app once no
page of that vote is to come."""
from __future__ import annotations

import pygame
import pygame_gui

from tests.dk_helpers import open_secret_ballot
from tools.whole_game import FRAME


def _first_ballot(make_app):
    """A ten-player secret vote's first seat's page, every suspect placed."""
    from scenes.double_kill import screens as dk_screens

    dk_screens.register_all()
    return open_secret_ballot(make_app, "ballot-board-10", 10)


def _vote_and_leave(app, ballot) -> None:
    """Every living hand picks the last suspect, Continue once the page's time is up, and the page is let go."""
    picked = list(ballot.choice_buttons)[-1]
    for _ in ballot.own:
        ballot.on_gui_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=picked))
    while not ballot.can_continue():
        app.step(FRAME)
    ballot.on_gui_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=ballot.continue_button))
    while app.scenes.fade is not None or ballot.ui is not None:
        app.step(FRAME)


def _picture(app, scene) -> pygame.Surface:
    surface = pygame.Surface(app.size).convert(app.surface)
    scene.draw(surface)
    return surface


def test_the_next_seats_ballot_takes_the_widgets_put_back_as_new_and_looks_built_afresh(make_app) -> None:
    from scenes.double_kill.turns import BallotTurnScene

    app, flow, first = _first_ballot(make_app)
    manager, suspects = first.ui, list(first.choice_buttons)
    _vote_and_leave(app, first)
    assert flow.ballot_boards.kept is not None and not first.choice_buttons  # the page let go of its widgets

    flow.open_private()  # the next seat lifts the curtain
    app.scenes.fade = None
    kept = app.scenes.top()
    assert isinstance(kept, BallotTurnScene) and kept.seat != first.seat
    assert kept.ui is manager and list(kept.choice_buttons) == suspects and not kept.choices_still_placing
    assert all(button.is_enabled and not button.is_selected and not button.held for button in suspects)
    assert flow.ballot_boards.kept is None
    kept.update(0.0)

    afresh = BallotTurnScene(flow)
    afresh.on_enter()
    assert afresh.ui is not manager
    while afresh.choices_still_placing:
        afresh.update(0.0)
    try:
        assert _picture(app, kept).get_view("2").raw == _picture(app, afresh).get_view("2").raw
    finally:
        afresh.release_ui()


def test_a_ballot_with_no_page_of_its_vote_to_come_gives_its_widgets_back(make_app, monkeypatch) -> None:
    from play.double_kill.session import DkScreen
    from scenes.double_kill.flow import DkFlow

    app, flow, first = _first_ballot(make_app)
    manager = first.ui
    monkeypatch.setattr(DkFlow, "screen", property(lambda self: DkScreen.VERDICT))
    first.release_ui()
    assert flow.ballot_boards.kept is None and not app.frames.owns_ui_manager(manager)


def test_a_kept_board_goes_back_once_another_page_or_no_ballot_comes(make_app) -> None:
    app, flow, first = _first_ballot(make_app)
    manager = first.ui
    first.release_ui()  # the next seat's curtain comes: kept
    assert flow.ballot_boards.kept is not None and app.frames.owns_ui_manager(manager)
    assert flow.ballot_boards.take(("another vote",)) is None
    assert flow.ballot_boards.kept is None and not app.frames.owns_ui_manager(manager)
