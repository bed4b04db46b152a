"""One or more tests per numbered rule of docs/double-kill-rules.md, each named after its rule (test_dk7_...)."""
from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from game.double_kill.actions import AnswerRedraw, CastVote, DealHands, EndSpeech, NightAction, Nominate
from game.double_kill.chance import deal_hands, deck_for
from game.double_kill.config import BASIC_SET, EXPANDED_SET, RoleSet, recommended_role_set
from game.double_kill.day import speaking_order
from game.double_kill.engine import apply, new_game
from game.double_kill.errors import IllegalMoveError, SetupError, WrongStepError
from game.cheese_thief.errors import RuleError
from game.double_kill.moves import legal_actions, turn
from game.double_kill.record import from_record, to_record
from game.double_kill.referee import resolve
from game.double_kill.roles import NIGHT_ORDER, Role, Team, may_ask_redraw, team_of
from game.double_kill.state import Death, DeathCause, WinReason
from game.double_kill.steps import StepKind
from game.double_kill.views import public_view, view_for
from tests.dk_helpers import (BASIC_LEFT, NAMES, dealt, end_speeches, h, lynch, nominate, pairs, play_night,
                              quiet_day, vote)

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "double-kill-rules.md"
V, K, D, A = Role.VILLAGER, Role.KILLER, Role.DETECTIVE, Role.ASSASSIN


def deaths(state) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {death.hand.label: death.cause.value for death in state.deaths}


def roles_inside(value: object) -> list[Role]:
    """Every role card anywhere inside a view, however deeply nested."""
    if isinstance(value, Role):
        return [value]
    if isinstance(value, dict):
        return [role for item in value.values() for role in roles_inside(item)]
    if isinstance(value, (tuple, list)):
        return [role for item in value for role in roles_inside(item)]
    if hasattr(value, "__dataclass_fields__"):
        return roles_inside(vars(value))
    return []


def dawn_of(state) -> list[str]:  # type: ignore[no-untyped-def]
    night = state.nights[-1]
    assert night.dawn is not None
    return [hand.label for hand in night.dawn]


# --- the document itself ---------------------------------------------------------------------------------------
def test_every_numbered_rule_has_a_test_named_after_it() -> None:
    """Each `## DKn` of the rules document is checked by at least one test_dkn_... in this file."""
    numbers = re.findall(r"^## DK(\d+) ", RULES_DOC.read_text(encoding="utf-8"), re.MULTILINE)
    assert numbers == [str(n) for n in range(1, len(numbers) + 1)] and len(numbers) >= 20
    tested = set(re.findall(r"^def test_dk(\d+)_", Path(__file__).read_text(encoding="utf-8"), re.MULTILINE))
    assert set(numbers) <= tested, sorted(set(numbers) - tested, key=int)


# --- DK1 Players ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("count", [0, 4, 9, 21, 30])
def test_dk1_other_player_counts_are_refused(count: int) -> None:
    with pytest.raises(SetupError, match="10 to 20 players") as caught:
        new_game([f"p{i}" for i in range(count)])
    assert caught.value.field == "players"


@pytest.mark.parametrize("count", [10, 15, 20])
def test_dk1_ten_to_twenty_players_are_accepted(count: int) -> None:
    assert new_game(NAMES[:count]).step.kind is StepKind.DEAL


# --- DK2 Role sets ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("count,expected", [(10, BASIC_SET), (16, BASIC_SET), (17, EXPANDED_SET), (20, EXPANDED_SET)])
def test_dk2_recommended_sets(count: int, expected: RoleSet) -> None:
    assert recommended_role_set(count) == expected
    deck = Counter(deck_for(expected, count))
    assert sum(deck.values()) == 2 * count
    assert deck[Role.KILLER] == 2 and deck[Role.DETECTIVE] == 2 and deck[Role.BODYGUARD] == 1
    assert deck[Role.ASSASSIN] == deck[Role.UNDERCOVER] == (1 if count >= 17 else 0)
    assert deck[V] == 2 * count - expected.special_cards()


def test_dk2_a_set_can_be_edited_within_bounds() -> None:
    edited = RoleSet(killer=3, detective=3, undercover=1)
    state = new_game(NAMES[:12], edited)
    dealt_cards = Counter(card for pair in deal_hands(edited, 12, random.Random(3)).hands for card in pair)
    assert state.role_set == edited
    assert dealt_cards[K] == 3 and dealt_cards[D] == 3 and dealt_cards[Role.UNDERCOVER] == 1
    assert dealt_cards[V] == 24 - edited.special_cards()

@pytest.mark.parametrize("changes,field", [({"killer": 0}, "role_set.killer"), ({"detective": 4}, "role_set.detective"),
                                           ({"bodyguard": 2}, "role_set.bodyguard"), ({"doctor": -1}, "role_set.doctor")])
def test_dk2_sets_outside_the_bounds_are_refused(changes: dict[str, int], field: str) -> None:
    with pytest.raises(SetupError) as caught:
        new_game(NAMES[:10], RoleSet(**changes))
    assert caught.value.field == field


