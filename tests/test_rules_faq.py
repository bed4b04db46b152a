"""The rulebook's worked 6-player example (section 9) and its FAQ answers about rules (section 10).

Players A-F of the example are seats 0-5 (Ada, Bo, Cai, Dee, Eve, Fay), as in the
example record of docs/rules.md.
"""

import pytest

from game.cheese_thief.actions import CastVote, ChooseFollowers, Dawn, Peek
from game.cheese_thief.engine import apply
from game.cheese_thief.errors import IllegalActionError, RuleError
from game.cheese_thief.phase import Phase
from game.referee import resolve
from game.cheese_thief.report import game_report
from game.cheese_thief.roles import CheeseSight, Winner
from game.cheese_thief.views import view_for
from tests.rules_helpers import dealt, game, record, view_json

EXAMPLE_RECORD = record(
    "STSSSS",
    [3, 4, 1, 3, 5, 6],
    wake_choice=None,
    peeks=[None, None, 0, None, 3, 1],
    followers=[0],
    votes=[1, 0, 1, 1, 1, 1],
    meta={},
)

EXAMPLE_ANSWER = {
    "hours": {"1": [2], "2": [], "3": [0, 3], "4": [1], "5": [4], "6": [5]},
    "theft_hour": 4,
    "witnesses": [],
    "followers": [0],
    "peeks": [
        {"seat": 2, "target": 0, "saw": [3]},
        {"seat": 4, "target": 3, "saw": [3]},
        {"seat": 5, "target": 1, "saw": [4]},
    ],
    "tally": [1, 5, 0, 0, 0, 0],
    "revealed": [1],
    "winner": "sleepyheads",
    "winners": [2, 3, 4, 5],
}


def seat(n: int, role: str, die: int, company: list[int], cheese: str, peek: dict | None = None,  # type: ignore[type-arg]
         follower: bool = False, known_thief: int | None = None, known_followers: list[int] | None = None) -> dict:  # type: ignore[type-arg]
    return {
        "seat": n, "role": role, "dice": [die], "wake_hours": [die],
        "awake_with": {str(die): company}, "cheese": {str(die): cheese}, "peek": peek,
        "follower": follower, "known_thief": known_thief, "known_followers": known_followers or [],
    }


EXAMPLE_VIEWS = [
    # A wakes at 3 with D, and is touched by the Thief afterwards: A and B see each other.
    seat(0, "sleepyhead", 3, [3], "present", follower=True, known_thief=1, known_followers=[0]),
    # B, the Thief, alone at 4, takes the cheese and picks A.
    seat(1, "thief", 4, [], "taken", known_thief=1, known_followers=[0]),
    # C alone at 1 looks under A's cup: 3.
    seat(2, "sleepyhead", 1, [], "present", peek={"target": 0, "saw": [3]}),
    # D wakes with A at 3 and can do nothing.
    seat(3, "sleepyhead", 3, [0], "present"),
    # E alone at 5 looks at D: 3.
    seat(4, "sleepyhead", 5, [], "gone", peek={"target": 3, "saw": [3]}),
    # F alone at 6 looks at B: 4.
    seat(5, "sleepyhead", 6, [], "gone", peek={"target": 1, "saw": [4]}),
]


def test_worked_example_referee_answer_is_golden() -> None:
    """Section 9: the whole 6-player example, as the referee settles it (the example answer of docs/rules.md)."""
    answer = resolve(EXAMPLE_RECORD)
    assert answer == EXAMPLE_ANSWER


def test_worked_example_every_seat_view_is_golden() -> None:
    """Section 9: what each of A-F knows at dawn (R10), seat by seat."""
    answer = resolve(EXAMPLE_RECORD, views=True)
    assert answer.pop("views") == EXAMPLE_VIEWS
    assert answer == EXAMPLE_ANSWER


