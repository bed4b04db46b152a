"""Table mode's first screen: players take their places by touching "Sit here" at their own edge, type their
names on a keyboard in their own panel, and choose the game's options in the shared middle (shown twice, facing
both long sides). Start hands the sitting, in seat order, and the game setup on."""
from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Callable, cast

import pygame

from app import backdrop, layout
from program import i18n
from program.i18n import current_language, t
from app.frames.scene_hooks import heavy_step
from art.facing import blit_facing, to_pygame, upright_surface
from art.seated_table import Piece
from art.surfaces import give_back, opaque_surface
from play.setup import GameSetup, VoteMode
from scenes.cheese_thief.setup import default_name
from scenes.table.keyboard import seat_keyboard_layout
from scenes.table.panel_art import manager_size, shielded_rect
from scenes.table.curtains_ahead import curtains_ahead
from scenes.kit.table_scene import TableScene
from scenes.table.seating_paint import (
    FIRST_LOOK,
    NEXT_PAGE,
    PanelLook,
    open_arrow_face,
    open_key_fonts,
    paint_middle,
    paint_panel,
    paint_sit_zone,
)
from scenes.kit.widgets.onscreen_keyboard import BACKSPACE, CANDIDATE_ROW, SHIFT, SPACE, press_pinyin, rows_for
from table.panels import SeatPanel, seat_panels
from table.physical import TableScreen
from table.rect import Rect
from table.rotation import own_size, to_screen
from table.seating_layout import MiddleLayout, PanelLayout, middle_layout, seating_copies, sit_target
from table.seating_state import SeatingState
from table.panels import seatable_places
from table.seats import FacingCopy, SeatPlace, zone_size
from table.sitting import TableSitting
from table.touch_events import Tap, ZoneInput
from scenes.cheese_thief.warm_ups import card_faces, table_screen_imports
from table.gestures import Touch


# Areas painted again in one frame after input: eight players sitting down in the same frame had all eight panels
# painted and turned in it (18-32 ms at 1920x1080); the others follow in the next frames, a sixtieth apart.
AREAS_PER_FRAME = 3


