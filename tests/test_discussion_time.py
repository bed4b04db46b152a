"""The discussion's length is cleaned in one place (play/discussion_time.py) for the settings and the kiosk."""
from __future__ import annotations

import pytest

from app.settings import Settings
from kiosk.config import KioskConfig
from play.discussion_time import DEFAULT_DISCUSSION_SECONDS, clean_discussion_seconds


@pytest.mark.parametrize(("stored", "cleaned"), [
    (300, 300), ("420", 420), (5, 60), (10 ** 9, 3600), ("soon", DEFAULT_DISCUSSION_SECONDS),
    (None, DEFAULT_DISCUSSION_SECONDS), (float("inf"), DEFAULT_DISCUSSION_SECONDS),
])
def test_the_settings_and_the_kiosk_clean_a_length_alike(stored: object, cleaned: int) -> None:
    assert clean_discussion_seconds(stored) == cleaned
    assert Settings(discussion_seconds=stored).cleaned().discussion_seconds == cleaned  # type: ignore[arg-type]
    assert KioskConfig(discussion_seconds=stored).cleaned().discussion_seconds == cleaned  # type: ignore[arg-type]
