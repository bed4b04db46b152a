"""What a step lights up (everything else is dimmed) and which gesture an animated finger shows."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tutorial.actions import ActionKind, LearnerAction


class Focus(str, Enum):
    TABLE = "table"
    CHEESE = "cheese"
    CLOCK = "clock"
    CARD = "card"  # a seat's card
    CUP = "cup"  # a seat's cup, with the die (or dice) under it
    DIE = "die"  # one of a seat's dice (value: the die's index)
    SEAT = "seat"  # a seat's mouse, to point at
    CURTAIN = "curtain"
    TIMER = "timer"  # the discussion timer
    VOTE_TALLY = "vote_tally"
    PLAYER_COUNT = "player_count"
    FALL_MOUSE_SWITCH = "fall_mouse_switch"
    WIDGET = "widget"  # a widget of the game's own screen, by the name the screen gives it


class Gesture(str, Enum):
    NONE = "none"
    TAP = "tap"
    HOLD = "hold"
    DRAG = "drag"


@dataclass(frozen=True)
class Spotlight:
    focus: Focus
    seat: int | None = None
    value: int | None = None
    widget: str | None = None

    def to_json(self) -> dict[str, object]:
        shown: dict[str, object] = {"focus": self.focus.value}
        if self.widget is not None:
            shown["widget"] = self.widget
        if self.seat is not None:
            shown["seat"] = self.seat
        if self.value is not None:
            shown["value"] = self.value
        return shown


# Where the finger lands for each kind of action: the object the learner touches.
_TOUCHED: dict[ActionKind, Focus] = {
    ActionKind.ROLL: Focus.CUP,
    ActionKind.LIFT_CUP: Focus.CUP,
    ActionKind.TAKE_CHEESE: Focus.CHEESE,
    ActionKind.NAME_SEEN: Focus.SEAT,
    ActionKind.CHOOSE_HOUR: Focus.DIE,
    ActionKind.CHOOSE_FOLLOWERS: Focus.SEAT,
    ActionKind.VOTE: Focus.SEAT,
    ActionKind.TURN_CARDS: Focus.CARD,
    ActionKind.HOLD_CURTAIN: Focus.CURTAIN,
    ActionKind.TAP_CURTAIN: Focus.CURTAIN,
    ActionKind.TAP_CUPS: Focus.CUP,
    ActionKind.TAP_DIE: Focus.DIE,
    ActionKind.TAP_WIDGET: Focus.WIDGET,
}


def touched_by(action: LearnerAction, actor: int | None) -> tuple[Spotlight, ...]:
    """The objects an action touches: its seats' objects, or the actor's own die, cheese or curtain."""
    focus = _TOUCHED[action.kind]
    if focus is Focus.CHEESE:
        return (Spotlight(Focus.CHEESE),)
    if focus is Focus.DIE:
        return (Spotlight(Focus.DIE, actor, action.value),)
    if focus is Focus.CURTAIN:
        return (Spotlight(Focus.CURTAIN, actor),)
    if focus is Focus.WIDGET:
        return (Spotlight(Focus.WIDGET, actor, action.value),)
    return tuple(Spotlight(focus, seat) for seat in action.seats)
