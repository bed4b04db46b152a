"""A public screen on the table: drawn once at the size of half the middle, shown twice, facing both long sides.

The discussion, the reveal and the replay are the tablet's own screens (drawn only from public views). Here each
is drawn into one picture the size of a facing copy (``table.seats.facing_copies``), shown upright for the
bottom side and turned half round for the top side; a finger on either copy is the screen's pointer. Around it
each seat's zone shows its name, facing its seat. "My notes" opens in the seat's own panel, behind its hold.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from app import backdrop, layout
from app.i18n import current_language, t
from app.scene import Scene
from art.facing import blit_facing, blit_half_turned, to_pygame, upright_surface
from scenes.hosted_pointer import HostedPointer
from scenes.notes import NotesScene
from scenes.table_held_panel import HeldPanel
from scenes.table_panel_art import paint_band
from scenes.table_scene import TableScene
from table.touch_events import ZoneInput

if TYPE_CHECKING:
    from scenes.table_flow import TableFlow


class SeatNotesScene(NotesScene):
    """A seat's notes inside its panel: "Close" folds the panel back into its zone."""

    def __init__(self, flow: "TableFlow", seat: int, size: tuple[int, int], on_close) -> None:
        super().__init__(flow, seat)
        self.size = size
        self.on_close = on_close

    def close(self) -> None:
        self.on_close(self.seat)

    def update(self, dt: float) -> None:
        Scene.update(self, dt)  # no idle timeout: letting go of the panel already hides it


