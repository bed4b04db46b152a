"""The judge's spoken night (Double Kill): every line has a clip made from its current words, and each wake line
says what the screen says the called hands must do, in the same words (the Chinese clips once said 查验 and
放弃行动 where the screen said the rulebook's 验证 and 暂不采取行动)."""
from __future__ import annotations

import pytest

from game.double_kill.roles import NIGHT_ORDER
from narrator.clips import load_manifest, text_sha1
from narrator.texts import LANGUAGES, LINE_PREFIX, ROOT, load_strings
from play.double_kill.voice import dk_line_keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_judge_line_has_a_clip_of_its_current_words(lang: str) -> None:
    manifest, strings = load_manifest(), load_strings(lang)
    for key in dk_line_keys():
        info = manifest.clip(lang, key)
        assert info is not None and (ROOT / info.file).is_file(), f"{lang}/{key}: no clip"
        assert info.text_sha1 == text_sha1(strings[LINE_PREFIX + key]), (
            f"{lang}/{key}: the words changed since the clip was made; run tools/make_narration.py --only narrator")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_wake_line_says_the_screens_words_for_the_call(lang: str) -> None:
    strings = load_strings(lang)
    for role in NIGHT_ORDER:
        assert strings[f"dk.night.act.{role.value}"] in strings[f"{LINE_PREFIX}dk_wake_{role.value}"], (lang, role)


def test_the_chinese_night_speaks_the_rulebooks_words() -> None:
    spoken = "".join(load_strings("zh")[LINE_PREFIX + key] for key in dk_line_keys())
    assert "查验" not in spoken and "放弃行动" not in spoken
    assert "验证" in spoken and "暂不采取行动" in spoken
