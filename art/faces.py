"""Font files opened a few times each at most and drawn at any size.

A ``pygame.font.Font`` is opened for one size. Opening Noto Sans SC takes about 8 ms, and each new size of a
Chinese text (a heading, a name, a key's arrow) opened the file again, in the frame that drew it: a table's screens
have dozens of sizes (frames of 20-33 ms in Chinese). A Latin file opens in 0.1 ms, but a newly opened face takes
1.5-2.5 ms for its first line, where its next lines take 0.15 ms: a table game met about fifteen new sizes, each in
the frame that drew it. pygame-ce sets a face's size in microseconds, and a face already used draws its first line
at a new size as fast as the next ones (measured with pygame-ce 2.5 and SDL_ttf 2.24). So a file keeps a few faces
open (``FACES_PER_FILE``; a CJK file one), each at the size it was last used at, and every size draws with one of
them, set to that size just before each call. Setting a size empties the face's glyph cache (0.2 ms to fill again
for a line), so it is set only when it changes, the faces of sizes used in turn keep their sizes, and lines drawn
are remembered by their callers (``app.fonts.render``). pygame_gui's text takes the shared faces too
(``open_face``, installed by ``app.frames.ui_manager``): it opened a file for every size of every widget manager's theme
(45 faces of about 1 MB in a Chinese table game at 4K). Every font is opened through ``open_face``.
"""
from __future__ import annotations

import os
from collections import OrderedDict
from functools import lru_cache
from typing import Any, Callable, NamedTuple

import pygame


class Style(NamedTuple):
    """What a face asks of the shared one besides its size. pygame_gui underlines a link, forces bold on a file
    without a bold cut and names the script of its theme's text ("Latn", which shapes Latin lines a pixel narrower
    at small sizes): each for its own face, not for every text drawn from the same file."""

    underline: bool = False
    bold: bool = False
    italic: bool = False
    script: str = "Zzzz"  # unknown: guessed from the text, as a newly opened face does
    direction: int = pygame.DIRECTION_LTR


PLAIN = Style()


class _SharedFace:
    """One open file, and the size and style it is set to now."""

    def __init__(self, path: str) -> None:
        self.px = 12
        self.face = _opened(path, self.px)
        self.style = PLAIN

    def at(self, px: int, style: Style = PLAIN) -> pygame.font.Font:
        """The face at ``px`` with ``style``: those of the face asking."""
        if self.px != px:
            self.face.point_size = px
            self.px = px
        if style != self.style:
            face, now = self.face, self.style
            if now.underline != style.underline:
                face.underline = style.underline
            if now.bold != style.bold:
                face.bold = style.bold
            if now.italic != style.italic:
                face.italic = style.italic
            if now.script != style.script:
                face.set_script(style.script)
            if now.direction != style.direction:
                face.set_direction(style.direction)
            self.style = style
        return self.face


# A file keeps a few faces open, each at the size it was last used at: setting a face to another size empties its
# glyph cache, and the screen checks switched sizes about 300 times a second of their run (a sixth of their time
# went to drawing text). Each face more costs its first line once (1.5-2.5 ms); a CJK one also 8 ms to open and
# about a megabyte, so a CJK file keeps one.
FACES_PER_FILE = 4
_ONE_FACE_FILES = ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf")


class _FacesOfFile:
    """A file's open faces, each set to the size it was last used at, the least recently used set anew."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.limit = 1 if path.endswith(_ONE_FACE_FILES) else FACES_PER_FILE
        self._by_px: OrderedDict[int, _SharedFace] = OrderedDict()

    def at(self, px: int, style: Style = PLAIN) -> pygame.font.Font:
        """A face of the file at ``px`` with ``style``."""
        holder = self._by_px.pop(px, None)
        if holder is None:
            if len(self._by_px) < self.limit:
                holder = _SharedFace(self.path)
            else:
                _px, holder = self._by_px.popitem(last=False)
        self._by_px[px] = holder
        return holder.at(px, style)


@lru_cache(maxsize=16)  # the program's four files (Latin and CJK, regular and bold), and pygame_gui's own
def _shared(path: str) -> _FacesOfFile:
    return _FacesOfFile(path)


def width_at(path: str, px: int, text: str) -> int:
    """The width of ``text`` in the file's face at ``px``: fitting a line to a width tries two or three sizes."""
    return _shared(path).at(int(px)).size(text)[0]


def _style_switch(name: str) -> property:
    """A font's on/off style (``Font.bold``...) as a property of a ``SizedFace``, kept in its own ``Style``."""

    def read(face: "SizedFace") -> bool:
        return bool(getattr(face._style, name))

    def write(face: "SizedFace", value: bool) -> None:
        switched: dict[str, Any] = {name: bool(value)}
        face._style = face._style._replace(**switched)

    return property(read, write)


class SizedFace:
    """A shared face at one size: the calls of ``pygame.font.Font``, each made at this face's size."""

    __slots__ = ("_shared", "_px", "_style")

    def __init__(self, path: str, px: int) -> None:
        self._shared = _shared(path)
        self._px = int(px)
        self._style = PLAIN  # this face's own

    @property
    def point_size(self) -> int:
        return self._px

    def set_point_size(self, px: int) -> None:
        """This face's size only (the shared one is set before each call)."""
        self._px = int(px)

    # Styles are this face's own (see ``Style``).
    underline = _style_switch("underline")
    bold = _style_switch("bold")
    italic = _style_switch("italic")

    def set_script(self, script: str) -> None:
        self._style = self._style._replace(script=str(script))

    def set_direction(self, direction: int) -> None:
        self._style = self._style._replace(direction=int(direction))

    def _now(self) -> pygame.font.Font:
        """The file's face, set to this face's size and style for the call about to be made."""
        return self._shared.at(self._px, self._style)

    # The calls text drawing makes most, spelled out: ``__getattr__`` makes a function at each lookup.
    def render(self, *args: Any, **kwargs: Any) -> pygame.Surface:
        return self._now().render(*args, **kwargs)

    def size(self, text: str) -> tuple[int, int]:
        return self._now().size(text)

    def get_height(self) -> int:
        return self._now().get_height()

    def get_linesize(self) -> int:
        return self._now().get_linesize()

    def get_ascent(self) -> int:
        return self._now().get_ascent()

    def get_descent(self) -> int:
        return self._now().get_descent()

    def __getattr__(self, name: str) -> Any:
        # Any other call of a Font, made at this size when it is called (not when it is looked up: another face
        # may be used in between, as in ``a.render(text, True, b.size(x))``).
        attribute = getattr(self._now(), name)
        if not callable(attribute):
            return attribute

        def at_this_size(*args: Any, **kwargs: Any) -> Any:
            method: Callable[..., Any] = getattr(self._now(), name)
            return method(*args, **kwargs)

        return at_this_size


# What text drawing is given: a shared face at a size, or a face of its own for a font given as a file object.
Face = pygame.font.Font | SizedFace


def open_face(file: Any, px: int) -> Face:
    """A face of ``file`` at ``px``: the file's shared face for a path, a face of its own for a file object
    (nothing to know it by). What the program's text and pygame_gui's (``app.frames.ui_manager`` installs it there)
    open fonts with."""
    if isinstance(file, (str, os.PathLike)):
        return SizedFace(os.fspath(file), int(px))
    return _opened(file, px)


def _opened(file: Any, px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(file, px)
