"""All four translation files hold the same keys, no empty values and the same placeholders."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from program import i18n

FOLDER = Path(__file__).resolve().parent.parent / "assets" / "translations"
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def flatten(data: dict, prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in data.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(flatten(value, name + "."))
        else:
            flat[name] = value
    return flat


def load(lang: str) -> dict[str, str]:
    with open(FOLDER / f"cheese.{lang}.json", encoding="utf-8") as handle:
        data = json.load(handle)
    assert list(data) == [lang], f"cheese.{lang}.json must have the single root key {lang!r}"
    return flatten(data[lang])


def test_all_languages_have_the_same_keys() -> None:
    english = set(load("en"))
    assert english, "English translations are missing"
    for lang in i18n.LANGUAGES:
        keys = set(load(lang))
        assert keys - english == set(), f"{lang} has keys English lacks"
        assert english - keys == set(), f"{lang} lacks keys: {sorted(english - keys)[:20]}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_empty_values_and_placeholders_match(lang: str) -> None:
    english = load("en")
    texts = load(lang)
    for key, text in texts.items():
        assert isinstance(text, str) and text.strip(), f"{lang}: {key} is empty"
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(english.get(key, ""))), f"{lang}: {key} placeholders differ"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_lookup_and_placeholders_through_python_i18n(lang: str) -> None:
    try:
        i18n.set_language(lang)
        assert i18n.t("title.play") == load(lang)["title.play"]
        assert "7" in i18n.t("settings.minutes", minutes=7)
    finally:
        i18n.set_language("en")


def test_locale_detection(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.language_from_locale() == "de"
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert i18n.language_from_locale() == "zh"
    assert i18n.normalise_language("fr-CA") == "fr"
    assert i18n.normalise_language("ja_JP") is None
    assert i18n.set_language("xx") == "en"


def test_every_placeholder_is_written_the_way_the_translation_library_fills_it() -> None:
    """python-i18n fills %{name}; a bare {name} would reach the screen as it is."""
    import json
    import re
    from pathlib import Path

    for path in sorted(Path("assets/translations").glob("cheese.*.json")):
        lang = path.name.split(".")[1]
        for key, text in json.loads(path.read_text(encoding="utf-8"))[lang].items():
            assert not re.search(r"(?<!%)\{\w+\}", text), f"{path.name}: {key} has a bare placeholder"
