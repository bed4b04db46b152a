"""The coach over a real screen: the widget to tap lit (everything else dimmed), a finger, a few words, step k of n.

The screen below is the game's own, playing a real game. In a coached game the overlay lets through only a press on
the lit widget (a press elsewhere is a wrong move: a hint, then the right widget ringed); when the screen moves on
(a page turns, a pick is made, the next game step comes), the tutorial takes its next step. In the practice round
every press goes through, and the words and the light come only when Hint is tapped.

The real screen's own ways out work under the coach as in a game: its Rules (rules at a glance, over everything;
Back returns to the same step) and its Leave (the game's own question; leaving leaves the tutorial as Exit does).
While another screen lies over the coach (that question, the chapters menu) the coach stands aside: it draws
nothing and holds its step.

Back starts the screen before again and Replay this one, both from the game as it stood then (the coached game's
steps keep it); Chapters opens the menu over everything; Exit leaves the tutorial.

The band's words are spoken as they come (the flow's voice, muted by the learner's saved choice): a step's
sentence, then its hint after a wrong press.
"""
from __future__ import annotations

import math
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable

import pygame
import pygame_gui

from app import fonts, layout, theme
from app.frames.scene_hooks import DrawsChanges
from app.scene import Scene
from play.flow import StepKind
from program import i18n
from scenes.kit.confirm_leave import INPUT_EVENTS
from scenes.kit.public_common import draw_panel, draw_text_block
from scenes.tutorial.base import TutorialScreen
from scenes.tutorial import coach_band
from scenes.tutorial.coach_band import Obstacles
from scenes.tutorial.coach_targets import (
    button_corners, cell_labels, is_enabled, is_rolling, live_targets, practice_hint, standing, topics_of,
    widget_rects,
)
from scenes.tutorial.guide import VEILS, FingerPose, draw_finger, draw_spotlight, finger_pose, finger_rect
from scenes.tutorial.text_size import TEXT_SHARE, text_px
from tutorial.actions import ActionKind, LearnerAction
from tutorial.catalogue import chapter
from tutorial.steps import Step
from tutorial.session import TutorialSession
from tutorial.spotlight import Gesture as StepGesture
from tutorial.texts import Text

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import CoachedGame

WRONG_TAP = LearnerAction.of(ActionKind.TAP_WIDGET)  # a press beside every lit widget
ROLLING = Text.of("tutorial.game.rolling")
BAND_ALPHA = 255  # opaque: the real screen's own words under the band would read through and muddle the coach's
# The real screen's own buttons that lead away from the game, for a moment or for good: its rules at a glance and its
# leave question (a public screen's Leave, a curtain's). A press on one always reaches the screen, and the band keeps
# off them.
WAYS_OUT = ("#rules_open", "#leave", "#curtain_leave")
ACROSS = "across"  # the band across the screen (in portrait, or where no side has room)
NAVIGATION = ("back", "replay", "chapters", "exit")  # the band's buttons below its first row
NAVIGATION_KEYS = tuple(f"tutorial.nav.{name}" for name in NAVIGATION)  # their words
VOICE = "voice"  # the button that mutes the coach's voice (or turns it on again), beside Next
# The real screens' widgets that only show more and move no game on, which a learner may press at any step.
LOOK_ONLY = ("#replay_prev", "#replay_next", "#replay_auto")
# For this long after the band's buttons moved, a press where one button was and another now is reaches neither: a
# learner tapping Next twice, as the band moved between two steps, found Back under the second tap.
MOVED_GUARD_S = 0.6
BUTTONS_SHARE = 0.5  # of a portrait band's width for its buttons, beside the words (at a side, below them)
LANDSCAPE_BUTTONS_SHARE = 0.36  # of a landscape band across the screen, which has more room for its words
# The pictures of a real screen, kept clear where the band can: a private page's card or cup, the curtain's mouse,
# the vote grid's names of voters and suspects. (What a step talks about comes first: coach_targets.topics_of.)
PICTURES = ("visual_rect", "mouse_rect")
PICTURE_LISTS = ("row_labels", "column_heads")
KEPT_BUTTON_SETS = 4  # the band's buttons of a few sizes, built once each (``_show_buttons_sized_for``)


