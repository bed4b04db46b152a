"""The table vote at a few moments, for the gallery and for looking at it: picking, some locked, "3, 2, 1" and
the votes in flight. Each scene is put in its state through the same bookkeeping the fingers drive."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from scenes.table.vote import COUNTDOWN_SECONDS, TableVoteScene
from scenes.table.vote_middle import FLYING_SECONDS
from table.vote_locks import LOCK_HOLD_SECONDS

if TYPE_CHECKING:
    from app.scene import Scene

GALLERY_FINGER = ("gallery", 0)  # stands for a player's finger resting on their own panel


def gallery_scenes(app, flow) -> list[tuple[str, "Scene"]]:
    count = flow.player_count
    picks = _picks(flow, random.Random(count))

    picking = TableVoteScene(flow)
    for seat in range(0, count, 2):
        picking.locks.pick(seat, picks[seat])
    picking.shields[0].add(GALLERY_FINGER)  # seat 0 shields its panel: its pick shows there only
    picking.shields[1].add(GALLERY_FINGER)  # seat 1 shields its panel and holds "Lock"
    picking.locks.pick(1, picks[1])
    picking.locks.start_hold(1, GALLERY_FINGER, picking.tracker.now - LOCK_HOLD_SECONDS * 0.55)

    some_locked = TableVoteScene(flow)
    for seat in range(count):
        some_locked.locks.pick(seat, picks[seat])
    _lock(some_locked, range(0, count, 2))

    countdown = _all_locked(flow, picks)
    countdown.clock = COUNTDOWN_SECONDS * 0.4
    arrows = _all_locked(flow, picks)
    arrows.clock = COUNTDOWN_SECONDS + FLYING_SECONDS * 0.7
    arrows.phase = "reveal"
    landed = _all_locked(flow, picks)
    landed.clock = COUNTDOWN_SECONDS + FLYING_SECONDS + 0.1
    landed.phase = "reveal"
    return [("table-vote-picking", picking), ("table-vote-some-locked", some_locked),
            ("table-vote-countdown", countdown), ("table-vote-flying", arrows), ("table-vote-landed", landed)]


def _picks(flow, rng: random.Random) -> list[int]:
    return [rng.choice(flow.view(seat).vote_options) for seat in range(flow.player_count)]


def _lock(scene: TableVoteScene, seats) -> None:
    for seat in seats:
        scene.locks.start_hold(seat, GALLERY_FINGER, 0.0)
    scene.locks.advance(LOCK_HOLD_SECONDS)


def _all_locked(flow, picks: list[int]) -> TableVoteScene:
    scene = TableVoteScene(flow)
    for seat, target in enumerate(picks):
        scene.locks.pick(seat, target)
    _lock(scene, range(flow.player_count))
    scene._everyone_locked()
    return scene
