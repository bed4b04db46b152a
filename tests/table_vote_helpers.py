"""A stand-in for table mode's game flow at the vote: a real play session at the vote and a table sitting."""
from __future__ import annotations

from game.cheese_thief.actions import Action
from play.flow import StepKind
from play.session import PlaySession
from play.setup import VoteMode
from scenes.cheese_thief.play_flow import SavedFlow
from table.physical import TableScreen
from table.seats import offered_places
from table.sitting import TableSitting
from tests.public_screen_helpers import session_at

DIAGONAL_IN = 55.0


class VoteFlow(SavedFlow):
    """The members of the table flow the vote uses (a game's flow, not saved), and the actions it was finished
    with."""

    def __init__(self, app, session: PlaySession, sitting: TableSitting) -> None:
        super().__init__(app, session, persist=False)
        self.sitting = sitting
        self.finished: list[list[Action]] = []

    def finish_table_step(self, actions: list[Action]) -> None:
        self.session.apply_all(actions)
        self.finished.append(list(actions))


def vote_flow(app, count: int = 8, seed: int = 5, vote_mode: VoteMode = VoteMode.POINT) -> VoteFlow:
    kind = StepKind.BALLOT_TURN if vote_mode is VoteMode.SECRET else StepKind.POINT_VOTE
    session = session_at(count, seed, kind, vote_mode=vote_mode)
    screen = TableScreen(*app.size, DIAGONAL_IN)
    places = offered_places(screen)
    # Spread the players around the table when there are fewer than places: every other place first.
    chosen = (list(places[::2]) + list(places[1::2]))[:count]
    return VoteFlow(app, session, TableSitting.of(screen, chosen))
