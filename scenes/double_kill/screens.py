"""Which scene shows each Double Kill screen of the judge's order.

The flow (``flow.DkFlow``) keeps the table but never imports its screens, which name it back: whoever opens a
sitting calls :func:`register_all` first (the setup, the resume, the demo and the gallery).
"""
from __future__ import annotations

from scenes.double_kill import day, end, night, turns, vote
from scenes.double_kill.flow import has_every_screen, register_screen


def register_all() -> None:
    """Fill the flow's table of screens (once: later calls find it full). Each screen's module says which of the
    judge's screens it shows."""
    if has_every_screen():
        return
    for module in (turns, night, day, vote, end):
        module.register_screens(register_screen)
