"""Scene stack: lifecycle, event hand-down rule, and fades that never blend a private screen."""
from __future__ import annotations

import pygame
import pytest

from app.scene import Scene
from app.scene_manager import SceneManager


class FakeApp:
    size = (64, 48)


class FakeScene(Scene):
    uses_gui = False

    def __init__(self, name: str, colour: tuple[int, int, int], log: list[str], private: bool = False,
                 overlay: bool = False, consumes: bool = True) -> None:
        super().__init__(FakeApp())  # type: ignore[arg-type]
        self.name, self.colour, self.log, self.consumes = name, colour, log, consumes
        self.is_private = private  # type: ignore[misc]
        self.is_overlay = overlay  # type: ignore[misc]
        self.events: list[int] = []

    def on_enter(self) -> None: self.log.append(f"enter {self.name}")
    def on_exit(self) -> None: self.log.append(f"exit {self.name}")
    def on_pause(self) -> None: self.log.append(f"pause {self.name}")
    def on_resume(self) -> None: self.log.append(f"resume {self.name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return self.consumes

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.colour)


RED, GREEN, BLUE = (200, 0, 0), (0, 200, 0), (0, 0, 200)


def key_event() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=4)


def test_push_pop_replace_lifecycle() -> None:
    log: list[str] = []
    manager = SceneManager()
    a, b, c = FakeScene("a", RED, log), FakeScene("b", GREEN, log), FakeScene("c", BLUE, log)
    manager.push(a, transition=False)
    manager.push(b, transition=False)
    assert manager.top() is b
    manager.replace(c, transition=False)
    assert manager.top() is c and manager.stack == [a, c]
    assert manager.pop(transition=False) is c
    assert manager.top() is a
    assert log == ["enter a", "pause a", "enter b", "exit b", "enter c", "exit c", "resume a"]
    manager.clear()
    assert manager.top() is None and log[-1] == "exit a"
    assert manager.pop() is None


def test_events_stop_at_a_full_screen_scene() -> None:
    log: list[str] = []
    manager = SceneManager()
    below = FakeScene("below", RED, log)
    top = FakeScene("top", GREEN, log, consumes=False)
    manager.push(below, transition=False)
    manager.push(top, transition=False)
    assert manager.handle_event(key_event()) is False
    assert top.events == [pygame.KEYDOWN] and below.events == []


def test_events_pass_down_through_overlays_until_used() -> None:
    log: list[str] = []
    manager = SceneManager()
    below = FakeScene("below", RED, log, consumes=True)
    overlay = FakeScene("overlay", GREEN, log, overlay=True, consumes=False)
    manager.push(below, transition=False)
    manager.push(overlay, transition=False)
    assert manager.handle_event(key_event()) is True
    assert overlay.events == [pygame.KEYDOWN] and below.events == [pygame.KEYDOWN]
    assert manager.visible_layers() == [below, overlay]


def test_taps_are_swallowed_during_a_fade() -> None:
    log: list[str] = []
    manager = SceneManager(fade_seconds=0.3)
    a, b = FakeScene("a", RED, log), FakeScene("b", GREEN, log)
    manager.push(a, transition=False)
    manager.push(b)
    assert manager.is_animating()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, touch=False)
    assert manager.handle_event(click) is True
    assert b.events == [], "taps during a fade are dropped"
    manager.handle_event(key_event())
    assert b.events == [pygame.KEYDOWN], "keys reach the new top scene"
    manager.update(0.31)
    assert not manager.is_animating()
    manager.handle_event(click)
    assert b.events == [pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN]


def test_reduced_motion_cuts_without_fading() -> None:
    manager = SceneManager(fade_seconds=0.3, reduced_motion=lambda: True)
    manager.push(FakeScene("a", RED, []))
    manager.push(FakeScene("b", GREEN, []))
    assert manager.fade is None and not manager.is_animating()


def colours_seen(manager: SceneManager, steps: int = 40, duration: float = 0.4) -> list[tuple[int, int, int]]:
    surface = pygame.Surface((64, 48))
    seen = []
    for _ in range(steps + 2):
        manager.draw(surface)
        seen.append(tuple(surface.get_at((10, 10)))[:3])
        manager.update(duration / steps)
    return seen


