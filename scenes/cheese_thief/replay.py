"""The night replayed with everything face up: hour by hour, then the followers and the votes.

Drawn from ``flow.public().report`` (the game is over, so nothing is secret any
more). Each page is one hour of the night (1-6), the last page is the morning
(followers and votes). Then "Play again" or back to the title.
"""
from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from art.clock import draw_clock
from art.sky import draw_sun
from art.cards import draw_card
from art.table import BACKDROP_PARTS, TABLE_BANDS, draw_backdrop, paint_backdrop_part
from art.gradient import radial_glow
from art.pointer import draw_vote_pointer
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table, paint_on, seated_table_pieces
from app.frames.scene_hooks import heavy_step
from game.cheese_thief.report import GameReport, PeekReport
from game.cheese_thief.roles import Role
from play.flow import Step, StepKind
from scenes.kit.face_up_table import (
    badge_radius,
    card_beside,
    draw_badge,
    draw_cups_and_cards,
    draw_follower_badges,
    draw_pointers,
    draw_seat_dice,
    nearer_last,
)
from scenes.kit.widgets.names import join_names
from scenes.kit.public_common import PublicPlayScene, draw_panel, draw_text_block
from scenes.cheese_thief.play_flow import PlayFlow

if TYPE_CHECKING:
    from scenes.cheese_thief.play_flow import PlayFlow

HOURS = 6
MORNING_PAGE = HOURS + 1
AUTOPLAY_SECONDS = 3.0
Button = pygame_gui.elements.UIButton


def peek_hour(report: GameReport, peek: PeekReport) -> int:
    """A peek happens at the peeker's (only) waking hour."""
    return report.wake_hours[peek.seat][0]


def hour_lines(report: GameReport, names: tuple[str, ...], hour: int) -> list[str]:
    """What happened at `hour`, in the reader's language."""
    awake = report.hours.get(hour, ())
    lines = [t("replay.awake", names=join_names([names[s] for s in awake])) if awake else t("replay.nobody_awake")]
    thief = report.roles.index(Role.THIEF)
    if hour == report.theft_hour:
        lines.append(t("replay.theft", name=names[thief]))
        if report.witnesses:
            lines.append(t("replay.witnesses", names=join_names([names[s] for s in report.witnesses])))
        else:
            lines.append(t("replay.no_witness"))
    elif hour < report.theft_hour and awake:
        lines.append(t("replay.cheese_there"))
    elif hour > report.theft_hour and awake:
        lines.append(t("replay.cheese_gone"))
    for peek in report.peeks:
        if peek_hour(report, peek) == hour:
            lines.append(t("replay.peek", name=names[peek.seat], target=names[peek.target],
                           value=" + ".join(str(v) for v in peek.saw)))
    return lines


def morning_lines(report: GameReport, names: tuple[str, ...]) -> list[str]:
    count = len(report.roles)
    thief = report.roles.index(Role.THIEF)
    if count == 4:
        lines = [t("replay.no_followers_four")]
    elif not report.followers:
        lines = [t("replay.no_followers")]
    elif count == 5 and len(report.witnesses) == 1:
        lines = [t("replay.follower_witness", name=names[report.followers[0]])]
    else:
        lines = [t("replay.followers_chosen", thief=names[thief], names=join_names([names[s] for s in report.followers]))]
    if report.votes is not None:
        lines.append(t("replay.votes_summary"))
    return lines


# The buttons under the replay, in the order they are built: (words, style, id, attribute of the scene).
REPLAY_BUTTONS = (
    ("replay.previous", "@secondary_button", "#replay_prev", "prev_button"),
    ("replay.autoplay", "@secondary_button", "#replay_auto", "auto_button"),
    ("replay.next", "@secondary_button", "#replay_next", "next_button"),
    ("replay.play_again", "@primary_button", "#play_again", "again_button"),
    ("replay.back_to_title", "@secondary_button", "#back_to_title", "title_button"),
)

