"""A game's public screen on the table: drawn once at the size of half the middle, shown twice, facing both long sides.

The discussion, the reveal and the replay are the tablet's own screens (drawn only from public views). Here each
is drawn into one picture the size of a facing copy of the middle (``table.seats.facing_copies``), shown upright
for the bottom side and turned half round for the top side; a finger on either copy is the screen's pointer
(``scenes.kit.facing_host``). Around it each seat's zone shows its name, facing its seat. "My notes" opens in
the seat's own panel, behind its hold; while it is open, both copies move clear of it.

The players at the ends of the table would read both copies sideways, so the middle turns: while anyone sits at
an end, a tap on an end seat's zone turns the two copies to face the two ends (one at each end of the middle,
``table.seats.end_facing_copies``), and a tap on a long side's zone turns them back. The zones of the side
without a copy say so; the screen inside is laid out again at the turned copies' size. The next public
screen (the reveal after the vote, the replay) faces where the last one was turned.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, cast

import pygame

from app import layout
from program.i18n import current_language, t
from app.scene import Scene
from art.facing import to_pygame, turned, upright_surface
from scenes.cheese_thief.notes import NotesScene
from scenes.kit.facing_host import FacingHost
from scenes.table.held_panel import HeldPanel
from scenes.table.panel_art import paint_band
from scenes.table.table_flow_protocol import TableFlowShape
from table.clear_copies import copies_clear_of
from table.rotation import own_size
from table.touch_events import Tap, ZoneInput

# A copy of the middle this big (a 4K table's: 3520x912) takes its moving screen's frames in turns: one paints the
# hosted screen (the reveal's still layer and what moves over it, 4-7 ms) and the next copies it to both sides (4-5
# ms), instead of one frame doing both (8-15 ms). The middle then moves 30 times a second, both copies together.
ALTERNATE_COPY_PIXELS = 3840 * 2160 // 4


class SeatNotesScene(NotesScene):
    """A seat's notes inside its panel: "Close" folds the panel back into its zone."""

    def __init__(self, flow: TableFlowShape, seat: int, size: tuple[int, int], on_close) -> None:
        super().__init__(flow, seat)
        self.size = size
        self.on_close = on_close

    def close(self) -> None:
        self.on_close(self.seat)

    def update(self, dt: float) -> None:
        Scene.update(self, dt)  # no idle timeout: letting go of the panel already hides it


