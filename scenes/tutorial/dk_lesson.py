"""Learn Double Kill in two minutes: the tutorial's step screen for the lesson `tutorial.chapters.double_kill`.

The same machinery as Cheese Thief's tutorial (its session, step k of n, Next, Back, Replay, Exit, the spoken
sentence and its mute button), on a screen of its own: the lesson plays no Cheese Thief game, so beside the
words it draws the step's picture (two cards, the weights, the night's calls, the speaking order round a table,
the vote, the two sides). One step asks which side a killer and a villager make; Next opens once the learner has
tapped the right one. Opened from Double Kill's setup (route ``dk_lesson``); the last Next, or Exit, goes back
there. It keeps no place on disk: it is short, and the Cheese Thief tutorial's saved place stays as it was.
"""
from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from program import i18n
from program.i18n import gui_key, t
from art.symbols import draw_seat_symbol
from game.double_kill.roles import JUSTICE_WEIGHT, NIGHT_ORDER, Role, Team
from scenes.double_kill.cards import CARD_ASPECT
from scenes.double_kill.common import role_name
from scenes.double_kill.turns import draw_hand_card
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block
from scenes.tutorial.base import TutorialScreen
from scenes.tutorial.flow import TutorialFlow
from scenes.tutorial.text_size import text_px
from storage.tutorial_record import TutorialRecord
from tutorial.chapters import double_kill as lesson
from tutorial.plan import ChapterSteps
from tutorial.session import TutorialSession
from tutorial.table import DEFAULT_TABLE
from tutorial.texts import Text, default_names

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

ROUND_TABLE_SEATS = 8  # the speaking order is shown round a table of eight
DEAD_SEAT = 3


class DkLessonSession(TutorialSession):
    """The tutorial's session over the lesson's steps: step k of n, Next and Back as in any chapter."""

    @property
    def chapter_steps(self) -> ChapterSteps:
        return ChapterSteps(lesson.ID, lesson.steps(), None)


def lesson_session(step_index: int = 0) -> DkLessonSession:
    return DkLessonSession(DEFAULT_TABLE, (lesson.ID,), lesson.ID, step_index=step_index)


class DkLessonFlow(TutorialFlow):
    """The tutorial's flow for the lesson alone: its one screen, no place saved, no learning record; the end of the
    lesson leaves for where it was opened."""

    def __init__(self, app: "App", persist: bool = True) -> None:
        super().__init__(app, lesson_session(), None, persist)
        self.record = TutorialRecord(enabled=False)

    def screen_kind(self, session: TutorialSession) -> str:
        return "lesson"

    def scene_for(self, session: TutorialSession) -> "Scene":
        return DkLessonScene(self)

    def change(self, session: TutorialSession) -> None:
        if session.finished:
            self.exit()
            return
        super().change(session)

    def keep(self) -> None:
        """The lesson is two minutes long: nothing to resume, and the Cheese Thief tutorial's place is left alone."""


