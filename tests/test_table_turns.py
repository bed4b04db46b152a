"""Table mode's night: every seat's private turn at once, each shown only while its owner holds its band."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from app import layout
from app.app import App
from app.gestures import DemoWish
from driver.table.demo import TableDemoDriver, start_table_game
from play.flow import StepKind
from play.session import PlaySession
from scenes.table.flow import TableFlow
from scenes.table.turns import TableTurnsScene

SIZE = (1920, 1080)


@pytest.fixture()
def app(make_app):
    return make_app(SIZE)


def _play_until(driver: TableDemoDriver, kind: StepKind, limit: float = 600.0) -> None:
    while driver.flow().session.step.kind is not kind and driver.now < limit:
        driver.step(1 / 30)
    assert driver.flow().session.step.kind is kind


@pytest.mark.parametrize("players", [4, 5, 8])
def test_every_seat_plays_its_turns_at_once_and_the_turns_look_alike(app, players: int) -> None:
    wish = DemoWish(players=players, seed=11, vote_mode="point")
    start_table_game(app, wish, 55.0)
    driver = TableDemoDriver(app, wish)
    _play_until(driver, StepKind.DISCUSSION)
    flow = driver.flow()
    traces = flow.traces
    assert sorted((trace.kind, trace.seat) for trace in traces) == sorted(
        (kind, seat) for kind in {trace.kind for trace in traces} for seat in range(players))
    assert len({trace.kind for trace in traces}) == 2  # two rounds of turns, as in pass-and-play
    for kind in {trace.kind for trace in traces}:
        shapes = {trace.shape()[1:] for trace in traces if trace.kind is kind}
        assert len(shapes) == 1, kind  # the same pages, taps and sounds for every role
    assert flow.public().phase.value == "vote"  # dawn came once every seat had decided


def _closed_frame(app: App, seed: int, players: int = 6) -> pygame.Surface:
    """The table at its first turns, every panel closed, drawn whole."""
    start_table_game(app, DemoWish(players=players, seed=seed, vote_mode="point"), 55.0, places_seed=0)
    for _ in range(3):
        app.step(1 / 30)
    while app.scenes.fade is not None:
        app.step(1 / 30)
    app.request_redraw()
    app.step(1 / 30)
    return app.surface.copy()


def test_nothing_on_the_table_depends_on_the_deal_while_every_panel_is_closed(app) -> None:
    first = _closed_frame(app, 1)
    flow = app.scenes.top().flow
    roles_first = [flow.view(seat).role for seat in range(6)]
    app.scenes.clear()
    other_seed = next(seed for seed in range(2, 40)
                      if [PlaySession.start(flow.session.setup, seed).view(s).role for s in range(6)] != roles_first)
    second = _closed_frame(app, other_seed)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")


def _finger(kind: int, finger: int, pos) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / SIZE[0], y=pos[1] / SIZE[1], dx=0.0, dy=0.0, finger_id=finger,
                              touch_id=1, pressure=1.0)


def test_a_panel_shows_its_turn_only_while_held_and_hides_it_the_next_frame(app) -> None:
    closed = _closed_frame(app, 3)
    scene = app.scenes.top()
    assert isinstance(scene, TableTurnsScene)
    panel = scene.panels[0]
    rect = pygame.Rect(panel.panel.rect.as_tuple())
    band = panel.to_screen(panel.band.center)
    app.step(1 / 30, [_finger(pygame.FINGERDOWN, 5, band)])
    app.step(1 / 30)
    assert panel.is_open
    opened = app.surface.subsurface(rect).copy()
    assert pygame.image.tobytes(opened, "RGB") != pygame.image.tobytes(closed.subsurface(rect), "RGB")
    # Every other panel still shows its curtain.
    for other in scene.panels[1:]:
        other_rect = pygame.Rect(other.panel.rect.as_tuple())
        assert pygame.image.tobytes(app.surface.subsurface(other_rect), "RGB") == pygame.image.tobytes(
            closed.subsurface(other_rect), "RGB")
    app.step(1 / 30, [_finger(pygame.FINGERUP, 5, band)])
    assert not panel.is_open
    assert pygame.image.tobytes(app.surface.subsurface(rect), "RGB") == pygame.image.tobytes(
        closed.subsurface(rect), "RGB")


def test_a_held_curtain_stays_open_past_the_resting_limit_while_its_hand_trembles(app) -> None:
    _closed_frame(app, 4)
    scene = app.scenes.top()
    panel = scene.panels[1]
    band = panel.to_screen(panel.band.center)
    app.step(1 / 30, [_finger(pygame.FINGERDOWN, 9, band)])
    for tick in range(15 * 2):  # 15 s, a small motion every half second as a resting hand makes
        app.step(0.5, [_finger(pygame.FINGERMOTION, 9, (band[0] + tick % 2, band[1]))])
    assert panel.is_open


def test_a_restart_keeps_the_seats_that_finished_and_restarts_the_others(app) -> None:
    wish = DemoWish(players=5, seed=21, vote_mode="point")
    start_table_game(app, wish, 55.0)
    driver = TableDemoDriver(app, wish)
    for seat in (2, 3, 4):
        driver.lane_free_at[seat] = float("inf")  # these three never start their turns
    driver.step(1 / 30)
    while len(driver.flow().table_done()) < 2 and driver.now < 300:
        driver.step(1 / 30)
    flow = driver.flow()
    done = flow.table_done()
    assert done == [0, 1]
    saved = PlaySession.from_json(flow.session.to_json())
    again = TableFlow(app, saved, flow.sitting, persist=False)
    assert again.table_done() == done
    again.show_current()
    while app.scenes.fade is not None:
        app.step(1 / 30)
    scene = app.scenes.top()
    assert isinstance(scene, TableTurnsScene) and scene.done == set(done)


def test_play_again_keeps_everyone_in_their_places_and_starts_the_night_at_the_table(app) -> None:
    import random

    from play.autoplay import play_until
    from play.setup import GameSetup
    from table.panels import seatable_places
    from table.physical import TableScreen
    from table.sitting import TableSitting

    screen = TableScreen(*SIZE, 55)
    sitting = TableSitting.of(screen, seatable_places(screen)[:5])
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 7)
    play_until(session, StepKind.REPLAY, random.Random(7))
    flow = TableFlow(app, session, sitting, persist=False)
    flow.play_again()
    assert flow.session.game_number == 2 and flow.session.step_index == 0
    assert flow.session.table is not None and flow.session.table["zones"] == sitting.to_json()["zones"]
    assert flow.table_done() == []
    assert isinstance(app.scenes.top(), TableTurnsScene)


def test_while_the_turns_are_shown_the_discussion_s_widgets_are_built_once_ahead_at_the_middle_s_size(make_app) -> None:
    """The tap that ends the last turn builds the discussion in its host; its buttons' pictures are painted ahead,
    at the middle's size with the table's 20 mm targets, so that frame only copies them."""
    from app import widget_shapes
    from gallery.table import _flow_at
    from play.flow import StepKind
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), StepKind.CURTAIN)
    flow.show_current(flow.session.step_index, replace=False)
    queued = [key for key, _task in app.frames.warm_up._queue if key[0] == "rehearse-table-widgets"]
    assert queued, "the turns queued the next public screen's widgets"
    assert flow.session.steps[queued[0][2]].kind is StepKind.DISCUSSION
    app.frames.warm_up.finish()
    assert app.frames.warm_up.failures == []
    from scenes.cheese_thief.play_flow import PlayFlow

    discussion = PlayFlow.scene_for(flow, flow.session.steps[queued[0][2]])
    flow._size_as_hosted(discussion)  # as its host will show it
    misses = widget_shapes.SHAPES.misses
    discussion.rebuild_ui()
    assert widget_shapes.SHAPES.misses == misses, "every button's picture was painted ahead"


def _panel_pixels(app: App, panel) -> bytes:  # type: ignore[no-untyped-def]
    return pygame.image.tobytes(app.surface.subsurface(pygame.Rect(panel.panel.rect.as_tuple())), "RGB")


def test_pages_opened_in_the_same_frame_beyond_the_budget_show_a_frame_later_and_a_release_never_waits(
        app, monkeypatch) -> None:
    """Eight players pressing their bands in one frame would paint eight whole pages in it: past the budget the
    other open panels wait for the next frame, the ones that waited first, one at least in every frame. A panel
    let go shows its curtain in the very next frame, whatever waits."""
    from scenes.table import turns as table_turns

    _closed_frame(app, 5, players=8)
    scene = app.scenes.top()
    assert isinstance(scene, TableTurnsScene) and len(scene.panels) == 8
    closed = [_panel_pixels(app, panel) for panel in scene.panels]
    monkeypatch.setattr(table_turns, "OPEN_PAGES_BUDGET_S", 0.0)  # spent before it starts: one page a frame
    presses = [_finger(pygame.FINGERDOWN, 10 + seat, panel.to_screen(panel.band.center))
               for seat, panel in enumerate(scene.panels)]
    app.step(1 / 30, presses)
    assert all(panel.is_open for panel in scene.panels)
    showing = [seat for seat, panel in enumerate(scene.panels) if _panel_pixels(app, panel) != closed[seat]]
    assert showing == [0] and scene._waiting_to_paint == [1, 2, 3, 4, 5, 6, 7]
    app.step(1 / 30)
    assert [seat for seat, panel in enumerate(scene.panels) if _panel_pixels(app, panel) != closed[seat]] == [0, 1]
    # Seat 0 lets go while six pages still wait: its curtain is back in this very frame.
    app.step(1 / 30, [_finger(pygame.FINGERUP, 10, scene.panels[0].to_screen(scene.panels[0].band.center))])
    assert _panel_pixels(app, scene.panels[0]) == closed[0]
    for _ in range(6):
        app.step(1 / 30)
    assert all(_panel_pixels(app, panel) != closed[seat] for seat, panel in enumerate(scene.panels) if seat)
    # The pages' clocks want a frame each frame, so at no budget one of them still waits its turn; with time
    # to spare every page is painted in its frame.
    monkeypatch.setattr(table_turns, "OPEN_PAGES_BUDGET_S", 1.0)
    app.step(1 / 30)
    assert scene._waiting_to_paint == []


def test_the_turns_fade_builds_the_next_public_screen_s_widgets_itself(make_app) -> None:
    """The rehearsal queued for a quiet moment never runs during the turns (some panel always moves): the turns'
    fade runs it as a step of its own, so the tap that ends the last turn finds the discussion's pictures."""
    from app import widget_shapes
    from gallery.table import _flow_at
    from scenes.cheese_thief.play_flow import PlayFlow
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), StepKind.CURTAIN)
    flow.show_current(flow.session.step_index, replace=False)
    app.frames.warm_up.forget()  # nothing from the quiet-moment queue: only the fade's own steps
    while app.scenes.fade is not None:
        app.step(1 / 60)
    ahead = flow._next_public_index(flow.session.step_index)
    assert ahead is not None and flow.session.steps[ahead].kind is StepKind.DISCUSSION
    discussion = PlayFlow.scene_for(flow, flow.session.steps[ahead])
    flow._size_as_hosted(discussion)
    misses = widget_shapes.SHAPES.misses
    discussion.rebuild_ui()
    assert widget_shapes.SHAPES.misses == misses, "every button's picture was painted during the fade"


