"""A player's private turn: a fixed list of pages behind a curtain (privacy protocol, rules 2-3).

The pages come from `play.turns.turn_plan`, which depends only on public
facts, so every player's turn has the same pages, the same required taps,
the same minimum times and the same sounds. Only what is drawn differs, and
only the player holding the tablet sees it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.seated_table import paint_on
from art.table import TABLE_BANDS
from audio.names import PRIVATE_TICK
from game.cheese_thief.views import SeatView
from play.flow import Step
from play.turn_progress import TurnProgress
from play.turns import turn_plan
from scenes.cheese_thief.pages.base import Page
from scenes.cheese_thief.pages.registry import make_page
from scenes.kit.widgets.sound import sounds_for
from scenes.kit.widgets.text_block import draw_paragraphs, paragraphs_height

if TYPE_CHECKING:
    from scenes.cheese_thief.play_flow import PlayFlow

# A private screen left alone this long goes back to its curtain (privacy protocol, rule 2).
IDLE_SECONDS = 90.0


@dataclass(frozen=True)
class TurnLayout:
    visual: pygame.Rect  # the page's picture
    heading: pygame.Rect
    text: pygame.Rect  # the page's words
    button: pygame.Rect  # continue
    extra: pygame.Rect  # the page's own buttons, above continue


def turn_layout(size: tuple[int, int], visual_share: float, extra_button_count: int) -> TurnLayout:
    """Where a page's parts go: the same for every seat, and known before the turn starts (for warming up)."""
    content = layout.content_rect(size)
    margin = layout.margin_px(size)
    button_h = layout.button_height(size)
    visual, column = layout.split_for_orientation(content, visual_share)
    column = column.inflate(0, -margin) if layout.is_portrait(size) else column.inflate(-margin, 0)
    heading = pygame.Rect(column.left, column.top, column.width, int(theme.font_px("@heading", size) * 1.4))
    button = pygame.Rect(0, 0, min(column.width, layout.scaled(520, size)), button_h)
    button.midbottom = (column.centerx, column.bottom)
    extra_h = extra_button_count * (button_h + layout.gap_px(size))
    text = pygame.Rect(column.left, heading.bottom, column.width, button.top - heading.bottom - margin - extra_h)
    extra = pygame.Rect(column.left, text.bottom + margin // 2, column.width, extra_h)
    return TurnLayout(visual, heading, text, button, extra)


class PrivateTurnScene(Scene):
    is_private = True
    plain_cards = False  # the card page shows the role's own face; a table's open panels show a plain one

    def __init__(self, flow: "PlayFlow", step: Step) -> None:
        super().__init__(flow.app)
        assert step.seat is not None
        self.flow = flow
        self.step = step
        self.seat = step.seat
        self.plan = turn_plan(step.kind, flow.player_count, flow.session.setup.hour_seconds)
        self.progress = TurnProgress(self.plan, self.seat)
        self.view: SeatView = flow.view(self.seat)
        self.page: Page = make_page(self.plan.pages[0].name, self)
        self.idle = 0.0
        self.continue_button: pygame_gui.elements.UIButton | None = None
        self.visual_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self._words_area: tuple[Hashable, pygame.Rect] | None = None
        self._drawn_key: tuple[Hashable, int] | None = None
        self._under_bar: tuple[pygame.Rect, pygame.Surface] | None = None  # what the last whole frame had there
        self._changed: list[pygame.Rect] = []  # what the last ``draw_changes`` painted over
        # While the page's picture moves: the surface of the last whole frame, all it showed but the picture and the
        # bar (its key), and what it had under the picture (the picture's area, a copy).
        self._moving: tuple[pygame.Surface, Hashable, pygame.Rect, pygame.Surface] | None = None

    # ----- shared services for pages -------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return self.flow.names

    @property
    def reduced_motion(self) -> bool:
        return self.app.settings.reduced_motion

    def refresh_view(self) -> None:
        self.view = self.flow.view(self.seat)

    def required_tap(self) -> None:
        """A tap the plan counts (a roll, a pick): same sound for everyone."""
        self.progress.tap()
        self.sound(PRIVATE_TICK)

    def sound(self, name: str) -> None:
        self.progress.sound(name)
        sounds_for(self.app).play(name)

    # ----- layout ----------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        rects = turn_layout(self.size, self.page.visual_share, self.page.extra_button_count)
        self.visual_rect, self.heading_rect, self.text_rect = rects.visual, rects.heading, rects.text
        self.continue_button = pygame_gui.elements.UIButton(
            rects.button, gui_key(self.page.continue_key), ui,
            object_id=ObjectID("#turn_continue", "@primary_button"),
        )
        self.page.build(ui, rects.extra)
        self._sync_continue()

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().touch_targets() + self.page.targets()

    # ----- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.idle = 0.0
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.page.on_press(event.pos)
        return False

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.continue_button:
            self.press_continue()
            return True
        return self.page.on_button(event.ui_element)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.can_continue():
            self.press_continue()
            return True
        return False

    def can_continue(self) -> bool:
        return self.progress.can_leave_page() and self.page.ready()

    def press_continue(self) -> None:
        if not self.can_continue():
            return
        self.page.on_continue()
        self.progress.leave_page()
        self.sound(PRIVATE_TICK)
        if self.progress.finished:
            self._finish()
            return
        self.page = make_page(self.progress.page.name, self)
        self.rebuild_ui()

    def jump_to_page(self, name: str) -> None:
        """Open the page called `name` at once (the gallery shows each page this way)."""
        names = [page.name for page in self.plan.pages]
        self.progress.page_index = names.index(name)
        self.progress.trace.pages.append(name)
        self.page = make_page(name, self)
        self.rebuild_ui()

    def _finish(self) -> None:
        self.flow.traces.append(self.progress.trace)
        self.flow.finish_step()

    def back_to_curtain(self) -> None:
        """Idle too long: cover the screen again; the turn starts over from its curtain."""
        self.flow.show_current(self.flow.session.step_index - 1)

    # ----- time ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.progress.tick(dt)
        self.page.update(dt)
        if self.progress.can_leave_page():
            self.idle += dt
        if self.idle >= IDLE_SECONDS and self.app.scenes.top() is self:
            self.back_to_curtain()
            return
        self._sync_continue()

    def _sync_continue(self) -> None:
        button = self.continue_button
        if button is None:
            return
        # No redraw is requested: the picture key holds whether the button is enabled, so the next frame draws the
        # page again. At a table the request repainted the whole table (5 ms) for one panel's button.
        if self.can_continue() and not button.is_enabled:
            button.enable()
        elif not self.can_continue() and button.is_enabled:
            button.disable()

    def is_animating(self) -> bool:
        return not self.progress.can_leave_page() or self.page.is_animating()

    def _picture_key(self) -> tuple[Hashable, int] | None:
        """What the frame shows that changes with time alone, as (all but the wait bar, the bar's filled
        width); None while the page's picture moves."""
        page_key = self.page.picture_key()
        if page_key is None or self.continue_button is None or self.ui is None:
            return None
        still = (self.progress.page_index, page_key, self.continue_button.is_enabled, self.ui.get_hovering_any_element())
        return still, self._wait_bar()[1].width

    def wants_frame(self) -> bool:
        key = self._picture_key()
        return key is None or key != self._drawn_key

    def _moving_key(self) -> Hashable | None:
        """While the page's picture moves, all the frame shows but the picture and the wait bar; else None."""
        if self.page.picture_key() is not None or self.continue_button is None or self.ui is None:
            return None
        return (self.progress.page_index, self.page.heading(), tuple(self.page.paragraphs()),
                self.continue_button.is_enabled, self.ui.get_hovering_any_element())

    def draw(self, surface: pygame.Surface) -> None:
        self._moving = None
        super().draw(surface)
        self._drawn_key = self._picture_key()  # remembered, not state: the next frame compares with it
        if self._moving is not None:
            self._moving = (surface, self._moving_key(), self._moving[2], self._moving[3])

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """Most frames of a turn differ from the last only in the wait bar: put back what the whole frame had
        under the bar, then draw the bar. While the page's picture moves within its area (the roll) the picture too:
        what the whole frame had there put back, then the picture drawn (a whole frame took 4-6 ms at 1920x1080)."""
        if self.page.picture_key() is None:
            return self._draw_moving_picture(surface)
        key, drawn, under = self._picture_key(), self._drawn_key, self._under_bar
        if key is None or drawn is None or key[0] != drawn[0] or under is None or under[0] != self._wait_bar()[0]:
            return False
        self._changed = [pygame.Rect(under[0])] if key[1] != drawn[1] else []
        if key[1] != drawn[1]:
            surface.blit(under[1], under[0])
            self._draw_wait_bar(surface, keep_under=False)
        self._drawn_key = key
        return True

    def _draw_moving_picture(self, surface: pygame.Surface) -> bool:
        moving, bar = self._moving, self._under_bar
        if moving is None or moving[0] is not surface or moving[1] is None or moving[1] != self._moving_key() \
                or moving[2] != self.page.moving_area() or bar is None or bar[0] != self._wait_bar()[0]:
            return False
        surface.blit(moving[3], moving[2])
        self.page.draw_visual(surface, self.visual_rect)
        surface.blit(bar[1], bar[0])
        self._draw_wait_bar(surface, keep_under=False)
        self._changed = [pygame.Rect(moving[2]), pygame.Rect(bar[0])]
        return True

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return list(self._changed)

    # ----- prepared ahead --------------------------------------------------------------------------
    def prepare_steps(self) -> list[Callable[[], object]]:
        """The first page's still picture a sprite at a time, then that page's picture into a scratch surface. A
        fade never prepares a private screen; a held cut after the curtain's hold does, the player of the turn
        looking (``SceneManager.cut_when_prepared``): the first ballot page painted its table in its first frame."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        steps: list[Callable[[], object]] = [
            heavy_step(partial(paint_on, piece, scratch)) if index < TABLE_BANDS else partial(paint_on, piece, scratch)
            for index, piece in enumerate(self.page.still_pieces())]
        steps.append(heavy_step(lambda: self._paint_page(scratch())))
        return steps

    def _paint_page(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.page.draw_visual(surface, self.visual_rect)

    # ----- drawing ---------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        if not self.page.draw_background(surface):
            super().draw_background(surface)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        area = self.page.moving_area() if self.page.picture_key() is None else None
        if area is not None and surface.get_rect().contains(area):
            self._moving = (surface, None, area, surface.subsurface(area).copy())
        self.page.draw_visual(surface, self.visual_rect)
        heading = self.page.heading()
        px = fonts.fit_px(heading, "heading", theme.font_px("@heading", self.size), self.heading_rect.width,
                          min_px=layout.body_text_px(self.size))
        image = fonts.render(heading, "heading", px, theme.colour("title_text"))
        surface.blit(image, image.get_rect(midleft=(self.heading_rect.left, self.heading_rect.centery)))
        draw_paragraphs(surface, self.page.text_area(self.text_rect), self.page.paragraphs(), theme.colour("private_text"))
        self._draw_wait_bar(surface)

    def page_words_area(self) -> pygame.Rect:
        """Where the page's heading and words stand (a coach over the page keeps off them where it can: they hold
        the rules the page applies, such as when the theft happens). Kept by what the page says, since a coach asks
        each frame."""
        paragraphs = self.page.paragraphs()
        key = (self.progress.page_index, self.page.heading(), tuple(paragraphs), self.size)
        if self._words_area is None or self._words_area[0] != key:
            box = self.page.text_area(self.text_rect)
            used = pygame.Rect(box.left, box.top, box.width, paragraphs_height(self.size, box, paragraphs))
            self._words_area = (key, self.heading_rect.union(used))
        return pygame.Rect(self._words_area[1])

    def _wait_bar(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The bar under the continue button and its filled part."""
        assert self.continue_button is not None
        rect = pygame.Rect(self.continue_button.rect)
        bar = pygame.Rect(rect.left, rect.bottom + 2, rect.width, max(3, layout.scaled(6, self.size)))
        if bar.bottom > self.size[1]:
            bar.bottom = rect.top - 2
        filled = bar.copy()
        filled.width = int(bar.width * self.progress.min_time_passed())
        return bar, filled

    def _draw_wait_bar(self, surface: pygame.Surface, keep_under: bool = True) -> None:
        """A thin bar under the button fills up during the page's minimum time. ``keep_under`` keeps a copy of
        the pixels it covers, for :meth:`draw_changes`."""
        if self.continue_button is None:
            return
        bar, filled = self._wait_bar()
        if keep_under:
            visible = bar.clip(surface.get_rect())
            self._under_bar = (bar, surface.subsurface(visible).copy()) if visible == bar else None
        pygame.draw.rect(surface, theme.colour("hold_track"), bar, border_radius=bar.height // 2)
        if filled.width > 0:
            pygame.draw.rect(surface, theme.colour("hold_fill"), filled, border_radius=bar.height // 2)
