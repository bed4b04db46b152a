"""Where the quiz screen puts things, and its still picture: a question's situation on the game's own table
art, the prompt beside it, then the feedback or the score. Nothing here changes state."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import pygame

from app import layout, theme
from program.i18n import t
from art.clock import draw_clock
from art.gradient import radial_glow
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from art.shapes import fill_circle_aa
from art.table import draw_backdrop
from game.cheese_thief.roles import CheeseSight
from scenes.kit.face_up_table import (
    draw_cards,
    draw_follower_badges,
    draw_pointers,
    draw_seat_dice,
    draw_tally_badges,
    nearer_last,
)
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block
from tutorial.quiz_question import Situation

PROMPT_SHARE_ASKING = 0.5  # of the column above the action buttons
PROMPT_SHARE_FEEDBACK = 0.36  # the reason needs more room than the choices did
CARD_SHARE = 0.56  # of the mouse width: larger than in the replay, since a question may turn on a card
CHEESE_TAKEN = {CheeseSight.PRESENT: 0.0, CheeseSight.TAKEN: 0.55, CheeseSight.GONE: 1.0}


@dataclass(frozen=True)
class QuizLayout:
    leave: pygame.Rect
    title: pygame.Rect
    table: TableLayout
    prompt: pygame.Rect  # the panel with the question (and the clock, at an hour of the night)
    middle: pygame.Rect  # choices, or the feedback, or the score
    actions: pygame.Rect  # the row of Check / Skip / Try again / Next


def quiz_layout(size: tuple[int, int], player_count: int, prompt_share: float) -> QuizLayout:
    content = layout.content_rect(size)
    gap = layout.gap_px(size)
    leave, title = layout.header_with_back(size)
    portrait = layout.is_portrait(size)
    body = pygame.Rect(content.left, leave.bottom + gap, content.width, content.bottom - leave.bottom - gap)
    table_area, side = layout.split_for_orientation(body, 0.5 if portrait else 0.56)
    side = side.inflate(0, -gap).move(0, gap // 2) if portrait else side.inflate(-gap, 0).move(gap // 2, 0)
    button_h = layout.button_height(size)
    actions = pygame.Rect(side.left, side.bottom - button_h, side.width, button_h)
    upper = pygame.Rect(side.left, side.top, side.width, actions.top - gap - side.top)
    prompt = pygame.Rect(upper.left, upper.top, upper.width, int(upper.height * prompt_share))
    middle = pygame.Rect(upper.left, prompt.bottom + gap, upper.width, upper.bottom - prompt.bottom - gap)
    return QuizLayout(leave, title, layout_table(size, player_count, table_area), prompt, middle, actions)


def pressable(table: TableLayout, seat: int) -> pygame.Rect:
    """A seat's mouse and name plate: what a finger taps to choose that mouse."""
    spot = table.seats[seat]
    return spot.mouse.union(spot.label)


# ----- the table -----------------------------------------------------------------------------------------------
def focus_halo(mouse: pygame.Rect) -> pygame.Surface:
    """The soft light behind a mouse the question names."""
    glow = theme.colour("public_highlight")
    glow.a = 220
    return radial_glow((int(mouse.width * 2.1), int(mouse.height * 1.9)), glow, 0.9)


def paint_situation(surface: pygame.Surface, table: TableLayout, situation: Situation,
                    rings: Mapping[int, str]) -> None:
    """The situation on the table: cards and dice face up where shown, the mice awake at the hour with their eyes
    open, the named mice in a soft light, the Thief's arrows, the votes and the follower badges. ``rings`` maps a
    seat to the theme colour of the ring behind it (a pick, or a judged pick)."""
    variant = "day" if situation.daytime else "night"
    draw_backdrop(surface, surface.get_rect(), variant)
    for seat in situation.focus:
        mouse = table.seats[seat].mouse
        halo = focus_halo(mouse)
        surface.blit(halo, halo.get_rect(center=mouse.center))
    for seat, colour in rings.items():
        spot = table.seats[seat]
        fill_circle_aa(surface, spot.mouse.center, spot.mouse.width * 0.62, theme.colour(colour))
    eyes = None if situation.daytime else {seat: 1.0 for seat in situation.awake}
    cheese = None if situation.cheese is None else CHEESE_TAKEN[situation.cheese]
    if situation.daytime:
        cheese = CHEESE_TAKEN[CheeseSight.GONE]  # by day the cheese is long gone
    draw_seated_table(surface, table, situation.players, variant, eyes=eyes, cheese_taken=cheese, cups=False,
                      backdrop=False)
    if situation.thief is not None:
        draw_pointers(surface, table, [(situation.thief, seat) for seat in situation.pointed])
    if situation.votes is not None:
        draw_pointers(surface, table, list(enumerate(situation.votes)))
    # Cards over the arrows, outside the mice, clear of the dice in the middle: a question may turn on any of them.
    draw_cards(surface, table, [None if role is None else role.value for role in situation.roles], CARD_SHARE, outside=True)
    for spot in nearer_last(table):
        draw_seat_dice(surface, spot, situation.dice[spot.seat], open_dice=True)
    draw_follower_badges(surface, table, situation.followers, t("replay.follower_badge"))
    if situation.tally is not None:
        draw_tally_badges(surface, table, situation.tally, CARD_SHARE, cards_outside=True)


