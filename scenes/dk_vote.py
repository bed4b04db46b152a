"""The vote by pointing (DK19): everyone points at once, then one person enters who pointed at whom, and the count.

Entry: choose a suspect, then tap every hand pointing at it; each living hand points at exactly one suspect, so
"Count" opens only when every living hand is entered. The votes go to the rules together, as cast at once.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from app.i18n import t
from doublekill.actions import CastVote
from doublekill.hands import HandId
from driver.protocol import DemoWish, Gesture, Tap
from play.dk_session import DkScreen
from scenes.dk_common import DkPublicScene, HandPicker, hand_name, hands_text
from scenes.public_common import draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.dk_flow import DkFlow


class VoteScene(DkPublicScene):
    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        public = flow.public()
        day = public.days[-1]
        self.candidates: tuple[HandId, ...] = day.candidate_rounds[-1]
        self.vote_round = len(day.candidate_rounds)
        self.picker = HandPicker(public.players, public.alive)
        self.voters = [hand for hand in self.picker_hands() if self.picker.is_alive(hand)]
        self.current = 0
        self.pointing: dict[HandId, HandId] = {}
        self.suspect_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self._demo_aims: dict[HandId, int] | None = None

    def picker_hands(self) -> list[HandId]:
        from doublekill.hands import all_hands

        return list(all_hands(len(self.flow.names)))

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        gap = layout.gap_px(self.size)
        rest = self.build_action_button(ui, "dk.vote.count", body)
        touch = layout.min_touch_px(self.size)
        columns = min(len(self.candidates), 5)
        rows = (len(self.candidates) + columns - 1) // columns
        tabs = pygame.Rect(rest.left, rest.top, rest.width, rows * (touch + gap // 2))
        width = (tabs.width - (columns - 1) * (gap // 2)) // columns
        self.suspect_buttons = {}
        for index, cell in enumerate(layout.grid(tabs, len(self.candidates), columns, (width, touch), gap // 2)):
            button = pygame_gui.elements.UIButton(cell, self._tab_text(index), ui,
                                                  object_id=ObjectID(class_id="@choice_button", object_id=f"#dk_suspect_{index}"))
            self.suspect_buttons[button] = index
        self.hint_rect = pygame.Rect(rest.left, tabs.bottom, rest.width, layout.scaled(44, self.size))
        self.picker.lay_out(pygame.Rect(rest.left, self.hint_rect.bottom, rest.width, rest.bottom - self.hint_rect.bottom), self.size)
        self.refresh()

    def _tab_text(self, index: int) -> str:
        hand = self.candidates[index]
        count = sum(1 for target in self.pointing.values() if target == hand)
        return f"{index + 1}. {hand_name(self.flow.names, hand)} ({count})"

    def refresh(self) -> None:
        for button, index in self.suspect_buttons.items():
            button.set_text(self._tab_text(index))
            button.select() if index == self.current else button.unselect()
        if self.action_button is not None:
            self.action_button.enable() if self.complete() else self.action_button.disable()
        self.app.request_redraw()

    def complete(self) -> bool:
        return all(voter in self.pointing for voter in self.voters)

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().touch_targets() + self.picker.targets()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            hand = self.picker.hand_at(event.pos)
            if hand is not None:
                self.enter(hand)
                return True
        return False

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.suspect_buttons:
            self.current = self.suspect_buttons[event.ui_element]
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
        draw_text_block(surface, hint, self.hint_rect, layout.body_text_px(self.size), theme.colour("public_text"))
        badges = {voter: str(self.candidates.index(target) + 1) for voter, target in self.pointing.items()}
        current = [voter for voter, target in self.pointing.items() if target == self.candidates[self.current]]
        self.picker.draw(surface, self.size, current, badges)

    def demo_plan(self, rng: random.Random, wish: DemoWish) -> list[Gesture]:
        """As the person entering the vote does: choose a suspect, tap every hand pointing at it, then the next."""
        waiting = [voter for voter in self.voters if voter not in self.pointing]
        if not waiting:
            return self.tap_action()
        if self._demo_aims is None:
            self._demo_aims = {voter: rng.randrange(len(self.candidates)) for voter in self.voters}
        here = [voter for voter in waiting if self._demo_aims[voter] == self.current]
        if here:
            return [Tap(self.picker.boxes[voter].center) for voter in here]
        wanted = self._demo_aims[waiting[0]]
        button = next(button for button, index in self.suspect_buttons.items() if index == wanted)
        return [Tap(pygame.Rect(button.rect).center)]


class VerdictScene(DkPublicScene):
    """The count of the vote just cast: the lynch, the guarded hand spared, a tie, or the third tie (DK19, DK20)."""

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        self.text_area = self.build_action_button(ui, "dk.day.continue", body)

    def on_action(self) -> None:
        public = self.shown
        self.flow.session.verdicts_seen = sum(len(day.vote_rounds) for day in public.days)
        self.flow.next_screen()

    def lines(self) -> list[str]:
        public = self.shown
        names = public.players
        day = next(day for day in reversed(public.days) if day.vote_rounds)
        index = len(day.vote_rounds) - 1
        counted = Counter(target for _, target in day.vote_rounds[index])
        tally = ", ".join(f"{hand_name(names, hand)}: {counted.get(hand, 0)}" for hand in day.candidate_rounds[index])
        lines = [t("dk.verdict.tally", tally=tally)]
        if len(day.candidate_rounds) > len(day.vote_rounds):
            tied = day.candidate_rounds[index + 1]
            lines.append(t("dk.verdict.tie_first" if index == 0 else "dk.verdict.tie_second", hands=hands_text(names, tied)))
        elif day.deadlock:
            lines.append(t("dk.verdict.deadlock"))
        elif day.immune is not None:
            lines.append(t("dk.verdict.immune", hand=hand_name(names, day.immune)))
        elif day.lynched is not None:
            lines.append(t("dk.verdict.lynched", hand=hand_name(names, day.lynched)))
        return lines

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, t("dk.verdict.title"), self.title_rect)
        draw_panel(surface, self.text_area)
        draw_text_block(surface, "\n\n".join(self.lines()), self.text_area.inflate(-40, -40),
                        layout.body_text_px(self.size) * 3 // 2, theme.colour("public_text"))


def register_screens(register) -> None:
    register(DkScreen.VOTE, VoteScene)
    register(DkScreen.VERDICT, VerdictScene)