class ReplayScene(PublicPlayScene["PlayFlow"]):
    backdrop_variant = "night"

    def __init__(self, flow: "PlayFlow", step: Step | None = None) -> None:
        super().__init__(flow, step)
        report = flow.public().report
        if report is None:
            raise ValueError("the replay needs a finished game")
        self.report: GameReport = report
        self.page = 1
        self.autoplay = False
        self.since_turn = 0.0
        self.table: TableLayout | None = None
        self.clock_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.prev_button: Button | None = None
        self.next_button: Button | None = None
        self.auto_button: Button | None = None
        self.again_button: Button | None = None
        self.title_button: Button | None = None
        self._button_rects: list[pygame.Rect] = []

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        for part in self.build_ui_parts(ui):
            part()

    def build_ui_parts(self, ui: pygame_gui.UIManager) -> list[Callable[[], object]]:
        """The layout and the first two buttons, then two more, then the last and the words' places: built whole
        ahead in one warm-up task while the reveal was shown, the replay took that step 20 ms."""
        return [partial(self._build_layout, ui), partial(self._build_buttons, ui, 2, 4),
                partial(self._build_buttons, ui, 4, 5)]

    def _build_layout(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        small_gap = max(2, gap // 2)
        button_h = layout.button_height(size)
        header_h = max(layout.min_touch_px(size), layout.scaled(72, size))
        self.title_rect = pygame.Rect(content.left, content.top, content.width, header_h)
        body = pygame.Rect(content.left, content.top + header_h + gap, content.width, content.height - header_h - gap)
        portrait = layout.is_portrait(size)
        table_area, side = layout.split_for_orientation(body, 0.52 if portrait else 0.58)
        side = side.inflate(0, -gap).move(0, gap // 2) if portrait else side.inflate(-gap, 0).move(gap // 2, 0)
        self.table = layout_table(size, self.flow.player_count, table_area)
        controls_h = 2 * button_h + small_gap
        controls = pygame.Rect(side.left, side.bottom - controls_h, side.width, controls_h)
        nav_row, end_row = layout.stack_vertical(controls, 2, button_h, small_gap)
        prev, auto, nxt = layout.stack_horizontal(nav_row, 3, nav_row.width, small_gap)
        again, title = layout.stack_horizontal(end_row, 2, end_row.width, small_gap)
        self._button_rects = [prev, auto, nxt, again, title]
        upper = pygame.Rect(side.left, side.top, side.width, controls.top - gap - side.top)
        clock_side = min(upper.width, upper.height * 2 // 5)
        self.clock_rect = pygame.Rect(0, 0, clock_side, clock_side)
        self.clock_rect.midtop = upper.midtop
        self.text_rect = pygame.Rect(upper.left, self.clock_rect.bottom + small_gap, upper.width, upper.bottom - self.clock_rect.bottom - small_gap)
        self._build_buttons(ui, 0, 2)

    def _build_buttons(self, ui: pygame_gui.UIManager, first: int, end: int) -> None:
        """The buttons ``first`` to ``end`` (excluded), in the order prev, autoplay, next, play again, title."""
        for index in range(first, end):
            key, cls, oid, attribute = REPLAY_BUTTONS[index]
            setattr(self, attribute, Button(self._button_rects[index], gui_key(key), ui,
                                            object_id=ObjectID(class_id=cls, object_id=oid)))
        if end == len(REPLAY_BUTTONS):
            self.refresh()

    def refresh(self) -> None:
        if self.prev_button is not None:
            self.prev_button.enable() if self.page > 1 else self.prev_button.disable()
        if self.next_button is not None:
            self.next_button.enable() if self.page < MORNING_PAGE else self.next_button.disable()
        if self.auto_button is not None:
            self.auto_button.set_text(gui_key("replay.pause" if self.autoplay else "replay.autoplay"))
        self.app.request_redraw()

    # ----- paging ---------------------------------------------------------------------------------------------
    def turn(self, delta: int) -> None:
        self.page = max(1, min(MORNING_PAGE, self.page + delta))
        self.since_turn = 0.0
        if self.page == MORNING_PAGE:
            self.autoplay = False
        self.refresh()

    def toggle_autoplay(self) -> None:
        self.autoplay = not self.autoplay
        if self.autoplay and self.page == MORNING_PAGE:
            self.page = 1
        self.since_turn = 0.0
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.autoplay or not self.is_top():
            return
        self.since_turn += dt
        if self.since_turn >= AUTOPLAY_SECONDS:
            self.turn(1)

    # ----- input ----------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element is self.prev_button:
            self.turn(-1)
        elif element is self.next_button:
            self.turn(1)
        elif element is self.auto_button:
            self.toggle_autoplay()
        elif element is self.again_button:
            self.flow.play_again()
        elif element is self.title_button:
            self.flow.leave()
        else:
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.turn(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.turn(1)
            return True
        if event.key == pygame.K_ESCAPE:
            self.flow.leave()  # the game is over and recorded: nothing to confirm
            return True
        return False

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # A replay page is a still picture: painted once per page, then copied.
        self.draw_cached(surface, self.page, self._paint_page)

    def _paint_page(self, surface: pygame.Surface) -> None:
        table = self.table
        assert table is not None
        report = self.report
        morning = self.page == MORNING_PAGE
        draw_backdrop(surface, surface.get_rect(), "day" if morning else "night")
        hour = self.page
        awake, taken, eyes = self._page_table()
        glow = theme.colour("public_highlight")
        glow.a = 110
        for seat in awake if not morning else ():
            mouse = table.seats[seat].mouse
            halo = radial_glow((int(mouse.width * 1.9), int(mouse.height * 1.7)), glow, 1.1)
            surface.blit(halo, halo.get_rect(center=mouse.center))
        draw_seated_table(surface, table, self.names, variant="day" if morning else "night", eyes=eyes,
                          cheese_taken=taken, cups=False, backdrop=False)
        draw_cups_and_cards(surface, table, report.dice, [role.value for role in report.roles])
        if morning:
            self._draw_votes(surface, table)
        else:
            self._draw_peeks(surface, table, hour)
            if hour == report.theft_hour:
                self._draw_theft(surface, table)
        title = t("replay.morning_title") if morning else t("replay.hour_title", hour=hour)
        self.draw_title(surface, title, self.title_rect)
        if morning:
            draw_sun(surface, self.clock_rect)
        else:
            draw_clock(surface, self.clock_rect, hour, hour)
        self._draw_words(surface)

    def _draw_words(self, surface: pygame.Surface) -> None:
        """The panel of what happened at this page's hour (or in the morning)."""
        morning = self.page == MORNING_PAGE
        draw_panel(surface, self.text_rect)
        lines = morning_lines(self.report, self.names) if morning else hour_lines(self.report, self.names, self.page)
        inner = self.text_rect.inflate(-layout.gap_px(self.size) * 2, -layout.gap_px(self.size))
        body_px = layout.body_text_px(self.size)
        draw_text_block(surface, "\n".join(lines), inner, body_px * 5 // 4, theme.colour("public_text"), min_px=body_px)

    def _page_table(self) -> tuple[set[int], float, dict[int, float]]:
        """This page's seats awake, how far the cheese is taken and each mouse's eyes."""
        report, hour = self.report, self.page
        morning = hour == MORNING_PAGE
        awake = set(report.hours.get(hour, ())) if not morning else set(range(len(report.roles)))
        if morning or hour > report.theft_hour:
            taken = 1.0
        elif hour == report.theft_hour:
            taken = 0.55
        else:
            taken = 0.0
        return awake, taken, {seat: (1.0 if seat in awake else 0.0) for seat in range(len(report.roles))}

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The page's backdrop, table, mice, each seat's dice and card, its clock, heading and words, a piece a
        step, then the whole page: the shared steps paint a day table, and the replay's first page is a night,
        painted whole in one step of its fade (20-25 ms at the kiosk's 1067x600)."""
        table = self.table
        if table is None:
            return super().prepare_steps()
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        morning = self.page == MORNING_PAGE
        variant = "day" if morning else "night"
        _awake, taken, eyes = self._page_table()
        steps: list[Callable[[], object]] = [partial(paint_backdrop_part, pygame.Rect((0, 0), self.size), variant,
                                                     index) for index in range(BACKDROP_PARTS)]
        steps.append(lambda: draw_backdrop(scratch(), pygame.Rect((0, 0), self.size), variant))
        pieces = seated_table_pieces(table, self.names, variant, eyes=eyes, cheese_taken=taken, cups=False,
                                     backdrop=False)
        # The table's bands, a big supersampled picture cut in four: each alone in its frame.
        steps += [heavy_step(partial(paint_on, piece, scratch)) if index < TABLE_BANDS
                  else partial(paint_on, piece, scratch) for index, piece in enumerate(pieces)]
        roles = [role.value for role in self.report.roles]
        steps += [partial(lambda spot: draw_seat_dice(scratch(), spot, self.report.dice[spot.seat]), spot)
                  for spot in nearer_last(table)]
        steps += [partial(lambda spot: draw_card(scratch(), card_beside(spot, table), roles[spot.seat]), spot)
                  for spot in nearer_last(table)]
        steps.append(lambda: draw_sun(scratch(), self.clock_rect) if morning
                     else draw_clock(scratch(), self.clock_rect, self.page, self.page))
        steps.append(lambda: self.draw_title(scratch(), t("replay.morning_title") if morning
                                             else t("replay.hour_title", hour=self.page), self.title_rect))
        steps.append(lambda: self._draw_words(scratch()))
        steps.append(heavy_step(lambda: self.draw(scratch())))
        return steps

    def _draw_peeks(self, surface: pygame.Surface, table: TableLayout, hour: int) -> None:
        for peek in self.report.peeks:
            if peek_hour(self.report, peek) != hour:
                continue
            start = table.seats[peek.seat].mouse.center
            end = table.seats[peek.target].cup.center
            width = max(4.0, table.mouse_width * 0.08)
            dx, dy = end[0] - start[0], end[1] - start[1]
            length = math.hypot(dx, dy) or 1.0
            tip = (end[0] - dx / length * table.mouse_width * 0.3, end[1] - dy / length * table.mouse_width * 0.3)
            draw_vote_pointer(surface, start, tip, peek.seat, width)
            draw_badge(surface, (int((start[0] + tip[0]) / 2), int((start[1] + tip[1]) / 2)), "+".join(map(str, peek.saw)),
                       badge_radius(table))

    def _draw_theft(self, surface: pygame.Surface, table: TableLayout) -> None:
        thief = self.report.roles.index(Role.THIEF)
        start = table.center_piece.center
        end = table.seats[thief].mouse.center
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy) or 1.0
        tip = (end[0] - dx / length * table.mouse_width * 0.4, end[1] - dy / length * table.mouse_width * 0.4)
        draw_vote_pointer(surface, start, tip, thief, max(4.0, table.mouse_width * 0.1))

    def _draw_votes(self, surface: pygame.Surface, table: TableLayout) -> None:
        draw_pointers(surface, table, list(enumerate(self.report.votes or ())))
        draw_follower_badges(surface, table, self.report.followers, t("replay.follower_badge"))


def register_step_scenes(register) -> None:
    register(StepKind.REPLAY, ReplayScene)


# ----- gallery ---------------------------------------------------------------------------------------------------