def test_public_to_public_cross_blends() -> None:
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("a", RED, []), transition=False)
    manager.push(FakeScene("b", BLUE, []))
    seen = colours_seen(manager)
    assert any(r > 0 and b > 0 for r, _g, b in seen), "a public-to-public fade blends the two pictures"
    assert seen[-1] == BLUE


class CountingScene(FakeScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        super().draw(surface)


@pytest.mark.parametrize("through_neutral", [False, True])
def test_a_fade_draws_the_old_public_picture_once_and_blends_it_the_same_way(through_neutral: bool) -> None:
    manager = SceneManager(fade_seconds=0.4)
    old = CountingScene("a", RED, [])
    manager.push(old, transition=False)
    manager.push(CountingScene("b", BLUE, [], private=through_neutral))
    surface = pygame.Surface(FakeApp.size)
    blends = []
    while manager.fade is not None:
        manager.update(0.05)
        manager.draw(surface)
        blends.append(tuple(surface.get_at((1, 1)))[:3])
    assert old.draws == 1, "the old screen is not updated during the fade: its picture is drawn once"
    if not through_neutral:
        middle = blends[len(blends) // 2 - 1]
        assert middle[0] > 0 and middle[2] > 0 and abs(middle[0] * 200 / RED[0] + middle[2] * 200 / BLUE[2] - 200) <= 4, \
            "the two pictures' shares add up to one"
        assert [b for _r, _g, b in blends] == sorted(b for _r, _g, b in blends), "the new picture only grows"


def test_a_cross_blend_keeps_the_screen_as_last_shown_instead_of_drawing_the_old_one_again() -> None:
    """The frame before a blend showed the old screen whole: the fade's old picture is a copy of it, not the old
    screen drawn again (eight table panels took 8 ms); after a notice was drawn over it, it is drawn again."""
    for notice_over_it in (False, True):
        manager = SceneManager(fade_seconds=0.4)
        old = CountingScene("a", RED, [])
        manager.push(old, transition=False)
        surface = pygame.Surface(FakeApp.size)
        manager.draw(surface)
        assert old.draws == 1
        if notice_over_it:
            surface.fill(GREEN, pygame.Rect(0, 40, 64, 8))
            manager.forget_whole_frame()
        manager.push(FakeScene("b", BLUE, []))
        while manager.fade is not None:
            manager.update(0.05)
            manager.draw(surface)
        assert old.draws == (2 if notice_over_it else 1)


class ChangesScene(FakeScene):
    """Draws whole once, then only what changed (as a scene with a kept frame does)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.whole = 0
        self.changes = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.whole += 1
        super().draw(surface)

    def draw_changes(self, surface: pygame.Surface) -> bool:
        self.changes += 1
        return True


@pytest.mark.parametrize("private", [False, True])
def test_a_fades_new_picture_is_drawn_whole_once_then_only_where_it_changed(private: bool) -> None:
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("a", RED, []), transition=False)
    new = ChangesScene("b", BLUE, [], private=private)
    manager.push(new)
    surface = pygame.Surface(FakeApp.size)
    shown = 0
    while manager.fade is not None:
        manager.update(0.02)
        manager.draw(surface)
        shown += manager.fade is not None and manager.fade.shows_new_screen
    # Whole once in the fade's buffer, and once more on the screen in the first frame after the fade.
    assert new.whole == 2 and new.changes >= shown - 1 > 3
    assert tuple(surface.get_at((1, 1)))[:3] != RED


@pytest.mark.parametrize("private_end", ["from", "to", "both"])
@pytest.mark.parametrize("operation", ["push", "pop", "replace"])
def test_fades_with_a_private_end_never_blend(private_end: str, operation: str) -> None:
    """Public is red, private is green: no frame may contain both, and the private picture is never faded out."""
    manager = SceneManager(fade_seconds=0.4)
    old_private = private_end in ("from", "both")
    new_private = private_end in ("to", "both")
    old_colour = GREEN if old_private else RED
    new_colour = GREEN if new_private else RED
    if new_private == old_private:
        new_colour = BLUE if not new_private else (0, 120, 0)
    if operation == "pop":
        manager.push(FakeScene("new", new_colour, [], private=new_private), transition=False)
        manager.push(FakeScene("old", old_colour, [], private=old_private), transition=False)
        manager.pop()
    else:
        manager.push(FakeScene("old", old_colour, [], private=old_private), transition=False)
        getattr(manager, operation)(FakeScene("new", new_colour, [], private=new_private))
    assert manager.fade is not None and manager.fade.through_neutral
    seen = colours_seen(manager)
    assert (0, 0, 0) in seen, "the fade passes through an opaque neutral frame"
    black_at = seen.index((0, 0, 0))
    for index, colour in enumerate(seen):
        channels_lit = sum(1 for channel in colour if channel > 0)
        assert channels_lit <= 1, f"frame {index} blends two pictures: {colour}"
        if index < black_at:
            assert not old_private, "a private picture is cut to black, never faded out"
    assert seen[-1] == new_colour


class CoverLoggingScene(FakeScene):
    def on_covered(self) -> None:
        self.log.append(f"covered {self.name}")


def test_a_scene_under_a_full_screen_is_released_once_the_fade_ends_and_restored_when_uncovered() -> None:
    log: list[str] = []
    manager = SceneManager(fade_seconds=0.4)
    under = CoverLoggingScene("under", RED, log)
    manager.push(under, transition=False)
    manager.update(0.1)
    assert not under.covered, "a lone scene is never covered"
    manager.push(CoverLoggingScene("top", GREEN, log))
    manager.update(0.1)
    assert "covered under" not in log, "the fade still draws the scene below"
    manager.update(1.0)
    manager.update(0.0)
    assert under.covered and log.count("covered under") == 1
    manager.update(0.1)
    assert log.count("covered under") == 1, "released once, not every frame"
    manager.pop(transition=False)
    assert not under.covered


def test_scenes_under_an_overlay_stay_whole() -> None:
    log: list[str] = []
    manager = SceneManager()
    below = CoverLoggingScene("below", RED, log)
    manager.push(below, transition=False)
    manager.push(CoverLoggingScene("overlay", GREEN, log, overlay=True), transition=False)
    manager.update(0.1)
    assert not below.covered and not any(entry.startswith("covered") for entry in log)


def test_a_scene_uncovered_by_a_replace_with_an_overlay_is_shown_again() -> None:
    log: list[str] = []
    manager = SceneManager()
    below = CoverLoggingScene("below", RED, log)
    manager.push(below, transition=False)
    manager.push(CoverLoggingScene("full", GREEN, log), transition=False)
    manager.update(0.1)
    assert below.covered
    manager.replace(CoverLoggingScene("overlay", BLUE, log, overlay=True), transition=False)
    assert not below.covered


class PreparingScene(FakeScene):
    """A scene whose first frame needs ``parts`` prepared, and which notes every frame drawn before they were."""

    def __init__(self, *args, parts: int = 3, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.parts = parts
        self.prepared: list[int] = []
        self.drawn_unprepared = 0

    def prepare_steps(self):
        return [lambda part=part: self.prepared.append(part) for part in range(self.parts)]

    def draw(self, surface: pygame.Surface) -> None:
        if len(self.prepared) < self.parts:
            self.drawn_unprepared += 1
        super().draw(surface)


@pytest.mark.parametrize("old_private", [False, True])
def test_a_public_screen_is_prepared_before_a_fade_first_shows_it(old_private: bool) -> None:
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("old", RED, [], private=old_private), transition=False)
    new = PreparingScene("new", BLUE, [], parts=30)
    manager.replace(new)
    seen = colours_seen(manager, steps=60, duration=0.5)  # the fade's 0.4 s, and the frames it held
    assert new.prepared == list(range(30)), "every part ran, in order"
    assert new.drawn_unprepared == 0, "no frame showed the new screen before its parts were ready"
    assert seen[-1] == BLUE and manager.fade is None


def _showing(old: Scene) -> SceneManager:
    """A manager showing ``old``, the fade's two pictures at hand, as after the program's first fades."""
    manager = SceneManager(fade_seconds=0.4)
    manager.push(old, transition=False)
    for name in ("before", "after"):
        manager._buffer(name, manager.top().size)
    return manager


def test_a_long_preparation_holds_the_fade_and_a_short_one_does_not() -> None:
    slow = _showing(FakeScene("old", RED, []))
    slow.push(PreparingScene("new", BLUE, [], parts=1))
    slow.fade.preparing.append(lambda: pygame.time.wait(8))  # one part that outlasts a frame's budget
    slow.fade.preparing.append(lambda: None)
    slow.update(0.1)
    assert len(slow.fade.preparing) == 3, "the frame of the tap that began the fade prepares nothing"
    assert slow.fade.elapsed == 0.0
    slow.update(0.1)
    assert slow.fade.elapsed == 0.0 and len(slow.fade.preparing) == 1, "a cross-blend waits for the last part"
    slow.update(0.1)
    assert slow.fade.elapsed == 0.0 and not slow.fade.preparing, "the frame that ran the last part still waits"
    slow.update(0.1)
    assert slow.fade.elapsed == pytest.approx(0.1)


def test_a_fade_with_no_picture_at_hand_makes_them_first_a_step_each() -> None:
    """The program's first fades found no spare screen-sized surface: making the two in the first blended frame
    took 10 ms of it at 1920x1080. They are made ahead, each a heavy step, before the new screen's own parts;
    a fade that has them at hand adds no step."""
    from app.frames.scene_hooks import is_heavy
    from art import surfaces

    surfaces.forget_spares()
    first = SceneManager(fade_seconds=0.4)
    first.push(FakeScene("old", RED, []), transition=False)
    first.push(PreparingScene("new", BLUE, [], parts=1))
    assert first.fade is not None and len(first.fade.preparing) == 3
    assert [is_heavy(step) for step in first.fade.preparing][:2] == [True, True]
    for step in list(first.fade.preparing)[:2]:
        step()
    assert first._has_buffer("before", first.top().size) and first._has_buffer("after", first.top().size)
    later = _showing(FakeScene("old", RED, []))
    later.push(PreparingScene("new", BLUE, [], parts=1))
    assert later.fade is not None and len(later.fade.preparing) == 1


def test_a_heavy_preparation_step_runs_alone_in_its_frame() -> None:
    from app.frames.scene_hooks import heavy_step

    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("old", RED, []), transition=False)
    manager.push(PreparingScene("new", BLUE, [], parts=0))
    ran: list[str] = []
    manager.fade.preparing.extend([lambda: ran.append("small"), heavy_step(lambda: ran.append("big")),
                                   lambda: ran.append("after")])
    manager.update(0.05)  # the frame of the tap prepares nothing
    manager.update(0.05)
    assert ran == ["small"], "small steps stop before a heavy one"
    manager.update(0.05)
    assert ran == ["small", "big"], "a heavy step is its frame's first and last"
    manager.update(0.05)
    assert ran == ["small", "big", "after"]


def test_preparation_stops_once_the_whole_frame_has_used_its_spare_time(monkeypatch) -> None:
    from app.frames import frame_clock

    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("old", RED, []), transition=False)
    manager.push(PreparingScene("new", BLUE, [], parts=0))
    ran: list[int] = []
    manager.fade.preparing.extend([lambda index=index: ran.append(index) for index in range(5)])
    manager.update(0.05)
    monkeypatch.setattr(frame_clock, "elapsed", lambda: 1.0)  # the frame already took long before the fade ran
    manager.update(0.05)
    assert ran == [0], "one step a frame, however late, so the fade goes on"
    monkeypatch.setattr(frame_clock, "elapsed", lambda: 0.0)
    manager.update(0.05)
    assert ran == [0, 1, 2, 3, 4]


def test_a_private_screen_is_never_prepared_by_the_fade() -> None:
    """Its parts would follow its secrets, and so would the length of the fade into it."""
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("curtain", RED, []), transition=False)
    turn = PreparingScene("turn", GREEN, [], private=True)
    manager.push(turn)
    assert manager.fade is not None and not manager.fade.preparing
    colours_seen(manager)
    assert turn.prepared == []


def test_memory_of_released_screens_goes_back_at_most_once_a_second_of_the_clock(monkeypatch) -> None:
    import app.scene_manager as scene_manager

    trims: list[int] = []
    monkeypatch.setattr(scene_manager, "give_back_free_memory", lambda: trims.append(1))
    log: list[str] = []
    manager = SceneManager()
    manager.push(FakeScene("first", RED, log), transition=False)
    for index in range(30):  # thirty screens in a third of a second, as a headless game shows them
        manager.replace(FakeScene(f"screen {index}", GREEN, log), transition=False)
        manager.update(0.01)
    assert len(trims) == 1, "the first released screen trims at once; the rest wait for a second to pass"
    manager.update(scene_manager.TRIM_EVERY_S)
    assert len(trims) == 2, "a second later the memory they freed goes back too"
    manager.update(scene_manager.TRIM_EVERY_S)
    assert len(trims) == 2, "nothing released since: nothing to trim"
    manager.clear_and_forget()
    assert len(trims) == 3, "the kiosk's reset between groups gives everything back at once"


def test_while_the_new_screen_is_prepared_the_old_one_is_not_drawn_again_over_itself() -> None:
    """The frames a fade waits for its preparation show the old screen: the surface already holds it (its last
    frame, or the first waiting frame's), so it is drawn once at most, not in every waiting frame (a table's
    vote drawn whole took 9 ms of such a frame)."""
    for shown_before in (True, False):
        manager = SceneManager(fade_seconds=0.4)
        old = CountingScene("a", RED, [])
        manager.push(old, transition=False)
        surface = pygame.Surface(FakeApp.size)
        if shown_before:
            manager.draw(surface)
        drawn_before = old.draws
        manager.push(PreparingScene("b", BLUE, [], parts=4))
        waiting_frames = 0
        while manager.fade is not None:
            manager.update(0.05)
            waiting_frames += not manager.fade.shows_new_screen if manager.fade is not None else 0
            manager.draw(surface)
        assert waiting_frames >= 2
        assert old.draws - drawn_before == (0 if shown_before else 1)


class PreparingChangesScene(ChangesScene, PreparingScene):
    """A public screen with parts to prepare that, once drawn whole, draws only what changed."""


def test_a_cross_blend_paints_its_first_blended_frame_s_pictures_while_it_prepares() -> None:
    """The old screen kept and the new one drawn whole are the preparation's last steps (the second heavy, alone
    in its frame): the first blended frame then only draws what changed on the new screen, and blends."""
    from app.frames.scene_hooks import is_heavy

    old = CountingScene("old", RED, [])
    manager = _showing(old)
    surface = pygame.Surface(FakeApp.size)
    manager.draw(surface)
    new = PreparingChangesScene("new", BLUE, [], parts=2)
    manager.push(new)
    assert manager.fade is not None
    assert [is_heavy(step) for step in manager.fade.preparing] == [False, False, False, True]
    manager.draw(surface)  # the frame of the tap
    while True:
        manager.update(0.05)
        assert manager.fade is not None
        if manager.fade.shows_new_screen:
            break
        assert new.whole == 0 or not manager.fade.preparing
        manager.draw(surface)
    assert new.whole == 1 and new.changes == 0 and manager.fade.before_picture is not None
    manager.draw(surface)
    assert new.whole == 1 and new.changes == 1, "the first blended frame draws only what changed"
    assert old.draws == 1, "the old screen is kept as it was shown, never drawn again"
    red, _green, blue = tuple(surface.get_at((1, 1)))[:3]
    assert red > 0 and blue > 0


def test_a_new_screen_that_cannot_draw_only_changes_is_not_drawn_ahead() -> None:
    manager = _showing(FakeScene("old", RED, []))
    manager.push(PreparingScene("new", BLUE, [], parts=2))
    assert manager.fade is not None and len(manager.fade.preparing) == 2


class CornerOverlay(FakeScene):
    """An overlay painting one corner only, as a coach over the real screen does."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.colour, pygame.Rect(0, 0, 8, 8))


def _cut_under(manager: SceneManager, overlay: Scene, new: Scene) -> None:
    """The real screen under ``overlay`` swapped by cuts, then the cut held (as the tutorial's coach does)."""
    before = manager.visible_layers()
    manager.pop(transition=False)
    manager.replace(new, transition=False)
    manager.push(overlay, transition=False)
    manager.cut_when_prepared(before)


def test_a_held_cut_keeps_the_picture_on_screen_until_the_new_screen_is_prepared() -> None:
    manager = SceneManager(fade_seconds=0.4)
    old = FakeScene("old", RED, [])
    overlay = CornerOverlay("coach", GREEN, [], overlay=True)
    manager.push(old, transition=False)
    manager.push(overlay, transition=False)
    surface = pygame.Surface((64, 48))
    manager.draw(surface)
    shown = pygame.image.tobytes(surface, "RGB")
    new = PreparingScene("new", BLUE, [], parts=5)
    _cut_under(manager, overlay, new)
    assert manager.fade is not None
    old.draw = overlay.draw = lambda _surface: pytest.fail("the held picture was drawn again")  # type: ignore
    frames = 0
    while manager.fade is not None and frames < 20:
        manager.update(1 / 60)
        if manager.fade is not None:
            manager.draw(surface)
            assert pygame.image.tobytes(surface, "RGB") == shown, "the old picture stays while the new is prepared"
            assert manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 30), button=1))
        frames += 1
    assert new.prepared == list(range(5)) and manager.fade is None and frames < 20
    del overlay.draw
    manager.draw(surface)
    assert new.drawn_unprepared == 0
    assert surface.get_at((30, 30))[:3] == BLUE and surface.get_at((2, 2))[:3] == GREEN, "then the new one, no blend"


