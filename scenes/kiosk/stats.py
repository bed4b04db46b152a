"""The café's statistics for staff: big numbers, six charts and Export CSV to a folder staff choose.

The figures come from ``kiosk.stats.gather`` over the history database (or from the ``figures`` callable a
caller hands in: the gallery's seeded sample, a test's fixed numbers). The charts are drawn once per size,
language and figures into a still layer; only the buttons are widgets. Export opens the folder list
(``scenes.kiosk.folders``); the result (where the files went, or why nothing was written) is shown under the
charts.
"""
from __future__ import annotations

import time
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from program import i18n
from program.i18n import gui_key, t
from app.frames.layer_cache import LayerCache
from art.palette import color
from kiosk.stats import KioskStatistics, gather
from kiosk.stats_csv import ExportResult, export_csv
from storage.history import History, set_aside_day
from scenes.kit.back_screen import BackScreen
from scenes.kit.public_common import draw_heading, draw_line, draw_panel, draw_text_block
from scenes.kit.widgets.charts import Bar, draw_bar_chart, draw_row_bars, draw_share_bar
from scenes.kiosk.folders import FolderPickerScene
from storage.tutorial_stats import known_steps

if TYPE_CHECKING:
    from app.app import App

FiguresSource = Callable[[], KioskStatistics]
Exporter = Callable[[KioskStatistics, Path], ExportResult]
CHARTS = ("per_day", "per_week", "players", "winners", "tutorial", "languages")
NUMBERS = ("games", "today", "average", "abandoned", "walk_ups")


def figures_from_history(now: Callable[[], float] = time.time) -> FiguresSource:
    """Read the figures from the history database each time the screen is opened or refreshed."""
    def read() -> KioskStatistics:
        history = History()
        try:
            return gather(history, now())
        finally:
            history.close()

    return read


def export_today(figures: KioskStatistics, folder: Path) -> ExportResult:
    return export_csv(figures, folder, date.today())


