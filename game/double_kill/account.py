"""The judge's account of a finished game, night by night and day by day: who chose what, what happened and why.

Every sentence is worked out from the engine's own log (the nights' choices, who was awake, the checks, the
deaths and their causes, the days' nominations and votes), each night settled again with `settle_night` as it
stood then, so the account says exactly what the rules did. A sentence is a translation key under
``dk.account.`` with its values: hands, roles, seats and numbers, which a screen turns into words.
"""

from dataclasses import dataclass, field
from typing import Mapping

from game.double_kill.calls import CHECKERS
from game.double_kill.day import tally
from game.double_kill.hands import HandId
from game.double_kill.night import NightOutcome, settle_night
from game.double_kill.roles import Role
from game.double_kill.state import DayLog, DeathCause, GameState, NightLog


@dataclass(frozen=True)
class Seat:
    """A player named in a sentence (a nominator, a speaker)."""

    seat: int


@dataclass(frozen=True)
class Sentence:
    key: str  # under "dk.account."
    values: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Chapter:
    kind: str  # "night" or "day"
    round: int
    sentences: tuple[Sentence, ...]


def game_account(state: GameState) -> tuple[Chapter, ...]:
    """Every night and day of ``state`` in order (the game need not be over: the account stops where it does)."""
    chapters: list[Chapter] = []
    misdiagnoses: dict[HandId, int] = {}
    for night in state.nights:
        if night.dawn is None:
            break  # a night still being played has no account yet
        outcome = _settle_as_then(state, night, misdiagnoses)
        chapters.append(Chapter("night", night.round, _night_sentences(state, night, outcome, misdiagnoses)))
        if outcome.misdiagnosed is not None:
            misdiagnoses[outcome.misdiagnosed] = misdiagnoses.get(outcome.misdiagnosed, 0) + 1
        day = next((day for day in state.days if day.round == night.round), None)
        words = _last_words_of(state, night.round, lynch=False)
        if day is not None or words:
            chapters.append(Chapter("day", night.round, _day_sentences(state, day, night.round)))
    if state.winner is not None and state.win_reason is not None and chapters:
        last = chapters[-1]
        ending = Sentence("end", {"winner": state.winner, "reason": state.win_reason})
        chapters[-1] = Chapter(last.kind, last.round, (*last.sentences, ending))
    return tuple(chapters)


def _settle_as_then(state: GameState, night: NightLog, misdiagnoses: dict[HandId, int]) -> NightOutcome:
    """The night settled on the game as it stood at that dawn: the round, the assassin's action, the count of
    misdiagnoses before it."""
    acted = state.assassin_acted if state.assassin_acted is not None and state.assassin_acted <= night.round else None
    then = state.evolve(round=night.round, assassin_acted=acted, misdiagnoses=tuple(sorted(misdiagnoses.items())))
    return settle_night(then, night)


def _night_sentences(state: GameState, night: NightLog, outcome: NightOutcome,
                     misdiagnoses: dict[HandId, int]) -> tuple[Sentence, ...]:
    said: list[Sentence] = [_call_sentence(state, night, role, target) for role, target in night.choices]
    choices = dict(night.choices)
    stab, guarded = choices.get(Role.ASSASSIN), choices.get(Role.BODYGUARD)
    killed, treated = choices.get(Role.KILLER), choices.get(Role.DOCTOR)
    bodyguard = next(iter(state.hands_with(Role.BODYGUARD)), None)
    doctor = next(iter(state.hands_with(Role.DOCTOR)), None)
    if killed is not None:
        not_acted = state.assassin_acted is None or state.assassin_acted > night.round
        if outcome.killers_void and state.role_of(killed) is Role.ASSASSIN and not_acted:
            said.append(Sentence("void_assassin", {"target": killed}))
        elif outcome.killers_void and guarded is not None:
            said.append(Sentence("void_guarded_killer", {"guarded": guarded}))
        elif killed == guarded and killed != stab:
            said.append(Sentence("guarded_saved", {"target": killed}))
        elif outcome.healed == killed:
            said.append(Sentence("healed", {"target": killed}))
        if outcome.killers_void and outcome.healed == killed:  # A4: the doctor guessed the target of a void stab
            said.append(Sentence("treat_void_target", {"target": killed}))
    if treated is not None and outcome.healed is None and outcome.misdiagnosed is None:
        if guarded is not None and guarded == doctor:
            said.append(Sentence("treat_doctor_guarded", {}))
        elif treated == guarded:
            said.append(Sentence("treat_guarded", {"target": treated}))
        elif treated == stab:
            said.append(Sentence("treat_stabbed", {"target": treated}))
    if outcome.misdiagnosed is not None:
        count = misdiagnoses.get(outcome.misdiagnosed, 0) + 1
        said.append(Sentence("misdiagnosis", {"target": outcome.misdiagnosed, "count": count}))
    for hand, cause in outcome.deaths:
        if cause is DeathCause.ASSASSIN and hand in (guarded, treated):
            said.append(Sentence("death.assassin_through", {"hand": hand}))
        elif cause is DeathCause.WITH_BODYGUARD:
            said.append(Sentence("death.with_bodyguard", {"hand": hand, "bodyguard": bodyguard}))
        else:
            said.append(Sentence(f"death.{cause.value}", {"hand": hand}))
    if not outcome.deaths:
        said.append(Sentence("nobody_died", {}))
    return tuple(said)