# --- DK3 Weights and teams --------------------------------------------------------------------------------------
@pytest.mark.parametrize("pair,team", [((D, Role.TRAITOR), Team.VILLAGE), ((V, Role.TRAITOR), Team.KILLERS),
                                       ((Role.BODYGUARD, Role.TRAITOR), Team.KILLERS), ((D, K), None),
                                       ((A, Role.UNDERCOVER), None), ((K, A), Team.KILLERS)])
def test_dk3_the_rulebooks_examples_of_teams(pair: tuple[Role, Role], team: Team | None) -> None:
    assert team_of(pair) is team


def test_dk3_a_deal_with_a_zero_weight_seat_is_refused() -> None:
    zero_at_seat_2 = pairs({0: K, 1: K, 2: D, 3: D, 4: Role.BODYGUARD, 5: Role.DOCTOR, 6: Role.TRAITOR}, 10)
    zero_at_seat_2 = zero_at_seat_2[:1] + ((V, V),) + ((D, K),) + zero_at_seat_2[3:]
    with pytest.raises(IllegalMoveError, match="drawn again") as caught:
        apply(new_game(NAMES[:10]), DealHands(zero_at_seat_2))
    assert caught.value.field == "hands[2]"

def test_dk3_chance_never_deals_a_zero_weight_seat() -> None:
    for seed in range(200):
        count = 10 + seed % 11
        hands = deal_hands(recommended_role_set(count), count, random.Random(seed)).hands
        assert all(team_of(pair) is not None for pair in hands)


# --- DK4 Asking for a redraw ------------------------------------------------------------------------------------
def test_dk4_only_double_detectives_or_double_killers_may_ask() -> None:
    assert may_ask_redraw((D, D)) and may_ask_redraw((K, K))
    assert not may_ask_redraw((K, A)) and not may_ask_redraw((V, V))


def test_dk4_every_seat_is_asked_and_one_request_redraws_for_everyone() -> None:
    state = apply(new_game(NAMES[:10]), DealHands(pairs({0: K, 2: D, 3: D, 4: Role.BODYGUARD, 5: Role.DOCTOR,
                                                         6: Role.TRAITOR}, 10, {0: K})))
    asked = []
    for seat in state.seats:
        asked.append(state.step.seat)
        assert turn(state).may_redraw == (seat == 0)
        assert view_for(state, seat).may_ask_redraw == (seat == 0)
        state = apply(state, AnswerRedraw(seat, seat == 0))
    assert asked == list(range(10))
    assert state.step.kind is StepKind.DEAL and state.hands is None and state.redraws == 1
    assert public_view(state).redraws == 1

def test_dk4_a_seat_that_may_not_ask_is_refused() -> None:
    state = apply(new_game(NAMES[:10]), DealHands(pairs(BASIC_LEFT, 10)))
    with pytest.raises(IllegalMoveError) as caught:
        apply(state, AnswerRedraw(0, True))
    assert caught.value.field == "redraw"
    with pytest.raises(IllegalMoveError):
        apply(state, AnswerRedraw(3, False))  # not seat 3's turn


# --- DK5 Secrets and hands --------------------------------------------------------------------------------------
def test_dk5_no_card_or_team_is_public_until_the_end() -> None:
    state = lynch(play_night(dealt(), killer="7L"), "0R")
    public = public_view(state)
    assert public.reveal is None and public.winner is None and public.alive[0] == (True, False)
    assert public.step.role is Role.BODYGUARD  # the role called aloud is public; its holder is not
    assert roles_inside({name: value for name, value in vars(public).items() if name != "step"}) == []
    own = view_for(state, 3)
    assert own.cards == (D, V) and {seen.role for seen in own.night} == {D}  # its own cards and calls, no other


def test_dk5_a_player_with_one_dead_hand_plays_on_and_two_dead_hands_are_out() -> None:
    state = play_night(dealt(), killer="7L")
    assert 7 in speaking_order(state)
    state = play_night(quiet_day(state), killer="7R")
    assert 7 not in speaking_order(state)
    assert public_view(state).alive[7] == (False, False)


# --- DK6 The night calls ----------------------------------------------------------------------------------------
def test_dk6_every_role_of_the_set_is_called_in_order() -> None:
    state = dealt(17)
    called = []
    while state.step.kind is StepKind.NIGHT_CALL:
        called.append(state.step.role)
        state = apply(state, legal_actions(state)[-1])
    assert called == list(NIGHT_ORDER)
    basic = dealt(10)
    assert [step.role for step in basic.steps] == [role for role in NIGHT_ORDER if role not in (A, Role.UNDERCOVER)]

def test_dk6_a_dead_role_is_still_called_and_can_only_do_nothing() -> None:
    state = play_night(dealt(), killer="5L", doctor="7R")  # the doctor dies
    state = quiet_day(state)
    while state.step.role is not Role.DOCTOR:
        state = apply(state, legal_actions(state)[-1])
    assert turn(state).hands == () and legal_actions(state) == (NightAction(Role.DOCTOR, None),)


