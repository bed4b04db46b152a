"""How long the discussion lasts: one cleaning of a stored length, shared by the player's settings
(``app/settings.py``) and the café kiosk's set-up (``kiosk/config.py``)."""
from __future__ import annotations

from typing import Any

DEFAULT_DISCUSSION_SECONDS = 300
MIN_DISCUSSION_SECONDS, MAX_DISCUSSION_SECONDS = 60, 3600


def clean_discussion_seconds(value: Any) -> int:
    """Any whole number of seconds between one minute and one hour (the Settings screen offers common steps)."""
    try:
        seconds = int(value)
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_DISCUSSION_SECONDS
    return min(MAX_DISCUSSION_SECONDS, max(MIN_DISCUSSION_SECONDS, seconds))