def test_a_cut_is_not_held_without_the_picture_on_screen() -> None:
    manager = SceneManager(fade_seconds=0.4)
    overlay = CornerOverlay("coach", GREEN, [], overlay=True)
    manager.push(FakeScene("old", RED, []), transition=False)
    manager.push(overlay, transition=False)
    private = PreparingScene("turn", BLUE, [], private=True)
    _cut_under(manager, overlay, private)
    assert manager.fade is None and private.prepared == [], "nothing drawn yet: nothing to hold"


def test_a_cut_away_from_a_private_screen_is_never_held_and_shows_the_neutral_colour_while_it_prepares() -> None:
    """The public screen after a private one is prepared behind the neutral colour, as a fade from a private screen
    goes through it: its first frame painted its still layer (17-60 ms at 1920x1080)."""
    manager = SceneManager(fade_seconds=0.4)
    overlay = CornerOverlay("coach", GREEN, [], overlay=True)
    turn = FakeScene("turn", RED, [], private=True)
    manager.push(turn, transition=False)
    manager.push(overlay, transition=False)
    surface = pygame.Surface((64, 48))
    manager.draw(surface)
    new = PreparingScene("curtain", BLUE, [], parts=3)
    _cut_under(manager, overlay, new)
    assert manager.fade is not None and manager.fade.through_neutral
    turn.draw = overlay.draw = lambda _surface: pytest.fail("the private picture was drawn again")  # type: ignore
    frames = 0
    while manager.fade is not None and frames < 20:
        manager.draw(surface)
        assert surface.get_at((30, 30))[:3] == (0, 0, 0) and surface.get_at((2, 2))[:3] == (0, 0, 0), \
            "the private picture is gone at the next frame"
        manager.update(1 / 60)
        frames += 1
    assert new.prepared == list(range(3)) and frames < 20
    del overlay.draw
    manager.draw(surface)
    assert new.drawn_unprepared == 0 and surface.get_at((30, 30))[:3] == BLUE


