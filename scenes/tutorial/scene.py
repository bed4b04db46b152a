"""A step of the tutorial: the table as the step's stage has it, its words, the spotlight and a finger to follow.

The learner acts on the table itself: each touch on a cup, a die, the cheese, a mouse, a card or the curtain
becomes a `LearnerAction` for the session. A wrong move shows the step's hint (and after a second one the right
things light up); a right move shows what it did and unlocks Next.

The words are always shown; the flow's voice also speaks them: the step's sentence when the step is shown, the
hint or the answer when it appears. One tap on the voice button mutes it (a saved setting).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from app import fonts, layout, theme
from program import i18n
from app.frames.layer_cache import LayerCache
from app.frames.scene_hooks import heavy_step
from motion.tween import Tween
from scenes.kit.public_common import draw_panel, draw_text_block
from scenes.tutorial.base import TutorialScreen
from scenes.tutorial.guide import VEILS, FingerPose, draw_finger, draw_spotlight, finger_pose, finger_rect
from scenes.tutorial.moves import MoveReader, table_objects
from scenes.tutorial.table import TablePlaces, draw_stage, stage_pieces, table_places
from tutorial.catalogue import chapter
from tutorial.spotlight import Focus, Gesture as StepGesture, focus_touched
from tutorial.session import TutorialSession
from tutorial.stage import Stage
from tutorial.texts import Text

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import TutorialHost

CHANGE_SECONDS = 0.9  # a right move's result coming in (a cup rising, the cheese going)
TEXT_SHARE = 0.58  # of the words' panel for the step's sentence when an answer or a hint shows below it


def text_px(size: tuple[int, int]) -> tuple[int, int]:
    """(wished, smallest) size of the step's words: big enough to read across a table."""
    body = layout.body_text_px(size)
    return body * 9 // 8, max(12, body * 3 // 4)


def fits(text: str, area: pygame.Rect, px: int, role: str = "body") -> bool:
    """Whether `text` wrapped at `px` fits `area` (the line height of draw_text_block)."""
    lines = fonts.wrap(text, role, px, area.width)
    widest = max((fonts.font_for_text(line, role, px).size(line)[0] for line in lines), default=0)
    return len(lines) * int(px * 1.25) <= area.height and widest <= area.width


