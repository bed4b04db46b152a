"""The vote by pointing (DK19): everyone points at once, then one person enters how many hands point at each
suspect on a number pad, and the count.

Entry: a digit enters the selected suspect's count and moves to the next suspect ("+10" first for ten more); a tap
on a suspect selects it. Untouched suspects count 0, and "Count the votes" opens when the counts add up to the
living hands (``play.double_kill.vote_counts``). The votes go to the rules together, as cast at once.
"""
from __future__ import annotations

import math
from collections import Counter
from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from game.double_kill.hands import HandId, Side, all_hands
from game.double_kill.views import PublicDay
from play.double_kill.session import DkScreen
from play.double_kill.vote_counts import TEN, CountEntry, votes_from_counts
from scenes.double_kill.common import DrawsOnlyWhenChanged, hand_name, hands_text
from scenes.double_kill.rules_offer import DkRulesOfferingScene
from scenes.double_kill.turns import suspect_cells
from scenes.kit.public_common import draw_heading, draw_line, draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.double_kill.flow import DkFlow


THINK_SECONDS = 5.0  # 「所有存活的玩家思考五秒，然后投票」
COUNT_IN = 3  # "3, 2, 1", then everyone points at once
PAD_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "ten", "0", "clear")  # three across, four down
PAD_COLUMNS = 3


