"""The CJK faces, opened once per file and drawn at any size.

Opening Noto Sans SC takes about 8 ms, and a ``pygame.font.Font`` is opened for one size: each new size of a
Chinese text (a heading, a name, a key's arrow) opened the file again, in the frame that drew it, and a table's
screens have dozens of sizes (frames of 20-33 ms in Chinese). pygame-ce sets a face's size in microseconds, so
each CJK file is opened once, and every size draws with that face, its size set just before each call. Setting
it also empties the face's glyph cache (0.2 ms to fill again for a line), so it is set only when it changes, and
lines drawn are remembered by their callers (``app.fonts.render``). Latin faces open in 0.2 ms: they keep one
face per size, with its glyphs cached. pygame_gui's text takes the shared faces too (``open_face``,
installed by ``app.ui_manager``): it opened the CJK file for every size of every widget manager's theme.
Every font is opened through ``open_face``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Any, Callable

import pygame


class _SharedFace:
    """One open file, and the size it is set to now."""

    def __init__(self, path: str) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.px = 12
        self.face = pygame.font.Font(path, self.px)

    def at(self, px: int, style: tuple[bool, bool, bool] = (False, False, False)) -> pygame.font.Font:
        """The face at ``px`` with ``style`` (underline, bold, italic): those of the face asking."""
        if self.px != px:
            self.face.point_size = px
            self.px = px
        underline, bold, italic = style
        if self.face.underline != underline:
            self.face.underline = underline
        if self.face.bold != bold:
            self.face.bold = bold
        if self.face.italic != italic:
            self.face.italic = italic
        return self.face


@lru_cache(maxsize=4)  # two CJK files (regular and bold)
def _shared(path: str) -> _SharedFace:
    return _SharedFace(path)


@lru_cache(maxsize=4)
def _measuring(path: str) -> _SharedFace:
    """A Latin file's one more face, for measuring at any size (its sizes keep faces of their own for drawing)."""
    return _SharedFace(path)


def width_at(path: str, px: int, text: str) -> int:
    """The width of ``text`` in the file's face at ``px``, opening no face for that size: fitting a line to a
    width tries two or three sizes, and each opened a face (8 ms for a CJK one)."""
    holder = _shared(path) if is_shared_file(path) else _measuring(path)
    return holder.at(int(px)).size(text)[0]


class SizedFace:
    """A shared face at one size: the calls of ``pygame.font.Font``, each made at this face's size."""

    __slots__ = ("_shared", "_px", "_style")

    def __init__(self, path: str, px: int) -> None:
        self._shared = _shared(path)
        self._px = int(px)
        self._style = (False, False, False)  # underline, bold, italic: this face's own

    @property
    def point_size(self) -> int:
        return self._px

    def set_point_size(self, px: int) -> None:
        """This face's size only (the shared one is set before each call)."""
        self._px = int(px)

    # Styles are this face's own: pygame_gui underlines a link, not every text drawn from the same file.
    @property
    def underline(self) -> bool:
        return self._style[0]

    @underline.setter
    def underline(self, value: bool) -> None:
        self._style = (bool(value), self._style[1], self._style[2])

    @property
    def bold(self) -> bool:
        return self._style[1]

    @bold.setter
    def bold(self, value: bool) -> None:
        self._style = (self._style[0], bool(value), self._style[2])

    @property
    def italic(self) -> bool:
        return self._style[2]

    @italic.setter
    def italic(self, value: bool) -> None:
        self._style = (self._style[0], self._style[1], bool(value))

    def render(self, *args: Any, **kwargs: Any) -> pygame.Surface:
        return self._shared.at(self._px, self._style).render(*args, **kwargs)

    def size(self, text: str) -> tuple[int, int]:
        return self._shared.at(self._px, self._style).size(text)

    def get_height(self) -> int:
        return self._shared.at(self._px, self._style).get_height()

    def get_linesize(self) -> int:
        return self._shared.at(self._px, self._style).get_linesize()

    def get_ascent(self) -> int:
        return self._shared.at(self._px, self._style).get_ascent()

    def get_descent(self) -> int:
        return self._shared.at(self._px, self._style).get_descent()

    def __getattr__(self, name: str) -> Any:
        # Any other call of a Font, made at this size when it is called (not when it is looked up: another face
        # may be used in between, as in ``a.render(text, True, b.size(x))``).
        attribute = getattr(self._shared.face, name)
        if not callable(attribute):
            return getattr(self._shared.at(self._px, self._style), name)

        def at_this_size(*args: Any, **kwargs: Any) -> Any:
            method: Callable[..., Any] = getattr(self._shared.at(self._px, self._style), name)
            return method(*args, **kwargs)

        return at_this_size


# What text drawing is given: a face of its own for a Latin size, a shared one for a CJK size.
Face = pygame.font.Font | SizedFace


def open_face(file: Any, px: int) -> Face:
    """A face of ``file`` (a path, or a file object) at ``px``: a shared one for the CJK files, a face of its own
    otherwise. What the program's text and pygame_gui's (``app.ui_manager`` installs it there) open fonts with:
    pygame_gui opened the CJK file once for each size of each widget manager's theme (45 faces of about 1 MB in a
    Chinese table game at 4K, over its memory aim)."""
    if isinstance(file, (str, os.PathLike)) and is_shared_file(os.fspath(file)):
        return SizedFace(os.fspath(file), int(px))
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(file, px)


def is_shared_file(path: str) -> bool:
    """Whether faces of this file are shared between sizes (the CJK ones, slow to open)."""
    return path.endswith("NotoSansSC-Regular.otf") or path.endswith("NotoSansSC-Bold.otf")
