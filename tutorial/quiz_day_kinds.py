"""Questions about dawn and the vote: who follows the Thief, who knows the Thief, who reveals, who wins.

Makers have the shape of those in ``quiz_night_kinds``: a game, a generator and a wished answer (or None).
"""

import dataclasses
import random

from game.cheese_thief.engine import night_of
from game.cheese_thief.followers import FollowerRuleKind, follower_rule
from game.cheese_thief.report import GameReport
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from play.summary import Line, Seats

from tutorial.quiz_question import NOBODY, Choice, ChoiceKind, QuizKind, Question, Situation, seat_choice
from tutorial.quiz_table import night_table, question, report_of, theft_line, thief_of, witnesses_line


def _seats_or_nobody(seats: tuple[int, ...]) -> frozenset[Choice]:
    return frozenset(seat_choice(seat) for seat in seats) or frozenset({NOBODY})


def _others_and_nobody(state: GameState, thief: int) -> tuple[Choice, ...]:
    return tuple(seat_choice(seat) for seat in state.seats if seat != thief) + (NOBODY,)


def _thief_pointed(state: GameState) -> tuple[int, ...]:
    """The seats the Thief pointed at: its own choice, where the rules give it one (R6.2-R6.5)."""
    night = night_of(state)
    assert night is not None
    if follower_rule(night).kind is not FollowerRuleKind.CHOICE:
        return ()
    return tuple(sorted(state.chosen_followers or ()))


def _with_pointing(situation: Situation, state: GameState, thief: int, mark_followers: tuple[int, ...] = ()) -> Situation:
    pointed = _thief_pointed(state)
    notes = situation.notes + ((Line("quiz.note.thief_pointed"),) if pointed else ())
    return dataclasses.replace(situation, thief=thief, pointed=pointed, followers=mark_followers, notes=notes)


def follower_line(state: GameState, report: GameReport) -> Line:
    """How the followers came about, in the words of R6 for this player count."""
    count = state.player_count
    night = night_of(state)
    assert night is not None
    kind = follower_rule(night).kind
    if count == 5:
        if kind is FollowerRuleKind.NONE:
            return Line("quiz.reason.follower.five_none")
        if kind is FollowerRuleKind.AUTOMATIC:
            return Line("quiz.reason.follower.five_one", {"name": Seats(report.followers)})
        return Line("quiz.reason.follower.five_pointed", {"name": Seats(report.followers)})
    size = "one" if len(report.followers) == 1 else "two"
    return Line(f"quiz.reason.follower.chosen_{size}", {"count": count, "names": Seats(report.followers)})


def follower(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R6: at 5 players the witnesses (the Thief points at one of several); at 6-8 whoever the Thief chose.

    At 6-8 a game is only a good question when someone saw the theft and was not chosen: it shows that seeing
    the theft makes nobody a follower there.
    """
    report = report_of(state)
    thief = thief_of(report)
    if wish == "unchosen_witness" and not set(report.witnesses) - set(report.followers):
        return None
    # The Thief's arrows would point at the answer: the picture shows the night without them.
    situation = dataclasses.replace(night_table(state, report), thief=thief)
    reason = (theft_line(report), witnesses_line(report)) if state.player_count == 5 else ()
    return question(
        QuizKind.FOLLOWER, state, situation, Line("quiz.prompt.follower"), _others_and_nobody(state, thief),
        _seats_or_nobody(report.followers), reason + (follower_line(state, report),), multiple=True,
    )


def knows_thief(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R10.4: who, besides the Thief, knows for certain who the Thief is once the night is over."""
    report = report_of(state)
    thief = thief_of(report)
    knowing = tuple(
        seat for seat in state.seats
        if seat != thief and (dawn := view_for(state, seat).dawn) is not None and dawn.known_thief == thief
    )
    if wish == "followers" and not report.followers:
        return None
    count = state.player_count
    if count == 4:
        rule = Line("quiz.reason.knows.four")
    elif count == 5:
        rule = Line("quiz.reason.knows.five")
    elif count == 7:
        rule = Line("quiz.reason.knows.seven", {"names": Seats(report.followers)})
    else:
        rule = Line("quiz.reason.knows.see_each_other", {"count": count, "names": Seats(report.followers)})
    situation = _with_pointing(night_table(state, report), state, thief, mark_followers=report.followers)
    return question(
        QuizKind.KNOWS_THIEF, state, situation, Line("quiz.prompt.knows_thief"), _others_and_nobody(state, thief),
        _seats_or_nobody(knowing), (witnesses_line(report), rule), multiple=True,
    )


def _vote_table(state: GameState, report: GameReport, show_cards: bool) -> Situation:
    assert report.votes is not None and report.outcome is not None
    return Situation(
        players=state.players,
        fall_mouse=state.fall_mouse,
        daytime=True,
        roles=report.roles if show_cards else (None,) * state.player_count,
        dice=((),) * state.player_count,
        followers=report.followers if show_cards else (),
        votes=report.votes,
        tally=report.outcome.tally,
        notes=(Line("quiz.note.votes"),) + ((Line("quiz.note.followers"),) if show_cards and report.followers else ()),
    )


def revealed_line(report: GameReport) -> Line:
    """R8.2: the most votes reveal; everyone tied for the most reveals."""
    assert report.outcome is not None
    revealed = report.outcome.revealed
    most = report.outcome.tally[revealed[0]]
    if len(revealed) == 1:
        return Line("quiz.reason.revealed.one", {"name": Seats(revealed), "votes": most})
    return Line("quiz.reason.revealed.tie", {"names": Seats(revealed), "votes": most})


def revealed(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    report = report_of(state)
    assert report.outcome is not None
    if wish == "tie" and len(report.outcome.revealed) < 2 or wish == "one" and len(report.outcome.revealed) > 1:
        return None
    return question(
        QuizKind.REVEALED, state, _vote_table(state, report, show_cards=False), Line("quiz.prompt.revealed"),
        tuple(seat_choice(seat) for seat in state.seats),
        frozenset(seat_choice(seat) for seat in report.outcome.revealed), (revealed_line(report),), multiple=True,
    )


def winner_line(report: GameReport) -> Line:
    """R9 in its order: the Fall Mouse revealed, else the Thief revealed, else the Thief's side."""
    assert report.outcome is not None
    winner = report.outcome.winner
    if winner is Winner.FALL_MOUSE:
        return Line("quiz.reason.winner.fall_mouse", {"name": Seats((report.roles.index(Role.FALL_MOUSE),))})
    thief = Seats((thief_of(report),))
    if winner is Winner.SLEEPYHEADS:
        return Line("quiz.reason.winner.thief_caught", {"name": thief})
    if report.followers:
        return Line("quiz.reason.winner.thief_escaped_with", {"name": thief, "followers": Seats(report.followers)})
    return Line("quiz.reason.winner.thief_escaped", {"name": thief})


def winner(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    report = report_of(state)
    assert report.outcome is not None
    if wish is not None and report.outcome.winner.value != wish:
        return None
    sides = [Winner.SLEEPYHEADS, Winner.THIEF] + ([Winner.FALL_MOUSE] if state.fall_mouse else [])
    return question(
        QuizKind.WINNER, state, _vote_table(state, report, show_cards=True), Line("quiz.prompt.winner"),
        tuple(Choice(ChoiceKind.SIDE, side.value) for side in sides),
        frozenset({Choice(ChoiceKind.SIDE, report.outcome.winner.value)}),
        (revealed_line(report), winner_line(report)), multiple=False,
    )
