"""One step of the tutorial: what it says, what it lights up, and what the learner must do."""
from __future__ import annotations

from dataclasses import dataclass

from tutorial.actions import ActionKind, LearnerAction
from tutorial.moment import BEFORE_NIGHT, Moment
from tutorial.spotlight import Gesture, Spotlight, touched_by
from tutorial.texts import Text


@dataclass(frozen=True)
class Expectation:
    """The action a step waits for, with every action that counts as right (computed from the engine)."""

    kind: ActionKind
    right: frozenset[LearnerAction]
    scripted: LearnerAction  # one of `right`: the scripted game's own move where the record holds one
    hint: Text  # shown after a wrong move
    responses: tuple[tuple[LearnerAction, Text], ...] = ()  # what the learner is told after each right move
    actor: int | None = None  # the seat whose place the learner takes for this action

    def __post_init__(self) -> None:
        if self.scripted not in self.right:
            raise ValueError(f"the scripted move {self.scripted} is not among the right moves")

    def accepts(self, action: LearnerAction) -> bool:
        return action in self.right

    def response_to(self, action: LearnerAction) -> Text | None:
        return dict(self.responses).get(action)

    @property
    def highlight(self) -> tuple[Spotlight, ...]:
        """Everything a right move could touch, lit after a second wrong move."""
        lit: list[Spotlight] = []
        for action in sorted(self.right, key=lambda a: (a.seats, a.value or 0)):
            for spot in touched_by(action, self.actor):
                if spot not in lit:
                    lit.append(spot)
        return tuple(lit)


@dataclass(frozen=True)
class Step:
    chapter: str
    name: str
    text: Text
    spotlight: tuple[Spotlight, ...]
    gesture: Gesture = Gesture.NONE
    learner: int | None = None  # whose place the learner takes: "now you are the Thief"
    expects: Expectation | None = None
    skip: Text | None = None  # the first screen's "I know the game" choice
    moment: Moment = BEFORE_NIGHT  # when it happens in the chapter's game: what the table shows follows from it

    @property
    def uid(self) -> str:
        return f"{self.chapter}.{self.name}"

    def texts(self) -> tuple[Text, ...]:
        """Every text this step can show: its sentence, the hint, each response and the skip choice."""
        shown = [self.text]
        if self.expects is not None:
            shown.append(self.expects.hint)
            shown += [response for _, response in self.expects.responses]
        if self.skip is not None:
            shown.append(self.skip)
        return tuple(shown)
