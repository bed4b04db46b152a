"""A tablet screen on the table, drawn once at the size of one facing copy and shown twice, facing both long sides.

The screen inside (the discussion, the title, Settings, Rules at a glance...) is drawn into one upright picture
the size of a ``table.seats.FacingCopy``; that picture is shown upright in the copy facing the bottom side and
turned half round in the copy facing the top side. A finger on either copy is the screen's one pointer
(``scenes.kit.hosted_pointer``), in the screen's own pixels as that copy's reader sees them. While it builds and
draws, the screen keeps the table's minimums: 20 mm targets and 5 mm words on the glass.

Subclasses add what lies around the copies (``covered_around``, ``draw_around``) and over them
(``draw_over``, ``draw_changes_over``), and the zones of their own (``extra_zones``, ``on_extra_input``).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from app import backdrop, layout
from program.i18n import current_language
from app.scene import Scene
from art.facing import blit_facing, blit_half_turned, to_pygame, upright_surface
from scenes.kit.hosted_pointer import HostedPointer
from scenes.kit.table_scene import TableScene
from table.physical import TableScreen
from table.rect import Rect
from table.seats import FacingCopy
from table.touch_events import ZoneInput
from app.plan_lookup import plan_for
from app.gestures import Hold, Tap as TapGesture
from table.gestures import Touch
from table.rotation import own_size, to_screen

COPY = "copy"
# The last host's picture, for the next host of a copy of its size: the middle's picture made anew when the next
# public screen came took 7 ms of the tap that brought it at 4K (the first touch of 12 MB).
_spare_picture: list[pygame.Surface] = []


def _picture_for(copy: FacingCopy) -> pygame.Surface:
    """An upright picture of the copy's own size (painted over whole): the last host's when it has that size."""
    if _spare_picture and _spare_picture[0].get_size() == own_size(copy.area, copy.rotation):
        return _spare_picture.pop()
    return upright_surface(copy.area, copy.rotation)


def _keep_spare_picture(picture: pygame.Surface | None) -> None:
    _spare_picture.clear()
    if picture is not None:
        _spare_picture.append(picture)


class FacingHost(TableScene):
    draws_changes_after_input = True  # input reaches the hosted screen, which is then painted again

    def __init__(self, app, screen: TableScreen, copies: tuple[FacingCopy, FacingCopy], inner: Scene) -> None:
        super().__init__(app, screen)
        self.inner = inner
        self.copies = copies
        inner.size = copies[0].area.width, copies[0].area.height
        self.pointer = HostedPointer()
        self._picture: pygame.Surface | None = None  # the hosted screen's picture, while the host is shown
        self._drawn_on: pygame.Surface | None = None  # the surface that got the last whole frame, and in what state
        self._drawn_state: Hashable = None
        self._drawn_language = ""
        self._drawn_once = False
        self._dirty = True

    # Scene's is a class constant; the host's follows the screen it hosts, so it is a property here.
    @property
    def offers_rules(self) -> bool:  # type: ignore[override]
        """Rules at a glance may open over the hosted screen where the tablet's screen offers it."""
        return self.inner.offers_rules

    @property
    def hosted_scenes(self) -> tuple:
        return (self.inner,)

    # ----- lifecycle ------------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        if self._picture is None:
            self._picture = _picture_for(self.copies[0])
        # The hosted screen's buttons 20 mm and its words 5 mm on the glass.
        self.inner.touch_floor_px, self.inner.text_floor_px = self.screen.target_px, self.screen.text_px
        self.inner.on_enter()
        self.set_zones()

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The hosted screen prepares itself at its own size (it is public: both sides see it)."""
        return [self._with_floor(step) for step in self.inner.prepare_steps()]

    def _with_floor(self, step: Callable[[], object]) -> Callable[[], object]:
        def floored() -> object:
            with layout.touch_floor(self.screen.target_px, self.screen.text_px, self.screen.cjk_text_px):
                return step()
        return floored

    def on_exit(self) -> None:
        self.inner.on_exit()
        self.inner.release_ui()

    def release_ui(self) -> None:
        """Gone for good, or covered (no fade still draws it): the pictures go too, 16 MB each at 4K; showing the
        host again paints them anew."""
        super().release_ui()
        self.inner.forget_pictures()
        _keep_spare_picture(self._picture)
        self._picture = None

    def on_covered(self) -> None:
        """A full screen lies over the table (a game over the title): the hosted screen gives back its widgets too,
        built again on return."""
        super().on_covered()
        if self.inner.uses_gui:
            self.inner.covered = True
            self.inner.on_covered()

    def on_resume(self) -> None:
        super().on_resume()
        self._show_inner_again()  # on top again: the scene manager uncovers this host just after

    def _show_inner_again(self) -> None:
        """The table is shown again after a full screen lay over it: the hosted screen builds its widgets anew."""
        if self.inner.covered:
            self.inner.covered = False
            self.inner.rebuild_ui()
            self._dirty = True

    def on_language_changed(self) -> None:
        super().on_language_changed()
        self.inner.on_language_changed()
        self._dirty = True

    def set_zones(self) -> None:
        zones: dict[Hashable, tuple[Rect, int]] = dict(self.extra_zones())
        for index, copy in enumerate(self.copies):
            zones[(COPY, index)] = (copy.area, copy.rotation)
        self.set_touch_zones(zones)

    def extra_zones(self) -> dict[Hashable, tuple[Rect, int]]:
        """Zones besides the two copies (override)."""
        return {}

    # ----- input ----------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        if not (isinstance(item.zone, tuple) and item.zone[0] == COPY):
            self.on_extra_input(item, pos)
            return
        for event in self.pointer.events_for(item, pos):
            self.inner.handle_event(event)
        self._dirty = True

    def on_extra_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        """Input in a zone of ``extra_zones`` (override)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if getattr(event, "ui_element", None) is not None or event.type == pygame.KEYDOWN:
            self._dirty = True
            return self.inner.handle_event(event)
        return super().handle_event(event)

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.covered:
            self._show_inner_again()
        super().update(dt)
        self.inner.update(dt)

    def update_hidden(self, dt: float) -> None:
        """Clocks of the hosted screen keep running under a full screen (the discussion's, under the rules)."""
        self.inner.update_hidden(dt)

    def is_animating(self) -> bool:
        return self.inner.is_animating()

    def wants_frame(self) -> bool:
        return not self._drawn_once or self._dirty or self.inner.wants_frame()

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        covered = [to_pygame(copy.area) for copy in self.copies] + self.covered_around()
        backdrop.draw_night_sky_around(surface, covered)  # the copies and what lies around them cover the rest
        self.draw_around(surface)
        lang = current_language()
        if self._picture is None or self._dirty or not self._drawn_once or lang != self._drawn_language \
                or self.inner.wants_frame():
            self._draw_inner()
        self._copy_middle(surface)
        self.draw_over(surface)
        self._drawn_on, self._drawn_state, self._drawn_language = surface, self.frame_state(), lang
        self._drawn_once = True
        self._dirty = False

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """The hosted screen is painted again only when it moves or was touched, and then copied twice; what lies
        around it stays as it was. ``surface`` must be the one the last whole frame went to, in the same state
        (``frame_state``) and language."""
        if surface is not self._drawn_on or self.frame_state() != self._drawn_state \
                or current_language() != self._drawn_language:
            return False
        if self._dirty or self.inner.wants_frame():
            self._draw_inner()
            self._copy_middle(surface)
        self.draw_changes_over(surface)
        self._dirty = False
        return True

    def covered_around(self) -> list[pygame.Rect]:
        """What ``draw_around`` and ``draw_over`` paint whole, so no night sky is drawn under it (override)."""
        return []

    def draw_around(self, surface: pygame.Surface) -> None:
        """What lies around the copies, on a whole frame (override)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What lies over the copies, on a whole frame (override)."""

    def draw_changes_over(self, surface: pygame.Surface) -> None:
        """What changed over the copies since the last frame (override)."""

    def frame_state(self) -> Hashable:
        """Whatever, when changed, needs a whole frame (override)."""
        return None

    def _draw_inner(self) -> None:
        if self._picture is None:
            self._picture = _picture_for(self.copies[0])
        if self.inner.is_overlay:
            backdrop.draw_night_sky(self._picture)  # a question drawn over the screen below: here, over the sky
        with layout.touch_floor(self.screen.target_px, self.screen.text_px, self.screen.cjk_text_px):
            self.inner.draw(self._picture)

    def forget_pictures(self) -> None:
        self._drawn_on = None
        self._dirty = True

    def _copy_middle(self, surface: pygame.Surface) -> None:
        """The hosted picture twice: upright for the near side, turned half round for the far side."""
        assert self._picture is not None  # drawn just before
        for copy in self.copies:
            if copy.rotation % 360 == 180:
                blit_half_turned(surface, self._picture, (copy.area.x, copy.area.y))
            else:
                blit_facing(surface, self._picture, copy.area, copy.rotation)

    # ----- demo -----------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """The hosted screen is played from either long side, at random."""
        if "middle" in busy:
            return []
        return self.middle_demo_plan(rng_for("middle"), wish)

    def middle_demo_plan(self, rng, wish) -> list:
        # The hosted screen's own plan, found as the demo driver finds it (app.plan_lookup).
        plan = plan_for(self.inner)
        for gesture in plan(self.inner, rng, wish) if plan is not None else []:
            copy = self.copies[rng.randrange(2)]
            if isinstance(gesture, (TapGesture, Hold)):
                pos = to_screen(gesture.pos[0] + 0.5, gesture.pos[1] + 0.5, copy.area, copy.rotation)
                seconds = gesture.seconds if isinstance(gesture, Hold) else 0.06
                return [Touch("middle", 200, pos, seconds)]
        return []
