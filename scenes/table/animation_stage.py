"""One table animation playing on the table; tap to play it again (gallery frames are taken mid-way)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from program.i18n import t
from app.scene import Scene
from art.palette import seat_color
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from audio.sfx import SoundPlayer
from motion.animation import Animation
from motion.card_flip import CardFlipAnimation
from motion.celebration import CelebrationAnimation
from motion.cheese_taken import CheeseTakenAnimation
from motion.cup_peek import CupPeekAnimation
from motion.dice_roll import DiceRollAnimation
from motion.eyes import EyesAnimation
from motion.night_clock import NightClockAnimation
from motion.vote_pointers import VotePointersAnimation
from scenes.table.preview import seat_names, short_of

if TYPE_CHECKING:
    from app.app import App

SEATS = 6
WINNERS = (1, 3, 4)
VOTES = ((0, 3), (1, 3), (2, 5), (3, 1), (4, 3), (5, 3))


def stage_rect(layout: TableLayout, share: float) -> pygame.Rect:
    """A square in the middle of the table, `share` of the table's height."""
    side = int(layout.table.height * share)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (layout.table.centerx, layout.table.top + int(layout.table.height * 0.44))
    return rect


def _dice_roll(layout: TableLayout, reduced: bool) -> Animation:
    return DiceRollAnimation(stage_rect(layout, 0.42), seat_color(0), reduced)


def _cup_peek(layout: TableLayout, reduced: bool) -> Animation:
    return CupPeekAnimation(stage_rect(layout, 0.42), [5], seat_color(0), reduced)


def _cheese_taken(layout: TableLayout, reduced: bool) -> Animation:
    return CheeseTakenAnimation(layout.center_piece, layout.seats[2].mouse.center, reduced)


def _eyes(layout: TableLayout, reduced: bool) -> Animation:
    return EyesAnimation(layout.seats[0].mouse, 0, opening=True, reduced_motion=reduced)


def _card_flip(layout: TableLayout, reduced: bool) -> Animation:
    return CardFlipAnimation(stage_rect(layout, 0.6), "thief", t("table.card.thief"), reduced_motion=reduced)


def _night_clock(layout: TableLayout, reduced: bool) -> Animation:
    return NightClockAnimation(stage_rect(layout, 0.5), 2, 3, reduced)


def _vote_pointers(layout: TableLayout, reduced: bool) -> Animation:
    seats = layout.seats
    gap = layout.mouse_width * 0.45
    votes = [(voter, seats[voter].mouse.center, short_of(seats[voter].mouse.center, seats[suspect].mouse.center, gap)) for voter, suspect in VOTES]
    return VotePointersAnimation(votes, max(6, layout.mouse_width * 0.1), reduced)


def _celebration(layout: TableLayout, reduced: bool) -> Animation:
    winners = [(seat, layout.seats[seat].mouse) for seat in WINNERS]
    return CelebrationAnimation(layout.area, winners, seed=7, reduced_motion=reduced)


STAGES: dict[str, Callable[[TableLayout, bool], Animation]] = {
    "dice-roll": _dice_roll,
    "cup-peek": _cup_peek,
    "cheese-taken": _cheese_taken,
    "eyes": _eyes,
    "card-flip": _card_flip,
    "night-clock": _night_clock,
    "vote-pointers": _vote_pointers,
    "celebration": _celebration,
}
DAYTIME = {"card-flip", "vote-pointers", "celebration"}


class TableAnimationStage(Scene):
    uses_gui = False

    def __init__(self, app: "App", stage: str) -> None:
        super().__init__(app)
        if stage not in STAGES:
            raise ValueError(f"unknown animation stage {stage!r}")
        self.stage = stage
        self.variant = "day" if stage in DAYTIME else "night"
        self.sounds: SoundPlayer | None = None
        self.animation = self._new_animation()

    def _new_animation(self) -> Animation:
        return STAGES[self.stage](self.table_layout(), bool(self.app.settings.reduced_motion))

    def table_layout(self) -> TableLayout:
        return layout_table(self.size, SEATS)

    def restart(self) -> None:
        self.animation = self._new_animation()
        self.app.request_redraw()

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        elapsed = self.animation.elapsed
        self.animation = self._new_animation()
        self.animation.seek(elapsed)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.restart()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        cues = self.animation.update(dt)
        if cues:
            if self.sounds is None:
                self.sounds = SoundPlayer(self.app.settings.sound_volume)
            self.sounds.set_volume(self.app.settings.sound_volume)
            self.sounds.play_all(cues)

    def is_animating(self) -> bool:
        return not self.animation.done

    def draw_background(self, surface: pygame.Surface) -> None:
        layout = self.table_layout()
        hidden: tuple[int, ...] = ()
        if isinstance(self.animation, CelebrationAnimation):
            hidden = self.animation.seats
        elif isinstance(self.animation, EyesAnimation):
            hidden = (self.animation.seat,)
        cheese = None if self.stage in ("cheese-taken", "dice-roll", "cup-peek", "card-flip", "night-clock") else 0.0
        eyes = {seat: 1.0 for seat in range(SEATS)} if self.variant == "day" else None
        draw_seated_table(surface, layout, seat_names(SEATS), self.variant, eyes=eyes, cheese_taken=cheese, hidden_seats=hidden)
        self.animation.draw(surface)

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        # The whole screen replays the animation.
        return [("replay", pygame.Rect((0, 0), self.size))]