def test_a_page_s_button_coming_on_repaints_its_own_panel_and_not_the_whole_table(app, monkeypatch) -> None:
    """The continue button lights up when a page's minimum time is over: only that panel is painted again."""
    _closed_frame(app, 6)
    scene = app.scenes.top()
    panel = scene.panels[2]
    band = panel.to_screen(panel.band.center)
    app.step(1 / 30, [_finger(pygame.FINGERDOWN, 7, band)])
    app.step(1 / 30)
    turn = panel.scene
    assert turn is not None and not turn.continue_button.is_enabled
    whole_draws: list[int] = []
    real_draw = TableTurnsScene.draw
    monkeypatch.setattr(TableTurnsScene, "draw", lambda self, surface: (whole_draws.append(1), real_draw(self, surface)))
    dimmed = _panel_pixels(app, panel)
    for _ in range(300):
        app.step(1 / 30)
        if turn.continue_button.is_enabled:
            break
    assert turn.continue_button.is_enabled
    assert whole_draws == []
    assert _panel_pixels(app, panel) != dimmed
    # The panel shows what the page draws on its own once the button is on.
    page = pygame.Surface(panel.page.size)
    with layout.touch_floor(scene.screen.target_px, scene.screen.text_px):  # as the panel draws it
        turn.draw(page)
    assert pygame.image.tobytes(panel._picture.subsurface(panel.page), "RGB") == pygame.image.tobytes(page, "RGB")


