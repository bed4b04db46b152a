"""Widget shapes: painted like pygame_gui's, remembered for the whole run, and drawn ahead of need only within a
time budget per frame."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.drawable_shapes import RoundedRectangleShape

from app import widget_shapes
from app.widget_shapes import SHAPES, RememberedRoundedRectangle, paint_rounded_rect


def _button(app, size: tuple[int, int], object_id: str = "@primary_button") -> pygame_gui.elements.UIButton:
    manager = app.frames.new_ui_manager()
    return pygame_gui.elements.UIButton(pygame.Rect((10, 10), size), "", manager,
                                        object_id=pygame_gui.core.ObjectID(object_id=object_id))


def _channels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_every_rounded_widget_is_built_with_the_remembering_shape(make_app) -> None:
    button = _button(make_app(), (300, 70))
    assert isinstance(button.drawable_shape, RememberedRoundedRectangle)


def test_a_painted_shape_looks_like_pygame_guis_own(make_app) -> None:
    for size in ((520, 84), (200, 64), (68, 68)):
        shape = _button(make_app(), size).drawable_shape
        RoundedRectangleShape.redraw_state(shape, "normal", add_text=False)
        theirs = _channels(shape.states["normal"].surface)
        ours = _channels(paint_rounded_rect(shape.containing_rect.size, shape.shape_corner_radius, shape.border_widths,
                                            shape.theming["normal_border"], shape.theming["normal_bg"]))
        differences = [abs(a - b) for a, b in zip(theirs, ours)]
        assert len(theirs) == len(ours)
        # The same shape and colours; only the smoothing of the curved edges may differ a little.
        assert sum(differences) / len(differences) < 0.2, size
        assert sum(1 for d in differences if d > 80) == 0, size


def test_a_shape_is_painted_once_and_copied_after(make_app) -> None:
    app = make_app()
    size = (333, 71)  # a size no screen uses
    _button(app, size)
    misses = SHAPES.misses
    again = _button(app, size)
    assert SHAPES.misses == misses
    assert again.drawable_shape.states["normal"].surface.get_size() == size


def test_states_ahead_of_need_wait_when_the_frame_budget_is_spent(make_app, monkeypatch) -> None:
    app = make_app()
    manager = app.frames.new_ui_manager()
    buttons = [pygame_gui.elements.UIButton(pygame.Rect(10 + 60 * i, 10, 50, 50 + i), "", manager) for i in range(12)]
    monkeypatch.setattr(widget_shapes, "STATE_BUDGET_S", 0.0)  # spent before it starts: nothing drawn ahead
    manager.update(1 / 60)
    queued = sum(len(button.drawable_shape.states_to_redraw_queue) for button in buttons)
    assert queued >= 12 * 3  # every button still waits for its hovered, active, selected... looks
    monkeypatch.setattr(widget_shapes, "STATE_BUDGET_S", 1.0)
    manager.update(1 / 60)
    assert sum(len(button.drawable_shape.states_to_redraw_queue) for button in buttons) == queued - 12  # one each
    for _ in range(10):
        manager.update(1 / 60)
    assert all(not button.drawable_shape.states_to_redraw_queue for button in buttons)


def test_a_big_shape_painted_by_its_corners_looks_like_one_painted_whole_larger(make_app) -> None:
    make_app()  # a display, for the surfaces' pixel format
    border, inside = pygame.Color(120, 90, 40), pygame.Color(250, 240, 200)
    for size, radius, width in (((1404, 227), 54, 8), ((800, 300), 40, 3), ((2000, 400), 80, 0), ((600, 120), 30, 4)):
        assert size[0] * size[1] >= widget_shapes.CORNERS_ONLY_PIXELS
        borders = {side: width for side in ("left", "right", "top", "bottom")}
        radii = [radius, radius, radius // 2, 0]  # round, less round and square corners
        whole = _channels(widget_shapes._painted_larger(size, radii, borders, border, inside, 2))
        ours = paint_rounded_rect(size, radii, borders, border, inside)
        assert ours.get_size() == size
        differences = [abs(a - b) for a, b in zip(whole, _channels(ours))]
        assert sum(differences) / len(differences) < 0.05, size
        # Only a few pixels where the inside's oval edge meets its straight edge are smoothed a little differently.
        assert sum(1 for d in differences if d > 40) <= 16 and max(differences) <= 96, size


def _rounded_shapes(element) -> list[RememberedRoundedRectangle]:  # type: ignore[no-untyped-def]
    shapes = [getattr(element, "drawable_shape", None)]
    for child in getattr(element, "elements", []) or []:
        shapes += _rounded_shapes(child)
    return [shape for shape in shapes if isinstance(shape, RememberedRoundedRectangle)]


def test_text_entries_and_sliders_are_painted_the_quick_way(make_app) -> None:
    """A rounded widget with a shadow goes down pygame_gui's own path, four times supersampled with its shadow:
    at 3840x2160 a name entry took about 0.1 s and 140 MB of short-lived pictures each time it was drawn. The
    theme gives entries and sliders no shadow, so the painter above draws them (a slider's see-through track is
    still pygame_gui's, without the shadow)."""
    from gallery import pictures as gallery

    screens = {screen.name: screen for screen in gallery.screens()}
    app = make_app((1280, 800))
    seen = 0
    for name in ("settings", "setup-name-editor", "kiosk-wizard-venue-first"):
        scene = gallery.show(screens[name], app)
        for shape in _rounded_shapes(scene.ui.get_root_container()):
            seen += 1
            assert shape.shadow_width == 0, (name, shape.containing_rect)
            background = shape.theming["normal_bg"]
            see_through = isinstance(background, pygame.Color) and background.a == 0
            assert see_through or shape._picture_key("normal") is not None, (name, shape.containing_rect)
        app.scenes.clear()
    assert seen >= 12


def test_queued_states_are_drawn_at_once_as_their_updates_would_draw_them(make_app) -> None:
    app = make_app()
    manager = app.frames.new_ui_manager()
    buttons = [pygame_gui.elements.UIButton(pygame.Rect(10 + 60 * i, 10, 50, 50 + i), "", manager) for i in range(4)]
    assert all(button.drawable_shape.states_to_redraw_queue for button in buttons)
    widget_shapes.draw_queued_states(manager)
    assert all(not button.drawable_shape.states_to_redraw_queue for button in buttons)
    other = app.frames.new_ui_manager()
    twins = [pygame_gui.elements.UIButton(pygame.Rect(10 + 60 * i, 10, 50, 50 + i), "", other) for i in range(4)]
    for _ in range(12):
        other.update(1 / 60)
    for button, twin in zip(buttons, twins):
        for name, state in twin.drawable_shape.states.items():
            if state.generated:
                drawn = button.drawable_shape.states[name]
                assert drawn.generated, name
                assert pygame.image.tobytes(drawn.surface, "RGBA") == pygame.image.tobytes(state.surface, "RGBA")


def test_states_ahead_start_only_early_in_the_frame(make_app, monkeypatch) -> None:
    """They run before the frame's own drawing: past ``STATES_UNTIL_S`` of the frame they wait."""
    from app.frames import frame_clock

    app = make_app()
    manager = app.frames.new_ui_manager()
    buttons = [pygame_gui.elements.UIButton(pygame.Rect(10 + 60 * i, 10, 50, 50 + i), "", manager) for i in range(3)]
    queued = sum(len(button.drawable_shape.states_to_redraw_queue) for button in buttons)
    monkeypatch.setattr(frame_clock, "elapsed", lambda: widget_shapes.STATES_UNTIL_S)
    manager.update(1 / 60)
    assert sum(len(button.drawable_shape.states_to_redraw_queue) for button in buttons) == queued
    monkeypatch.setattr(frame_clock, "elapsed", lambda: 0.0)
    manager.update(1 / 60)
    assert sum(len(button.drawable_shape.states_to_redraw_queue) for button in buttons) < queued
