"""The scene stack, and fades between screens that never mix a private screen into another one.

Events: the app hands each event to the top scene; when it returns False and the top scene is an overlay
(``is_overlay``), the event goes on to the scene below, and so on until a scene uses it or a full-screen
(non-overlay) scene has declined it. While a fade runs, pointer events are swallowed, so a quick second
tap cannot act on a screen that is not fully shown yet; keys still reach the new top scene.

Drawing: the top scene is drawn, preceded by the scenes below it while the scenes above are overlays. The
others are covered: once no fade shows them they release their widgets and pictures (``Scene.on_covered``),
rebuilt when they are shown again.

Fades: when both the old and the new picture are public, the new one fades in over the old one (a
cross-blend). When either holds a private scene, the fade goes through an opaque neutral frame instead: a
private old picture is cut straight to the neutral colour (no fade-out that would show it over a transition),
a public old picture fades to the neutral colour; then the new picture fades in from the neutral colour. So no
frame ever contains both a private screen and anything else. With reduced motion, changes are instant cuts.
"""
from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Iterable

import pygame

from app.frames import frame_clock
from app.frames.memory import give_back_free_memory
from art.see_through import SeeThrough
from art.surfaces import give_back, opaque_surface, spare_count
from art.veil import lay_veil
from app.frames.scene_hooks import heavy_step, is_heavy
from app.frames.widget_looks import Looks, same_looks, widget_looks
from app.stacked_scene import StackedScene

FADE_SECONDS = 0.36
# From this many pixels (a 4K screen) a cross-blend's frames take turns: one brings the new picture's buffer up to
# date and leaves the last blend on screen, the next blends it. Both in one frame took 7-8 ms of blending beside the
# new screen's own drawing (16-19 ms at a 4K table); the in-between pictures then change 30 times a second.
ALTERNATE_BLEND_PIXELS = 3840 * 2160 // 2
# A fade's frame prepares the next screen for this long, then stops: one sprite more may still fit in the frame
# (the same line as the frame's own, ``app.frames.frame_clock``: frames that prepare stay under 4 ms).
PREPARE_BUDGET_S = 0.003
HELD_CUT_S = 0.001  # a held cut's "fade" (``SceneManager.cut_when_prepared``): over within any frame
# glibc's trim walks the whole heap, about half a millisecond in a game. Screens people play last seconds, so
# trimming at most once per second of the app's clock returns the same memory as trimming after every screen;
# headless runs (tests, audits), where dozens of screens come and go in a second of the app's clock, no longer
# spend a tenth of their time there.
TRIM_EVERY_S = 1.0
# Pointer input is dropped during a fade (a quick second tap must not act on a half-shown screen); keys are
# deliberate, so they go to the new top scene.
POINTER_EVENTS = (
    pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
    pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION,
)