def test_a_frame_whose_taps_spent_the_open_pages_budget_paints_one_page_and_the_others_wait(app, monkeypatch) -> None:
    """The whole frame counts against the budget for open pages: what came before the painting (taps that turned
    pages, widgets built) leaves room for only the one page painted in every frame."""
    from app.frames import frame_clock
    from scenes.table import turns as table_turns

    _closed_frame(app, 5, players=8)
    scene = app.scenes.top()
    closed = [_panel_pixels(app, panel) for panel in scene.panels]
    real_elapsed = frame_clock.elapsed
    monkeypatch.setattr(frame_clock, "elapsed", lambda: real_elapsed() + table_turns.OPEN_PAGES_BUDGET_S)
    # Painting itself takes no time here: only what the frame did before it can keep the pages waiting.
    monkeypatch.setattr(table_turns, "time", SimpleNamespace(perf_counter=lambda: 0.0))
    app.step(1 / 30, [_finger(pygame.FINGERDOWN, 10 + seat, panel.to_screen(panel.band.center))
                      for seat, panel in enumerate(scene.panels)])
    assert all(panel.is_open for panel in scene.panels)
    assert [seat for seat, panel in enumerate(scene.panels) if _panel_pixels(app, panel) != closed[seat]] == [0]
    assert scene._waiting_to_paint == [1, 2, 3, 4, 5, 6, 7]
    monkeypatch.setattr(frame_clock, "elapsed", real_elapsed)
    app.step(1 / 30)  # the page that waited first is painted in this frame whatever the time
    assert len([seat for seat, panel in enumerate(scene.panels) if _panel_pixels(app, panel) != closed[seat]]) > 1


