"""The debug channel's time scale (``CHEESE_THIEF_DEBUG_TIME_SCALE``): the real-window test runs the game's clock
faster, and nothing else can make it run slower or absurdly fast."""
from __future__ import annotations

import pytest

from driver.debug_channel import MAX_TIME_SCALE, time_scale_from


@pytest.mark.parametrize("text, scale", [(None, 1.0), ("", 1.0), ("1", 1.0), ("4", 4.0), ("2.5", 2.5)])
def test_the_time_scale_is_read_from_the_variable(text: str | None, scale: float) -> None:
    assert time_scale_from(text) == scale


@pytest.mark.parametrize("text", ["0", "-3", "0.5", "fast", "nan", "1e400x"])
def test_a_scale_below_one_or_not_a_number_means_real_time(text: str) -> None:
    assert time_scale_from(text) == 1.0


def test_the_scale_is_capped() -> None:
    assert time_scale_from("1000") == MAX_TIME_SCALE
    assert time_scale_from("inf") == MAX_TIME_SCALE
