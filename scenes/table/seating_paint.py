"""Painting the seating screen's pictures, each upright for its reader: a free place's "Sit here", a taken
place's panel with its name keyboard, and one copy of the shared middle. The scene turns them to face their seat.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from app import fonts, theme
from program.i18n import current_language, t
from art.facing import to_pygame
from table.physical import TableScreen
from table.rect import Rect
from table.seating_layout import TEXT_LINE_MM, MiddleLayout, PanelLayout
from scenes.kit.widgets.onscreen_keyboard import CANDIDATES, KEY_LABEL_KEYS, PINYIN_LETTERS, SHIFT

NEXT_PAGE = "next_page"
CANDIDATE_KEYS = (PINYIN_LETTERS, *CANDIDATES)  # empty until letters are typed: drawn dim
MIDDLE_LABEL_KEYS = {"vote_point": "setup.vote.point", "vote_secret": "setup.vote.secret",
                     "fall_mouse": "setup.section.fall_mouse", "back": "setup.back", "start": "setup.start"}
# Key labels fill about half a key's height: large enough to find at arm's length, with room around them.
KEY_LABEL_SHARE = 0.5
NAMED_MM = 20.0


@dataclass(frozen=True)
class PanelLook:
    """Everything a panel's picture shows (and so the key it is cached under)."""

    name: str
    is_default: bool
    problem: str | None  # a setup.error key suffix
    named: bool
    shifted: bool
    page: int
    pinyin: str = ""  # the letters a Chinese keyboard is composing
    candidates: tuple[str, ...] = ()  # the characters offered for them, on the page shown


def text_px(screen: TableScreen) -> int:
    return screen.type_px(TEXT_LINE_MM)


def draw_text(surface: pygame.Surface, text: str, area: Rect, px: int, min_px: int, colour: pygame.Color,
              role: str = "body", align: str = "center") -> None:
    """One line shrunk to fit the area's width and height, never below ``min_px`` (the least legible size at the
    table)."""
    rendered = fonts.render(text, role, line_px(text, role, area, px, min_px), colour)
    box = to_pygame(area)
    spot = rendered.get_rect(midleft=box.midleft) if align == "left" else rendered.get_rect(center=box.center)
    clip = surface.get_clip()
    surface.set_clip(box)
    surface.blit(rendered, spot)
    surface.set_clip(clip)


def line_px(text: str, role: str, area: Rect, px: int, min_px: int) -> int:
    """The size one line is drawn at in ``area``: at most ``px``, narrow enough for its width, and with its whole
    line (ascenders to descenders, taller than the size itself) inside its height."""
    return _line_px(text, role, area.width, area.height, int(px), int(min_px))


@lru_cache(maxsize=1024)
def _line_px(text: str, role: str, width: int, height: int, px: int, min_px: int) -> int:
    # Remembered, as fonts.fit_px is: the same lines are drawn every frame, and asking a face its height would
    # open a font file in whichever frame first draws after the fonts were opened ahead.
    size = fonts.fit_px(text, role, min(px, height), width, min_px=min_px)
    line = fonts.font_for_text(text, role, size).get_height()
    while size > min_px and line > height:
        # The line's height grows with the size, so the size it predicts is nearly always right first time.
        size = max(min_px, min(size - 1, int(size * height / line)))
        line = fonts.font_for_text(text, role, size).get_height()
    return size


def draw_button(surface: pygame.Surface, screen: TableScreen, area: Rect, label: str, *, selected: bool = False,
                enabled: bool = True, role: str = "button") -> None:
    box = to_pygame(area)
    radius = max(2, screen.px(3))
    if not enabled:
        fill, ink = theme.colour("pick_disabled"), theme.colour("public_dim")
    elif selected:
        fill, ink = theme.colour("public_highlight"), theme.colour("public_panel")
    else:
        fill, ink = theme.colour("public_panel"), theme.colour("public_text")
    pygame.draw.rect(surface, fill, box, border_radius=radius)
    pygame.draw.rect(surface, theme.colour("public_panel_edge"), box, width=max(1, screen.px(0.8)), border_radius=radius)
    inner, px = _label_area(screen, area)
    draw_text(surface, label, inner, px, screen.text_px, ink, role)