def paint_plain_table(surface: pygame.Surface, table: TableLayout, names: tuple[str, ...]) -> None:
    """The table by day with everyone awake: the picture beside the score."""
    draw_seated_table(surface, table, names, "day", cheese_taken=None, cups=True)


# ----- the column beside it ----------------------------------------------------------------------------------
def prompt_inside(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    gap = layout.gap_px(size)
    return rect.inflate(-2 * gap, -gap)


def clock_in_prompt(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The clock at the left of the prompt panel, for a question about one hour of the night."""
    inner = prompt_inside(rect, size)
    side = min(inner.height, inner.width // 3)
    return pygame.Rect(inner.left, inner.centery - side // 2, side, side)


def paint_prompt(surface: pygame.Surface, rect: pygame.Rect, prompt: str, notes: str, hour: int | None,
                 size: tuple[int, int]) -> None:
    """The question in a panel, with the clock at its hour of the night, and smaller lines that say how to read
    the table and how to answer."""
    draw_panel(surface, rect)
    gap = layout.gap_px(size)
    inner = prompt_inside(rect, size)
    if hour is not None:
        clock = clock_in_prompt(rect, size)
        draw_clock(surface, clock, hour, hour)
        inner = pygame.Rect(clock.right + gap, inner.top, inner.right - clock.right - gap, inner.height)
    body_px = layout.body_text_px(size)
    if not notes:
        draw_text_block(surface, prompt, inner, body_px * 5 // 4, theme.colour("public_text"), min_px=body_px)
        return
    upper = pygame.Rect(inner.left, inner.top, inner.width, int(inner.height * 0.58))
    lower = pygame.Rect(inner.left, upper.bottom, inner.width, inner.bottom - upper.bottom)
    draw_text_block(surface, prompt, upper, body_px * 5 // 4, theme.colour("public_text"), min_px=body_px)
    draw_text_block(surface, notes, lower, body_px, theme.colour("public_dim"), min_px=body_px * 4 // 5)


def paint_picked(surface: pygame.Surface, rect: pygame.Rect, text: str, size: tuple[int, int]) -> None:
    """The answer being put together, on one line over the choice buttons."""
    draw_line(surface, text, rect, layout.body_text_px(size), theme.colour("public_text"), role="body", align="center")


def paint_feedback(surface: pygame.Surface, rect: pygame.Rect, right: bool, reason: str, size: tuple[int, int]) -> None:
    """Right or not, said at once in its colour, and the reason just under it."""
    draw_panel(surface, rect)
    gap = layout.gap_px(size)
    inner = rect.inflate(-2 * gap, -gap)
    heading_h = max(layout.body_text_px(size) * 2, inner.height // 5)
    body = pygame.Rect(inner.left, inner.top + heading_h, inner.width, inner.height - heading_h)
    body_px = layout.body_text_px(size)
    used = draw_text_block(surface, reason, body, body_px * 9 // 8, theme.colour("public_text"), min_px=body_px)
    # The verdict sits right over the reason, however few lines the reason took.
    heading = pygame.Rect(inner.left, used.top - heading_h, inner.width, heading_h)
    verdict = t("quiz.right") if right else t("quiz.wrong")
    draw_line(surface, verdict, heading, theme.font_px("@heading", size), theme.colour("quiz_right" if right else "quiz_wrong"),
              align="center")


def paint_score(surface: pygame.Surface, rect: pygame.Rect, big: str, lines: list[str], size: tuple[int, int]) -> None:
    """The score large, over the lines that spell it out."""
    draw_panel(surface, rect)
    gap = layout.gap_px(size)
    inner = rect.inflate(-2 * gap, -2 * gap)
    big_h = inner.height * 2 // 5
    big_area = pygame.Rect(inner.left, inner.top + inner.height // 10, inner.width, big_h)
    draw_line(surface, big, big_area, big_h * 3 // 4, theme.colour("public_title"), align="center")
    body_px = layout.body_text_px(size)
    rest = pygame.Rect(inner.left, big_area.bottom, inner.width, inner.bottom - big_area.bottom)
    draw_text_block(surface, "\n".join(lines), rest, body_px * 5 // 4, theme.colour("public_text"), min_px=body_px)
