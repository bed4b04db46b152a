"""A big middle (a 4K table's) takes its moving screen's frames in turns: one paints the hosted screen, the next
copies it to both sides, so no frame does both."""
from __future__ import annotations

from typing import cast

import pygame
import pytest

from app.app import App
from art.facing import to_pygame
from play.flow import StepKind
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.table import facing_twice
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.flow import TableFlow
from tests.public_screen_helpers import inner_paints_counted, table_screen_at

SIZE = (1920, 1080)


def _reveal(app: App) -> FacingTwiceScene:
    return table_screen_at(app, StepKind.REVEAL, SIZE, frames=60)


def _copies(app: App, host: FacingTwiceScene) -> list[bytes]:
    return [pygame.image.tobytes(app.surface.subsurface(to_pygame(copy.area)), "RGB") for copy in host.copies]


def _picture_as_copies(host: FacingTwiceScene) -> list[bytes]:
    assert host._picture is not None
    upright = pygame.image.tobytes(host._picture, "RGB")
    return [upright, pygame.image.tobytes(pygame.transform.flip(host._picture, True, True), "RGB")]


@pytest.mark.parametrize("big", [True, False])
def test_a_big_middle_is_painted_in_one_frame_and_copied_to_both_sides_in_the_next(make_app, monkeypatch,
                                                                                  big: bool) -> None:
    if big:  # this window's middle counts as big
        monkeypatch.setattr(facing_twice, "ALTERNATE_COPY_PIXELS", 1)
    app = make_app(SIZE)
    host = _reveal(app)
    painted = inner_paints_counted(host)
    alternations = 0
    for _ in range(40):  # the votes' arrows flying
        shown = _copies(app, host)
        before = painted[0]
        app.step(1 / 60)
        if painted[0] == before:
            continue
        if not big:  # painted and copied in the same frame
            assert _copies(app, host) == _picture_as_copies(host) and not host.middle_behind
            continue
        assert _copies(app, host) == shown  # painted, not shown yet
        assert host.middle_behind and host.wants_frame() and host.is_animating()  # its copy is due
        app.step(1 / 60)
        assert painted[0] == before + 1  # the next frame only copies...
        assert _copies(app, host) == _picture_as_copies(host)  # ...the picture painted, to both sides
        alternations += 1
    assert alternations >= 5 if big else alternations == 0


def test_a_copy_due_when_the_hosted_screen_stops_is_still_shown(make_app, monkeypatch) -> None:
    monkeypatch.setattr(facing_twice, "ALTERNATE_COPY_PIXELS", 1)
    app = make_app(SIZE)
    host = _reveal(app)
    for _ in range(4):
        app.step(1 / 60)
        if host.middle_behind and host.wants_frame():
            break
    assert host.middle_behind  # painted in the last frame, its copy due
    host.inner.elapsed = 1e9  # type: ignore[attr-defined]  # the reveal's animation ends in the frame painted
    host.inner.wants_frame = lambda: False  # type: ignore[method-assign]
    host.inner.is_animating = lambda: False  # type: ignore[method-assign]
    assert host.wants_frame() and host.is_animating()  # the loop keeps stepping until the copy is shown
    app.step(1 / 60)
    assert _copies(app, host) == _picture_as_copies(host)
    assert not host.wants_frame() and not host.is_animating()


def test_the_fade_paints_every_seat_s_band_ahead_and_the_next_host_paints_on_the_last_one_s_picture(
        make_app) -> None:
    app = make_app(SIZE)
    host = _reveal(app)
    seats = len(host.flow.sitting.places)
    fresh = FacingTwiceScene(host.flow, host.inner)
    for step in fresh.prepare_steps()[:seats]:
        step()
    assert sorted(fresh._bands) == list(range(seats))  # painted by the fade's first steps, before any frame
    picture = host._picture
    host.release_ui()  # gone: as the discussion's host once the vote has faded in
    flow = cast(TableFlow, host.flow)
    leave = FacingTwiceScene(flow, ConfirmLeaveScene(flow))  # the next host, of a copy of the same size
    leave.on_enter()
    assert host._picture is None and leave._picture is picture  # painted over whole, not made anew