def test_a_cut_from_a_private_screen_to_another_is_made_at_once() -> None:
    manager = SceneManager(fade_seconds=0.4)
    overlay = CornerOverlay("coach", GREEN, [], overlay=True)
    manager.push(FakeScene("turn", RED, [], private=True), transition=False)
    manager.push(overlay, transition=False)
    surface = pygame.Surface((64, 48))
    manager.draw(surface)
    new = PreparingScene("next page", BLUE, [], private=True, parts=3)
    _cut_under(manager, overlay, new)
    assert manager.fade is None and new.prepared == []
    manager.draw(surface)
    assert surface.get_at((30, 30))[:3] == BLUE


def test_a_held_cut_from_a_public_picture_prepares_a_private_screen_after_what_it_is_handed() -> None:
    """A fade never prepares a private screen; a held cut after the curtain's hold does (the one looking is the one
    whose turn it is): its first page painted its table in its first frame (25-40 ms at 1920x1080)."""
    manager = SceneManager(fade_seconds=0.4)
    overlay = CornerOverlay("coach", GREEN, [], overlay=True)
    manager.push(FakeScene("curtain", RED, []), transition=False)
    manager.push(overlay, transition=False)
    surface = pygame.Surface((64, 48))
    manager.draw(surface)
    private = PreparingScene("turn", BLUE, [], private=True, parts=2)
    painted: list[str] = []
    private.prepare_steps = lambda: [lambda part=part: painted.append(f"turn {part}") for part in range(2)]  # type: ignore
    before = manager.visible_layers()
    manager.pop(transition=False)
    manager.replace(private, transition=False)
    manager.push(overlay, transition=False)
    manager.cut_when_prepared(before, [lambda: painted.append("face")])
    assert manager.fade is not None and not manager.fade.through_neutral
    for _ in range(6):
        manager.update(1 / 60)
        manager.draw(surface)
    assert painted == ["face", "turn 0", "turn 1"] and manager.fade is None
    assert surface.get_at((30, 30))[:3] == BLUE