def test_dk6_dead_hands_cannot_be_chosen_and_own_hands_can() -> None:
    state = quiet_day(play_night(dealt(), killer="7L", doctor="8R"))
    assert state.step.role is Role.BODYGUARD and h("7L") not in turn(state).targets
    state = apply(state, NightAction(Role.BODYGUARD, h("4L")))  # guarding its own hand
    with pytest.raises(IllegalMoveError, match="cannot choose 7L"):
        apply(state, NightAction(Role.KILLER, h("7L")))
    assert deaths(play_night(state, killer="0L", doctor="9L")) == {"7L": "killers", "0L": "killers"}

def test_dk6_only_the_assassin_is_offered_nothing_but_a_call_out_of_time_is_nothing() -> None:
    state = dealt(17)
    assert turn(state).may_pass  # the assassin may hold back
    state = apply(state, NightAction(A, None))
    assert not turn(state).may_pass and NightAction(Role.BODYGUARD, None) in legal_actions(state)
    with pytest.raises(WrongStepError):
        apply(state, NightAction(Role.KILLER, h("9L")))  # not the killers' call yet


def test_dk6_a_call_whose_time_runs_out_does_nothing() -> None:
    """No guard, no stab, no check, no treatment: a night of "nothing" everywhere kills nobody and counts no
    misdiagnosis; a bodyguard's night without a guard breaks a run of two nights on one hand."""
    state = play_night(dealt(), bodyguard=None, killer=None, detective=None, doctor=None, traitor=None)
    assert deaths(state) == {} and state.misdiagnoses == () and state.nights[-1].checks == ()
    state = play_night(quiet_day(state), bodyguard="6R")
    state = play_night(quiet_day(state), bodyguard=None)
    state = play_night(quiet_day(state), bodyguard="6R")
    assert h("6R") in turn(quiet_day(state)).targets  # 6R, None, 6R, 6R would be banned; 6R, None, 6R is not
    record = to_record(state)
    assert resolve(record)["deaths"] == [] and record["rounds"][0]["night"]["killer"] is None


def test_dk6_a_hand_dying_tonight_has_still_acted_tonight() -> None:
    state = play_night(dealt(17), assassin="4L", bodyguard="9L", killer="9L", doctor="10L")
    assert deaths(state) == {"4L": "assassin", "9L": "with_bodyguard"}  # 9L guarded, so the killers missed it
    state = play_night(dealt(17), assassin="5L", killer="9L", doctor="9L")
    assert deaths(state) == {"5L": "assassin"}  # the doctor, stabbed first, still healed

# --- DK7 The assassin -------------------------------------------------------------------------------------------
def test_dk7_the_assassins_target_dies_whatever_guards_or_heals_it() -> None:
    state = play_night(dealt(17), assassin="9R", bodyguard="9R", killer="9R", doctor="9R")
    assert deaths(state) == {"9R": "assassin"} and state.misdiagnoses == ()


def test_dk7_the_assassin_acts_once_and_joins_the_killers_the_next_round() -> None:
    state = play_night(dealt(17), assassin="9R")
    state = quiet_day(state)
    assert turn(state).step.role is A and turn(state).targets == () and turn(state).may_pass
    state = apply(state, NightAction(A, None))
    state = apply(state, NightAction(Role.BODYGUARD, h("8R")))
    assert h("7L") in turn(state).hands and state.step.role is Role.KILLER


def test_dk7_killers_cannot_kill_the_assassin_before_it_acts() -> None:
    assert deaths(play_night(dealt(17), killer="7L", doctor="9R")) == {}


def test_dk7_killers_and_detectives_meet_the_assassin_at_one_moment_its_stab() -> None:
    """The night it acts (it is called first), the killers' stab on it kills and the detectives' check on it is a
    thumb up; a night it holds back, the stab is void and the check a thumb down."""
    acted = play_night(dealt(17), assassin="9R", killer="7L", detective="7L", doctor="10R")
    assert deaths(acted) == {"9R": "assassin", "7L": "killers"}
    assert [result.thumbs_up for _, result in acted.nights[-1].checks if result.role is D] == [True]
    held = play_night(dealt(17), assassin=None, killer="7L", detective="7L", doctor="10R")
    assert deaths(held) == {}
    assert [result.thumbs_up for _, result in held.nights[-1].checks if result.role is D] == [False]


def test_dk7_once_transformed_the_assassin_can_be_killed_by_the_killers() -> None:
    state = quiet_day(play_night(dealt(17), assassin="9R"))
    state = play_night(state, killer="7L", doctor="10R")
    assert deaths(state)["7L"] == "killers"


def test_dk7_guarding_the_assassin_in_the_night_it_acts_does_not_void_the_killers() -> None:
    state = play_night(dealt(17), assassin="9R", bodyguard="7L", killer="10L", doctor="11R")
    assert deaths(state) == {"9R": "assassin", "10L": "killers"}