class KioskStatsScene(BackScreen):
    def __init__(self, app: "App", figures: FiguresSource | None = None, exporter: Exporter = export_today,
                 start_folder: Callable[[], Path] | None = None) -> None:
        super().__init__(app)
        self.read_figures = figures or figures_from_history()
        self.exporter = exporter
        self.start_folder = start_folder
        self.figures = self.read_figures()
        self.status: tuple[str, dict[str, str]] | None = None  # a translation key and its values
        self.export_button: pygame_gui.elements.UIButton | None = None
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.number_rects: list[pygame.Rect] = []
        self.chart_rects: dict[str, pygame.Rect] = {}
        self.status_rect = pygame.Rect(0, 0, 1, 1)
        self._picture = LayerCache()

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        back, _ = layout.header_with_back(size)
        portrait = layout.is_portrait(size)
        export_w = max(back.width, int(content.width * 0.4) if portrait else min(content.width // 3, layout.scaled(300, size)))
        export = pygame.Rect(content.right - export_w, content.top, export_w, back.height)
        self.add_back_button(ui, back, "kiosk.stats.back", "#back")
        self.export_button = pygame_gui.elements.UIButton(
            export, gui_key("kiosk.stats.export"), ui,
            object_id=ObjectID(class_id="@primary_button", object_id="#export_csv"))
        self.title_rect = pygame.Rect(back.right + gap, back.top, export.left - back.right - 2 * gap, back.height)
        body = pygame.Rect(content.left, back.bottom + gap, content.width, content.bottom - back.bottom - gap)
        numbers_h = int(body.height * (0.13 if portrait else 0.17))
        status_h = int(layout.body_text_px(size) * 2.6)
        numbers = pygame.Rect(body.left, body.top, body.width, numbers_h)
        count = len(NUMBERS)
        self.number_rects = layout.stack_horizontal(numbers, count, (body.width - (count - 1) * gap) // count, gap)
        self.status_rect = pygame.Rect(body.left, body.bottom - status_h, body.width, status_h)
        charts = pygame.Rect(body.left, numbers.bottom + gap, body.width, self.status_rect.top - numbers.bottom - 2 * gap)
        columns, rows = (2, 3) if portrait else (3, 2)
        cell = ((charts.width - (columns - 1) * gap) // columns, (charts.height - (rows - 1) * gap) // rows)
        self.chart_rects = dict(zip(CHARTS, layout.grid(charts, len(CHARTS), columns, cell, gap)))

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.export_button:
            self.choose_folder()
            return True
        return super().on_gui_event(event)

    def go_back(self) -> None:
        # Staff leave the figures straight for the staff screen beneath: a fade over six charts buys nothing.
        if self.is_top():
            self.app.scenes.pop()

    def choose_folder(self) -> None:
        start = self.start_folder() if self.start_folder else None
        self.app.scenes.push(FolderPickerScene(self.app, self.export_to, start))

    def export_to(self, folder: Path) -> None:
        """Write the CSV files (called by the folder list with the folder staff chose)."""
        self.figures = self.read_figures()  # the figures as they are now, not as the screen was opened
        result = self.exporter(self.figures, folder)
        if result.ok:
            self.status = ("kiosk.stats.exported", {"count": str(len(result.files)), "folder": str(folder)})
        else:
            problem = result.problem.value if result.problem else "not_writable"
            self.status = (f"kiosk.stats.export_{problem}", {"folder": str(folder)})
        self.app.request_redraw()

    # ----- drawing -----------------------------------------------------------------------------------------
    def forget_pictures(self) -> None:
        self._picture.clear()

    def draw_background(self, surface: pygame.Surface) -> None:
        key = (self.size, i18n.current_language(), self.figures, self.status, tuple(self.title_rect))
        self._picture.blit(surface, key, self._paint)

    def _paint(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        draw_heading(surface, t("kiosk.stats.heading"), self.title_rect, self.size)
        self._paint_numbers(surface)
        px = layout.body_text_px(self.size)
        for name, rect in self.chart_rects.items():
            draw_panel(surface, rect)
            inner = rect.inflate(-2 * layout.gap_px(self.size), -layout.gap_px(self.size))
            title = pygame.Rect(inner.left, inner.top, inner.width, int(px * 1.5))
            draw_line(surface, t(f"kiosk.stats.chart.{name}"), title, px, theme.colour("public_title"), align="left")
            chart = pygame.Rect(inner.left, title.bottom + px // 2, inner.width, inner.bottom - title.bottom - px // 2)
            getattr(self, f"_paint_{name}")(surface, chart, max(8, px * 4 // 5))
        self._paint_status(surface, px)

    def _paint_numbers(self, surface: pygame.Surface) -> None:
        figures = self.figures
        today = figures.per_day[-1][1] if figures.per_day else 0
        minutes = (t("kiosk.stats.no_length") if figures.average_seconds is None
                   else t("kiosk.stats.minutes", minutes=str(round(figures.average_seconds / 60))))
        values = {"games": str(figures.games), "today": str(today), "average": minutes,
                  "abandoned": str(figures.abandoned), "walk_ups": str(figures.walk_ups)}
        for rect, name in zip(self.number_rects, NUMBERS):
            value, caption = values[name], f"kiosk.stats.number.{name}"
            draw_panel(surface, rect)
            inner = rect.inflate(-layout.gap_px(self.size), -layout.gap_px(self.size) // 2)
            value_area = pygame.Rect(inner.left, inner.top, inner.width, int(inner.height * 0.62))
            caption_area = pygame.Rect(inner.left, value_area.bottom, inner.width, inner.bottom - value_area.bottom)
            draw_line(surface, value, value_area, value_area.height, theme.colour("public_highlight"),
                      role="number", align="center")
            draw_text_block(surface, t(caption), caption_area, layout.body_text_px(self.size),
                            theme.colour("public_dim"))

    def _paint_per_day(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        days = self.figures.per_day
        bars = [Bar(str(day.day), count, index == len(days) - 1) for index, (day, count) in enumerate(days)]
        draw_bar_chart(surface, area, bars, px)

    def _paint_per_week(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        weeks = self.figures.per_week
        bars = [Bar(t("kiosk.stats.date_short", day=str(day.day), month=str(day.month)), count,
                    index == len(weeks) - 1) for index, (day, count) in enumerate(weeks)]
        draw_bar_chart(surface, area, bars, px)

    def _paint_players(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        bars = [Bar(str(players), count) for players, count in self.figures.player_counts]
        draw_bar_chart(surface, area, bars, px)

    def _paint_winners(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        figures = self.figures
        sides = ((t("kiosk.stats.side.thief"), figures.thief_side_wins, color("card.thief")),
                 (t("kiosk.stats.side.sleepyheads"), figures.sleepyhead_wins, color("card.sleepy")),
                 (t("kiosk.stats.side.fall_mouse"), figures.fall_mouse_wins, color("card.fall")))
        total = sum(value for _, value, _ in sides)
        shares = [(t("kiosk.stats.percent", value=str(round(100 * value / total))) if total else "", value, colour)
                  for _, value, colour in sides]
        share_area = pygame.Rect(area.left, area.top, area.width, int(area.height * 0.34))
        draw_share_bar(surface, share_area, shares, px)
        rows = pygame.Rect(area.left, share_area.bottom, area.width, area.bottom - share_area.bottom)
        draw_row_bars(surface, rows, [Bar(label, value) for label, value, _ in sides], px,
                      colours=[colour for _, _, colour in sides])

    def _paint_tutorial(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        tutorial = self.figures.tutorial
        rows = [Bar(t("kiosk.stats.tutorial.started"), tutorial.started),
                Bar(t("kiosk.stats.tutorial.finished"), tutorial.finished, highlight=True),
                Bar(t("kiosk.stats.tutorial.left"), tutorial.abandoned)]
        note_h = int(px * 2.6)
        draw_row_bars(surface, pygame.Rect(area.left, area.top, area.width, area.height - note_h), rows, px)
        if tutorial.left_at:
            chapter = known_steps().get(tutorial.left_at[0][0], "")
            note = t("kiosk.stats.tutorial.left_most", chapter=t(f"tutorial.chapter.{chapter}"))
            draw_text_block(surface, note, pygame.Rect(area.left, area.bottom - note_h, area.width, note_h), px,
                            theme.colour("public_dim"), align="left")

    def _paint_languages(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        counts = dict(self.figures.languages)
        rows = [Bar(i18n.LANGUAGE_NAMES[lang], counts.get(lang, 0)) for lang in i18n.LANGUAGES]
        draw_row_bars(surface, area, rows, px)

    def _paint_status(self, surface: pygame.Surface, px: int) -> None:
        if self.status is not None:
            key, values = self.status
            colour = theme.colour("public_text" if key == "kiosk.stats.exported" else "public_error")
            draw_text_block(surface, t(key, **values), self.status_rect, px, colour)
        elif (day := set_aside_day()) is not None:
            when = t("kiosk.stats.date_short", day=str(day.day), month=str(day.month))
            draw_text_block(surface, t("kiosk.stats.history_set_aside", date=when), self.status_rect, px,
                            theme.colour("public_error"))
        elif self.figures.is_empty:
            draw_text_block(surface, t("kiosk.stats.empty"), self.status_rect, px, theme.colour("public_dim"))
        else:
            draw_text_block(surface, t("kiosk.stats.anonymous"), self.status_rect, px, theme.colour("public_dim"))


def register_routes() -> None:
    routes.register("kiosk_stats", KioskStatsScene)
