"""The day, on public screens: the dawn's dead (DK16), timed speeches with each speaker named, and nominations.

The speaking order is the engine's (counter-clockwise from the right of the dead); each screen names the speaker
and shows the whole order with the speaker marked. The timer is a help, not a rule: when it runs out it says so
and waits for "Done".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import fonts, layout, theme
from program.i18n import gui_key, t
from audio.names import TIMER_CHIME
from game.double_kill.actions import EndSpeech, Nominate
from game.double_kill.hands import HandId
from game.double_kill.steps import StepKind
from game.double_kill.views import PublicView
from play.double_kill.session import DkScreen
from play.double_kill.voice import DAWN_LINE
from scenes.cheese_thief.discussion import clock_text
from scenes.double_kill.common import DrawsOnlyWhenChanged, HandPicker, PicksHands, hand_name, hands_text
from scenes.double_kill.rules_offer import DkRulesOfferingScene
from scenes.kit.widgets.moving_strip import DrawsMovingStrip, MovingStrip
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.double_kill.flow import DkFlow

SAVE_EVERY_SECONDS = 10.0


class DawnScene(DrawsOnlyWhenChanged, DkRulesOfferingScene):
    """The hands that died tonight, by seat, left before right; nothing else (no cause, no card)."""

    widgets_in_fade = True

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        self.text_area = self.build_action_button(ui, "dk.day.continue", body)

    def on_enter(self) -> None:
        super().on_enter()
        voice = self.flow.night_voice
        if voice.ambience_on:  # the night just ended here: the judge wakes everyone and the ambience fades
            voice.stop_ambience()
            voice.say(DAWN_LINE)

    def on_action(self) -> None:
        self.flow.session.dawn_announced(self.shown.dawns[-1][0])
        self.flow.next_screen()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        public = self.shown
        round_, dead = public.dawns[-1]
        self.draw_title(surface, t("dk.dawn.title", round=round_), self.title_rect)
        lines = [self.announcement()]
        if public.winner is not None:
            lines.append(t("dk.dawn.game_over"))
        else:
            lines.append(self.recap())
        draw_panel(surface, self.text_area)
        draw_text_block(surface, "\n\n".join(lines), self.text_area.inflate(-40, -40),
                        layout.body_text_px(self.size) * 3 // 2, theme.colour("public_text"))


    def announcement(self) -> str:
        """The rulebook's dawn announcement: the hands that died, one per line, nothing else."""
        public = self.shown
        dead = public.dawns[-1][1]
        if not dead:
            return t("dk.dawn.nobody")
        return t("dk.dawn.dead", hands="\n" + "\n".join(hand_name(public.players, hand) for hand in dead))

    def recap(self) -> str:
        """Where the table stands, from public facts only: living hands and players, and the last words."""
        public = self.shown
        hands = sum(left + right for left, right in public.alive)
        players = sum(1 for left, right in public.alive if left or right)
        lines = [t("dk.dawn.alive", hands=hands, players=players)]
        left = public.last_words_total - len(public.last_words_given)
        if public.step.kind is StepKind.LAST_WORDS and public.step.hand is not None:
            lines.append(t("dk.dawn.last_words_now", hand=hand_name(public.players, public.step.hand)))
        else:
            lines.append(t("dk.dawn.last_words_left", left=left))
        return "\n".join(lines)


def next_speaker_text(public: PublicView) -> str:
    """Who speaks after the current speaker (DK16-DK20), from the engine's queue of the day's steps."""
    coming = public.coming[0] if public.coming else None
    if coming is None:
        return t("dk.day.next_defences" if public.step.kind is StepKind.NOMINATION else "dk.day.next_night")
    if coming.kind is StepKind.VOTE:
        return t("dk.day.next_vote")
    assert coming.seat is not None
    if coming.hand is not None:  # last words and defences speak for a hand
        return t("dk.day.next_speaker", name=hand_name(public.players, coming.hand))
    return t("dk.day.next_speaker", name=public.players[coming.seat])


