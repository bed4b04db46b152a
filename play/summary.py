"""What a player knows, as lines of text keys: built from their view alone (R10).

Scenes translate the keys; seats in `params` are turned into names there, so
this module stays free of pygame and of any language.
"""

from dataclasses import dataclass, field

from game.cheese_thief.roles import CheeseSight, Role
from game.cheese_thief.views import HourSeen, SeatView


@dataclass(frozen=True)
class Seats:
    """A list of seats to show as names joined in the reader's language."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Line:
    key: str
    params: dict[str, object] = field(default_factory=dict)


def role_line(view: SeatView) -> Line:
    assert view.role is not None
    return Line(f"summary.role.{view.role.value}")


def dice_line(view: SeatView) -> Line:
    assert view.dice is not None
    if len(view.dice) == 2:
        return Line("summary.dice_two", {"a": view.dice[0], "b": view.dice[1]})
    return Line("summary.dice_one", {"value": view.dice[0]})


def hour_lines(view: SeatView, hour: HourSeen) -> list[Line]:
    if hour.awake_with:
        lines = [Line("summary.hour_with", {"hour": hour.hour, "names": Seats(hour.awake_with)})]
    else:
        lines = [Line("summary.hour_alone", {"hour": hour.hour})]
    if hour.cheese is CheeseSight.PRESENT:
        lines.append(Line("summary.cheese_present"))
    elif hour.cheese is CheeseSight.GONE:
        lines.append(Line("summary.cheese_gone"))
    elif hour.taken_by == view.seat:
        lines.append(Line("summary.cheese_you_took"))
    else:
        lines.append(Line("summary.cheese_taken_by", {"name": Seats((hour.taken_by or 0,))}))
    return lines


def peek_lines(view: SeatView) -> list[Line]:
    if view.peek is not None:
        return [Line("summary.peek", {"name": Seats((view.peek.target,)), "value": view.peek.saw[0]})]
    if view.has_peek_decision:
        return [Line("summary.peek_declined")]
    return []


def night_lines(view: SeatView) -> list[Line]:
    """R10.1-R10.3: card, dice, each waking hour as seen, own peek."""
    lines = [role_line(view), dice_line(view)]
    if view.player_count == 4 and view.role is not Role.THIEF and view.wake_hours:
        lines.append(Line("summary.chose_hour", {"hour": view.wake_hours[0]}))
    for hour in view.night or ():
        lines += hour_lines(view, hour)
    return lines + peek_lines(view)


def dawn_lines(view: SeatView) -> list[Line]:
    """R10.4: follower news, the same number of lines' worth for every role."""
    dawn = view.dawn
    if dawn is None:
        return []
    others = tuple(seat for seat in dawn.known_followers if seat != view.seat)
    if view.player_count == 4:
        return []  # R6.1: no followers at 4 players, so nothing new at dawn
    if view.role is Role.THIEF:
        if not dawn.known_followers:
            return [Line("summary.thief_no_follower")]
        return [Line("summary.thief_followers", {"names": Seats(dawn.known_followers)})]
    if dawn.follower:
        lines = [Line("summary.you_are_follower")]
        if dawn.known_thief is not None:
            lines.append(Line("summary.thief_is", {"name": Seats((dawn.known_thief,))}))
        else:
            lines.append(Line("summary.thief_unknown"))
        if others:
            lines.append(Line("summary.fellow_followers", {"names": Seats(others)}))
        return lines
    lines = [Line("summary.not_follower")]
    if dawn.known_followers:
        lines.append(Line("summary.saw_follower_chosen", {"names": Seats(dawn.known_followers)}))
    return lines


def goal_line(view: SeatView) -> Line:
    if view.role is Role.THIEF:
        return Line("summary.goal.thief")
    if view.dawn is not None and view.dawn.follower:
        if view.role is Role.FALL_MOUSE:
            return Line("summary.goal.fall_mouse_follower")
        return Line("summary.goal.follower")
    if view.role is Role.FALL_MOUSE:
        return Line("summary.goal.fall_mouse")
    return Line("summary.goal.sleepyhead")


def full_summary(view: SeatView) -> list[Line]:
    """Everything the player knows: for the dawn turn and "My notes" (privacy protocol rule 6)."""
    return night_lines(view) + dawn_lines(view) + [goal_line(view)]