def test_worked_example_played_step_by_step_with_three_votes_for_b() -> None:
    """Section 9 step by step: peeks of C, E, F; B touches A; B gets the most votes (3) and is caught."""
    state = dealt("STSSSS", [3, 4, 1, 3, 5, 6])
    assert state.phase is Phase.NIGHT
    assert [bool(view_for(state, s).peek_options) for s in state.seats] == [False, False, True, False, True, True]
    for peeker, target in [(2, 0), (4, 3), (5, 1)]:
        state = apply(state, Peek(peeker, target))
    with pytest.raises(IllegalActionError, match="must choose"):
        apply(state, Dawn())  # the Thief still has to touch someone's hand
    state = apply(apply(state, ChooseFollowers(1, (0,))), Dawn())
    assert state.phase is Phase.VOTE
    assert [view_json(state, s) for s in state.seats] == EXAMPLE_VIEWS
    for voter, target in enumerate([3, 0, 1, 1, 1, 0]):
        state = apply(state, CastVote(voter, target))
    outcome = game_report(state).outcome
    assert outcome is not None
    assert outcome.tally == (2, 3, 0, 1, 0, 0)
    assert outcome.revealed == (1,)
    assert (outcome.winner, outcome.winners) == (Winner.SLEEPYHEADS, (2, 3, 4, 5))


def test_faq_q1_an_hour_nobody_rolled_is_still_called() -> None:
    """Q1: an hour nobody rolled is called like any other, never skipped."""
    report = game_report(game("STSSSS", [3, 4, 1, 3, 5, 6], followers=[0]))
    assert list(report.hours) == [1, 2, 3, 4, 5, 6]
    assert report.hours[2] == ()


def test_faq_q2_all_dice_different_everyone_alone() -> None:
    """Q2: all different: everyone wakes alone, every Sleepyhead may peek, nobody sees the theft."""
    state = dealt("SSSTSS", [1, 2, 3, 4, 5, 6])
    assert all(bool(view_for(state, s).peek_options) == (s != 3) for s in state.seats)
    state = game("SSSTSS", [1, 2, 3, 4, 5, 6], peeks=[1, 2, 3, None, 5, 0], followers=[0])
    assert game_report(state).witnesses == ()
    assert all(view_json(state, s)["known_thief"] is None for s in (1, 2, 4, 5))


def test_faq_q3_same_number_wake_together_and_see_the_theft() -> None:
    """Q3: equal dice wake together and can do nothing; a Thief among them is seen taking the cheese."""
    state = dealt("SSTSS", [2, 2, 5, 5, 1])
    assert view_for(state, 0).peek_options == () and view_for(state, 1).peek_options == ()
    hour = view_for(state, 3).night[0]  # type: ignore[index]
    assert hour.awake_with == (2,) and hour.cheese is CheeseSight.TAKEN and hour.taken_by == 2
    sleepy = view_for(state, 0).night[0]  # type: ignore[index]
    assert sleepy.awake_with == (1,) and sleepy.cheese is CheeseSight.PRESENT and sleepy.taken_by is None


def test_faq_q4_no_peeking_at_ones_own_cup() -> None:
    """Q4: a lone Sleepyhead may only look under other players' cups."""
    state = dealt("STSSS", [1, 4, 2, 2, 3])
    assert 0 not in view_for(state, 0).peek_options
    with pytest.raises(IllegalActionError):
        apply(state, Peek(0, 0))


