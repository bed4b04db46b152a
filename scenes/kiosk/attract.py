"""The café kiosk's attract loop: what the screen shows while nobody plays, to invite the next group.

It cycles the title with the venue's name, a demonstration game (public screens only, marked as such: see
``scenes.kiosk.attract_demo``), thirty seconds of "how to play" on the game's own screens (the tutorial's pinned real
game), and today's figures (``kiosk.attract_plan`` says when). "Tap to play", "Learn to play" and the offered
languages stay on every part; a tap anywhere else plays too. Against burn-in the whole picture, buttons included, drifts by a few pixels every
minute, the bars at the top and the bottom swap places every other loop, and the parts keep changing, so no pixel
stays the same for five minutes.

Frames: the still part of each picture is painted once into a layer a little larger than the window and copied at
the drift offset; during the demonstration only the demo's own picture is copied again when it changes. The coming
part's layer is painted ahead of need, a piece a frame while the frame has room (the demonstration's game pushes the
parts' sprites out of the cache, and a part painted whole took one frame of 10-30 ms); the buttons move with the
drift instead of being built again.
"""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Hashable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from app.frames import frame_clock, memory
from program import i18n
from program.i18n import gui_key
from app.scene import Scene
from kiosk.attract_plan import HOW_TO_STEPS, ORDER, AttractCycle, Part, drift_offset, drift_step
from kiosk.today import TodayNumbers
from scenes.kiosk.attract_demo import AttractDemo, can_play_demonstrations, demo_for, demo_wish
from scenes.kiosk.attract_parts import (
    Painting,
    Placed,
    paint_at_once,
    paint_demo_band,
    paint_how_to,
    paint_secret_turn,
    paint_title,
    paint_today,
    paint_venue,
)
from scenes.kit.public_common import tap

if TYPE_CHECKING:
    from app.app import App