# --- DK8 The killers --------------------------------------------------------------------------------------------
def test_dk8_the_killers_target_dies() -> None:
    state = play_night(dealt(), killer="9R", doctor="8L")
    assert deaths(state) == {"9R": "killers"} and dawn_of(state) == ["9R"]


def test_dk8_guarding_a_killer_voids_their_stab() -> None:
    assert deaths(play_night(dealt(), bodyguard="1L", killer="9R", doctor="9L")) == {}


def test_dk8_stabbing_the_bodyguard_that_guards_a_killer_kills_both() -> None:
    state = play_night(dealt(), bodyguard="1L", killer="4L", doctor="9L")
    assert deaths(state) == {"4L": "killers", "1L": "with_bodyguard"}


def test_dk8_the_killers_may_stab_one_of_their_own() -> None:
    assert deaths(play_night(dealt(), killer="1L", doctor="9L")) == {"1L": "killers"}


# --- DK9 The bodyguard ------------------------------------------------------------------------------------------
def test_dk9_a_guarded_hand_survives_the_killers() -> None:
    assert deaths(play_night(dealt(), bodyguard="9R", killer="9R", doctor="8L")) == {}


def test_dk9_a_bodyguard_stabbed_to_death_takes_the_guarded_hand_along() -> None:
    by_killers = play_night(dealt(), bodyguard="9R", killer="4L", doctor="8L")
    assert deaths(by_killers) == {"4L": "killers", "9R": "with_bodyguard"}
    by_assassin = play_night(dealt(17), assassin="4L", bodyguard="9R")
    assert deaths(by_assassin) == {"4L": "assassin", "9R": "with_bodyguard"}


def test_dk9_a_healed_bodyguard_saves_the_guarded_killer_too() -> None:
    assert deaths(play_night(dealt(), bodyguard="1L", killer="4L", doctor="4L")) == {}


def test_dk9_the_killers_chain_spares_the_assassin_only_before_it_acts() -> None:
    state = play_night(dealt(17), bodyguard="7L", killer="4L", doctor="10R")
    assert deaths(state) == {"4L": "killers"}
    state = play_night(dealt(17), assassin="9R", bodyguard="7L", killer="4L", doctor="10R")
    assert deaths(state) == {"9R": "assassin", "4L": "killers", "7L": "with_bodyguard"}


def test_dk9_a_hand_guarded_two_nights_in_a_row_is_banned_for_good() -> None:
    state = quiet_day(play_night(dealt(), bodyguard="8L"))
    state = quiet_day(play_night(state, bodyguard="8L"))
    assert h("8L") not in turn(state).targets and h("8R") in turn(state).targets
    with pytest.raises(IllegalMoveError):
        apply(state, NightAction(Role.BODYGUARD, h("8L")))
    state = quiet_day(play_night(state, bodyguard="8R"))
    assert h("8L") not in turn(state).targets  # still banned after a night elsewhere


def test_dk9_guarding_different_hands_of_one_role_bans_nothing() -> None:
    state = quiet_day(play_night(dealt(), bodyguard="2L"))
    state = quiet_day(play_night(state, bodyguard="3L"))
    assert {h("2L"), h("3L")} <= set(turn(state).targets)


def test_dk9_a_misdiagnosed_or_lynched_bodyguard_takes_nobody_along() -> None:
    state = quiet_day(play_night(dealt(), bodyguard="9R", killer="8L", doctor="4L"))
    state = play_night(state, bodyguard="9R", killer="7L", doctor="4L")
    assert deaths(state) == {"8L": "killers", "7L": "killers", "4L": "misdiagnosis"}
    lynched = lynch(play_night(dealt(), bodyguard="9R"), "4L")
    assert deaths(lynched) == {"4L": "lynch"}


# --- DK10 The detectives ----------------------------------------------------------------------------------------
def test_dk10_detectives_see_killers_and_an_assassin_that_has_acted() -> None:
    def answer(target: str, **choices: str | None) -> list[bool]:
        state = play_night(dealt(17), detective=target, **choices)
        return [result.thumbs_up for _, result in state.nights[-1].checks if result.role is D]

    assert answer("0L") == [True]
    assert answer("9L") == [False]
    assert answer("6L") == [False]  # the traitor is no killer
    assert answer("7L") == [False]  # the assassin before it acts
    assert answer("7L", assassin="9R") == [True]  # it acted earlier the same night

# --- DK11 The doctor --------------------------------------------------------------------------------------------
def test_dk11_healing_the_killers_target_saves_it() -> None:
    state = play_night(dealt(), killer="9R", doctor="9R")
    assert deaths(state) == {} and state.misdiagnoses == ()


def test_dk11_a_second_misdiagnosis_kills() -> None:
    state = quiet_day(play_night(dealt(), killer="9L", doctor="8R"))
    assert state.misdiagnoses_of(h("8R")) == 1 and deaths(state) == {"9L": "killers"}
    state = play_night(state, killer="9R", doctor="8R")
    assert deaths(state)["8R"] == "misdiagnosis"


