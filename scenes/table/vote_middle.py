"""What the table vote shows outside the seats' panels: the count of locked votes and "3, 2, 1" in the middle
(twice, facing both long sides), then the votes flying across the table.

Nothing here ever learns who voted for whom before the reveal: the middle is painted from the count alone.
In the pointing mode each vote is an arrow from the voter's zone to the zone of the player voted for (everyone
pointed openly, R8.1). In the secret mode a token flies from the middle to each voted-for player's zone instead,
in the order of the players voted for, so neither its start, its colour nor its turn tells who cast it.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from app import fonts, theme
from program.i18n import t
from art.facing import turned
from art.shapes import fill_circle_aa
from motion.vote_pointers import DURATION, REST_SECONDS, VotePointersAnimation
from table.physical import TableScreen
from table.rect import Rect
from table.rotation import own_size, rect_to_screen, to_screen
from table.seats import FacingCopy, SeatPlace

TITLE_MM = 12.0
COUNT_MM = 10.0
ARROW_MM = 4.0
TOKEN_MM = 8.0
NUMBER_SHARE = 0.8  # of the space left under the two lines
FLYING_SECONDS = DURATION - REST_SECONDS  # the arrows' own timing (motion.vote_pointers), tokens too


def paint_middle_copy(surface: pygame.Surface, screen: TableScreen, copy: FacingCopy, locked: int, total: int) -> pygame.Rect:
    """One copy of the middle's texts over what is already there, facing its long side; returns the screen area
    painted. The picture is only as tall as the texts (the whole copy's, 12 MB at 4K, took 8 ms of the frame of a
    locked vote, twice)."""
    width, height = own_size(copy.area, copy.rotation)
    lines = ((t("table_vote.title"), "heading", TITLE_MM, "public_title"),
             (t("table_vote.locked_count", locked=locked, total=total), "body", COUNT_MM, "public_text"))
    placed: list[tuple[pygame.Surface, int]] = []
    top = screen.gap_px
    for text, role, mm, colour in lines:
        px = fonts.fit_px(text, role, screen.type_px(mm), width - 2 * screen.gap_px, min_px=screen.text_px)
        rendered = fonts.render(text, role, px, theme.colour(colour))
        placed.append((rendered, top))
        top += rendered.get_height() + screen.gap_px // 2
    used = max(1, min(height, max(line_top + rendered.get_height() for rendered, line_top in placed)))
    picture = pygame.Surface((width, used), pygame.SRCALPHA)
    for rendered, line_top in placed:
        picture.blit(rendered, rendered.get_rect(midtop=(width // 2, line_top)))
    where = rect_to_screen(Rect(0, 0, width, used), copy.area, copy.rotation)
    surface.blit(turned(picture, copy.rotation), (where.x, where.y))
    return pygame.Rect(where.as_tuple())


def number_area(screen: TableScreen, copy: FacingCopy) -> Rect:
    """Where "3, 2, 1" goes in a copy, in its own upright pixels: under the two lines of text."""
    width, height = own_size(copy.area, copy.rotation)
    top = screen.gap_px * 2 + screen.type_px(TITLE_MM) * 3 // 2 + screen.type_px(COUNT_MM) * 3 // 2
    return Rect(0, min(top, height - 1), width, max(1, height - top))


class CountdownPictures:
    """The big digits for each copy, rendered once per text and turned to face the copy's side."""

    def __init__(self, screen: TableScreen, copies: Sequence[FacingCopy]) -> None:
        self.screen = screen
        self.copies = tuple(copies)
        self._pictures: dict[str, list[tuple[pygame.Surface, tuple[float, float]]]] = {}

    def draw(self, surface: pygame.Surface, text: str) -> None:
        for picture, centre in self._for(text):
            surface.blit(picture, picture.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _for(self, text: str) -> list[tuple[pygame.Surface, tuple[float, float]]]:
        pictures = self._pictures.get(text)
        if pictures is None:
            pictures = []
            for copy in self.copies:
                area = number_area(self.screen, copy)
                px = fonts.fit_px(text, "display", int(area.height * NUMBER_SHARE), area.width, min_px=self.screen.text_px)
                digits = fonts.render(text, "display", px, theme.colour("public_highlight"))
                u, v = area.center
                pictures.append((turned(digits, copy.rotation), to_screen(u, v, copy.area, copy.rotation)))
            self._pictures[text] = pictures
        return pictures


class VoteFlight:
    """The locked votes crossing the table, drawn at a moment ``seconds`` into the reveal."""

    def __init__(self, screen: TableScreen, places: Sequence[SeatPlace], votes: Sequence[tuple[int, int]],
                 secret: bool, source: tuple[float, float]) -> None:
        self.screen = screen
        self.secret = secret
        self.source = source
        self.arrows = VotePointersAnimation(
            [(voter, _centre(places[voter].zone), _centre(places[target].zone)) for voter, target in votes],
            screen.px(ARROW_MM))
        self.token_ends = _token_ends(places, sorted(target for _, target in votes))

    def draw(self, surface: pygame.Surface, seconds: float, reduced_motion: bool) -> None:
        # With reduced motion nothing flies: the votes are simply there, where they land.
        grow = 1.0 if reduced_motion else max(0.0, min(1.0, seconds / FLYING_SECONDS))
        if not self.secret:
            self.arrows.draw_pose(surface, {"grow": grow})
            return
        radius = self.screen.px(TOKEN_MM)
        for index, (end_x, end_y) in enumerate(self.token_ends):
            amount = self.arrows.arrow_progress(index, grow)
            centre = (self.source[0] + (end_x - self.source[0]) * amount, self.source[1] + (end_y - self.source[1]) * amount)
            fill_circle_aa(surface, centre, radius + max(1, radius // 5), theme.colour("title_shadow"))
            fill_circle_aa(surface, centre, radius, theme.colour("public_highlight"))


def _centre(zone: Rect) -> tuple[int, int]:
    x, y = zone.center
    return (round(x), round(y))


def _token_ends(places: Sequence[SeatPlace], targets: Sequence[int]) -> list[tuple[float, float]]:
    """Where each token lands: side by side along the voted-for player's zone, one per vote."""
    counts = Counter(targets)
    seen: Counter[int] = Counter()
    ends = []
    for target in targets:
        place = places[target]
        width, height = own_size(place.zone, place.rotation)
        spacing = width / (counts[target] + 1)
        seen[target] += 1
        ends.append(to_screen(spacing * seen[target], height / 2, place.zone, place.rotation))
    return ends
