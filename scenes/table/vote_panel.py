"""One seat's vote panel painted upright, as its player sees it (the scene turns it to face the seat).

A panel is painted from a ``PanelLook`` only, so two panels with equal looks are equal pictures: a locked panel's
look holds no pick, which is what makes every locked vote look the same whatever it is.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from app import fonts, theme
from program.i18n import t
from art.symbols import draw_seat_symbol
from art.text import fit_text, has_cjk, least_sizes
from table.physical import TableScreen
from table.rect import Rect
from table.vote_panel_layout import VotePanelLayout

STATUS_TEXT_MM = 6.0
TILE_NAME_MM = 6.0
LOCK_TEXT_MM = 6.0
BORDER_MM = 1.0


@dataclass(frozen=True)
class PanelLook:
    """Everything a panel shows. ``shown_pick`` is the pick only when the panel may show it (never when locked)."""

    seat: int
    name: str
    tile_names: tuple[str, ...]  # the names of the seats in the layout's tiles, in the same order
    shown_pick: int | None
    has_pick: bool
    locked: bool
    pick_hidden: bool  # the owner does not shield the panel: the pick exists but is not shown
    finished: bool  # everyone has locked
    shielded: bool = False  # a finger of the owner's is held on the strip at their edge


def status_text(look: PanelLook) -> str:
    if look.finished:
        return t("table_vote.all_locked")
    if look.locked:
        return t("table_vote.locked")
    if look.pick_hidden:
        return t("table_vote.shield")
    return t("table_vote.hold_hint") if look.has_pick else t("table_vote.choose")


def lock_label(look: PanelLook) -> str:
    return t("table_vote.unlock") if look.locked and not look.finished else t("table_vote.lock")


def paint_panel(surface: pygame.Surface, screen: TableScreen, layout: VotePanelLayout, look: PanelLook) -> None:
    """Paint the whole panel (the surface is the panel's own upright size)."""
    # Square corners: a panel fills its whole rectangle, so nothing of the sky needs painting around it.
    surface.fill(theme.colour("public_panel"))
    pygame.draw.rect(surface, theme.colour("public_panel_edge"), surface.get_rect(), width=screen.px(BORDER_MM))
    _paint_title(surface, screen, layout.title, look)
    for (seat, rect), name in zip(layout.tiles, look.tile_names):
        _paint_tile(surface, screen, rect, seat, name, picked=look.shown_pick == seat, dim=look.locked or look.finished)
    _paint_strip(surface, screen, layout.status, look.shielded)
    _paint_status(surface, screen, layout.status, status_text(look))
    paint_lock_button(surface, screen, layout.lock, lock_label(look), 0.0,
                      enabled=((look.has_pick and look.shielded) or look.locked) and not look.finished)


def paint_lock_button(surface: pygame.Surface, screen: TableScreen, rect: Rect, label: str, progress: float,
                      enabled: bool = True) -> None:
    """The "Lock" button at ``rect``, filled from the left as far as the hold has gone (0 to 1)."""
    box = pygame.Rect(rect.as_tuple())
    radius = screen.gap_px
    pygame.draw.rect(surface, theme.colour("hold_track" if enabled else "pick_disabled"), box, border_radius=radius)
    if progress > 0:
        filled = box.copy()
        filled.width = max(1, round(box.width * min(1.0, progress)))
        pygame.draw.rect(surface, theme.colour("hold_fill"), filled, border_radius=radius)
    pygame.draw.rect(surface, theme.colour("public_panel_edge"), box, width=screen.px(BORDER_MM), border_radius=radius)
    ink = theme.colour("title_shadow" if progress >= 0.5 else "public_text")
    _blit_line(surface, label, "button", screen.type_px(LOCK_TEXT_MM), screen.text_px, box.inflate(-screen.gap_px, 0), ink)


def _paint_title(surface: pygame.Surface, screen: TableScreen, rect: Rect, look: PanelLook) -> None:
    box = pygame.Rect(rect.as_tuple())
    draw_seat_symbol(surface, pygame.Rect(box.x, box.y, box.height, box.height), look.seat)
    text_box = pygame.Rect(box.x + box.height + box.height // 2, box.y, box.width - box.height * 3 // 2, box.height)
    least = screen.cjk_text_px if has_cjk(look.name) else screen.text_px  # a Chinese name in any language
    _blit_line(surface, look.name, "heading", max(box.height, least), max(box.height * 3 // 4, least), text_box,
               theme.colour("public_title"), align="left")


def _paint_tile(surface: pygame.Surface, screen: TableScreen, rect: Rect, seat: int, name: str, picked: bool,
                dim: bool) -> None:
    box = pygame.Rect(rect.as_tuple())
    radius = screen.gap_px
    pygame.draw.rect(surface, theme.colour("pick_disabled" if dim else "private_panel"), box, border_radius=radius)
    edge = screen.px(BORDER_MM) * (3 if picked else 1)
    pygame.draw.rect(surface, theme.colour("pick_ring" if picked else "public_panel_edge"), box, width=edge,
                     border_radius=radius)
    name_px = screen.type_px(TILE_NAME_MM)
    pad = screen.px(BORDER_MM) * 3
    symbol_side = max(1, min(box.width - 2 * pad, box.height - name_px - 3 * pad))
    draw_seat_symbol(surface, pygame.Rect(box.centerx - symbol_side // 2, box.y + pad, symbol_side, symbol_side), seat)
    name_box = pygame.Rect(box.x + pad, box.bottom - pad - name_px, box.width - 2 * pad, name_px)
    with least_sizes(screen.text_px, screen.cjk_text_px):  # a Chinese name keeps Chinese's least size in any language
        fitted, font = fit_text(name, name_box.width, name_px, min_px=screen.text_px)
    if fitted:
        rendered = font.render(fitted, True, theme.colour("public_text"))
        surface.blit(rendered, rendered.get_rect(center=name_box.center))


def _paint_strip(surface: pygame.Surface, screen: TableScreen, rect: Rect, shielded: bool) -> None:
    """The strip at the owner's edge that shields the panel: lit while held, as a turn's band is."""
    box = pygame.Rect(rect.as_tuple())
    pygame.draw.rect(surface, theme.colour("private_panel"), box, border_radius=screen.gap_px)
    edge = theme.colour("hold_fill" if shielded else "public_panel_edge")
    pygame.draw.rect(surface, edge, box, width=screen.px(BORDER_MM) * (2 if shielded else 1),
                     border_radius=screen.gap_px)


def _paint_status(surface: pygame.Surface, screen: TableScreen, rect: Rect, text: str) -> None:
    """The line or two of what to do now, as large as fits the row (never under the 5 mm minimum)."""
    box = pygame.Rect(rect.as_tuple()).inflate(-2 * screen.px(BORDER_MM) * 2, 0)
    px = screen.type_px(STATUS_TEXT_MM)
    lines = fonts.wrap(text, "body", px, box.width)
    while px > screen.text_px and len(lines) * px * 6 // 5 > box.height:
        px -= 1
        lines = fonts.wrap(text, "body", px, box.width)
    step = px * 6 // 5
    top = box.centery - step * len(lines) // 2
    for index, line in enumerate(lines):
        rendered = fonts.render(line, "body", px, theme.colour("public_dim"))
        surface.blit(rendered, rendered.get_rect(midleft=(box.x, top + index * step + step // 2)))


def _blit_line(surface: pygame.Surface, text: str, role: str, px: int, min_px: int, box: pygame.Rect,
               colour: pygame.Color, align: str = "center") -> None:
    size = fonts.fit_px(text, role, px, box.width, min_px=min_px)
    rendered = fonts.render(text, role, size, colour)
    if align == "left":
        surface.blit(rendered, rendered.get_rect(midleft=box.midleft))
    else:
        surface.blit(rendered, rendered.get_rect(center=box.center))
