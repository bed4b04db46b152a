"""The privacy audit for Double Kill: the Cheese Thief checks (``driver.audit``), and three of this game's own.

(a) Views: ``DkFlow.view`` and ``DkSession.view`` (a seat's secrets) are wrapped; a screen that is not private
    asking for one is a leak. Frames are checked as for Cheese Thief: no private screen blended with another,
    plain neutral frames when leaving one, every curtain pixel-identical to a fresh one, and Rules at a glance
    (the demo opens it once, at the first nomination) only over a screen that offers it.
(b) Public pictures: the first time each public screen is fully shown, it is drawn alone twice, once for the game
    as it is and once for a twin game whose secrets differ (every seat's two cards moved one seat on) while its
    public view is the same. The two pictures must be identical: a public screen is drawn from public facts only.
(c) Uniform turns and calls: every seat's private turn of a kind has the same pages, required taps and sounds
    (a secret ballot's taps follow the voter's living hands, which are public, DK22); and every call of a role
    lasts the same time, whether the role could act or not and whether its players chose in time (DK6): the
    calls whose time ran out while the role could still act are counted (``overrun_calls``), so a run with slow
    players shows that the case was played.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from driver.audit import Leak, PrivacyAudit, _different_pixels
from game.double_kill.roles import Role
from game.double_kill.views import public_view
from play.double_kill.session import DkSession
from play.double_kill.timing import spoken_call_total
from scenes.double_kill.common import DkPublicScene
from scenes.double_kill.flow import DkFlow
from scenes.double_kill.night import NightCallScene
from scenes.double_kill.rules_glance import DkRulesGlanceScene

CALL_TOLERANCE_S = 0.26  # one headless frame's step: a call ends on the first frame after its last part is over
# A call's clock starts with the change of screen that shows it (0.36 s) and stops on the frame after its end.
SCREEN_CHANGE_S = 0.65


@dataclass
class DkPrivacyAudit(PrivacyAudit):
    public_compared: int = 0
    public_skipped: int = 0  # screens whose twin would not keep the public view (the end's every hand turned over)
    call_seconds: dict[str, list[tuple[bool, float]]] = field(default_factory=dict)  # role -> (could act, seconds)
    overrun_calls: int = 0  # calls that ended with the role able to act and no choice made
    _public_seen: "weakref.WeakSet[Any]" = field(default_factory=weakref.WeakSet)
    _calls: "weakref.WeakKeyDictionary[Any, list[Any]]" = field(default_factory=weakref.WeakKeyDictionary)

    # ----- (b) public pictures -----------------------------------------------------------------------------
    def _after_frame(self, app: Any, expected: str) -> None:
        super()._after_frame(app, expected)
        top = app.scenes.top()
        if (isinstance(top, DkPublicScene) and app.scenes.fade is None and top not in self._public_seen
                and len(app.scenes.visible_layers()) == 1 and not app.notices):
            self._public_seen.add(top)
            self._compare_with_twin(app, top)

    def _compare_with_twin(self, app: Any, shown: Any) -> None:
        session = shown.flow.session
        state = session._game  # noqa: SLF001 - the audit builds a twin of the game it watches
        if state.hands is None:
            return
        twin_state = state.evolve(hands=state.hands[1:] + state.hands[:1])
        if public_view(twin_state) != public_view(state) or session.public() != shown.shown:
            self.public_skipped += 1
            return
        twin_session = replace(session, actions=list(session.actions), _state=twin_state, _public=None)
        pictures = [self._draw_alone(app, type(shown), DkFlow(app, one, persist=False)) for one in (session, twin_session)]
        self.public_compared += 1
        diff = _different_pixels(*pictures)
        if diff:
            self.leaks.append(Leak("public", f"{type(shown).__name__} differs in {diff} pixels when only secrets differ"))

    @staticmethod
    def _draw_alone(app: Any, scene_class: type, flow: Any) -> pygame.Surface:
        fresh = scene_class(flow)
        fresh.on_enter()
        try:
            fresh.update(0.0)
            surface = pygame.Surface(app.surface.get_size()).convert(app.surface)
            fresh.draw(surface)
            return surface
        finally:
            fresh.on_exit()
            fresh.release_ui()

    # ----- Rules at a glance ------------------------------------------------------------------------------
    def _check_rules_glance(self, stack: list[Any]) -> None:
        """This game's glance, as the Cheese Thief one: only over a screen that offers it, never a private one."""
        super()._check_rules_glance(stack)
        for below, scene in zip(stack, stack[1:]):
            if isinstance(scene, DkRulesGlanceScene):
                self.rules_frames += 1
                if below.is_private or not below.offers_rules:
                    self.leaks.append(Leak("rules", f"Rules at a glance opened over {type(below).__name__}"))

    # ----- (c) calls that last the same ------------------------------------------------------------------
    def _wrap_calls(self) -> None:
        original = NightCallScene.update
        audit = self

        def timed(scene: Any, dt: float) -> None:
            """Time a call as its own clock counts it: every update while it is the screen shown, up to the one
            that ends it (the next screen is then on top)."""
            record = audit._calls.get(scene)
            if record is None:
                record = audit._calls[scene] = [bool(scene.flow.session.night_targets()), 0.0]
            was_top = scene.is_top()
            original(scene, dt)
            if was_top:
                record[1] += dt
                if not scene.is_top():
                    audit.call_seconds.setdefault(scene.role.value, []).append((record[0], record[1]))
                    audit.overrun_calls += scene.overran

        setattr(NightCallScene, "update", timed)
        self._restore.append(lambda: setattr(NightCallScene, "update", original))

    # ----- lifecycle ---------------------------------------------------------------------------------------
    def attach(self, app: Any) -> "DkPrivacyAudit":
        self._wrap_view(DkFlow, "view")
        self._wrap_view(DkSession, "view")
        self._wrap_draw(app)
        self._wrap_calls()
        return self


def dk_uniformity_problems(traces: list[Any], call_seconds: dict[str, list[tuple[bool, float]]], act_seconds: float,
                           lang: str = "en") -> list[str]:
    """Every way one game's private turns differ between seats, or its calls of a role differ in length."""
    problems: list[str] = []
    groups: dict[tuple[Any, int], list[Any]] = {}
    for trace in traces:
        groups.setdefault((trace.kind, trace.taps if trace.kind.value == "ballot_turn" else 0), []).append(trace)
    for (kind, _), group in groups.items():
        shapes = {trace.shape() for trace in group}
        if len(shapes) > 1:
            problems.append(f"{kind.value}: the seats' turns differ: {sorted(map(str, shapes))}")
    for role, calls in call_seconds.items():
        expected = spoken_call_total(Role(role), act_seconds, lang)
        lengths = [seconds for _, seconds in calls]
        if max(lengths) - min(lengths) > CALL_TOLERANCE_S:
            told = ", ".join(f"{seconds:.2f} s ({'could act' if could_act else 'only nothing'})" for could_act, seconds in calls)
            problems.append(f"{role}: its calls lasted {told}")
        if not expected <= min(lengths) <= expected + SCREEN_CHANGE_S:
            problems.append(f"{role}: a call lasted {min(lengths):.2f} s, the timing says {expected:.2f} s")
    return problems
