"""One or more tests per numbered rule of docs/rules.md, each named after its rule."""

import random
import re
from pathlib import Path

import pytest

from game.cheese_thief.actions import CastVote, ChooseFollowers, ChooseWakeHour, Dawn, DealRoles, Peek, RollDice
from game.cheese_thief.chance import deal_roles, deck_for, roll_dice
from game.cheese_thief.engine import apply, new_game
from game.cheese_thief.errors import IllegalActionError, OptionError, PlayerCountError, RuleError, WrongPhaseError
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.outcome import WinRule, win_rules
from game.cheese_thief.phase import Phase
from game.cheese_thief.report import game_report
from game.cheese_thief.roles import CheeseSight, Role, Winner
from game.cheese_thief.views import public_view, view_for
from tests.rules_helpers import NAMES, dealt, game, random_game, roles_from, view_json

RULES_DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"


# --- the document itself ---------------------------------------------------------------------------------------
def test_every_numbered_rule_has_a_test_named_after_it_and_every_test_a_rule() -> None:
    """Each `- Rn.m` statement of docs/rules.md is checked by a test_Rn_m_... here, and no test names a rule the
    document lacks (code and tests cite these numbers)."""
    stated = re.findall(r"^- R(\d+)\.(\d+) ", RULES_DOC.read_text(encoding="utf-8"), re.MULTILINE)
    numbers = {f"{major}_{minor}" for major, minor in stated}
    assert len(stated) == len(numbers) >= 40
    assert {major for major, _ in stated} == {str(n) for n in range(1, 12)}
    tested = set(re.findall(r"^def test_R(\d+_\d+)_", Path(__file__).read_text(encoding="utf-8"), re.MULTILINE))
    assert numbers == tested, (sorted(numbers - tested), sorted(tested - numbers))


# --- R1 Players and cards ----------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 1, 2, 3, 9, 12])
def test_R1_1_other_player_counts_are_refused(count: int) -> None:
    """R1.1: any count other than 4-8 is refused with a clear error."""
    with pytest.raises(PlayerCountError, match="4 to 8 players") as caught:
        new_game([f"p{i}" for i in range(count)])
    assert caught.value.field == "players"
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("count", [4, 5, 6, 7, 8])
def test_R1_1_four_to_eight_players_are_accepted(count: int) -> None:
    """R1.1: 4 to 8 players."""
    state = new_game(NAMES[:count])
    assert state.player_count == count
    assert state.phase is Phase.DEAL


@pytest.mark.parametrize("count", [4, 5, 6, 7, 8])
def test_R1_2_deck_has_exactly_one_thief(count: int) -> None:
    """R1.2: exactly one Thief, every other card a Sleepyhead."""
    deck = deck_for(new_game(NAMES[:count]))
    assert deck.count(Role.THIEF) == 1
    assert deck.count(Role.SLEEPYHEAD) == count - 1


@pytest.mark.parametrize("letters", ["TTSS", "SSSS", "TTSSS"])
def test_R1_2_a_deal_without_exactly_one_thief_is_refused(letters: str) -> None:
    """R1.2: a deal with zero or two Thieves breaks the rules."""
    state = new_game(NAMES[: len(letters)])
    with pytest.raises(IllegalActionError, match="exactly one Cheese Thief"):
        apply(state, DealRoles(roles_from(letters)))


@pytest.mark.parametrize("count", [6, 7, 8])
def test_R1_3_fall_mouse_replaces_one_sleepyhead(count: int) -> None:
    """R1.3: with the variant one Sleepyhead card becomes the Fall Mouse."""
    deck = deck_for(new_game(NAMES[:count], fall_mouse=True))
    assert deck.count(Role.FALL_MOUSE) == 1
    assert deck.count(Role.THIEF) == 1
    assert deck.count(Role.SLEEPYHEAD) == count - 2


@pytest.mark.parametrize("count", [4, 5])
def test_R1_3_fall_mouse_only_with_six_to_eight(count: int) -> None:
    """R1.3: the Fall Mouse variant is only for 6, 7 or 8 players."""
    with pytest.raises(PlayerCountError) as caught:
        new_game(NAMES[:count], fall_mouse=True)
    assert caught.value.field == "fall_mouse"


def test_R1_3_fall_mouse_card_without_variant_is_refused() -> None:
    """R1.3: the Fall Mouse card exists only in the variant."""
    with pytest.raises(IllegalActionError, match="Fall Mouse"):
        apply(new_game(NAMES[:6]), DealRoles(roles_from("TFSSSS")))


def test_R1_3_fall_mouse_behaves_like_a_sleepyhead_at_night() -> None:
    """R1.3: at night the Fall Mouse behaves exactly like a Sleepyhead (it may peek alone)."""
    with_mouse = dealt("TFSSSS", [1, 2, 3, 4, 5, 5])
    plain = dealt("TSSSSS", [1, 2, 3, 4, 5, 5])
    mouse_view, sleepy_view = view_for(with_mouse, 1), view_for(plain, 1)
    assert mouse_view.role is Role.FALL_MOUSE
    assert mouse_view.peek_options == sleepy_view.peek_options == (0, 2, 3, 4, 5)
    assert mouse_view.night == sleepy_view.night
    after = apply(with_mouse, Peek(1, 0))
    assert view_for(after, 1).peek is not None and view_for(after, 1).peek.saw == (1,)