@dataclass(frozen=True)
class AttractLayout:
    venue: pygame.Rect
    languages: tuple[pygame.Rect, ...]
    stage: pygame.Rect
    play: pygame.Rect
    learn: pygame.Rect

    def mirrored(self, height: int) -> "AttractLayout":
        """Top and bottom swapped on a screen ``height`` tall (each rect keeps its own contents upright)."""
        def flip(rect: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(rect.left, height - rect.bottom, rect.width, rect.height)

        return AttractLayout(flip(self.venue), tuple(flip(rect) for rect in self.languages), flip(self.stage),
                             flip(self.play), flip(self.learn))

    def moved(self, offset: tuple[int, int]) -> "AttractLayout":
        return AttractLayout(self.venue.move(offset), tuple(rect.move(offset) for rect in self.languages),
                             self.stage.move(offset), self.play.move(offset), self.learn.move(offset))


class NumbersAsked:
    """Today's figures read from the history on a thread of their own: opening, reading and closing the database
    took up to 35 ms, in a frame of the loop."""

    def __init__(self, today: Callable[[], TodayNumbers]) -> None:
        self._today = today
        self._answers: list[TodayNumbers] = []
        self._thread = threading.Thread(target=self._ask, name="attract-today", daemon=True)
        self._thread.start()

    def _ask(self) -> None:
        try:
            self._answers.append(self._today())
        except Exception:  # noqa: BLE001 - asked again on the loop's own thread, where a fault is seen
            pass

    def answer(self) -> TodayNumbers | None:
        """The figures once read (None while the thread reads them)."""
        return None if self._thread.is_alive() or not self._answers else self._answers[0]

    def wait(self) -> TodayNumbers:
        """The figures, waiting for the thread if it is still reading, asked again here if it failed."""
        self._thread.join()
        return self._answers[0] if self._answers else self._today()


@dataclass
class PaintedAhead:
    """The coming part's still layer, painted a piece a frame before it is shown."""

    key: Hashable
    layer: pygame.Surface
    painting: Painting | None  # None once every piece is painted
    placed: Placed = field(default_factory=list)

    def paint_a_piece(self) -> None:
        if self.painting is None:
            return
        try:
            next(self.painting)
        except StopIteration as done:
            self.placed, self.painting = done.value, None

    def finish(self) -> None:
        if self.painting is not None:
            self.placed, self.painting = paint_at_once(self.painting), None


def drift_amplitude(size: tuple[int, int]) -> int:
    return max(2, layout.scaled(6, size))


def attract_layout(size: tuple[int, int], language_count: int, upside_down: bool = False) -> AttractLayout:
    """Where everything goes before the drift: the venue and languages on top, the part in the middle, the two
    big buttons at the bottom (in both orientations); ``upside_down`` swaps top and bottom."""
    width, height = size
    edge = layout.margin_px(size) + drift_amplitude(size)
    content = pygame.Rect(edge, edge, width - 2 * edge, height - 2 * edge)
    gap = layout.gap_px(size)
    button_h = max(layout.min_touch_px(size), layout.button_height(size))
    language_w = max(layout.min_touch_px(size), layout.scaled(150, size))
    count = max(1, language_count)
    if layout.is_portrait(size):
        venue = pygame.Rect(content.left, content.top, content.width, button_h)
        row = pygame.Rect(content.left, venue.bottom + gap, content.width, button_h)
        language_w = min(language_w, (row.width - (count - 1) * gap) // count)
        top_bottom = row.bottom
    else:
        row_w = min(content.width // 2, count * language_w + (count - 1) * gap)
        language_w = min(language_w, (row_w - (count - 1) * gap) // count)
        row = pygame.Rect(content.right - row_w, content.top, row_w, button_h)
        venue = pygame.Rect(content.left, content.top, row.left - gap - content.left, button_h)
        top_bottom = row.bottom
    languages = tuple(layout.stack_horizontal(row, language_count, language_w, gap, button_h)) if language_count else ()
    play_h = button_h * 7 // 5
    bottom = pygame.Rect(content.left, content.bottom - play_h, content.width, play_h)
    play_w = min(layout.scaled(520, size), (bottom.width - gap) * 58 // 100)
    learn_w = min(layout.scaled(380, size), bottom.width - gap - play_w)
    left = bottom.centerx - (play_w + gap + learn_w) // 2
    play = pygame.Rect(left, bottom.top, play_w, play_h)
    learn = pygame.Rect(play.right + gap, bottom.top, learn_w, play_h)
    stage = pygame.Rect(content.left, top_bottom + gap, content.width, max(1, bottom.top - gap - top_bottom - gap))
    placed = AttractLayout(venue, languages, stage, play, learn)
    return placed.mirrored(height) if upside_down else placed


def demo_areas(stage: pygame.Rect, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """(the "Demonstration" band, the demo's picture under it) inside ``stage``. The picture has the window's own
    shape, so the game's screens are laid out as they would be on this screen, only smaller."""
    band_h = min(stage.height // 4, layout.body_text_px(size) * 9 // 4)
    room = pygame.Rect(stage.left, stage.top + band_h, stage.width, max(1, stage.height - band_h))
    aspect = size[0] / max(1, size[1])
    picture_w = min(room.width, round(room.height * aspect))
    picture = pygame.Rect(0, 0, max(1, picture_w), max(1, min(room.height, round(picture_w / aspect))))
    picture.midtop = room.midtop
    band = pygame.Rect(stage.left, stage.top, stage.width, band_h)
    return band, picture


class KioskAttractScene(Scene):
    def __init__(self, app: "App", venue_name: str, languages: tuple[str, ...], today: Callable[[], TodayNumbers],
                 on_play: Callable[[str], None], on_learn: Callable[[str], None], rng: random.Random) -> None:
        super().__init__(app)
        self.venue_name = venue_name.strip()
        offered = tuple(dict.fromkeys(lang for lang in languages if lang in i18n.LANGUAGE_NAMES))
        self.languages: tuple[str, ...] = offered or (i18n.current_language(),)
        self.today = today
        self.on_play = on_play
        self.on_learn = on_learn
        self.rng = rng
        self.cycle = AttractCycle()
        self.numbers = TodayNumbers(0, 0)
        self.demo: AttractDemo | None = None
        self.play_button: pygame_gui.elements.UIButton | None = None
        self.learn_button: pygame_gui.elements.UIButton | None = None
        self.language_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.placed = attract_layout(self.size, len(self.languages))
        self._still: pygame.Surface | None = None
        self._still_key: Hashable = None
        self._ahead: PaintedAhead | None = None
        self._spare_layer: pygame.Surface | None = None  # the layer shown before, for the next one painted ahead
        self._numbers_ahead: NumbersAsked | None = None  # today's figures, asked as how to play begins
        self._whole_key: Hashable = None
        self._demo_frames_shown = -1
        self._demo_picture_shown = False
        self._pressed_outside = False
        self._painted: Placed = []  # the still layer's words and bands, in the layer's own coordinates

    # ----- lifecycle ---------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        if i18n.current_language() not in self.languages:
            self.app.set_language(self.languages[0], remember=False)  # before the widgets: built in that language
        super().on_enter()
        if can_play_demonstrations():
            # The demonstration's first widget manager parses the theme at its own size (30-70 ms): once in the
            # program's life, before the loop's first frame rather than in the middle of the loop.
            demo_for(demo_areas(self.placed.stage, self.size)[1].size).get_ready()

    def on_exit(self) -> None:
        self._stop_demo()

    def on_covered(self) -> None:
        super().on_covered()
        # Customers are playing: the demonstration goes, and the loop starts over from the title afterwards.
        self._stop_demo()
        self.cycle = AttractCycle()
        self._numbers_ahead = None  # a group's game may have changed today's figures

    def on_language_changed(self) -> None:
        super().on_language_changed()
        if self.demo is not None and self.demo.driver is not None:
            self.demo.on_language_changed()

    def forget_pictures(self) -> None:
        self._still, self._still_key, self._whole_key = None, None, None
        self._ahead, self._spare_layer = None, None

    # ----- the loop ----------------------------------------------------------------------------------------
    @property
    def part(self) -> Part:
        return self.cycle.part

    def drift(self) -> tuple[int, int]:
        return drift_offset(self.cycle.total_seconds, drift_amplitude(self.size))

    def upside_down(self) -> bool:
        """Every other loop the bars swap places: the big buttons' flat colours must not stay on the same pixels,
        and a drift of a few pixels leaves the middle of a flat button as it was."""
        return self.cycle.cycles % 2 == 1

    def update(self, dt: float) -> None:
        super().update(dt)
        moves_before = (drift_step(self.cycle.total_seconds), self.upside_down())
        demo_over = self.part is Part.DEMO and (self.demo is None or self.demo.over())
        if self.cycle.advance(dt, demo_over):
            self._begin_part()
        if self.part is Part.DEMO and self.demo is not None:
            self.demo.advance(dt)
        if (drift_step(self.cycle.total_seconds), self.upside_down()) != moves_before and not self.covered:
            self._move_widgets()  # the buttons drift and swap with the picture
        self._paint_ahead()

    def show_part(self, part: Part) -> None:
        """Jump to ``part`` (the gallery's pictures; the loop itself moves on by time)."""
        while self.part is not part:
            self.cycle.next_part()
        self._begin_part(at_once=True)

    def _begin_part(self, at_once: bool = False) -> None:
        if self.part is not Part.DEMO:
            self._stop_demo()
        if self.part is Part.DEMO:
            self.demo = demo_for(demo_areas(self.placed.stage, self.size)[1].size)
            wish = demo_wish(self.rng)
            if at_once:
                self.demo.start(wish, self.app.settings.reduced_motion)
            else:
                self.demo.begin(wish, self.app.settings.reduced_motion)  # a part a frame from now
        elif self.part is Part.TODAY:
            asked, self._numbers_ahead = self._numbers_ahead, None
            self.numbers = asked.wait() if asked is not None else self.today()

    def _stop_demo(self) -> None:
        if self.demo is not None:
            self.demo.stop()
            self.demo = None
            # The demonstration's whole game was just let go: hand its memory back while the loop runs on, so a
            # screen left on for weeks does not creep up with every game it plays to nobody.
            memory.give_back_free_memory_in_background()

    # ----- widgets -----------------------------------------------------------------------------------------
    def _move_widgets(self) -> None:
        """The buttons to where the drift and the bars' side put them now: moved, not built again."""
        self.placed = attract_layout(self.size, len(self.languages), self.upside_down())
        shown = self.placed.moved(self.drift())
        moves = [(self.play_button, shown.play), (self.learn_button, shown.learn),
                 *zip(self.language_buttons.values(), shown.languages)]
        for button, rect in moves:
            if button is not None:
                button.set_relative_position(rect.topleft)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.placed = attract_layout(self.size, len(self.languages), self.upside_down())
        shown = self.placed.moved(self.drift())
        self.play_button = pygame_gui.elements.UIButton(
            shown.play, gui_key("kiosk.attract.play"), ui,
            object_id=ObjectID(class_id="@primary_button", object_id="#kiosk_play"))
        self.learn_button = pygame_gui.elements.UIButton(
            shown.learn, gui_key("kiosk.attract.learn"), ui,
            object_id=ObjectID(class_id="@secondary_button", object_id="#kiosk_learn"))
        self.language_buttons = {}
        for lang, rect in zip(self.languages, shown.languages):
            button = pygame_gui.elements.UIButton(
                rect, i18n.LANGUAGE_NAMES[lang], ui,
                object_id=ObjectID(class_id="@language_button", object_id=f"#kiosk_language_{lang}"))
            if lang == i18n.current_language():
                button.select()
            self.language_buttons[lang] = button

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.play_button:
            self.play()
            return True
        if event.ui_element is self.learn_button:
            self.on_learn(i18n.current_language())
            return True
        for lang, button in self.language_buttons.items():
            if event.ui_element is button:
                self.choose_language(lang)
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            self._pressed_outside = False
            return True
        # A tap anywhere away from the buttons plays: a press and its release both off every button.
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._pressed_outside = not self._on_a_button(event.pos)
            return self._pressed_outside
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self._pressed_outside:
            self._pressed_outside = False
            if not self._on_a_button(event.pos):
                self.play()
                return True
        return False

    def _on_a_button(self, pos: tuple[int, int]) -> bool:
        return any(rect.collidepoint(pos) for _name, rect in self.touch_targets())

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play()
            return True
        return False

    def play(self) -> None:
        self.on_play(i18n.current_language())

    def choose_language(self, lang: str) -> None:
        if lang in self.languages and lang != i18n.current_language():
            # Every scene follows at once, this one and its demonstration included; a customer's choice is never
            # written into the settings (the next group starts in the café's language).
            self.app.set_language(lang, remember=False)

    # ----- frames ------------------------------------------------------------------------------------------
    def is_animating(self) -> bool:
        demo = self.demo
        if self.part is Part.DEMO and demo is not None and (demo.driver is not None or demo.starting()):
            return True
        # Steps once a frame while the coming part is painted ahead (a few dozen frames after each change).
        return not self.covered and self._still_key is not None and (self._ahead is None or self._ahead.painting is not None)

    def _frame_key(self) -> Hashable:
        """Everything a whole frame shows apart from the demo's own picture."""
        step = self.cycle.how_to_step() if self.part is Part.HOW_TO else 0
        return (self.part, step, drift_step(self.cycle.total_seconds), i18n.current_language(), self.size,
                self.numbers if self.part is Part.TODAY else None, self.cycle.cycles)

    def wants_frame(self) -> bool:
        if self._frame_key() != self._whole_key:
            return True
        demo = self.demo
        if self.part is not Part.DEMO or demo is None:
            return False
        return demo.shown_frame() != self._demo_frames_shown or demo.shows_picture() != self._demo_picture_shown

    def draw(self, surface: pygame.Surface) -> None:
        offset = self.drift()
        amplitude = drift_amplitude(self.size)
        surface.blit(self._still_layer(), (offset[0] - amplitude, offset[1] - amplitude))
        self._draw_demo_picture(surface)
        if self.ui is not None:
            self.ui.draw_ui(surface)
        self._whole_key = self._frame_key()

    def draw_changes(self, surface: pygame.Surface) -> bool:
        if self._frame_key() != self._whole_key or self.part is not Part.DEMO:
            return False
        demo = self.demo
        if demo is None or not (demo.shows_picture() and self._demo_picture_shown):
            # The stand-in comes or goes: the still layer holds it. A picture over a picture covers it whole.
            offset = self.drift()
            amplitude = drift_amplitude(self.size)
            picture = demo_areas(self.placed.stage, self.size)[1].move(offset)
            still = self._still_layer()
            surface.blit(still, picture.topleft, picture.move(amplitude - offset[0], amplitude - offset[1]))
        self._draw_demo_picture(surface)
        return True

    def _draw_demo_picture(self, surface: pygame.Surface) -> None:
        demo = self.demo
        if self.part is not Part.DEMO or demo is None:
            return
        self._demo_frames_shown = demo.shown_frame()
        self._demo_picture_shown = demo.shows_picture()
        if self._demo_picture_shown:
            picture = demo_areas(self.placed.stage, self.size)[1].move(self.drift())
            demo.draw_picture(surface, picture)

    def _still_key_of(self, part: Part, step: int, cycles: int, numbers: TodayNumbers) -> Hashable:
        """What a part's still layer shows: the bars' side follows the round."""
        return (part, step, i18n.current_language(), self.size, numbers if part is Part.TODAY else None, cycles % 2)

    def _still_key_now(self) -> Hashable:
        step = self.cycle.how_to_step() if self.part is Part.HOW_TO else 0
        return self._still_key_of(self.part, step, self.cycle.cycles, self.numbers)

    def _coming(self) -> tuple[Part, int, int]:
        """The part (with its how-to step and round) whose still layer comes next."""
        part, cycles = self.part, self.cycle.cycles
        if part is Part.HOW_TO and self.cycle.how_to_step() < len(HOW_TO_STEPS) - 1:
            return part, self.cycle.how_to_step() + 1, cycles
        index = ORDER.index(part) + 1
        return (ORDER[0], 0, cycles + 1) if index == len(ORDER) else (ORDER[index], 0, cycles)

    def _layer_size(self) -> tuple[int, int]:
        amplitude = drift_amplitude(self.size)
        return self.size[0] + 2 * amplitude, self.size[1] + 2 * amplitude

    def _new_layer(self) -> pygame.Surface:
        window = pygame.display.get_surface()
        return pygame.Surface(self._layer_size(), 0, window) if window is not None else pygame.Surface(self._layer_size())

    def _paint_ahead(self) -> None:
        """One piece of the coming part's still layer, when the frame has room and the one shown now is painted."""
        if self.part is Part.HOW_TO and self._numbers_ahead is None and not self.covered:
            # Asked as how to play begins, so they are read long before its last step paints them ahead: asked
            # then, a loop stepped faster than real time (the whole-session tool) often found them still being
            # read when they were shown, and painted their layer at once (15-23 ms).
            self._numbers_ahead = NumbersAsked(self.today)
        if self.covered or self._still_key != self._still_key_now() or not frame_clock.has_room():
            return  # (a part that just began is shown first: the layer painted ahead for it is still waiting)
        part, step, cycles = self._coming()
        numbers = self.numbers
        if part is Part.TODAY:
            if self._numbers_ahead is None:
                self._numbers_ahead = NumbersAsked(self.today)  # once a round
            answer = self._numbers_ahead.answer()
            if answer is None:
                return  # the history is still being read
            numbers = answer
        key = self._still_key_of(part, step, cycles, numbers)
        if self._ahead is None or self._ahead.key != key:
            if self._spare_layer is None:
                # A fresh layer's memory is first touched in a frame of its own (8 MB at 1920x1080): with the first
                # piece painted on it, the loop's second step took 17-19 ms.
                self._spare_layer = self._new_layer()
                self._spare_layer.fill(theme.colour("fade"))
                return
            layer, self._spare_layer = self._spare_layer, None
            amplitude = drift_amplitude(self.size)
            placed = attract_layout(self.size, len(self.languages), cycles % 2 == 1).moved((amplitude, amplitude))
            self._ahead = PaintedAhead(key, layer, self._painting(layer, placed, part, step, numbers))
        self._ahead.paint_a_piece()

    def _still_layer(self) -> pygame.Surface:
        """The picture of the part shown now without the demo's own frames, a drift's width larger all round."""
        key = self._still_key_now()
        if self._still is None or self._still.get_size() != self._layer_size():
            self._still, self._still_key, self._ahead, self._spare_layer = self._new_layer(), None, None, None
        if self._still_key == key:
            return self._still
        ahead = self._ahead
        if ahead is not None and ahead.key == key and ahead.layer.get_size() == self._still.get_size():
            ahead.finish()  # its last pieces, if the frames before left no room for them
            self._spare_layer, self._still = self._still, ahead.layer
            self._painted = ahead.placed
        else:
            amplitude = drift_amplitude(self.size)
            step = self.cycle.how_to_step() if self.part is Part.HOW_TO else 0
            self._painted = paint_at_once(self._painting(self._still, self.placed.moved((amplitude, amplitude)),
                                                         self.part, step, self.numbers))
        self._ahead = None
        self._still_key = key
        return self._still

    def _painting(self, layer: pygame.Surface, placed: AttractLayout, part: Part, step: int,
                  numbers: TodayNumbers) -> Painting:
        """A part's still layer, a piece a step; returns where its words went (in the layer's coordinates)."""
        size = self.size
        painted: Placed
        if part is Part.TITLE:
            painted = yield from paint_title(layer, placed.stage, self.venue_name, size)
        elif part is Part.DEMO:
            band, picture = demo_areas(placed.stage, size)
            painted = yield from paint_secret_turn(layer, picture, size)
            frame = picture.inflate(2 * drift_amplitude(size), 2 * drift_amplitude(size))
            pygame.draw.rect(layer, theme.colour("public_panel_edge"), frame, width=max(2, drift_amplitude(size) // 2))
            painted += paint_demo_band(layer, band, size) + [("demo picture", picture)]
        elif part is Part.HOW_TO:
            # The game's screens are made on the demonstration's off-screen app: silent, never the window.
            screens = demo_for(demo_areas(self.placed.stage, size)[1].size).app
            painted = yield from paint_how_to(layer, placed.stage, step, size, screens)
        else:
            painted = yield from paint_today(layer, placed.stage, self.venue_name, numbers, size)
        return painted + paint_venue(layer, placed.venue, self.venue_name, size)

    def placed_words(self) -> Placed:
        """Where the frame shown last put its words, bands and buttons, on the screen: none may cover another."""
        amplitude = drift_amplitude(self.size)
        offset = self.drift()
        shift = (offset[0] - amplitude, offset[1] - amplitude)
        words = [(name, rect.move(shift)) for name, rect in self._painted]
        buttons = [("play", self.play_button), ("learn", self.learn_button), *self.language_buttons.items()]
        return words + [(str(name), button.rect.copy()) for name, button in buttons if button is not None]
