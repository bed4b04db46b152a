"""Translations for every player-facing sentence.

Texts live in ``assets/translations/cheese.<lang>.json`` in python-i18n's JSON format, the same format
pygame_gui 0.6.14 loads its own strings from::

    {"en": {"title.play": "Play", "table.timer": "%{minutes} min left"}}

How keys resolve (python-i18n as configured by pygame_gui): the part of a key before the first dot is the
*namespace* and names the file, so ``cheese.title.play`` is looked up in ``cheese.<locale>.json`` under the
locale root, then as the dotted key ``title.play`` (nested objects flatten to the same dotted keys). A key
missing in the current language falls back to English, then to the key itself. Placeholders are written
``%{name}`` and filled from keyword arguments.

Our code calls :func:`t` with the short key (``t("title.play")``); pygame_gui widgets receive the full key
(:func:`gui_key`) so they re-translate themselves when ``UIManager.set_locale`` is called.
"""
from __future__ import annotations

import locale as _locale
import os
import re
from pathlib import Path
from typing import Mapping

import i18n as _i18n

LANGUAGES: tuple[str, ...] = ("zh", "en", "fr", "de")
DEFAULT_LANGUAGE = "en"
NAMESPACE = "cheese"
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "assets" / "translations"

# Each language's name in its own script (an endonym is the same word in every language, so it is data,
# not a translation).
LANGUAGE_NAMES: dict[str, str] = {"zh": "中文", "en": "English", "fr": "Français", "de": "Deutsch"}

_current = DEFAULT_LANGUAGE


def _configure() -> None:
    _i18n.set("file_format", "json")
    _i18n.set("filename_format", "{namespace}.{locale}.{format}")
    _i18n.set("fallback", DEFAULT_LANGUAGE)
    _i18n.set("available_locales", list(LANGUAGES))
    _i18n.set("skip_locale_root_data", False)
    path = str(TRANSLATIONS_DIR)
    if path not in _i18n.load_path:
        _i18n.load_path.append(path)


_configure()


def gui_key(key: str) -> str:
    """The full python-i18n key for a short key, for passing to pygame_gui widgets as their text."""
    return f"{NAMESPACE}.{key}"


# A space between two Chinese characters. The Chinese strings set a filled-in name apart with spaces, which a name
# in Latin letters needs ("你看到 Anna 拿走了奶酪"); beside a name in Chinese they are a typing mistake.
_SPACE_BETWEEN_HAN = re.compile(r"(?<=[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]) (?=[\u3000-\u303f\u3400-\u9fff\uff00-\uffef])")


def t(key: str, **params: object) -> str:
    """Translate ``key`` (e.g. ``"title.play"``) into the current language, filling ``%{name}`` placeholders."""
    _configure()  # pygame_gui may reset the load path settings when a UIManager is made
    text = str(_i18n.t(gui_key(key), locale=_current, **params))
    return _SPACE_BETWEEN_HAN.sub("", text) if params and _current == "zh" else text


def gui_text(key: str, params: Mapping[str, object] | None = None) -> tuple[str, dict[str, str] | None]:
    """The text and ``text_kwargs`` to give a pygame_gui widget for ``key`` filled with ``params``. A widget given a
    key and its parameters fills them in itself, past :func:`t`'s rule for Chinese; where that rule changes the words
    (a Chinese name or title beside Chinese words), the widget is given the words filled by :func:`t` instead (a
    screen builds its widgets again when the language changes, so it never needs the key)."""
    if not params:
        return gui_key(key), None
    words = t(key, **params)
    if words != str(_i18n.t(gui_key(key), locale=_current, **params)):
        return words, None
    return gui_key(key), {name: str(value) for name, value in params.items()}


def set_language(lang: str) -> str:
    """Switch the language used by :func:`t`; unknown codes fall back to English. Returns the language set."""
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    _i18n.set("locale", _current)
    return _current


def current_language() -> str:
    return _current


def normalise_language(code: str | None) -> str | None:
    """Map locale strings such as ``de_DE.UTF-8``, ``zh-Hans-CN`` or ``fr`` to one of LANGUAGES, else None."""
    if not code:
        return None
    base = code.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return base if base in LANGUAGES else None


def language_from_locale() -> str:
    """The system locale's language when we have it, else English."""
    candidates: list[str | None] = [os.environ.get(name) for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        candidates.append(_locale.getlocale()[0])
    except ValueError:
        pass
    for candidate in candidates:
        lang = normalise_language(candidate)
        if lang:
            return lang
    return DEFAULT_LANGUAGE
