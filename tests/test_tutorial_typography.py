"""How the tutorial's words are set: no line break inside "2 o'clock", Chinese without ASCII spaces round names
and without a lone last character, and every text at least 4.5:1 against what it is drawn on."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from app import fonts, theme
from tests.test_tutorial_texts import every_text
from tests.tutorial_helpers import LANGUAGES
from tutorial.texts import render, strings_for

NBSP = "\u00a0"
HOUR_WORDS = {"en": "o'clock", "fr": "h", "de": "Uhr"}
CJK = "\u4e00-\u9fff"
WORST_BACKDROP = (255, 255, 255)  # a panel's text must stay legible whatever the picture behind it
PANEL_ALPHA = 215  # draw_panel's


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_an_hour_and_its_word_never_break_apart(lang: str) -> None:
    loose = re.compile(rf"\d (?:{re.escape(HOUR_WORDS[lang])})\b")
    glued = 0
    for text, names in every_text():
        sentence = render(text, lang, names(lang))
        assert not loose.search(sentence), (text.key, sentence)
        glued += sentence.count(NBSP + HOUR_WORDS[lang])
    assert glued > 20
    assert fonts.wrap(f"It is 2{NBSP}o'clock", "body", 30, fonts.text_width("It is 2", "body", 30) + 2)[-1] \
        == f"2{NBSP}o'clock", "the wrap keeps them together"


def test_a_chinese_hour_never_breaks_from_its_number() -> None:
    sentence = "团团的骰子是5，所以团团会在5点醒来。"
    for width in range(60, 500, 5):
        lines = fonts.wrap(sentence, "body", 24, width)
        assert not any(line.endswith("5") for line in lines[:-1] if not line.endswith("，5")), (width, lines)
        assert "".join(lines) == sentence


def test_chinese_has_no_ascii_space_next_to_its_characters_or_names() -> None:
    spaced = re.compile(rf"[{CJK}] | [{CJK}]")
    for text, names in every_text():
        sentence = render(text, "zh", names("zh"))
        assert not spaced.search(sentence), (text.key, sentence)
    assert strings_for("zh")["tutorial.nav.replay"] != "重做"


def test_a_chinese_paragraph_never_ends_on_a_lone_character() -> None:
    sentence = "现在长按你的骰盅，看一眼自己的骰子。大家同时指向别的老鼠，不能指自己一个。"
    for width in range(120, 700, 7):
        for line in fonts.wrap(sentence, "body", 24, width)[1:]:
            assert len(line.rstrip("，。！？；：、")) != 1, (width, line)


def _contrast(one: pygame.Color, other: tuple[int, int, int]) -> float:
    def luminance(colour: tuple[int, int, int]) -> float:
        def linear(channel: int) -> float:
            value = channel / 255
            return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
        red, green, blue = (linear(channel) for channel in colour[:3])
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    light, dark = sorted((luminance((one.r, one.g, one.b)), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_tutorial_text_colour_reads_on_its_panel_over_the_palest_picture() -> None:
    panel = theme.colour("public_panel")
    share = PANEL_ALPHA / 255
    on_panel = tuple(round(c * share + w * (1 - share)) for c, w in zip((panel.r, panel.g, panel.b), WORST_BACKDROP))
    for name in ("public_title", "public_text", "public_highlight", "public_error"):  # headings, steps, feedback
        assert _contrast(theme.colour(name), on_panel) >= 4.5, name


def test_the_end_screen_s_title_sits_on_a_panel(make_app, data_dir: Path) -> None:
    from gallery import pictures, screens

    screens.load_all()
    app = make_app((1280, 800))
    end = next(screen for screen in pictures.screens() if screen.name == "tutorial-end")
    scene = pictures.show(end, app)
    area = scene.heading_rect
    behind = app.surface.get_at((area.left + area.width // 40 + 4, area.centery))
    assert _contrast(theme.colour("public_title"), (behind.r, behind.g, behind.b)) >= 4.5