def test_the_turns_fade_draws_the_seats_widget_looks_ahead(make_app) -> None:
    """Eight seats' new widgets drew their looks in the first frames of the turns (3 ms of each): the fade into
    the turns draws them, a step per seat, after making the turns."""
    app = make_app(SIZE)
    start_table_game(app, DemoWish(players=8, seed=2, vote_mode="point"), 55.0, places_seed=0)
    app.step(1 / 30)
    while app.scenes.fade is not None:
        app.step(1 / 30)
    scene = app.scenes.top()
    assert isinstance(scene, TableTurnsScene)
    for panel in scene.panels:
        assert panel.scene is not None and panel.scene.ui is not None
        for element in panel.scene.ui.get_sprite_group().sprites():
            shape = getattr(element, "drawable_shape", None)
            assert shape is None or not shape.states_to_redraw_queue


def test_presses_of_many_seats_in_one_step_turn_a_few_pages_a_step_oldest_first(app) -> None:
    """Eight seats pressing continue in the same frame turned eight pages and built their widgets in it (10-20 ms):
    a step handles a few presses, the others wait for the next steps in the order they came."""
    import pygame_gui

    from scenes.table import turns as table_turns

    _closed_frame(app, 5, players=8)
    scene = app.scenes.top()
    app.step(1 / 30, [_finger(pygame.FINGERDOWN, 10 + seat, panel.to_screen(panel.band.center))
                      for seat, panel in enumerate(scene.panels)])
    turns = [panel.scene for panel in scene.panels]
    for _ in range(300):
        if all(turn.can_continue() for turn in turns):
            break
        app.step(1 / 30)
    assert all(turn.can_continue() for turn in turns)
    pages = [turn.page for turn in turns]
    order = [5, 2, 7, 0, 1, 3, 4, 6]
    app.step(1 / 30, [pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=turns[seat].continue_button)
                      for seat in order])
    per_step = table_turns.PRESSES_PER_STEP
    turned = [[seat for seat in order if turns[seat].page is not pages[seat]]]
    while len(turned[-1]) < len(order) and len(turned) < len(order):
        app.step(1 / 30)
        turned.append([seat for seat in order if turns[seat].page is not pages[seat]])
    assert per_step < len(order)
    assert turned == [order[:per_step * (index + 1)] for index in range(len(turned))]


