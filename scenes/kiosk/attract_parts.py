"""The still pictures of the attract loop's parts: the title with the venue, the stand-in shown while the demo game
is on a private turn, one step of "how to play" on the game's own screen, and today's figures.

Each function paints into a layer (backdrop included) that the attract screen copies every frame; ``stage`` is
where the part goes on that layer. Each returns where its words (and bands) went, named, so a test can check that
nothing covers them. The parts' pictures are generators: they stop (``yield``) after each piece that may paint a
sprite the demonstration's game pushed out of the sprite cache, so the attract screen paints the next part's layer
ahead of need a piece a frame (a part painted cold took 10-30 ms); :func:`paint_at_once` runs one through.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Generator

import pygame

from app import fonts, layout, theme
from program.i18n import current_language, t
from art.cheese import draw_cheese_plate, draw_cheese_wedge
from art.table import BACKDROP_PARTS, draw_backdrop, paint_backdrop_part
from kiosk.attract_plan import HOW_TO_STEPS, caught_line, games_line
from kiosk.today import TodayNumbers
from scenes.kit.public_common import draw_heading, draw_panel, draw_text_block

Placed = list[tuple[str, pygame.Rect]]  # what a part painted where: words, bands and pictures
Painting = Generator[None, None, Placed]  # a part's picture painted a piece per step; returns what went where
from scenes.kit.title_art import title_art_pieces
from scenes.kiosk.how_to_screens import paint_screen
from scenes.kiosk.kept_screens import KeptScreens
from tutorial.how_to import how_to_steps
from tutorial.plan import ChapterSteps
from tutorial.table import Table
from tutorial.texts import render as render_step_text

if TYPE_CHECKING:
    from app.app import App

# A table with a follower, whom the result names, and the point vote, entered on a public screen.
HOW_TO_PLAYERS = 6
KEPT_SCREENS = KeptScreens()  # the same six pictures every round: made once per language and size


def paint_at_once(painting: Painting) -> Placed:
    """Every piece of ``painting`` now; what it placed where."""
    while True:
        try:
            next(painting)
        except StopIteration as done:
            return done.value


def _backdrop_pieces(layer: pygame.Surface, variant: str) -> Generator[None, None, None]:
    for index in range(BACKDROP_PARTS):
        paint_backdrop_part(layer.get_rect(), variant, index)
        yield
    draw_backdrop(layer, layer.get_rect(), variant)
    yield


def welcome_text(venue: str) -> str:
    return t("kiosk.attract.welcome", venue=venue) if venue else t("kiosk.attract.welcome_anywhere")


def paint_venue(layer: pygame.Surface, area: pygame.Rect, venue: str, size: tuple[int, int]) -> Placed:
    """The venue's name at the left of ``area``, on a plate of the theme's panel: it stays legible on every part's
    background, the daylight of "how to play" included."""
    if not venue or area.width <= 0:
        return []
    pad = layout.gap_px(size)
    px = fonts.fit_px(venue, "heading", min(layout.body_text_px(size) * 3 // 2, area.height * 3 // 4),
                      max(8, area.width - 2 * pad), min_px=max(8, layout.body_text_px(size) * 3 // 4))
    words = fonts.render(venue, "heading", px, theme.colour("title_text"))
    box = words.get_rect(midleft=(area.left + pad, area.centery))
    plate = box.inflate(2 * pad, 0).clip(area)
    plate.height = area.height
    plate.top = area.top
    draw_panel(layer, plate, alpha=240)
    layer.blit(words, box)
    return [("venue", box)]


def paint_title(layer: pygame.Surface, stage: pygame.Rect, venue: str, size: tuple[int, int]) -> Painting:
    """The game's name and the venue's welcome over the title picture."""
    heading, art = _split(stage, 0.36, size)
    yield from _backdrop_pieces(layer, "night")  # the title picture lays the night room over the whole layer
    yield from _title_art(layer, art)
    name_area = pygame.Rect(heading.left, heading.top, heading.width, heading.height * 3 // 5)
    welcome_area = pygame.Rect(heading.left, name_area.bottom, heading.width, heading.bottom - name_area.bottom)
    name = _draw_display_line(layer, t("title.game_name"), name_area)
    welcome = draw_text_block(layer, welcome_text(venue) + "\n" + t("title.tagline"), welcome_area,
                              layout.body_text_px(size) * 5 // 4, theme.colour("subtitle_text"))
    return [("game name", name), ("welcome", welcome)]


def paint_secret_turn(layer: pygame.Surface, stage: pygame.Rect, size: tuple[int, int]) -> Painting:
    """What stands in for the demo's private turns: the quiet table and a word on what is going on."""
    yield from _backdrop_pieces(layer, "night")
    caption, art = _split(stage, 0.22, size)
    # The title picture paints the backdrop over its whole surface; keep it to the stage.
    yield from _title_art(layer.subsurface(art), pygame.Rect((0, 0), art.size))
    draw_text_block(layer, t("kiosk.attract.secret_turn"), caption, layout.body_text_px(size) * 5 // 4,
                    theme.colour("public_text"))
    return []  # shown in the demonstration's place, inside its picture: the screen names the picture instead


