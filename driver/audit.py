"""Privacy instrumentation: watches a game played through the real screens and reports every breach of the
privacy protocol it can see.

(a) Views: ``PlayFlow.view`` and ``PlaySession.view`` (a seat's secrets) are wrapped; the scene that asked is
    found on the call stack. A scene that is not private asking for a seat view is a leak.
(b) Frames: every drawn frame is checked. No frame may show a private scene together with anything else (a
    cross-fade or an overlay); while a fade leaves a private screen, the frame must be the plain neutral colour;
    and the first time a curtain is fully shown its pixels must equal a freshly built curtain for the same seat
    drawn alone, so nothing of the previous screen survived on it.
    Rules at a glance may only lie over a screen that offers it, never over a curtain or a private screen.
(c) Uniform turns: within a game, for every kind of private turn, every seat's trace has the same pages, the same
    required taps and the same sounds, each page lasted at least the plan's minimum time, and every seat had
    the same minimum times (from the plan).
"""
from __future__ import annotations

import inspect
import os
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from app.scene import Scene
from play.session import PlaySession
from play.turns import turn_plan
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.rules_glance import RulesGlanceScene
from scenes.kit.curtain import CurtainScene


@dataclass
class Leak:
    kind: str  # "view", "blend", "fade", "curtain", "rules"
    detail: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "detail": self.detail}


@dataclass
class PrivacyAudit:
    leaks: list[Leak] = field(default_factory=list)
    view_calls: dict[str, int] = field(default_factory=dict)  # asking scene class -> calls
    frames: int = 0
    neutral_frames: int = 0
    curtains_compared: int = 0
    rules_frames: int = 0  # frames showing Rules at a glance, each checked for what lies under it
    _restore: list[Callable[[], None]] = field(default_factory=list)
    # The curtains whose first full frame was compared, by object: an id is only an address, which CPython gives
    # to a new object once the old one is freed, so a later curtain could be taken for an earlier one and skipped.
    _curtains_seen: "weakref.WeakSet[Any]" = field(default_factory=weakref.WeakSet)
    _inside_view: bool = False

    # ----- (a) who reads a seat's view ------------------------------------------------------------------
    def _asking_scene(self) -> Any:
        frame = inspect.currentframe()
        try:
            while frame is not None:
                candidate = frame.f_locals.get("self")
                if isinstance(candidate, Scene):
                    return candidate
                owner = getattr(candidate, "scene", None) or getattr(candidate, "turn", None)
                if isinstance(owner, Scene):
                    return owner
                frame = frame.f_back
        finally:
            del frame
        return None

    def _wrap_view(self, owner: type, name: str) -> None:
        original = getattr(owner, name)
        audit = self

        def audited(this: Any, seat: int, *args: Any, **kwargs: Any) -> Any:
            if audit._inside_view:  # PlayFlow.view calls PlaySession.view: count the outer call only
                return original(this, seat, *args, **kwargs)
            scene = audit._asking_scene()
            label = type(scene).__name__ if scene is not None else "(no scene)"
            audit.view_calls[label] = audit.view_calls.get(label, 0) + 1
            if scene is not None and not scene.is_private:
                audit.leaks.append(Leak("view", f"{label} (not private) read seat {seat}'s view via {owner.__name__}.{name}"))
            audit._inside_view = True
            try:
                return original(this, seat, *args, **kwargs)
            finally:
                audit._inside_view = False

        setattr(owner, name, audited)
        self._restore.append(lambda: setattr(owner, name, original))

    # ----- (b) what each frame shows ----------------------------------------------------------------------
    def _wrap_draw(self, app: Any) -> None:
        watcher = _FrameWatcher(self, app)
        app.draw_observers.append(watcher)
        self._restore.append(lambda: app.draw_observers.remove(watcher))

    def _frame_plan(self, app: Any) -> str:
        """Check the layers about to be drawn; returns what the pixels must then look like."""
        manager = app.scenes
        fade = manager.fade
        after = manager.visible_layers()
        self._check_layers(after, "shown")
        self._check_rules_glance(manager.stack)
        if fade is None:
            return "curtain" if self._is_fresh_curtain(app) else "any"
        self._check_layers(fade.before, "fading out")
        private = any(scene.is_private for scene in fade.before + after)
        if private and not fade.through_neutral:
            names = [type(scene).__name__ for scene in fade.before + after]
            self.leaks.append(Leak("fade", f"a cross-fade blends a private screen: {names}"))
        if fade.progress < 0.5 and (any(scene.is_private for scene in fade.before) or not fade.before):
            return "neutral"
        return "any"

    def _check_layers(self, layers: list[Any], what: str) -> None:
        if len(layers) > 1 and any(scene.is_private for scene in layers):
            names = [type(scene).__name__ for scene in layers]
            self.leaks.append(Leak("blend", f"a private screen is {what} together with others: {names}"))

    def _check_rules_glance(self, stack: list[Any]) -> None:
        for below, scene in zip(stack, stack[1:]):
            if isinstance(scene, RulesGlanceScene):
                self.rules_frames += 1
                if below.is_private or not below.offers_rules:
                    self.leaks.append(Leak("rules", f"Rules at a glance opened over {type(below).__name__}"))

    def _is_fresh_curtain(self, app: Any) -> bool:
        top = app.scenes.top()
        if not isinstance(top, CurtainScene) or top in self._curtains_seen:
            return False
        if top.hold.pressing or top.hold.progress > 0 or app.notices or len(app.scenes.visible_layers()) != 1:
            return False
        self._curtains_seen.add(top)
        return True

    def _after_frame(self, app: Any, expected: str) -> None:
        self.frames += 1
        surface = app.surface
        if expected == "neutral":
            self.neutral_frames += 1
            neutral = pygame.Color(app.scenes.neutral_colour)
            mask = pygame.mask.from_threshold(surface, neutral, (2, 2, 2, 255))
            if mask.count() != surface.get_width() * surface.get_height():
                self.leaks.append(Leak("fade", "a frame leaving a private screen is not plain neutral "
                                               f"({surface.get_width() * surface.get_height() - mask.count()} other pixels)"))
        elif expected == "curtain":
            self._compare_curtain(app)

    def _compare_curtain(self, app: Any) -> None:
        shown = app.scenes.top()
        fresh = CurtainScene(app, shown.seat, shown.name, shown.purpose_key, on_open=lambda: None,
                             on_leave=(lambda: None) if shown.on_leave else None,
                             on_back=(lambda: None) if shown.on_back else None)
        fresh.on_enter()
        try:
            fresh.update(0.0)
            alone = pygame.Surface(app.surface.get_size()).convert(app.surface)
            fresh.draw(alone)
            diff = _different_pixels(app.surface, alone)
            if diff and os.environ.get("CHEESE_THIEF_AUDIT_DUMP"):
                folder = os.environ["CHEESE_THIEF_AUDIT_DUMP"]
                pygame.image.save(app.surface, os.path.join(folder, f"curtain-{self.curtains_compared}-shown.png"))
                pygame.image.save(alone, os.path.join(folder, f"curtain-{self.curtains_compared}-fresh.png"))
        finally:
            fresh.on_exit()
            fresh.release_ui()
        self.curtains_compared += 1
        if diff:
            self.leaks.append(Leak("curtain", f"the curtain for seat {shown.seat} differs from a fresh one in {diff} pixels"))

    # ----- lifecycle ---------------------------------------------------------------------------------------
    def attach(self, app: Any) -> "PrivacyAudit":
        self._wrap_view(PlayFlow, "view")
        self._wrap_view(PlaySession, "view")
        self._wrap_draw(app)
        return self

    def detach(self) -> None:
        while self._restore:
            self._restore.pop()()