@dataclass
class Fade:
    """A running transition from the picture ``before`` (visible layers) to whatever the stack shows now."""

    before: list[StackedScene]
    through_neutral: bool
    duration: float
    elapsed: float = 0.0
    # The new screen's first-frame work (``Scene.prepare_steps``), done before the fade first shows it.
    preparing: deque[Callable[[], object]] = field(default_factory=deque)
    frames_seen: int = 0
    # The old picture, drawn once: old scenes are no longer updated, so drawing them again every frame of the
    # fade would paint the same picture (a whole screen's worth of work beside the new screen's first frames).
    before_picture: pygame.Surface | None = None
    # The old picture laid over the new one at the fade's opacity (``art.see_through``: a third of a plain blend's
    # time, every blended frame).
    before_see_through: SeeThrough | None = None
    # The scene whose whole picture the fade's "after" buffer holds: later frames of the fade draw only what
    # changed on it (a 4K table's public screen painted whole took most of a fade frame).
    after_drawn: StackedScene | None = None
    # At ``ALTERNATE_BLEND_PIXELS``: the "after" buffer was brought up to date in a frame of its own, for the next
    # frame to blend as it is.
    after_ready: bool = False

    @property
    def shows_new_screen(self) -> bool:
        """Whether this frame draws the new picture: from the start of a cross-blend, from halfway through a
        fade via the neutral colour."""
        return self.elapsed > 0.0 if not self.through_neutral else self.progress >= 0.5

    def advance(self, dt: float, prepared_now: bool = False) -> None:
        """Move on by ``dt``, but not so far that the new picture shows while its preparation is unfinished, nor
        in the frame that ran its last part (that frame has had its share of work): the fade waits a frame or
        two instead of stalling on one."""
        self.elapsed += max(0.0, dt)
        if self.preparing or prepared_now:
            self.elapsed = min(self.elapsed, 0.0 if not self.through_neutral else self.duration * 0.499)

    def prepare(self, budget_s: float = PREPARE_BUDGET_S) -> bool:
        """Run preparation steps while less than ``budget_s`` has gone by, in this call and in the whole frame
        (at least one step a frame). A step marked heavy (``app.frames.scene_hooks.heavy_step``) runs only as the frame's
        first, and is its last: after a few small ones it would have doubled the frame."""
        started = time.perf_counter()
        ran = 0
        while self.preparing:
            step = self.preparing[0]
            if ran and (is_heavy(step) or time.perf_counter() - started >= budget_s
                        or not frame_clock.has_room(budget_s)):
                break
            self.preparing.popleft()()
            ran += 1
            if is_heavy(step):
                break
        return ran > 0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.progress >= 1.0


