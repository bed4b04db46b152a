"""Double Kill actions as plain JSON, so a sitting can be saved after every move and rebuilt after a crash."""

from typing import Any

from game.double_kill.actions import Action, AnswerRedraw, CastVote, DealHands, EndSpeech, NightAction, Nominate
from game.double_kill.hands import HandId, parse_hand
from game.double_kill.roles import Role


def _label(hand: HandId | None) -> str | None:
    return None if hand is None else hand.label


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, DealHands):
        return {"deal": [[left.value, right.value] for left, right in action.hands]}
    if isinstance(action, AnswerRedraw):
        return {"redraw": action.redraw, "seat": action.seat}
    if isinstance(action, NightAction):
        return {"night": action.role.value, "target": _label(action.target)}
    if isinstance(action, EndSpeech):
        return {"speech_end": action.seat}
    if isinstance(action, Nominate):
        return {"nominate": action.seat, "suspects": [hand.label for hand in action.suspects]}
    return {"vote": action.voter.label, "target": action.target.label}


def _hand(value: object, count: int) -> HandId:
    hand = parse_hand(value, count)
    if hand is None:
        raise ValueError(f"{value!r} names no hand at this table")
    return hand


def _seat(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("a seat must be a whole number")
    return value


def action_from_json(data: object, count: int) -> Action:
    """The action ``data`` holds; ValueError for anything this program did not write."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    if "deal" in data:
        pairs = data["deal"]
        if not isinstance(pairs, list) or not all(isinstance(pair, list) and len(pair) == 2 for pair in pairs):
            raise ValueError("a deal is a list of pairs")
        return DealHands(tuple((Role(left), Role(right)) for left, right in pairs))
    if "redraw" in data:
        if not isinstance(data["redraw"], bool):
            raise ValueError("a redraw answer is true or false")
        return AnswerRedraw(_seat(data.get("seat")), data["redraw"])
    if "night" in data:
        target = data.get("target")
        return NightAction(Role(data["night"]), None if target is None else _hand(target, count))
    if "speech_end" in data:
        return EndSpeech(_seat(data["speech_end"]))
    if "nominate" in data:
        suspects = data.get("suspects")
        if not isinstance(suspects, list):
            raise ValueError("suspects must be a list")
        return Nominate(_seat(data["nominate"]), tuple(_hand(label, count) for label in suspects))
    if "vote" in data:
        return CastVote(_hand(data["vote"], count), _hand(data.get("target"), count))
    raise ValueError("not an action of this game")
