"""Lists of names as each language writes them: "Ada, Bo and Cai" in English, "Ada、Bo和Cai" in Chinese, with no
ASCII space around 和 or 、 in Double Kill's sentences that list hands or players."""
from __future__ import annotations

import re

import pytest

from program import i18n
from program.i18n import t
from game.double_kill.hands import HandId, Side
from scenes.double_kill.common import hands_text
from scenes.kit.widgets.names import join_names
from tests.test_translations import load

LISTS = {
    "en": ("Ada", "Ada and Bo", "Ada, Bo and Cai"),
    "fr": ("Ada", "Ada et Bo", "Ada, Bo et Cai"),
    "de": ("Ada", "Ada und Bo", "Ada, Bo und Cai"),
    "zh": ("Ada", "Ada和Bo", "Ada、Bo和Cai"),
}
SPACED_CHINESE_JOINER = re.compile(r" [和、]|[和、] ")


@pytest.fixture
def language():
    def use(lang: str) -> None:
        i18n.set_language(lang)

    yield use
    i18n.set_language("en")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_one_two_and_three_names_are_joined_as_the_language_lists_them(language, lang: str) -> None:
    language(lang)
    names = ("Ada", "Bo", "Cai")
    assert tuple(join_names(names[:count]) for count in (1, 2, 3)) == LISTS[lang]
    assert join_names([]) == ""


def test_chinese_double_kill_sentences_list_hands_without_spaces(language) -> None:
    language("zh")
    names = ("王芳", "Bo", "李娜")
    hands = [HandId(0, Side.LEFT), HandId(1, Side.RIGHT), HandId(2, Side.LEFT)]
    for key in ("dk.verdict.tie_first", "dk.account.tie", "dk.nominate.named"):
        sentence = t(key, hands=hands_text(names, hands))
        assert "、" in sentence and "和" in sentence
        assert not SPACED_CHINESE_JOINER.search(sentence), sentence
    assert t("dk.end.winners", names=join_names(names)) == "获胜者：王芳、Bo和李娜。"


def test_no_chinese_joiner_or_double_kill_sentence_puts_spaces_round_its_list_marks() -> None:
    chinese = load("zh")
    keys = [key for key in chinese if key.startswith(("common.list_", "dk."))]
    assert "common.list_two" in keys and "common.list_separator" in keys
    assert [key for key in keys if SPACED_CHINESE_JOINER.search(chinese[key])] == []


@pytest.mark.parametrize("lang, between", [("en", " "), ("fr", " "), ("de", " "), ("zh", "")])
def test_the_end_sets_its_reason_and_its_winners_apart_as_the_language_does(language, lang: str, between: str) -> None:
    language(lang)
    assert t("dk.end.result", reason="R.", winners="W.") == f"R.{between}W."
