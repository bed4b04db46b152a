"""The tutorial's quiz screen: a situation on the table, a question, big choices, feedback naming the reason.

Seats are chosen by tapping the mice on the table; every other choice (yes/no, an hour, a side, what lies on
the table, "nobody") is a button. A question with several right answers is answered with Check. After each
answer the reason is shown at once, with Try again after a wrong one and Next always; Leave goes back at any
moment to the screen the quiz was opened from.

Open it with :func:`open_quiz` (the tutorial passes its table, and a listener that counts the answers), or
through the route ``"tutorial_quiz"`` for a table of five with the default names. The questions come from ``tutorial.quiz``; this screen only draws them
and passes the taps on.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Hashable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes
from program import i18n
from program.i18n import gui_key, gui_text, t
from app.frames.layer_cache import LayerCache
from app.scene import Scene
from audio.names import PRIVATE_TICK
from game.cheese_thief.config import FALL_MOUSE_COUNTS
from scenes.kit.public_common import draw_heading
from scenes.tutorial.quiz_warm_ups import quiz_pictures
from scenes.tutorial.quiz_picture import (
    PROMPT_SHARE_ASKING,
    PROMPT_SHARE_FEEDBACK,
    QuizLayout,
    paint_feedback,
    paint_picked,
    paint_plain_table,
    paint_prompt,
    paint_score,
    paint_situation,
    pressable,
    quiz_layout,
)
from scenes.kit.widgets.names import join_names, line_text
from scenes.kit.widgets.sound import sounds_for
from tutorial.quiz import DEFAULT_LENGTH, AnswerListener, QuizSession
from tutorial.quiz_question import Choice, ChoiceKind
from scenes.kit.both_sides import facing_like
from scenes.cheese_thief.setup import default_name, new_seed

if TYPE_CHECKING:
    from app.app import App

Button = pygame_gui.elements.UIButton
DEFAULT_PLAYERS = 5


def choice_key(choice: Choice) -> tuple[str, dict[str, str]]:
    """The translation key (and its parameters) of a choice shown as a button."""
    if choice.kind is ChoiceKind.HOUR:
        return "quiz.choice.hour", {"hour": str(choice.value)}
    if choice.kind in (ChoiceKind.SIDE, ChoiceKind.CHEESE):
        return f"quiz.choice.{choice.kind.value}.{choice.value}", {}
    return f"quiz.choice.{choice.kind.value}", {}


def choice_text(choice: Choice, names: Sequence[str]) -> str:
    if choice.kind is ChoiceKind.SEAT:
        return names[int(choice.value)]
    key, params = choice_key(choice)
    return t(key, **params)


class TutorialQuizScene(Scene):
    def __init__(self, app: "App", quiz: QuizSession) -> None:
        super().__init__(app)
        self.quiz = quiz
        self.plan: QuizLayout | None = None
        self.still = LayerCache()
        self.leave_button: Button | None = None
        self.check_button: Button | None = None
        self.skip_button: Button | None = None
        self.retry_button: Button | None = None
        self.next_button: Button | None = None
        self.again_button: Button | None = None
        self.done_button: Button | None = None
        self.choice_buttons: dict[Button, Choice] = {}
        self.picked_rect = pygame.Rect(0, 0, 0, 0)

    # ----- layout --------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        quiz = self.quiz
        share = PROMPT_SHARE_ASKING if quiz.answering else PROMPT_SHARE_FEEDBACK
        self.plan = plan = quiz_layout(self.size, len(quiz.names), share)
        # The coming questions' pictures, painted while the player reads this one.
        self.app.frames.warm_up.add_all(quiz_pictures(self.app, len(quiz.names), quiz.names))
        # Buttons of the last state are gone with its manager: only this state's buttons are kept.
        self.check_button = self.skip_button = self.retry_button = self.next_button = None
        self.again_button = self.done_button = None
        self.choice_buttons = {}
        self.leave_button = self._button(plan.leave, "quiz.leave", "@secondary_button", "#quiz_leave")
        if quiz.finished:
            again, done = self._row(plan.actions, 2)
            self.again_button = self._button(again, "quiz.again", "@secondary_button", "#quiz_again")
            self.done_button = self._button(done, "quiz.done", "@primary_button", "#quiz_done")
        elif quiz.answering:
            self._build_choices(plan.middle)
            if quiz.question.multiple:
                skip, check = self._row(plan.actions, 2)
                self.check_button = self._button(check, "quiz.check", "@primary_button", "#quiz_check")
            else:
                (skip,) = self._row(plan.actions, 1)
            self.skip_button = self._button(skip, "quiz.skip", "@secondary_button", "#quiz_skip")
        else:
            self._build_feedback_actions(plan.actions)
        self.refresh()

    def _build_choices(self, area: pygame.Rect) -> None:
        question = self.quiz.question
        gap = layout.gap_px(self.size)
        if question.multiple:
            picked_h = layout.body_text_px(self.size) * 2
            self.picked_rect = pygame.Rect(area.left, area.top, area.width, picked_h)
            area = pygame.Rect(area.left, self.picked_rect.bottom, area.width, area.bottom - self.picked_rect.bottom)
        buttons = question.other_choices
        if not buttons:
            return
        columns = {ChoiceKind.HOUR: 3, ChoiceKind.YES: 2}.get(buttons[0].kind, 1)  # short labels side by side
        rows = math.ceil(len(buttons) / columns)
        height = max(layout.min_touch_px(self.size), min(layout.button_height(self.size), (area.height - (rows - 1) * gap) // rows))
        # "Nobody" alone sits under the table's answers, not in the middle of the column.
        lines = layout.stack_vertical(area, rows, height, gap) if len(buttons) > 1 else [pygame.Rect(area.left, area.bottom - height, area.width, height)]
        for row, line in enumerate(lines):
            chunk = buttons[row * columns:(row + 1) * columns]
            for choice, rect in zip(chunk, layout.stack_horizontal(line, len(chunk), line.width, gap)):
                key, params = choice_key(choice)
                text, text_kwargs = gui_text(key, params)
                button = Button(rect, text, self.ui, text_kwargs=text_kwargs,
                                object_id=ObjectID(class_id="@choice_button", object_id=f"#quiz_choice_{choice.kind.value}_{choice.value}"))
                self.choice_buttons[button] = choice

    def _build_feedback_actions(self, area: pygame.Rect) -> None:
        feedback = self.quiz.feedback
        assert feedback is not None
        last = self.quiz.index == len(self.quiz.questions) - 1
        next_key = "quiz.see_score" if last else "quiz.next"
        if feedback.right:
            (forward,) = self._row(area, 1)
        else:
            retry, forward = self._row(area, 2)
            self.retry_button = self._button(retry, "quiz.retry", "@primary_button", "#quiz_retry")
        self.next_button = self._button(forward, next_key, "@secondary_button" if not feedback.right else "@primary_button", "#quiz_next")

    def _row(self, area: pygame.Rect, count: int) -> list[pygame.Rect]:
        return layout.stack_horizontal(area, count, area.width, layout.gap_px(self.size))

    def _button(self, rect: pygame.Rect, key: str, class_id: str, object_id: str) -> Button:
        return Button(rect, gui_key(key), self.ui, object_id=ObjectID(class_id=class_id, object_id=object_id))

    def refresh(self) -> None:
        """Show the picks on the buttons and allow Check only once something is picked."""
        for button, choice in self.choice_buttons.items():
            button.select() if choice in self.quiz.picks else button.unselect()
        if self.check_button is not None:
            self.check_button.enable() if self.quiz.can_check() else self.check_button.disable()
        self.app.request_redraw()

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().touch_targets() + [(f"seat{seat}", rect) for seat, rect in self.seat_targets()]

    def seat_targets(self) -> list[tuple[int, pygame.Rect]]:
        if self.plan is None or not self.quiz.answering:
            return []
        return [(seat, pressable(self.plan.table, seat)) for seat in self.quiz.question.seat_choices]

    # ----- input ---------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for seat, rect in self.seat_targets():
                if rect.collidepoint(event.pos):
                    self.pick(Choice(ChoiceKind.SEAT, seat))
                    return True
        return False

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element in self.choice_buttons:
            self.pick(self.choice_buttons[element])
        elif element is self.leave_button or element is self.done_button:
            self.leave()
        elif element is self.check_button:
            self.check()
        elif element is self.skip_button or element is self.next_button:
            self.next()
        elif element is self.retry_button:
            self.retry()
        elif element is self.again_button:
            self.again()
        else:
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.quiz.can_check():
                self.check()
            elif self.quiz.feedback is not None:
                self.next()
            return True
        return False

    # ----- what a tap does -----------------------------------------------------------------------------------
    def pick(self, choice: Choice) -> None:
        if not self.quiz.answering or choice not in self.quiz.question.choices:
            return  # a late tap on what the last question showed
        sounds_for(self.app).play(PRIVATE_TICK)
        if self.quiz.question.multiple:
            self.quiz.toggle(choice)
            self.refresh()
        else:
            self.quiz.choose(choice)
            self.rebuild_ui()

    def check(self) -> None:
        if self.quiz.can_check():
            self.quiz.check()
            self.rebuild_ui()

    def retry(self) -> None:
        if self.quiz.can_retry():
            self.quiz.retry()
            self.rebuild_ui()

    def next(self) -> None:
        if not self.quiz.finished:
            self.quiz.next()
            self.rebuild_ui()

    def again(self) -> None:
        """A new quiz at the same table, with the next seed."""
        quiz = self.quiz
        self.quiz = QuizSession.start(quiz.seed + 1, quiz.names, quiz.fall_mouse, quiz.length, quiz.on_answer)
        self.rebuild_ui()

    def leave(self) -> None:
        """Back to wherever the quiz was opened from; nothing is lost, the quiz is only practice."""
        self.go_back()

    # ----- drawing -------------------------------------------------------------------------------------------
    def forget_pictures(self) -> None:
        self.still.clear()

    def picture_key(self) -> Hashable:
        quiz = self.quiz
        feedback = quiz.feedback
        verdict = None if feedback is None else feedback.right
        return (self.size, i18n.current_language(), quiz.seed, quiz.index, quiz.picks, verdict)

    def draw_background(self, surface: pygame.Surface) -> None:
        # The whole picture changes only with a tap: painted once per state, then copied under the buttons.
        self.still.blit(surface, self.picture_key(), self._paint)

    def _paint(self, surface: pygame.Surface) -> None:
        plan = self.plan
        assert plan is not None
        quiz = self.quiz
        if quiz.finished:
            paint_plain_table(surface, plan.table, quiz.names)
            draw_heading(surface, t("quiz.score.heading"), plan.title, self.size)
            self._paint_score(surface, plan)
            return
        question = quiz.question
        paint_situation(surface, plan.table, question.situation, self._rings())
        draw_heading(surface, t("quiz.title", number=quiz.index + 1, total=len(quiz.questions)), plan.title, self.size)
        names = question.situation.players
        notes = [line_text(line, names) for line in question.situation.notes]
        if question.multiple and quiz.answering:
            notes.append(t("quiz.hint.seats" if question.seat_choices else "quiz.hint.hours"))
        paint_prompt(surface, plan.prompt, line_text(question.prompt, names), "\n".join(notes), question.situation.hour,
                     self.size)
        feedback = quiz.feedback
        if feedback is not None:
            reason = "\n".join(line_text(line, names) for line in feedback.reason)
            paint_feedback(surface, plan.middle, feedback.right, reason, self.size)
        elif question.multiple and quiz.picks:
            picked = [choice_text(choice, names) for choice in question.choices if choice in quiz.picks]
            paint_picked(surface, self.picked_rect, t("quiz.picked", names=join_names(picked)), self.size)

    def _rings(self) -> dict[int, str]:
        """A ring behind each picked mouse; once judged, in the colour of right or wrong."""
        feedback = self.quiz.feedback
        picks = self.quiz.picks if feedback is None else feedback.picked
        rings = {}
        for choice in picks:
            if choice.kind is ChoiceKind.SEAT:
                judged = "pick_ring" if feedback is None else "quiz_right" if choice in feedback.answer else "quiz_wrong"
                rings[int(choice.value)] = judged
        return rings

    def _paint_score(self, surface: pygame.Surface, plan: QuizLayout) -> None:
        score = self.quiz.score()
        lines = [t("quiz.score.first_try", right=score.right_first_try, total=score.total)]
        if score.right_after_retry:
            lines.append(t("quiz.score.after_retry", count=score.right_after_retry))
        big = t("quiz.score.big", right=score.right_first_try, total=score.total)
        paint_score(surface, plan.prompt.union(plan.middle), big, lines, self.size)


# ----- opening it --------------------------------------------------------------------------------------------
def quiz_scene(app: "App", player_count: int = DEFAULT_PLAYERS, fall_mouse: bool = False,
               names: Sequence[str] | None = None, seed: int | None = None,
               length: int = DEFAULT_LENGTH, on_answer: AnswerListener | None = None) -> TutorialQuizScene:
    """A quiz for a table of ``player_count`` (the default names of the setup screen unless ``names`` are given).
    As on the setup screen, the Fall Mouse is left out at a table too small for it. ``on_answer`` hears each
    question's outcome (``tutorial.quiz``)."""
    table = tuple(names) if names is not None else tuple(default_name(seat) for seat in range(player_count))
    fall_mouse = fall_mouse and len(table) in FALL_MOUSE_COUNTS
    quiz = QuizSession.start(new_seed() if seed is None else seed, table, fall_mouse, length, on_answer)
    return TutorialQuizScene(app, quiz)


def open_quiz(app: "App", player_count: int = DEFAULT_PLAYERS, fall_mouse: bool = False,
              names: Sequence[str] | None = None, seed: int | None = None,
              length: int = DEFAULT_LENGTH, on_answer: AnswerListener | None = None) -> TutorialQuizScene:
    """Put a quiz over the current screen (at a touch table, facing both long sides); Leave and Done come back
    to it."""
    scene = quiz_scene(app, player_count, fall_mouse, names, seed, length, on_answer)
    app.scenes.push(facing_like(app.scenes.top(), scene))
    return scene


def register_routes() -> None:
    routes.register("tutorial_quiz", quiz_scene)