def test_R1_4_deal_is_random_but_seeded() -> None:
    """R1.4: cards are dealt at random (from an injected, seeded generator)."""
    state = new_game(NAMES[:8])
    deals = {deal_roles(state, random.Random(seed)).roles for seed in range(40)}
    assert len(deals) > 1
    assert deal_roles(state, random.Random(7)) == deal_roles(state, random.Random(7))
    assert all(deal.count(Role.THIEF) == 1 for deal in deals)


def test_R1_4_a_card_never_changes_even_for_a_follower() -> None:
    """R1.4: the card revealed is the card dealt; becoming a follower does not change it."""
    state = game("STSSSS", [3, 4, 1, 3, 5, 6], followers=[0], votes=[1, 0, 0, 0, 0, 0])
    assert view_for(state, 0).role is Role.SLEEPYHEAD
    report = game_report(state)
    assert report.roles == roles_from("STSSSS")
    assert report.followers == (0,)
    assert report.outcome is not None and report.outcome.revealed == (0,)


# --- R2 Dice -----------------------------------------------------------------------------------


@pytest.mark.parametrize("count,each", [(4, 2), (5, 1), (6, 1), (7, 1), (8, 1)])
def test_R2_1_dice_per_player(count: int, each: int) -> None:
    """R2.1: two dice each at 4 players, one die at 5-8."""
    state = apply(new_game(NAMES[:count]), DealRoles(roles_from("T" + "S" * (count - 1))))
    rolled = roll_dice(state, random.Random(count))
    assert len(rolled.dice) == count
    assert all(len(d) == each and all(1 <= v <= 6 for v in d) for d in rolled.dice)
    wrong = tuple((1,) * (3 - each) for _ in range(count))
    with pytest.raises(IllegalActionError):
        apply(state, RollDice(wrong))


def test_R2_1_everyone_rolling_the_same_is_kept() -> None:
    """R2.1: dice are never re-rolled, even if everyone rolls the same number."""
    state = game("TSSSS", [3, 3, 3, 3, 3], followers=[1])
    assert game_report(state).hours[3] == (0, 1, 2, 3, 4)
    assert state.dice == ((3,),) * 5


def test_R2_2_a_die_is_secret_to_its_owner() -> None:
    """R2.2: a die's value is known only to its owner (and a peeker, R5)."""
    state = game("STSSSS", [3, 4, 1, 3, 5, 6], peeks=[None, None, 0, None, 3, 1], followers=[0])
    for seat in state.seats:
        view = view_json(state, seat)
        assert view["dice"] == list(state.dice[seat])
    assert view_json(state, 3)["peek"] is None


# --- R3 The night: hours -----------------------------------------------------------------------


def test_R3_1_every_hour_is_called_even_empty_ones() -> None:
    """R3.1: hours 1-6 are all called in order, whether or not anyone wakes."""
    report = game_report(game("TSSSS", [6, 6, 6, 6, 6], followers=[1]))
    assert list(report.hours) == [1, 2, 3, 4, 5, 6]
    assert [report.hours[h] for h in (1, 2, 3, 4, 5)] == [()] * 5


def test_R3_2_awake_at_the_hour_of_ones_die() -> None:
    """R3.2: with 5-8 players a player wakes at the hour shown on their die."""
    state = game("SSTSSSS", [5, 2, 4, 2, 6, 1, 3], followers=[0, 1])
    for seat in state.seats:
        assert view_for(state, seat).wake_hours == state.dice[seat]
    assert game_report(state).hours == {1: (5,), 2: (1, 3), 3: (6,), 4: (2,), 5: (0,), 6: (4,)}


def test_R3_3_four_players_sleepyhead_chooses_one_die() -> None:
    """R3.3: a 4-player Sleepyhead chooses one of their two dice and wakes only then."""
    state = dealt("TSSS", [[2, 5], [1, 6], [3, 3], [4, 2]])
    assert state.phase is Phase.NIGHT
    assert view_for(state, 1).wake_hour_options == (1, 6)
    assert view_for(state, 2).wake_hour_options == (3,)
    with pytest.raises(IllegalActionError, match="one of this player's dice"):
        apply(state, ChooseWakeHour(1, 2))
    state = apply(state, ChooseWakeHour(1, 6))
    with pytest.raises(IllegalActionError, match="already chosen"):
        apply(state, ChooseWakeHour(1, 1))
    state = apply(apply(state, ChooseWakeHour(2, 3)), ChooseWakeHour(3, 4))
    state = apply(state, Dawn())
    assert state.phase is Phase.VOTE
    assert [view_for(state, s).wake_hours for s in state.seats] == [(2, 5), (6,), (3,), (4,)]


def test_R3_3_four_players_thief_wakes_at_both_dice_once_if_equal() -> None:
    """R3.3: the 4-player Thief wakes at both hours, only once if the dice are equal."""
    both = game("STSS", [[1, 2], [5, 3], [3, 3], [6, 1]], wake_choice=[1, None, 3, 6])
    assert view_for(both, 1).wake_hours == (3, 5)
    assert game_report(both).hours[3] == (1, 2) and game_report(both).hours[5] == (1,)
    once = game("STSS", [[1, 2], [4, 4], [3, 3], [6, 1]], wake_choice=[1, None, 3, 6])
    assert view_for(once, 1).wake_hours == (4,)
    assert [h.hour for h in view_for(once, 1).night or ()] == [4]
    with pytest.raises(IllegalActionError, match="does not choose"):
        apply(dealt("STSS", [[1, 2], [4, 4], [3, 3], [6, 1]]), ChooseWakeHour(1, 4))


