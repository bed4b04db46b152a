"""Questions about the night: who saw the theft, who may peek, what the cheese looks like, the Thief's hours.

Each maker takes a game whose night is over and what the quiz would like the answer to be (``wish``, or None
for any answer), and returns a question, or None when this game cannot give one that fits the wish.
"""

import random

from game.cheese_thief.engine import night_of
from game.cheese_thief.roles import CheeseSight
from game.cheese_thief.state import GameState
from play.summary import Line, Seats

from tutorial.quiz_question import NO, NOBODY, YES, Choice, ChoiceKind, QuizKind, Question, Situation, seat_choice
from tutorial.quiz_table import night_table, question, report_of, theft_line, thief_of, witnesses_line

HOURS = (1, 2, 3, 4, 5, 6)


def saw_thief(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R4.2: everyone awake at the theft hour sees the Thief take the cheese. "Nobody" is always a choice."""
    report = report_of(state)
    if wish == "witnesses" and not report.witnesses or wish == "nobody" and report.witnesses:
        return None
    thief = thief_of(report)
    answer = frozenset(seat_choice(seat) for seat in report.witnesses) or frozenset({NOBODY})
    return question(
        QuizKind.SAW_THIEF, state, night_table(state, report),
        Line("quiz.prompt.saw_thief"),
        tuple(seat_choice(seat) for seat in state.seats if seat != thief) + (NOBODY,),
        answer, (theft_line(report), witnesses_line(report)), multiple=True,
    )


def may_peek(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R5: only a Sleepyhead or Fall Mouse awake alone may peek, never the Thief, never with 4 players."""
    night = night_of(state)
    assert night is not None
    wanted = [seat for seat in state.seats if wish is None or night.may_peek(seat) == (wish == "yes")]
    if not wanted:
        return None
    seat = rng.choice(wanted)
    hour = night.wake_hours[seat][0]
    report = report_of(state)
    name = Seats((seat,))
    # The reasons in the order the engine checks them (game.cheese_thief.rules_checks.check_peek).
    if state.player_count == 4:
        reason = Line("quiz.reason.peek.four_players")
    elif seat == night.thief:
        reason = Line("quiz.reason.peek.thief", {"name": name})
    elif not night.may_peek(seat):
        reason = Line("quiz.reason.peek.company", {"name": name, "hour": hour, "others": Seats(night.awake_with(seat, hour))})
    else:
        reason = Line("quiz.reason.peek.alone", {"name": name, "hour": hour})
    return question(
        QuizKind.MAY_PEEK, state, night_table(state, report, hour, focus=(seat,)),
        Line("quiz.prompt.may_peek", {"name": name, "hour": hour}),
        (YES, NO), frozenset({YES if night.may_peek(seat) else NO}), (reason,), multiple=False,
    )


def cheese_seen(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R4.2-R4.3: before the theft hour the cheese is there, at it the Thief takes it, after it it is gone."""
    night = night_of(state)
    assert night is not None
    sights = [
        (seat, hour)
        for seat in state.seats if seat != night.thief
        for hour in night.wake_hours[seat]
        if wish is None or night.cheese_seen(hour).value == wish
    ]
    if not sights:
        return None
    seat, hour = rng.choice(sights)
    sight = night.cheese_seen(hour)
    report = report_of(state)
    name = Seats((seat,))
    return question(
        QuizKind.CHEESE_SEEN, state, night_table(state, report, hour, show_cheese=False, focus=(seat,)),
        Line("quiz.prompt.cheese_seen", {"name": name, "hour": hour}),
        tuple(Choice(ChoiceKind.CHEESE, each.value) for each in CheeseSight),
        frozenset({Choice(ChoiceKind.CHEESE, sight.value)}),
        (theft_line(report), Line(f"quiz.reason.cheese.{sight.value}", {"name": name, "hour": hour})),
        multiple=False,
    )


def thief_hours(state: GameState, rng: random.Random, wish: object | None) -> Question | None:
    """R3.3, 4 players: the Thief wakes at both of its dice, once if they are equal."""
    night = night_of(state)
    assert night is not None
    report = report_of(state)
    thief = night.thief
    hours = night.wake_hours[thief]
    table = night_table(state, report)
    # Only the Thief's card and dice matter here: the others stay hidden.
    situation = Situation(
        players=table.players, fall_mouse=table.fall_mouse, daytime=False,
        roles=tuple(role if seat == thief else None for seat, role in enumerate(table.roles)),
        dice=tuple(dice if seat == thief else () for seat, dice in enumerate(table.dice)),
        focus=(thief,),
    )
    if len(hours) == 2:
        reason = Line("quiz.reason.thief_hours.two", {"first": hours[0], "second": hours[1]})
    else:
        reason = Line("quiz.reason.thief_hours.one", {"hour": hours[0]})
    return question(
        QuizKind.THIEF_HOURS, state, situation, Line("quiz.prompt.thief_hours"),
        tuple(Choice(ChoiceKind.HOUR, hour) for hour in HOURS),
        frozenset(Choice(ChoiceKind.HOUR, hour) for hour in hours), (reason,), multiple=True,
    )
