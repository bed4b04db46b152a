"""Settling a night at dawn (DK7-DK11): every choice is known, and all take effect at once (DK6).

Hands that die tonight still acted tonight: nothing is settled before the last call.
"""

from dataclasses import dataclass

from game.double_kill.calls import killer_group
from game.double_kill.hands import HandId
from game.double_kill.roles import Role
from game.double_kill.state import DeathCause, GameState, NightLog


@dataclass(frozen=True)
class NightOutcome:
    deaths: tuple[tuple[HandId, DeathCause], ...]  # in announcement order
    healed: HandId | None  # the hand the treatment reached and the killers had chosen
    misdiagnosed: HandId | None  # the hand the treatment reached although the killers had not chosen it
    killers_void: bool


def _only_hand(state: GameState, role: Role) -> HandId | None:
    hands = state.hands_with(role)
    return hands[0] if hands else None


def _still_assassin(state: GameState, hand: HandId | None) -> bool:
    """DK7: until it has acted the killers cannot kill the assassin; from its stab on, in the very night it acts
    (it is called first), they can, as the detectives see it from then on (DK10): one moment for both."""
    return hand is not None and state.role_of(hand) is Role.ASSASSIN and state.assassin_acted is None


def settle_night(state: GameState, night: NightLog) -> NightOutcome:
    stab = night.choice_of(Role.ASSASSIN)
    guarded = night.choice_of(Role.BODYGUARD)
    killed = night.choice_of(Role.KILLER)
    treated = night.choice_of(Role.DOCTOR)
    bodyguard = _only_hand(state, Role.BODYGUARD)
    doctor = _only_hand(state, Role.DOCTOR)

    # DK8: a stab on an assassin that has not acted is void; so is every stab while a killer is guarded, unless it
    # hits the bodyguard.
    guards_a_killer = guarded is not None and guarded in killer_group(state)
    killers_void = (killed is None or _still_assassin(state, killed)
                    or (guards_a_killer and killed != bodyguard))

    # DK11: the treatment does not reach a guarded hand, a hand the assassin stabbed, or anyone while the doctor is guarded.
    reaches = (treated is not None and not (guarded is not None and guarded == doctor)
               and treated != guarded and treated != stab)
    healed = treated if reaches and treated == killed else None
    misdiagnosed = treated if reaches and treated != killed else None

    deaths: dict[HandId, DeathCause] = {}
    if stab is not None:
        deaths[stab] = DeathCause.ASSASSIN  # DK7: nothing saves the assassin's target
    if not killers_void and killed is not None and killed != guarded and killed != healed:
        deaths.setdefault(killed, DeathCause.KILLERS)
    bodyguard_cause = deaths.get(bodyguard) if bodyguard is not None else None
    if guarded is not None and guarded != bodyguard and bodyguard_cause is not None:
        # DK9: the guarded hand dies with a stabbed bodyguard, but the killers' stab cannot reach an assassin that has
        # not acted this way either.
        if not (bodyguard_cause is DeathCause.KILLERS and _still_assassin(state, guarded)):
            deaths.setdefault(guarded, DeathCause.WITH_BODYGUARD)
    if misdiagnosed is not None and state.misdiagnoses_of(misdiagnosed) + 1 >= 2:
        deaths.setdefault(misdiagnosed, DeathCause.MISDIAGNOSIS)  # DK11: the second misdiagnosis kills
    return NightOutcome(tuple(sorted(deaths.items())), healed, misdiagnosed, killers_void)
