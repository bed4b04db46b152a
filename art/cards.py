"""Role cards (Cheese Thief, Sleepyhead, Fall Mouse) and the card back, with a flip."""
from __future__ import annotations

import math
from functools import partial
from typing import Callable

import pygame

from art.cache import CARDS
from art.gradient import blit_glow
from art.mouse import paint_mouse_figure
from art.palette import color, with_alpha
from art.pen import Pen, render_supersampled, star_points
from art.text import art_font, draw_text_centered

CARD_KINDS = ("thief", "sleepyhead", "fall_mouse", "back")
CARD_ASPECT = 1.4  # height / width
ACCENT = {"thief": "card.thief", "sleepyhead": "card.sleepy", "fall_mouse": "card.fall"}
# The face of any role on an open touch table: paper and ink alone, so only its printed name tells the role, and
# no colour or picture gives it away to a glance from the next seat.
PLAIN = "plain"


def card_rect(rect: pygame.Rect) -> pygame.Rect:
    """The largest card-shaped rect centred in `rect`."""
    width = min(rect.width, int(rect.height / CARD_ASPECT))
    box = pygame.Rect(0, 0, width, int(width * CARD_ASPECT))
    box.center = rect.center
    return box


def _paint_frame(pen: Pen, kind: str) -> None:
    pen.round_rect(with_alpha("shadow", 80), 0.03, 0.02, 0.97, 0.98, 0.08)
    pen.round_rect(color("card.border"), 0.0, 0.0, 0.97, 0.975, 0.08)
    if kind == "back":
        pen.round_rect(color("card.back"), 0.03, 0.02, 0.91, 0.935, 0.06)
        pen.round_rect(color("card.back_light"), 0.08, 0.055, 0.81, 0.865, 0.05, width=0.012)
        return
    if kind == PLAIN:
        pen.round_rect(color("card.paper"), 0.03, 0.02, 0.91, 0.935, 0.06)
        pen.round_rect(color("card.border"), 0.08, 0.055, 0.81, 0.865, 0.05, width=0.012)
        return
    accent, light = color(ACCENT[kind]), color(ACCENT[kind] + "_light")
    pen.round_rect(color("card.paper"), 0.03, 0.02, 0.91, 0.935, 0.06)
    pen.round_rect(light, 0.08, 0.055, 0.81, 0.6, 0.05)
    pen.round_rect(accent, 0.08, 0.055, 0.81, 0.6, 0.05, width=0.012)
    pen.round_rect(accent, 0.08, 0.72, 0.81, 0.18, 0.04)


def _paint_back_motif(pen: Pen) -> None:
    motif = color("card.back_motif")
    pen.polygon(motif, [(0.5, 0.3), (0.78, 0.62), (0.22, 0.62)])
    for x, y, r in ((0.44, 0.5, 0.05), (0.58, 0.56, 0.035), (0.5, 0.4, 0.03)):
        pen.circle(color("card.back"), (x, y), r)
    for i in range(8):
        angle = i * math.pi / 4
        x, y = 0.5 + math.cos(angle) * 0.36, 0.5 + math.sin(angle) * 0.36
        pen.polygon(motif, star_points((x, y), 0.03, 0.012, 4, 1.0))
    pen.circle(motif, (0.5, 0.5), 0.46, width=0.012)


