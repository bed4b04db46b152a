"""Narration text straight from the translation files, without pygame or python-i18n.

The dry-run and the clip renderer need the words of every line in any language without opening a window,
so they read ``assets/translations/cheese.<lang>.json`` directly (same file the app's ``t()`` reads).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LANGUAGES: tuple[str, ...] = ("zh", "en", "fr", "de")
ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS_DIR = ROOT / "assets" / "translations"
LINE_PREFIX = "narrator.line."


def _flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        full = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{full}."))
        else:
            flat[full] = str(value)
    return flat


def load_strings(lang: str, translations_dir: Path = TRANSLATIONS_DIR) -> dict[str, str]:
    """Every dotted key of one language file; an unreadable file gives an empty mapping."""
    path = translations_dir / f"cheese.{lang}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    root = data.get(lang, data) if isinstance(data, dict) else {}
    return _flatten(root) if isinstance(root, dict) else {}


def line_text(lang: str, key: str, strings: dict[str, str] | None = None) -> str:
    """The words of narration line `key` in `lang`; English, then the key itself, when missing."""
    table = strings if strings is not None else load_strings(lang)
    full = LINE_PREFIX + key
    if full in table:
        return table[full]
    english = load_strings("en") if lang != "en" else table
    return english.get(full, key)


def line_texts(lang: str, keys: list[str]) -> dict[str, str]:
    """The words of several lines at once (one file read)."""
    strings = load_strings(lang)
    return {key: line_text(lang, key, strings) for key in keys}