def test_dk11_a_guarded_doctor_does_nothing() -> None:
    state = play_night(dealt(), bodyguard="5L", killer="9R", doctor="9R")
    assert deaths(state) == {"9R": "killers"}
    state = play_night(dealt(), bodyguard="5L", killer="9R", doctor="8R")
    assert state.misdiagnoses == ()


def test_dk11_treating_a_guarded_hand_is_neither_heal_nor_misdiagnosis() -> None:
    state = play_night(dealt(), bodyguard="8R", killer="9R", doctor="8R")
    assert state.misdiagnoses == () and deaths(state) == {"9R": "killers"}


def test_dk11_treating_the_assassins_target_is_no_misdiagnosis() -> None:
    state = play_night(dealt(17), assassin="9R", killer="10L", doctor="9R")
    assert state.misdiagnoses == () and deaths(state) == {"9R": "assassin", "10L": "killers"}


def test_dk11_treating_the_killers_void_target_is_no_misdiagnosis() -> None:
    on_assassin = play_night(dealt(17), killer="7L", doctor="7L")
    guarded_killer = play_night(dealt(), bodyguard="0L", killer="9R", doctor="9R")
    assert on_assassin.misdiagnoses == () and guarded_killer.misdiagnoses == ()
    assert deaths(on_assassin) == deaths(guarded_killer) == {}


# --- DK12 The traitor and the undercover ------------------------------------------------------------------------
@pytest.mark.parametrize("role", [Role.TRAITOR, Role.UNDERCOVER])
@pytest.mark.parametrize("target,expected", [("0L", True), ("7L", True), ("9L", False), ("6L", False)])
def test_dk12_traitor_and_undercover_see_killers_and_the_assassin(role: Role, target: str, expected: bool) -> None:
    state = play_night(dealt(17), **{role.value: target})
    assert [r.thumbs_up for _, r in state.nights[-1].checks if r.role is role] == [expected]


# --- DK13 Winning -----------------------------------------------------------------------------------------------
def test_dk13_the_village_wins_when_every_killer_and_the_assassin_are_dead() -> None:
    state = lynch(play_night(dealt(), killer="1L", doctor="9R"), "0L")
    assert state.winner is Team.VILLAGE and state.win_reason is WinReason.KILLERS_DEAD


def test_dk13_a_living_assassin_blocks_the_villages_win_even_before_acting() -> None:
    state = lynch(play_night(dealt(17), killer="1L", doctor="9R"), "0L")
    assert state.winner is None and state.assassin_acted is None
    state = lynch(play_night(state), "7L")
    assert state.winner is Team.VILLAGE


def test_dk13_the_killers_win_when_every_detective_is_dead() -> None:
    state = lynch(play_night(dealt(), killer="2L", doctor="9R"), "3L")
    assert state.winner is Team.KILLERS and state.win_reason is WinReason.DETECTIVES_DEAD


def test_dk13_the_killers_win_when_every_good_hand_is_dead_while_the_traitor_lives() -> None:
    state = dealt()
    good = [hand for hand in state.living_hands() if state.role_of(hand) in (V, Role.BODYGUARD, Role.DOCTOR)]
    state = state.evolve(deaths=tuple(Death(hand, 0, DeathCause.LYNCH) for hand in good[1:]))
    state = play_night(state, bodyguard=None, killer=good[0].label, doctor=None, detective="0L", traitor="2L")
    assert state.winner is Team.KILLERS and state.win_reason is WinReason.OTHERS_DEAD
    assert state.is_alive(h("6L")) and state.is_alive(h("2L"))


def test_dk13_both_conditions_at_one_settlement_is_a_draw_won_by_the_killers() -> None:
    state = play_night(dealt(), killer="2L", doctor="1L")  # detective 2L dies; 1L misdiagnosed once
    state = lynch(state, "0L")
    assert state.winner is None
    state = play_night(state, killer="3L", doctor="1L")  # the last detective stabbed, the last killer misdiagnosed
    assert deaths(state)["3L"] == "killers" and deaths(state)["1L"] == "misdiagnosis"
    assert state.winner is Team.KILLERS and state.win_reason is WinReason.BOTH_MET


# --- DK14 When the game is won, and by whom ---------------------------------------------------------------------
def test_dk14_a_dawn_win_ends_the_game_at_once_without_last_words() -> None:
    state = lynch(play_night(dealt(), killer="9L", doctor="8L"), "2L")
    state = play_night(state, killer="3L", doctor="8L")
    assert state.winner is Team.KILLERS and state.step.kind is StepKind.OVER
    assert state.last_words_given == (h("9L"), h("2L")) and h("3L") not in state.last_words_given
    with pytest.raises(WrongStepError, match="over"):
        apply(state, EndSpeech(3))


def test_dk14_the_winners_are_the_whole_team_living_or_dead() -> None:
    state = lynch(play_night(dealt(), killer="1L", doctor="9R"), "0L")
    assert public_view(state).winners == (2, 3, 4, 5, 7, 8, 9)
    state = lynch(play_night(dealt(), killer="2L", doctor="9R"), "3L")
    assert public_view(state).winners == (0, 1, 6)


