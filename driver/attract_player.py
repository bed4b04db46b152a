"""What plays the kiosk's demonstration game: the demo player with the plans of the screens it meets, handed to the
attract loop (``scenes.kiosk.attract_demo.play_demonstrations_with``) by whoever starts the kiosk."""
from __future__ import annotations

from app.app import App
from app.gestures import DemoWish
from app.plan_lookup import register_plans
from driver.player import DemoDriver
from driver.plans import cheese_thief as cheese_thief_plans
from driver.plans import kit as kit_plans
from scenes.kiosk.attract_demo import play_demonstrations_with


def attract_player(app: App, wish: DemoWish) -> DemoDriver:
    """A player for the demonstration on ``app``, from the setup on."""
    # The demonstration meets the game's screens and the kit's, from the setup on.
    register_plans(kit_plans.PLANS)
    register_plans(cheese_thief_plans.PLANS)
    return DemoDriver(app, wish)


def hand_the_attract_loop_its_player() -> None:
    play_demonstrations_with(attract_player)