def _different_pixels(a: pygame.Surface, b: pygame.Surface) -> int:
    if a.get_size() != b.get_size():
        return a.get_width() * a.get_height()
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return 0  # the usual answer, found by one comparison of bytes instead of three blends and a mask
    delta = a.copy()
    delta.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    delta.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(delta, (0, 0, 0, 255), (3, 3, 3, 255))
    return a.get_width() * a.get_height() - mask.count()


# ----- (c) uniform turns ------------------------------------------------------------------------------------
def uniformity_problems(traces: list[Any], player_count: int, hour_seconds: float) -> list[str]:
    """Every way the private turns of one game differ between seats (empty when uniform)."""
    problems: list[str] = []
    by_kind: dict[Any, list[Any]] = {}
    for trace in traces:
        by_kind.setdefault(trace.kind, []).append(trace)
    for kind, group in by_kind.items():
        plan = turn_plan(kind, player_count, hour_seconds)
        seats = sorted(trace.seat for trace in group)
        if seats != list(range(player_count)):
            problems.append(f"{kind.value}: turns by seats {seats}, expected each of {player_count} once")
        shapes = {trace.seat: trace.shape() for trace in group}
        reference = shapes[seats[0]]  # a group holds at least one trace
        for seat, shape in shapes.items():
            if shape != reference:
                problems.append(f"{kind.value}: seat {seat}'s turn {shape[1:]} differs from seat {seats[0]}'s {reference[1:]}")
        expected_pages = [page.name for page in plan.pages]
        for trace in group:
            if list(trace.pages) != expected_pages:
                problems.append(f"{kind.value}: seat {trace.seat} saw pages {trace.pages}, the plan has {expected_pages}")
            if trace.taps != plan.required_taps:
                problems.append(f"{kind.value}: seat {trace.seat} made {trace.taps} required taps, the plan has {plan.required_taps}")
            for page, seconds in zip(plan.pages, trace.page_seconds):
                if seconds + 1e-6 < page.min_seconds:
                    problems.append(f"{kind.value}: seat {trace.seat} left page {page.name} after {seconds:.2f} s "
                                    f"(minimum {page.min_seconds} s)")
    return problems


class _FrameWatcher:
    """Checks each frame: the layers about to be drawn before it, the pixels they must give after it."""

    def __init__(self, audit: Any, app: Any) -> None:
        self.audit = audit
        self.app = app
        self._plan = ""

    def before_draw(self, changes_only: bool) -> None:
        self._plan = self.audit._frame_plan(self.app)

    def after_draw(self, changes_only: bool) -> None:
        self.audit._after_frame(self.app, self._plan)