def test_the_middle_s_words_painted_ahead_a_copy_a_step_look_as_painted_at_once(app) -> None:
    """The turns' fade makes the middle's two pictures a step each (both in one step took 12 ms at 4K)."""
    from scenes.table.middle import MiddleWords

    _closed_frame(app, 5, players=8)
    scene = app.scenes.top()
    words = scene._words()
    lines = [words.done_count(3)]
    at_once, ahead = pygame.Surface(app.size), pygame.Surface(app.size)
    MiddleWords(scene.screen, scene.middle.copies).draw(at_once, words.heading, lines)
    middle = MiddleWords(scene.screen, scene.middle.copies)
    for copy in range(len(middle.copies)):
        middle.paint_ahead(copy, words.heading, lines)
    assert all(picture is not None for picture in middle._pictures)
    middle.draw(ahead, words.heading, lines)
    assert pygame.image.tobytes(ahead, "RGB") == pygame.image.tobytes(at_once, "RGB")


def test_the_tap_beginning_the_turns_makes_no_panel_picture_and_the_fade_makes_them_a_panel_a_step(make_app) -> None:
    """Made with the panels, all eight pictures took 13 ms of the tap's step at 4K."""
    from gallery.table import _flow_at
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), StepKind.CURTAIN)
    turns = TableTurnsScene(flow, StepKind.NIGHT_TURN)
    assert all(panel._upright is None for panel in turns.panels)
    steps = turns.prepare_steps()
    for step in steps[:3]:  # the first curtain's sky, a part a step, and its sleeping mouse: into the caches
        step()
    assert all(panel._upright is None for panel in turns.panels)
    for step in steps[3:8]:  # the first panel, then the second's parts and panel
        step()
    assert [panel._upright is not None for panel in turns.panels] == [True, True] + [False] * (len(turns.panels) - 2)
    # ...each turned to face its seat there too: turning eight panels in the fade's whole frame took 8-14 ms at 4K
    assert [panel._turned is not None for panel in turns.panels] == [True, True] + [False] * (len(turns.panels) - 2)


@pytest.mark.parametrize("kind, made", [(StepKind.DAWN_TURN, 4), (StepKind.NIGHT_TURN, 0)])
def test_the_dawn_turns_fade_makes_the_big_middle_s_surfaces_for_the_discussion_a_step_each(
        make_app, monkeypatch, kind: StepKind, made: int) -> None:
    """At a 4K table the discussion's fade made its middle's pictures on fresh surfaces (12 MB each, 8-15 ms of a
    step): the dawn turns' fade makes them, one a step, and the discussion's fade takes them."""
    from art import surfaces
    from gallery.table import _flow_at
    from scenes.table import turns as table_turns
    from table.physical import TableScreen

    monkeypatch.setattr(table_turns, "MIDDLE_SURFACES_AHEAD_PIXELS", 1)  # this window's middle counts as big
    app = make_app((1920, 1080))
    surfaces.forget_spares()
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), kind)
    flow.show_current(flow.session.step_index, replace=False)
    scene = app.scenes.top()
    assert isinstance(scene, TableTurnsScene) and scene.kind is kind
    ahead = scene._middle_surfaces_ahead()
    assert len(ahead) == made and all(getattr(step, "heavy", False) for step in ahead)  # each alone in its frame
    while app.scenes.fade is not None:
        app.step(1 / 60)
    area = flow.sitting.copies[0].area
    middle = (area.width, area.height)
    assert sum(1 for spare in surfaces._others_ahead if spare.get_size() == middle) == made
    if made:
        waiting = list(surfaces._others_ahead)
        taken = [surfaces.opaque_surface(middle) for _ in range(made)]
        assert {id(surface) for surface in taken} == {id(surface) for surface in waiting}
        assert surfaces.opaque_surface(middle) not in waiting  # then new ones, as before