def test_R3_4_everyone_awake_at_an_hour_sees_everyone_else() -> None:
    """R3.4: those awake together see each other."""
    state = game("SSSTSSSS", [2, 2, 2, 4, 5, 6, 6, 1], followers=[0, 7])
    for seat in (0, 1, 2):
        others = tuple(o for o in (0, 1, 2) if o != seat)
        assert view_json(state, seat)["awake_with"] == {"2": list(others)}
    assert view_json(state, 5)["awake_with"] == {"6": [6]}
    assert view_json(state, 7)["awake_with"] == {"1": []}


# --- R4 The cheese -----------------------------------------------------------------------------


def test_R4_1_theft_at_thiefs_first_hour() -> None:
    """R4.1: the theft hour is the Thief's first (lowest) waking hour, whoever else is awake."""
    four = game("TSSS", [[5, 2], [1, 6], [2, 2], [4, 3]], wake_choice=[None, 6, 2, 3])
    assert game_report(four).theft_hour == 2
    assert game_report(four).witnesses == (2,)
    crowded = game("STSSS", [4, 4, 4, 4, 1], followers=[0])
    assert game_report(crowded).theft_hour == 4
    assert game_report(crowded).witnesses == (0, 2, 3)


def test_R4_2_cheese_present_taken_or_gone() -> None:
    """R4.2: before T the cheese is there, at T it is being taken (by whom is seen), after T gone."""
    state = game("SSTSSS", [1, 3, 3, 5, 6, 2], peeks=[2, None, None, 0, 1, 4], followers=[4])
    sights = {seat: view_for(state, seat).night[0] for seat in state.seats}  # type: ignore[index]
    assert sights[0].cheese is CheeseSight.PRESENT and sights[0].taken_by is None
    assert sights[5].cheese is CheeseSight.PRESENT
    assert sights[1].cheese is CheeseSight.TAKEN and sights[1].taken_by == 2
    assert sights[2].cheese is CheeseSight.TAKEN
    assert sights[3].cheese is CheeseSight.GONE and sights[3].taken_by is None
    assert sights[4].cheese is CheeseSight.GONE
    assert view_for(state, 1).witnessed_thief == 2


def test_R4_3_four_players_second_hour_shows_thief_but_no_theft() -> None:
    """R4.3: at the 4-player Thief's second hour the cheese is gone; others see the Thief, not a theft."""
    state = game("TSSS", [[2, 5], [5, 1], [3, 4], [6, 6]], wake_choice=[None, 5, 3, 6])
    hour = view_for(state, 1).night[0]  # type: ignore[index]
    assert hour.hour == 5 and hour.awake_with == (0,)
    assert hour.cheese is CheeseSight.GONE and hour.taken_by is None
    assert view_json(state, 1)["known_thief"] is None
    thief_hours = view_for(state, 0).night or ()
    assert [(h.hour, h.cheese) for h in thief_hours] == [(2, CheeseSight.TAKEN), (5, CheeseSight.GONE)]


# --- R5 Peeking --------------------------------------------------------------------------------


def test_R5_1_lone_sleepyhead_may_peek_at_one_other_die() -> None:
    """R5.1: a lone Sleepyhead may look at one other die and learns only its value."""
    state = dealt("STSSS", [1, 4, 2, 2, 3])
    assert view_for(state, 0).peek_options == (1, 2, 3, 4)
    state = apply(state, Peek(0, 1))
    seen = view_for(state, 0)
    assert seen.peek is not None and (seen.peek.target, seen.peek.saw) == (1, (4,))
    assert view_json(state, 0)["known_thief"] is None
    assert seen.dawn is None


def test_R5_1_peeking_is_optional() -> None:
    """R5.1: the lone player may decline to look."""
    state = apply(dealt("STSSS", [1, 4, 2, 2, 3]), Peek(0, None))
    assert view_for(state, 0).peek is None and view_for(state, 0).has_peek_decision
    state = apply(state, Peek(4, None))
    assert state.phase is Phase.NIGHT  # the night ends only at dawn, for everyone at once
    assert apply(state, Dawn()).phase is Phase.VOTE


def test_R5_1_fall_mouse_alone_may_peek() -> None:
    """R5.1: the Fall Mouse, alone, may peek like a Sleepyhead."""
    state = game("FTSSSS", [1, 2, 3, 3, 4, 4], peeks=[1, None, None, None, None, None], followers=[0])
    assert view_json(state, 0)["peek"] == {"target": 1, "saw": [2]}


def test_R5_2_no_peek_with_company() -> None:
    """R5.2: a player awake with anyone else may not peek."""
    state = dealt("STSSS", [2, 4, 2, 1, 3])
    assert view_for(state, 0).peek_options == ()
    with pytest.raises(IllegalActionError, match="woke with others") as caught:
        apply(state, Peek(0, 1))
    assert caught.value.field == "peeks[0]"


def test_R5_3_thief_never_peeks_even_alone() -> None:
    """R5.3: the Thief never peeks."""
    state = dealt("STSSS", [2, 4, 2, 1, 3])
    assert view_for(state, 1).peek_options == ()
    with pytest.raises(IllegalActionError, match="never peeks"):
        apply(state, Peek(1, 0))


