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
    moment: Moment = BEFORE_NIGHT  # when it happens in its game (how to play's night pages show that hour)
    # A step coached on the game's own screens: the screen (by its gallery name), the widgets a right tap may
    # land on (by the names the screen gives its touch targets), the game's step it belongs to, and whether the
    # screen moves on by itself (nothing to tap: the vote's countdown).
    screen: str | None = None
    targets: tuple[str, ...] = ()
    play_step: int | None = None
    wait: bool = False
    free_play: bool = False  # a whole game of the learner's own on the real screens, hints on request

    @property
    def coached(self) -> bool:
        """Shown over the game's own screen (every chapter's step; not the first screen's)."""
        return self.play_step is not None

    @property
    def shown_on(self) -> str:
        """The screen the step is shown on, by the gallery's names."""
        return self.screen if self.screen is not None else "tutorial-" + self.chapter.replace("_", "-")

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