def _paint_props(pen: Pen, kind: str) -> None:
    ink = color("card.mask")
    if kind == "thief":
        # A bandit mask over the eyes and a cheese wedge held in front.
        pen.round_rect(ink, 0.28, 0.24, 0.44, 0.1, 0.05)
        for cx in (0.39, 0.61):
            pen.circle(color("mouse.eye_shine"), (cx, 0.29), 0.025)
        pen.polygon(color("cheese.dark"), [(0.58, 0.68), (0.9, 0.6), (0.9, 0.86), (0.58, 0.94)])
        pen.polygon(color("cheese.body"), [(0.58, 0.68), (0.9, 0.6), (0.74, 0.54)])
        pen.circle(color("cheese.hole"), (0.8, 0.76), 0.04)
    elif kind == "sleepyhead":
        # A night cap and floating z's.
        pen.polygon(color("card.sleepy"), [(0.24, 0.2), (0.76, 0.2), (0.92, 0.02)])
        pen.circle(color("card.paper"), (0.92, 0.04), 0.05)
        for x, y, s in ((0.78, 0.3, 0.08), (0.87, 0.18, 0.06)):
            pen.polyline(color("card.sleepy"), [(x - s / 2, y - s / 2), (x + s / 2, y - s / 2), (x - s / 2, y + s / 2), (x + s / 2, y + s / 2)], 0.018)
    elif kind == "fall_mouse":
        # A cooking pot worn on the back: the one who carries the blame.
        pen.ellipse(color("card.pot"), 0.58, 0.48, 0.38, 0.4)
        pen.ellipse(color("card.pot_light"), 0.62, 0.5, 0.26, 0.12)
        pen.round_rect(color("card.pot"), 0.88, 0.6, 0.1, 0.05, 0.02)
        pen.line(color("card.pot_light"), (0.66, 0.74), (0.86, 0.7), 0.02)


def _render_card(size: tuple[int, int], kind: str, title: str) -> pygame.Surface:
    card: pygame.Surface | None = None
    for part in _card_parts(size, kind, title):
        card = part(card)
    assert card is not None
    return card


CardPart = Callable[[pygame.Surface | None], pygame.Surface]


def _card_parts(size: tuple[int, int], kind: str, title: str) -> list[CardPart]:
    """A card painted in parts of a few milliseconds each (the frame, the figure, its props, the title), each
    taking the card so far and giving it back with its part on it, so work ahead of need can spread a card over
    loop steps: whole, a card took 8-25 ms."""
    width, height = size
    art_area = pygame.Rect(int(width * 0.14), int(height * 0.08), int(width * 0.7), int(height * 0.52))

    def frame(_: pygame.Surface | None) -> pygame.Surface:
        return render_supersampled(size, lambda pen: _paint_frame(pen, kind))

    def on_card(paint: Callable[[pygame.Surface], None]) -> CardPart:
        def part(card: pygame.Surface | None) -> pygame.Surface:
            assert card is not None  # the frame comes first
            paint(card)
            return card
        return part

    def motif(card: pygame.Surface) -> None:
        motif_side = int(width * 0.8)
        picture = render_supersampled((motif_side, motif_side), _paint_back_motif)
        card.blit(picture, picture.get_rect(center=(int(width * 0.485), int(height * 0.49))))

    figure_size = (art_area.height, art_area.height)

    def figure(card: pygame.Surface) -> None:
        eyes = 0.0 if kind == "sleepyhead" else 1.0
        picture = render_supersampled(figure_size, lambda pen: paint_mouse_figure(pen, color(ACCENT[kind]), eyes, badge=False))
        card.blit(picture, picture.get_rect(center=art_area.center))

    def props(card: pygame.Surface) -> None:
        picture = render_supersampled(figure_size, lambda pen: _paint_props(pen, kind))
        card.blit(picture, picture.get_rect(center=art_area.center))

    def named(card: pygame.Surface) -> None:
        band = pygame.Rect(int(width * 0.1), int(height * 0.72), int(width * 0.77), int(height * 0.18))
        ink = color("card.back_motif") if kind == "back" else color("card.paper")
        if kind == "back":
            band = pygame.Rect(int(width * 0.1), int(height * 0.8), int(width * 0.77), int(height * 0.1))
        draw_text_centered(card, band.inflate(-int(width * 0.04), 0), title, int(band.height * 0.55), ink)

    if kind == PLAIN:
        return [frame, on_card(lambda card: _paint_plain_title(card, title))]
    parts = [frame] + ([on_card(motif)] if kind == "back" else [on_card(figure), on_card(props)])
    return parts + ([on_card(named)] if title else [])


