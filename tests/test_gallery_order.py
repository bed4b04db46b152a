"""Every gallery picture has a number of its own, so the files of one screen never interleave with another's."""
from __future__ import annotations

from collections import Counter

from app import gallery


def test_no_two_gallery_screens_share_a_number() -> None:
    orders = Counter(screen.order for screen in gallery.screens())
    assert [order for order, count in orders.items() if count > 1] == []