def _label_area(screen: TableScreen, area: Rect) -> tuple[Rect, int]:
    """Where a button's label goes and the size it is drawn at, at most."""
    return Rect(area.x + screen.gap_px // 2, area.y, area.width - screen.gap_px, area.height), round(area.height * KEY_LABEL_SHARE)


def paint_sit_zone(surface: pygame.Surface, screen: TableScreen, target: Rect) -> None:
    surface.fill(theme.colour("public_overlay"))
    draw_button(surface, screen, target, t("table.seating.sit_here"), selected=True)


def key_label(key: str, shifted: bool, page: int, pages: int, look: PanelLook | None = None) -> str:
    if key == PINYIN_LETTERS:
        return look.pinyin if look is not None else ""
    if key in CANDIDATES:
        slot = CANDIDATES.index(key)
        return look.candidates[slot] if look is not None and slot < len(look.candidates) else ""
    if key == NEXT_PAGE:
        return t("table.seating.more_keys", page=page % pages + 1, pages=pages)
    if key in KEY_LABEL_KEYS:
        return t(KEY_LABEL_KEYS[key])
    return key.upper() if shifted and key != "ß" else key


def paint_panel(surface: pygame.Surface, screen: TableScreen, layout: PanelLayout, look: PanelLook,
                keyboards: dict[object, tuple[pygame.Rect, pygame.Surface]] | None = None) -> None:
    """A seat's panel; ``keyboards`` keeps the keys painted once for panels laid out alike (players who sit down
    together would otherwise have every key of every panel painted in one frame)."""
    surface.fill(theme.colour("private_panel"))
    pygame.draw.rect(surface, theme.colour("public_panel_edge"), surface.get_rect(), width=max(1, screen.px(0.8)))
    if not look.named and keyboards is not None and layout.keys.page(look.page):
        box, keys = _keyboard(surface, screen, layout, look, keyboards)
        surface.blit(keys, box)  # the keys lie apart from everything else: the rest is painted over the fill
    line_px = text_px(screen)
    name_colour = theme.colour("public_dim") if look.is_default and not look.named else theme.colour("public_title")
    if look.named:
        # The keyboard has gone: the name takes the room, large enough for the neighbours to read it too.
        top = layout.problem.bottom
        area = Rect(layout.name.x, top, layout.name.width, min(layout.leave.y, layout.done.y) - top)
        draw_text(surface, look.name, area, min(area.height, screen.type_px(NAMED_MM)), line_px, name_colour, "heading")
    else:
        draw_text(surface, look.name or " ", layout.name, layout.name.height, line_px, name_colour, "heading")
    if look.problem is not None:
        message, colour = t(f"setup.error.{look.problem}"), theme.colour("public_error")
    elif look.named:
        message, colour = t("table.seating.named"), theme.colour("public_text")
    else:
        message, colour = t("table.seating.type_hint"), theme.colour("public_text")
    draw_text(surface, message, layout.problem, line_px, screen.text_px, colour)
    draw_button(surface, screen, layout.leave, t("table.seating.leave"))
    if look.named:
        draw_button(surface, screen, layout.done, t("table.seating.change_name"))
        return
    draw_button(surface, screen, layout.done, t("setup.done"), selected=look.problem is None,
                enabled=look.problem is None)
    if keyboards is None:
        _paint_keys(surface, screen, layout, look, (0, 0))


def _paint_keys(surface: pygame.Surface, screen: TableScreen, layout: PanelLayout, look: PanelLook,
                offset: tuple[int, int]) -> None:
    pages = len(layout.keys.pages)
    for placed in layout.keys.page(look.page):
        rect = Rect(placed.rect.x - offset[0], placed.rect.y - offset[1], placed.rect.width, placed.rect.height)
        label = key_label(placed.key, look.shifted, look.page, pages, look)
        draw_button(surface, screen, rect, label or " ", selected=placed.key == SHIFT and look.shifted, role="heading",
                    enabled=bool(label) or placed.key not in CANDIDATE_KEYS)


def _keyboard(panel: pygame.Surface, screen: TableScreen, layout: PanelLayout, look: PanelLook,
              keyboards: dict[object, tuple[pygame.Rect, pygame.Surface]]) -> tuple[pygame.Rect, pygame.Surface]:
    """The page of keys the panel shows, over the panel's colour, and where it goes."""
    placed = layout.keys.page(look.page)
    pages = len(layout.keys.pages)
    key = (tuple((item.key, item.rect.as_tuple()) for item in placed), look.shifted, look.page % pages, pages,
           current_language(), look.pinyin, look.candidates)
    kept = keyboards.get(key)
    if kept is None:
        box = to_pygame(placed[0].rect).unionall([to_pygame(item.rect) for item in placed[1:]])
        picture = pygame.Surface(box.size, 0, panel)  # the panel's own pixel format: the same pixels as painted there
        picture.fill(theme.colour("private_panel"))
        _paint_keys(picture, screen, layout, look, box.topleft)
        kept = keyboards[key] = (box, picture)
    return kept


FIRST_LOOK = PanelLook("", True, None, False, False, 0)  # a place just sat at: no name typed, first page of keys


def open_arrow_face(screen: TableScreen) -> None:
    """Open the face the arrows on shift and backspace are drawn in: the CJK file, 8-11 ms to open, which every
    size then shares (``art.faces``). A step of its own, before the keys' fonts."""
    fonts.font_for_text(key_label(SHIFT, False, 0, 1), "heading", screen.text_px).get_height()


def open_key_fonts(screen: TableScreen, layouts: list[PanelLayout]) -> None:
    """Fit ahead the labels of the first page of keys of places laid out as ``layouts``: fitting sets up the
    faces at the sizes they are drawn in (that took 10 ms in the frame where five players sat down at once). The
    arrows' CJK file is opened before, by :func:`open_arrow_face`."""
    for layout in layouts:
        pages = len(layout.keys.pages)
        for placed in layout.keys.page(FIRST_LOOK.page):
            inner, px = _label_area(screen, placed.rect)
            label = key_label(placed.key, FIRST_LOOK.shifted, FIRST_LOOK.page, pages)
            fitted = fonts.fit_px(label, "heading", min(px, inner.height), inner.width, min_px=screen.text_px)
            fonts.font_for_text(label, "heading", fitted)  # the handle painting the label asks for, made here


def paint_middle(surface: pygame.Surface, screen: TableScreen, layout: MiddleLayout, status: tuple[str, str],
                 selected: set[str], enabled: set[str]) -> None:
    surface.fill(theme.colour("public_overlay"))
    line_px = layout.count.height
    count, advice = status
    draw_text(surface, count, layout.count, line_px, screen.text_px, theme.colour("public_title"), "heading")
    draw_text(surface, advice, layout.advice, line_px, screen.text_px, theme.colour("public_text"))
    for name, area in layout.buttons.items():
        draw_button(surface, screen, area, t(MIDDLE_LABEL_KEYS[name]), selected=name in selected,
                    enabled=name in enabled)
