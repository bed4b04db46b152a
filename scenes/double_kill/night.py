"""The night with the tablet in the middle of the table: nightfall, then one screen per call (DK6).

Every call of a role has the same parts for the same time (`play.double_kill.timing`) and the same screen whatever the
role's state: the call, the picker, the answer (for a check) and "close your eyes". The choice has a fixed time,
counted down on the screen, and never waits: when it is up, the hand marked then is the choice, and no hand marked
is "nothing" (DK6). Waiting for slow players would make a living role's call longer than a dead one's, and anyone
listening with closed eyes would learn that the role is alive. At a call whose only legal action is "nothing"
(every hand of the role dead, the assassin's used action) the picker still takes a tap and marks the hand as it
always does; the choice is simply not applied. The judge's thumb shows for the same time at every check call; at a
call that checked nothing it shows thumb down. The screen never shows who is awake.
"""
from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import backdrop, layout, theme
from program.i18n import current_language, gui_key, t
from art.cache import SPRITES
from scenes.double_kill.cards import thumb_picture, thumb_picture_in_parts
from art.veil import lay_veil
from game.double_kill.hands import HandId
from game.double_kill.roles import NIGHT_ORDER, Role
from play.double_kill.session import DkScreen
from play.double_kill.timing import CallPart, spoken_call_parts
from play.double_kill.voice import NIGHTFALL_LINE, sleep_line, wake_line
from scenes.double_kill.common import DkPublicScene, DrawsOnlyWhenChanged, HandPicker, PicksHands, role_name
from scenes.kit.widgets.moving_strip import DrawsMovingStrip, MovingStrip
from scenes.kit.public_common import draw_heading, draw_text_block
from scenes.kit.widgets.names import join_names

if TYPE_CHECKING:
    from scenes.double_kill.flow import DkFlow


class NightfallScene(DrawsOnlyWhenChanged, DkPublicScene):
    """Lay the tablet in the middle; everyone closes their eyes; the judge starts calling."""

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        self.text_area = self.build_action_button(ui, "dk.night.start", body)

    def on_enter(self) -> None:
        super().on_enter()
        voice = self.flow.night_voice
        self.app.frames.warm_up.add(voice.warm_up_key, lambda: voice.load_ahead(NIGHTFALL_LINE))

    def on_action(self) -> None:
        self.flow.session.nightfall_passed(self.shown.round)
        self.flow.night_voice.start_ambience()
        self.flow.night_voice.say(NIGHTFALL_LINE)
        self.flow.next_screen()

    def draw_background(self, surface: pygame.Surface) -> None:
        backdrop.draw_night_sky(surface)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        public = self.shown
        self.draw_title(surface, t("dk.night.fall_title", round=public.round), self.title_rect)
        lines = [t("dk.night.fall_lay"), t("dk.night.fall_roles", roles=join_names(
            [role_name(role) for role in _called_roles(public.role_set)]))]
        draw_text_block(surface, "\n\n".join(lines), self.text_area, layout.body_text_px(self.size) * 5 // 4,
                        theme.colour("public_text"))


def _called_roles(role_set: dict[str, int]) -> list[Role]:
    return [role for role in NIGHT_ORDER if role_set.get(role.value, 0) > 0]


_THUMB_PAINTINGS = itertools.count()  # a key of its own each time: a thumb may have left the cache since


