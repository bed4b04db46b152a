"""Names of the sound effects (files assets/sounds/<name>.wav, made by tools/make_sounds.py)."""
from __future__ import annotations

DICE_RATTLE = "dice_rattle"
DICE_SLAM = "dice_slam"
CUP_LIFT = "cup_lift"
CHEESE_TAKEN = "cheese_taken"
CARD_FLIP = "card_flip"
TIMER_CHIME = "timer_chime"
LAST_MINUTE = "last_minute"
WINNERS_FANFARE = "winners_fanfare"
# Played identically in every private turn (same times, same count), whatever the player sees.
PRIVATE_TICK = "private_tick"

ALL_SOUNDS = (
    DICE_RATTLE, DICE_SLAM, CUP_LIFT, CHEESE_TAKEN, CARD_FLIP,
    TIMER_CHIME, LAST_MINUTE, WINNERS_FANFARE, PRIVATE_TICK,
)
