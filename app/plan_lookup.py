"""Which demo plan plays a screen: plans are kept by screen class, and a screen takes the plan of the nearest class
in its method resolution order that has one, as a method would be found.

A plan is a function ``plan(screen, rng, wish) -> gestures`` (``app.gestures``): the gestures a player would
make now on what is visible, or an empty list to wait. The plans live in ``driver/plans/<area>.py``, one module
per folder of ``scenes/``, each a declarative ``PLANS`` table; whoever starts a demo player registers the tables
of the screens it will meet (``driver.plans.every.register_every_plan`` for all of them).
"""
from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from app.gestures import DemoWish, Gesture

Plan = Callable[[Any, random.Random, DemoWish], list[Gesture]]

_plans: dict[type, Plan] = {}


def register_plans(plans: Mapping[type, Plan]) -> None:
    """Add a table of plans (registering the same table again changes nothing)."""
    _plans.update(plans)


def plan_for(screen: object) -> Plan | None:
    """The plan for ``screen``: its own class's, else the nearest base class's; None for a screen no plan plays.
    A class whose screen module still defines its own ``demo_plan`` method (``tests/test_architecture.py`` lists
    them) plans for itself at its place in that order."""
    for kind in type(screen).__mro__:
        plan = _plans.get(kind)
        if plan is not None:
            return plan
        own = vars(kind).get("demo_plan")
        if own is not None:
            return own
    return None


def demo_plan(screen: object, rng: random.Random, wish: DemoWish) -> list[Gesture] | None:
    """What a player would do now on ``screen``, or None when no plan plays it."""
    plan = plan_for(screen)
    return None if plan is None else plan(screen, rng, wish)
