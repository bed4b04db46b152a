"""Which scene shows each step of a pass-and-play game.

The flow (``play_flow.PlayFlow``) keeps the table but never imports its screens, which name it back: whoever opens
a game calls :func:`register_all` first (the setups, the resume, the kiosk, the drivers and galleries).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from app.frames.scene_hooks import heavy_step
from play.flow import Step, StepKind
from scenes.kit.curtain import CurtainScene
from play.turns import turn_plan
from scenes.cheese_thief.warm_ups import Tasks, card_faces, cups, curtain_mice, night_pictures
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief import discussion, point_vote, replay, reveal
from scenes.cheese_thief.play_flow import has_every_step_scene, register_step_scene

if TYPE_CHECKING:
    from app.scene import Scene
    from scenes.kit.curtain import CurtainScene
    from scenes.cheese_thief.play_flow import PlayFlow

# What the curtain says the coming private turn is for (the same for the whole rotation).
CURTAIN_PURPOSE: dict[StepKind, str] = {
    StepKind.NIGHT_TURN: "curtain.purpose.night",
    StepKind.DAWN_TURN: "curtain.purpose.dawn",
    StepKind.CHOICE_TURN: "curtain.purpose.choice",
    StepKind.EYES_TURN: "curtain.purpose.night",
    StepKind.BALLOT_TURN: "curtain.purpose.ballot",
}


def curtain_scene(flow: "PlayFlow", step: Step) -> "Scene":
    assert step.seat is not None
    upcoming = flow.session.steps[flow.session.step_index + 1]
    curtain = CurtainScene(
        flow.app, step.seat, flow.names[step.seat], CURTAIN_PURPOSE[upcoming.kind],
        on_open=flow.finish_step, on_leave=flow.ask_to_leave, flow=flow,
    )
    _warm_up_behind(curtain, flow, upcoming.kind)
    return curtain


def _warm_up_behind(curtain: "CurtainScene", flow: "PlayFlow", upcoming: StepKind) -> None:
    """While a curtain waits for its hold, paint what the curtains and the coming turn's pages will show."""
    app = flow.app
    pages = tuple(page.name for page in turn_plan(upcoming, flow.player_count, flow.session.setup.hour_seconds).pages)
    app.frames.warm_up.add_all(curtain_mice(app, flow.player_count, lambda: curtain.mouse_rect), light=True)
    night = night_pictures(app, flow, pages)
    # The night table and clock are painted while the fade to the curtain waits (the first time only): as light
    # tasks alone, a busy machine's frames left them no room before the night page painted them all (25-35 ms).
    curtain.ahead = first_alone([(key, task) for key, task in night if not app.frames.warm_up.knows(key)])
    app.frames.warm_up.add_all(night, light=True)  # still queued: a curtain shown without a fade prepares nothing
    app.frames.warm_up.add_all(cups(app, flow.player_count, pages), light=True)
    app.frames.warm_up.add_all(card_faces(app, pages))


def first_alone(tasks: Tasks) -> list[Callable[[], object]]:
    """Keyed tasks as preparation steps, the first of each kind of picture in a frame of its own (the clock's
    dial, 7 ms at 1280x800, which the later hours only light)."""
    return [heavy_step(task) if index == 0 or key[0] != tasks[index - 1][0][0] else task  # type: ignore[index]
            for index, (key, task) in enumerate(tasks)]


def private_turn_scene(flow: "PlayFlow", step: Step) -> "Scene":
    return PrivateTurnScene(flow, step)


def register_all() -> None:
    """Fill the flow's table of screens (once: later calls find it full)."""
    if has_every_step_scene():
        return
    register_step_scene(StepKind.CURTAIN, curtain_scene)
    for kind in CURTAIN_PURPOSE:
        register_step_scene(kind, private_turn_scene)
    # The public screens say which steps they show, in their own modules.
    for module in (discussion, point_vote, reveal, replay):
        module.register_step_scenes(register_step_scene)