class NightCallScene(PicksHands, DrawsMovingStrip, DkPublicScene):
    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        public = flow.public()
        closing = flow.session.closing_call
        role = closing[0] if closing is not None else public.step.role
        assert role is not None
        self.role: Role = role
        self.parts: tuple[CallPart, ...] = spoken_call_parts(self.role, flow.session.setup.act_seconds, current_language())
        self._voiced_part = -1  # the last part whose line was said
        self.part_index = 0
        self.part_elapsed = 0.0
        self.selected: HandId | None = None
        self.held_back = False
        self.refused = False
        self.answered = False
        self.thumb: bool | None = None
        # The called role could act but nothing was marked when the time ran out (the audit counts these calls).
        self.overran = False
        if closing is not None:
            # Restarted after the choice: the call again from its spoken wake line, which tells everyone else to
            # keep their eyes closed (after a restart they may be looking), then its answer and its end; the
            # choice is not asked again.
            self.answered, self.thumb = True, closing[1]
            self.parts = tuple(part for part in self.parts if part.name != "act")
        self.picker = HandPicker(public.players, public.alive, backdrop="night sky")  # every call of a night: one picture
        self.hold_back_button: pygame_gui.elements.UIButton | None = None
        self.picker_area = pygame.Rect(0, 0, 1, 1)
        self.line_rect = pygame.Rect(0, 0, 1, 1)
        self.moving = MovingStrip()  # most frames of a call differ from the last only in the time bar

    @property
    def part(self) -> CallPart:
        return self.parts[self.part_index]

    def on_enter(self) -> None:
        super().on_enter()
        if any(part.name == "answer" for part in self.parts):
            # Both thumbs, whichever the answer: painted a band a cheap frame while the role is woken.
            side = self._thumb_side()
            for up in (True, False):
                if not SPRITES.holds("dk-thumb", (side, side), (up,)):
                    self.app.frames.warm_up.add_all(
                        ((("dk-thumb", side, up, index, next(_THUMB_PAINTINGS)), part)
                         for index, part in enumerate(thumb_picture_in_parts(side, up))), light=True)

    def _thumb_side(self) -> int:
        return min(self.picker_area.height, self.picker_area.width // 2)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        gap = layout.gap_px(self.size)
        line_h = layout.scaled(64, self.size)
        self.line_rect = pygame.Rect(body.left, body.top, body.width, line_h)
        self.picker_area = pygame.Rect(body.left, self.line_rect.bottom + gap, body.width, body.bottom - self.line_rect.bottom - gap)
        self.hold_back_button = None
        if self.role is Role.ASSASSIN:  # every assassin call offers it, whatever the assassin's state
            button_h = layout.button_height(self.size)
            rect = pygame.Rect(body.right - layout.scaled(360, self.size), body.bottom - button_h, layout.scaled(360, self.size), button_h)
            self.hold_back_button = pygame_gui.elements.UIButton(
                rect, gui_key("dk.night.hold_back"), ui, object_id=ObjectID(class_id="@choice_button", object_id="#dk_hold_back"))
            self.picker_area.height -= button_h + gap
        self.picker.lay_out(self.picker_area, self.size)

    # ----- input -------------------------------------------------------------------------------------------
    def on_hand(self, hand: HandId) -> None:
        self.pick(hand)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.hold_back_button:
            if self.part.name == "act":
                self.selected, self.held_back, self.refused = None, True, False
                self.app.request_redraw()
            return True
        return super().on_gui_event(event)

    def pick(self, hand: HandId) -> None:
        """A tap on a hand while the called role chooses: marked at once, the same for every state of the role."""
        if self.part.name != "act":
            return
        session = self.flow.session
        nothing_only = not session.night_targets()
        if nothing_only or session.night_choice_legal(hand):
            self.selected, self.held_back, self.refused = hand, False, False
        else:
            self.refused = True  # DK9: a hand guarded two nights running can never be guarded again
        self.app.request_redraw()

    # ----- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.is_top():
            return
        self._voice_part()
        self.part_elapsed += dt
        if self.part_elapsed < self.part.seconds:
            return
        # A part that ended within this frame hands the rest of the frame to the next one, so a call lasts the sum
        # of its parts whatever the frame rate. Nothing ever waits, not even for a choice still being made (DK6).
        overshoot = self.part_elapsed - self.part.seconds
        self._leave_part(min(overshoot, dt))

    def _voice_part(self) -> None:
        """Say the part's line as it begins: the wake line, then the sleep line, at every call of every role."""
        if self.part_index == self._voiced_part:
            return
        self._voiced_part = self.part_index
        voice = self.flow.night_voice
        voice.start_ambience()  # a night resumed after a restart has its ambience back
        line = {"call": wake_line(self.role), "close": sleep_line(self.role)}.get(self.part.name)
        if line is not None:
            voice.say(line)

    def _leave_part(self, carried: float = 0.0) -> None:
        if self.part.name == "act":
            self._answer()
        self.part_index += 1
        self.part_elapsed = carried
        self.app.request_redraw()
        if self.part_index >= len(self.parts):
            self.part_index = len(self.parts) - 1
            self.flow.session.call_closed()
            self.flow.next_screen()

    def _answer(self) -> None:
        if self.answered:
            return
        self.answered = True
        session = self.flow.session
        self.overran = self.selected is None and not self.held_back and bool(session.night_targets())
        session.answer_night(self.role, self.selected)
        self.thumb = session.last_check(self.role)
        session.call_closing(self.role, self.thumb)
        self.flow.save()

    def is_animating(self) -> bool:
        return True

    # ----- drawing -----------------------------------------------------------------------------------------
    def shown_now(self) -> tuple[tuple[object, ...], int]:
        """What the picture shows apart from the time bar, and how much of the bar is filled."""
        hovering = self.ui.get_hovering_any_element() if self.ui is not None else False
        still = (self.part_index, self.selected, self.held_back, self.refused, self.thumb, hovering, self.seconds_left())
        return still, self._time_bar()[1].width

    def strip_area(self) -> pygame.Rect:
        return self._time_bar()[0]  # most frames of a call differ from the last only in the time bar

    def draw_strip(self, surface: pygame.Surface) -> None:
        self._draw_time_bar(surface, keep_under=False)

    def draw_background(self, surface: pygame.Surface) -> None:
        backdrop.draw_night_sky(surface)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        name = role_name(self.role)
        heading = {"call": "dk.night.wake", "act": "dk.night.wake", "answer": "dk.night.answer", "close": "dk.night.sleep"}
        self.draw_title(surface, t(heading[self.part.name], role=name), self.title_rect)
        line = t("dk.night.refused") if self.refused else t(f"dk.night.act.{self.role.value}")
        if self.part.name == "act" and self.held_back:
            line = t("dk.night.held_back")
        if self.part.name == "answer":
            line = t(f"dk.night.meaning.{self.role.value}")  # what the thumb says, for the role that checked
        line_area, countdown_area = self._line_areas()
        draw_heading(surface, line, line_area, self.size, largest_px=layout.body_text_px(self.size) * 3 // 2)
        if self.part.name == "act":
            draw_heading(surface, t("dk.night.seconds_left", seconds=self.seconds_left()), countdown_area, self.size,
                         largest_px=layout.body_text_px(self.size) * 2)
        self._draw_time_bar(surface)
        if self.part.name == "answer":
            side = self._thumb_side()
            picture = thumb_picture(side, bool(self.thumb))
            surface.blit(picture, picture.get_rect(center=self.picker_area.center))
            return
        selected = [self.selected] if self.selected is not None and self.part.name in ("act", "call") else []
        self.picker.draw(surface, self.size, selected)
        if self.part.name != "act":  # the picker rests under a veil until the call is over
            shade = theme.colour("public_overlay")
            lay_veil(surface, shade, shade.a, self.picker_area)

    def seconds_left(self) -> int:
        """The whole seconds left to choose, as the countdown shows them (0 outside the choice)."""
        if self.part.name != "act":
            return 0
        return max(0, math.ceil(self.part.seconds - self.part_elapsed - 1e-9))

    def _line_areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The line saying what to do, and at its right the countdown of the choice."""
        countdown_w = layout.scaled(140, self.size)
        line = self.line_rect.copy()
        line.width -= countdown_w
        return line, pygame.Rect(line.right, line.top, countdown_w, line.height)

    def _time_bar(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The bar's track, and its filled part: how much of the call's present part has gone."""
        bar = pygame.Rect(self.line_rect.left, self.line_rect.bottom - 4, self.line_rect.width, max(3, layout.scaled(6, self.size)))
        share = min(1.0, self.part_elapsed / self.part.seconds) if self.part.seconds else 1.0
        return bar, pygame.Rect(bar.left, bar.top, int(bar.width * share), bar.height)

    def _draw_time_bar(self, surface: pygame.Surface, keep_under: bool = True) -> None:
        bar, filled = self._time_bar()
        if keep_under:
            self.moving.keep_under(surface, bar)
        pygame.draw.rect(surface, theme.colour("hold_track"), bar, border_radius=bar.height // 2)
        if filled.width:
            pygame.draw.rect(surface, theme.colour("hold_fill"), filled, border_radius=bar.height // 2)


def register_screens(register) -> None:
    register(DkScreen.NIGHTFALL, NightfallScene)
    register(DkScreen.NIGHT_CALL, NightCallScene)