# --- DK15 Last words --------------------------------------------------------------------------------------------
def test_dk15_as_many_last_words_as_killer_and_assassin_cards() -> None:
    assert public_view(dealt(10)).last_words_total == 2
    assert public_view(dealt(17)).last_words_total == 3


def test_dk15_each_dead_hand_uses_one_in_announcement_order() -> None:
    state = play_night(dealt(), bodyguard="8R", killer="4L", doctor="9L")  # 4L and the guarded 8R die
    assert [(step.kind, step.hand) for step in state.steps[:2]] == [(StepKind.LAST_WORDS, h("4L")),
                                                                  (StepKind.LAST_WORDS, h("8R"))]
    assert state.steps[2].kind is StepKind.NOMINATION
    state = lynch(state, "7L")
    assert state.step.kind is StepKind.NIGHT_CALL and state.last_words_given == (h("4L"), h("8R"))


def test_dk15_a_lynched_hand_speaks_while_chances_are_left() -> None:
    state = lynch(play_night(dealt(), killer="7L", doctor="9L"), "8R")
    assert state.last_words_given == (h("7L"), h("8R"))
    state = play_night(state, killer="5L", doctor="9L")
    assert state.step.kind is StepKind.NOMINATION  # no chance left: straight to the speeches


def test_dk15_a_player_speaks_once_however_many_hands_die() -> None:
    """The first two players, not hands: 7R dying after 7L gives no words and leaves the chance to 8R."""
    state = lynch(play_night(dealt(), killer="7L", doctor="9L"), "7R")
    assert state.last_words_given == (h("7L"),) and state.step.kind is StepKind.NIGHT_CALL
    state = play_night(state, killer="8R", doctor="9L")
    assert [(step.kind, step.hand) for step in state.steps[:1]] == [(StepKind.LAST_WORDS, h("8R"))]
    both = play_night(dealt(), bodyguard="4R", killer="4L", doctor="9L")  # the bodyguard 4L takes 4R along
    assert dawn_of(both) == ["4L", "4R"]
    assert [step.hand for step in both.steps if step.kind is StepKind.LAST_WORDS] == [h("4L")]
    both = lynch(both, "5L")
    assert both.last_words_given == (h("4L"), h("5L"))  # the second chance went to the second player


# --- DK16 Dawn and the order of speaking ------------------------------------------------------------------------
def test_dk16_the_dawn_announces_dead_hands_by_seat_and_nothing_else() -> None:
    state = play_night(dealt(), bodyguard="3R", killer="4L", doctor="9L")
    assert public_view(state).dawns == ((1, (h("3R"), h("4L"))),)
    assert public_view(state).reveal is None


def test_dk16_speaking_starts_right_of_the_first_hand_announced() -> None:
    state = play_night(dealt(), bodyguard="3R", killer="4L", doctor="9L")
    assert speaking_order(state) == (2, 1, 0, 9, 8, 7, 6, 5, 4, 3)
    noms = [step.seat for step in state.steps if step.kind is StepKind.NOMINATION]
    assert noms == [2, 1, 0, 9, 8, 7, 6, 5, 4, 3]


def test_dk16_with_nobody_dead_the_latest_death_or_seat_0_opens() -> None:
    quiet = play_night(dealt())
    assert speaking_order(quiet)[:3] == (0, 9, 8)
    state = lynch(play_night(dealt(), killer="8L", doctor="9L"), "5R")
    state = play_night(state)
    assert speaking_order(state)[:2] == (4, 3)


# --- DK17 Nominations -------------------------------------------------------------------------------------------
def test_dk17_at_most_one_suspect_per_living_hand() -> None:
    state = end_speeches(play_night(dealt(), killer="9L", doctor="8R"))
    assert state.step.seat == 8 and turn(state).at_most == 2
    while state.step.seat != 9:
        state = apply(state, Nominate(state.step.seat, ()))  # type: ignore[arg-type]
    assert turn(state).at_most == 1
    with pytest.raises(IllegalMoveError, match="at most 1"):
        apply(state, Nominate(9, (h("0L"), h("1L"))))


def test_dk17_only_living_hands_and_each_once() -> None:
    state = end_speeches(play_night(dealt(), killer="9L", doctor="8R"))
    with pytest.raises(IllegalMoveError, match="not a living hand"):
        apply(state, Nominate(8, (h("9L"),)))
    with pytest.raises(IllegalMoveError, match="twice"):
        apply(state, Nominate(8, (h("1L"), h("1L"))))
    state = apply(state, Nominate(8, (h("8R"),)))  # one's own hand
    assert state.days[-1].nominations == ((8, (h("8R"),)),)


def test_dk17_nobody_named_means_no_vote_and_night_falls() -> None:
    state = quiet_day(play_night(dealt()))
    assert state.step.kind is StepKind.NIGHT_CALL and state.round == 2
    assert state.days[-1].vote_rounds == () and state.days[-1].lynched is None