def test_R5_4_nobody_peeks_with_four_players() -> None:
    """R5.4: no peeks at 4 players, not even alone."""
    state = game("TSSS", [[1, 2], [3, 4], [5, 6], [6, 6]], wake_choice=[None, 3, 5, 6])
    assert state.phase is Phase.VOTE
    assert all(view_for(state, s).peek is None for s in state.seats)
    with pytest.raises(RuleError):
        game("TSSS", [[1, 2], [3, 4], [5, 6], [6, 6]], wake_choice=[None, 3, 5, 6], peeks=[None, 0, None, None])


def test_R5_5_nobody_peeks_at_their_own_die() -> None:
    """R5.5: a peek at one's own die is refused and not offered."""
    state = dealt("STSSS", [1, 4, 2, 2, 3])
    assert 0 not in view_for(state, 0).peek_options
    with pytest.raises(IllegalActionError, match="own die"):
        apply(state, Peek(0, 0))


# --- R6 Followers ------------------------------------------------------------------------------


def test_R6_1_no_followers_with_four_players() -> None:
    """R6.1: 4 players never have followers, even with a witness."""
    state = game("TSSS", [[2, 5], [2, 1], [3, 4], [6, 6]], wake_choice=[None, 2, 3, 6])
    report = game_report(state)
    assert report.witnesses == (1,) and report.followers == ()
    assert view_for(state, 0).follower_options == ()


def test_R6_2_five_players_no_witness_no_follower() -> None:
    """R6.2: at 5 players, nobody awake at the theft means no follower."""
    state = game("TSSSS", [1, 2, 3, 4, 5])
    assert game_report(state).followers == ()
    assert view_json(state, 0)["known_followers"] == []


def test_R6_2_five_players_single_witness_follows_automatically() -> None:
    """R6.2: exactly one witness becomes the follower without a choice."""
    state = dealt("STSSS", [4, 4, 1, 2, 3])
    assert view_for(state, 1).follower_options == ()
    with pytest.raises(IllegalActionError, match="without a choice"):
        apply(state, ChooseFollowers(1, (0,)))
    state = game("STSSS", [4, 4, 1, 2, 3])
    assert game_report(state).followers == (0,)
    assert view_json(state, 0)["follower"] is True
    assert view_json(state, 0)["known_thief"] == 1


def test_R6_2_five_players_thief_points_at_one_witness() -> None:
    """R6.2: with two or more witnesses the Thief picks exactly one of them; all witnesses see the pick."""
    state = dealt("STSSS", [4, 4, 4, 2, 3])
    assert view_for(state, 1).follower_options == (0, 2)
    assert view_for(state, 1).followers_to_choose == 1
    with pytest.raises(IllegalActionError, match="saw the theft"):
        apply(state, ChooseFollowers(1, (3,)))
    with pytest.raises(IllegalActionError, match="exactly 1"):
        apply(state, ChooseFollowers(1, (0, 2)))
    with pytest.raises(IllegalActionError, match="only the Cheese Thief"):
        apply(state, ChooseFollowers(0, (2,)))
    state = play_to_vote(apply(state, ChooseFollowers(1, (2,))))
    for seat in (0, 2):
        assert view_json(state, seat)["known_followers"] == [2]
        assert view_json(state, seat)["known_thief"] == 1
    assert view_json(state, 0)["follower"] is False and view_json(state, 2)["follower"] is True


def play_to_vote(state):  # type: ignore[no-untyped-def]
    """Decline every remaining peek so the night ends."""
    for seat in state.seats:
        if state.phase is Phase.NIGHT and view_for(state, seat).peek_options:
            state = apply(state, Peek(seat, None))
    state = apply(state, Dawn())
    assert state.phase is Phase.VOTE
    return state


def test_R6_3_six_players_one_follower_among_all() -> None:
    """R6.3: at 6 players the Thief picks exactly one follower among all others; they see each other."""
    state = dealt("TSSSSS", [1, 2, 3, 4, 5, 6])
    assert view_for(state, 0).follower_options == (1, 2, 3, 4, 5)
    assert view_for(state, 0).followers_to_choose == 1
    with pytest.raises(IllegalActionError, match="cannot choose themselves"):
        apply(state, ChooseFollowers(0, (0,)))
    state = play_to_vote(apply(state, ChooseFollowers(0, (4,))))
    assert view_json(state, 4)["known_thief"] == 0 and view_json(state, 4)["known_followers"] == [4]
    assert view_json(state, 0)["known_followers"] == [4]
    assert view_json(state, 3)["known_followers"] == [] and view_json(state, 3)["known_thief"] is None


def test_R6_4_seven_players_followers_know_each_other_not_the_thief() -> None:
    """R6.4: 7 players, two followers who see each other but not the Thief; the Thief knows both."""
    state = game("TSSSSSS", [1, 2, 3, 4, 5, 6, 6], followers=[2, 5])
    assert view_json(state, 0)["known_followers"] == [2, 5]
    for seat in (2, 5):
        assert view_json(state, seat)["known_followers"] == [2, 5]
        assert view_json(state, seat)["known_thief"] is None
    with pytest.raises(IllegalActionError, match="exactly 2"):
        game("TSSSSSS", [1, 2, 3, 4, 5, 6, 6], followers=[2])


def test_R6_4_seven_players_follower_who_saw_the_theft_knows_thief() -> None:
    """R6.4: a 7-player follower knows the Thief only if they saw the theft."""
    state = game("TSSSSSS", [3, 3, 1, 2, 4, 5, 6], followers=[1, 4])
    assert view_json(state, 1)["known_thief"] == 0
    assert view_json(state, 4)["known_thief"] is None