class TimedSpeechScene(DrawsMovingStrip, DkRulesOfferingScene):
    """A speaker's turn: their name, what the speech is for, the time left, and the order round the table."""

    widgets_in_fade = True

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        self.left = flow.session.speech_seconds_left()
        self.since_save = 0.0
        self.chimed = self.left <= 0
        self.timer_rect = pygame.Rect(0, 0, 1, 1)
        self.order_rect = pygame.Rect(0, 0, 1, 1)
        self.next_rect = pygame.Rect(0, 0, 1, 1)
        self.main_rect = pygame.Rect(0, 0, 1, 1)
        self.moving = MovingStrip()  # most frames of a speech differ from the last only in the clock

    @property
    def speaker(self) -> int:
        seat = self.shown.step.seat
        assert seat is not None
        return seat

    def lay_out_speech(self, body: pygame.Rect) -> None:
        gap = layout.gap_px(self.size)
        self.order_rect = pygame.Rect(body.left, body.top, body.width, layout.scaled(56, self.size))
        self.next_rect = pygame.Rect(body.left, self.order_rect.bottom + gap // 2, body.width, layout.body_text_px(self.size) * 2)
        self.main_rect = pygame.Rect(body.left, self.next_rect.bottom + gap // 2, body.width, body.bottom - self.next_rect.bottom - gap // 2)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.is_top() or self.left <= 0:
            return
        self.left = max(0.0, self.left - dt)
        session = self.flow.session
        session.keep_speech_left(self.left)
        self.since_save += dt
        if self.left <= 0 and not self.chimed:
            self.chimed = True
            self.play_sound(TIMER_CHIME)
            self.flow.save()
        elif self.since_save >= SAVE_EVERY_SECONDS:
            self.since_save = 0.0
            self.flow.save()

    def _clock_text(self) -> str:
        return clock_text(self.left) if self.left > 0 else t("dk.day.time_up")

    def shown_now(self) -> tuple[object, object]:
        hovering = self.ui.get_hovering_any_element() if self.ui is not None else False
        return hovering, (self._clock_text(), self.left > 10)

    def strip_area(self) -> pygame.Rect:
        return self.timer_rect  # time alone changes only the clock

    def draw_strip(self, surface: pygame.Surface) -> None:
        self.draw_clock(surface, self.timer_rect, keep_under=False)

    def draw_clock(self, surface: pygame.Surface, area: pygame.Rect, keep_under: bool = True) -> None:
        if keep_under:
            self.moving.keep_under(surface, area)
        colour = theme.colour("public_timer" if self.left > 10 else "public_timer_low")
        text = self._clock_text()
        px = fonts.fit_px(text, "display", area.height, area.width, min_px=layout.body_text_px(self.size))
        image = fonts.render(text, "display", px, colour)
        surface.blit(image, image.get_rect(center=area.center))

    def next_text(self) -> str:
        return next_speaker_text(self.shown)

    def draw_next(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.next_rect)
        inner = self.next_rect.inflate(-2 * layout.gap_px(self.size), 0)
        draw_line(surface, self.next_text(), inner, layout.body_text_px(self.size) * 5 // 4, theme.colour("public_title"), role="body")

    def draw_order(self, surface: pygame.Surface) -> None:
        """The day's speaking order (DK16), the speaker marked, and who speaks next."""
        self.draw_next(surface)
        public = self.shown
        if not public.days:
            return
        names = [public.players[seat] if seat != self.speaker else t("dk.day.speaker_mark", name=public.players[seat])
                 for seat in public.days[-1].order]
        text = t("dk.day.order", names=t("dk.day.order_separator").join(names))
        draw_panel(surface, self.order_rect)  # the day sky is light: words need the panel under them
        inner = self.order_rect.inflate(-2 * layout.gap_px(self.size), 0)
        px = fonts.fit_px(text, "body", layout.body_text_px(self.size), inner.width, min_px=12)
        image = fonts.render(text, "body", px, theme.colour("public_dim"))
        surface.blit(image, image.get_rect(midleft=inner.midleft))


class SpeechScene(TimedSpeechScene):
    """Last words (DK15), a defence (DK18) or a tie speech (DK20)."""

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        rest = self.build_action_button(ui, "dk.day.done", body)
        self.lay_out_speech(rest)
        self.timer_rect = pygame.Rect(self.main_rect.left, self.main_rect.centery, self.main_rect.width, self.main_rect.height // 2)

    def on_action(self) -> None:
        self.flow.apply(EndSpeech(self.speaker))
        self.flow.next_screen()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        public = self.shown
        step = public.step
        title = {StepKind.LAST_WORDS: "dk.speech.last_words", StepKind.DEFENCE: "dk.speech.defence",
                 StepKind.TIE_SPEECH: "dk.speech.tie"}[step.kind]
        self.draw_title(surface, t(title), self.title_rect)
        self.draw_order(surface)
        words = t("dk.speech.speaker", name=public.players[self.speaker])
        if step.hand is not None:
            words += "\n" + t(f"{title}_hand", hand=hand_name(public.players, step.hand))
        draw_panel(surface, self.main_rect)
        top = pygame.Rect(self.main_rect.left, self.main_rect.top, self.main_rect.width, self.main_rect.height // 2)
        draw_text_block(surface, words, top, layout.body_text_px(self.size) * 2, theme.colour("public_title"))
        self.draw_clock(surface, self.timer_rect)


class NominationScene(PicksHands, TimedSpeechScene):
    """A living player speaks and names at most one suspect per living hand of theirs, or nobody (DK17)."""

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow)
        public = flow.public()
        self.picker = HandPicker(public.players, public.alive, backdrop=self.backdrop_variant)
        own = public.alive[self.speaker]
        self.at_most = int(own[0]) + int(own[1])
        self.named: list[HandId] = []

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        body = self.build_header(ui)
        gap = layout.gap_px(self.size)
        rest = self.build_action_button(ui, "dk.nominate.done" if self.named else "dk.nominate.nobody", body)
        self.lay_out_speech(rest)
        main = self.main_rect
        if layout.is_portrait(self.size):  # an upright tablet: the clock and the words above the hands, side by side
            top_h = layout.scaled(160, self.size)
            self.timer_rect = pygame.Rect(main.left, main.top, main.width // 3, top_h)
            self.words_rect = pygame.Rect(self.timer_rect.right + gap, main.top, main.width - self.timer_rect.width - gap, top_h)
            self.picker.lay_out(pygame.Rect(main.left, main.top + top_h + gap, main.width, main.height - top_h - gap), self.size)
        else:
            side_w = layout.scaled(300, self.size)
            self.timer_rect = pygame.Rect(main.right - side_w, main.top, side_w, layout.scaled(120, self.size))
            self.words_rect = pygame.Rect(main.right - side_w, self.timer_rect.bottom + gap, side_w, main.bottom - self.timer_rect.bottom - gap)
            self.picker.lay_out(pygame.Rect(main.left, main.top, main.width - side_w - gap, main.height), self.size)
        self.refresh()

    def refresh(self) -> None:
        if self.action_button is not None:
            self.action_button.set_text(gui_key("dk.nominate.done" if self.named else "dk.nominate.nobody"))
        self.app.request_redraw()

    def on_hand(self, hand: HandId) -> None:
        self.toggle(hand)

    def toggle(self, hand: HandId) -> None:
        """Name or un-name a hand; a name beyond the speaker's living hands replaces the oldest."""
        if hand in self.named:
            self.named.remove(hand)
        else:
            self.named.append(hand)
            del self.named[:-self.at_most]
        self.refresh()

    def on_action(self) -> None:
        self.flow.apply(Nominate(self.speaker, tuple(self.named)))
        self.flow.next_screen()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        public = self.shown
        self.draw_title(surface, t("dk.nominate.title", name=public.players[self.speaker]), self.title_rect)
        self.draw_order(surface)
        self.picker.draw(surface, self.size, self.named, marked_seat=self.speaker)
        draw_panel(surface, self.timer_rect.union(self.words_rect))
        self.draw_clock(surface, self.timer_rect)
        named = hands_text(public.players, self.named) if self.named else t("dk.nominate.none_yet")
        text = t("dk.nominate.help", count=self.at_most) + "\n\n" + t("dk.nominate.named", hands=named)
        draw_text_block(surface, text, self.words_rect.inflate(-layout.gap_px(self.size), -layout.gap_px(self.size)),
                        layout.body_text_px(self.size), theme.colour("public_text"))

    def is_first_nomination_of_the_game(self) -> bool:
        """The first nomination of the first day: where the demo takes its one look at the rules."""
        return len(self.shown.days) == 1 and not self.shown.days[0].nominations


def register_screens(register) -> None:
    register(DkScreen.DAWN, DawnScene)
    register(DkScreen.SPEECH, SpeechScene)
    register(DkScreen.NOMINATION, NominationScene)
