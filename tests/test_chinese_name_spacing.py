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