class FacingTwiceScene(TableScene):
    draws_changes_after_input = True  # input reaches the middle's screen (then painted again) or a seat's notes
    def __init__(self, flow: "TableFlow", inner: Scene) -> None:
        sitting = flow.sitting
        super().__init__(flow.app, sitting.screen)
        self.flow = flow
        self.inner = inner
        self.copies = sitting.copies
        inner.size = self.copies[0].area.width, self.copies[0].area.height
        self.pointer = HostedPointer()
        self._picture = upright_surface(self.copies[0].area, 0)
        self.notes: dict[int, HeldPanel] = {}
        self._bands: dict[int, tuple[object, pygame.Surface]] = {}
        self._drawn_on: pygame.Surface | None = None  # the surface that got the last whole frame, and with what
        self._drawn_notes: tuple[int, ...] = ()
        self._drawn_language = ""
        self._drawn_once = False
        self._dirty = True

    @property
    def offers_rules(self) -> bool:  # type: ignore[override]
        """Rules at a glance may open over the middle's screen where the tablet's screen offers it."""
        return self.inner.offers_rules

    @property
    def hosted_scenes(self) -> tuple:
        return (self.inner, *(panel.scene for panel in self.notes.values() if panel.scene is not None))

    # ----- lifecycle ------------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        # The middle's buttons 20 mm and its words 5 mm on the glass.
        self.inner.touch_floor_px, self.inner.text_floor_px = self.screen.target_px, self.screen.text_px
        self.inner.on_enter()
        self._set_zones()

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The middle's screen prepares itself at its own size (it is public: every seat sees it)."""
        return [self._with_floor(step) for step in self.inner.prepare_steps()]

    def _with_floor(self, step: Callable[[], object]) -> Callable[[], object]:
        def floored() -> object:
            with layout.touch_floor(self.screen.target_px, self.screen.text_px):
                return step()
        return floored

    def on_exit(self) -> None:
        self.inner.on_exit()
        self.inner.release_ui()
        for panel in self.notes.values():
            panel.discard()

    def _set_zones(self) -> None:
        zones: dict[object, tuple] = {("notes", seat): (panel.panel.rect, panel.panel.rotation)
                                      for seat, panel in self.notes.items()}
        for index, copy in enumerate(self.copies):
            zones[("copy", index)] = (copy.area, copy.rotation)
        self.set_touch_zones(zones)

    # ----- notes in a seat's panel ----------------------------------------------------------------------------
    def open_notes(self, seat: int) -> None:
        if seat in self.notes:
            return
        panel = self.flow.sitting.panels[seat]
        self.notes[seat] = HeldPanel(self.screen, panel, seat, self.flow.names[seat],
                                     lambda size: SeatNotesScene(self.flow, seat, size, self.close_notes))
        self._set_zones()
        self._dirty = True

    def close_notes(self, seat: int) -> None:
        panel = self.notes.pop(seat, None)
        if panel is not None:
            panel.discard()
            self._set_zones()
            self._dirty = True

    # ----- input ----------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        kind, index = item.zone
        if kind == "notes":
            self.notes[index].hear(item, pos)
            return
        for event in self.pointer.events_for(item, pos):
            self.inner.handle_event(event)
        self._dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        element = getattr(event, "ui_element", None)
        if element is not None:
            for panel in list(self.notes.values()):
                if panel.owns(element) and panel.scene is not None:
                    panel.scene.handle_event(event)
                    panel.changed = True
                    return True
            self._dirty = True
            return self.inner.handle_event(event)
        if event.type == pygame.KEYDOWN:
            self._dirty = True
            return self.inner.handle_event(event)
        return super().handle_event(event)

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.inner.update(dt)
        for panel in self.notes.values():
            if panel.is_open and panel.scene is not None:
                panel.scene.update(dt)

    def is_animating(self) -> bool:
        return self.inner.is_animating() or any(panel.is_open for panel in self.notes.values())

    def wants_frame(self) -> bool:
        return (not self._drawn_once or self._dirty or self.inner.wants_frame()
                or any(panel.wants_frame() for panel in self.notes.values()))

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        covered = [to_pygame(copy.area) for copy in self.copies]
        covered += [to_pygame(panel.panel.rect) for panel in self.notes.values()]
        covered += [to_pygame(place.zone) for seat, place in enumerate(self.flow.sitting.places) if seat not in self.notes]
        backdrop.draw_night_sky_around(surface, covered)  # the copies, the names and open notes cover the rest
        for seat, place in enumerate(self.flow.sitting.places):
            if seat not in self.notes:
                self._draw_band(surface, seat, place)
        lang = current_language()
        if self._dirty or not self._drawn_once or lang != self._drawn_language or self.inner.wants_frame():
            self._draw_inner()
        self._copy_middle(surface)
        for panel in self.notes.values():
            panel.paint(*self._notes_words(panel))
            surface.blit(panel.turned_picture(), (panel.panel.rect.x, panel.panel.rect.y))
        self._drawn_on, self._drawn_notes, self._drawn_language = surface, tuple(sorted(self.notes)), lang
        self._drawn_once = True
        self._dirty = False

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """The screen in the middle is painted again only when it moves or was touched, and then copied twice;
        the night sky and the names around it stay as they were. ``surface`` must be the one the last whole frame
        went to, with the same notes open, in the same language."""
        if surface is not self._drawn_on or tuple(sorted(self.notes)) != self._drawn_notes \
                or current_language() != self._drawn_language:
            return False
        if self._dirty or self.inner.wants_frame():
            self._draw_inner()
            self._copy_middle(surface)
        for panel in self.notes.values():
            panel.blit_changes(surface, panel.paint(*self._notes_words(panel)))
        self._dirty = False
        return True

    def _draw_inner(self) -> None:
        if self.inner.is_overlay:
            backdrop.draw_night_sky(self._picture)  # a question drawn over the screen below: here, over the sky
        with layout.touch_floor(self.screen.target_px, self.screen.text_px):
            self.inner.draw(self._picture)

    def forget_pictures(self) -> None:
        self._drawn_on = None
        self._dirty = True
        for panel in self.notes.values():
            panel.repaint_all()

    def _copy_middle(self, surface: pygame.Surface) -> None:
        """The middle's picture twice: upright for the near side, turned half round for the far side."""
        for copy in self.copies:
            if copy.rotation % 360 == 180:
                blit_half_turned(surface, self._picture, (copy.area.x, copy.area.y))
            else:
                blit_facing(surface, self._picture, copy.area, copy.rotation)

    @staticmethod
    def _notes_words(panel: HeldPanel) -> tuple[str, list[str]]:
        return t("table.notes.release") if panel.is_open else t("table.notes.hold"), [t("table.notes.curtain")]

    def _draw_band(self, surface: pygame.Surface, seat: int, place) -> None:
        key = (current_language(), self.flow.names[seat])
        cached = self._bands.get(seat)
        if cached is None or cached[0] != key:
            picture = upright_surface(place.zone, place.rotation)
            paint_band(picture, picture.get_rect(), self.screen, seat, self.flow.names[seat], t("table.zone.public"),
                       lit=False)
            cached = (key, picture)
            self._bands[seat] = cached
        blit_facing(surface, cached[1], place.zone, place.rotation)

    # ----- demo -----------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """The middle's screen is played from either long side, at random; open notes are read and closed."""
        from driver.protocol import Hold, Tap as TapGesture
        from driver.table_protocol import Touch
        from table.rotation import to_screen

        plans: list = []
        for seat, panel in self.notes.items():
            if seat not in busy:
                plans += panel.demo_plan(rng_for(seat), wish, 300 + 2 * seat)
        if "middle" in busy or self.notes:
            return plans
        rng = rng_for("middle")
        for gesture in self.inner.demo_plan(rng, wish):
            copy = self.copies[rng.randrange(2)]
            if isinstance(gesture, (TapGesture, Hold)):
                pos = to_screen(gesture.pos[0] + 0.5, gesture.pos[1] + 0.5, copy.area, copy.rotation)
                seconds = gesture.seconds if isinstance(gesture, Hold) else 0.06
                plans.append(Touch("middle", 200, pos, seconds))
                break
        return plans