class TutorialScene(TutorialScreen):
    def __init__(self, flow: "TutorialHost") -> None:
        super().__init__(flow)
        self._last_step: TutorialSession = flow.session
        self.places: TablePlaces | None = None
        self.table_area = pygame.Rect(0, 0, 1, 1)
        self.clock_rect = pygame.Rect(0, 0, 1, 1)
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.elapsed = 0.0
        self.change = Tween(1.0, 1.0, 0.0)
        self.shake = Tween(0.0, 0.0, 0.0)
        self.reader = MoveReader()
        self._shown: tuple[str, object] = ("", None)
        self._table_layer = LayerCache()
        self._finger_rect: pygame.Rect | None = None  # where the last frame's finger was painted
        self._said: tuple[str, bool, bool] | None = None  # (step, answer shown, hint shown) when last spoken

    @property
    def session(self) -> TutorialSession:
        """The flow's session while it is on a step; the last such one while this screen fades out for the first
        screen or the end."""
        current = self.tutorial.session
        if self.tutorial.screen_kind(current) == "step":
            self._last_step = current
        return self._last_step

    @property
    def reduced_motion(self) -> bool:
        return bool(self.app.settings.reduced_motion)

    @property
    def stage(self) -> Stage:
        stage = self.session.stage
        assert stage is not None, "a step of a chapter always has its game"
        return stage

    def names(self) -> tuple[str, ...]:
        return self.session.chapter_steps.names(i18n.current_language())

    # ----- layout ------------------------------------------------------------------------------------------
    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        portrait = layout.is_portrait(size)
        table_area, side = layout.split_for_orientation(content, 0.5 if portrait else 0.6)
        side = side.inflate(0, -gap).move(0, gap // 2) if portrait else side.inflate(-gap, 0).move(gap // 2, 0)
        button_h = layout.button_height(size)
        rows = [pygame.Rect(side.left, side.bottom - (index + 1) * button_h - index * gap, side.width, button_h)
                for index in range(3)]
        half = (side.width - gap) // 2
        back, replay = layout.stack_horizontal(rows[1], 2, half, gap)
        menu, leave = layout.stack_horizontal(rows[2], 2, half, gap)
        self.add_button(ui, rows[0], "tutorial.nav.next", "next", self.go_next, "@primary_button")
        self.add_button(ui, back, "tutorial.nav.back", "back", self.go_back_a_step)
        self.add_button(ui, replay, "tutorial.nav.replay", "replay", self.replay)
        self.add_button(ui, menu, "tutorial.nav.chapters", "chapters", self.open_menu)
        self.add_button(ui, leave, "tutorial.nav.exit", "exit", self.tutorial.exit)
        heading_h = max(layout.min_touch_px(size), int(theme.font_px("@heading", size) * 1.6))
        self.clock_rect = pygame.Rect(side.left, side.top, heading_h, heading_h)
        voice_w = max(layout.min_touch_px(size), (side.width - gap) // 3)
        voice = pygame.Rect(side.right - voice_w, side.top, voice_w, heading_h)
        self.add_button(ui, voice, self.voice_key(), "voice", self.toggle_voice)
        self.title_rect = pygame.Rect(self.clock_rect.right + gap, side.top,
                                      voice.left - gap - self.clock_rect.right - gap, heading_h)
        self.table_area = table_area
        self.places = table_places(size, self.stage.players, table_area, self.clock_rect)
        panel_top = self.title_rect.bottom + gap // 2
        self.panel_rect = pygame.Rect(side.left, panel_top, side.width, rows[2].top - gap - panel_top)

    def text_rects(self, feedback: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where the step's sentence goes, and the hint or answer under it."""
        pad = layout.gap_px(self.size)
        inner = self.panel_rect.inflate(-2 * pad, -2 * pad)
        if not feedback:
            return inner, None
        top = pygame.Rect(inner.left, inner.top, inner.width, int(inner.height * TEXT_SHARE))
        return top, pygame.Rect(inner.left, top.bottom + pad // 2, inner.width, inner.bottom - top.bottom - pad // 2)

    # ----- the session -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        shown = (session.step.uid, session.move)
        if shown[0] != self._shown[0]:
            self.elapsed = 0.0
            self.reader.clear()
            self.change = Tween(1.0, 1.0, 0.0)
            self.shake = Tween(0.0, 0.0, 0.0)
        elif shown[1] is not None and self._shown[1] is None:
            self.change = Tween(0.0, 1.0, CHANGE_SECONDS, "easeOutCubic", reduced_motion=self.reduced_motion)
            self.shake = Tween(1.0, 0.0, CHANGE_SECONDS, "linear", reduced_motion=self.reduced_motion)
        self._shown = shown
        if self.places is not None and len(self.places.layout.seats) != self.stage.players:
            self.places = table_places(self.size, self.stage.players, self.table_area, self.clock_rect)  # a chapter of another table
        next_button = self.buttons.get("next")
        if next_button is not None:
            next_button.enable() if session.done else next_button.disable()
        back_button = self.buttons.get("back")
        if back_button is not None:
            back_button.enable() if session.can_go_back else back_button.disable()
        self.speak()
        super().refresh()

    # ----- the voice ---------------------------------------------------------------------------------------
    def speak(self) -> None:
        """Say what has just come on screen: the step's sentence on a new step, else a hint or answer that
        appeared. Words already spoken are not said again (a new language or size rebuilds the screen)."""
        session = self.session
        said = (session.step.uid, session.response is not None, session.hint is not None)
        before, self._said = self._said, said
        if before is None or before[0] != said[0]:
            self.tutorial.say(self.words(session.step.text, self.names()))
        elif (said[1] and not before[1]) or (said[2] and not before[2]):
            feedback, _colour = self.feedback()
            if feedback is not None:
                self.tutorial.say(feedback)

    def voice_back_on(self) -> None:
        self._said = None  # say the step again, as Replay would
        self.speak()

    def on_exit(self) -> None:
        self.tutorial.quiet()  # the step is left for the first screen, the end or the place the tutorial came from
        super().on_exit()

    def go_next(self) -> None:
        self.tutorial.change(self.session.next())

    def go_back_a_step(self) -> None:
        self.tutorial.change(self.session.back())

    def replay(self) -> None:
        self._shown = ("", None)
        self._said = None  # the step's sentence is spoken again
        self.tutorial.change(self.session.replay_step())
        self.refresh()

    def open_menu(self) -> None:
        self.tutorial.open_menu()

    # ----- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if self.places is None or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.reader.press(self.session, self.places, self.stage, event.pos)
        action = self.reader.release(self.session, self.places, self.stage, event.pos)
        if action is not None:
            self.tutorial.change(self.session.act(action))
        self.app.request_redraw()
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go_next()
            return True
        if event.key == pygame.K_LEFT:
            self.go_back_a_step()
            return True
        return super().on_key(event)

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        """The buttons, and the things on the table the step asks to touch."""
        targets = super().touch_targets()
        expects = self.session.step.expects
        if self.places is None or expects is None or self.session.done:
            return targets
        wanted = focus_touched(expects.kind)
        for spot, rect in table_objects(self.session, self.places, self.stage):
            if spot.focus is wanted:
                targets.append((f"{spot.focus.value}_{spot.seat}_{spot.value}", rect))
        return targets

    # ----- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.elapsed += dt
        self.reader.update(dt)
        self.change.update(dt)
        self.shake.update(dt)

    def shows_finger(self) -> bool:
        return self.session.step.gesture is not StepGesture.NONE and not self.session.done

    def is_animating(self) -> bool:
        moving = not (self.change.done and self.shake.done) or self.reader.pressing
        return moving or (self.shows_finger() and not self.reduced_motion)

    # ----- drawing -----------------------------------------------------------------------------------------
    def forget_pictures(self) -> None:
        super().forget_pictures()
        self._table_layer.clear()

    def _curtain_seat(self) -> int | None:
        return next((spot.seat for spot in self.session.step.spotlight if spot.focus is Focus.CURTAIN), None)

    def _shown_cards(self) -> tuple[int, ...]:
        spots = self.session.step.spotlight + self.session.highlight
        return tuple(sorted({spot.seat for spot in spots if spot.focus is Focus.CARD and spot.seat is not None}
                            | set(self.reader.selection_of(Focus.CARD))))

    def _lit(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        assert self.places is not None
        stage = self.stage
        lit = [rect for spot in self.session.step.spotlight if (rect := self.places.rect_of(spot, stage)) is not None]
        strong = [rect for spot in self.session.highlight if (rect := self.places.rect_of(spot, stage)) is not None]
        return lit, strong

    def _paint_table(self, surface: pygame.Surface) -> None:
        assert self.places is not None
        TutorialScreen.draw_background(self, surface)
        draw_stage(surface, self.places, self.stage, self.names(), self.change.value, self.shake.value,
                   self._shown_cards(), self._curtain_seat())
        for rect in self.reader.selected_rects(self.places, self.stage):
            pygame.draw.ellipse(surface, theme.colour("pick_ring"), rect.inflate(rect.width // 3, rect.height // 3),
                                width=max(3, rect.width // 12))
        spotlight = self.session.step.spotlight
        if (spotlight and spotlight[0].focus is not Focus.TABLE) or self.session.highlight:
            lit, strong = self._lit()
            draw_spotlight(surface, lit, strong, VEILS.veil(surface.get_size(), lit + strong))

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The table, its stage and the words painted into the still layer while the screen fades in: first the
        backdrop, each piece of the stage and the words on their own into a scratch surface (they fill the caches),
        then the still layer from them (painted whole in one step it took 25-45 ms at 1920x1080)."""
        if self.places is None:
            return []
        scratch = self.app.frames.warm_up.scratch

        def piece(paint: Callable[[pygame.Surface], object]) -> Callable[[], object]:
            return lambda: paint(scratch(self.size))

        stage = stage_pieces(self.places, self.stage, self.names(), self.change.value, self.shake.value,
                             self._shown_cards(), self._curtain_seat())
        return ([piece(lambda surface: TutorialScreen.draw_background(self, surface))]
                + [piece(paint) for paint in stage]
                + [piece(self._draw_words), heavy_step(piece(self.draw_background))])

    def draw_background(self, surface: pygame.Surface) -> None:
        if self.places is None:
            TutorialScreen.draw_background(self, surface)
            return
        if not (self.change.done and self.shake.done):
            self._paint_table(surface)  # a move's result coming in: painted fresh each frame
            self._draw_words(surface)
            return

        def paint_still(layer: pygame.Surface) -> None:
            self._paint_table(layer)
            self._draw_words(layer)

        self._table_layer.blit(surface, self._still_key(), paint_still)

    def _still_key(self) -> object:
        return (self.size, i18n.current_language(), self._shown, self.session.wrong_moves, self.reader.selection,
                self.reduced_motion)

    def _draw_words(self, surface: pygame.Surface) -> None:
        session = self.session
        self.draw_heading(surface, self.heading_text(), self.title_rect)
        draw_panel(surface, self.panel_rect)
        feedback, colour = self.feedback()
        text_rect, feedback_rect = self.text_rects(feedback is not None)
        px, min_px = text_px(self.size)
        draw_text_block(surface, self.words(session.step.text, self.names()), text_rect, px,
                        theme.colour("public_text"), min_px=min_px)
        if feedback is not None and feedback_rect is not None:
            draw_text_block(surface, feedback, feedback_rect, px, theme.colour(colour), role="heading", min_px=min_px)

    def heading_text(self) -> str:
        """The chapter's title and where the learner is in it: step k of n."""
        step, steps = self.session.progress
        title = self.words(Text.of(chapter(self.session.chapter).title_key))
        return self.words(Text.of("tutorial.nav.title_progress", title=title, step=step, steps=steps))

    def feedback(self) -> tuple[str | None, str]:
        """The answer to a right move, or the hint after a wrong one, with its theme colour."""
        session = self.session
        if session.response is not None:
            return self.words(session.response, self.names()), "public_highlight"
        if session.hint is not None:
            return self.words(session.hint, self.names()), "public_error"
        return None, "public_text"

    def _finger(self) -> tuple[FingerPose, StepGesture] | None:
        if self.places is None or not self.shows_finger():
            return None
        step = self.session.step
        lit, strong = self._lit()
        drag_to = None
        if step.gesture is StepGesture.DRAG and self.stage.learner is not None:
            drag_to = self.places.layout.seats[self.stage.learner].mouse
        touched = focus_touched(step.expects.kind) if step.expects is not None else None
        aimed = [rect for spot in step.spotlight
                 if spot.focus is touched and (rect := self.places.rect_of(spot, self.stage)) is not None]
        pose = finger_pose(step.gesture, strong or aimed or lit, drag_to, self.elapsed, self.reduced_motion)
        return None if pose is None else (pose, step.gesture)

    def _finger_px(self) -> int:
        return layout.min_touch_px(self.size) // 2

    def draw_foreground(self, surface: pygame.Surface) -> None:
        finger = self._finger()
        self._finger_rect = None if finger is None else draw_finger(surface, finger[0], self._finger_px(), finger[1])

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """While only the finger moves over the still table: put back the still picture where the finger was and
        where it goes, then draw it there. Not when that place touches a widget (then the whole frame is drawn)."""
        layer = self._table_layer.layer
        if (self.places is None or layer is None or layer.get_size() != surface.get_size()
                or not (self.change.done and self.shake.done) or self._table_layer.key != self._still_key()):
            return False
        finger = self._finger()
        going = None if finger is None else finger_rect(finger[0], self._finger_px())
        dirty = [rect for rect in (self._finger_rect, going) if rect is not None]
        if not dirty:
            return True
        area = dirty[0].unionall(dirty[1:]).clip(surface.get_rect())
        if any(area.colliderect(button.rect) for button in self.buttons.values() if button.visible):
            return False
        surface.blit(layer, area, area)
        self.draw_foreground(surface)
        return True
