"""Every area's demo plans at once, for a demo player that may meet any screen (the demos, monkeys, audits, the
debug channel, the tools)."""
from __future__ import annotations

from app.plan_lookup import register_plans
from driver.plans import cheese_thief, double_kill, home, kiosk, kit, tutorial

AREAS = (kit, home, cheese_thief, kiosk, tutorial, double_kill)


def register_every_plan() -> None:
    for area in AREAS:
        register_plans(area.PLANS)
