"""Table mode's night: every seat has its private turn at the same time, in its own panel.

Each panel is a curtain that shows its seat's turn only while the seat's player holds the band at their edge
(``scenes.table.held_panel``). The turns are the tablet's own (``scenes.table.seat_turn``): the same pages,
taps, minimum times and sounds for every role. The table moves on when every seat is done. Outside the panels
nothing depends on anyone's role or choices: the middle says only how many seats are done, which follows from
taps and minimum times that are the same for everyone.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame
import pygame_gui

from app import backdrop, layout
from app.frames import frame_clock
from program.i18n import current_language, t
from app.frames.scene_hooks import heavy_step
from art.facing import to_pygame
from art.surfaces import make_spare_ahead
from play.flow import Step, StepKind
from scenes.table.held_panel import HeldPanel
from scenes.table.middle import MiddleWords
from scenes.table.panel_art import curtain_parts_ahead
from scenes.kit.table_scene import TableScene
from scenes.table.seat_turn import SeatTurnScene
from table.open_middle import open_copies
from table.touch_events import ZoneInput
from play.turns import turn_plan
from scenes.cheese_thief.warm_ups import card_faces, night_pictures
from scenes.table.table_flow_protocol import TableFlowShape
from table.gestures import Lift


# Open panels are painted in a frame until this much of it has gone; the rest show their page a frame later.
# Eight players pressing their bands in the same frame would otherwise paint eight whole pages at once (16 ms
# at 1920x1080). The whole frame counts, not only its painting: the taps that turned pages and built their
# widgets (1-3 ms) come first. A panel being let go is never kept waiting: its curtain is back in the very next
# frame.
OPEN_PAGES_BUDGET_S = 0.003
# Button presses handled in one loop step; the others wait for the next steps, oldest first. Each press may turn
# a seat's page and build its widgets (1-3 ms): eight seats pressing in the same frame took it to 10-20 ms. The
# limit counts presses, never time, so whether a press waits follows the players' taps alone, whatever the roles.
PRESSES_PER_STEP = 2
# The fade's steps that build the next public screen's widgets ahead, a part each (the discussion has three).
REHEARSAL_STEPS = 3
# A middle this big (a 4K table's, 3520x912) has the discussion's surfaces made ahead by the dawn turns' fade: its
# picture, backdrop, still layer and scratch.
MIDDLE_SURFACES_AHEAD_PIXELS = 3840 * 2160 // 4
MIDDLE_SURFACES_AHEAD = 4
# What the curtain tells each seat its coming turn is for (the same for every seat).
PURPOSE_KEY = {
    StepKind.NIGHT_TURN: "table.turns.night",
    StepKind.CHOICE_TURN: "table.turns.choice",
    StepKind.EYES_TURN: "table.turns.night",
    StepKind.DAWN_TURN: "table.turns.dawn",
}
# What the middle says the whole table is doing.
MIDDLE_KEY = {
    StepKind.NIGHT_TURN: "table.middle.night",
    StepKind.CHOICE_TURN: "table.middle.choice",
    StepKind.EYES_TURN: "table.middle.night",
    StepKind.DAWN_TURN: "table.middle.dawn",
}


@dataclass(frozen=True)
class TurnsWords:
    lang: str
    heading: str
    done: str
    waiting: list[str]
    release: str
    hold: str
    curtain: list[str]
    count: int

    @classmethod
    def of(cls, lang: str, kind: StepKind, count: int) -> "TurnsWords":
        return cls(lang, t(MIDDLE_KEY[kind]), t("table.turns.done"), [t("table.turns.waiting")], t("table.turns.release"),
                   t("table.turns.hold"), [t(PURPOSE_KEY[kind]), t("table.turns.how")], count)

    def done_count(self, done: int) -> str:
        return t("table.middle.done_count", done=done, count=self.count)


class TableTurnsScene(TableScene):
    draws_changes_after_input = True  # every input lands in a panel, which notes that its picture changed
    def __init__(self, flow: TableFlowShape, kind: StepKind) -> None:
        sitting = flow.sitting
        super().__init__(flow.app, sitting.screen)
        self.flow = flow
        self.kind = kind
        self.done: set[int] = set(flow.table_done())
        self.panels = [HeldPanel(sitting.screen, panel, seat, flow.names[seat], self._turn_maker(seat))
                       for seat, panel in enumerate(sitting.panels)]
        self.middle = MiddleWords(sitting.screen, open_copies(sitting))  # the middle no panel reaches
        self._drawn_on: pygame.Surface | None = None  # the surface that got the last whole frame
        self._middle_words: object = None
        self._words_cache: TurnsWords | None = None
        self._drawn_once = False
        self._waiting_to_paint: list[int] = []  # open panels left for the next frame by the budget, oldest first
        self._presses_waiting: list[tuple[int, pygame.event.Event]] = []  # (seat, press) left for a later step
        self._presses_this_step = 0

    def _turn_maker(self, seat: int):
        def make(size: tuple[int, int]) -> SeatTurnScene:
            return SeatTurnScene(self.flow, Step(self.kind, seat), size, self._seat_done)
        return make

    @property
    def hosted_scenes(self) -> tuple:
        return tuple(panel.scene for panel in self.panels if panel.scene is not None)

    # ----- lifecycle ------------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.set_touch_zones({seat: (panel.panel.rect, panel.panel.rotation) for seat, panel in enumerate(self.panels)})
        self._warm_up_pages()

    def _warm_up_pages(self) -> None:
        """The pictures the turns' pages will paint at the panels' sizes, painted ahead in spare moments: every
        card face and the night table as everyone sees it, whoever plays which role."""
        flow, warm_up, screen = self.flow, self.app.frames.warm_up, self.screen
        pages = tuple(page.name for page in turn_plan(self.kind, flow.player_count, flow.session.setup.hour_seconds).pages)

        def queue_night(size: tuple[int, int]) -> None:
            with layout.touch_floor(screen.target_px, screen.text_px, screen.cjk_text_px):  # laid out as the pages in panels are
                warm_up.add_all(night_pictures(self.app, flow, pages, size), light=True)

        for size in sorted({panel.page.size for panel in self.panels}):
            # Laying out the night table takes a while: done by a task of its own, which queues the pictures.
            warm_up.add(("table-night-pictures", size, flow.names, current_language()), partial(queue_night, size),
                        light=True)
            with layout.touch_floor(screen.target_px, screen.text_px, screen.cjk_text_px):
                warm_up.add_all(card_faces(self.app, pages, size))

    def prepare_steps(self) -> list[Callable[[], object]]:
        """During the fade, a step each: every panel's curtain painted, each copy of the middle's words, then each
        waiting seat's turn made (its widgets: the same for every role), then their looks drawn ahead (eight seats'
        in the first frames of the turns took 3 ms of each)."""
        steps: list[Callable[[], object]] = []
        for seat, panel in enumerate(self.panels):  # the curtain's sky and mouse a step each, then the panel
            steps += curtain_parts_ahead(self.screen, panel.curtain, seat)
            steps.append(partial(self._paint_panel_ahead, seat, panel))
        steps += [partial(self._paint_middle_words, copy) for copy in range(len(self.middle.copies))]
        waiting = [panel for seat, panel in enumerate(self.panels) if seat not in self.done]
        steps += [panel.build for panel in waiting] + [panel.draw_widget_states for panel in waiting]
        # The widget manager of the middle's public screen after the turns, built now: work queued for quiet
        # moments never runs during the turns (some panel always moves), and building it in the frame of the tap
        # that ends the last turn took that frame over 16.7 ms.
        copy = self.flow.sitting.copies[0].area
        rehearsal = [heavy_step(step) for step in self.flow.next_public_screen_rehearsal(REHEARSAL_STEPS)]
        return steps + [heavy_step(partial(self.app.frames.reserve_ui_manager_now, (copy.width, copy.height)))] + rehearsal \
            + self._middle_surfaces_ahead()

    def _middle_surfaces_ahead(self) -> list[Callable[[], object]]:
        """The discussion after the dawn's turns paints the big middle's pictures (its host's, backdrop, still layer
        and scratch) on fresh surfaces, each 12 MB at 4K whose first touch took 8-15 ms of a step of its fade: they
        are made here, one a step (``art.surfaces.make_spare_ahead``), and handed out there."""
        area = self.flow.sitting.copies[0].area
        if self.kind is not StepKind.DAWN_TURN or area.width * area.height < MIDDLE_SURFACES_AHEAD_PIXELS:
            return []
        size = (area.width, area.height)
        return [heavy_step(partial(make_spare_ahead, size, MIDDLE_SURFACES_AHEAD))
                for _ in range(MIDDLE_SURFACES_AHEAD)]

    def _paint_panel_ahead(self, seat: int, panel: HeldPanel) -> None:
        """A panel painted and turned to face its seat, so the fade's whole frame only copies it (turning eight
        panels in that frame took 8-14 ms of it at 4K)."""
        self._paint_panel(seat, panel, self._words())
        panel.turned_picture()

    def _paint_middle_words(self, copy: int) -> None:
        words = self._words()
        self.middle.paint_ahead(copy, words.heading, [words.done_count(len(self.done))])

    def on_exit(self) -> None:
        for panel in self.panels:
            panel.discard()

    # ----- input ----------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        seat = item.zone
        if not isinstance(seat, int) or seat in self.done:
            return
        panel = self.panels[seat]
        was_open = panel.is_open
        panel.hear(item, pos)
        if panel.is_open and not was_open:
            self.tracker.allow_rest(item.finger)

    def handle_event(self, event: pygame.event.Event) -> bool:
        element = getattr(event, "ui_element", None)
        if element is not None:
            for seat, panel in enumerate(self.panels):
                if panel.owns(element) and panel.is_open and panel.scene is not None:
                    if event.type == pygame_gui.UI_BUTTON_PRESSED and \
                            (self._presses_waiting or self._presses_this_step >= PRESSES_PER_STEP):
                        self._presses_waiting.append((seat, event))
                        return True
                    self._press(seat, event)
                    return True
            return False
        return super().handle_event(event)

    def _press(self, seat: int, event: pygame.event.Event) -> None:
        panel = self.panels[seat]
        if panel.scene is None or seat in self.done:
            return  # the turn ended meanwhile
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._presses_this_step += 1
        panel.scene.handle_event(event)
        panel.changed = True

    def _press_waiting(self) -> None:
        """The presses left by earlier steps, oldest first, as many as this step has room for. A press made while
        its panel was open counts even if its player has let go since."""
        while self._presses_waiting and self._presses_this_step < PRESSES_PER_STEP:
            self._press(*self._presses_waiting.pop(0))

    def _seat_done(self, turn: SeatTurnScene) -> None:
        seat = turn.seat
        self.done.add(seat)
        panel = self.panels[seat]
        panel.close()
        self.flow.seat_done(seat, turn.pending, turn.progress.trace)
        if len(self.done) == self.flow.player_count:
            self.flow.finish_table_turns()

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._press_waiting()
        self._presses_this_step = 0  # this step's events came before this update: the next step's come after it
        for panel in self.panels:
            if panel.is_open and panel.scene is not None:
                panel.scene.update(dt)  # a page's clock runs only while its player looks at it
        if self.app.scenes.fade is not None:
            return  # the fade makes the turns (``prepare_steps``), a seat a frame, and waits for them
        # One turn made ahead a frame, so a seat's first hold finds its pages built.
        waiting = next((panel for seat, panel in enumerate(self.panels) if seat not in self.done and panel.scene is None), None)
        if waiting is not None:
            waiting.build()

    def is_animating(self) -> bool:
        return any(panel.is_open for panel in self.panels)

    def wants_frame(self) -> bool:
        return not self._drawn_once or self.panels_behind or bool(self._presses_waiting) \
            or any(panel.wants_frame() for panel in self.panels)

    @property
    def panels_behind(self) -> bool:
        """Whether an open panel still shows an older picture, left for the next frame by the frame's budget."""
        return bool(self._waiting_to_paint)

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        covered = [to_pygame(panel.panel.rect) for panel in self.panels] + [to_pygame(copy.area) for copy in self.middle.copies]
        backdrop.draw_night_sky_around(surface, covered)  # the panels and the middle's words cover the rest
        words = self._words()
        middle = (words.heading, (words.done_count(len(self.done)),))
        self.middle.draw(surface, middle[0], list(middle[1]))
        self._middle_words = middle
        for seat, panel in enumerate(self.panels):
            self._paint_panel(seat, panel, words)
            surface.blit(panel.turned_picture(), (panel.panel.rect.x, panel.panel.rect.y))
        self._waiting_to_paint = []
        self._drawn_on = surface
        self._drawn_once = True

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """Only the panels (and the parts of them) and the middle words that changed are painted again and copied.
        ``surface`` must be the one the last whole frame went to: a frame drawn elsewhere in between (a check's
        scratch surface) may have moved what the panels hold, so the next frame is whole again."""
        if surface is not self._drawn_on:
            return False
        words = self._words()
        middle = (words.heading, (words.done_count(len(self.done)),))
        if middle != self._middle_words:
            self.middle.draw(surface, middle[0], list(middle[1]))
            self._middle_words = middle
        started = time.perf_counter()
        waited = self._waiting_to_paint
        waiting: list[int] = []
        painted_open = False
        # The panels that waited go first, and one open panel is painted in every frame whatever the time.
        for seat in waited + [seat for seat in range(len(self.panels)) if seat not in waited]:
            panel = self.panels[seat]
            shows_page = panel.is_open and panel.scene is not None and seat not in self.done and panel.wants_frame()
            if shows_page and painted_open and not self._room_for_a_page(started):
                waiting.append(seat)
                continue
            panel.blit_changes(surface, self._paint_panel(seat, panel, words))
            painted_open = painted_open or shows_page
        self._waiting_to_paint = waiting
        return True

    @staticmethod
    def _room_for_a_page(painting_started: float) -> bool:
        """Whether the frame has time for one more open page: by the app's frame clock when a loop step runs this
        frame, else by the time painting has taken."""
        return frame_clock.has_room(OPEN_PAGES_BUDGET_S) and time.perf_counter() - painting_started < OPEN_PAGES_BUDGET_S

    def forget_pictures(self) -> None:
        self._drawn_on = None
        for panel in self.panels:
            panel.repaint_all()

    def _paint_panel(self, seat: int, panel: HeldPanel, words: "TurnsWords") -> list[pygame.Rect]:
        if seat in self.done:
            return panel.paint(words.done, words.waiting)
        return panel.paint(words.release if panel.is_open else words.hold, words.curtain)

    def _words(self) -> "TurnsWords":
        """What the table says, translated once per language rather than for every panel in every frame."""
        lang = current_language()
        if self._words_cache is None or self._words_cache.lang != lang:
            self._words_cache = TurnsWords.of(lang, self.kind, self.flow.player_count)
        return self._words_cache

    # ----- demo -----------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """Every seat at once: hold its band, play its turn, let go when done."""
        plans: list = []
        for seat, panel in enumerate(self.panels):
            if seat in busy:
                continue
            if seat in self.done:
                plans.append(Lift(seat, DEMO_FINGERS + 2 * seat))
                continue
            plans += panel.demo_plan(rng_for(seat), wish, DEMO_FINGERS + 2 * seat)
        return plans


DEMO_FINGERS = 100