class CoachOverlay(TutorialScreen):
    is_overlay = True

    def __init__(self, coached: "CoachedGame") -> None:
        super().__init__(coached.tutorial)
        self.band = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.words_rect = pygame.Rect(0, 0, 1, 1)
        self.side = ""  # where the band lies: "left" or "right" in landscape, ACROSS in portrait (or when no side fits)
        self._words_h: dict[Hashable, int] = {}  # the height the words need, by words, width and size
        self._steps_words: dict[Hashable, tuple[str, str | None]] = {}  # a page's steps' words, by step and language
        # The step, and where its screen stood, that the band's place was last picked for.
        self._picked_for: tuple[str, Hashable] | None = None
        # Where the band's buttons were before they last moved, and for how much longer that counts (MOVED_GUARD_S).
        self._places_shown: dict[str, pygame.Rect] = {}
        self._places_before: dict[str, pygame.Rect] = {}
        self._moved_for = 0.0
        self.compact = 0  # how much smaller the band's words were made to keep off what matters (`_pick_band`)
        self._picked: tuple[Hashable, tuple[str, pygame.Rect, int]] = (None, ("", self.band, 0))
        self._kept_buttons: list[dict[str, pygame_gui.elements.UIButton]] = []  # the band's buttons of each size
        self.coach_game(coached)

    def coach_game(self, coached: "CoachedGame") -> "CoachOverlay":
        """Coach `coached` from its first screen on: a new overlay, or this one going on to the tutorial's next game
        (the next chapter's deal, Back, Replay) with its band and buttons as they stand, everything about the step
        shown begun afresh (building the band's six buttons again took 5-9 ms of the tap that dealt the game)."""
        self.flow = coached  # the game shown (the demo driver reads its step)
        self._places_shown, self._moved_for = {}, 0.0  # a new game's band: no earlier tap was aimed at it
        self.elapsed = 0.0
        self.hint_shown = False  # the practice round's hint, until the screen moves on
        self._standing: object = None
        self._pressed = 0  # which of the step's targets the last press let through landed on
        self._ahead_of: tuple[str, int] | None = None  # the step whose next one's words were laid out ahead
        self._said: tuple[str, str, str | None] | None = None  # (step, words, hint) when last spoken
        # The surface of the last frame drawn and what the coach showed on it besides its finger, and what lay under
        # the finger there (its rect, a copy): a frame whose coach did not change but for the finger draws only that.
        self._drawn: tuple[pygame.Surface, Hashable] | None = None
        self._under_finger: tuple[pygame.Surface, pygame.Rect, pygame.Surface] | None = None
        for button in self.buttons.values():
            if button.held:  # a press begun on the game before ends on nothing, as on a band built anew
                button.held = False
                if button.drawable_shape is not None:
                    button.drawable_shape.set_active_state("normal")
        voice = self.buttons.get(VOICE)
        if voice is not None and voice.text != i18n.gui_key(self.voice_key()):
            voice.set_text(i18n.gui_key(self.voice_key()))  # muted or not meanwhile, on another screen
        return self

    # ----- what is shown -----------------------------------------------------------------------------------
    @property
    def session(self) -> TutorialSession:
        return self.tutorial.session

    @property
    def hosted_scenes(self) -> tuple[Scene, ...]:
        """The real screen under the coach behaves as the one on top (its clocks, its countdown)."""
        real = self.real_scene()
        return () if real is None else (real,)

    def real_scene(self) -> Scene | None:
        stack = self.app.scenes.stack
        if self not in stack:
            return None
        below = stack.index(self) - 1
        real = stack[below] if below >= 0 else None
        return real if isinstance(real, Scene) else None

    def names(self) -> tuple[str, ...]:
        return self.flow.names

    @property
    def offers_rules(self) -> bool:  # type: ignore[override]
        """Rules at a glance opens over the coach when the real screen under it offers them."""
        real = self.real_scene()
        return real is not None and real.offers_rules

    def stands_aside(self) -> bool:
        """Another screen lies over the coach and lets it show through (the game's leave question, the chapters
        menu): the coach draws nothing, takes no input and holds its step, so nothing of it shows or changes under
        that screen. (A full screen over it, the rules, hides it anyway; a fade to that screen still shows the
        coach as it was.)"""
        top = self.app.scenes.top()
        return top is not None and top.is_overlay and not self.is_top()

    def ways_out(self) -> list[pygame.Rect]:
        """Where the real screen's own Rules and Leave are (those it shows)."""
        real = self.real_scene()
        if real is None:
            return []
        found = widget_rects(real)
        return [found[name] for name in WAYS_OUT if name in found]

    @property
    def free_play(self) -> bool:
        return self.flow.free_play

    @property
    def practice_over(self) -> bool:
        return self.free_play and self.flow.session.step.kind is StepKind.REPLAY

    def targets(self) -> tuple[str, ...]:
        """The widgets lit now: the step's own, or in the practice round those a hint shows."""
        if self.free_play:
            return live_targets(self.real_scene()) if self.hint_shown else ()
        return self.session.step.targets

    def target_rects(self) -> list[tuple[int, pygame.Rect]]:
        real = self.real_scene()
        if real is None:
            return []
        rects = widget_rects(real)
        return [(index, rects[name]) for index, name in enumerate(self.targets()) if name in rects]

    # ----- layout ------------------------------------------------------------------------------------------
    def _obstacles(self) -> Obstacles:
        """What the band keeps off: the lit widgets (in the practice round every widget that moves the screen on,
        which the learner presses unlit too), the ways out, what the step talks about, the screen's other pictures
        and its other widgets."""
        real = self.real_scene()
        if real is None:
            return Obstacles()
        found = widget_rects(real)
        names = live_targets(real) if self.free_play else self.targets()
        if not self.free_play and layout.is_portrait(self.size):
            # A band across a portrait screen keeps off the page's later taps too, so it need not jump from the
            # bottom to the top a step later (its buttons with it).
            names = tuple(dict.fromkeys((*names, *(name for step in self.session.page_steps()
                                                   for name in step.targets))))
        lit = tuple(found[name] for name in names if name in found) + cell_labels(real, tuple(names))
        ways_out = tuple(found[name] for name in WAYS_OUT if name in found)
        others = tuple(rect for name, rect in found.items() if name not in names and name not in WAYS_OUT)
        return Obstacles(lit, ways_out, pictures_of(real), others, topics_of(real))

    def _pick_band(self) -> tuple[str, pygame.Rect]:
        """The band's side and place where it hides least of the real screen (see scenes/tutorial/coach_band.py):
        at its full size, or smaller (shorter words, then a narrower column) where the full band would hide the lit
        widget, a way out or what the step talks about and a smaller one hides less of them."""
        obstacles = self._obstacles()
        now = None if self.band.width <= 1 else (self.side, pygame.Rect(self.band))
        key = (obstacles.key(), now and (now[0], tuple(now[1])), self.caption(), self.session.step.uid,
               self.free_play, self.size, i18n.current_language())
        if self._picked[0] == key:
            self.compact = self._picked[1][2]
            return self._picked[1][:2]
        shown, picked_for = (self.session.step.uid, standing(self.real_scene(), self.flow)), self._picked_for
        self._picked_for = shown
        if now is not None and picked_for == shown and not self.free_play \
                and now[1].height == self._band_height(now[0], now[1].width, self.compact) \
                and not obstacles.in_the_way(now[1]):
            # Something came out on the screen during the step (the reveal's banner): the band stays put unless it
            # covers the lit widget or a way out, so Next stays under the learner's finger (Back came there).
            self._picked = (key, (now[0], now[1], self.compact))
            return now
        portrait = layout.is_portrait(self.size)
        gap = layout.gap_px(self.size)
        content = layout.content_rect(self.size)
        best: tuple[int, str, pygame.Rect, int] | None = None
        for width, compact in self._band_sizes(content, portrait):
            candidates = [(side, rect) for side, column in coach_band.columns(content, portrait, width, obstacles, gap)
                          for rect in coach_band.places(column, self._band_height(side, column.width, compact),
                                                        obstacles, gap)]
            side, rect = coach_band.best_place(candidates, obstacles, now)
            hidden = obstacles.hidden(rect)
            if best is None or hidden < best[0]:
                best = (hidden, side, rect, compact)
            if hidden == 0:
                break
        assert best is not None
        _, side, rect, self.compact = best
        self._picked = (key, (side, rect, self.compact))
        return side, rect

    def _band_sizes(self, content: pygame.Rect, portrait: bool) -> list[tuple[int | None, int]]:
        """The band's sizes, largest first: (its column's width, None for the usual; how much smaller its words
        are, 0 to 2: see `_words_px`). A narrower column keeps room for its buttons' words."""
        if portrait:
            return [(None, 0), (None, 1), (None, 2)]
        narrow = max(self._buttons_words_width() + 2 * layout.gap_px(self.size),
                     int(content.width * coach_band.NARROW_SHARE))
        return [(None, 0), (None, 1), (narrow, 1), (None, 2), (narrow, 2)]

    def _band_height(self, side: str, width: int, compact: int = 0) -> int:
        """As tall as the band's words at the tutorial's size and its buttons need (the words of a step that
        expects a tap are given room for its hint too, so the band does not grow at a wrong press); a compact
        band's words smaller (`_words_px`)."""
        gap = layout.gap_px(self.size)
        inner_w = width - 2 * gap
        buttons_h = 3 * self._button_px() + 2 * gap
        heading_h = self._heading_px()
        if side == ACROSS:
            words_h = self._page_words_px(inner_w - self._buttons_width(side, inner_w) - gap, compact)
            return max(buttons_h, heading_h + words_h) + 2 * gap
        return heading_h + self._words_px(inner_w, compact) + gap + buttons_h + 2 * gap

    def _heading_px(self) -> int:
        return int(theme.font_px("@heading", self.size) * 1.3)

    def _buttons_width(self, side: str, inner_w: int) -> int:
        """Across the screen the buttons stand beside the words; at a side, below them, as wide as the band."""
        if side != ACROSS:
            return inner_w
        share = BUTTONS_SHARE if layout.is_portrait(self.size) else LANDSCAPE_BUTTONS_SHARE
        return min(inner_w, max(int(inner_w * share), self._buttons_words_width()))

    def _buttons_words_width(self) -> int:
        """The least width of the buttons' column for every button's words to keep their margin: two buttons a
        row, the first a primary one (or two) and the voice button."""
        gap, margin = layout.gap_px(self.size), words_margin(self.size)
        button_px, primary_px = theme.font_px("button", self.size), theme.font_px("@primary_button", self.size)
        navigation = max(fonts.text_width(self.words(Text.of(key)), "button", button_px) for key in NAVIGATION_KEYS)
        primaries = [fonts.text_width(self.words(Text.of(key)), "button", primary_px)
                     for key, _, _ in self._primary_buttons()]
        first = sum(primaries) + (self._voice_words_px() if len(primaries) == 1 else 0)
        return max(2 * navigation + 4 * margin, first + 4 * margin) + gap

    def _words_px(self, width: int, compact: int = 0) -> int:
        """The height the caption's words (and the hint the step may show) take at the tutorial's size; for a
        compact band without room kept for a hint not shown yet, and at the body's size (1) or the tutorial's
        least (2), never under a touch table's least size."""
        words, feedback = self.caption()
        expects = None if self.free_play else self.session.step.expects
        if expects is not None and not compact:  # the step's own words (not the roll's "in a moment"), its hint
            words, feedback = self._step_words(self.session.step)
        return self._words_height(words, feedback, width, compact)

    def _page_words_px(self, width: int, compact: int = 0) -> int:
        """`_words_px`, but as tall as the tallest words of the steps on this page: a band across the screen keeps
        its buttons in one place from one step of the page to the next (in portrait Next moved down a row)."""
        here = self._words_px(width, compact)
        if self.free_play or compact:
            return here
        return max([here] + [self._words_height(*self._step_words(step), width, compact)
                             for step in self.session.page_steps()])

    def _step_words(self, step: Step) -> tuple[str, str | None]:
        """A step's own words and the hint a wrong press at it would show."""
        key = (step.uid, i18n.current_language(), self.names())
        if key not in self._steps_words:
            if len(self._steps_words) > 64:
                self._steps_words.clear()
            hint = None if step.expects is None or step.expects.hint is None else self.words(step.expects.hint,
                                                                                              self.names())
            self._steps_words[key] = (self.words(step.text, self.names()), hint)
        return self._steps_words[key]

    def _words_height(self, words: str, feedback: str | None, width: int, compact: int) -> int:
        key = (words, feedback, width, compact, self.size, i18n.current_language())
        if key not in self._words_h:
            px = words_px(self.size, compact)
            needed = _lines_px(words, "body", px, width)
            if feedback is not None:
                hint = _lines_px(feedback, "heading", px, width)  # drawn below the words, in the rest of their room
                needed = max(math.ceil(needed / TEXT_SHARE), math.ceil(hint / (1 - TEXT_SHARE))) + 1
            if len(self._words_h) > 64:
                self._words_h.clear()
            self._words_h[key] = max(needed, 2 * int(px * 1.25))
        return self._words_h[key]

    def _button_px(self) -> int:
        """The band's buttons are a little lower than the screens' own, so the band hides less of the screen."""
        return max(layout.min_touch_px(self.size), layout.button_height(self.size) * 3 // 4)

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        self._kept_buttons = []
        self.side, self.band = self._pick_band()
        self._add_band_buttons(ui, self._lay_out_band([name for _, name, _ in self._primary_buttons()]))

    def _add_band_buttons(self, ui: pygame_gui.UIManager, places: dict[str, pygame.Rect]) -> None:
        primary = self._primary_buttons()
        for key, name, action in primary:
            self.add_button(ui, places[name], key, name, action, "@primary_button")
        if VOICE in places:
            self.add_button(ui, places[VOICE], self.voice_key(), VOICE, self.toggle_voice)
        actions = (self.go_back_a_step, self.replay, self.tutorial.open_menu, self.tutorial.exit)
        for key, name, action in zip(NAVIGATION_KEYS, NAVIGATION, actions):
            self.add_button(ui, places[name], key, name, action)

    def _lay_out_band(self, primaries: list[str]) -> dict[str, pygame.Rect]:
        """Lay out the band at `band`: its heading, its words, and the place of each of its buttons, by name. At a
        side the words sit above the buttons; across the screen, beside them."""
        gap = layout.gap_px(self.size)
        inner = self.band.inflate(-2 * gap, -2 * gap)
        buttons_w = self._buttons_width(self.side, inner.width)
        buttons_h = 3 * self._button_px() + 2 * gap
        if self.side == ACROSS:
            column = pygame.Rect(inner.right - buttons_w, inner.top, buttons_w, buttons_h)
            text = pygame.Rect(inner.left, inner.top, column.left - gap - inner.left, inner.height)
        else:
            column = pygame.Rect(inner.left, inner.bottom - buttons_h, inner.width, buttons_h)
            text = pygame.Rect(inner.left, inner.top, inner.width, column.top - gap - inner.top)
        rows = layout.stack_vertical(column, 3, self._button_px(), gap)
        half = (column.width - gap) // 2
        first = pygame.Rect(rows[0])
        places: dict[str, pygame.Rect] = {}
        if len(primaries) == 1:  # the voice button beside Next (the practice round's end has two buttons there)
            voice_w = max(layout.min_touch_px(self.size), (first.width - 2 * gap) // 3,
                          self._voice_words_px() + 2 * words_margin(self.size))
            places[VOICE] = pygame.Rect(first.right - voice_w, first.top, voice_w, first.height)
            first.width -= voice_w + gap
        width = (first.width - gap * (len(primaries) - 1)) // max(1, len(primaries))
        places.update(zip(primaries, layout.stack_horizontal(first, len(primaries), width, gap)))
        places.update(zip(("back", "replay"), layout.stack_horizontal(rows[1], 2, half, gap)))
        places.update(zip(("chapters", "exit"), layout.stack_horizontal(rows[2], 2, half, gap)))
        heading_h = min(self._heading_px(), text.height // 2)
        self.heading_rect = pygame.Rect(text.left, text.top, text.width, heading_h)
        self.words_rect = pygame.Rect(text.left, self.heading_rect.bottom, text.width, text.bottom - heading_h - text.top)
        return places

    def _voice_words_px(self) -> int:
        """The width of the voice button's longer words ("Mute" or its other word), so neither is cut off."""
        px = theme.font_px("button", self.size)
        return max(fonts.text_width(self.words(Text.of(key)), "button", px)
                   for key in ("tutorial.voice.mute", "tutorial.voice.unmute"))

    def _move_band(self, place: tuple[str, pygame.Rect]) -> None:
        """The band to its new place with its buttons moved and, where the band's size changed (from a side to
        across the screen, words of another length), sized anew, not built again: building its six buttons took
        5-10 ms of the step that lit a widget under the band, 19 times in the core path."""
        self.side, self.band = place
        places = self._lay_out_band([name for name in self.buttons if name not in (VOICE,) + NAVIGATION])
        if any(pygame.Rect(button.rect).size != places[name].size for name, button in self.buttons.items()):
            self._show_buttons_sized_for(places)
        for name, button in self.buttons.items():
            button.set_relative_position(places[name].topleft)
        self.app.request_redraw()

    def release_ui(self) -> None:
        super().release_ui()
        self._kept_buttons = []

    def _show_buttons_sized_for(self, places: dict[str, pygame.Rect]) -> None:
        """The band's buttons of the sizes `places` gives in place of those shown, which are hidden and kept: the
        band has a few sizes of buttons (at a side, across the screen), each built once and shown again when the
        band comes back to it. Sizing the same buttons anew painted their looks again (3-5 ms at 1920x1080)."""
        assert self.ui is not None
        shown = self.buttons
        for button in shown.values():
            button.hide()
        self._kept_buttons = [kept for kept in self._kept_buttons if kept is not shown] + [shown]
        sizes = {name: rect.size for name, rect in places.items()}
        found = [kept for kept in self._kept_buttons
                 if {name: pygame.Rect(button.rect).size for name, button in kept.items()} == sizes]
        if found:
            self.buttons = found[0]
            for button in self.buttons.values():
                button.show()
        else:
            self.buttons = {}
            self._add_band_buttons(self.ui, places)
        while len(self._kept_buttons) > KEPT_BUTTON_SETS:
            for button in self._kept_buttons.pop(0).values():
                button.kill()
        for name, button in self.buttons.items():  # as the buttons shown before stood
            if button.is_enabled != shown[name].is_enabled:
                button.enable() if shown[name].is_enabled else button.disable()
            if button.text != shown[name].text:
                button.set_text(shown[name].text)
            button.update(0.0)  # its look now: pygame_gui takes a changed state's picture in its next update
        self.ui.get_sprite_group().update_visibility()  # and would draw the buttons shown before until then

    def _primary_buttons(self) -> list[tuple[str, str, Callable[[], None]]]:
        if self.practice_over:
            return [("tutorial.nav.next", "next", self.go_next),
                    ("tutorial.coach.play_real", "play_real", self.tutorial.play_for_real)]
        if self.free_play:
            return [("tutorial.coach.hint", "hint", self.show_hint)]
        return [("tutorial.nav.next", "next", self.go_next)]

    def refresh(self) -> None:
        next_button = self.buttons.get("next")
        if next_button is not None:
            step = self.session.step
            can_go = self.practice_over or (not self.free_play and not step.targets and not step.wait)
            next_button.enable() if can_go else next_button.disable()
        back_button = self.buttons.get("back")
        if back_button is not None:
            back_button.enable() if self.session.can_go_back else back_button.disable()
        if self.ui is not None and self._layout_changed():
            self.rebuild_ui()
        elif self.ui is not None:
            self._follow_band()
        super().refresh()

    def _follow_band(self) -> None:
        place = self._pick_band()
        if place != (self.side, self.band):
            self._move_band(place)

    def _layout_changed(self) -> bool:
        primaries = {name for _, name, _ in self._primary_buttons()}
        return set(self.buttons) != primaries | set(NAVIGATION) | ({VOICE} if len(primaries) == 1 else set())

    def voice_back_on(self) -> None:
        self._said = None  # the voice on again: the band's words are said again

    def screen_changed(self) -> None:
        """A new real screen came under the coach (what it did to the step is for `_follow` to see)."""
        self.elapsed = 0.0
        self.hint_shown = False
        self.refresh()

    # ----- moving on ---------------------------------------------------------------------------------------
    def go_next(self) -> None:
        self.tutorial.change(self.session.next())

    def go_back_a_step(self) -> None:
        """The step before: its words again where nothing was done since on this page; otherwise its page started
        again from the game as it stood then (a private turn's page, or the screen before)."""
        session = self.session
        if self.free_play or session.step_index == 0 or session.back_is_a_read():
            self.tutorial.change(session.back())
            return
        first = session.first_of_page()
        self.tutorial.restart_coached(session.rewind_to(first if first < session.step_index
                                                        else session.first_of_page(first - 1)))

    def replay(self) -> None:
        if self.free_play:
            self.tutorial.restart_coached(self.session)
            return
        self.tutorial.restart_coached(self.session.rewind_to(self.session.first_of_page()))

    def show_hint(self) -> None:
        self.hint_shown = True
        self.elapsed = 0.0
        self.refresh()  # the hint's words are spoken as they come (`_speak`)

    def _follow(self) -> None:
        """When the real screen has moved on since the step began, the step is done: on to the next."""
        now = standing(self.real_scene(), self.flow)
        if self._standing is None or now == self._standing:
            self._standing = now  # the first look at a screen is where the step begins
            return
        self._standing = now
        self.elapsed = 0.0
        if self.free_play:
            self.hint_shown = False
            self.refresh()
            return
        session, step = self.session, self.session.step
        if step.expects is None and not step.wait:
            return  # a step to read: it waits for Next whatever the screen does meanwhile
        if step.expects is not None:
            index = self._pressed if 0 <= self._pressed < len(step.targets) else 0
            session = session.act(LearnerAction.of(ActionKind.TAP_WIDGET, (), index))
        self.tutorial.change(session.next())

    # ----- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.stands_aside():
            return event.type in INPUT_EVENTS  # what the screen over the coach let fall reaches nothing under it
        if event.type == pygame.MOUSEBUTTONDOWN and self._pressed_a_moved_button(event.pos):
            return True  # meant for the button that stood there (see MOVED_GUARD_S)
        if self.free_play and event.type == pygame.MOUSEBUTTONDOWN and self._on_live_target(event.pos):
            return False  # the learner's own game never waits behind the coach's band
        if Scene.handle_event(self, event):
            return True
        if event.type == pygame.KEYDOWN:
            return not self.free_play  # keys would press the real screen's buttons past the coach
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False  # releases and moves reach the screen: a hold ends, a press lands
        if self.free_play:
            return False  # the learner's own game: every press is theirs (the band's buttons took theirs above)
        if getattr(event, "button", 1) != 1 or self.band.collidepoint(event.pos):
            return True
        if any(rect.collidepoint(event.pos) for rect in self.ways_out()):
            return False  # the screen's own rules and leave question: never a wrong move
        for index, rect in self.target_rects():
            if rect.collidepoint(event.pos):
                self._pressed = index
                return False
        real = self.real_scene()
        if real is not None and any(rect.collidepoint(event.pos) for name, rect in widget_rects(real).items()
                                    if name in LOOK_ONLY):
            return False  # paging through the night's replay moves no game on: the learner may look around
        step = self.session.step
        if step.expects is not None:
            self.tutorial.change(self.session.act(WRONG_TAP))
            self.app.request_redraw()
        return True

    def _on_live_target(self, pos: tuple[int, int]) -> bool:
        real = self.real_scene()
        if real is None:
            return False
        found = widget_rects(real)
        return any(found[name].collidepoint(pos) for name in live_targets(real) if name in found)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.tutorial.exit()
            return True
        return False

    # ----- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.stands_aside():
            return  # the step holds, and the finger waits, until the coach is on top again
        self.elapsed += dt
        self._follow()
        self._speak()
        self._words_ahead()
        if self.ui is not None:
            self._follow_band()  # a widget shown late (the reveal's button) came out under the band
        self._note_moved_buttons(dt)

    def _note_moved_buttons(self, dt: float) -> None:
        self._moved_for = max(0.0, self._moved_for - dt)
        places = {name: pygame.Rect(button.rect) for name, button in self.buttons.items() if button.visible}
        if places != self._places_shown:
            self._places_before, self._places_shown = self._places_shown, places
            self._moved_for = MOVED_GUARD_S

    def _pressed_a_moved_button(self, pos: tuple[int, int]) -> bool:
        """A press on one band button where, a moment ago, another one stood."""
        if self._moved_for <= 0.0:
            return False
        was = next((name for name, rect in self._places_before.items() if rect.collidepoint(pos)), None)
        now = next((name for name, rect in self._places_shown.items() if rect.collidepoint(pos)), None)
        return was is not None and now is not None and was != now

    def _speak(self) -> None:
        """Say what has just come on the band: the words of a new step (or of the practice round's hint, or the
        die's number once it shows), else a hint that appeared after a wrong press. Words already spoken are not
        said again; a new overlay (Back, Replay) says its step again."""
        words, hint = self.caption()
        said = (self.session.step.uid, words, hint)
        before, self._said = self._said, said
        if before is None or before[:2] != said[:2]:
            self.tutorial.say(words)
        elif hint is not None and before[2] != hint:
            self.tutorial.say(hint)

    def _gesture(self) -> StepGesture:
        if self.free_play:
            return StepGesture.HOLD if self.targets() == ("hold",) else StepGesture.TAP
        return self.session.step.gesture

    def is_animating(self) -> bool:
        return bool(self.target_rects()) and not self.app.settings.reduced_motion and not self.stands_aside()

    # ----- drawing -----------------------------------------------------------------------------------------
    def prepare_steps(self) -> list[Callable[[], object]]:
        """Nothing of a tutorial screen's: the coach draws over the real screen, whose own steps prepare it, and
        lays out its next words ahead itself (``_words_ahead``)."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._under_finger = None
        if not self.stands_aside():
            super().draw(surface)
            self._drawn = (surface, self._still_key())

    def _still_key(self) -> Hashable:
        """Everything the coach shows but its finger: two frames with the same key differ only there."""
        hovered = self.ui.get_hovering_any_element() if self.ui is not None else None
        buttons = tuple((name, button.is_enabled, pygame.Rect(button.rect)) for name, button in self.buttons.items())
        lit = tuple((index, tuple(rect)) for index, rect in self.target_rects())
        ways_out = tuple((tuple(rect), corners) for rect, corners in self._cleared_ways_out())
        return (lit, self.session.highlight, ways_out, tuple(self.band), self.heading_text(), self.caption(), buttons,
                hovered, i18n.current_language(), self.size)

    def draw_changes_above(self, surface: pygame.Surface, below: DrawsChanges) -> bool:
        """The finger's last place put back as it was without it, the screen below's changes drawn, the coach's veil,
        band and words painted again over those alone, and the finger where it is now: pixel for pixel the whole
        frame, for a fraction of it (a dice roll under the coach redrew the screen and the veil whole, 4-8 ms)."""
        if self.stands_aside() or self._drawn is None or self._drawn[0] is not surface \
                or self._drawn[1] != self._still_key() \
                or not all(self.band.contains(button.rect) for button in self.buttons.values()):
            return False
        under = self._under_finger
        if under is not None and under[0] is surface:
            surface.blit(under[2], under[1])
        self._under_finger = None
        if not below.draw_changes(surface):
            return False
        whole = surface.get_rect()
        for area in below.changed_areas(surface):
            area = area.clip(whole)
            if area.width and area.height:
                surface.set_clip(area)
                self._draw_veil(surface)
                if area.colliderect(self.band):  # the band holds the coach's words and buttons
                    self._draw_band(surface)
                    if self.ui is not None:
                        self.ui.draw_ui(surface)
                surface.set_clip(None)
        self.draw_foreground(surface)
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        self._draw_veil(surface)
        self._draw_band(surface)

    def _draw_veil(self, surface: pygame.Surface) -> None:
        lit = [rect for _, rect in self.target_rects()]
        strong = lit if self.session.highlight else []
        if lit:
            draw_spotlight(surface, lit, strong, VEILS.veil(surface.get_size(), lit, self._cleared_ways_out()))

    def _draw_band(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.band, alpha=BAND_ALPHA)
        self.draw_heading(surface, self.heading_text(), self.heading_rect)
        words, feedback = self.caption()
        px, min_px = text_px(self.size)
        if feedback is None:
            draw_text_block(surface, words, self.words_rect, px, theme.colour("public_text"), min_px=min_px)
            return
        top = pygame.Rect(self.words_rect.left, self.words_rect.top, self.words_rect.width,
                          int(self.words_rect.height * TEXT_SHARE))
        below = pygame.Rect(top.left, top.bottom, top.width, self.words_rect.bottom - top.bottom)
        draw_text_block(surface, words, top, px, theme.colour("public_text"), min_px=min_px)
        draw_text_block(surface, feedback, below, px, theme.colour("public_error"), role="heading", min_px=min_px)

    def _cleared_ways_out(self) -> list[tuple[pygame.Rect, int]]:
        """The real screen's Rules and Leave undimmed, to their rounded corners: they work, and a dimmed button
        would look greyed out (a wider clearing would light them up like the widget to tap)."""
        real = self.real_scene()
        if real is None:
            return []
        found = widget_rects(real)
        return [(found[name], button_corners(real, name)) for name in WAYS_OUT if name in found]

    def caption(self) -> tuple[str, str | None]:
        """The words on the band, and the hint after a wrong press (None when there is none)."""
        session = self.session
        if self.practice_over:
            return self.words(Text.of("tutorial.practice.over")), None
        if self.free_play and self.hint_shown:
            hint = practice_hint(self.real_scene())
            if hint is not None:
                return self.words(hint, self.names()), None
        hint = session.hint
        text = session.step.text
        if session.step.name.endswith(".rolled") and is_rolling(self.real_scene()):
            text = ROLLING  # the number is said once the die shows, not while the cup is shaken
        return self.words(text, self.names()), None if hint is None else self.words(hint, self.names())

    def heading_text(self, session: TutorialSession | None = None) -> str:
        session = self.session if session is None else session
        step, steps = session.progress
        title = self.words(Text.of(chapter(session.chapter).title_key))
        return self.words(Text.of("tutorial.nav.title_progress", title=title, step=step, steps=steps))

    def _words_ahead(self) -> None:
        """The next step's heading and words laid out ahead, in a frame with room to spare: fitting them took 2-5
        ms of the step that showed them. Only the layout is kept (the text caches): nothing on screen changes. The
        clips of what may be said next are loaded ahead too (``_sentences_ahead``)."""
        session = self.session
        placed = (session.chapter, session.step_index)
        if self.free_play or placed == self._ahead_of or self.ui is None:
            return
        self._ahead_of = placed
        for sentence in self._sentences_ahead(session):
            self.tutorial.prepare_to_say(sentence)  # on the voice's loading thread: nothing of this step's time
        if session.step_index + 1 >= len(session.chapter_steps.steps):
            return
        coming = replace(session, step_index=session.step_index + 1)
        key = ("coach-words", session.chapter, coming.step_index, self.size, self.words_rect.size,
               self.heading_rect.size, i18n.current_language())
        self.app.frames.warm_up.add(key, partial(self._lay_out_words, coming), light=True)

    def _sentences_ahead(self, session: TutorialSession) -> list[str]:
        """What may be said from this step to the next, whatever screen or chapter it is on: the next step's
        sentence (the next chapter's first), "in a moment" before a roll's number, and this step's own sentence
        and hint (a wrong press says it; Back and Replay say the step again). Decoding a clip and converting it to
        the mixer's rate took 2-8 ms of the step that said it."""
        names = self.names()
        said = [session.step.text] + ([] if session.step.expects is None or session.step.expects.hint is None
                                      else [session.step.expects.hint])
        if session.step_index + 1 < len(session.chapter_steps.steps):
            coming: TutorialSession | None = replace(session, step_index=session.step_index + 1)
        else:
            place = session.route.index(session.chapter)
            coming = replace(session, chapter=session.route[place + 1], step_index=0) \
                if place + 1 < len(session.route) else None
            if coming is not None:
                names = coming.chapter_steps.names(i18n.current_language())
        ahead = [self.words(text, self.names()) for text in said]
        if coming is not None:
            if coming.step.name.endswith(".rolled"):
                ahead.insert(0, self.words(ROLLING))
            ahead.insert(0, self.words(coming.step.text, names))
        return ahead

    def _lay_out_words(self, coming: TutorialSession) -> None:
        scratch = self.app.frames.warm_up.scratch(self.size)
        self.draw_heading(scratch, self.heading_text(coming), self.heading_rect)
        px, min_px = text_px(self.size)
        draw_text_block(scratch, self.words(coming.step.text, self.names()), self.words_rect, px,
                        theme.colour("public_text"), min_px=min_px)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        rects = [rect for _, rect in self.target_rects()]
        if self.session.highlight:
            rects = [rects[0]] if rects else []
        pose = finger_pose(self._gesture(), rects, None, self.elapsed, bool(self.app.settings.reduced_motion))
        if pose is not None:
            self._keep_under_finger(surface, pose)
            draw_finger(surface, pose, layout.min_touch_px(self.size) // 2, self._gesture())

    def _keep_under_finger(self, surface: pygame.Surface, pose: FingerPose) -> None:
        """A copy of what the finger is about to cover, for the next frame to put back (``draw_changes_above``)."""
        box = finger_rect(pose, layout.min_touch_px(self.size) // 2)
        area = None if box is None else box.clip(surface.get_rect())
        if area is not None and area.width and area.height:
            self._under_finger = (surface, area, surface.subsurface(area).copy())

    # ----- where a demo's wrong press lands (driver/plans/tutorial.py) ----------------------------------------
    def spot_beside(self, lit: list[tuple[int, pygame.Rect]]) -> tuple[int, int] | None:
        """A place on the screen off every lit widget, off the coach's band and off the screen's own ways out:
        where a wrong press lands."""
        width, height = self.size
        avoid = [rect for _, rect in lit] + self.ways_out()
        for fx in (0.05, 0.5, 0.95, 0.25, 0.75):
            for fy in (0.5, 0.1, 0.9, 0.3, 0.7):
                spot = (int(width * fx), int(height * fy))
                if not self.band.collidepoint(spot) and not any(rect.collidepoint(spot) for rect in avoid):
                    return spot
        return None


def pictures_of(real: Scene) -> tuple[pygame.Rect, ...]:
    """What the real screen shows that a step talks about: its picture, a private page's words, the names in its
    vote grid, and the mice and names around its table."""
    page = getattr(real, "page", None)
    found = [getattr(holder, name, None) for holder in (real, page) for name in PICTURES]
    for name in PICTURE_LISTS:
        found += list(getattr(real, name, None) or ())
    words = getattr(real, "page_words_area", None)
    if callable(words):
        found.append(words())  # a private page's words, weighed as its picture is: neither hidden where avoidable
    for table in (getattr(real, "table", None), getattr(page, "table", None)):  # a public screen's, a night's
        for seat in getattr(table, "seats", None) or ():
            found += [getattr(seat, "mouse", None), getattr(seat, "label", None)]
    return tuple(pygame.Rect(rect) for rect in found if isinstance(rect, pygame.Rect) and rect.width > 1)


def words_px(size: tuple[int, int], compact: int) -> int:
    """The size of the band's words measured for its room: the tutorial's (0), the body's (1), the least the
    tutorial draws (2), never under a touch table's least."""
    wished, least = text_px(size)
    return (wished, layout.body_text_px(size), max(least, layout.text_floor_px()))[compact]


def words_margin(size: tuple[int, int]) -> int:
    """The room a band button keeps between its words and its edge each side: its rounded corner and border take
    the first of it, and words ending at the border read as cut off ("Stumm" did)."""
    return layout.gap_px(size) + layout.scaled(4, size)


def _lines_px(text: str, role: str, px: int, width: int) -> int:
    """The height `text` wrapped to `width` at `px` takes (the line height of draw_text_block)."""
    return len(fonts.wrap(text, role, px, max(1, width))) * int(px * 1.25)
