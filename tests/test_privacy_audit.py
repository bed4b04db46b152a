"""The privacy audit: a real game passes it, and each of its checks catches the breach it is for."""
from __future__ import annotations

import dataclasses

import pygame

from app.scene import Scene
from app.scene_manager import Fade
from driver.audit import PrivacyAudit, uniformity_problems
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from play.turn_progress import TurnTrace
from scenes.cheese_thief.play_flow import PlayFlow
from tools.privacy_audit import audit_game, game_plan

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve")


def test_a_whole_game_has_no_leak_and_uniform_turns() -> None:
    report = audit_game(game_plan(0, 3, tie_protects_thief=True))  # 4 players, point vote, house rule R11.2
    assert report["finished"]
    assert report["house_rules"] == {"tie_protects_thief": True}
    assert report["rules_frames"] > 0, "Rules at a glance was looked at, and checked, during the discussion"
    assert report["leaks"] == []
    assert report["uniform"], report["problems"]
    assert report["curtains_compared"] >= 8  # a curtain before each of the eight private turns
    assert report["neutral_frames"] > 0  # fades away from private screens were seen and checked
    assert report["private_turns"] == 8
    assert set(report["view_calls"]) <= {"PrivateTurnScene", "NotesScene", "(no scene)"}


class _PeekingPublicScene(Scene):
    uses_gui = False

    def __init__(self, app, flow: PlayFlow) -> None:
        super().__init__(app)
        self.flow = flow

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.flow.view(0)  # a public screen must never do this


class _PrivateScene(Scene):
    is_private = True
    uses_gui = False


def test_the_audit_catches_a_public_screen_reading_a_seat_view(make_app) -> None:
    app = make_app()
    flow = PlayFlow(app, PlaySession.start(GameSetup(NAMES), 1), persist=False)
    audit = PrivacyAudit().attach(app)
    try:
        app.scenes.push(_PeekingPublicScene(app, flow), transition=False)
        app.step(0.0)
    finally:
        audit.detach()
    assert [leak.kind for leak in audit.leaks] == ["view"]
    assert "_PeekingPublicScene" in audit.leaks[0].detail


def test_the_audit_catches_a_private_screen_blended_into_a_public_one(make_app) -> None:
    app = make_app()
    audit = PrivacyAudit().attach(app)
    try:
        public = Scene(app)
        app.scenes.push(public, transition=False)
        app.scenes.push(_PrivateScene(app), transition=False)
        app.scenes.fade = Fade(before=[public], through_neutral=False, duration=1.0)
        app.step(0.1)
    finally:
        audit.detach()
    assert "fade" in {leak.kind for leak in audit.leaks}


def test_the_audit_catches_a_curtain_that_keeps_pixels_of_the_screen_before(make_app) -> None:
    from scenes.kit.curtain import CurtainScene

    class LeakyCurtain(CurtainScene):
        def draw_background(self, surface: pygame.Surface) -> None:
            pass  # draws nothing under itself: whatever was on screen stays visible

    app = make_app()
    app.surface.fill((200, 10, 10))
    audit = PrivacyAudit().attach(app)
    try:
        app.scenes.push(LeakyCurtain(app, 1, "Bo", "curtain.purpose.night", on_open=lambda: None), transition=False)
        app.step(0.0)
    finally:
        audit.detach()
    assert audit.curtains_compared == 1
    assert [leak.kind for leak in audit.leaks] == ["curtain"]


def test_the_audit_compares_a_curtain_that_has_the_address_of_an_earlier_one(make_app) -> None:
    """CPython gives the address (the ``id``) of a freed object to a later one. Curtains shown one after another,
    each freed before the next, soon put a new curtain at an earlier one's address: it must still be compared
    (remembered by id, it was taken for the earlier one and skipped, so a leak on it went unseen)."""
    import gc

    from scenes.kit.curtain import CurtainScene

    app = make_app((640, 480))
    audit = PrivacyAudit().attach(app)
    addresses: set[int] = set()
    shown = 0
    reused = False
    try:
        while shown < 200 and not reused:
            seat = shown % len(NAMES)
            curtain = CurtainScene(app, seat, NAMES[seat], "curtain.purpose.night", on_open=lambda: None)
            reused = id(curtain) in addresses
            addresses.add(id(curtain))
            app.scenes.replace(curtain, transition=False)
            app.request_redraw()
            app.step(0.0)
            shown += 1
            del curtain
            gc.collect()  # the curtain replaced in this step is freed now; its address may be given again
    finally:
        audit.detach()
    assert reused, f"no curtain of {shown} got an earlier one's address: the case this test is for never came up"
    assert audit.curtains_compared == shown
    assert audit.leaks == []


def test_uniformity_reports_a_turn_with_a_different_shape() -> None:
    from play.turns import turn_plan

    plan = turn_plan(StepKind.DAWN_TURN, 5, 2.0)
    pages = [page.name for page in plan.pages]
    seconds = [page.min_seconds for page in plan.pages]
    traces = [TurnTrace(StepKind.DAWN_TURN, seat, list(pages), plan.required_taps, sum(seconds), list(seconds), ["tick"])
              for seat in range(5)]
    assert uniformity_problems(traces, 5, 2.0) == []
    traces[3] = dataclasses.replace(traces[3], sounds=["tick", "cheese_taken"])
    traces[4] = dataclasses.replace(traces[4], page_seconds=[0.5])
    problems = uniformity_problems(traces, 5, 2.0)
    assert any("seat 3" in problem for problem in problems)
    assert any("seat 4 left page" in problem for problem in problems)


def _sleep_with_sdl() -> None:
    import time

    import tools.privacy_audit  # noqa: F401 - what a pool worker of the audit imports first

    pygame.init()
    time.sleep(60)


def test_an_audit_worker_with_sdl_running_ends_when_the_pool_stops_it() -> None:
    """SDL turns SIGTERM into a quit event; the audit's workers must end anyway, or stopping the pool hangs."""
    import multiprocessing

    worker = multiprocessing.get_context("spawn").Process(target=_sleep_with_sdl)
    worker.start()
    try:
        import time

        time.sleep(3.0)  # SDL is up in the worker by now
        worker.terminate()
        worker.join(timeout=10)
        assert not worker.is_alive()
    finally:
        if worker.is_alive():
            worker.kill()
            worker.join()


def test_a_long_audit_tells_how_far_it_is_twenty_times(capsys) -> None:
    from tools.privacy_audit import Progress

    progress = Progress(100)
    for index in range(100):
        progress.done({"leaks": [{"kind": "view"}] if index == 2 else []})
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 20
    assert lines[0].startswith("privacy audit: 5 of 100 games, 1 leaks")
    assert lines[-1].startswith("privacy audit: 100 of 100 games, 1 leaks")
