"""Table mode's vote driven with synthetic finger events through the app loop (R8.1: everyone votes at the same
moment, for one other player)."""
from __future__ import annotations

import random

import pygame
import pytest

from audio.names import PRIVATE_TICK, TIMER_CHIME
from game.cheese_thief.actions import CastVote
from play.setup import VoteMode
from scenes.table.vote import COUNTDOWN_SECONDS, REVEAL_SECONDS, TableVoteScene
from scenes.table.vote_middle import FLYING_SECONDS
from scenes.kit.widgets.sound import sounds_for
from table.rotation import rect_to_screen, to_screen
from tests.table_vote_helpers import vote_flow

SIZE = (1920, 1080)
FRAME = 0.05
MODES = [VoteMode.POINT, VoteMode.SECRET]


def _start(make_app, mode: VoteMode = VoteMode.POINT, count: int = 8, seed: int = 5, app=None):
    app = app or make_app(size=SIZE)
    flow = vote_flow(app, count, seed, mode)
    scene = TableVoteScene(flow)
    app.scenes.clear()
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, flow, scene


def _finger(kind: int, finger: int, point: tuple[float, float], size: tuple[int, int] = SIZE) -> pygame.event.Event:
    return pygame.event.Event(kind, x=point[0] / size[0], y=point[1] / size[1], dx=0.0, dy=0.0, finger_id=finger,
                              touch_id=1, pressure=1.0)


def _on_screen(scene: TableVoteScene, seat: int, own: tuple[float, float]) -> tuple[float, float]:
    panel = scene.sitting.panels[seat]
    return to_screen(own[0], own[1], panel.rect, panel.rotation)


def _tile(scene: TableVoteScene, seat: int, target: int) -> tuple[float, float]:
    rect = next(rect for choice, rect in scene.layouts[seat].tiles if choice == target)
    return _on_screen(scene, seat, rect.center)


def _lock_button(scene: TableVoteScene, seat: int) -> tuple[float, float]:
    return _on_screen(scene, seat, scene.layouts[seat].lock.center)


def _tap_all(app, points: dict[int, tuple[float, float]]) -> None:
    """One finger per seat, all down and up in the same frame."""
    downs = [_finger(pygame.FINGERDOWN, 20 + seat, point) for seat, point in points.items()]
    ups = [_finger(pygame.FINGERUP, 20 + seat, point) for seat, point in points.items()]
    app.step(FRAME, downs + ups)


def _pick(app, scene, picks: dict[int, int]) -> None:
    _tap_all(app, {seat: _tile(scene, seat, target) for seat, target in picks.items()})


def _strip(scene: TableVoteScene, seat: int) -> tuple[float, float]:
    return _on_screen(scene, seat, scene.layouts[seat].status.center)


def _shield(app, scene, seats, down: bool = True) -> None:
    """A finger of each of these seats held on (or lifted from) its panel's strip."""
    kind = pygame.FINGERDOWN if down else pygame.FINGERUP
    app.step(0.0, [_finger(kind, 140 + seat, _strip(scene, seat)) for seat in seats])


def _hold(app, scene, seats, seconds: float) -> None:
    """Shielding their panels, these seats hold "Lock" for ``seconds`` of the loop's time, then lift both."""
    seats = list(seats)
    points = {seat: _lock_button(scene, seat) for seat in seats}
    _shield(app, scene, seats)
    app.step(0.0, [_finger(pygame.FINGERDOWN, 40 + seat, point) for seat, point in points.items()])
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)
    app.step(0.0, [_finger(pygame.FINGERUP, 40 + seat, point) for seat, point in points.items()])
    _shield(app, scene, seats, down=False)


