"""Font files are opened once each and drawn at any size (``art.faces``): the same pixels and measures as a face
opened at that size, without opening the file again for each size (8 ms for the CJK one, and 2 ms for a Latin
face's first line)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from art import faces

DATA = Path(pygame_gui.__file__).resolve().parent / "data"
CJK = str(DATA / "NotoSansSC-Bold.otf")
LATIN = str(DATA / "NotoSans-Regular.ttf")
TEXTS = ("还差：阿达、博", "Ada ⇧", "阿")
LATIN_TEXTS = ("Straße, Ça va ?", "Hold here", "Wj")


def _opened_at(px: int, path: str = CJK) -> pygame.font.Font:
    pygame.font.init()
    return pygame.font.Font(path, px)


@pytest.mark.parametrize("path, texts", [(CJK, TEXTS), (LATIN, LATIN_TEXTS), (str(DATA / "NotoSans-Bold.ttf"), LATIN_TEXTS)])
def test_a_shared_face_draws_and_measures_each_size_as_a_face_opened_at_that_size(path: str, texts: tuple[str, ...]) -> None:
    sizes = (9, 24, 41, 24, 63)
    shared = [faces.SizedFace(path, px) for px in sizes]
    for text in texts:
        for px, face in zip(sizes, shared):
            opened = _opened_at(px, path)
            assert face.size(text) == opened.size(text)
            assert (face.get_height(), face.get_linesize(), face.get_ascent(), face.get_descent()) == \
                (opened.get_height(), opened.get_linesize(), opened.get_ascent(), opened.get_descent())
            drawn, expected = face.render(text, True, (20, 30, 40)), opened.render(text, True, (20, 30, 40))
            assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA")
            assert face.metrics(text) == opened.metrics(text)  # any other call, at this face's size


def test_a_call_is_made_at_its_own_face_s_size_even_when_another_size_is_used_in_its_arguments() -> None:
    small, big = faces.SizedFace(CJK, 12), faces.SizedFace(CJK, 48)
    render = small.render  # looked up first, as in small.render(text, True, colour_from(big.size(...)))
    width = big.size("阿达")[0]
    drawn = render("阿达", True, (0, 0, 0))
    assert drawn.get_height() == _opened_at(12).size("阿达")[1]
    assert width == _opened_at(48).size("阿达")[0]


def test_a_file_keeps_a_few_faces_open_whatever_the_sizes_and_a_cjk_file_one(monkeypatch) -> None:
    opened: list[str] = []
    real_init = faces._SharedFace.__init__

    def counting(self, path: str) -> None:
        opened.append(path)
        real_init(self, path)

    monkeypatch.setattr(faces._SharedFace, "__init__", counting)
    faces._shared.cache_clear()
    for px in range(10, 60, 7):
        faces.SizedFace(CJK, px).size("阿")
        faces.open_face(LATIN, px).render("Ada", True, (0, 0, 0))
        faces.width_at(LATIN, px + 1, "Ada")
    assert opened.count(CJK) == 1 and opened.count(LATIN) == faces.FACES_PER_FILE
    faces._shared.cache_clear()


def test_sizes_used_in_turn_keep_their_faces_and_their_glyphs() -> None:
    """Setting a face's size empties its glyph cache: a few sizes used in turn each keep a face of their own."""
    faces._shared.cache_clear()
    held = faces._shared(LATIN)
    sizes = [14, 22, 31, 40][:faces.FACES_PER_FILE]
    first = {px: held.at(px) for px in sizes}
    for _ in range(3):
        for px in sizes:
            assert held.at(px) is first[px] and held.at(px).point_size == px
    faces._shared.cache_clear()


def test_a_font_given_as_a_file_object_gets_a_face_of_its_own() -> None:
    with open(LATIN, "rb") as file:
        face = faces.open_face(file, 20)
        assert isinstance(face, pygame.font.Font)
        assert face.size("Ada") == _opened_at(20, LATIN).size("Ada")


