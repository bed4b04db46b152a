"""The end of a Double Kill game: every hand turned over with the winners (DK14), then the judge's account of every
night and day."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from scenes.double_kill.cards import CARD_ASPECT
from game.double_kill.account import Seat, Sentence
from game.double_kill.hands import HandId, hands_of
from game.double_kill.roles import Role, Team
from game.double_kill.state import WinReason
from play.double_kill.session import DkScreen, game_account
from scenes.double_kill.common import DkPublicScene, hand_name, role_name
from scenes.double_kill.turns import draw_hand_card
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block
from scenes.kit.widgets.names import join_names

if TYPE_CHECKING:
    from scenes.double_kill.flow import DkFlow


def reason_text(reason: WinReason, role_set: dict[str, int]) -> str:
    """Why the game ended; "every killer is dead" names the assassin only at a table that dealt one."""
    if reason is WinReason.KILLERS_DEAD and not role_set.get("assassin"):
        return t("dk.end.reason.killers_dead_no_assassin")
    return t(f"dk.end.reason.{reason.value}")


class EndScene(DkPublicScene):
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        rest = self.build_action_button(ui, "dk.end.replay", body)
        gap = layout.gap_px(self.size)
        self.result_rect = pygame.Rect(rest.left, rest.top, rest.width, layout.scaled(90, self.size))
        self.grid_rect = pygame.Rect(rest.left, self.result_rect.bottom + gap, rest.width, rest.bottom - self.result_rect.bottom - gap)

    def on_action(self) -> None:
        self.flow.session.replay_opened()
        self.flow.next_screen()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        public = self.shown
        reveal = public.reveal
        assert reveal is not None and public.winner is not None and public.win_reason is not None
        self.draw_title(surface, t(f"dk.end.winner.{public.winner.value}"), self.title_rect)
        winners = join_names([public.players[seat] for seat in public.winners or ()])
        # Two sentences, set apart as the language sets sentences (Chinese puts no space after its full stop).
        text = t("dk.end.result", reason=reason_text(public.win_reason, public.role_set),
                 winners=t("dk.end.winners", names=winners))
        draw_panel(surface, self.result_rect)  # the day sky is light: words need the panel under them
        draw_text_block(surface, text, self.result_rect.inflate(-layout.gap_px(self.size), -4), layout.body_text_px(self.size),
                        theme.colour("public_text"))
        dead = {hand for hand, _, _ in reveal.deaths}
        count = public.player_count
        columns = 5 if count > 12 else 4
        rows = (count + columns - 1) // columns
        gap = layout.gap_px(self.size) // 2
        cell_w = (self.grid_rect.width - (columns - 1) * gap) // columns
        cell_h = (self.grid_rect.height - (rows - 1) * gap) // rows
        for seat, cell in enumerate(layout.grid(self.grid_rect, count, columns, (cell_w, cell_h), gap)):
            won = seat in (public.winners or ())
            draw_panel(surface, cell, alpha=235 if won else 170)
            name_h = max(layout.scaled(30, self.size), cell.height // 4)
            team = t(f"dk.team.{reveal.teams[seat].value}")
            draw_line(surface, t("dk.end.seat_team", name=public.players[seat], team=team), pygame.Rect(cell.left + 6, cell.top, cell.width - 12, name_h),
                      layout.body_text_px(self.size), theme.colour("public_title" if won else "public_dim"), role="body")
            # Cards as wide as the cell allows, lying down if need be: the role names must read across the table.
            card_h = cell.height - name_h - gap
            card_w = (cell.width - 3 * gap) // 2
            for index, hand in enumerate(hands_of(seat)):
                box = pygame.Rect(0, 0, card_w, min(card_h, int(card_w * CARD_ASPECT)))
                box.midtop = (cell.centerx + (index * 2 - 1) * (card_w + gap) // 2, cell.top + name_h)
                corner = t("dk.hand.short_left" if index == 0 else "dk.hand.short_right")
                if hand in dead:
                    corner += " †"
                draw_hand_card(surface, box, role_name(reveal.hands[seat][index]), corner, dead=hand in dead)


class NightReplayScene(DkPublicScene):
    """The judge's account of the game, one page per night and per day: who chose what, what happened and why
    (``game.double_kill.account``), every sentence worked out from the engine's log."""

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        self.story = game_account(flow.session)
        self.page = 0
        self.prev_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        rest = self.build_action_button(ui, "dk.end.title", body)
        gap = layout.gap_px(self.size)
        button_h = layout.button_height(self.size)
        # Beside the main button where there is room for both at their width ("Nuit précédente"), else on a row of
        # their own above it (in portrait the two overlapped it).
        wanted = layout.scaled(280, self.size)
        assert self.action_button is not None  # built just above
        action = pygame.Rect(self.action_button.rect)
        row = pygame.Rect(rest.left, action.top, action.left - rest.left - gap, button_h)
        if 2 * wanted + gap > row.width:
            row = pygame.Rect(rest.left, rest.bottom - button_h, rest.width, button_h)
            rest = pygame.Rect(rest.left, rest.top, rest.width, row.top - rest.top - gap)
        width = min(wanted, (row.width - gap) // 2)
        self.prev_button = pygame_gui.elements.UIButton(pygame.Rect(row.left, row.top, width, button_h), gui_key("dk.replay.prev"), ui,
                                                        object_id=ObjectID(class_id="@secondary_button", object_id="#dk_prev"))
        self.next_button = pygame_gui.elements.UIButton(pygame.Rect(row.left + width + gap, row.top, width, button_h),
                                                        gui_key("dk.replay.next"), ui,
                                                        object_id=ObjectID(class_id="@secondary_button", object_id="#dk_next_night"))
        self.text_area = rest
        self.refresh()

    def refresh(self) -> None:
        if self.prev_button is not None and self.next_button is not None:
            self.prev_button.enable() if self.page > 0 else self.prev_button.disable()
            self.next_button.enable() if self.page + 1 < len(self.story) else self.next_button.disable()
        self.app.request_redraw()

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (self.prev_button, self.next_button):
            step = -1 if event.ui_element is self.prev_button else 1
            self.page = max(0, min(len(self.story) - 1, self.page + step))
            self.refresh()
            return True
        return super().on_gui_event(event)

    def on_action(self) -> None:
        self.flow.leave()

    def lines(self) -> list[str]:
        if not self.story:
            return [t("dk.replay.none")]
        return [self.sentence(sentence) for sentence in self.story[self.page].sentences]

    def sentence(self, sentence: Sentence) -> str:
        return t(f"dk.account.{sentence.key}", **{name: self._words(value) for name, value in sentence.values.items()})

    def _words(self, value: object) -> str:
        names = self.flow.names
        if isinstance(value, HandId):
            return hand_name(names, value)
        if isinstance(value, Seat):
            return names[value.seat]
        if isinstance(value, Role):
            return role_name(value)
        if isinstance(value, Team):
            return t(f"dk.end.winner.{value.value}")
        if isinstance(value, WinReason):
            return reason_text(value, self.shown.role_set)
        if isinstance(value, tuple) and value and isinstance(value[0], tuple):  # a vote's tally: (hand, votes)
            return t("common.list_separator").join(t("dk.verdict.tally_entry", hand=hand_name(names, hand), count=count)
                                                   for hand, count in value)
        if isinstance(value, tuple):
            return join_names([self._words(item) for item in value])
        return str(value)

    def title(self) -> str:
        if not self.story:
            return t("dk.end.replay")
        chapter = self.story[self.page]
        return t(f"dk.account.{chapter.kind}_title", round=chapter.round)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.title(), self.title_rect)
        draw_panel(surface, self.text_area)
        draw_text_block(surface, "\n".join(self.lines()), self.text_area.inflate(-40, -40),
                        layout.body_text_px(self.size) * 5 // 4, theme.colour("public_text"), align="left")


def register_screens(register) -> None:
    register(DkScreen.END, EndScene)
    register(DkScreen.REPLAY, NightReplayScene)
