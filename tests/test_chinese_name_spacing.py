"""Chinese text sets no ASCII space between two Chinese characters: a name filled in next to Chinese words joins
them directly, while a name in Latin letters keeps its spaces (the strings carry them for such names)."""
from __future__ import annotations

import json
import re

from program import i18n
from program.i18n import t
from narrator.texts import ROOT

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
HAN_SPACE_HAN = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef] [\u3400-\u9fff\u3000-\u303f\uff00-\uffef]")


def _filled_strings(name: str) -> dict[str, str]:
    strings = json.loads((ROOT / "assets" / "translations" / "cheese.zh.json").read_text(encoding="utf-8"))["zh"]
    filled = {}
    i18n.set_language("zh")
    try:
        for key, text in strings.items():
            params = {param: name for param in PLACEHOLDER.findall(text)}
            if params:
                filled[key] = t(key, **params)
    finally:
        i18n.set_language("en")
    return filled


def test_a_chinese_name_sits_between_chinese_words_without_spaces() -> None:
    filled = _filled_strings("豆豆")
    assert len(filled) > 50
    spaced = {key: text for key, text in filled.items() if HAN_SPACE_HAN.search(text)}
    assert spaced == {}
    assert filled["summary.cheese_taken_by"] == "你亲眼看到豆豆拿走了奶酪！"


def test_a_latin_name_keeps_its_spaces_among_chinese_words() -> None:
    assert _filled_strings("Anna")["summary.cheese_taken_by"] == "你亲眼看到 Anna 拿走了奶酪！"


def test_a_widget_filled_with_a_name_follows_the_same_rule(make_app) -> None:
    """pygame_gui fills a key's ``text_kwargs`` itself, past ``t``: the tutorial's buttons (its chapters, its quiz's
    choices, a count) take their text from ``i18n.gui_text``, which fills the words where the rule changes them."""
    from pygame_gui.core.utility import translate

    from scenes.tutorial.menu import TutorialMenuScene
    from scenes.tutorial.flow import TutorialFlow
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    app = make_app((1280, 800), "zh")
    menu = TutorialMenuScene(TutorialFlow(app, TutorialSession.start(Table(5)), persist=False))
    app.scenes.push(menu, transition=False)
    app.step(0.0)
    button = menu.add_button(menu.ui, menu.buttons["exit"].rect, "summary.cheese_taken_by", "name",
                             lambda: None, params={"name": "豆豆"})
    assert translate(button.text, **(button.text_kwargs or {})) == "你亲眼看到豆豆拿走了奶酪！"
    shown = [translate(each.text, **(each.text_kwargs or {})) for each in menu.buttons.values()]
    assert len(shown) > 5 and not [words for words in shown if HAN_SPACE_HAN.search(words)]


def test_a_widget_keeps_a_latin_name_apart_and_a_key_without_parameters() -> None:
    i18n.set_language("zh")
    try:
        key = i18n.gui_key("summary.cheese_taken_by")
        assert i18n.gui_text("summary.cheese_taken_by", {"name": "豆豆"}) == ("你亲眼看到豆豆拿走了奶酪！", None)
        assert i18n.gui_text("summary.cheese_taken_by", {"name": "Anna"}) == (key, {"name": "Anna"})
        assert i18n.gui_text("tutorial.nav.next") == (i18n.gui_key("tutorial.nav.next"), None)
    finally:
        i18n.set_language("en")
