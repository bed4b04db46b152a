"""Building a question's situation from a game the engine played: what the table shows, taken from the
engine's own report of the game, never written by hand."""

from game.cheese_thief.record import to_record
from game.cheese_thief.report import GameReport, game_report
from game.cheese_thief.roles import CheeseSight, Role
from game.cheese_thief.state import GameState
from play.summary import Line, Seats

from tutorial.quiz_question import Choice, QuizKind, Question, Situation


def report_of(state: GameState) -> GameReport:
    return game_report(state)


def thief_of(report: GameReport) -> int:
    return report.roles.index(Role.THIEF)


def dice_face_up(report: GameReport) -> tuple[tuple[int, ...], ...]:
    """Every seat's dice as the table shows them. With 4 players a Sleepyhead wakes only at the die it chose
    (R3.3), so only that die is shown; the Thief shows both."""
    if len(report.roles) != 4:
        return report.dice
    return tuple(
        dice if role is Role.THIEF else hours
        for role, dice, hours in zip(report.roles, report.dice, report.wake_hours)
    )


def table_notes(report: GameReport, *extra: Line) -> tuple[Line, ...]:
    notes = [Line("quiz.note.four_players")] if len(report.roles) == 4 else []
    return tuple(notes) + extra


def night_table(
    state: GameState,
    report: GameReport,
    hour: int | None = None,
    show_cheese: bool = True,
    focus: tuple[int, ...] = (),
) -> Situation:
    """Every card and die face up; at ``hour`` (if given) the clock, the mice awake then and the cheese."""
    cheese: CheeseSight | None = None
    if hour is not None and show_cheese:
        cheese = _cheese_at(report, hour)
    return Situation(
        players=state.players,
        fall_mouse=state.fall_mouse,
        daytime=False,
        roles=report.roles,
        dice=dice_face_up(report),
        hour=hour,
        awake=report.hours[hour] if hour is not None else (),
        cheese=cheese,
        focus=focus,
        notes=table_notes(report),
    )


def _cheese_at(report: GameReport, hour: int) -> CheeseSight:
    if hour < report.theft_hour:
        return CheeseSight.PRESENT
    return CheeseSight.TAKEN if hour == report.theft_hour else CheeseSight.GONE


def theft_line(report: GameReport) -> Line:
    return Line("quiz.reason.theft", {"thief": Seats((thief_of(report),)), "hour": report.theft_hour})


def witnesses_line(report: GameReport) -> Line:
    if report.witnesses:
        return Line("quiz.reason.saw.witnesses", {"names": Seats(report.witnesses), "hour": report.theft_hour})
    return Line("quiz.reason.saw.nobody", {"hour": report.theft_hour})


def question(
    kind: QuizKind,
    state: GameState,
    situation: Situation,
    prompt: Line,
    choices: tuple[Choice, ...],
    answer: frozenset[Choice],
    reason: tuple[Line, ...],
    multiple: bool,
) -> Question:
    return Question(
        kind=kind,
        situation=situation,
        prompt=prompt,
        choices=choices,
        answer=answer,
        multiple=multiple,
        reason=reason,
        record=to_record(state),
    )