def _call_sentence(state: GameState, night: NightLog, role: Role, target: HandId | None) -> Sentence:
    awake = night.awake_at(role)
    if not awake:
        return Sentence("call_dead", {"role": role})
    if role is Role.ASSASSIN and state.assassin_acted is not None and state.assassin_acted < night.round:
        return Sentence("call_used", {"role": role, "awake": awake})
    if target is None:
        return Sentence("call_held" if role is Role.ASSASSIN else "call_nothing", {"role": role, "awake": awake})
    if role in CHECKERS:
        result = next(result for _, result in night.checks if result.role is role)
        return Sentence(f"check.{role.value}.{'up' if result.thumbs_up else 'down'}", {"awake": awake, "target": target})
    return Sentence(f"chose.{role.value}", {"awake": awake, "target": target})


def _day_sentences(state: GameState, day: DayLog | None, round_: int) -> tuple[Sentence, ...]:
    said: list[Sentence] = []
    words = _last_words_of(state, round_, lynch=False)
    if words:
        said.append(Sentence("last_words", {"hands": words}))
    if day is None:
        return tuple(said)
    passed = tuple(Seat(seat) for seat, hands in day.nominations if not hands)
    for seat, hands in day.nominations:
        if hands:
            said.append(Sentence("named", {"seat": Seat(seat), "hands": hands}))
    if passed:
        said.append(Sentence("named_nobody", {"seats": passed}))
    if day.nominations and not day.suspects():
        said.append(Sentence("no_vote", {}))
    for number, (candidates, votes) in enumerate(zip(day.candidate_rounds, day.vote_rounds), start=1):
        if not votes:
            continue
        counted = tally(day, number)
        order = sorted(candidates, key=lambda hand: (-counted.get(hand, 0), candidates.index(hand)))
        said.append(Sentence("vote", {"number": number, "tally": tuple((hand, counted.get(hand, 0)) for hand in order)}))
        most = max(counted.get(hand, 0) for hand in candidates)
        top = tuple(hand for hand in order if counted.get(hand, 0) == most)
        if len(top) > 1:
            said.append(Sentence("tie", {"hands": top}))
    if day.deadlock:
        said.append(Sentence("deadlock", {}))
    elif day.immune is not None:
        said.append(Sentence("immune", {"hand": day.immune}))
    elif day.lynched is not None:
        said.append(Sentence("lynched", {"hand": day.lynched}))
        words = _last_words_of(state, round_, lynch=True)
        if words:
            said.append(Sentence("last_words", {"hands": words}))
    return tuple(said)


def _last_words_of(state: GameState, round_: int, lynch: bool) -> tuple[HandId, ...]:
    """The hands whose players spoke last words in ``round_``: after the dawn, or after the lynch."""
    died = {death.hand: death for death in state.deaths}
    return tuple(hand for hand in state.last_words_given
                 if died[hand].round == round_ and (died[hand].cause is DeathCause.LYNCH) is lynch)