# --- DK18 Defence -----------------------------------------------------------------------------------------------
def test_dk18_each_suspect_hand_defends_in_speaking_order() -> None:
    state = play_night(dealt(), killer="4L", doctor="9L")  # speaking starts at seat 3
    state = nominate(state, {3: ["7R", "1L"], 2: ["1R", "7L"], 8: ["1L"]})
    defences = [step.hand for step in state.steps if step.kind is StepKind.DEFENCE]
    assert state.step.kind is StepKind.DEFENCE
    assert defences == [h("1L"), h("1R"), h("7L"), h("7R")]
    assert state.steps[-1].kind is StepKind.VOTE


# --- DK19 Vote and lynch ----------------------------------------------------------------------------------------
def test_dk19_every_living_hand_votes_once_for_a_suspect_itself_included() -> None:
    state = end_speeches(nominate(play_night(dealt(), killer="9L", doctor="8R"), {8: ["8R", "1L"]}))
    state = apply(state, CastVote(h("8R"), h("8R")))
    with pytest.raises(IllegalMoveError, match="already voted"):
        apply(state, CastVote(h("8R"), h("1L")))
    with pytest.raises(IllegalMoveError, match="not a suspect"):
        apply(state, CastVote(h("0L"), h("2L")))
    with pytest.raises(IllegalMoveError, match="no vote"):
        apply(state, CastVote(h("9L"), h("1L")))
    assert len(turn(state).hands) == 18


def test_dk19_the_most_votes_is_lynched_and_the_votes_are_shown_together() -> None:
    state = end_speeches(nominate(play_night(dealt(), killer="9L", doctor="8R"), {8: ["8R", "1L"]}))
    state = apply(state, CastVote(h("0L"), h("8R")))
    public = public_view(state)
    assert public.days[-1].vote_rounds == () and public.days[-1].voted == (h("0L"),)
    state = vote(state, {"8R": ["0R", "1L"]}, default="1L")
    assert deaths(state)["1L"] == "lynch" and public_view(state).days[-1].lynched == h("1L")
    assert len(public_view(state).days[-1].vote_rounds[0]) == 19


def test_dk19_the_hand_guarded_that_night_is_spared() -> None:
    state = play_night(dealt(), bodyguard="1L", killer="9L", doctor="8R")
    state = lynch(state, "1L")
    assert state.is_alive(h("1L")) and public_view(state).days[-1].immune == h("1L")
    assert state.step.kind is StepKind.NIGHT_CALL


# --- DK20 Ties --------------------------------------------------------------------------------------------------
SPLIT = {"8R": ["0L", "0R", "1L", "1R", "2L", "2R", "3L", "3R", "4R"],
         "1L": ["5L", "5R", "6L", "6R", "7L", "7R", "8L", "8R", "9L"]}


def tied_day():  # type: ignore[no-untyped-def]
    """18 living hands (the bodyguard 4L and the hand it guarded, 9R, died) split 9 to 9 between 8R and 1L."""
    state = play_night(dealt(), bodyguard="9R", killer="4L", doctor="8L")
    return vote(nominate(state, {8: ["8R", "1L"]}), SPLIT)


def test_dk20_a_first_tie_is_defended_again_and_voted_among_the_tied() -> None:
    state = tied_day()
    assert state.step.kind is StepKind.DEFENCE
    assert [step.hand for step in state.steps if step.kind is StepKind.DEFENCE] == [h("1L"), h("8R")]
    state = end_speeches(state)
    assert state.step.vote_round == 2 and turn(state).targets == (h("1L"), h("8R"))


def test_dk20_a_second_tie_lets_every_other_player_speak_then_a_third_vote() -> None:
    state = vote(tied_day(), SPLIT)
    speakers = [step.seat for step in state.steps if step.kind is StepKind.TIE_SPEECH]
    assert speakers == [3, 2, 0, 9, 7, 6, 5, 4]  # speaking order without seats 1 and 8
    state = vote(state, {"8R": SPLIT["8R"] + ["9L"], "1L": SPLIT["1L"][:-1]})
    assert deaths(state)["8R"] == "lynch" and state.winner is None


def test_dk20_a_third_tie_ends_the_game_for_the_killers() -> None:
    state = vote(vote(tied_day(), SPLIT), SPLIT)
    assert state.winner is Team.KILLERS and state.win_reason is WinReason.VOTE_DEADLOCK
    assert public_view(state).days[-1].deadlock and "1L" not in deaths(state)


def test_dk20_a_guarded_hand_in_a_tie_goes_to_the_revote_and_is_spared_only_alone_at_the_top() -> None:
    state = play_night(dealt(), bodyguard="8R", killer="9L", doctor="7R")  # 19 living hands
    state = nominate(state, {7: ["8R", "1L"], 6: ["7L"]})
    other_half = ["4L", "5L", "5R", "6L", "6R", "7L", "7R", "8L", "8R"]
    state = vote(state, {"8R": SPLIT["8R"], "1L": other_half, "7L": ["9R"]})
    assert state.step.kind is StepKind.DEFENCE and state.is_alive(h("8R"))
    state = vote(state, {"8R": SPLIT["8R"] + ["9R"], "1L": other_half})
    assert public_view(state).days[-1].immune == h("8R") and state.is_alive(h("8R"))


