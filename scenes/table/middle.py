"""The shared middle of the table: a few lines of public words, shown twice, facing both long sides."""
from __future__ import annotations

import pygame

from app import backdrop, fonts, theme
from art.facing import turned, upright_surface
from table.physical import TableScreen
from table.seats import FacingCopy

HEADING_MM = 12.0
LINE_MM = 7.0


class MiddleWords:
    """Cached: the copies are painted again only when the words change."""

    def __init__(self, screen: TableScreen, copies: tuple[FacingCopy, FacingCopy]) -> None:
        self.screen = screen
        self.copies = copies
        self._key: object = None
        self._pictures: list[pygame.Surface | None] = []

    def draw(self, target: pygame.Surface, heading: str, lines: list[str]) -> None:
        for index, copy in enumerate(self.copies):
            target.blit(self._picture(index, heading, lines), (copy.area.x, copy.area.y))

    def paint_ahead(self, index: int, heading: str, lines: list[str]) -> None:
        """Make the picture of copy ``index`` for these words now, so the frame that shows them only copies it (a
        copy a step: both took 12 ms of a step at 4K)."""
        self._picture(index, heading, lines)

    def _picture(self, index: int, heading: str, lines: list[str]) -> pygame.Surface:
        key = (heading, tuple(lines))
        if key != self._key:
            self._pictures = [None] * len(self.copies)
            self._key = key
        picture = self._pictures[index]
        if picture is None:
            # Kept already turned: turning a copy half the screen wide in every frame cost more than the rest.
            copy = self.copies[index]
            picture = self._pictures[index] = turned(self._paint(copy, heading, lines), copy.rotation)
        return picture

    def _paint(self, copy: FacingCopy, heading: str, lines: list[str]) -> pygame.Surface:
        picture = upright_surface(copy.area, copy.rotation)
        backdrop.draw_night_sky(picture)
        width = picture.get_width() - 2 * self.screen.px(5)
        images = [fonts.render(heading, "heading", fonts.fit_px(heading, "heading", self.screen.type_px(HEADING_MM), width,
                                                                min_px=self.screen.text_px), theme.colour("title_text"))]
        for line in lines:
            px = fonts.fit_px(line, "body", self.screen.type_px(LINE_MM), width, min_px=self.screen.text_px)
            images.append(fonts.render(line, "body", px, theme.colour("public_text")))
        total = sum(image.get_height() for image in images)
        y = (picture.get_height() - total) // 2
        for image in images:
            picture.blit(image, image.get_rect(midtop=(picture.get_width() // 2, y)))
            y += image.get_height()
        return picture
