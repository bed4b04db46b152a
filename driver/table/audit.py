"""Privacy instrumentation for table mode, on top of ``driver.audit``'s checks.

(a) Views: besides ``PlaySession.view``, ``PlaySession.view_with`` (a seat's view with its turn's decisions held
    back) is watched; only a private screen (a seat's turn or notes inside its panel) may ask.
(b) Panels: on every drawn frame, each panel that is not held open must show exactly what a fresh, closed panel
    for that seat shows, drawn from public facts alone (its name, its seat, the words of the moment). So a
    panel hides its content in the very frame after its owner lets go, and a closed panel never tells anything.
(c) Outside the panels: on frames with a panel open, the pixels outside the open panels must equal the same screen
    drawn with every panel closed: what a seat sees in its panel spills nowhere else. Drawing the table twice
    is dear, so this runs whenever a panel opens or closes and on every ``OUTSIDE_EVERY``-th frame between.
(d) Uniform turns: ``driver.audit.uniformity_problems`` on the traces, as for pass-and-play.
(e) Across the table (``driver.table.across``): every unheld panel, turns, notes and vote alike, shows nothing
    secret and is fingerprinted for the comparison with a twin game dealt other roles.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from driver.audit import Leak, PrivacyAudit, _different_pixels
from driver.table.across import AcrossTheTable
from play.session import PlaySession
from scenes.table.held_panel import HeldPanel


OUTSIDE_EVERY = 10


@dataclass
class TableAudit(PrivacyAudit):
    panels_compared: int = 0
    outside_compared: int = 0
    _open_before: frozenset = frozenset()
    _since_outside: int = 0
    # One picture to draw comparisons into, made again only when the window's size changes.
    _scratch: pygame.Surface | None = None
    across: AcrossTheTable = field(default_factory=AcrossTheTable)

    def attach(self, app: Any) -> "TableAudit":
        super().attach(app)
        self._wrap_view(PlaySession, "view_with")
        app.step_observers.append(self.across)  # the look across the table keeps an entry for every loop step
        self._restore.append(lambda: app.step_observers.remove(self.across))
        return self

    def _after_frame(self, app: Any, expected: str) -> None:
        super()._after_frame(app, expected)
        if app.scenes.fade is not None:
            return
        top = app.scenes.top()
        panels = _held_panels(top)
        differs = self._check_closed_panels(app, panels) if panels else set()
        self.across.check(app, top, panels, differs)
        if not panels:
            return
        opened = frozenset(panel.seat for panel in panels if panel.is_open)
        self._since_outside += 1
        if opened and (opened != self._open_before or self._since_outside >= OUTSIDE_EVERY):
            self._check_outside(app, top, panels)
            self._since_outside = 0
        self._open_before = opened

    def _check_closed_panels(self, app: Any, panels: list[Any]) -> set[int]:
        """Compare each closed panel with a fresh one; the seats whose panels differ."""
        differs: set[int] = set()
        for panel in panels:
            if panel.is_open:
                continue
            fresh = HeldPanel(panel.screen, panel.panel, panel.seat, panel.name, _never)
            scratch = self._scratch_for(app)
            rect = pygame.Rect(panel.panel.rect.as_tuple())
            scratch.fill((0, 0, 0), rect)  # as a new picture would be where the panel is drawn
            message, lines = panel.last_words
            fresh.draw(scratch, message, list(lines))
            diff = _different_pixels(app.surface.subsurface(rect), scratch.subsurface(rect))
            self.panels_compared += 1
            if diff:
                differs.add(panel.seat)
                self.leaks.append(Leak("panel", f"seat {panel.seat}'s closed panel differs from a fresh one in {diff} pixels"))
        return differs

    def _check_outside(self, app: Any, top: Any, panels: list[Any]) -> None:
        holders = {panel: panel.holder for panel in panels}
        scratch = self._scratch_for(app)
        scratch.fill((0, 0, 0))
        try:
            for panel in panels:
                panel.holder = None
            top.draw(scratch)
        finally:
            for panel, holder in holders.items():
                panel.holder = holder
                panel.changed = True
        for panel in panels:
            if panel.is_open:
                rect = pygame.Rect(panel.panel.rect.as_tuple())
                scratch.blit(app.surface, rect, rect)
        diff = _different_pixels(app.surface, scratch)
        self.outside_compared += 1
        if diff:
            self.leaks.append(Leak("outside", f"{diff} pixels outside the open panels differ from the closed table"))

    def _scratch_for(self, app: Any) -> pygame.Surface:
        if self._scratch is None or self._scratch.get_size() != app.surface.get_size():
            self._scratch = pygame.Surface(app.surface.get_size()).convert(app.surface)
        return self._scratch


def _never(size: tuple[int, int]) -> Any:
    raise AssertionError("a closed panel drawn for comparison never builds its content")


def _held_panels(scene: Any) -> list[Any]:
    found: list[Any] = []
    for value in vars(scene).values() if scene is not None else ():
        if isinstance(value, HeldPanel):
            found.append(value)
        elif isinstance(value, list):
            found.extend(item for item in value if isinstance(item, HeldPanel))
        elif isinstance(value, dict):
            found.extend(item for item in value.values() if isinstance(item, HeldPanel))
    return found