# --- DK21 What a seat knows -------------------------------------------------------------------------------------
def test_dk21_a_seat_sees_its_cards_team_fellows_and_its_own_checks() -> None:
    state = play_night(dealt(), killer="9R", detective="1L", doctor="8L", traitor="2L")
    killer = view_for(state, 0)
    assert killer.cards == (K, V) and killer.team is Team.KILLERS
    assert [(seen.role, seen.own_hands, seen.awake_with, seen.target) for seen in killer.night] == [
        (K, (h("0L"),), (h("1L"),), h("9R"))]
    detective = view_for(state, 2)
    assert [(seen.role, seen.awake_with, seen.target, seen.thumbs_up) for seen in detective.night] == [
        (D, (h("3L"),), h("1L"), True)]
    traitor = view_for(state, 6)
    assert traitor.team is Team.KILLERS and [seen.thumbs_up for seen in traitor.night] == [False]
    villager = view_for(state, 9)
    assert villager.night == () and villager.cards == (V, V)


def test_dk21_a_dead_hand_sees_nothing_at_night() -> None:
    state = quiet_day(play_night(dealt(), killer="2L", doctor="9L"))
    state = play_night(state, detective="0L")
    rounds_seen = [seen.round for seen in view_for(state, 2).night]
    assert rounds_seen == [1]  # the dead detective's player missed its partner's second check
    assert [seen.round for seen in view_for(state, 3).night] == [1, 2]


def test_dk21_views_differ_only_in_what_each_seat_holds() -> None:
    state = play_night(dealt(), killer="9R", doctor="8L")
    for seat in state.seats:
        view = view_for(state, seat)
        assert view.public == public_view(state)
        assert all(seat in {hand.seat for hand in seen.own_hands} for seen in view.night)
    with pytest.raises(ValueError):
        view_for(state, 10)


# --- DK22 What everyone knows -----------------------------------------------------------------------------------
def test_dk22_the_public_view_calls_roles_but_never_names_who_answers() -> None:
    state = dealt(17)
    first = public_view(state)
    assert first.step.role is A and first.step.seat is None and first.step.hand is None
    assert first.role_set == EXPANDED_SET.to_json() and first.last_words_total == 3
    later = apply(state, NightAction(A, h("9R")))
    assert public_view(later).dawns == () and public_view(later).alive[9] == (True, True)


def test_dk22_everything_is_revealed_once_the_game_is_over() -> None:
    state = lynch(play_night(dealt(), killer="1L", doctor="9R"), "0L")
    reveal = public_view(state).reveal
    assert reveal is not None and reveal.hands[0] == (K, V)
    assert reveal.teams[6] is Team.KILLERS
    assert reveal.deaths == ((h("1L"), 1, DeathCause.KILLERS), (h("0L"), 1, DeathCause.LYNCH))


# --- DK23 The record --------------------------------------------------------------------------------------------
def test_dk23_a_record_replays_into_the_same_game() -> None:
    state = lynch(play_night(dealt(), bodyguard="1L", killer="4L", doctor="9L"), "0L")
    record = to_record(state)
    assert record["game"] == "double-kill" and record["version"] == 1
    assert record["rounds"][0]["night"] == {"bodyguard": "1L", "killer": "4L", "detective": "6R", "doctor": "9L",
                                            "traitor": "6R"}
    assert from_record(record) == state


def test_dk23_the_referee_answers_as_the_document_says() -> None:
    state = lynch(play_night(dealt(), killer="1L", doctor="9R"), "0L")
    answer = resolve(to_record(state))
    assert answer["winner"] == "village" and answer["reason"] == "killers_dead"
    assert answer["winners"] == [2, 3, 4, 5, 7, 8, 9]
    assert answer["deaths"] == [{"hand": "1L", "round": 1, "cause": "killers"},
                                {"hand": "0L", "round": 1, "cause": "lynch"}]
    assert answer["rounds"][0]["tallies"] == [{"0L": 19}] and answer["rounds"][0]["lynched"] == "0L"
    assert answer["last_words"] == ["1L"]  # the lynch ended the game, so 0L has none (DK14)


def test_dk23_an_unfinished_record_has_no_winner_and_a_broken_one_names_its_field() -> None:
    state = play_night(dealt(), killer="9R", doctor="8L")
    record = to_record(state)
    assert "nominations" not in record["rounds"][0]
    assert resolve(record)["winner"] is None and resolve(record)["winners"] is None
    record["rounds"][0]["night"]["killer"] = "12L"  # no seat 12 at a table of ten
    with pytest.raises(RuleError) as caught:
        from_record(record)
    assert caught.value.field == "rounds[0].night.killer"