class TableSeatingScene(TableScene):
    draws_changes_after_input = True  # a finger changes what some areas show; only those are painted again

    def __init__(self, app, screen: TableScreen, on_start: Callable[[TableSitting, GameSetup], None],
                 on_back: Callable[[], object]) -> None:
        super().__init__(app, screen)
        self.on_start = on_start
        self.on_back = on_back
        self.places: tuple[SeatPlace, ...] = seatable_places(screen)
        self.panels: dict[SeatPlace, SeatPanel] = {panel.place: panel for panel in seat_panels(screen, self.places)}
        # The middle keeps clear of every panel that could open, so it does not move as people sit down.
        self.copies: tuple[FacingCopy, FacingCopy] = seating_copies(screen, self.places, tuple(self.panels.values()))
        self.state = SeatingState(self.places, default_name)
        self._panel_layouts: dict[tuple[SeatPlace, str], PanelLayout] = {}
        self._keyboards: dict[object, tuple[pygame.Rect, pygame.Surface]] = {}  # pages of keys, painted once
        self._frame: pygame.Surface | None = None
        self._shown: dict[object, tuple[Rect, object]] = {}  # what each area of the kept frame shows
        self._upright: dict[tuple[object, Rect], pygame.Surface] = {}  # each area's picture, painted over again
        self._faces_queued: set[tuple[tuple[int, int], str]] = set()  # (page size, language) whose card faces are queued
        self._behind = False  # some areas still show an older look: the next frames paint them

    # ----- layouts ----------------------------------------------------------------------------------------------
    def sit_target(self, place: SeatPlace) -> Rect:
        return sit_target(self.screen, own_size(place.zone, place.rotation))

    def panel_layout(self, place: SeatPlace) -> PanelLayout:
        key = (place, i18n.current_language())
        if key not in self._panel_layouts:
            self._panel_layouts[key] = seat_keyboard_layout(self.screen, self.panels[place].own_size)
        return self._panel_layouts[key]

    def middle_layout(self, copy: FacingCopy) -> MiddleLayout:
        return middle_layout(self.screen, own_size(copy.area, copy.rotation), self.state.fall_mouse_offered)

    def _zones(self) -> dict[object, tuple[Rect, int]]:
        zones: dict[object, tuple[Rect, int]] = {}
        for index, place in enumerate(self.places):
            if place in self.state.taken:
                zones[("panel", index)] = (self.panels[place].rect, place.rotation)
            else:
                zones[("sit", index)] = (place.zone, place.rotation)
        for index, copy in enumerate(self.copies):
            zones[("middle", index)] = (copy.area, copy.rotation)
        return zones

    def on_enter(self) -> None:
        super().on_enter()
        self.set_touch_zones(self._zones())
        self.app.frames.warm_up.add_all(table_screen_imports())

    def prepare_steps(self) -> list[Callable[[], object]]:
        """During the fade, a step each: the kept frame's sky, each area of the first frame painted into it, then
        each place's keyboard laid out, the keys' faces opened and each place's panel painted as first seen
        (players who sit down at once would otherwise have all their panels laid out and painted in the frame of
        their taps)."""
        # The kept frame is a screen-sized picture, made and covered with the sky in a step of its own.
        steps: list[Callable[[], object]] = [lambda: self._update_frame(self.size, most=0)]
        steps += [lambda: self._update_frame(self.size, most=1) for _ in range(len(self.places) + len(self.copies))]
        steps += [partial(self.panel_layout, place) for place in self.places]
        # The arrows' face and the keys' fonts opened, each in a frame of its own (the arrows' CJK face alone takes
        # 8-11 ms), then each place's panel as first seen, keys and all (opening the fonts of their sizes took 10 ms
        # in the frame where five players sat down at once).
        steps.append(heavy_step(lambda: open_arrow_face(self.screen)))
        steps.append(heavy_step(lambda: open_key_fonts(self.screen, [self.panel_layout(place) for place in self.places])))
        return steps + [lambda place=place: self._paint_first_look(place) for place in self.places]

    def _paint_first_look(self, place: SeatPlace) -> None:
        """The panel a player first sees on sitting down at ``place``, no name typed yet, painted ahead into the
        picture its area will use: its first page of keys (kept in ``_keyboards``), the hint and the buttons (their
        lines remembered by ``app.fonts.render``). The frame in which players sit down then paints only the names:
        painting whole panels there took it to 13-19 ms."""
        paint_panel(self._upright_picture(place, self.panels[place].rect, place.rotation), self.screen,
                    self.panel_layout(place), FIRST_LOOK, self._keyboards)

    def _upright_picture(self, key: object, rect: Rect, rotation: int) -> pygame.Surface:
        picture = self._upright.get((key, rect))
        if picture is None:
            picture = self._upright[(key, rect)] = upright_surface(rect, rotation)
        return picture

    def _reserve_widget_managers(self) -> None:
        """While players sit down, the widget managers the game's first screens will ask for are made ahead, for
        the panels and the middle as they stand now (each seat's turn, then the middle's public screen), and the
        card faces of the first page of every turn at the panels' sizes."""
        if not self.state.taken:
            return
        sitting = TableSitting.of(self.screen, self.state.taken)
        depth = zone_size(self.screen).depth
        # A seat's turn shows in the shielded part of its panel (``HeldPanel.page``), its widgets on a manager
        # scaled for the table's least words (``Scene.manager_size``).
        pages = Counter(shielded_rect(panel.own_size, depth, self.screen).size for panel in sitting.panels)
        for size in sorted(pages):
            # One manager for each seat's turn: they are made in one fade.
            self.app.frames.reserve_ui_manager(manager_size(size, self.screen.text_px), pages[size])
            faces_key = (size, current_language())
            if faces_key in self._faces_queued:
                continue  # listing them again translated every card's title (eight seats in one step: 13 ms at 4K)
            self._faces_queued.add(faces_key)
            with layout.touch_floor(self.screen.target_px, self.screen.text_px, self.screen.cjk_text_px):  # as the turns lay them out
                self.app.frames.warm_up.add_all(card_faces(self.app, ("card",), size))  # the first page of every first turn
        self.app.frames.reserve_ui_manager((sitting.copies[0].area.width, sitting.copies[0].area.height))
        self.app.frames.warm_up.add_all(curtains_ahead(sitting))

    # ----- input ------------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        if not isinstance(item, Tap):
            return  # one physical tap is one action; drags, holds and cancels do nothing here
        kind, index = cast(tuple[str, int], item.zone)  # this screen's zones are (kind, index)
        if kind == "sit":
            self._sit(self.places[index])
        elif kind == "panel":
            self._panel_tap(self.places[index], pos)
        elif kind == "middle":
            self._middle_tap(self.middle_layout(self.copies[index]).button_at(*pos))

    def _sit(self, place: SeatPlace) -> None:
        if self.state.sit(place):
            self.set_touch_zones(self._zones())
            self._reserve_widget_managers()

    def _panel_tap(self, place: SeatPlace, pos: tuple[float, float]) -> None:
        if place not in self.state.taken:
            return
        layout = self.panel_layout(place)
        entry = self.state.taken[place]
        if layout.leave.contains(*pos):
            self.state.leave(place)
            self.set_touch_zones(self._zones())
            self._reserve_widget_managers()
        elif layout.done.contains(*pos):
            self.state.edit(place) if entry.named else self.state.finish(place)
        elif not entry.named:
            key = layout.keys.key_at(entry.page, *pos)
            if key is not None:
                self.press_key(place, key, len(layout.keys.pages))

    def press_key(self, place: SeatPlace, key: str, page_count: int) -> None:
        entry = self.state.taken[place]
        if CANDIDATE_ROW in rows_for(current_language()) and key not in (SHIFT, NEXT_PAGE):
            typed = key.upper() if entry.shifted and key != "ß" else key
            taken, text = press_pinyin(entry.pinyin, key, typed)
            if taken:
                if text:
                    self.state.type_typed_text(place, text)
                if len(key) == 1:
                    entry.shifted = False
                return
        if key == SHIFT:
            self.state.toggle_shift(place)
        elif key == BACKSPACE:
            self.state.backspace(place)
        elif key == NEXT_PAGE:
            self.state.turn_page(place, page_count)
        else:
            self.state.type_text(place, " " if key == SPACE else key)

    def _middle_tap(self, button: str | None) -> None:
        if button == "vote_point":
            self.state.vote_mode = VoteMode.POINT
        elif button == "vote_secret":
            self.state.vote_mode = VoteMode.SECRET
        elif button == "fall_mouse":
            self.state.toggle_fall_mouse()
        elif button == "back":
            self.release_all_touches()
            self.on_back()
        elif button == "start" and self.state.ready:
            self.start()

    def start(self) -> None:
        setup = self.state.game_setup(int(self.app.settings.discussion_seconds))
        sitting = TableSitting.of(self.screen, self.state.taken)
        self.release_all_touches()
        self.on_start(sitting, setup)

    # ----- drawing ----------------------------------------------------------------------------------------------
    def status_lines(self) -> tuple[str, str]:
        count = t("table.seating.count", seated=self.state.seated, named=self.state.named)
        return count, t("table.seating.ready") if self.state.ready else t("table.seating.not_ready")

    def panel_looks(self) -> dict[SeatPlace, PanelLook]:
        problems = self.state.problems()
        return {place: PanelLook(self.state.name(place), entry.custom is None, problems[place], entry.named,
                                 entry.shifted, entry.page, entry.pinyin.letters, entry.pinyin.shown())
                for place, entry in self.state.taken.items()}

    def _areas(self) -> list[tuple[object, Rect, int, object, Piece]]:
        """Every area of the screen with what it shows now: (key, screen rect, rotation, look, painter)."""
        lang = i18n.current_language()
        areas: list[tuple[object, Rect, int, object, Piece]] = []
        looks = self.panel_looks()
        for place in self.places:
            if place in looks:
                panel, layout, look = self.panels[place], self.panel_layout(place), looks[place]
                areas.append((place, panel.rect, place.rotation, (lang, look),
                              lambda into, layout=layout, look=look: paint_panel(into, self.screen, layout, look,
                                                                                 self._keyboards)))
            else:
                target = self.sit_target(place)
                areas.append((place, place.zone, place.rotation, lang,
                              lambda into, target=target: paint_sit_zone(into, self.screen, target)))
        status = self.status_lines()
        selected = {"vote_point" if self.state.vote_mode is VoteMode.POINT else "vote_secret"}
        if self.state.fall_mouse:
            selected.add("fall_mouse")
        if self.state.ready:
            selected.add("start")
        enabled = {"vote_point", "vote_secret", "fall_mouse", "back"} | ({"start"} if self.state.ready else set())
        middle_look = (lang, status, frozenset(selected), frozenset(enabled), self.state.fall_mouse_offered)
        for index, copy in enumerate(self.copies):
            middle = self.middle_layout(copy)
            areas.append((("middle", index), copy.area, copy.rotation, middle_look,
                          lambda into, middle=middle: paint_middle(into, self.screen, middle, status, selected,
                                                                   enabled)))
        return areas

    def _update_frame(self, size: tuple[int, int], most: int | None = None) -> list[pygame.Rect]:
        """Paint again the areas of the kept frame whose look changed (at most ``most`` of them: the others wait
        for the next call); the screen rects that changed."""
        if self._frame is None or self._frame.get_size() != size:
            # A spare screen-sized picture when there is one; the sky comes from the backdrop's own cached picture
            # (a copy of it kept here, and this frame made as a copy of that, were two new 4K pictures, 20 ms each).
            give_back(self._frame)
            self._frame = opaque_surface(size)
            backdrop.draw_night_sky(self._frame)
            self._shown = {}
        changed: list[pygame.Rect] = []
        painted = 0
        self._behind = False
        for key, rect, rotation, look, paint in self._areas():
            shown = self._shown.get(key)
            if shown == (rect, look):
                continue
            if most is not None and painted >= most:
                self._behind = True
                break
            painted += 1
            if shown is not None and shown[0] != rect:  # a place taken or left: its panel and zone differ
                old = to_pygame(shown[0])
                self._frame.set_clip(old)
                backdrop.draw_night_sky(self._frame)  # the sky the place left shows again
                self._frame.set_clip(None)
                changed.append(old)
            picture = self._upright_picture(key, rect, rotation)
            paint(picture)
            blit_facing(self._frame, picture, rect, rotation)
            self._shown[key] = (rect, look)
            changed.append(to_pygame(rect))
        return changed

    def release_ui(self) -> None:
        """Gone or covered: the kept frame goes to the spare screen-sized pictures, for the next screen's fade."""
        super().release_ui()
        give_back(self._frame)
        self._frame = None

    def draw_background(self, surface: pygame.Surface) -> None:
        # The frame is kept, and only an area whose look changed is painted again: a keystroke repaints one
        # panel, not a whole 4K table.
        self._update_frame(surface.get_size())
        assert self._frame is not None  # made by _update_frame
        surface.blit(self._frame, (0, 0))

    def draw_changes(self, surface: pygame.Surface) -> bool:
        if self._frame is None or self._frame.get_size() != surface.get_size():
            return False
        for rect in self._update_frame(surface.get_size(), most=AREAS_PER_FRAME):
            surface.blit(self._frame, rect, rect)
        return True

    def wants_frame(self) -> bool:
        return self._behind or super().wants_frame()

    # ----- demo -------------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """The wished number of players sit down at once at places chosen by the seed, keep the names offered,
        and one of them sets the vote mode and the Fall Mouse as wished and starts, from either side."""
        if getattr(self, "_demo_places", None) is None:
            order = list(self.places)
            rng_for("places").shuffle(order)
            self._demo_places = order[:min(wish.players, len(order))]
        plans: list = []
        for index, place in enumerate(self.places):
            if index in busy or place not in self._demo_places:
                continue
            entry = self.state.taken.get(place)
            if entry is None:
                target, rect, rotation = self.sit_target(place), place.zone, place.rotation
            elif not entry.named:
                target, rect, rotation = self.panel_layout(place).done, self.panels[place].rect, place.rotation
            else:
                continue
            point = to_screen(target.x + target.width / 2, target.y + target.height / 2, rect, rotation)
            plans.append(Touch(index, 500 + index, point))
        if plans or "middle" in busy or self.state.named < len(self._demo_places):
            return plans
        wanted = "vote_secret" if wish.vote_mode == "secret" else "vote_point"
        button = wanted if self.state.vote_mode.value != wish.vote_mode else "start"
        if button == "start" and self.state.fall_mouse_offered and self.state.fall_mouse != wish.fall_mouse:
            button = "fall_mouse"
        rng = rng_for("middle")
        copy = self.copies[rng.randrange(2)]
        button_rect = self.middle_layout(copy).buttons.get(button)
        if button_rect is None:
            return []
        point = to_screen(button_rect.x + button_rect.width / 2, button_rect.y + button_rect.height / 2, copy.area,
                          copy.rotation)
        return [Touch("middle", 490, point)]


def seating_gallery_scenes(app, screen: TableScreen) -> list[tuple[str, TableSeatingScene]]:
    """The seating screen empty, with three seated and one of them typing, and with eight ready to start."""
    def fresh() -> TableSeatingScene:
        return TableSeatingScene(app, screen, lambda sitting, setup: None, lambda: None)

    empty = fresh()
    typing = fresh()
    places = typing.places
    for place in (places[0], places[len(places) // 2], places[-1]):
        typing.state.sit(place)
    typing.state.finish(places[-1])
    # A Chinese name by pinyin where the keyboard has a candidate row (王, then "xiao" with its candidates).
    pinyin = CANDIDATE_ROW in rows_for(current_language())
    for key in ("w", "a", "n", "g", CANDIDATE_ROW[1], *"xiao") if pinyin else (SHIFT, *"zoé"):
        typing.press_key(places[0], key, len(typing.panel_layout(places[0]).keys.pages))
    full = fresh()
    for place in full.places:
        full.state.sit(place)
        full.state.finish(place)
    return [("table-seating-empty", empty), ("table-seating-typing", typing), ("table-seating-ready", full)]