class FacingTwiceScene(FacingHost):
    """A game's public screen in the middle, around it each seat's name, facing it, and open notes in panels."""

    def __init__(self, flow: TableFlowShape, inner: Scene) -> None:
        sitting = flow.sitting
        super().__init__(flow.app, sitting.screen, sitting.copies, inner)
        self.flow = flow
        self.notes: dict[int, HeldPanel] = {}
        self._bands: dict[int, tuple[object, pygame.Surface]] = {}
        self.middle_copies = sitting.copies  # where the copies go with no notes open
        self.facing_ends = False  # the copies turned to the ends of the table
        self._refit = False  # notes opened or closed: the copies move clear of them before the next frame
        self._copy_due = False  # the hosted screen was painted in the last frame, its copies come in this one
        self.middle_behind = False  # the copies show the hosted screen as painted a frame before (see above)

    @property
    def hosted_scenes(self) -> tuple:
        return (self.inner, *(panel.scene for panel in self.notes.values() if panel.scene is not None))

    def on_enter(self) -> None:
        super().on_enter()
        if self.flow.middle_faces_ends:  # the next public screen faces where the last one was turned
            self.turn_middle(True)

    def prepare_steps(self) -> list[Callable[[], object]]:
        """Each seat's band painted ahead, a step each (all eight in the fade's first frame took it to 16-20 ms at
        4K), then the hosted screen's own steps."""
        places = self.flow.sitting.places
        bands: list[Callable[[], object]] = [partial(self._band_picture, seat, places[seat])
                                             for seat in range(len(places))]
        return bands + super().prepare_steps()

    def on_exit(self) -> None:
        super().on_exit()
        for panel in self.notes.values():
            panel.discard()

    def extra_zones(self) -> dict:
        zones = {("turn", seat): (self.flow.sitting.places[seat].zone, self.flow.sitting.places[seat].rotation)
                 for seat in self.turning_seats() if seat not in self.notes}
        zones.update({("notes", seat): (panel.panel.rect, panel.panel.rotation) for seat, panel in self.notes.items()})
        return zones

    # ----- the middle turning to the ends ----------------------------------------------------------------------
    def turning_seats(self) -> tuple[int, ...]:
        """The seats whose zone turns the middle to their side: the side without a copy facing it."""
        sitting = self.flow.sitting
        ends = sitting.end_seats
        if not ends:
            return ()
        return tuple(seat for seat in range(sitting.player_count) if (seat in ends) != self.facing_ends)

    def turn_middle(self, to_ends: bool) -> None:
        """The copies face the ends of the table, or the long sides again."""
        if to_ends == self.facing_ends or (to_ends and not self.flow.sitting.end_seats):
            return
        self.facing_ends = self.flow.middle_faces_ends = to_ends
        self.middle_copies = self.flow.sitting.end_copies if to_ends else self.flow.sitting.copies
        self.set_zones()
        self._dirty = self._refit = True

    # ----- notes in a seat's panel ----------------------------------------------------------------------------
    def open_notes(self, seat: int) -> None:
        if seat in self.notes:
            return
        panel = self.flow.sitting.panels[seat]
        self.notes[seat] = HeldPanel(self.screen, panel, seat, self.flow.names[seat],
                                     lambda size: SeatNotesScene(self.flow, seat, size, self.close_notes))
        self.set_zones()
        self._dirty = self._refit = True

    def close_notes(self, seat: int) -> None:
        panel = self.notes.pop(seat, None)
        if panel is not None:
            panel.discard()
            self.set_zones()
            self._dirty = self._refit = True

    def _fit_copies(self) -> None:
        """Open notes panels reach into the middle: both copies move clear of them, so no reader loses the clock
        or a button under someone's notes (``table.clear_copies``). The middle's screen is laid out again at the
        copies' new size."""
        self._refit = False
        copies = copies_clear_of(self.middle_copies, [panel.panel.rect for panel in self.notes.values()],
                                 self.screen.gap_px)
        if copies == self.copies:
            return
        self.copies = copies
        self.set_zones()  # a finger on the old copies is cancelled
        self._picture = upright_surface(copies[0].area, copies[0].rotation)
        self.inner.on_resize(own_size(copies[0].area, copies[0].rotation))
        self.forget_pictures()

    # ----- input ----------------------------------------------------------------------------------------------
    def on_extra_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        kind, seat = cast(tuple[str, int], item.zone)  # this screen's zones are (kind, seat)
        if kind == "turn":
            if isinstance(item, Tap) and seat in self.turning_seats():
                self.turn_middle(seat in self.flow.sitting.end_seats)
            return
        self.notes[seat].hear(item, pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        element = getattr(event, "ui_element", None)
        if element is not None:
            for panel in list(self.notes.values()):
                if panel.owns(element) and panel.scene is not None:
                    panel.scene.handle_event(event)
                    panel.changed = True
                    return True
        return super().handle_event(event)

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._refit:
            self._fit_copies()
        super().update(dt)
        for panel in self.notes.values():
            if panel.is_open and panel.scene is not None:
                panel.scene.update(dt)

    def is_animating(self) -> bool:
        return super().is_animating() or self._copy_due or any(panel.is_open for panel in self.notes.values())

    def wants_frame(self) -> bool:
        return super().wants_frame() or self._copy_due or any(panel.wants_frame() for panel in self.notes.values())

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # paints the hosted screen if it moved, and copies it: nothing is left due
        self._copy_due = self.middle_behind = False

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """As the host's, but a big middle that only moved (no input) is painted in one frame and copied in the
        next (``ALTERNATE_COPY_PIXELS``)."""
        if surface is not self._drawn_on or self.frame_state() != self._drawn_state \
                or current_language() != self._drawn_language:
            return False
        if not (self._dirty or self._copy_due) and self.inner.wants_frame() and self._draw_inner_changes(surface):
            self.draw_changes_over(surface)
            return True
        area = self.copies[0].area
        if self._dirty or area.width * area.height < ALTERNATE_COPY_PIXELS:
            drew = super().draw_changes(surface)
            if drew:
                self._copy_due = self.middle_behind = False
            return drew
        if self._copy_due:
            self._copy_middle(surface)
            self._copy_due = False
        elif self.inner.wants_frame():
            self._draw_inner()
            self._copy_due = self.middle_behind = True
        self.draw_changes_over(surface)
        return True

    def _draw_inner_changes(self, surface: pygame.Surface) -> bool:
        """The hosted screen paints only what changed on its picture (the discussion's digits each second), and
        only those areas are copied to both sides, at once: no alternating, no whole middle copied twice."""
        if self._picture is None or any(copy.rotation % 180 for copy in self.copies):
            return False  # copies facing the ends are turned a quarter: copied whole, as before
        with layout.touch_floor(self.screen.target_px, self.screen.text_px, self.screen.cjk_text_px):
            if not self.inner.draw_changes(self._picture):
                return False
        picture = self._picture
        width, height = picture.get_size()
        for changed in self.inner.changed_areas(picture):
            changed = changed.clip(picture.get_rect())
            for copy in self.copies:
                if copy.rotation % 360 == 180:  # the far side's copy: the same area turned half round
                    turned_area = pygame.transform.flip(picture.subsurface(changed), True, True)
                    surface.blit(turned_area, (copy.area.x + width - changed.right, copy.area.y + height - changed.bottom))
                else:
                    surface.blit(picture, (copy.area.x + changed.x, copy.area.y + changed.y), changed)
        return True

    def covered_around(self) -> list[pygame.Rect]:
        covered = [to_pygame(panel.panel.rect) for panel in self.notes.values()]
        return covered + [to_pygame(place.zone) for seat, place in enumerate(self.flow.sitting.places)
                          if seat not in self.notes]

    def draw_around(self, surface: pygame.Surface) -> None:
        for seat, place in enumerate(self.flow.sitting.places):
            if seat not in self.notes:
                self._draw_band(surface, seat, place)

    def draw_over(self, surface: pygame.Surface) -> None:
        for panel in self.notes.values():
            panel.paint(*self._notes_words(panel))
            surface.blit(panel.turned_picture(), (panel.panel.rect.x, panel.panel.rect.y))

    def draw_changes_over(self, surface: pygame.Surface) -> None:
        for panel in self.notes.values():
            panel.blit_changes(surface, panel.paint(*self._notes_words(panel)))

    def frame_state(self) -> tuple[object, ...]:
        """Opening or closing notes, or turning the middle, changes what lies around the copies: a whole frame."""
        return (self.facing_ends, *sorted(self.notes))

    def forget_pictures(self) -> None:
        super().forget_pictures()
        for panel in self.notes.values():
            panel.repaint_all()

    @staticmethod
    def _notes_words(panel: HeldPanel) -> tuple[str, list[str]]:
        return t("table.notes.release") if panel.is_open else t("table.notes.hold"), [t("table.notes.curtain")]

    def _draw_band(self, surface: pygame.Surface, seat: int, place) -> None:
        surface.blit(self._band_picture(seat, place), (place.zone.x, place.zone.y))

    def _band_picture(self, seat: int, place) -> pygame.Surface:
        """The seat's band, kept turned to face it: turning eight bands in each whole frame took 3-7 ms at 4K."""
        message = t("table.zone.turn_middle") if seat in self.turning_seats() else t("table.zone.public")
        key = (current_language(), self.flow.names[seat], message)
        cached = self._bands.get(seat)
        if cached is None or cached[0] != key:
            picture = upright_surface(place.zone, place.rotation)
            paint_band(picture, picture.get_rect(), self.screen, seat, self.flow.names[seat], message, lit=False)
            cached = (key, turned(picture, place.rotation))
            self._bands[seat] = cached
        return cached[1]

    # ----- demo -----------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """The middle's screen is played from either long side, at random; open notes are read and closed."""
        plans: list = []
        for seat, panel in self.notes.items():
            if seat not in busy:
                plans += panel.demo_plan(rng_for(seat), wish, 300 + 2 * seat)
        if "middle" in busy or self.notes:
            return plans
        return plans + self.middle_demo_plan(rng_for("middle"), wish)