def _run(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def _picks(flow, shift: int = 1) -> dict[int, int]:
    return {seat: (seat + shift) % flow.player_count for seat in range(flow.player_count)}


def _frame(app) -> pygame.Surface:
    app.draw()
    return app.surface.copy()


@pytest.mark.parametrize("mode", MODES)
def test_eight_seats_pick_in_the_same_frame(make_app, mode) -> None:
    app, flow, scene = _start(make_app, mode)
    picks = _picks(flow, 3)
    _pick(app, scene, picks)
    assert [scene.locks.pick_of(seat) for seat in range(8)] == [picks[seat] for seat in range(8)]
    # R8.1: nobody has a tile for themselves.
    assert all(seat not in [target for target, _ in scene.layouts[seat].tiles] for seat in range(8))


def test_a_hold_shorter_than_600_ms_does_not_lock_and_600_ms_does(make_app) -> None:
    app, flow, scene = _start(make_app)
    _pick(app, scene, {2: 5})
    _hold(app, scene, [2], 0.5)
    _run(app, 1.0)
    assert not scene.locks.is_locked(2)
    _hold(app, scene, [2], 0.6)
    assert scene.locks.is_locked(2) and scene.locks.locked_count == 1


def test_a_finger_sliding_off_lock_locks_nothing(make_app) -> None:
    app, flow, scene = _start(make_app)
    _pick(app, scene, {0: 4})
    lock, tile = _lock_button(scene, 0), _tile(scene, 0, 4)
    app.step(0.0, [_finger(pygame.FINGERDOWN, 7, lock)])
    app.step(0.3, [_finger(pygame.FINGERMOTION, 7, tile)])
    _run(app, 1.0)
    app.step(0.0, [_finger(pygame.FINGERUP, 7, tile)])
    assert not scene.locks.is_locked(0) and scene.locks.pick_of(0) == 4


def test_a_locked_seat_unlocks_and_changes_its_vote(make_app) -> None:
    app, flow, scene = _start(make_app)
    _pick(app, scene, {0: 3})
    _hold(app, scene, [0], 0.6)
    _pick(app, scene, {0: 6})
    assert scene.locks.is_locked(0) and scene.locks.pick_of(0) == 3  # locked: taps on players do nothing
    _tap_all(app, {0: _lock_button(scene, 0)})  # "Change"
    assert not scene.locks.is_locked(0)
    _pick(app, scene, {0: 6})
    _hold(app, scene, [0], 0.6)
    assert scene.locks.is_locked(0) and scene.locks.pick_of(0) == 6


@pytest.mark.parametrize("mode", MODES)
def test_locked_panels_look_the_same_whatever_the_vote(make_app, mode) -> None:
    app = make_app(size=SIZE)
    frames = []
    for target in (3, 5):
        _, flow, scene = _start(make_app, mode, app=app)
        _pick(app, scene, {0: target, 1: 2})
        _hold(app, scene, [0], 0.6)
        assert scene.locks.is_locked(0) and scene.locks.pick_of(0) == target
        frames.append(_frame(app))
        # The owner's finger resting on its locked panel shows nothing more.
        app.step(FRAME, [_finger(pygame.FINGERDOWN, 11, _on_screen(scene, 0, scene.layouts[0].title.center))])
        frames.append(_frame(app))
    panel = pygame.Rect(scene.sitting.panels[0].rect.as_tuple())
    for first, second in ((frames[0], frames[2]), (frames[1], frames[3])):
        assert _same(first.subsurface(panel), second.subsurface(panel))
        assert _same(first, second)


@pytest.mark.parametrize("mode", MODES)
def test_the_vote_is_committed_only_when_everyone_has_locked(make_app, mode) -> None:
    app, flow, scene = _start(make_app, mode)
    picks = _picks(flow, 2)
    _pick(app, scene, picks)
    _hold(app, scene, range(7), 0.6)
    _run(app, COUNTDOWN_SECONDS + REVEAL_SECONDS + 1.0)
    assert flow.finished == [] and scene.phase == "voting" and scene.locks.locked_count == 7
    _hold(app, scene, [7], 0.6)
    assert scene.phase == "countdown"
    _tap_all(app, {0: _lock_button(scene, 0)})  # too late to change anything
    assert scene.locks.is_locked(0)
    _run(app, COUNTDOWN_SECONDS + REVEAL_SECONDS + 0.5)
    assert flow.finished == [[CastVote(seat, picks[seat]) for seat in range(8)]]
    assert all(flow.public().has_voted)


def test_sounds_are_the_same_for_every_seat_and_the_count_ticks(make_app) -> None:
    app, flow, scene = _start(make_app, VoteMode.SECRET)
    played = sounds_for(app).played
    played.clear()
    _pick(app, scene, _picks(flow, 1))
    assert played == [PRIVATE_TICK] * 8
    played.clear()
    _hold(app, scene, range(8), 0.6)
    _run(app, COUNTDOWN_SECONDS + 0.1)
    # Eight locks, then "3", "2", "1" and the chime as the votes fly.
    assert played == [PRIVATE_TICK] * 8 + [PRIVATE_TICK] * 3 + [TIMER_CHIME]


def test_secret_no_pixel_outside_the_voters_panel_depends_on_its_pick(make_app) -> None:
    app = make_app(size=SIZE)
    shots: dict[str, list[pygame.Surface]] = {"picked": [], "touching": [], "locked": [], "countdown": []}
    for target in (2, 6):
        _, flow, scene = _start(make_app, VoteMode.SECRET, app=app)
        others = {seat: (seat + 1) % 8 for seat in range(1, 8)}
        _pick(app, scene, {0: target, **others})
        shots["picked"].append(_frame(app))
        _shield(app, scene, [0])
        app.step(0.0, [_finger(pygame.FINGERDOWN, 9, _lock_button(scene, 0))])
        app.step(0.2)
        shots["touching"].append(_frame(app))  # the owner shields the panel: the pick shows there
        _run(app, 0.5)
        app.step(0.0, [_finger(pygame.FINGERUP, 9, _lock_button(scene, 0))])
        _shield(app, scene, [0], down=False)
        assert scene.locks.is_locked(0)
        shots["locked"].append(_frame(app))
        _hold(app, scene, range(1, 8), 0.6)
        _run(app, COUNTDOWN_SECONDS - 0.5)
        assert scene.phase == "countdown"
        shots["countdown"].append(_frame(app))
    panel = pygame.Rect(scene.sitting.panels[0].rect.as_tuple())
    for state, (first, second) in shots.items():
        assert _same(_outside(first, panel), _outside(second, panel)), state
    assert not _same(shots["touching"][0].subsurface(panel), shots["touching"][1].subsurface(panel))
    assert _same(shots["picked"][0], shots["picked"][1])  # no finger on it: not even the panel shows the pick


def test_reduced_motion_shows_the_votes_where_they_land_at_once(make_app) -> None:
    app, flow, scene = _start(make_app)
    app.settings.reduced_motion = True
    _pick(app, scene, _picks(flow, 1))
    _hold(app, scene, range(8), 0.6)
    _run(app, COUNTDOWN_SECONDS + 0.1)
    assert scene.phase == "reveal"
    early = _frame(app)
    _run(app, FLYING_SECONDS)
    assert _same(early, _frame(app))
    app.settings.reduced_motion = False
    scene.clock = COUNTDOWN_SECONDS + 0.1
    assert not _same(early, _frame(app))


def test_arrows_start_at_the_voters_zone_in_the_pointing_mode(make_app) -> None:
    app, flow, scene = _start(make_app)
    picks = _picks(flow, 4)
    _pick(app, scene, picks)
    _hold(app, scene, range(8), 0.6)
    _run(app, COUNTDOWN_SECONDS - 0.5)
    quiet = _frame(app)  # everyone locked, "1" in the middle, nothing over the zones yet
    _run(app, 0.5 + FLYING_SECONDS + 0.1)
    frame = _frame(app)
    for seat, place in enumerate(scene.sitting.places):
        zone = pygame.Rect(place.zone.as_tuple())
        assert not _same(frame.subsurface(zone), quiet.subsurface(zone)), seat  # each zone has its arrow's tail


def _outside(frame: pygame.Surface, hole: pygame.Rect) -> pygame.Surface:
    masked = frame.copy()
    masked.fill((0, 0, 0), hole)
    return masked


def _same(one: pygame.Surface, other: pygame.Surface) -> bool:
    return one.get_size() == other.get_size() and pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")


def test_lock_button_screen_rect_is_inside_its_panel(make_app) -> None:
    app, flow, scene = _start(make_app)
    for seat, panel in enumerate(scene.sitting.panels):
        assert rect_to_screen(scene.layouts[seat].lock, panel.rect, panel.rotation).inside(panel.rect)


def test_a_4k_table_shows_every_panel_at_once_and_catches_up_on_simultaneous_picks(make_app) -> None:
    big = (3840, 2160)
    app = make_app(size=big)
    flow = vote_flow(app, 8, 5, VoteMode.POINT)
    scene = TableVoteScene(flow)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    assert scene._looks == [scene.look(seat) for seat in range(8)]  # no fade prepared them: all on the first frame
    points = [_tile(scene, seat, (seat + 1) % 8) for seat in range(8)]
    app.step(FRAME, [_finger(pygame.FINGERDOWN, 60 + seat, point, big) for seat, point in enumerate(points)]
             + [_finger(pygame.FINGERUP, 60 + seat, point, big) for seat, point in enumerate(points)])
    assert all(scene.locks.pick_of(seat) == (seat + 1) % 8 for seat in range(8))
    assert scene.wants_frame()  # a 4K frame paints only a share of the panels: the rest come next
    for _ in range(8):
        app.step(FRAME)
    assert scene._looks == [scene.look(seat) for seat in range(8)] and not scene.wants_frame()


def test_eight_picks_in_one_frame_are_painted_a_few_panels_a_frame(make_app) -> None:
    """All eight panels painted again in the frame where everyone picked took 10-17 ms of it in Chinese at
    1920x1080: a frame paints three, the others follow in the next two."""
    size = (1920, 1080)
    app = make_app(size=size)
    flow = vote_flow(app, 8, 5, VoteMode.POINT)
    scene = TableVoteScene(flow)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    points = [_tile(scene, seat, (seat + 1) % 8) for seat in range(8)]
    app.step(FRAME, [_finger(pygame.FINGERDOWN, 60 + seat, point, size) for seat, point in enumerate(points)]
             + [_finger(pygame.FINGERUP, 60 + seat, point, size) for seat, point in enumerate(points)])
    caught_up = [sum(scene._looks[seat] == scene.look(seat) for seat in range(8))]
    for _ in range(2):
        app.step(FRAME)
        caught_up.append(sum(scene._looks[seat] == scene.look(seat) for seat in range(8)))
    assert caught_up == [3, 6, 8]


def _orders(scene: TableVoteScene) -> list[list[int]]:
    return [[target for target, _ in layout.tiles] for layout in scene.layouts]


def _relative(order: list[int], seat: int, count: int) -> list[int]:
    """The order as seen from the seat: each option as a step clockwise from it."""
    return [(target - seat) % count for target in order]


def test_each_panel_lists_the_players_in_an_order_of_its_own_seeded_per_vote(make_app) -> None:
    app, flow, scene = _start(make_app)
    orders = _orders(scene)
    assert all(sorted(order) == sorted(set(range(8)) - {seat}) for seat, order in enumerate(orders))
    assert len({tuple(order) for order in orders}) == 8
    assert len({tuple(_relative(order, seat, 8)) for seat, order in enumerate(orders)}) > 1  # no shared pattern
    assert _orders(TableVoteScene(flow)) == orders  # the same vote shows the same orders again
    flow.session.step_index += 1
    assert _orders(TableVoteScene(flow)) != orders  # the next vote other ones
    assert _orders(TableVoteScene(flow, random.Random(1))) == _orders(TableVoteScene(flow, random.Random(1)))


@pytest.mark.parametrize("mode", MODES)
def test_an_unshielded_pick_leaves_the_same_panel_whoever_is_picked(make_app, mode) -> None:
    app = make_app(size=SIZE)
    shots = []
    for target in (2, 6):
        _, flow, scene = _start(make_app, mode, app=app)
        _pick(app, scene, {0: target})
        assert scene.locks.pick_of(0) == target
        shots.append(_frame(app))
        _shield(app, scene, [0])
        shots.append(_frame(app))
    panel = pygame.Rect(scene.sitting.panels[0].rect.as_tuple())
    assert _same(shots[0], shots[2])  # not a pixel of the table tells the pick
    assert not _same(shots[1].subsurface(panel), shots[3].subsurface(panel))  # shielded, the owner sees it


def test_lock_works_only_under_the_shield(make_app) -> None:
    app, flow, scene = _start(make_app)
    _pick(app, scene, {3: 5})
    lock = _lock_button(scene, 3)
    app.step(0.0, [_finger(pygame.FINGERDOWN, 9, lock)])
    _run(app, 1.0)
    app.step(0.0, [_finger(pygame.FINGERUP, 9, lock)])
    assert not scene.locks.is_locked(3)  # no shield: holding Lock locks nothing
    _shield(app, scene, [3])
    app.step(0.0, [_finger(pygame.FINGERDOWN, 9, lock)])
    _run(app, 0.3)
    _shield(app, scene, [3], down=False)  # the shield lifted half way: nothing locked
    _run(app, 0.6)
    app.step(0.0, [_finger(pygame.FINGERUP, 9, lock)])
    assert not scene.locks.is_locked(3)
    _hold(app, scene, [3], 0.6)
    assert scene.locks.is_locked(3) and scene.locks.pick_of(3) == 5


def test_every_panel_s_finished_look_is_painted_ahead_and_shown_in_the_frame_everyone_locks(make_app,
                                                                                           monkeypatch) -> None:
    """Every panel that showed a pick was painted and turned in the frame where everyone locked (16-20 ms at 4K):
    their finished looks are painted ahead in quiet frames, and that frame only copies them, the same pixels."""
    import scenes.table.vote as vote

    app, flow, scene = _start(make_app)
    _pick(app, scene, _picks(flow))
    _hold(app, scene, range(7), 0.6)
    _run(app, 1.0)
    assert sorted(seat for seat, which in scene._ahead if which == "finished") == list(range(8))
    painted: list[bool] = []
    paint_panel = vote.paint_panel
    monkeypatch.setattr(vote, "paint_panel", lambda surface, screen, layout, look: painted.append(look.finished)
                        or paint_panel(surface, screen, layout, look))
    _hold(app, scene, [7], 0.6)
    assert scene.phase == "countdown" and not any(painted), "the finished looks were not painted again"
    assert scene._looks == [scene.look(seat) for seat in range(8)], "every panel shows it in that frame"
    shown = _frame(app)
    scene.forget_pictures()
    assert _same(shown, _frame(app)) and any(painted), "the panels painted now look the same"


def test_a_seat_holding_lock_has_its_locked_panel_painted_ahead(make_app, monkeypatch) -> None:
    """Seats locking in the same frame each had their panel painted and turned in it: a seat holding "Lock" has
    its locked look painted ahead, and the frame where it locks copies it, the same pixels."""
    import scenes.table.vote as vote

    app, flow, scene = _start(make_app)
    _pick(app, scene, _picks(flow))
    painted: list[tuple[int, bool]] = []  # (seats locked when painted, a locked look still shielded)
    paint_panel = vote.paint_panel
    monkeypatch.setattr(vote, "paint_panel", lambda surface, screen, layout, look: painted.append(
        (scene.locks.locked_count, look.locked and look.shielded)) or paint_panel(surface, screen, layout, look))
    _hold(app, scene, range(3), 0.6)  # then the shields lift: that look is painted when it comes
    assert scene.locks.locked_count == 3 and scene.phase == "voting"
    assert [count for count, locked in painted if locked] == [0, 0, 0], "each painted once, before its seat locked"
    shown = _frame(app)
    scene.forget_pictures()
    assert _same(shown, _frame(app))


def test_no_look_is_painted_ahead_while_the_vote_fades_in(make_app) -> None:
    """A fade's frame at 4K blends two whole screens: a panel's look painted beside it took the frame over 16.7 ms."""
    app = make_app(size=SIZE)
    flow = vote_flow(app, 8, 5, VoteMode.POINT)
    scene = TableVoteScene(flow)
    app.scenes.push(scene)
    faded_steps = 0
    while app.scenes.fade is not None and faded_steps < 200:
        app.step(1 / 60)
        faded_steps += 1
        if app.scenes.fade is not None:
            assert scene._ahead == {}
    assert faded_steps > 1
    for _ in range(30):  # the quiet frames after it paint them
        app.step(1 / 60)
    assert scene._ahead


def test_the_middle_s_count_painted_again_over_its_last_texts_only_looks_as_painted_from_nothing(make_app) -> None:
    """Each lock changes the count: only the sky under the last count's texts is put back (not the whole copy), and
    the picture is the same as a vote painted from nothing with that count."""
    app, flow, scene = _start(make_app)
    _pick(app, scene, _picks(flow))
    for seats in ([0, 1], [2], [3, 4, 5]):
        _hold(app, scene, seats, 0.6)
        assert scene._middle_count == scene.locks.locked_count
        shown = _frame(app)
        fresh_composite, scene._composite = scene._composite, None  # a composite painted from nothing
        fresh = _frame(app)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
        assert fresh_composite is not scene._composite
    area = scene._middle_areas[0]
    copy = scene.copies[0].area
    assert area.width * area.height < copy.width * copy.height // 2  # the texts, not the whole copy
