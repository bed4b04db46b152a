"""The vote by pointing (DK19): everyone points at once, then one person enters who pointed at whom, and the count.

Entry: step to a suspect with the arrows, then tap every hand pointing at it; each living hand points at exactly
one suspect, so "Count" opens only when every living hand is entered. The votes go to the rules together, as cast at once.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from app.i18n import gui_key, t
from game.double_kill.actions import CastVote
from game.double_kill.hands import HandId, all_hands
from game.double_kill.views import PublicDay
from play.double_kill.session import DkScreen
from scenes.double_kill.common import DkPublicScene, HandPicker, PicksHands, hand_name, hands_text
from scenes.kit.public_common import draw_heading, draw_line, draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.double_kill.flow import DkFlow


THINK_SECONDS = 5.0  # 「所有存活的玩家思考五秒，然后投票」
COUNT_IN = 3  # "3, 2, 1", then everyone points at once


class VoteScene(PicksHands, DkPublicScene):
    """Before the entry, the rulebook's vote: five seconds to think, counted down, then "3, 2, 1" and everyone points
    at once (DK19); hands cannot be entered until then."""

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        self.countdown = THINK_SECONDS + COUNT_IN
        public = flow.public()
        day = public.days[-1]
        self.candidates: tuple[HandId, ...] = day.candidate_rounds[-1]
        self.vote_round = len(day.candidate_rounds)
        self.picker = HandPicker(public.players, public.alive)
        self.voters = [hand for hand in self.picker_hands() if self.picker.is_alive(hand)]
        self.current = 0
        self.pointing: dict[HandId, HandId] = {}
        self.prev_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None
        self.suspect_rect = pygame.Rect(0, 0, 1, 1)

    def picker_hands(self) -> list[HandId]:
        return list(all_hands(len(self.flow.names)))

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        gap = layout.gap_px(self.size)
        rest = self.build_action_button(ui, "dk.vote.count", body)
        touch = layout.min_touch_px(self.size)
        # One suspect at a time, stepped through with two arrows: however many hands were nominated, the row takes
        # one finger's height and the hands below keep the rest.
        row = pygame.Rect(rest.left, rest.top, rest.width, touch)
        self.prev_button = pygame_gui.elements.UIButton(pygame.Rect(row.left, row.top, touch, touch), gui_key("dk.vote.prev_suspect"), ui,
                                                        object_id=ObjectID(class_id="@choice_button", object_id="#dk_prev_suspect"))
        self.next_button = pygame_gui.elements.UIButton(pygame.Rect(row.right - touch, row.top, touch, touch), gui_key("dk.vote.next_suspect"),
                                                        ui, object_id=ObjectID(class_id="@choice_button", object_id="#dk_next_suspect"))
        self.suspect_rect = pygame.Rect(row.left + touch + gap, row.top, row.width - 2 * (touch + gap), touch)
        # The hint sits beside the Count button, in the row it leaves free.
        assert self.action_button is not None
        button = pygame.Rect(self.action_button.rect)
        self.hint_rect = pygame.Rect(rest.left, button.top, button.left - gap - rest.left, button.height)
        self.picker.lay_out(pygame.Rect(rest.left, row.bottom + gap // 2, rest.width, rest.bottom - row.bottom - gap // 2), self.size)
        self.refresh()

    def suspect_text(self) -> str:
        hand = self.candidates[self.current]
        count = sum(1 for target in self.pointing.values() if target == hand)
        return t("dk.vote.suspect", number=self.current + 1, of=len(self.candidates), hand=hand_name(self.flow.names, hand), count=count)

    def refresh(self) -> None:
        several = len(self.candidates) > 1
        for button in (self.prev_button, self.next_button):
            if button is not None:
                button.enable() if several else button.disable()
        if self.action_button is not None:
            self.action_button.enable() if self.complete() else self.action_button.disable()
        self.app.request_redraw()

    def complete(self) -> bool:
        return all(voter in self.pointing for voter in self.voters)

    def counting(self) -> bool:
        return self.countdown > 0

    def countdown_text(self) -> str:
        """"Think: 5" down to 1, then "3", "2", "1"."""
        left = math.ceil(self.countdown - 1e-9)
        if left > COUNT_IN:
            return t("dk.vote.think", seconds=left - COUNT_IN)
        return t("dk.vote.count_in", number=left)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.counting() and self.is_top():
            shown = self.countdown_text()
            self.countdown = max(0.0, self.countdown - dt)
            if not self.counting() or self.countdown_text() != shown:
                self.refresh()

    def is_animating(self) -> bool:
        return self.counting()

    def on_hand(self, hand: HandId) -> None:
        if not self.counting():
            self.enter(hand)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (self.prev_button, self.next_button):
            if self.counting():
                return True
            step = -1 if event.ui_element is self.prev_button else 1
            self.current = (self.current + step) % len(self.candidates)
            self.refresh()
            return True
        return super().on_gui_event(event)

    def enter(self, voter: HandId) -> None:
        """``voter`` points at the chosen suspect; a second tap takes it back."""
        suspect = self.candidates[self.current]
        if self.pointing.get(voter) == suspect:
            del self.pointing[voter]
        else:
            self.pointing[voter] = suspect
        self.refresh()

    def on_action(self) -> None:
        if not self.complete():
            return
        self.flow.session.apply_all([CastVote(voter, self.pointing[voter]) for voter in self.voters])
        self.flow.next_screen()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("dk.vote.title", round=self.vote_round), self.title_rect)
        suspect = hand_name(self.flow.names, self.candidates[self.current])
        missing = sum(1 for voter in self.voters if voter not in self.pointing)
        hint = t("dk.vote.hint", suspect=suspect, missing=missing)
        draw_panel(surface, self.suspect_rect)
        draw_line(surface, self.suspect_text(), self.suspect_rect.inflate(-layout.gap_px(self.size), -4),
                  layout.body_text_px(self.size) * 5 // 4, theme.colour("public_title"), role="heading", align="center")
        draw_panel(surface, self.hint_rect)  # the day sky is light: words need the panel under them
        draw_text_block(surface, hint, self.hint_rect.inflate(-layout.gap_px(self.size), -4), layout.body_text_px(self.size),
                        theme.colour("public_text"))
        badges = {voter: str(self.candidates.index(target) + 1) for voter, target in self.pointing.items()}
        current = [voter for voter, target in self.pointing.items() if target == self.candidates[self.current]]
        self.picker.draw(surface, self.size, current, badges)
        if self.counting():  # the hands wait under the countdown: nobody points before "1"
            draw_panel(surface, self.countdown_rect(), alpha=245)
            draw_heading(surface, self.countdown_text(), self.countdown_rect().inflate(-layout.gap_px(self.size), 0),
                         self.size, largest_px=layout.body_text_px(self.size) * 4)

    def countdown_rect(self) -> pygame.Rect:
        width, height = self.size[0] * 2 // 3, self.size[1] // 3
        return pygame.Rect((self.size[0] - width) // 2, (self.size[1] - height) // 2, width, height)


def sorted_tally(candidates: tuple[HandId, ...], votes: tuple[tuple[HandId, HandId], ...]) -> list[tuple[HandId, int, bool]]:
    """Each suspect of a vote round with its votes, most first (ties in speaking order, as the candidates go), and
    whether it had the most: the lynched, spared or tied hands come first."""
    counted = Counter(target for _, target in votes)
    most = max((counted.get(hand, 0) for hand in candidates), default=0)
    order = sorted(candidates, key=lambda hand: (-counted.get(hand, 0), candidates.index(hand)))
    return [(hand, counted.get(hand, 0), counted.get(hand, 0) == most) for hand in order]


class VerdictScene(DkPublicScene):
    """The count of the vote just cast: the outcome first (the lynch, the guarded hand spared, a tie, or the third
    tie: DK19, DK20), then every suspect's votes, most first, one entry per cell so that none is ever split."""

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