def test_R6_5_eight_players_all_three_know_each_other() -> None:
    """R6.5: 8 players, two followers; Thief and both followers all see each other."""
    state = game("SSTSSSSS", [1, 2, 3, 4, 5, 6, 6, 5], followers=[0, 6])
    for seat in (0, 2, 6):
        assert view_json(state, seat)["known_thief"] == 2
        assert view_json(state, seat)["known_followers"] == [0, 6]
    assert view_json(state, 1)["known_followers"] == []


@pytest.mark.parametrize("letters,followers", [("TFSSSS", [1]), ("TSFSSSS", [2, 3]), ("TSSFSSSS", [3, 1])])
def test_R6_6_fall_mouse_may_be_chosen(letters: str, followers: list[int]) -> None:
    """R6.6: the Fall Mouse can be a follower at 6-8 players."""
    count = len(letters)
    state = game(letters, [1, 2, 3, 4, 5, 6, 6, 5][:count], followers=followers)
    mouse = letters.index("F")
    assert view_json(state, mouse)["follower"] is True
    assert view_json(state, mouse)["role"] == "fall_mouse"


def test_R6_7_followers_have_no_channel_for_dice() -> None:
    """R6.7: a follower's view shows nothing of the other follower's or the Thief's die."""
    base = dict(followers=[1, 2])
    one = game("TSSSSSSS", [1, 2, 3, 4, 5, 6, 6, 5], **base)
    other = game("TSSSSSSS", [1, 4, 5, 4, 5, 6, 6, 5], **base)
    assert view_for(one, 1).dice != view_for(other, 1).dice
    assert view_for(one, 2).dice != view_for(other, 2).dice
    # Seat 2 alone at 3 vs with seat 4 at 5 changes its own night, so compare the follower knowledge only.
    for seat in (1, 2):
        assert view_json(one, seat)["known_followers"] == view_json(other, seat)["known_followers"]
        assert view_json(one, seat)["peek"] is None
    assert view_for(one, 1).night == view_for(game("TSSSSSSS", [1, 2, 5, 4, 5, 6, 6, 5], **base), 1).night


# --- R7 Day ------------------------------------------------------------------------------------


def test_R7_1_public_view_shows_no_card_or_die_before_reveal() -> None:
    """R7.1: nothing public shows a card or die before the reveal; everything after."""
    state = new_game(NAMES[:6])
    steps = [DealRoles(roles_from("STSSSS")), RollDice(((3,), (4,), (1,), (3,), (5,), (6,))),
             Peek(2, 0), Peek(4, 3), Peek(5, 1), ChooseFollowers(1, (0,)), Dawn()]
    steps += [CastVote(s, t) for s, t in enumerate([1, 0, 1, 1, 1, 1])]
    for step in steps:
        before = public_view(state)
        assert before.report is None
        assert before.phase is not Phase.OVER
        state = apply(state, step)
    assert state.phase is Phase.OVER
    report = public_view(state).report
    assert report is not None and report.roles == roles_from("STSSSS")


def test_R7_1_public_view_is_identical_for_different_secrets() -> None:
    """R7.1: two games with different cards and dice look the same in public until the reveal."""
    one = game("STSSSS", [3, 4, 1, 3, 5, 6], followers=[0])
    two = game("SSSSTS", [6, 6, 6, 2, 2, 1], followers=[1])
    assert public_view(one) == public_view(two)


def test_R7_1_the_night_ends_only_at_dawn_so_its_end_tells_nothing() -> None:
    """R7.1: when the last secret decision is made is not public: the night ends at the Dawn action.

    With seats 1 and 2 having declined to peek, a table where seats 3 and 4 woke together has no
    decision left, while one where they woke alone still waits for theirs; in public both look the same.
    """
    together = apply(apply(dealt("TSSSS", [1, 2, 3, 4, 4]), Peek(1, None)), Peek(2, None))
    apart = apply(apply(dealt("TSSSS", [1, 2, 3, 4, 5]), Peek(1, None)), Peek(2, None))
    assert public_view(together) == public_view(apart)
    assert together.phase is Phase.NIGHT
    with pytest.raises(IllegalActionError, match="not yet decided") as caught:
        apply(apart, Dawn())
    assert caught.value.field == "peeks[3]"
    assert apply(together, Dawn()).phase is Phase.VOTE


def test_R7_2_votes_are_taken_as_soon_as_the_night_is_over() -> None:
    """R7.2: the discussion has no required length: the vote opens when the night ends."""
    state = dealt("STSSS", [2, 2, 3, 3, 1])
    state = apply(state, Peek(4, None))
    state = apply(state, Dawn())
    assert state.phase is Phase.VOTE
    state = apply(state, CastVote(0, 1))
    assert view_for(state, 0).vote == 1


# --- R8 Vote -----------------------------------------------------------------------------------


