"""How long each part of a night call lasts (DK6: every call of a role takes the same time, whatever its state).

A call is spoken, then the called hands choose, then (for a check) the judge's thumb shows, then eyes close.
None of these lengths depends on whether the role is alive, dead, used or transformed: only on the role's
kind (a check has an answer part), the length of its spoken lines in the table's language and the table's
settings, so nothing is given away by timing.
"""

from dataclasses import dataclass

from game.double_kill.calls import CHECKERS
from game.double_kill.roles import Role
from play.double_kill.voice import sleep_line, spoken_seconds, wake_line

CALL_SECONDS = 6.0  # the call is spoken: "bodyguard, open your eyes"
ANSWER_SECONDS = 5.0  # the thumb shows to the checking hands
CLOSE_SECONDS = 4.0  # "close your eyes", before the next call
ACT_CHOICES: tuple[int, ...] = (15, 20, 30, 45)
DEFAULT_ACT_SECONDS = 20


@dataclass(frozen=True)
class CallPart:
    name: str  # "call", "act", "answer" or "close"
    seconds: float


def call_parts(role: Role, act_seconds: float, call_seconds: float = CALL_SECONDS,
               close_seconds: float = CLOSE_SECONDS) -> tuple[CallPart, ...]:
    """The parts of one call of ``role``: the same for every state of the role (DK6)."""
    parts = [CallPart("call", call_seconds), CallPart("act", float(act_seconds))]
    if role in CHECKERS:
        parts.append(CallPart("answer", ANSWER_SECONDS))
    parts.append(CallPart("close", close_seconds))
    return tuple(parts)


def spoken_call_parts(role: Role, act_seconds: float, lang: str) -> tuple[CallPart, ...]:
    """The parts of one call as the night speaks it in ``lang``: the call and "close your eyes" last as long as
    their clips (``play.double_kill.voice``), the choice and the answer as the table's settings say."""
    return call_parts(role, act_seconds, spoken_seconds(lang, wake_line(role), CALL_SECONDS),
                      spoken_seconds(lang, sleep_line(role), CLOSE_SECONDS))


def spoken_call_total(role: Role, act_seconds: float, lang: str) -> float:
    return sum(part.seconds for part in spoken_call_parts(role, act_seconds, lang))