def test_a_fade_keeps_the_picture_on_screen_of_a_screen_with_an_overlay_instead_of_drawing_it_again() -> None:
    manager = SceneManager(fade_seconds=0.4)
    old = FakeScene("old", RED, [])
    manager.push(old, transition=False)
    manager.push(CornerOverlay("coach", GREEN, [], overlay=True), transition=False)
    surface = pygame.Surface((64, 48))
    manager.draw(surface)
    shown = pygame.image.tobytes(surface, "RGB")
    drawn_again: list[str] = []
    new = PreparingScene("new", BLUE, [], parts=3)
    manager.pop(transition=False)
    manager.replace(new)
    old.draw = lambda _surface: drawn_again.append("old")  # type: ignore[method-assign]
    manager.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") == shown and drawn_again == []
    seen = []
    while manager.fade is not None:
        manager.update(0.05)
        manager.draw(surface)
        seen.append(tuple(surface.get_at((30, 30)))[:3])
    assert drawn_again == [] and new.drawn_unprepared == 0
    assert any(r > 0 and b > 0 for r, _g, b in seen) and seen[-1] == BLUE, "a blend from the kept picture"
def test_on_a_4k_screen_a_cross_blend_s_frames_take_turns_painting_the_new_picture_and_blending_it(monkeypatch) -> None:
    import app.scene_manager as scene_manager

    monkeypatch.setattr(scene_manager, "ALTERNATE_BLEND_PIXELS", FakeApp.size[0] * FakeApp.size[1])
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("a", RED, []), transition=False)
    new = ChangesScene("b", BLUE, [])
    manager.push(new)
    surface = pygame.Surface(FakeApp.size)
    frames: list[tuple[bool, bool]] = []  # (the surface changed, the new screen painted its changes)
    while manager.fade is not None:
        manager.update(0.02)
        if manager.fade is None or not manager.fade.shows_new_screen:
            manager.draw(surface, changes_only=True)
            continue
        before, changes = surface.copy(), new.changes
        manager.draw(surface, changes_only=True)
        frames.append((surface.get_view("2").raw != before.get_view("2").raw, new.changes > changes))
    assert len(frames) > 6
    assert frames[0][0], "the first blended frame paints and blends as before"
    turns = len(frames) - 1
    assert frames[1:] == [(False, True), (True, False)] * (turns // 2) + [(False, True)] * (turns % 2)
    manager.draw(surface, changes_only=True)
    assert tuple(surface.get_at((1, 1)))[:3] == BLUE, "the fade ends on the exact new picture"


def test_below_4k_or_drawn_whole_every_frame_of_a_cross_blend_blends() -> None:
    manager = SceneManager(fade_seconds=0.4)
    manager.push(FakeScene("a", RED, []), transition=False)
    manager.push(ChangesScene("b", BLUE, []))
    surface = pygame.Surface(FakeApp.size)
    blends = []
    while manager.fade is not None:
        manager.update(0.02)
        manager.draw(surface, changes_only=True)
        if manager.fade is not None and manager.fade.shows_new_screen:
            blends.append(tuple(surface.get_at((1, 1)))[:3])
    assert len(blends) > 6 and len(set(blends)) == len(blends), "each blended frame shows the fade further on"
