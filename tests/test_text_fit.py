"""Lines of text fitted to a width: the largest size that fits, found in a few measurements."""
from __future__ import annotations


def test_a_line_is_fitted_at_the_largest_size_that_fits(make_app) -> None:
    from app import fonts

    make_app()
    for text in ("Still missing: Ada, Bo, Cai, Dee, Eve, Finn, Gus and Hal", "还差：阿达、博、蔡、迪、伊芙", "Kurz"):
        for width in (120, 400, 900):
            px = fonts.fit_px(text, "body", 40, width, min_px=8)
            fits = fonts.font_for_text(text, "body", px).size(text)[0] <= width
            assert fits or px == 8
            if px < 40:
                assert fonts.font_for_text(text, "body", px + 1).size(text)[0] > width  # the next size would not fit


def test_cjk_text_is_told_apart_from_every_latin_language_by_its_characters() -> None:
    from art.text import has_cjk

    for text in ("阿达", "Ada，", "（", "\u2e80", "\u9fff", "\uf900", "\ufaff", "\uff00", "\uffef", "Bo 博"):
        assert has_cjk(text), text
    for text in ("", "Ada", "Zoë", "Straße", "garçon", "é…", "\u2e7f", "\ua000", "\uffef\u0041"[1:], "→ ←"):
        assert not has_cjk(text), text


def test_a_width_measured_without_opening_the_font_is_the_width_the_font_draws(make_app) -> None:
    from app import fonts

    make_app()
    for text in ("Still missing: Ada", "还差：阿达、博", "⇧", "⌫ x", "Straße", "Zoë 博"):
        for role in ("heading", "body"):
            for px in (4, 6, 11, 24, 57, 120):
                assert fonts.text_width(text, role, px) == fonts.font_for_text(text, role, px).size(text)[0], (text, px)


def test_fitting_a_chinese_line_opens_no_face_but_the_one_it_is_drawn_in(make_app) -> None:
    """The CJK face takes about 8 ms to open at each size, and a fit tries two or three sizes."""
    from app import fonts

    make_app()
    fonts.forget_rendered_text()
    opened = fonts._load.cache_info().misses
    px = fonts.fit_px("还差：阿达、博、蔡、迪、伊芙", "body", 97, 251, min_px=8)
    assert px < 97 and fonts._load.cache_info().misses == opened


def test_a_name_fitted_by_art_opens_only_the_face_it_is_drawn_in_and_fits(make_app) -> None:
    from art import text

    make_app()
    text._fit.cache_clear()
    text._font.cache_clear()
    for name, width in (("Maximilian von Habsburg", 120), ("欧阳娜娜", 40), ("Zoë", 300)):
        fitted, font = text.fit_text(name, width, 48)
        assert font.size(fitted)[0] <= width
    assert text._font.cache_info().misses <= 3, "one face per name, not one per size tried"
