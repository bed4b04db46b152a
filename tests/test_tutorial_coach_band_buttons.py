"""The coach's band buttons: every button's words fit inside it with a margin each side, in every language, on a
tablet either way round and at a touch table ("Stumm" filled the German voice button to its border)."""
from __future__ import annotations

from contextlib import nullcontext
from typing import Any

import pytest

from app import fonts, theme
from program import i18n
from tutorial.texts import Text

LANGUAGES = ("zh", "en", "fr", "de")
SIZES = ((1280, 800), (800, 1280))
PICTURES = ("tutorial-coach-night-rule", "tutorial-practice-hint")  # Next and the voice; the practice's Hint
KEYS = {"next": "tutorial.nav.next", "hint": "tutorial.coach.hint", "play_real": "tutorial.coach.play_real",
        "back": "tutorial.nav.back", "replay": "tutorial.nav.replay", "chapters": "tutorial.nav.chapters",
        "exit": "tutorial.nav.exit"}
PRIMARY = {"next", "hint", "play_real"}


def _too_tight(overlay: Any) -> list[str]:
    """Each band button whose words (both of the voice button's) leave less than the margin at either side."""
    from scenes.tutorial.coach_overlay import words_margin

    floor = overlay.floor() if hasattr(overlay, "floor") else nullcontext()
    tight = []
    with floor:
        margin = words_margin(overlay.size)
        for name, button in overlay.buttons.items():
            keys = ("tutorial.voice.mute", "tutorial.voice.unmute") if name == "voice" else (KEYS[name],)
            px = theme.font_px("@primary_button" if name in PRIMARY else "button", overlay.size)
            for key in keys:
                words = overlay.words(Text.of(key))
                if fonts.text_width(words, "button", px) + 2 * margin > button.rect.width:
                    tight.append(f"{name}: {words!r} in {button.rect.width} px")
    return tight


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_band_button_keeps_a_margin_round_its_words_on_a_tablet(make_app, lang: str) -> None:
    from gallery import pictures

    for size in SIZES:
        app = make_app(size, lang)
        shown = [screen for screen in pictures.screens() if screen.name in PICTURES]
        assert len(shown) == len(PICTURES)
        for screen in shown:
            overlay: Any = pictures.show(screen, app)
            assert "voice" in overlay.buttons and len(overlay.buttons) >= 6, screen.name
            assert not _too_tight(overlay), (size, screen.name, _too_tight(overlay))
            app.scenes.clear()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_band_button_keeps_a_margin_round_its_words_at_a_table(make_app, lang: str) -> None:
    from gallery.table import _coached_step
    from scenes.kit.table_mode import table_screen_in_language

    app = make_app((1920, 1080), lang)
    app.settings.table_mode, app.settings.table_diagonal_in = True, 55.0
    host: Any = _coached_step(app, table_screen_in_language(app.size, 55.0, lang))
    app.scenes.push(host, transition=False)
    app.step(0.0)
    assert i18n.current_language() == lang and "voice" in host.coach.buttons
    assert not _too_tight(host.coach), _too_tight(host.coach)