class VoteScene(DrawsOnlyWhenChanged, DkRulesOfferingScene):
    """Before the entry, the rulebook's vote: five seconds to think, counted down, then "3, 2, 1" and everyone points
    at once (DK19); nothing can be entered until then."""

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        self.countdown = THINK_SECONDS + COUNT_IN
        public = flow.public()
        day = public.days[-1]
        self.candidates: tuple[HandId, ...] = day.candidate_rounds[-1]
        self.vote_round = len(day.candidate_rounds)
        self.voters: tuple[HandId, ...] = tuple(hand for hand in all_hands(public.player_count)
                                                if public.alive[hand.seat][0 if hand.side is Side.LEFT else 1])
        self.entry = CountEntry(len(self.candidates), len(self.voters))
        self.cells: list[pygame.Rect] = []
        self.keys: dict[pygame_gui.elements.UIButton, str] = {}
        self._keys_to_build: list[tuple[pygame.Rect, str]] = []
        self.status_rect = pygame.Rect(0, 0, 1, 1)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        gap = layout.gap_px(self.size)
        rest = self.build_action_button(ui, "dk.vote.count", body)
        assert self.action_button is not None
        count_rect = pygame.Rect(self.action_button.rect)
        self.status_rect = pygame.Rect(rest.left, count_rect.top, count_rect.left - gap - rest.left, count_rect.height)
        suspects, pad = layout.split_for_orientation(rest, 0.62)
        touch = layout.min_touch_px(self.size)
        self.cells = suspect_cells(suspects.inflate(-gap // 2, 0), len(self.candidates), layout.scaled(96, self.size), touch, gap // 2)
        pad = pad.inflate(-gap, 0) if not layout.is_portrait(self.size) else pad
        key_w = min((pad.width - 2 * gap // 2) // 3, layout.scaled(170, self.size))
        key_h = min((pad.height - 3 * gap // 2) // 4, layout.scaled(110, self.size))
        self.keys = {}
        self._keys_to_build = list(zip(layout.grid(pad, len(PAD_KEYS), PAD_COLUMNS, (key_w, max(touch, key_h)), gap // 2), PAD_KEYS))
        self.refresh()

    def _build_keys(self, count: int) -> None:
        """The next ``count`` keys of the pad. The fade that opens the vote builds them a key a step, as many a
        frame as its budget leaves room for, before it shows the screen (built with the rest in the tap's step, they
        made it 13-16 ms; a row of three a step, 5-6 ms); a screen shown without a fade builds them all before its
        first frame."""
        if self.ui is None:
            return
        for rect, name in self._keys_to_build[:count]:
            label = name if name.isdigit() else gui_key(f"dk.vote.key_{name}")
            key = pygame_gui.elements.UIButton(rect, label, self.ui, object_id=ObjectID(class_id="@choice_button", object_id=f"#dk_key_{name}"))
            self.keys[key] = name
        del self._keys_to_build[:count]

    def _build_every_key(self) -> bool:
        if not self._keys_to_build or self.ui is None:
            return False
        self._build_keys(len(self._keys_to_build))
        return True

    def prepare_steps(self) -> list[Callable[[], object]]:
        return [partial(self._build_keys, 1) for _ in self._keys_to_build] + super().prepare_steps()

    def draw(self, surface: pygame.Surface) -> None:
        if self._build_every_key() and self.ui is not None:
            self.ui.update(0.0)  # new widgets show from their first update
        super().draw(surface)

    def refresh(self) -> None:
        if self.action_button is not None:
            self.action_button.enable() if self.entry.complete() and not self.counting() else self.action_button.disable()
        self.app.request_redraw()

    def complete(self) -> bool:
        return self.entry.complete()

    def counting(self) -> bool:
        return self.countdown > 0

    def countdown_text(self) -> str:
        """"Think: 5" down to 1, then "3", "2", "1"."""
        left = math.ceil(self.countdown - 1e-9)
        if left > COUNT_IN:
            return t("dk.vote.think", seconds=left - COUNT_IN)
        return t("dk.vote.count_in", number=left)

    def update(self, dt: float) -> None:
        if self.app.scenes.fade is None:  # shown without a fade, or a fade cut short: the pad at once
            self._build_every_key()
        super().update(dt)
        if self.counting() and self.is_top():
            shown = self.countdown_text()
            self.countdown = max(0.0, self.countdown - dt)
            if not self.counting() or self.countdown_text() != shown:
                self.refresh()

    def is_animating(self) -> bool:
        return self.counting()

    def shows(self) -> object:
        """The countdown's words, the entry and the pad's keys built so far: the picture changes with nothing else."""
        entry = self.entry
        return (self.countdown_text() if self.counting() else None, tuple(entry.counts), entry.current, entry.tens,
                tuple(sorted(entry.entered)), entry.complete(), len(self.keys))

    # ----- input --------------------------------------------------------------------------------------------
    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        self._build_every_key()
        return super().touch_targets() + [(f"suspect_{index}", pygame.Rect(cell)) for index, cell in enumerate(self.cells)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and not self.counting():
            index = next((index for index, cell in enumerate(self.cells) if cell.collidepoint(event.pos)), None)
            if index is not None:
                self.entry.select(index)
                self.refresh()
                return True
        return False

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.keys:
            if not self.counting():
                self.press_key(self.keys[event.ui_element])
            return True
        return super().on_gui_event(event)

    def press_key(self, name: str) -> None:
        if name.isdigit():
            self.entry.digit(int(name))
        elif name == "ten":
            self.entry.add_ten()
        else:
            self.entry.clear()
        self.refresh()

    def on_action(self) -> None:
        if not self.complete():
            return
        self.flow.session.apply_all(votes_from_counts(self.voters, self.candidates, tuple(self.entry.counts)))
        self.flow.next_screen()

    # ----- drawing ------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        entry = self.entry
        if entry.left > 0:
            return t("dk.vote.entered_left", entered=entry.total, living=entry.living, left=entry.left)
        if entry.left < 0:
            return t("dk.vote.entered_over", entered=entry.total, living=entry.living, over=-entry.left)
        return t("dk.vote.entered_all", living=entry.living)

    def count_text(self, index: int) -> str:
        if index == self.entry.current and self.entry.tens:
            return t("dk.vote.tens_pending", tens=self.entry.tens * TEN)
        return str(self.entry.counts[index])

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("dk.vote.title", round=self.vote_round), self.title_rect)
        body_px = layout.body_text_px(self.size)
        names = self.flow.names
        for index, (hand, cell) in enumerate(zip(self.candidates, self.cells)):
            chosen = index == self.entry.current
            draw_panel(surface, cell, alpha=245 if chosen else 200)
            if chosen:
                pygame.draw.rect(surface, theme.colour("public_highlight"), cell, width=max(3, cell.height // 16),
                                 border_radius=max(6, min(cell.size) // 8))
            number = pygame.Rect(cell.right - cell.height * 5 // 4, cell.top, cell.height * 5 // 4, cell.height)
            words = pygame.Rect(cell.left + layout.gap_px(self.size) // 2, cell.top, number.left - cell.left - layout.gap_px(self.size) // 2,
                                cell.height)
            draw_line(surface, hand_name(names, hand), words, body_px, theme.colour("public_text"), role="body")
            entered = index in self.entry.entered or (chosen and self.entry.tens > 0)
            draw_line(surface, self.count_text(index), number.inflate(-4, -cell.height // 5), body_px * 2,
                      theme.colour("public_title" if entered else "public_dim"), role="heading", align="center")
        error = self.entry.left < 0
        draw_panel(surface, self.status_rect)  # the day sky is light: words need the panel under them
        draw_text_block(surface, self.status_text(), self.status_rect.inflate(-layout.gap_px(self.size), -4), body_px,
                        theme.colour("public_error" if error else "public_text"))
        if self.counting():  # the entry waits under the countdown: nobody points before "1"
            draw_panel(surface, self.countdown_rect(), alpha=245)
            draw_heading(surface, self.countdown_text(), self.countdown_rect().inflate(-layout.gap_px(self.size), 0),
                         self.size, largest_px=layout.body_text_px(self.size) * 4)

    def countdown_rect(self) -> pygame.Rect:
        width, height = self.size[0] * 2 // 3, self.size[1] // 3
        return pygame.Rect((self.size[0] - width) // 2, (self.size[1] - height) // 2, width, height)

    def key_rect(self, name: str) -> pygame.Rect:
        """Where the pad's key ``name`` is (a digit, or "ten")."""
        self._build_every_key()
        return next(pygame.Rect(button.rect) for button, key in self.keys.items() if key == name)


def sorted_tally(candidates: tuple[HandId, ...], votes: tuple[tuple[HandId, HandId], ...]) -> list[tuple[HandId, int, bool]]:
    """Each suspect of a vote round with its votes, most first (ties in speaking order, as the candidates go), and
    whether it had the most: the lynched, spared or tied hands come first."""
    counted = Counter(target for _, target in votes)
    most = max((counted.get(hand, 0) for hand in candidates), default=0)
    order = sorted(candidates, key=lambda hand: (-counted.get(hand, 0), candidates.index(hand)))
    return [(hand, counted.get(hand, 0), counted.get(hand, 0) == most) for hand in order]


class VerdictScene(DrawsOnlyWhenChanged, DkRulesOfferingScene):
    """The count of the vote just cast: the outcome first (the lynch, the guarded hand spared, a tie, or the third
    tie: DK19, DK20), then every suspect's votes, most first, one entry per cell so that none is ever split."""

    widgets_in_fade = True

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        self.text_area = self.build_action_button(ui, "dk.day.continue", body)

    def on_action(self) -> None:
        public = self.shown
        self.flow.session.verdicts_shown(sum(len(day.vote_rounds) for day in public.days))
        self.flow.next_screen()

    def _counted_day(self) -> PublicDay:
        return next(day for day in reversed(self.shown.days) if day.vote_rounds)

    def tally(self) -> list[tuple[HandId, int, bool]]:
        day = self._counted_day()
        index = len(day.vote_rounds) - 1
        return sorted_tally(day.candidate_rounds[index], day.vote_rounds[index])

    def outcome(self) -> str:
        names = self.shown.players
        day = self._counted_day()
        index = len(day.vote_rounds) - 1
        if len(day.candidate_rounds) > len(day.vote_rounds):
            tied = day.candidate_rounds[index + 1]
            return t("dk.verdict.tie_first" if index == 0 else "dk.verdict.tie_second", hands=hands_text(names, tied))
        if day.deadlock:
            return t("dk.verdict.deadlock")
        if day.immune is not None:
            return t("dk.verdict.immune", hand=hand_name(names, day.immune))
        assert day.lynched is not None
        return t("dk.verdict.lynched", hand=hand_name(names, day.lynched))

    def lines(self) -> list[str]:
        """The outcome, then one line per suspect, as the screen shows them."""
        names = self.shown.players
        return [self.outcome()] + [t("dk.verdict.tally_entry", hand=hand_name(names, hand), count=count)
                                   for hand, count, _ in self.tally()]

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The outcome's lines, the tally's heading and the tally, top to bottom in the panel."""
        inner = self.text_area.inflate(-40, -40)
        body_px = layout.body_text_px(self.size)
        outcome = pygame.Rect(inner.left, inner.top, inner.width, body_px * 4)
        heading = pygame.Rect(inner.left, outcome.bottom, inner.width, body_px * 2)
        return outcome, heading, pygame.Rect(inner.left, heading.bottom, inner.width, inner.bottom - heading.bottom)

    def tally_cells(self, area: pygame.Rect, count: int) -> list[pygame.Rect]:
        """One cell per suspect, filled column by column: as few columns as fit (at most four) and rows as tall as
        the area allows, so that forty suspects (every hand of twenty players) still fit."""
        gap = layout.gap_px(self.size)
        pitch = max(layout.min_touch_px(self.size) * 3 // 4, layout.body_text_px(self.size) * 2) + gap // 2
        columns = max(1, min(4, -(-count // max(1, area.height // pitch))))
        rows = max(1, -(-count // columns))
        pitch = min(pitch, area.height // rows)
        width = (area.width - (columns - 1) * gap) // columns
        return [pygame.Rect(area.left + (index // rows) * (width + gap), area.top + (index % rows) * pitch, width, pitch - gap // 4)
                for index in range(count)]

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("dk.verdict.title"), self.title_rect)
        draw_panel(surface, self.text_area)
        outcome, heading, area = self.areas()
        body_px = layout.body_text_px(self.size)
        draw_text_block(surface, self.outcome(), outcome, body_px * 3 // 2, theme.colour("public_title"))
        draw_line(surface, t("dk.verdict.tally_heading"), heading, body_px, theme.colour("public_dim"), role="body")
        names = self.shown.players
        entries = self.tally()
        for (hand, count, top), cell in zip(entries, self.tally_cells(area, len(entries))):
            text = t("dk.verdict.tally_entry", hand=hand_name(names, hand), count=count)
            draw_line(surface, text, cell, body_px * 5 // 4, theme.colour("public_title" if top else "public_text"), role="body")


def register_screens(register) -> None:
    register(DkScreen.VOTE, VoteScene)
    register(DkScreen.VERDICT, VerdictScene)