class DkLessonScene(TutorialScreen):
    def __init__(self, flow: DkLessonFlow) -> None:
        super().__init__(flow)
        self.picture_rect = pygame.Rect(0, 0, 1, 1)
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.chosen: Team | None = None  # the side tapped at the question step
        self._said: str | None = None

    @property
    def session(self) -> TutorialSession:
        return self.tutorial.session

    @property
    def picture(self) -> str:
        return lesson.PICTURES[self.session.step.name]

    # ----- layout ------------------------------------------------------------------------------------------
    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        portrait = layout.is_portrait(size)
        picture, side = layout.split_for_orientation(content, 0.5 if portrait else 0.58)
        side = side.inflate(0, -gap).move(0, gap // 2) if portrait else side.inflate(-gap, 0).move(gap // 2, 0)
        self.picture_rect = picture
        button_h = layout.button_height(size)
        rows = [pygame.Rect(side.left, side.bottom - (index + 1) * button_h - index * gap, side.width, button_h)
                for index in range(2)]
        self.add_button(ui, rows[0], "tutorial.nav.next", "next", self.go_next, "@primary_button")
        back, replay, leave = layout.stack_horizontal(rows[1], 3, (side.width - 2 * gap) // 3, gap)
        self.add_button(ui, back, "tutorial.nav.back", "back", self.go_back_a_step)
        self.add_button(ui, replay, "tutorial.nav.replay", "replay", self.replay)
        self.add_button(ui, leave, "tutorial.nav.exit", "exit", self.tutorial.exit)
        heading_h = max(layout.min_touch_px(size), int(theme.font_px("@heading", size) * 1.6))
        voice_w = max(layout.min_touch_px(size), (side.width - gap) // 3)
        voice = pygame.Rect(side.right - voice_w, side.top, voice_w, heading_h)
        self.add_button(ui, voice, self.voice_key(), "voice", self.toggle_voice)
        self.title_rect = pygame.Rect(side.left, side.top, voice.left - gap - side.left, heading_h)
        panel_top = self.title_rect.bottom + gap // 2
        self.panel_rect = pygame.Rect(side.left, panel_top, side.width, rows[1].top - gap - panel_top)
        if self.picture == "question":
            self._build_question(ui)

    def _build_question(self, ui: pygame_gui.UIManager) -> None:
        gap = layout.gap_px(self.size)
        area = self.picture_rect
        button_h = layout.button_height(self.size)
        width = min((area.width - 3 * gap) // 2, layout.scaled(260, self.size))
        top = area.bottom - button_h - gap
        left = area.centerx - width - gap // 2
        for index, team in enumerate((Team.VILLAGE, Team.KILLERS)):
            rect = pygame.Rect(left + index * (width + gap), top, width, button_h)
            self.add_button(ui, rect, f"dk.lesson.pick_{team.value}", f"pick_{team.value}", partial(self.pick, team),
                            "@choice_button")

    # ----- the session -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        next_button = self.buttons.get("next")
        if next_button is not None:
            next_button.enable() if self.may_go_on() else next_button.disable()
        back_button = self.buttons.get("back")
        if back_button is not None:
            back_button.enable() if self.session.step_index > 0 else back_button.disable()
        self.speak()
        super().refresh()

    def may_go_on(self) -> bool:
        return self.picture != "question" or self.chosen is lesson.SIDE_QUESTION.answer

    def pick(self, team: Team) -> None:
        self.chosen = team
        self.tutorial.say(self.words(lesson.side_answer_text(team)))
        self.refresh()

    def go_next(self) -> None:
        if self.may_go_on():
            self._move(self.session.next())

    def go_back_a_step(self) -> None:
        self._move(self.session.back())

    def _move(self, session: TutorialSession) -> None:
        """Another step: its picture may need other buttons, so the screen is built again."""
        self.chosen = None
        self.tutorial.change(session)
        if self.tutorial.session is session and not session.finished:
            self.rebuild_ui()

    def replay(self) -> None:
        self._said = None
        self.chosen = None
        self.refresh()

    def speak(self) -> None:
        uid = self.session.step.uid
        if self._said != uid:
            self._said = uid
            self.tutorial.say(self.words(self.session.step.text))

    def on_exit(self) -> None:
        self.tutorial.quiet()
        super().on_exit()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go_next()
            return True
        if event.key == pygame.K_LEFT:
            self.go_back_a_step()
            return True
        return super().on_key(event)

    # ----- drawing -----------------------------------------------------------------------------------------
    def heading_text(self) -> str:
        step, steps = self.session.progress
        title = self.words(Text.of("dk.lesson.title"))
        return self.words(Text.of("tutorial.nav.title_progress", title=title, step=step, steps=steps))

    def feedback(self) -> tuple[str | None, str]:
        if self.picture != "question" or self.chosen is None:
            return None, "public_text"
        right = self.chosen is lesson.SIDE_QUESTION.answer
        return self.words(lesson.side_answer_text(self.chosen)), "public_highlight" if right else "public_error"

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_heading(surface, self.heading_text(), self.title_rect)
        draw_panel(surface, self.panel_rect)
        pad = layout.gap_px(self.size)
        inner = self.panel_rect.inflate(-2 * pad, -2 * pad)
        feedback, colour = self.feedback()
        px, min_px = text_px(self.size)
        words = inner if feedback is None else pygame.Rect(inner.left, inner.top, inner.width, inner.height * 3 // 5)
        draw_text_block(surface, self.words(self.session.step.text), words, px, theme.colour("public_text"), min_px=min_px)
        if feedback is not None:
            below = pygame.Rect(inner.left, words.bottom + pad // 2, inner.width, inner.bottom - words.bottom - pad // 2)
            draw_text_block(surface, feedback, below, px, theme.colour(colour), role="heading", min_px=min_px)
        draw = {"two_cards": self._draw_two_cards, "weights": self._draw_weights, "question": self._draw_question,
                "night_order": self._draw_night, "speaking_order": self._draw_round_table, "vote": self._draw_vote,
                "teams": self._draw_teams}[self.picture]
        draw(surface, self.picture_rect)

    def _cards(self, surface: pygame.Surface, area: pygame.Rect, pair: tuple[Role, Role], weights: bool) -> None:
        """Two face-up cards side by side, the left and right hands, their weights under them if asked."""
        gap = layout.gap_px(self.size)
        below = layout.body_text_px(self.size) * 2 if weights else 0
        height = min(area.height - below - gap, int((area.width - 3 * gap) / 2 * CARD_ASPECT))
        width = int(height / CARD_ASPECT)
        for index, role in enumerate(pair):
            box = pygame.Rect(0, 0, width, height)
            box.midtop = (area.centerx + (index * 2 - 1) * (width + gap) // 2, area.top)
            draw_hand_card(surface, box, role_name(role), t("dk.hand.short_left" if index == 0 else "dk.hand.short_right"))
            if weights:
                line = pygame.Rect(box.left, box.bottom + gap // 2, box.width, below)
                draw_line(surface, lesson.signed(JUSTICE_WEIGHT[role]), line, below, theme.colour("public_title"),
                          align="center")

    def _draw_two_cards(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self._cards(surface, area.inflate(-layout.gap_px(self.size) * 2, -layout.gap_px(self.size) * 2), lesson.EXAMPLE_HANDS, False)

    def _panel_inside(self, area: pygame.Rect) -> pygame.Rect:
        """A panel's room for words, clear of its rounded corners."""
        radius = max(6, min(area.size) // 8)
        pad = max(layout.gap_px(self.size), radius * 2 // 5)
        return area.inflate(-2 * pad, -2 * layout.gap_px(self.size))

    def _draw_weights(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        draw_panel(surface, area)
        inner = self._panel_inside(area)
        roles = (Role.VILLAGER, *NIGHT_ORDER)
        row_h = inner.height // (len(roles) + 1)
        px = min(row_h * 3 // 4, layout.body_text_px(self.size) * 3 // 2)
        example = set(lesson.EXAMPLE_HANDS)
        for index, role in enumerate(roles):
            row = pygame.Rect(inner.left, inner.top + index * row_h, inner.width, row_h)
            colour = theme.colour("public_title" if role in example else "public_text")
            draw_line(surface, role_name(role), row.inflate(-row.width // 3, 0).move(-row.width // 6, 0), px, colour, role="body")
            draw_line(surface, lesson.signed(JUSTICE_WEIGHT[role]), pygame.Rect(row.right - row.width // 3, row.top, row.width // 3, row_h),
                      px, colour, align="center")

    def _draw_question(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        button_h = layout.button_height(self.size)
        cards = pygame.Rect(area.left, area.top, area.width, area.height - button_h - 2 * layout.gap_px(self.size))
        self._cards(surface, cards, lesson.SIDE_QUESTION.hands, True)

    def _draw_night(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        draw_panel(surface, area)
        inner = self._panel_inside(area)
        row_h = inner.height // len(NIGHT_ORDER)
        px = min(row_h * 2 // 3, layout.body_text_px(self.size) * 2)
        for index, role in enumerate(NIGHT_ORDER):
            row = pygame.Rect(inner.left, inner.top + index * row_h, inner.width, row_h)
            draw_line(surface, t("dk.glance.night.call", number=index + 1, what=role_name(role)), row, px,
                      theme.colour("public_text"), role="body")

    def _draw_round_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Seats clockwise round a table, one hand dead; the numbers say who speaks first, second..., going
        counter-clockwise from the dead player's right (DK16)."""
        names = default_names(i18n.current_language(), ROUND_TABLE_SEATS)
        centre = area.center
        radius = min(area.width, area.height) * 2 // 5
        pygame.draw.circle(surface, theme.colour("public_panel"), centre, radius * 3 // 4)
        symbol = max(layout.min_touch_px(self.size) * 2 // 3, radius // 4)
        px = layout.body_text_px(self.size)
        order = [(DEAD_SEAT - step) % ROUND_TABLE_SEATS for step in range(1, ROUND_TABLE_SEATS + 1)]
        for seat in range(ROUND_TABLE_SEATS):
            angle = -math.pi / 2 + 2 * math.pi * seat / ROUND_TABLE_SEATS  # clockwise on screen from the top
            x, y = centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)
            box = pygame.Rect(0, 0, symbol, symbol)
            box.center = (int(x), int(y))
            draw_seat_symbol(surface, box, seat)
            label = pygame.Rect(box.left - symbol, box.bottom, 3 * symbol, px * 3 // 2)
            dead = seat == DEAD_SEAT
            text = t("dk.lesson.dead_seat", name=names[seat]) if dead else t("dk.glance.night.call", number=order.index(seat) + 1, what=names[seat])
            draw_line(surface, text, label, px, theme.colour("public_error" if dead else "public_title"), role="body", align="center")

    def _draw_vote(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        draw_panel(surface, area)
        inner = self._panel_inside(area)
        names = default_names(i18n.current_language(), ROUND_TABLE_SEATS)
        shown = ((names[1], "left", 7), (names[5], "right", 4), (names[2], "left", 2))
        row_h = inner.height // (len(shown) + 1)
        px = min(row_h // 2, layout.body_text_px(self.size) * 3 // 2)
        most = max(count for _, _, count in shown)
        for index, (name, side, count) in enumerate(shown):
            row = pygame.Rect(inner.left, inner.top + index * row_h, inner.width, row_h)
            hand = t(f"dk.hand.{side}", name=name)
            draw_line(surface, t("dk.verdict.tally_entry", hand=hand, count=count), row.inflate(0, -row_h // 2).move(0, -row_h // 4),
                      px, theme.colour("public_title" if count == most else "public_text"), role="body")
            bar = pygame.Rect(row.left, row.centery + row_h // 8, row.width * count // (most + 1), row_h // 4)
            pygame.draw.rect(surface, theme.colour("public_highlight" if count == most else "public_dim"), bar, border_radius=bar.height // 2)
        verdict = pygame.Rect(inner.left, inner.top + len(shown) * row_h, inner.width, row_h)
        draw_text_block(surface, t("dk.verdict.lynched", hand=t("dk.hand.left", name=names[1])), verdict, px,
                        theme.colour("public_text"))

    def _draw_teams(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        gap = layout.gap_px(self.size)
        halves = layout.split_for_orientation(area, 0.5) if not layout.is_portrait(area.size) else (
            pygame.Rect(area.left, area.top, area.width // 2 - gap // 2, area.height),
            pygame.Rect(area.centerx + gap // 2, area.top, area.width // 2 - gap // 2, area.height))
        sides = ((Team.VILLAGE, (Role.VILLAGER, Role.BODYGUARD, Role.DETECTIVE, Role.DOCTOR, Role.UNDERCOVER)),
                 (Team.KILLERS, (Role.KILLER, Role.ASSASSIN, Role.TRAITOR)))
        px = layout.body_text_px(self.size) * 5 // 4
        for half, (team, roles) in zip(halves, sides):
            box = half.inflate(-gap // 2, 0)
            draw_panel(surface, box)
            inner = box.inflate(-gap, -gap)
            row_h = inner.height // (len(NIGHT_ORDER))
            draw_line(surface, t(f"dk.end.winner.{team.value}"), pygame.Rect(inner.left, inner.top, inner.width, row_h),
                      px, theme.colour("public_title"), role="body", align="center")
            for index, role in enumerate(roles, start=1):
                row = pygame.Rect(inner.left, inner.top + index * row_h, inner.width, row_h)
                draw_line(surface, t("dk.lesson.role_weight", role=role_name(role), weight=lesson.signed(JUSTICE_WEIGHT[role])), row, px,
                          theme.colour("public_text"), role="body", align="center")


def open_dk_lesson(app: "App", persist: bool = True) -> "Scene":
    """The lesson's first step, not yet shown (the route's screen)."""
    flow = DkLessonFlow(app, persist)
    return flow.scene_for(flow.session)


def register_routes() -> None:
    routes.register("dk_lesson", open_dk_lesson)


# ----- pictures (the gallery's list in scenes/tutorial/gallery.py) -------------------------------------------------
def lesson_at(app: "App", name: str) -> "Scene":
    """The lesson shown at its step called ``name``."""
    flow = DkLessonFlow(app, persist=False)
    index = next(index for index, step in enumerate(flow.session.chapter_steps.steps) if step.name == name)
    flow.session = lesson_session(index)
    return flow.scene_for(flow.session)
