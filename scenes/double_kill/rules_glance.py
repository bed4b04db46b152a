"""Double Kill's rules at a glance: this table's cards with their weights and what the weights make of a player,
the night's calls in order, who wins, and the day in brief, on one screen.

Public like the rulebook on the table: it reads the player count and the agreed role set only
(``game.double_kill.table_rules``), never a deal or a seat's view. Opened with :func:`open_dk_rules_at_a_glance`
from the setup and the day's screens (those that say ``offers_rules = True``), never from a curtain, a private
page or the night; Back returns to the screen as it was.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, theme
from program import i18n
from app.frames.layer_cache import LayerCache
from program.i18n import t
from scenes.kit.back_screen import BackScreen
from game.double_kill.config import RoleSet
from game.double_kill.roles import GOOD_ROLES, NIGHT_ORDER, Role
from game.double_kill.table_rules import CardLine, DkTableRules, dk_table_rules
from scenes.double_kill.common import role_name
from scenes.kit.both_sides import facing_like
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block
from scenes.kit.widgets.names import join_names

if TYPE_CHECKING:
    from app.app import App

PANELS = ("cards", "night", "win", "day")
CARD_ROWS_SHARE = 0.64  # of the cards panel below its heading: the rest explains the weights


def signed(weight: int) -> str:
    return f"+{weight}" if weight > 0 else f"\u2212{-weight}"  # a true minus sign reads better than a hyphen


def win_text(rules: DkTableRules) -> str:
    """DK13 for this set: the village's goal names the assassin only if it is dealt, the killers' second goal
    only the good roles dealt (A10, A11)."""
    village = t("dk.glance.win.village_assassin" if rules.role_set.assassin else "dk.glance.win.village")
    others = join_names([role_name(role) for role in (Role.VILLAGER, *NIGHT_ORDER)
                         if role in GOOD_ROLES and rules.role_set.has(role)])
    return village + "\n" + t("dk.glance.win.killers", others=others)


def night_lines(rules: DkTableRules) -> list[str]:
    return [t("dk.glance.night.call", number=number, what=t(f"dk.glance.night.{role.value}"))
            for number, role in enumerate(rules.night_calls(), start=1)]


def panel_rects(size: tuple[int, int], top: int) -> dict[str, pygame.Rect]:
    """Landscape: the cards, the night, then who wins over the day in a third column. Portrait: the cards and
    the night side by side above who wins and the day."""
    content = layout.content_rect(size)
    gap = layout.gap_px(size)
    body = pygame.Rect(content.left, top, content.width, content.bottom - top)
    if layout.is_portrait(size):
        upper_h = (body.height - gap) // 2
        cards_w, win_w = (body.width - gap) * 9 // 20, (body.width - gap) * 2 // 5
        lower_top = body.top + upper_h + gap
        lower_h = body.bottom - lower_top
        return {"cards": pygame.Rect(body.left, body.top, cards_w, upper_h),
                "night": pygame.Rect(body.left + cards_w + gap, body.top, body.width - cards_w - gap, upper_h),
                "win": pygame.Rect(body.left, lower_top, win_w, lower_h),
                "day": pygame.Rect(body.left + win_w + gap, lower_top, body.width - win_w - gap, lower_h)}
    cards_w, night_w = (body.width - 2 * gap) * 27 // 100, (body.width - 2 * gap) * 33 // 100
    right_left = body.left + cards_w + night_w + 2 * gap
    right = pygame.Rect(right_left, body.top, body.right - right_left, body.height)
    win_h = (right.height - gap) * 8 // 25
    return {"cards": pygame.Rect(body.left, body.top, cards_w, body.height),
            "night": pygame.Rect(body.left + cards_w + gap, body.top, night_w, body.height),
            "win": pygame.Rect(right.left, right.top, right.width, win_h),
            "day": pygame.Rect(right.left, right.top + win_h + gap, right.width, right.height - win_h - gap)}


class DkRulesGlanceScene(BackScreen):

    def __init__(self, app: "App", rules: DkTableRules) -> None:
        super().__init__(app)
        self.rules = rules
        self.back_rect, self.title_rect = layout.header_with_back(self.size)
        self._still = LayerCache()

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.back_rect, self.title_rect = layout.header_with_back(self.size)
        self.add_back_button(ui, self.back_rect, "glance.back", "#glance_back")


    # ----- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # Nothing here moves: everything under the Back button is one picture, painted once.
        self._still.blit(surface, (i18n.current_language(), self.size, self.rules), self.paint)

    def forget_pictures(self) -> None:
        self._still.clear()

    def panels(self) -> dict[str, pygame.Rect]:
        return panel_rects(self.size, self.back_rect.bottom + layout.gap_px(self.size))

    def paint(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        gap = layout.gap_px(self.size)
        draw_panel(surface, self.title_rect.inflate(gap, layout.scaled(6, self.size)))
        draw_line(surface, t("dk.glance.title", count=self.rules.player_count), self.title_rect.inflate(-gap, 0),
                  theme.font_px("@heading", self.size) * 3 // 4, theme.colour("public_title"), align="center")
        text_px = self.text_px()
        for name, rect in self.panels().items():
            draw_panel(surface, rect)
            heading, inner = self.panel_parts(rect)
            draw_line(surface, t(f"dk.glance.{name}.heading"), heading, theme.font_px("@setup_section", self.size),
                      theme.colour("public_title"))
            if name == "cards":
                self.paint_cards(surface, inner, text_px)
            else:
                text = {"night": lambda: "\n".join(night_lines(self.rules)) + "\n" + t("dk.glance.night.note"),
                        "win": lambda: win_text(self.rules),
                        "day": lambda: t("dk.glance.day.text", last_words=self.rules.last_words)}[name]()
                draw_text_block(surface, text, inner, text_px, theme.colour("public_text"), align="left")

    def text_px(self) -> int:
        return layout.body_text_px(self.size) * 9 // 8

    def panel_parts(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        pad = max(4, layout.gap_px(self.size) * 2 // 3)
        radius = max(6, min(rect.size) // 8)  # as draw_panel rounds its corners: the words keep clear of them
        inner = rect.inflate(-2 * max(pad, radius * 2 // 5), -2 * pad)
        heading_h = int(theme.font_px("@setup_section", self.size) * 1.4)
        return (pygame.Rect(inner.left, inner.top, inner.width, heading_h),
                pygame.Rect(inner.left, inner.top + heading_h + pad // 2, inner.width, inner.height - heading_h - pad // 2))

    def card_rows(self, area: pygame.Rect) -> list[tuple[CardLine, pygame.Rect]]:
        lines = self.rules.cards()
        rows_area = pygame.Rect(area.left, area.top, area.width, int(area.height * CARD_ROWS_SHARE))
        row_h = min(rows_area.height // len(lines), layout.scaled(78, self.size))
        return [(line, pygame.Rect(area.left, area.top + index * row_h, area.width, row_h)) for index, line in enumerate(lines)]

    def paint_cards(self, surface: pygame.Surface, area: pygame.Rect, text_px: int) -> None:
        """One row per role dealt: its name and how many are dealt, its weight at the right; below, what the weights
        decide (DK3)."""
        rows = self.card_rows(area)
        for line, row in rows:
            weight = pygame.Rect(row.right - row.height * 3 // 2, row.top, row.height * 3 // 2, row.height)
            draw_line(surface, signed(line.weight), weight, text_px * 5 // 4, theme.colour("public_title"), align="center")
            words = pygame.Rect(row.left, row.top, weight.left - row.left, row.height)
            draw_line(surface, t("dk.glance.cards.line", role=role_name(line.role), count=line.count), words,
                      text_px * 5 // 4, theme.colour("public_text"), role="body")
        below_top = rows[-1][1].bottom + layout.gap_px(self.size) // 2
        below = pygame.Rect(area.left, below_top, area.width, area.bottom - below_top)
        draw_text_block(surface, t("dk.glance.cards.sides"), below, text_px, theme.colour("public_dim"), align="left")


def open_dk_rules_at_a_glance(app: "App", player_count: int, role_set: RoleSet) -> DkRulesGlanceScene | None:
    """Show this table's rules over the current screen; Back returns to it. Refused (None, nothing shown) over a
    screen that does not offer it, as every curtain and private page: the privacy protocol leaves nothing on
    them to open."""
    top = app.scenes.top()
    if top is not None and (top.is_private or not top.offers_rules):
        return None
    scene = DkRulesGlanceScene(app, dk_table_rules(player_count, role_set))
    app.scenes.push(facing_like(top, scene), transition=True)
    return scene
