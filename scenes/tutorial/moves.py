"""Turning touches on the tutorial's table into the learner's moves, and the touches a demo player makes.

A touch lands on the topmost thing under it (the curtain, a die shown, a card shown, a cup, the cheese, a
mouse). Touching the kind of thing the step asks for makes a move of the step's kind on it; touching another
kind of thing makes that thing's own move, which is wrong here. Moves on several seats at once (two decoy cups,
two followers, the cards a tie turns over) collect the touched seats until there are as many as a right move
has; touching a picked seat again lets it go.
"""
from __future__ import annotations

import pygame

from tutorial.actions import ActionKind, LearnerAction
from tutorial.session import TutorialSession
from tutorial.spotlight import Focus, Spotlight, focus_touched, touched_by
from tutorial.stage import Stage
from scenes.tutorial.table import TablePlaces
from scenes.kit.widgets.hold_button import HOLD_SECONDS

# The move a touched thing makes when it is not what the step asks for.
OWN_MOVE: dict[Focus, ActionKind] = {
    Focus.CUP: ActionKind.LIFT_CUP,
    Focus.DIE: ActionKind.TAP_DIE,
    Focus.CHEESE: ActionKind.TAKE_CHEESE,
    Focus.SEAT: ActionKind.VOTE,
    Focus.CARD: ActionKind.TURN_CARDS,
    Focus.CURTAIN: ActionKind.TAP_CURTAIN,
}
SEVERAL_SEATS = (ActionKind.TAP_CUPS, ActionKind.CHOOSE_FOLLOWERS, ActionKind.TURN_CARDS)


def shown_card_seats(session: TutorialSession, stage: Stage) -> set[int]:
    spots = session.step.spotlight + session.highlight
    seats = {spot.seat for spot in spots if spot.focus is Focus.CARD and spot.seat is not None}
    return seats | {seat for seat, _ in stage.face_up}


def table_objects(session: TutorialSession, places: TablePlaces, stage: Stage) -> list[tuple[Spotlight, pygame.Rect]]:
    """Every touchable thing on the table with the rect a touch counts in, topmost first."""
    spots = [spot for spot in session.step.spotlight if spot.focus is Focus.CURTAIN]
    if stage.learner is not None:
        spots += [Spotlight(Focus.DIE, stage.learner, index) for index in range(len(stage.own_dice))]
    spots += [Spotlight(Focus.CARD, seat) for seat in sorted(shown_card_seats(session, stage))]
    spots += [Spotlight(Focus.CUP, spot.seat) for spot in places.layout.seats]
    spots.append(Spotlight(Focus.CHEESE))
    spots += [Spotlight(Focus.SEAT, spot.seat) for spot in places.layout.seats]
    return [(spot, rect) for spot in spots if (rect := places.hit_rect(spot, stage)) is not None]


def object_at(session: TutorialSession, places: TablePlaces, stage: Stage, pos: tuple[int, int]) -> Spotlight | None:
    return next((spot for spot, rect in table_objects(session, places, stage) if rect.collidepoint(pos)), None)


class MoveReader:
    """Follows one touch at a time, and the seats picked so far on a step that wants several."""

    def __init__(self) -> None:
        self.selection: tuple[Spotlight, ...] = ()
        self.pressed_on: Spotlight | None = None
        self.held = 0.0

    @property
    def pressing(self) -> bool:
        return self.pressed_on is not None

    def clear(self) -> None:
        self.selection, self.pressed_on, self.held = (), None, 0.0

    def update(self, dt: float) -> None:
        if self.pressed_on is not None:
            self.held += dt

    def press(self, session: TutorialSession, places: TablePlaces, stage: Stage, pos: tuple[int, int]) -> bool:
        if session.step.expects is None or session.done:
            return False
        self.pressed_on = object_at(session, places, stage, pos)
        self.held = 0.0
        return self.pressed_on is not None

    def release(self, session: TutorialSession, places: TablePlaces, stage: Stage,
                pos: tuple[int, int]) -> LearnerAction | None:
        """The move a finished touch makes, or None (slid off, nothing asked, or more seats to pick)."""
        spot, held = self.pressed_on, self.held
        self.pressed_on, self.held = None, 0.0
        expects = session.step.expects
        if spot is None or expects is None or session.done or object_at(session, places, stage, pos) != spot:
            return None
        if spot.focus is Focus.CURTAIN:
            kind = ActionKind.HOLD_CURTAIN if held >= HOLD_SECONDS else ActionKind.TAP_CURTAIN
            return LearnerAction.of(kind, (spot.seat,) if spot.seat is not None else ())
        fits = focus_touched(expects.kind) is spot.focus
        kind = expects.kind if fits else OWN_MOVE[spot.focus]
        if kind in (ActionKind.CHOOSE_HOUR, ActionKind.TAP_DIE):
            return LearnerAction.of(kind, (), spot.value)
        if kind is ActionKind.TAKE_CHEESE:
            return LearnerAction.of(kind, (expects.actor,) if expects.actor is not None else ())
        if fits and kind in SEVERAL_SEATS:
            return self._pick(spot, kind, len(expects.scripted.seats))
        return LearnerAction.of(kind, (spot.seat,) if spot.seat is not None else ())

    def _pick(self, spot: Spotlight, kind: ActionKind, wanted: int) -> LearnerAction | None:
        if spot in self.selection:
            self.selection = tuple(picked for picked in self.selection if picked != spot)
            return None
        self.selection += (spot,)
        if len(self.selection) < wanted:
            return None
        seats = [picked.seat for picked in self.selection if picked.seat is not None]
        self.selection = ()
        return LearnerAction.of(kind, seats)

    def selection_of(self, focus: Focus) -> tuple[int, ...]:
        return tuple(spot.seat for spot in self.selection if spot.focus is focus and spot.seat is not None)

    def selected_rects(self, places: TablePlaces, stage: Stage) -> list[pygame.Rect]:
        return [rect for spot in self.selection if (rect := places.rect_of(spot, stage)) is not None]


def demo_touches(session: TutorialSession, places: TablePlaces, stage: Stage,
                 wrong: bool) -> list[tuple[tuple[int, int], bool]]:
    """(where, held) for each touch a player makes now: the scripted right move, or one wrong move."""
    expects = session.step.expects
    if expects is None or session.done:
        return []
    if wrong:
        if focus_touched(expects.kind) is Focus.CURTAIN:
            return [(places.curtain.center, False)]  # a short tap does not open a curtain
        if expects.kind is ActionKind.TAKE_CHEESE:
            return [(places.layout.seats[0].mouse.center, False)]
        return [(places.layout.center_piece.center, False)]
    hold = expects.kind is ActionKind.HOLD_CURTAIN
    objects = table_objects(session, places, stage)
    wanted = touched_by(expects.scripted, expects.actor)
    return [(_free_point(objects, spot), hold) for spot in wanted]


def _free_point(objects: list[tuple[Spotlight, pygame.Rect]], spot: Spotlight) -> tuple[int, int]:
    """A point of `spot`'s touch area that no thing above it covers (its centre, where that is free)."""
    above: list[pygame.Rect] = []
    for candidate, rect in objects:
        if candidate == spot:
            points = [rect.center] + [(x, y) for y in range(rect.top + 1, rect.bottom, max(1, rect.height // 8))
                                      for x in range(rect.left + 1, rect.right, max(1, rect.width // 8))]
            return next((point for point in points if not any(other.collidepoint(point) for other in above)),
                        rect.center)
        above.append(rect)
    raise ValueError(f"{spot} is not on the table")