def _paint_plain_title(card: pygame.Surface, title: str) -> None:
    """The role's name across the middle of a plain face, a word a line, so a long name keeps a readable size
    on a small card instead of being cut short: a word wider than the card at the least font size is scaled
    down whole (on a coarse table screen a card 45 mm wide is 70 pixels, and its name still reads)."""
    width, height = card.get_size()
    lines = title.split()
    if not lines:
        return
    area = pygame.Rect(int(width * 0.1), int(height * 0.15), int(width * 0.74), int(height * 0.65))
    row = min(area.height // len(lines), int(height * 0.16))
    top = area.centery - row * len(lines) // 2
    for index, line in enumerate(lines):
        rendered = art_font(int(row * 0.8), line).render(line, True, color("card.ink"))
        if rendered.get_width() > area.width:
            scale = area.width / rendered.get_width()
            rendered = pygame.transform.smoothscale(
                rendered, (area.width, max(1, round(rendered.get_height() * scale))))
        card.blit(rendered, rendered.get_rect(center=(area.centerx, top + index * row + row // 2)))


def _card_size(kind: str, size: tuple[int, int]) -> tuple[int, int]:
    if kind not in CARD_KINDS and kind != PLAIN:
        raise ValueError(f"unknown card {kind!r}")
    return (max(8, int(size[0])), max(8, int(size[1])))


def card_sprite(kind: str, size: tuple[int, int], title: str = "") -> pygame.Surface:
    size = _card_size(kind, size)
    return CARDS.get("card", size, (kind, title), lambda: _render_card(size, kind, title))


def card_sprite_in_parts(kind: str, size: tuple[int, int], title: str = "") -> list[Callable[[], object]]:
    """Steps that, run in order, leave ``card_sprite(kind, size, title)`` painted in the cache, a few
    milliseconds each (work ahead of need runs one a loop step); none paints anything once the card is there."""
    size = _card_size(kind, size)
    parts = _card_parts(size, kind, title)
    held: list[pygame.Surface] = []

    def run(index: int) -> None:
        if not index and CARDS.holds("card", size, (kind, title)):
            return  # painted already (a game before this one): its other parts find nothing held and paint nothing
        if index and not held:
            return  # an earlier part failed or was dropped: the card is painted whole when shown
        held[:] = [parts[index](held[0] if held else None)]
        if index == len(parts) - 1:
            card = held.pop()
            CARDS.get("card", size, (kind, title), lambda: card)

    return [partial(run, index) for index in range(len(parts))]


HALO_FALLOFF = 1.2


def card_halo(box: pygame.Rect) -> tuple[tuple[int, int], pygame.Color]:
    """Size and colour of the warm halo around a revealed card in `box` (see :func:`draw_card`)."""
    colour = color("card.glow")
    colour.a = 200
    return (int(box.width * 1.8), int(box.height * 1.5)), colour


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    kind: str,
    title: str = "",
    flip: float = 1.0,
    back_title: str = "",
    glow: float = 0.0,
) -> None:
    """Draw a card in `rect`: `flip` 0 shows the back, 1 shows the face of `kind`.

    In between the card turns over around its vertical axis. `title` (already
    translated) is printed on the face, `back_title` on the back. `glow` 0..1
    adds a warm halo for a reveal.
    """
    box = card_rect(rect)
    flip = max(0.0, min(1.0, flip))
    if glow > 0:
        size, colour = card_halo(box)
        blit_glow(surface, box.center, size, colour, HALO_FALLOFF, glow)
    showing_face = flip >= 0.5
    sprite = card_sprite(kind if showing_face else "back", box.size, title if showing_face else back_title)
    squash = abs(math.cos(math.pi * flip))
    if squash < 0.999:
        width = max(1, int(box.width * squash))
        # A slight rise at mid-turn makes it read as a card lifted and turned.
        sprite = pygame.transform.smoothscale(sprite, (width, box.height))
        lifted = box.move(0, -int(box.height * 0.06 * (1 - squash)))
        surface.blit(sprite, sprite.get_rect(center=lifted.center))
        return
    surface.blit(sprite, box)
