"""A screen's demo plan is found by its class, as a method would be: its own class's, else the nearest base's."""
from __future__ import annotations

import random

import pytest

from app import plan_lookup
from app.plan_lookup import demo_plan, plan_for, register_plans
from app.gestures import DemoWish, Tap

WISH = DemoWish(players=5, seed=1)


class Base:
    pass


class Middle(Base):
    def demo_plan(self, rng: random.Random, wish: DemoWish) -> list[Tap]:  # a screen not moved yet
        return [Tap((2, 2))]


class Leaf(Middle):
    pass


class Apart:
    pass


@pytest.fixture
def no_plans(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plan_lookup, "_plans", {})


def test_a_plan_is_found_by_the_nearest_class_in_the_method_order(no_plans) -> None:
    register_plans({Base: lambda screen, rng, wish: [Tap((1, 1))]})
    assert demo_plan(Base(), random.Random(0), WISH) == [Tap((1, 1))]
    # Middle still plans for itself, and is nearer to Leaf than Base is.
    assert demo_plan(Leaf(), random.Random(0), WISH) == [Tap((2, 2))]
    register_plans({Leaf: lambda screen, rng, wish: [Tap((3, 3))]})
    assert demo_plan(Leaf(), random.Random(0), WISH) == [Tap((3, 3))]
    assert plan_for(Apart()) is None and demo_plan(Apart(), random.Random(0), WISH) is None


def test_the_curtain_plan_holds_the_ring_long_enough_to_open_it(make_app) -> None:
    from driver.plans.kit import curtain
    from scenes.kit.curtain import CurtainScene
    from scenes.kit.widgets.hold_button import HOLD_SECONDS

    app = make_app((640, 480))
    scene = CurtainScene(app, 0, "Ada", "curtain.purpose.night", on_open=lambda: None)
    app.scenes.push(scene, transition=False)
    plan = plan_for(scene)
    assert plan is curtain
    gestures = [gesture for seed in range(20) for gesture in plan(scene, random.Random(seed), WISH)]
    assert all(gesture.pos == scene.hold.rect.center for gesture in gestures)
    holds = [gesture for gesture in gestures if not isinstance(gesture, Tap)]
    assert holds and all(hold.seconds > HOLD_SECONDS for hold in holds)
