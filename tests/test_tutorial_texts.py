"""Every text of the tutorial exists in all four languages and is short: at most two sentences, and at most
25 English words (32 in French and German, 60 Chinese characters), once filled from every scripted game."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from tests.tutorial_helpers import LANGUAGES, every_chapter_shown
from tutorial.how_to import how_to_steps
from tutorial.catalogue import CHAPTERS
from tutorial.measures import length, length_limit, sentence_count, word_count
from tutorial.plan import OTHER_TABLES_NOTE
from tutorial.table import Table
from tutorial.texts import PLACEHOLDER, render

SCREEN_KEY = re.compile(r"\"(tutorial\.[a-z_]+\.[a-z_.]+)\"")
FOLDER = Path(__file__).resolve().parent.parent / "assets" / "translations"


def own_strings(lang: str) -> dict[str, str]:
    """The language's own file, without the English fallback the renderer uses."""
    return json.loads((FOLDER / f"cheese.{lang}.json").read_text(encoding="utf-8"))[lang]


def every_text() -> list:
    """Every chapter's texts, and the kiosk's pictures of how to play at every count."""
    how_to = [how_to_steps(Table(players)) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
    return [(text, chapter.names) for chapter in [*(shown for _, shown in every_chapter_shown()), *how_to]
            for step in chapter.steps for text in step.texts()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_tutorial_uses_is_in_the_language_file(lang: str) -> None:
    strings = own_strings(lang)
    used = {text.key for text, _ in every_text()} | {chapter.title_key for chapter in CHAPTERS} | {OTHER_TABLES_NOTE}
    assert used - set(strings) == set()
    for key in used:
        assert set(PLACEHOLDER.findall(strings[key])) == {name for text, _ in every_text() if text.key == key
                                                          for name, _ in text.params}, key


def screen_keys() -> set[str]:
    """The keys the tutorial's screens name in their code (buttons, headings, notices)."""
    root = Path(__file__).resolve().parent.parent
    # The coach names the keys of every game it can walk, pinned or not (a Fall Mouse's dawn, the Thief escaping).
    sources = [*root.glob("scenes/tutorial/*.py"), root / "storage" / "tutorial_save.py", root / "tutorial" / "texts.py",
               root / "tutorial" / "coach.py"]
    return {key for source in sources for key in SCREEN_KEY.findall(source.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_tutorial_key_is_left_unused(lang: str) -> None:
    used = {text.key for text, _ in every_text()} | {chapter.title_key for chapter in CHAPTERS} | {OTHER_TABLES_NOTE}
    used |= screen_keys()
    written = {key for key in own_strings(lang) if key.startswith("tutorial.")}
    assert written - used == set()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_filled_text_is_short(lang: str) -> None:
    seen = 0
    for text, names in every_text():
        sentence = render(text, lang, names(lang))
        assert "%{" not in sentence, sentence
        assert 1 <= sentence_count(sentence) <= 2, (text.key, sentence)
        assert length(sentence, lang) <= length_limit(lang), (text.key, sentence)
        seen += 1
    assert seen > 300


def test_names_in_texts_come_from_the_scripted_game_in_that_language() -> None:
    """A seat is shown as the name the game's record holds for that language (the setup screen's names)."""
    for _, chapter in every_chapter_shown():
        for step in chapter.steps:
            if step.chapter == "real_game" and step.name == "g01.card":
                for lang in LANGUAGES:
                    assert chapter.names(lang)[0] in render(step.text, lang, chapter.names(lang))


def test_the_measures_count_what_a_reader_reads() -> None:
    assert word_count("You rolled a 5, so you'll wake at 5 o'clock.") == 10
    assert sentence_count("Qui l'a pris ? Vous !") == 2
    assert sentence_count("你好。你是小米！") == 2
    assert sentence_count("One: two, three") == 1
    assert length("奶酪，还在桌上。", "zh") == 6
    assert length("Unter dem Becher von Nuss liegt eine 5.", "de") == 8
