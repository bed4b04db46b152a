"""Chinese names by pinyin: the letters typed offer the common name characters they may stand for, in a row of
candidate keys above the letters, on the tablet's on-screen keyboard and on a table seat's keyboard."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui

from art.text import has_cjk
from scenes.kit.widgets.onscreen_keyboard import (
    BACKSPACE, CANDIDATE_ROW, CANDIDATES, MORE_CANDIDATES, PINYIN_LETTERS, SHIFT, SPACE, OnscreenKeyboard, rows_for,
)
from table.keyboard_layout import lay_out_keyboard
from table.physical import TableScreen
from table.pinyin import CANDIDATE_SLOTS, NAMES_PATH, PinyinInput, name_characters
from table.rect import Rect


def test_the_shipped_list_holds_a_few_hundred_common_name_characters_by_toneless_pinyin() -> None:
    data = json.loads(NAMES_PATH.read_text(encoding="utf-8"))
    syllables = data["syllables"]
    characters = set("".join(syllables.values()))
    assert 200 <= len(syllables) and 300 <= len(characters) <= 1500
    assert all(key.isascii() and key.isalpha() and key.islower() and len(key) <= 6 for key in syllables)
    assert all(has_cjk(char) for char in characters)
    assert all(len(set(chars)) == len(chars) for chars in syllables.values())  # each character once a syllable
    for syllable, common in (("wang", "王"), ("li", "李"), ("zhang", "张"), ("lv", "吕"), ("xiao", "小"), ("yu", "雨")):
        assert common in syllables[syllable]


def test_letters_offer_the_whole_syllable_first_then_the_syllables_they_begin() -> None:
    pinyin = PinyinInput({"li": "李丽", "lian": "莲", "lin": "林李", "lu": "路"})
    for letter in "li":
        assert pinyin.type_letter(letter)
    assert pinyin.candidates() == ("李", "丽", "莲", "林")  # li whole, then lian, lin; 李 once
    assert pinyin.choose(1) == "丽" and pinyin.letters == ""  # chosen: the pinyin is done with
    assert not pinyin.type_letter("3") and not pinyin.type_letter(" ") and not pinyin.type_letter("é")
    assert pinyin.type_letter("L") and pinyin.type_letter("u") and pinyin.shown() == ("路",)
    assert pinyin.take_letters() == "Lu"  # the letters as typed, for a name in Latin letters
    assert not pinyin.backspace()  # nothing left: the name's own backspace erases


def test_v_spells_u_with_umlaut_and_many_candidates_come_a_page_at_a_time() -> None:
    pinyin = PinyinInput()
    assert pinyin.type_letter("l") and pinyin.type_letter("v") and "吕" in pinyin.candidates()
    assert not pinyin.type_letter("ü")  # the ü key types ü itself, for Jürgen
    pinyin.backspace()
    pinyin.backspace()
    pinyin.type_letter("z")  # every syllable in z: many pages
    first = pinyin.shown()
    assert len(first) == CANDIDATE_SLOTS and pinyin.page_count > 2
    pinyin.next_page()
    assert pinyin.shown() != first and not set(pinyin.shown()) & set(first)
    for _ in range(pinyin.page_count - 1):
        pinyin.next_page()
    assert pinyin.shown() == first  # round again
    assert pinyin.choose(CANDIDATE_SLOTS + 3) == "" and pinyin.letters == "z"  # no such slot: nothing typed


def test_an_unreadable_list_leaves_a_keyboard_of_letters(tmp_path: Path) -> None:
    broken = tmp_path / "names.json"
    broken.write_text("{not json", encoding="utf-8")
    assert name_characters(str(broken)) == {}
    assert name_characters(str(tmp_path / "missing.json")) == {}
    pinyin = PinyinInput(name_characters(str(broken)))
    pinyin.type_letter("a")
    assert pinyin.candidates() == () and pinyin.take_letters() == "a"


def test_only_the_chinese_layout_has_a_candidate_row_and_every_row_keeps_to_eleven_keys() -> None:
    assert rows_for("zh")[0] == CANDIDATE_ROW and rows_for("zh")[1:] == rows_for("en")
    assert all(CANDIDATE_ROW not in rows_for(lang) for lang in ("en", "fr", "de"))
    assert len(CANDIDATE_ROW) <= 11


def _keyboard(lang: str) -> tuple[OnscreenKeyboard, list[str]]:
    pygame.init()
    ui = pygame_gui.UIManager((1280, 800))
    typed: list[str] = []
    keyboard = OnscreenKeyboard(ui, pygame.Rect(500, 200, 760, 560), lang, (1280, 800), typed.append,
                                lambda: typed.append("<erase>"))
    return keyboard, typed


def test_the_tablets_keyboard_types_a_chinese_name_by_pinyin(make_app) -> None:
    make_app()
    keyboard, typed = _keyboard("zh")
    candidates = [keyboard.button_for(key) for key in CANDIDATES]
    assert all(button is not None and not button.is_enabled for button in candidates)  # nothing typed yet
    for key in "wang":
        keyboard.press(key)
    assert typed == [] and keyboard.button_for(PINYIN_LETTERS).text == "wang"
    first = keyboard.button_for(CANDIDATES[0])
    assert first is not None and first.text == "王" and first.is_enabled
    keyboard.press(CANDIDATES[0])
    assert typed == ["王"] and keyboard.button_for(PINYIN_LETTERS).text == ""
    for key in (SHIFT, "l", "e", "i"):
        keyboard.press(key)
    keyboard.press(BACKSPACE)  # the pinyin's last letter, not the name's
    assert typed == ["王"] and keyboard.pinyin is not None and keyboard.pinyin.letters == "Le"
    keyboard.press(PINYIN_LETTERS)  # the letters as they are
    keyboard.press(BACKSPACE)  # nothing composed: the name's last character
    keyboard.press("1")  # not a letter: typed at once
    assert typed == ["王", "Le", "<erase>", "1"]
    for key in "xiao":
        keyboard.press(key)
    keyboard.press(MORE_CANDIDATES)
    keyboard.press(SPACE)  # the first candidate shown
    assert len(typed) == 5 and has_cjk(typed[-1])


def test_the_tablets_keyboard_in_english_types_letters_at_once(make_app) -> None:
    make_app()
    keyboard, typed = _keyboard("en")
    assert keyboard.pinyin is None and keyboard.button_for(CANDIDATES[0]) is None
    for key in (SHIFT, "l", "i"):
        keyboard.press(key)
    assert typed == ["L", "i"]


def test_a_table_panel_keeps_the_candidate_row_above_the_letters_on_every_page() -> None:
    from scenes.table.keyboard import table_key_sizes

    screen = TableScreen(1920, 1080, 32.0)
    sizes = table_key_sizes(screen)
    every_key = set(key for row in rows_for("zh") for key in row)
    too_shallow = lay_out_keyboard(rows_for("zh"), Rect(0, 0, screen.px(220), screen.px(70)), sizes).pages
    assert every_key <= {placed.key for page in too_shallow for placed in page}  # the row flows with the others
    for area in (Rect(0, 0, screen.px(340), screen.px(200)), Rect(0, 0, screen.px(220), screen.px(90))):
        pages = lay_out_keyboard(rows_for("zh"), area, sizes).pages
        assert every_key <= {placed.key for page in pages for placed in page}
        for page in pages:
            top = [placed for placed in page if placed.key in CANDIDATE_ROW]
            rest = [placed for placed in page if placed.key not in CANDIDATE_ROW]
            assert [placed.key for placed in top] == list(CANDIDATE_ROW)  # on every page, in order
            assert max(placed.rect.bottom for placed in top) < min(placed.rect.y for placed in rest)


def test_a_table_seat_types_a_chinese_name_by_pinyin(make_app) -> None:
    from program import i18n
    from scenes.table.seating import TableSeatingScene

    app = make_app((1920, 1080))
    app.set_language("zh")
    scene = TableSeatingScene(app, TableScreen(1920, 1080, 55.0), lambda sitting, setup: None, lambda: None)
    place = scene.places[0]
    scene.state.sit(place)
    pages = len(scene.panel_layout(place).keys.pages)
    for key in ("w", "a", "n", "g"):
        scene.press_key(place, key, pages)
    look = scene.panel_looks()[place]
    assert look.is_default and look.pinyin == "wang" and look.candidates[0] == "王"  # composing: the name stands
    scene.press_key(place, CANDIDATES[0], pages)
    for key in "lei":
        scene.press_key(place, key, pages)
    scene.press_key(place, CANDIDATES[0], pages)
    look = scene.panel_looks()[place]
    assert scene.state.name(place) == "王雷" and look.pinyin == "" and look.candidates == ()
    scene.press_key(place, BACKSPACE, pages)
    assert scene.state.name(place) == "王"
    assert i18n.current_language() == "zh"