def test_R8_1_vote_for_exactly_one_other_player() -> None:
    """R8.1: no self-vote, one vote each, no vote before the night ends, game ends when all voted."""
    state = dealt("STSSS", [2, 2, 3, 3, 1])
    with pytest.raises(WrongPhaseError):
        apply(state, CastVote(0, 1))
    state = apply(apply(state, Peek(4, None)), Dawn())
    assert view_for(state, 3).vote_options == (0, 1, 2, 4)
    with pytest.raises(IllegalActionError, match="themselves") as caught:
        apply(state, CastVote(3, 3))
    assert caught.value.field == "votes[3]"
    state = apply(state, CastVote(3, 1))
    with pytest.raises(IllegalActionError, match="already voted"):
        apply(state, CastVote(3, 0))
    for seat, target in [(0, 1), (1, 0), (2, 1)]:
        state = apply(state, CastVote(seat, target))
    assert state.phase is Phase.VOTE
    state = apply(state, CastVote(4, 2))
    assert state.phase is Phase.OVER


def test_R8_2_most_votes_revealed_and_ties_all_revealed() -> None:
    """R8.2: the most-voted player reveals; all players tied for the most reveal."""
    single = game_report(game("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 1, 2]))
    assert single.outcome is not None and single.outcome.tally == (1, 3, 1, 0, 0)
    assert single.outcome.revealed == (1,)
    tie = game_report(game("STSSSS", [1, 2, 3, 4, 5, 6], followers=[3], votes=[1, 0, 1, 0, 2, 2]))
    assert tie.outcome is not None and tie.outcome.revealed == (0, 1, 2)


# --- R9 Winning --------------------------------------------------------------------------------


def outcome_of(letters: str, followers: list[int], votes: list[int]):  # type: ignore[no-untyped-def]
    dice = [1, 2, 3, 4, 5, 6, 6, 5][: len(letters)]
    report = game_report(game(letters, dice, followers=followers, votes=votes))
    assert report.outcome is not None
    return report.outcome


def test_R9_1_fall_mouse_revealed_wins_alone() -> None:
    """R9.1: a revealed Fall Mouse wins alone."""
    outcome = outcome_of("TFSSSS", [2], [1, 0, 1, 1, 1, 1])
    assert outcome.revealed == (1,)
    assert (outcome.winner, outcome.winners) == (Winner.FALL_MOUSE, (1,))


def test_R9_1_fall_mouse_wins_even_as_follower_and_beside_the_thief() -> None:
    """R9.1: the Fall Mouse wins alone even if a follower and even if the Thief is revealed too."""
    outcome = outcome_of("TFSSSS", [1], [1, 0, 0, 1, 0, 1])
    assert outcome.revealed == (0, 1)
    assert (outcome.winner, outcome.winners) == (Winner.FALL_MOUSE, (1,))


def test_R9_2_thief_revealed_sleepyheads_win() -> None:
    """R9.2: the Thief revealed (no Fall Mouse) -> every non-follower Sleepyhead card wins."""
    outcome = outcome_of("STSSSSS", [0, 4], [1, 0, 1, 1, 1, 1, 1])
    assert (outcome.winner, outcome.winners) == (Winner.SLEEPYHEADS, (2, 3, 5, 6))


def test_R9_3_otherwise_thief_side_wins_with_fall_mouse_follower() -> None:
    """R9.3: Thief not revealed -> Thief and every follower win, a Fall Mouse follower included (ruling)."""
    outcome = outcome_of("TSSFSSSS", [3, 6], [2, 0, 0, 2, 2, 2, 2, 2])
    assert outcome.revealed == (2,)
    assert (outcome.winner, outcome.winners) == (Winner.THIEF, (0, 3, 6))


def test_R9_4_fall_mouse_not_follower_wins_only_if_revealed() -> None:
    """R9.4: a non-follower Fall Mouse loses when the Sleepyheads win and when the Thief's side wins."""
    caught = outcome_of("TFSSSS", [2], [1, 0, 0, 0, 0, 0])
    assert caught.winner is Winner.SLEEPYHEADS and 1 not in caught.winners
    assert caught.winners == (3, 4, 5)
    missed = outcome_of("TFSSSS", [2], [3, 3, 3, 0, 3, 3])
    assert missed.winner is Winner.THIEF and missed.winners == (0, 2)


def test_R9_5_revealed_follower_is_not_the_thief() -> None:
    """R9.5: revealing a follower shows a Sleepyhead card: the Thief's side wins."""
    outcome = outcome_of("TSSSSSS", [1, 2], [1, 0, 1, 1, 1, 1, 1])
    assert outcome.revealed == (1,)
    assert (outcome.winner, outcome.winners) == (Winner.THIEF, (0, 1, 2))


# --- R10 What each player knows ----------------------------------------------------------------


def test_R10_1_own_card_dice_and_hours() -> None:
    """R10.1: a player sees their own card, dice and waking hours."""
    state = game("TSSS", [[2, 5], [5, 1], [3, 4], [6, 6]], wake_choice=[None, 1, 4, 6])
    view = view_json(state, 1)
    assert (view["role"], view["dice"], view["wake_hours"]) == ("sleepyhead", [5, 1], [1])
    assert view_json(state, 0)["wake_hours"] == [2, 5]


def test_R10_2_company_and_cheese_for_each_waking_hour() -> None:
    """R10.2: for each waking hour, who else was awake and the cheese as seen."""
    state = game("TSSS", [[2, 5], [5, 1], [2, 4], [6, 6]], wake_choice=[None, 5, 2, 6])
    thief = view_json(state, 0)
    assert thief["awake_with"] == {"2": [2], "5": [1]}
    assert thief["cheese"] == {"2": "taken", "5": "gone"}
    assert view_json(state, 2)["cheese"] == {"2": "taken"}
    assert view_for(state, 2).night[0].taken_by == 0  # type: ignore[index]


def test_R10_3_own_peek_only() -> None:
    """R10.3: a player sees the result of their own peek, no one else's."""
    state = game("STSSSS", [3, 4, 1, 3, 5, 6], peeks=[None, None, 0, None, 3, 1], followers=[0])
    assert view_json(state, 2)["peek"] == {"target": 0, "saw": [3]}
    assert view_json(state, 0)["peek"] is None
    assert view_json(state, 3)["peek"] is None


@pytest.mark.parametrize(
    "letters,dice,followers,expected",
    [
        # 5 players: two witnesses (0, 2), Thief 1 picks 2; seat 3 saw nothing.
        ("STSSS", [4, 4, 4, 1, 2], [2], {0: (1, [2]), 1: (1, [2]), 2: (1, [2]), 3: (None, []), 4: (None, [])}),
        # 6 players: follower 3 and Thief 0 know each other.
        ("TSSSSS", [1, 2, 3, 4, 5, 6], [3], {0: (0, [3]), 3: (0, [3]), 1: (None, [])}),
        # 7 players: followers 1 and 2 know each other, not the Thief.
        ("TSSSSSS", [1, 2, 3, 4, 5, 6, 6], [1, 2], {0: (0, [1, 2]), 1: (None, [1, 2]), 2: (None, [1, 2]), 6: (None, [])}),
        # 8 players: all three know each other.
        ("TSSSSSSS", [1, 2, 3, 4, 5, 6, 6, 5], [4, 7], {0: (0, [4, 7]), 4: (0, [4, 7]), 7: (0, [4, 7]), 5: (None, [])}),
    ],
)
def test_R10_4_who_knows_the_thiefs_side(letters: str, dice: list[int], followers: list[int], expected: dict) -> None:  # type: ignore[type-arg]
    """R10.4: follower status and known members of the Thief's side, per player count."""
    state = game(letters, dice, followers=followers)
    for seat, (known_thief, known_followers) in expected.items():
        view = view_json(state, seat)
        assert view["known_thief"] == known_thief, seat
        assert view["known_followers"] == known_followers, seat
        assert view["follower"] == (seat in followers), seat


def test_R10_5_nothing_else_is_in_a_view() -> None:
    """R10.5: changing other players' hidden cards, dice, peeks and choices leaves a view unchanged."""
    base = game("SSTSSSS", [1, 2, 3, 4, 5, 6, 6], peeks=[3, 0, None, 0, 2, None, None], followers=[5, 6])
    # Seat 0 (lone at 1, peeked seat 3) cannot tell these apart: seat 1 peeks elsewhere, dice of
    # unseen seats 4 and 5 differ, the Thief picks other followers.
    other = game("SSTSSSS", [1, 2, 3, 4, 2, 2, 6], peeks=[3, None, None, None, None, None, None], followers=[1, 4])
    assert view_for(base, 0) == view_for(other, 0)
    assert view_json(base, 0) == view_json(other, 0)


# --- R11 House rules ---------------------------------------------------------------------------


def test_R11_2_no_house_rule_by_default_a_tie_does_not_protect_the_thief() -> None:
    """R11.2: the engine plays the official rule: a Thief revealed in a tie is caught."""
    outcome = outcome_of("TSSSSS", [1], [1, 0, 0, 1, 1, 0])
    assert outcome.revealed == (0, 1)
    assert outcome.winner is Winner.SLEEPYHEADS
    assert outcome.rule is WinRule.THIEF_REVEALED and not outcome.decided_by_house_rule


TIE_RULE = {"tie_protects_thief": True}


def house_outcome(letters: str, followers: list[int], votes: list[int], house_rules: dict | None = TIE_RULE):  # type: ignore[no-untyped-def, type-arg]
    """Like `outcome_of`, with the record's house rules (None: no house_rules field at all)."""
    dice = [1, 2, 3, 4, 5, 6, 6, 5][: len(letters)]
    extra = {} if house_rules is None else {"house_rules": house_rules}
    report = game_report(game(letters, dice, followers=followers, votes=votes, **extra))
    assert report.outcome is not None
    return report.outcome


@pytest.mark.parametrize("count", [4, 5, 6, 7, 8])
def test_R11_2_the_house_rule_is_off_by_default(count: int) -> None:
    """R11.2: off by default, in a new game, in its public view and in a record without the field."""
    state = new_game(NAMES[:count])
    assert state.house_rules == NO_HOUSE_RULES and not state.house_rules.tie_protects_thief
    assert public_view(state).house_rules == NO_HOUSE_RULES
    assert win_rules(False) == (WinRule.THIEF_REVEALED, WinRule.THIEF_HIDDEN)


def test_R11_2_a_tie_with_the_thief_protects_the_thief_only_when_chosen() -> None:
    """R11.2: the Thief revealed only in a tie: the Thief's side wins with the house rule, the Sleepyheads without."""
    votes = [1, 0, 0, 1, 1, 0]  # seats 0 (Thief) and 1 (follower) tie with 3 votes each
    on = house_outcome("TSSSSS", [1], votes)
    assert on.revealed == (0, 1)
    assert (on.winner, on.winners, on.rule) == (Winner.THIEF, (0, 1), WinRule.TIE_PROTECTS_THIEF)
    assert on.decided_by_house_rule
    for off_rules in (None, {}, {"tie_protects_thief": False}):
        off = house_outcome("TSSSSS", [1], votes, off_rules)
        assert (off.winner, off.winners, off.rule) == (Winner.SLEEPYHEADS, (2, 3, 4, 5), WinRule.THIEF_REVEALED)


def test_R11_2_a_tie_with_sleepyheads_protects_the_thief_at_four_and_five_players() -> None:
    """R11.2: whoever shares the top with the Thief, and at every count (no followers at 4: the Thief wins alone)."""
    four = game("TSSS", [[2, 5], [5, 1], [2, 4], [6, 6]], wake_choice=[None, 5, 2, 6], votes=[1, 0, 0, 1],
                house_rules=TIE_RULE)
    outcome = game_report(four).outcome
    assert outcome is not None and outcome.revealed == (0, 1)
    assert (outcome.winner, outcome.winners, outcome.rule) == (Winner.THIEF, (0,), WinRule.TIE_PROTECTS_THIEF)
    five = game_report(game("TSSSS", [1, 2, 3, 4, 5], votes=[1, 2, 0, 4, 3], house_rules=TIE_RULE)).outcome
    assert five is not None and five.revealed == (0, 1, 2, 3, 4)
    assert (five.winner, five.winners, five.rule) == (Winner.THIEF, (0,), WinRule.TIE_PROTECTS_THIEF)


def test_R11_2_the_thief_alone_at_the_top_is_still_caught() -> None:
    """R11.2 protects only in a tie: the Thief with the most votes alone is caught as by R9.2."""
    outcome = house_outcome("TSSSSS", [1], [1, 0, 0, 0, 0, 0])
    assert outcome.revealed == (0,)
    assert (outcome.winner, outcome.winners, outcome.rule) == (Winner.SLEEPYHEADS, (2, 3, 4, 5), WinRule.THIEF_REVEALED)
    assert not outcome.decided_by_house_rule


def test_R11_2_a_tie_without_the_thief_is_won_by_R9_3_not_by_the_house_rule() -> None:
    """R11.2: a tie of Sleepyheads leaves the Thief hidden; the Thief's side wins by R9.3 as always."""
    outcome = house_outcome("TSSSSS", [1], [2, 3, 3, 2, 2, 3])
    assert outcome.revealed == (2, 3)
    assert (outcome.winner, outcome.rule) == (Winner.THIEF, WinRule.THIEF_HIDDEN)
    assert not outcome.decided_by_house_rule


def test_R11_2_ruling_the_fall_mouse_in_a_tie_with_the_thief_wins_alone() -> None:
    """R11.2 ruling: R9.1 is checked first, so a tie revealing the Fall Mouse and the Thief is the Fall Mouse's."""
    outcome = house_outcome("TFSSSS", [2], [1, 0, 0, 1, 0, 1])
    assert outcome.revealed == (0, 1)
    assert (outcome.winner, outcome.winners, outcome.rule) == (Winner.FALL_MOUSE, (1,), WinRule.FALL_MOUSE_REVEALED)
    follower = house_outcome("TFSSSS", [1], [1, 0, 0, 1, 0, 1])
    assert (follower.winner, follower.winners) == (Winner.FALL_MOUSE, (1,)), "even as the Thief's follower"
    assert win_rules(True, HouseRules(tie_protects_thief=True)) == (
        WinRule.FALL_MOUSE_REVEALED, WinRule.TIE_PROTECTS_THIEF, WinRule.THIEF_REVEALED, WinRule.THIEF_HIDDEN)


def test_R11_2_the_fall_mouse_not_revealed_leaves_the_tie_to_the_house_rule() -> None:
    """R11.2 with the Fall Mouse in play but not revealed: a Thief tie is still protected."""
    outcome = house_outcome("TFSSSS", [2], [2, 0, 0, 2, 0, 2])
    assert outcome.revealed == (0, 2)
    assert (outcome.winner, outcome.winners, outcome.rule) == (Winner.THIEF, (0, 2), WinRule.TIE_PROTECTS_THIEF)


def test_R11_2_the_house_rule_is_public_knowledge() -> None:
    """R11.2: everyone agreed to it at setup, so the public view shows it from the deal to the end."""
    state = new_game(NAMES[:6], house_rules=HouseRules(tie_protects_thief=True))
    assert public_view(state).house_rules.tie_protects_thief
    finished = game("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[1], votes=[1, 0, 0, 1, 1, 0], house_rules=TIE_RULE)
    report = public_view(finished).report
    assert report is not None and report.house_rules.tie_protects_thief


@pytest.mark.parametrize("rules", ["on", None, {"tie_protects_thief": True}, HouseRules(tie_protects_thief=1)])  # type: ignore[arg-type]
def test_R11_2_house_rules_that_are_not_plainly_on_or_off_are_refused(rules: object) -> None:
    """R11.2: the option is validated like the Fall Mouse: a typed error naming the field."""
    with pytest.raises(OptionError) as caught:
        new_game(NAMES[:5], house_rules=rules)  # type: ignore[arg-type]
    assert caught.value.field.startswith("house_rules")
    assert isinstance(caught.value, RuleError)


def test_R11_1_no_timer_in_the_rules_engine() -> None:
    """R11.1: a discussion timer is an app setting, not part of the game state or views."""
    state = random_game(6, False, seed=3, votes=False)
    fields = set(vars(public_view(state))) | set(vars(view_for(state, 0)))
    assert not any("timer" in name or "time" in name for name in fields)