def _title_art(surface: pygame.Surface, area: pygame.Rect) -> Generator[None, None, None]:
    for piece in title_art_pieces(surface, area):
        piece()
        yield


def paint_demo_band(surface: pygame.Surface, band: pygame.Rect, size: tuple[int, int]) -> Placed:
    """The mark on every frame of the demonstration."""
    draw_panel(surface, band, alpha=235)
    inner = band.inflate(-2 * layout.gap_px(size), -layout.gap_px(size) // 2)
    draw_text_block(surface, t("kiosk.attract.demo_band"), inner, layout.body_text_px(size),
                    theme.colour("public_highlight"), role="heading")
    return [("demo band", band)]


def paint_how_to(layer: pygame.Surface, stage: pygame.Rect, step_index: int, size: tuple[int, int],
                 screens: "App") -> Painting:
    """One step of "how to play" (`tutorial.how_to`): the game's own screen at that moment, small, drawn by
    ``screens`` (an off-screen app), and its sentence as a subtitle."""
    yield from _backdrop_pieces(layer, "night")
    heading, body = _split(stage, 0.14, size)
    area, subtitle = _two_panels(body, 0.62, size)
    chapter = _how_to_chapter()
    step = next(candidate for candidate in chapter.steps if candidate.name == HOW_TO_STEPS[step_index])
    picture = _fitted(area.inflate(-layout.gap_px(size), -layout.gap_px(size)), screens.size)
    if chapter.game is not None:  # how to play always shows a scripted game
        screen = layer.subsurface(picture)
        kept = (current_language(), screens.size, picture.size)
        if KEPT_SCREENS.kept(kept, step.name):
            yield from KEPT_SCREENS.paint(kept, step.name, screen)
        else:
            yield from paint_screen(screens, step, chapter.game, screen)
            yield
            yield from KEPT_SCREENS.keep(kept, step.name, screen)
    edge = max(2, layout.gap_px(size) // 4)
    pygame.draw.rect(layer, theme.colour("public_panel_edge"), picture.inflate(2 * edge, 2 * edge), width=edge)
    count = f"{step_index + 1} / {len(HOW_TO_STEPS)}"
    title = f"{t('kiosk.attract.how_to')}  ·  {count}"
    draw_panel(layer, _plate_for(title, heading, size), alpha=240)  # a plate like the venue's name
    words = draw_heading(layer, title, heading, size)
    panel = subtitle.inflate(-layout.gap_px(size), -layout.gap_px(size))
    draw_panel(layer, panel)
    text = render_step_text(step.text, current_language(), chapter.names(current_language()))
    draw_text_block(layer, text, panel.inflate(-2 * layout.gap_px(size), -2 * layout.gap_px(size)),
                    layout.body_text_px(size) * 5 // 4, theme.colour("public_text"))
    return [("how to heading", words), ("how to words", panel), ("how to screen", picture)]


def _fitted(area: pygame.Rect, shape: tuple[int, int]) -> pygame.Rect:
    """The largest rect of ``shape``'s proportions centred in ``area``: the screen as a player sees it, smaller."""
    scale = min(area.width / max(1, shape[0]), area.height / max(1, shape[1]))
    fitted = pygame.Rect(0, 0, max(1, int(shape[0] * scale)), max(1, int(shape[1] * scale)))
    fitted.center = area.center
    return fitted


def _plate_for(heading_text: str, area: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The plate under a heading ``draw_heading`` centres in ``area``: its words' width and a gap each side."""
    px = fonts.fit_px(heading_text, "heading", theme.font_px("@heading", size), area.width,
                      min_px=layout.body_text_px(size))
    width = fonts.render(heading_text, "heading", px, theme.colour("public_title")).get_width()
    plate = pygame.Rect(0, 0, min(area.width, width + 4 * layout.gap_px(size)), area.height)
    plate.center = area.center
    return plate


@lru_cache(maxsize=1)
def _how_to_chapter() -> ChapterSteps:
    return how_to_steps(Table(HOW_TO_PLAYERS))


def paint_today(layer: pygame.Surface, stage: pygame.Rect, venue: str, numbers: TodayNumbers,
                size: tuple[int, int]) -> Painting:
    """Today's games and how often the Thief was caught, beside a cheese."""
    yield from _backdrop_pieces(layer, "night")
    heading, body = _split(stage, 0.2, size)
    title = t("kiosk.attract.today.heading", venue=venue) if venue else t("kiosk.attract.today.heading_anywhere")
    placed: Placed = [("today heading", draw_heading(layer, title, heading, size))]
    yield  # each block of words apart too: a cold font's lines took a few milliseconds each
    art, words = _two_panels(body, 0.35, size)
    side = int(min(art.size) * 0.8)
    if side > 8:
        # The plate and the cheese in steps apart, as ``draw_cheese`` paints them: both cold in one step took 16-22 ms.
        cheese = layout.centred_rect(side, side, art.center)
        draw_cheese_plate(layer, cheese)
        yield
        draw_cheese_wedge(layer, cheese)
        yield
    games_key, games_params = games_line(numbers)
    caught_key, caught_params = caught_line(numbers)
    upper = pygame.Rect(words.left, words.top, words.width, words.height // 2)
    lower = pygame.Rect(words.left, upper.bottom, words.width, words.bottom - upper.bottom)
    big = theme.font_px("@heading", size)
    placed.append(("games today", draw_text_block(layer, t(games_key, **games_params), upper, big,
                                                  theme.colour("public_title"), role="heading")))
    yield
    placed.append(("thief caught", draw_text_block(layer, t(caught_key, **caught_params), lower,
                                                   layout.body_text_px(size) * 3 // 2, theme.colour("public_text"))))
    return placed


def _split(area: pygame.Rect, top_share: float, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """A heading strip of ``top_share`` of ``area`` (never shorter than a line of text) and the rest under it."""
    top_h = max(int(area.height * top_share), layout.body_text_px(size) * 2)
    top = pygame.Rect(area.left, area.top, area.width, min(top_h, area.height))
    return top, pygame.Rect(area.left, top.bottom, area.width, max(1, area.bottom - top.bottom))


def _two_panels(area: pygame.Rect, first_share: float, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Side by side on a landscape screen, stacked on a portrait one (whatever the shape of ``area`` itself)."""
    if layout.is_portrait(size):
        first_h = round(area.height * first_share)
        return (pygame.Rect(area.left, area.top, area.width, first_h),
                pygame.Rect(area.left, area.top + first_h, area.width, area.height - first_h))
    first_w = round(area.width * first_share)
    return (pygame.Rect(area.left, area.top, first_w, area.height),
            pygame.Rect(area.left + first_w, area.top, area.width - first_w, area.height))


def _draw_display_line(surface: pygame.Surface, text: str, area: pygame.Rect) -> pygame.Rect:
    px = fonts.fit_px(text, "display", max(8, int(area.height * 0.8)), area.width)
    face = fonts.font_for_text(text, "display", px)
    shadow = face.render(text, True, theme.colour("title_shadow"))
    words = face.render(text, True, theme.colour("title_text"))
    box = words.get_rect(center=area.center)
    offset = max(2, px // 18)
    surface.blit(shadow, box.move(offset, offset))
    surface.blit(words, box)
    return words.get_bounding_rect().move(box.topleft)  # the letters themselves: a display face's line is tall