def test_faq_q8_no_voting_for_oneself() -> None:
    """Q8: you must point at another player."""
    with pytest.raises(IllegalActionError) as caught:
        game("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 3, 1])
    assert caught.value.field == "votes[3]"


def test_faq_q9_no_abstaining() -> None:
    """Q9: everyone must vote: the game is not over until every vote is in; a blank vote is refused."""
    state = game("STSSS", [2, 2, 3, 3, 1])
    for voter, target in enumerate([1, 0, 1, 1]):
        state = apply(state, CastVote(voter, target))
    assert state.phase is Phase.VOTE and game_report(state).outcome is None
    with pytest.raises(RuleError) as caught:
        game("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 1, None])
    assert caught.value.field == "votes[4]"


def test_faq_q10_tie_reveals_all_thief_among_them_or_not() -> None:
    """Q10: everyone tied for the most reveals; Sleepyheads win if the Thief is among them, else the Thief's side."""
    dice = [1, 2, 3, 4, 5, 6]
    caught = game_report(game("TSSSSS", dice, followers=[5], votes=[1, 0, 0, 1, 2, 3])).outcome
    assert caught is not None and caught.revealed == (0, 1)
    assert caught.winner is Winner.SLEEPYHEADS and caught.winners == (1, 2, 3, 4)
    missed = game_report(game("TSSSSS", dice, followers=[5], votes=[1, 2, 1, 2, 0, 3])).outcome
    assert missed is not None and missed.revealed == (1, 2)
    assert missed.winner is Winner.THIEF and missed.winners == (0, 5)


def test_faq_q11_revealed_follower_means_the_thief_side_wins() -> None:
    """Q11: a revealed follower shows a Sleepyhead card, so the Thief and followers win."""
    outcome = game_report(game("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[3], votes=[3, 3, 3, 0, 3, 3])).outcome
    assert outcome is not None and outcome.revealed == (3,)
    assert outcome.winner is Winner.THIEF and outcome.winners == (0, 3)


def test_faq_q12_five_players_lonely_thief_has_no_follower() -> None:
    """Q12: at 5 players a Thief whose number nobody shares has no follower."""
    state = game("STSSS", [1, 6, 2, 2, 3], peeks=[1, None, None, None, 0])
    assert game_report(state).followers == ()
    assert view_json(state, 1)["known_followers"] == []


def test_faq_q13_five_players_follower_by_look_or_by_pointing() -> None:
    """Q13: one Sleepyhead awake with the Thief is the follower; with several the Thief points at one."""
    one = game("STSSS", [6, 6, 2, 2, 3], peeks=[None, None, None, None, 0])
    assert game_report(one).followers == (0,)
    several = dealt("STSSS", [6, 6, 6, 6, 3])
    assert view_for(several, 1).follower_options == (0, 2, 3)
    assert view_for(several, 1).followers_to_choose == 1
    state = apply(apply(apply(several, ChooseFollowers(1, (3,))), Peek(4, None)), Dawn())
    assert game_report(state).followers == (3,)


def test_faq_q14_fall_mouse_follower_revealed_still_wins_alone() -> None:
    """Q14: the Fall Mouse can be a follower; if revealed it still wins alone."""
    state = game("SSTFSSS", [1, 2, 3, 4, 5, 6, 6], followers=[3, 0], votes=[3, 3, 3, 2, 3, 3, 3])
    assert view_json(state, 3)["follower"] is True
    outcome = game_report(state).outcome
    assert outcome is not None and outcome.revealed == (3,)
    assert outcome.winner is Winner.FALL_MOUSE and outcome.winners == (3,)


def test_faq_q16_no_reroll_everyone_on_the_same_number() -> None:
    """Q16: dice are never re-rolled; if everyone has the same number, everyone wakes together."""
    state = game("SSSSST", [2, 2, 2, 2, 2, 2], followers=[4])
    report = game_report(state)
    assert report.hours[2] == (0, 1, 2, 3, 4, 5)
    assert report.theft_hour == 2 and report.witnesses == (0, 1, 2, 3, 4)
    assert report.peeks == ()


def test_faq_q19_four_players_thief_must_steal_at_first_hour() -> None:
    """Q19: the 4-player Thief takes the cheese at their first hour; at the second it is already gone."""
    state = game("STSS", [[1, 2], [6, 3], [3, 4], [6, 5]], wake_choice=[1, None, 3, 6])
    report = game_report(state)
    assert report.theft_hour == 3
    thief = view_json(state, 1)
    assert thief["cheese"] == {"3": "taken", "6": "gone"}
    assert thief["awake_with"] == {"3": [2], "6": [3]}
    assert view_json(state, 2)["known_thief"] == 1
    assert view_json(state, 3)["known_thief"] is None