def test_the_size_is_set_only_when_it_changes() -> None:
    """Setting a face's size empties its glyph cache (0.2 ms to fill again for a line)."""
    class Face:
        def __init__(self) -> None:
            self.sets: list[int] = []
            self.underline = self.bold = self.italic = False

        @property
        def point_size(self) -> int:
            return self.sets[-1] if self.sets else 12

        @point_size.setter
        def point_size(self, px: int) -> None:
            self.sets.append(px)

    holder = faces._SharedFace(CJK)
    holder.face = Face()  # type: ignore[assignment]
    for px in (30, 30, 30, 18, 18, 30):
        holder.at(px)
    assert holder.face.sets == [30, 18, 30]  # type: ignore[attr-defined]


def test_a_width_at_any_size_opens_no_face_for_it() -> None:
    latin = LATIN
    pygame.font.init()
    for px in (8, 17, 33):
        assert faces.width_at(latin, px, "Straße") == pygame.font.Font(latin, px).size("Straße")[0]
        assert faces.width_at(CJK, px, "还差") == _opened_at(px).size("还差")[0]


def test_pygame_gui_s_text_draws_with_the_shared_cjk_face_and_its_own_underline(make_app) -> None:
    """pygame_gui opened the CJK file for each size of each widget manager's theme: 45 faces of about 1 MB in a
    Chinese table game at 4K. Its fonts now take the shared face; a link it underlines underlines only itself."""
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    import app.frames.ui_manager  # noqa: F401 - installs the shared faces into pygame_gui

    make_app()  # a window: pygame_gui converts what it draws to the window's format
    faces._shared.cache_clear()
    gui_fonts = [GUIFontPygame(CJK, px) for px in (14, 20, 33)]
    assert faces._shared.cache_info().misses == 1
    for font, px in zip(gui_fonts, (14, 20, 33)):
        assert font.size("阿达 Ada") == _opened_at(px).render("阿达 Ada", True, (255, 255, 255)).get_size()
    gui_fonts[0].underline = True
    assert gui_fonts[0].underline and not gui_fonts[1].underline
    forced = faces.open_face(CJK, 20)
    forced.bold = True  # pygame_gui forces a style on a face whose file lacks it
    assert not faces.open_face(CJK, 20).bold
    bold_drawn = forced.render("阿达", True, (255, 255, 255))
    expected_bold = _opened_at(20)
    expected_bold.bold = True
    assert pygame.image.tobytes(bold_drawn, "RGBA") == \
        pygame.image.tobytes(expected_bold.render("阿达", True, (255, 255, 255)), "RGBA")
    plain = gui_fonts[1].render_premul("阿达", pygame.Color(255, 255, 255))
    expected = _opened_at(20).render("阿达", True, (255, 255, 255))
    assert plain.get_size() == expected.get_size()
    latin = GUIFontPygame(str(DATA / "NotoSans-Regular.ttf"), 20)
    assert latin.size("Ada") == pygame.font.Font(str(DATA / "NotoSans-Regular.ttf"), 20).render("Ada", True, (0, 0, 0)).get_size()


def test_a_script_or_direction_named_by_one_face_stays_with_that_face() -> None:
    """pygame_gui names its theme's script ("Latn") on its faces: shared, it shaped the program's own lines a pixel
    narrower at small sizes."""
    text = "Straße, Ça va ?"
    themed, own = faces.open_face(LATIN, 9), faces.open_face(LATIN, 9)
    themed.set_script("Latn")
    themed.set_direction(pygame.DIRECTION_LTR)
    expected_themed = _opened_at(9, LATIN)
    expected_themed.set_script("Latn")
    for _ in range(2):
        assert themed.size(text) == expected_themed.size(text)
        assert own.size(text) == _opened_at(9, LATIN).size(text)
        assert pygame.image.tobytes(own.render(text, True, (0, 0, 0)), "RGBA") == \
            pygame.image.tobytes(_opened_at(9, LATIN).render(text, True, (0, 0, 0)), "RGBA")