@dataclass
class SceneManager:
    neutral_colour: pygame.Color = field(default_factory=lambda: pygame.Color(0, 0, 0))
    fade_seconds: float = FADE_SECONDS
    reduced_motion: Callable[[], bool] = lambda: False
    stack: list[StackedScene] = field(default_factory=list)
    fade: Fade | None = None
    _buffers: dict[str, pygame.Surface] = field(default_factory=dict)
    # Scenes that left the stack; their widgets are released once no fade still draws them.
    _retired: list[StackedScene] = field(default_factory=list)
    # The scenes whose whole frame the surface holds (bottom first), and that surface: the next frame may draw only
    # changes.
    _whole_frame: tuple[tuple[StackedScene, ...], pygame.Surface] | None = None
    # The fade whose old picture the surface holds whole (its waiting frames draw it), and that surface: the
    # fade's kept old picture is then a copy of the screen instead of the old screens drawn again.
    _before_shown: tuple[Fade, pygame.Surface] | None = None
    # The surface the last frame was drawn on, whole or in part, while nothing else drew on it since: it shows
    # what is on screen now (a held cut keeps it instead of drawing the old screens again).
    _last_drawn: pygame.Surface | None = None
    # The fade whose last blended frame the surface holds, and that surface: at ``ALTERNATE_BLEND_PIXELS`` the
    # next frame may leave it there.
    _last_blend: tuple[Fade, pygame.Surface] | None = None
    # The widgets' looks the last frame drawn without a fade showed: pygame_gui puts a widget's new look (a button
    # lit up, pressed) in place at its manager's next update, often a frame after the screen's own change was drawn.
    _looks_drawn: Looks = field(default_factory=list)
    # Memory freed by released screens, waiting to go back to the system (see ``TRIM_EVERY_S``).
    _trim_wanted: bool = False
    _since_trim: float = TRIM_EVERY_S

    # ----- stack operations ------------------------------------------------------------------------------
    def top(self) -> StackedScene | None:
        return self.stack[-1] if self.stack else None

    def __len__(self) -> int:
        return len(self.stack)

    def push(self, scene: StackedScene, transition: bool = True) -> None:
        before = self.visible_layers()
        if self.stack:
            self.stack[-1].on_pause()
        self.stack.append(scene)
        scene.on_enter()
        self._start_fade(before, transition)

    def pop(self, transition: bool = True) -> StackedScene | None:
        if not self.stack:
            return None
        before = self.visible_layers()
        scene = self.stack.pop()
        scene.on_exit()
        self._retired.append(scene)
        if self.stack:
            self.stack[-1].on_resume()
        self._start_fade(before, transition)
        return scene

    def replace(self, scene: StackedScene, transition: bool = True) -> StackedScene | None:
        """Swap the top scene for ``scene`` (the old one exits without the one below resuming)."""
        before = self.visible_layers()
        old = self.stack.pop() if self.stack else None
        if old is not None:
            old.on_exit()
            self._retired.append(old)
        self.stack.append(scene)
        scene.on_enter()
        self._start_fade(before, transition)
        return old

    def clear(self) -> None:
        """Remove every scene (top first), without a fade."""
        self._whole_frame = None
        while self.stack:
            scene = self.stack.pop()
            scene.on_exit()
            self._retired.append(scene)
        self.fade = None
        self._release_retired()

    def clear_and_forget(self) -> None:
        """Remove every scene and drop the pictures kept for fades as well: nothing of what was on screen stays
        in memory (the kiosk's reset between two groups)."""
        self.clear()
        self._buffers.clear()
        self._trim_now()

    def _start_fade(self, before: list[StackedScene], transition: bool) -> None:
        after = self.visible_layers()
        self._uncover(after)
        if not transition or self.reduced_motion() or self.fade_seconds <= 0 or before == after:
            self.fade = None
            return
        through_neutral = any(scene.is_private for scene in before + after) or not before
        if self.fade is not None and self.fade.through_neutral:
            through_neutral = True  # a fade interrupted mid-way keeps its neutral safety
        interrupted = self.fade is not None
        self.fade = Fade(before=before, through_neutral=through_neutral, duration=self.fade_seconds)
        if not interrupted and not through_neutral and self._last_drawn is not None:
            # The surface shows the old screens' last frame whole: the fade keeps it instead of drawing them again
            # (a screen with an overlay, its still layer let go as it left, was painted anew: 25-40 ms).
            self._before_shown = (self.fade, self._last_drawn)
        if not any(scene.is_private for scene in after):
            for scene in after:
                self.fade.preparing.extend(scene.prepare_steps())
        if self.fade.preparing and after:
            # The fade's two pictures, made ahead when no spare one is at hand (the program's first fades): each
            # fresh screen-sized surface took 5 ms at 1920x1080 (18 ms at 4K) of the first blended frame.
            size = after[0].size
            missing = [name for name in ("before", "after") if not self._has_buffer(name, size)]
            for name in missing[:max(0, len(missing) - spare_count(size))]:
                self.fade.preparing.appendleft(heavy_step(partial(self._buffer, name, size)))
            if not through_neutral and len(after) == 1 and after[0].draws_only_changes():
                self._paint_pictures_ahead(self.fade, after[0])

    def cut_when_prepared(self, before: list[StackedScene], also: Iterable[Callable[[], object]] = ()) -> None:
        """Turn the cut just made from the layers ``before`` into a held cut: the picture on screen stays, drawn
        again by nobody, while the new screens' first-frame work (``prepare_steps``) runs a few milliseconds a
        frame as in a fade; then the new screens show at once, without any blend. A cut needs no fade's frames, so
        its first frame painted everything (25-45 ms). Nothing is held when the picture on screen is not known whole
        or is a private screen's (it is then cut at once, as before). A private screen is prepared here, unlike in a
        fade: the cut to it comes after its curtain's hold (or opens a deal), the one looking is the one whose turn it
        is, and the public picture held tells nothing of what is prepared. ``also``: pictures the new screens will
        need soon, painted first. A private picture never stays on screen once its turn is over, even for a frame:
        a cut from one to public screens shows the neutral colour while they are prepared (their first frame painted
        their still layer, 17-60 ms at 1920x1080), as a fade from a private screen does; to a private one, at once."""
        after = self.visible_layers()
        shown = self._last_drawn
        if shown is None or self.fade is not None or not before or before == after:
            return
        private_before = any(scene.is_private for scene in before)
        if private_before and any(scene.is_private for scene in after):
            return
        preparing = deque(also)
        preparing.extend(step for scene in after for step in scene.prepare_steps())
        if not preparing:
            return
        if private_before:
            self.fade = Fade(before=before, through_neutral=True, duration=HELD_CUT_S, preparing=preparing)
            return
        # Ends in the frame after the last preparation step: a blend shorter than any frame is none.
        self.fade = Fade(before=before, through_neutral=False, duration=HELD_CUT_S, preparing=preparing)
        self._before_shown = (self.fade, shown)

    def _paint_pictures_ahead(self, fade: Fade, scene: StackedScene) -> None:
        """The first blended frame's own work, as the preparation's last steps: the old picture kept (a copy of
        the screen) and the new screen drawn whole into its buffer. That frame then draws only what changed on the
        new screen, as the frames after it do (at a table, the whole new screen took 3-4 ms of a 7 ms frame)."""
        fade.preparing.append(partial(self._keep_before_ahead, fade))
        fade.preparing.append(heavy_step(partial(self._after_picture, fade, scene.size, [scene])))

    def _keep_before_ahead(self, fade: Fade) -> None:
        """Copy the old screen while the surface still shows it whole (otherwise the first blended frame draws it)."""
        shown = self._before_shown
        if shown is not None and shown[0] is fade:
            self._before_picture(fade, shown[1])

    # ----- per frame -------------------------------------------------------------------------------------
    def visible_layers(self) -> list[StackedScene]:
        """Scenes to draw, bottom first: the top scene plus those below it while the ones above are overlays."""
        layers: list[StackedScene] = []
        for scene in reversed(self.stack):
            layers.append(scene)
            if not scene.is_overlay:
                break
        return list(reversed(layers))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.fade is not None and event.type in POINTER_EVENTS:
            return True
        for scene in reversed(list(self.stack)):
            if scene.handle_event(event):
                return True
            if not scene.is_overlay:
                return False
        return False

    def update(self, dt: float) -> None:
        self._since_trim += max(0.0, dt)
        if self.fade is not None:
            prepared_now = False
            if self.fade.frames_seen:
                # Not in the frame of the tap that began it: building the screen took that one.
                prepared_now = self.fade.prepare()
            self.fade.frames_seen += 1
            self.fade.advance(dt, prepared_now)
            if self.fade.done:
                self.fade = None
                self._hand_on_fade_pictures()
        visible = self.visible_layers()
        for scene in visible:
            scene.update(dt)
        for scene in list(self.stack):
            if not any(scene is shown for shown in visible):
                scene.update_hidden(dt)
        self._release_retired()
        self._release_covered()
        if self._trim_wanted and self._since_trim >= TRIM_EVERY_S:
            self._trim_now()

    def _trim_now(self) -> None:
        give_back_free_memory()
        self._trim_wanted = False
        self._since_trim = 0.0

    def _release_retired(self) -> None:
        if not self._retired:
            return
        still_drawn = self.stack + (self.fade.before if self.fade is not None else [])
        keep: list[StackedScene] = []
        released = False
        for scene in self._retired:
            if any(scene is other for other in still_drawn):
                if not any(scene is other for other in self.stack):
                    keep.append(scene)  # only the running fade still draws it
                continue
            release = getattr(scene, "release_ui", None)
            if release is not None:
                release()
                released = True
        self._retired = keep
        if released:
            self._trim_wanted = True

    @staticmethod
    def _uncover(visible: list[StackedScene]) -> None:
        for scene in visible:
            if scene.covered:
                scene.covered = False
                if scene.uses_gui and scene.ui is None:
                    scene.rebuild_ui()

    def _release_covered(self) -> None:
        if self.fade is not None or len(self.stack) < 2:
            return
        visible = self.visible_layers()
        released = False
        for scene in self.stack:
            if not any(scene is shown for shown in visible) and not scene.covered:
                scene.covered = True
                scene.on_covered()
                released = True
        if released:
            self._trim_wanted = True

    def is_animating(self) -> bool:
        return self.fade is not None or any(scene.is_animating() for scene in self.visible_layers())

    def wants_frame(self) -> bool:
        """Whether the picture would change this frame without any input (see ``Scene.wants_frame``)."""
        layers = self.visible_layers()
        return self.fade is not None or any(scene.wants_frame() for scene in layers) \
            or not same_looks(widget_looks(*layers), self._looks_drawn)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._buffers.clear()
        self._last_drawn = None
        for scene in self.stack:
            scene.on_resize(size)

    def on_language_changed(self) -> None:
        for scene in self.stack:
            scene.on_language_changed()

    # ----- drawing ---------------------------------------------------------------------------------------
    @staticmethod
    def draw_layers(surface: pygame.Surface, layers: Iterable[StackedScene], neutral: pygame.Color) -> None:
        layers = list(layers)
        if not layers:
            surface.fill(neutral)
        for scene in layers:
            scene.draw(surface)

    def _hand_on_fade_pictures(self) -> None:
        """A fade has ended: its old and new pictures go to ``art.surfaces``' spares, for the next screen's layers
        (or the next fade) to paint over, instead of each kept apart between fades (a screen of memory each)."""
        for name in ("before", "after"):
            give_back(self._buffers.pop(name, None))

    def _has_buffer(self, name: str, size: tuple[int, int]) -> bool:
        buffer = self._buffers.get(name)
        return buffer is not None and buffer.get_size() == tuple(size)

    def _buffer(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        if not self._has_buffer(name, size):
            self._buffers[name] = opaque_surface(size)
        return self._buffers[name]

    def forget_whole_frame(self) -> None:
        """Something else was drawn onto the surface (a notice): the next frame is drawn whole."""
        self._whole_frame = None
        self._before_shown = None
        self._last_drawn = None
        self._last_blend = None

    def draw(self, surface: pygame.Surface, changes_only: bool = False) -> None:
        """Draw the frame; with ``changes_only`` a scene whose last whole frame the surface holds may draw only
        what changed since (``Scene.draw_changes``)."""
        self._last_drawn = surface
        after = self.visible_layers()
        fade = self.fade
        if fade is None:
            self._last_blend = None
            last = self._whole_frame
            looks = widget_looks(*after)
            same = same_looks(looks, self._looks_drawn)
            self._looks_drawn = looks
            if changes_only and same and last is not None and last[1] is surface and list(last[0]) == after \
                    and self._draw_changes(surface, after):
                return
            self.draw_layers(surface, after, self.neutral_colour)
            self._whole_frame = (tuple(after), surface) if after else None
            return
        last = self._whole_frame
        if last is not None and last[1] is surface and fade.before == list(last[0]) and len(last[0]) == 1 \
                and fade.before_picture is None:
            self._before_shown = (fade, surface)  # the old screen's last frame, as it was shown, is still there
        self._whole_frame = None
        p = fade.progress
        if fade.through_neutral:
            self._before_shown = None
            self._draw_through_neutral(surface, fade, after, p)
        else:
            if not fade.shows_new_screen:
                # While the new screen is prepared the old one stays: drawn again only if the surface lost it.
                if not self._holds_before(fade, surface):
                    self.draw_layers(surface, fade.before, self.neutral_colour)
                    self._before_shown = (fade, surface)
                return
            self._draw_cross_blend(surface, fade, after, changes_only)

    @staticmethod
    def _draw_changes(surface: pygame.Surface, layers: list[StackedScene]) -> bool:
        """Bring the whole frame of ``layers`` on ``surface`` up to date by drawing only what changed: a screen
        alone by itself, a screen under one overlay by the overlay (``draw_changes_above``)."""
        if len(layers) == 1:
            return layers[0].draw_changes(surface)
        return len(layers) == 2 and layers[1].draw_changes_above(surface, layers[0])

    def _draw_cross_blend(self, surface: pygame.Surface, fade: Fade, after: list[StackedScene],
                          changes_only: bool) -> None:
        """The new screen straight onto the frame, the old picture over it fading out: the same blend as the new
        one fading in over the old, without drawing the old screen again. On a screen of ``ALTERNATE_BLEND_PIXELS``
        the frames take turns painting the new picture and blending it."""
        size = surface.get_size()
        blended_last = self._last_blend is not None and self._last_blend[0] is fade and self._last_blend[1] is surface
        alternate = changes_only and blended_last and size[0] * size[1] >= ALTERNATE_BLEND_PIXELS
        if alternate and not fade.after_ready:
            self._after_picture(fade, size, after)
            fade.after_ready = True
            return
        self._before_picture(fade, surface)
        self._before_shown = None
        buffer = self._buffers.get("after")
        if not (alternate and buffer is not None and buffer.get_size() == size):
            buffer = self._after_picture(fade, size, after)
        fade.after_ready = False
        surface.blit(buffer, (0, 0))
        assert fade.before_see_through is not None
        fade.before_see_through.lay_over(surface, round(255 * (1.0 - fade.progress)))
        self._last_blend = (fade, surface)

    def _holds_before(self, fade: Fade, surface: pygame.Surface) -> bool:
        """Whether ``surface`` still holds ``fade``'s old screen whole, as last shown."""
        shown = self._before_shown
        return shown is not None and shown[0] is fade and shown[1] is surface

    def _before_picture(self, fade: Fade, surface: pygame.Surface) -> pygame.Surface:
        """The fade's old picture (public screens only), made the first time it is needed and then kept: a copy
        of ``surface`` when the fade's last frame drew it there whole (a table's eight panels drawn again took
        8 ms, the copy half a millisecond), else the old screens drawn again."""
        size = surface.get_size()
        if fade.before_picture is None or fade.before_picture.get_size() != size:
            fade.before_picture = self._buffer("before", size)
            if self._holds_before(fade, surface):
                fade.before_picture.blit(surface, (0, 0))
            else:
                self.draw_layers(fade.before_picture, fade.before, self.neutral_colour)
            fade.before_see_through = SeeThrough(fade.before_picture)
        return fade.before_picture

    def _after_picture(self, fade: Fade, size: tuple[int, int], after: list[StackedScene]) -> pygame.Surface:
        """The new picture in its own buffer: drawn whole the first time, then only where it changed (a scene
        that can, ``Scene.draw_changes``), as frames outside a fade are."""
        buffer = self._buffer("after", size)
        alone = after[0] if len(after) == 1 else None
        if alone is None or fade.after_drawn is not alone or not alone.draw_changes(buffer):
            self.draw_layers(buffer, after, self.neutral_colour)
            fade.after_drawn = alone
        return buffer

    def _draw_through_neutral(self, surface: pygame.Surface, fade: Fade, after: list[StackedScene], p: float) -> None:
        # The neutral colour is laid over the picture by two fills (``art.veil``): a screen-sized veil blended
        # over it cost twice as long, and another screen's worth of memory.
        if p < 0.5:
            if any(scene.is_private for scene in fade.before) or not fade.before:
                surface.fill(self.neutral_colour)
                return
            surface.blit(self._before_picture(fade, surface), (0, 0))
            lay_veil(surface, self.neutral_colour, round(255 * min(1.0, p / 0.5)))
        else:
            surface.blit(self._after_picture(fade, surface.get_size(), after), (0, 0))
            lay_veil(surface, self.neutral_colour, round(255 * max(0.0, 1.0 - (p - 0.5) / 0.5)))
