"""Table mode's seating screen through the real app loop: players sit, type their names in their own panels at
the same time, pick the options in either copy of the middle and start, all with synthetic FINGER events."""
from __future__ import annotations

import itertools

import pygame
import pytest

from app import fonts, theme
from app.app import App
from program.i18n import t
from play.setup import VoteMode
from art.facing import upright_surface
from scenes.table.seating import TableSeatingScene, seating_gallery_scenes
from scenes.table.seating_paint import paint_panel
from table.physical import TableScreen
from table.rect import Rect
from table.rotation import own_size, to_screen
from table.seats import Edge, SeatPlace, seat_order
from table.sitting import TableSitting

# 34 inches seats six (a 32-inch table seats four: tests/test_table_panels.py), 55 inches seats eight.
CONFIGS = [(size, diagonal) for size in ((1920, 1080), (3840, 2160)) for diagonal in (34, 55)]


class Table:
    def __init__(self, app: App, diagonal: float) -> None:
        self.app = app
        size = app.size
        self.started: list[tuple[TableSitting, object]] = []
        self.backs: list[bool] = []
        self.scene = TableSeatingScene(self.app, TableScreen(*size, diagonal),
                                       lambda sitting, setup: self.started.append((sitting, setup)),
                                       lambda: self.backs.append(True))
        self.app.scenes.push(self.scene, transition=False)
        self.app.step(0.0)
        self._next_finger = 0

    def finger(self, kind: int, finger: int, point: tuple[float, float]) -> pygame.event.Event:
        width, height = self.app.size
        return pygame.event.Event(kind, x=point[0] / width, y=point[1] / height, dx=0.0, dy=0.0, finger_id=finger,
                                  touch_id=1, pressure=1.0)

    def taps(self, points: list[tuple[float, float]]) -> None:
        """One finger per point, all down and up in the same frame."""
        fingers = list(range(self._next_finger, self._next_finger + len(points)))
        self._next_finger += len(points)
        downs = [self.finger(pygame.FINGERDOWN, finger, point) for finger, point in zip(fingers, points)]
        ups = [self.finger(pygame.FINGERUP, finger, point) for finger, point in zip(fingers, points)]
        self.app.step(1 / 60, downs + ups)

    def tap(self, point: tuple[float, float]) -> None:
        self.taps([point])

    # where things are on the screen
    def in_panel(self, place: SeatPlace, own: Rect) -> tuple[float, float]:
        return to_screen(*own.center, self.scene.panels[place].rect, place.rotation)

    def key(self, place: SeatPlace, key: str) -> tuple[float, float]:
        entry = self.scene.state.taken[place]
        layout = self.scene.panel_layout(place)
        (placed,) = [placed for placed in layout.keys.page(entry.page) if placed.key == key]
        return self.in_panel(place, placed.rect)

    def first_letters(self, place: SeatPlace, count: int) -> list[str]:
        layout = self.scene.panel_layout(place)
        return [placed.key for placed in layout.keys.page(0) if placed.key.isalpha() and len(placed.key) == 1][:count]

    def done(self, place: SeatPlace) -> tuple[float, float]:
        return self.in_panel(place, self.scene.panel_layout(place).done)

    def middle_button(self, copy_index: int, name: str) -> tuple[float, float]:
        copy = self.scene.copies[copy_index]
        rect = self.scene.middle_layout(copy).buttons[name]
        return to_screen(*rect.center, copy.area, copy.rotation)

    def sit(self, places: list[SeatPlace]) -> None:
        self.taps([place.zone.center for place in places])


@pytest.fixture(params=CONFIGS, ids=lambda config: f"{config[0][0]}x{config[0][1]}-{config[1]}in")
def table(request, make_app) -> Table:
    size, diagonal = request.param
    return Table(make_app(size), diagonal)


@pytest.fixture()
def big_table(make_app) -> Table:
    return Table(make_app((1920, 1080)), 55)


def test_every_offered_place_is_taken_by_taps_in_the_same_frame(table: Table) -> None:
    places = table.scene.places
    assert len(places) == (6 if table.scene.screen.diagonal_in == 34 else 8)
    table.sit(list(places))
    assert set(table.scene.state.taken) == set(places)
    assert table.scene.state.ready  # everyone keeps the default name offered: nobody has to type


def test_two_players_type_at_once_each_in_their_own_panel(table: Table) -> None:
    places = table.scene.places
    one, other = places[0], places[len(places) // 2]
    assert one.edge is not other.edge
    table.sit([one, other])
    first, second = table.first_letters(one, 2), table.first_letters(other, 2)
    table.taps([table.key(one, first[0]), table.key(other, second[1])])
    table.taps([table.key(one, first[1]), table.key(other, second[0])])
    assert table.scene.state.name(one) == first[0] + first[1]
    assert table.scene.state.name(other) == second[1] + second[0]
    # A finger pressed on a key of one panel and dragged into the other panel types nowhere.
    start, end = table.key(one, first[0]), table.in_panel(other, table.scene.panel_layout(other).name)
    table.app.step(1 / 60, [table.finger(pygame.FINGERDOWN, 99, start)])
    table.app.step(1 / 60, [table.finger(pygame.FINGERMOTION, 99, end)])
    table.app.step(1 / 60, [table.finger(pygame.FINGERUP, 99, end)])
    assert table.scene.state.name(one) == first[0] + first[1]
    assert table.scene.state.name(other) == second[1] + second[0]


def test_shift_gives_one_capital_and_backspace_takes_the_last_letter(big_table: Table) -> None:
    place = big_table.scene.places[0]
    big_table.sit([place])
    for key in ("shift", "a", "d", "a", "m", "backspace"):
        big_table.tap(big_table.key(place, key))
    assert big_table.scene.state.name(place) == "Ada"


def _texts_drawn(table: Table, place: SeatPlace, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The lines a seat's panel shows as it stands."""
    scene = table.scene
    drawn: list[str] = []
    real = fonts.render

    def recording(text, role, px, colour):
        drawn.append(text)
        return real(text, role, px, colour)

    monkeypatch.setattr(fonts, "render", recording)
    picture = upright_surface(scene.panels[place].rect, place.rotation)
    paint_panel(picture, scene.screen, scene.panel_layout(place), scene.panel_looks()[place])
    monkeypatch.setattr(fonts, "render", real)
    return drawn


def test_a_duplicate_or_empty_name_is_refused_in_its_panel_in_words(big_table: Table,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    scene = big_table.scene
    one, other = scene.places[0], scene.places[1]
    big_table.sit([one, other])
    for place in (one, other):
        for key in ("b", "o"):
            big_table.tap(big_table.key(place, key))
    big_table.tap(big_table.done(one))
    assert scene.state.problem(one) == scene.state.problem(other) == "duplicate_name"
    assert not scene.state.taken[one].named and not scene.state.ready
    for place in (one, other):
        assert t("setup.error.duplicate_name") in _texts_drawn(big_table, place, monkeypatch)
    big_table.tap(big_table.key(other, "backspace"))
    big_table.tap(big_table.key(other, "backspace"))
    big_table.tap(big_table.done(other))
    assert scene.state.problem(other) == "empty_name" and not scene.state.taken[other].named
    assert scene.state.problem(one) is None
    assert t("setup.error.empty_name") in _texts_drawn(big_table, other, monkeypatch)
    assert t("setup.error.empty_name") not in _texts_drawn(big_table, one, monkeypatch)
    big_table.tap(big_table.key(other, "x"))
    big_table.tap(big_table.done(other))
    assert scene.state.taken[other].named and scene.state.named == 1


def test_start_waits_for_four_seats_and_hands_the_sitting_and_names_in_seat_order(table: Table) -> None:
    scene = table.scene
    places = list(scene.places)
    table.sit(places[:3])
    table.tap(table.middle_button(0, "start"))
    assert table.started == []
    # The last place taken is the first seat clockwise once someone sits at the bottom right.
    table.sit([places[3]])
    chosen = places[3]
    for key in table.first_letters(chosen, 3):
        table.tap(table.key(chosen, key))
    table.tap(table.middle_button(1, "vote_secret"))  # the copy facing the top side works the same
    assert "fall_mouse" not in scene.middle_layout(scene.copies[0]).buttons  # four players: no Fall Mouse
    table.tap(table.middle_button(1, "start"))
    ((sitting, setup),) = table.started
    taken = places[:4]
    assert sitting == TableSitting.of(scene.screen, taken)
    assert sitting.places == seat_order(taken)
    assert setup.names == tuple(scene.state.name(place) for place in seat_order(taken))
    assert "".join(table.first_letters(chosen, 3)) in setup.names
    assert setup.vote_mode is VoteMode.SECRET and not setup.fall_mouse
    assert setup.discussion_seconds == table.app.settings.discussion_seconds
    assert setup.hour_seconds == 3.0


def test_fall_mouse_is_offered_from_six_seats_and_back_leaves(table: Table) -> None:
    scene = table.scene
    table.sit(list(scene.places[:6]))
    table.tap(table.middle_button(0, "fall_mouse"))
    assert scene.state.fall_mouse
    table.tap(table.middle_button(0, "start"))
    ((_, setup),) = table.started
    assert setup.fall_mouse and setup.player_count == 6 and setup.vote_mode is VoteMode.POINT
    table.tap(table.middle_button(1, "back"))
    assert table.backs == [True]


def test_leaving_frees_the_place_for_someone_else(big_table: Table) -> None:
    scene = big_table.scene
    place = scene.places[2]
    big_table.sit([place])
    big_table.tap(big_table.in_panel(place, scene.panel_layout(place).leave))
    assert place not in scene.state.taken
    big_table.sit([place])
    assert place in scene.state.taken


def _apart(one: Rect, other: Rect, gap: int) -> bool:
    return max(other.x - one.right, one.x - other.right, other.y - one.bottom, one.y - other.bottom) >= gap


def test_every_target_is_large_enough_and_clear_of_the_others(table: Table) -> None:
    scene, screen = table.scene, table.scene.screen
    for place in scene.places:
        target = scene.sit_target(place)
        assert min(target.width, target.height) >= screen.target_px
        assert target.inside(Rect(0, 0, *own_size(place.zone, place.rotation)))
    table.sit(list(scene.places))
    for copy in scene.copies:
        assert not any(copy.area.overlaps(panel.rect) for panel in scene.panels.values())
        layout = scene.middle_layout(copy)
        buttons = list(layout.buttons.values())
        assert set(layout.buttons) == {"vote_point", "vote_secret", "fall_mouse", "back", "start"}
        for button in buttons:
            assert min(button.width, button.height) >= screen.target_px
            assert button.inside(Rect(0, 0, *own_size(copy.area, copy.rotation)))
            assert not button.overlaps(layout.count) and not button.overlaps(layout.advice)
        for one, other in itertools.combinations(buttons, 2):
            assert _apart(one, other, screen.gap_px)


def _near_and_far(rect: Rect, edge: Edge, share: float) -> tuple[pygame.Rect, pygame.Rect]:
    """The strips of ``rect`` nearest to and farthest from its seat's edge, ``share`` of it deep."""
    if edge in (Edge.BOTTOM, Edge.TOP):
        depth = int(rect.height * share)
        low = pygame.Rect(rect.x, rect.bottom - depth, rect.width, depth)
        high = pygame.Rect(rect.x, rect.y, rect.width, depth)
        return (low, high) if edge is Edge.BOTTOM else (high, low)
    depth = int(rect.width * share)
    left = pygame.Rect(rect.x, rect.y, depth, rect.height)
    right = pygame.Rect(rect.right - depth, rect.y, depth, rect.height)
    return (right, left) if edge is Edge.RIGHT else (left, right)


def _pixels_of(surface: pygame.Surface, area: pygame.Rect, colour: pygame.Color) -> int:
    return pygame.mask.from_threshold(surface.subsurface(area), colour, (6, 6, 6, 255)).count()


def test_each_seat_reads_its_own_text_the_right_way_up(table: Table) -> None:
    scene, surface = table.scene, table.app.surface
    scene.draw(surface)
    highlight = theme.colour("public_highlight")
    for place in scene.places:
        # "Sit here" lies at the zone's own bottom: the strip by the seat's edge, whichever edge that is.
        near, far = _near_and_far(place.zone, place.edge, 0.3)
        assert _pixels_of(surface, near, highlight) > 0 and _pixels_of(surface, far, highlight) == 0, place.edge
    table.sit(list(scene.places))
    scene.draw(surface)
    offered = theme.colour("public_dim")  # the default name offered, until its seat types or taps Done
    for place in scene.places:
        # Each name is written across the panel's far side, the top of the seat's own view.
        near, far = _near_and_far(scene.panels[place].rect, place.edge, 0.15)
        assert _pixels_of(surface, far, offered) > 0 and _pixels_of(surface, near, offered) == 0, place.edge


def test_the_gallery_states_draw(big_table: Table) -> None:
    scenes = seating_gallery_scenes(big_table.app, big_table.scene.screen)
    assert [name for name, _ in scenes] == ["table-seating-empty", "table-seating-typing", "table-seating-ready"]
    _, empty = scenes[0]
    _, typing = scenes[1]
    _, ready = scenes[2]
    assert empty.state.seated == 0 and typing.state.seated == 3 and ready.state.ready
    for _, scene in scenes:
        scene.draw(big_table.app.surface)


def test_an_untyped_name_is_the_default_in_the_current_language(big_table: Table) -> None:
    scene = big_table.scene
    place = scene.places[3]
    big_table.sit([place])
    assert scene.state.name(place) == t("setup.default_name.3")
    big_table.app.set_language("fr")
    assert scene.state.name(place) == t("setup.default_name.3") != ""
    big_table.tap(big_table.key(place, "backspace"))
    assert scene.state.name(place) == "" and scene.state.problem(place) == "empty_name"


def test_drawing_only_the_changes_gives_the_whole_frame(big_table: Table) -> None:
    scene, shown = big_table.scene, big_table.app.surface
    one, other = scene.places[0], scene.places[4]
    big_table.sit([one, other])
    big_table.tap(big_table.key(one, "q"))
    big_table.tap(big_table.in_panel(other, scene.panel_layout(other).leave))
    big_table.tap(big_table.middle_button(0, "vote_secret"))
    assert scene.draw_changes(shown)  # the app's frames so far, brought up to date
    whole = pygame.Surface(big_table.app.size)
    scene.draw(whole)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")
    big_table.tap(big_table.key(one, "w"))
    big_table.app.step(1 / 60)
    scene.draw(whole)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_the_seating_prepared_during_its_fade_shows_the_same_first_frame(make_app) -> None:
    app = make_app((1920, 1080))
    pictures = []
    for prepared in (False, True):
        scene = TableSeatingScene(app, TableScreen(1920, 1080, 55), lambda sitting, setup: None, lambda: None)
        scene.on_enter()
        steps = scene.prepare_steps()
        assert len(steps) > len(scene.places)  # the frame's areas, then the keyboards
        for step in steps if prepared else ():
            step()
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


@pytest.mark.parametrize("size, diagonal", [((1920, 1080), 55), ((1920, 1080), 32)])
def test_keys_painted_once_for_panels_laid_out_alike_look_as_if_painted_in_each(make_app, size, diagonal) -> None:
    from scenes.table.seating_paint import PanelLook

    app = make_app(size)
    scene = TableSeatingScene(app, TableScreen(*size, diagonal), lambda sitting, setup: None, lambda: None)
    keyboards: dict = {}
    for place in scene.places:
        layout = scene.panel_layout(place)
        for shifted, page, problem in ((False, 0, None), (True, 1, "empty")):
            look = PanelLook("Ada", False, problem, False, shifted, page)
            kept, direct = (upright_surface(scene.panels[place].rect, place.rotation) for _ in range(2))
            for _ in range(2):  # painted, then taken from what was kept
                paint_panel(kept, scene.screen, layout, look, keyboards)
            paint_panel(direct, scene.screen, layout, look)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")
    assert len(keyboards) < 2 * len(scene.places)  # panels laid out alike share their keys


def test_eight_sitting_down_in_one_frame_are_painted_a_few_panels_a_frame_and_end_as_a_whole_frame(
        big_table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.table import seating as table_seating

    painted: list[int] = []
    real_paint = table_seating.paint_panel

    def counting(*args, **kwargs) -> None:
        painted.append(big_table.app.frames_drawn)
        real_paint(*args, **kwargs)

    monkeypatch.setattr(table_seating, "paint_panel", counting)
    scene = big_table.scene
    # On a fresh start the dummy window's own "shown" event is still queued and would ask for a whole frame.
    pygame.event.get()
    big_table.sit(list(scene.places))
    frames = 0
    while scene.wants_frame() and frames < 10:
        big_table.app.step(1 / 60)
        frames += 1
    per_frame = [painted.count(frame) for frame in set(painted)]
    assert len(painted) == 8 and max(per_frame) <= table_seating.AREAS_PER_FRAME, per_frame
    whole = pygame.Surface(big_table.app.size)
    scene.draw(whole)
    assert pygame.image.tobytes(big_table.app.surface, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_the_seating_fade_makes_its_one_screen_picture_alone_and_opens_the_keys_fonts_in_a_step_of_their_own(
        make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept frame is the fade's only screen-sized picture (a new one took 20 ms at 4K), made in a step that
    paints no area, and the keys' fonts open in heavy steps, each alone in its frame: first the arrows' CJK face
    (8-11 ms to open), then the keys' own, before any keys are painted: painting them then opens no font."""
    from app.frames.scene_hooks import is_heavy
    from art import faces
    from scenes.table import seating as table_seating

    fonts.forget_rendered_text()  # as on a fresh start: lines earlier tests left rendered would open no face
    app = make_app((1920, 1080))
    scene = TableSeatingScene(app, TableScreen(1920, 1080, 55), lambda sitting, setup: None, lambda: None)
    scene.on_enter()
    steps = scene.prepare_steps()
    made: list[tuple[int, int]] = []
    real_surface = table_seating.opaque_surface
    monkeypatch.setattr(table_seating, "opaque_surface", lambda size: made.append(size) or real_surface(size))
    steps[0]()
    assert scene._frame is not None and not scene._shown and made == [app.size]
    steps[1]()
    assert len(scene._shown) == 1 and made == [app.size]
    heavy = [index for index, step in enumerate(steps) if is_heavy(step)]
    assert len(heavy) == 2 and heavy[1] == heavy[0] + 1, "the arrows' face, then the keys' fonts, a frame each"
    for step in steps[2:heavy[0]]:
        step()
    fonts._load.cache_clear()
    faces._shared.cache_clear()
    steps[heavy[0]]()
    assert faces._shared.cache_info().misses == 1, "the arrows' step opens the CJK file"
    steps[heavy[1]]()
    keys_opened = fonts._load.cache_info().misses
    files_opened: list[str] = []

    class Recording(faces._FacesOfFile):
        def __init__(self, path: str) -> None:
            files_opened.append(path)
            super().__init__(path)

    monkeypatch.setattr(faces, "_FacesOfFile", Recording)
    for step in steps[heavy[1] + 1:]:
        step()  # every place's panel as first seen: its keys, hint and buttons
    # Which Latin files open here depends on the lines earlier tests left rendered; the CJK file never opens again.
    assert not [path for path in files_opened if path.endswith(faces._ONE_FACE_FILES)], "the CJK file is open already"
    # Handles on the open Latin faces for the name, the hint and the buttons are made here (0.2 ms each, in the
    # panels' own steps), the keys' ones not again.
    assert fonts._load.cache_info().misses - keys_opened <= 5


def test_the_first_curtains_are_painted_ahead_while_players_sit_down(make_app) -> None:
    """Seating queues each panel's curtain and band, painted once into a picture thrown away: the turns' fade then
    opens no font for them (the first panel took 9 ms in a frame of that fade). Without the tasks it would."""
    from play.flow import StepKind
    from scenes.table.curtains_ahead import curtains_ahead
    from scenes.table.held_panel import HeldPanel
    from scenes.table.turns import TurnsWords
    from table.panels import seatable_places

    make_app((1920, 1080))
    screen = TableScreen(1920, 1080, 55)
    sitting = TableSitting.of(screen, seatable_places(screen)[:6])
    words = TurnsWords.of("en", StepKind.NIGHT_TURN, 6)

    def fonts_opened_by_the_fade() -> int:
        opened = fonts._load.cache_info().misses
        for seat, panel in enumerate(sitting.panels):
            HeldPanel(screen, panel, seat, "", lambda size: None).paint(words.hold, words.curtain)  # type: ignore[arg-type]
        return fonts._load.cache_info().misses - opened

    tasks = list(curtains_ahead(sitting))
    assert len(tasks) == 6 * 4 and len({key for key, _task in tasks}) == 6 * 4  # the sky in two parts, the mouse, the rest
    for painted_ahead in (False, True):
        fonts._load.cache_clear()
        fonts.forget_rendered_text()
        if painted_ahead:
            for _key, task in tasks:
                task()
        assert (fonts_opened_by_the_fade() == 0) is painted_ahead


def test_sitting_down_queues_the_curtains_of_the_panels_as_they_stand(make_app) -> None:
    app = make_app((1920, 1080))
    scene = TableSeatingScene(app, TableScreen(1920, 1080, 55), lambda sitting, setup: None, lambda: None)
    scene.on_enter()
    scene._sit(scene.places[0])
    scene._sit(scene.places[3])
    queued = [key for key in app.frames.warm_up._known if isinstance(key, tuple) and key[0] == "table-curtain"]
    assert {key[1] for key in queued} == {0, 1} and {key[4] for key in queued} >= {2}


def test_the_seating_fade_paints_every_panel_as_first_seen_so_sitting_down_paints_only_the_names(
        big_table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Painting whole panels in the frame where players sit down took it to 13-19 ms: the fade paints each
    place's panel as first seen (keys, hint, buttons) into the picture its area will use."""
    from scenes.table import seating as table_seating

    scene = big_table.scene
    scene._upright.clear()
    for step in scene.prepare_steps():  # what the fade into the seating runs, a step a frame
        step()
    pictures = dict(scene._upright)
    assert all((place, scene.panels[place].rect) in pictures for place in scene.places)
    new_lines: list[int] = []
    real_paint = table_seating.paint_panel

    def counting(*args, **kwargs) -> None:
        rendered = fonts._RENDERED.misses
        real_paint(*args, **kwargs)
        new_lines.append(fonts._RENDERED.misses - rendered)

    monkeypatch.setattr(table_seating, "paint_panel", counting)
    big_table.sit(list(scene.places))
    while scene.wants_frame():
        big_table.app.step(1 / 60)
    panels = {key: picture for key, picture in scene._upright.items() if key[0] in scene.places}
    assert all(pictures.get(key) is picture for key, picture in panels.items()), "no new picture for a panel"
    assert len(new_lines) == len(scene.places) and max(new_lines) <= 1, "each panel's only new line: its name"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_sitting_down_reserves_the_widget_managers_the_turns_pages_will_ask_for(make_app, lang: str) -> None:
    """Each seat's turn shows in the shielded part of its panel, on a manager scaled for the table's least words:
    the seating reserved managers of the panel's whole page instead, and the turns' fade built eight of its own,
    parsing their theme in one of its frames (10-20 ms)."""
    from app.scene import Scene
    from scenes.kit.table_mode import table_screen_in_language
    from scenes.table.held_panel import HeldPanel

    app = make_app((1920, 1080), lang=lang)
    screen = table_screen_in_language(app.size, 55)
    scene = TableSeatingScene(app, screen, lambda sitting, setup: None, lambda: None)
    scene.on_enter()
    for place in scene.places[:6]:
        scene._sit(place)
    sitting = TableSitting.of(screen, list(scene.state.taken))
    asked = set()
    for seat, panel in enumerate(sitting.panels):
        page = Scene(app)
        page.size = HeldPanel(screen, panel, seat, "", lambda size: page).page.size
        page.text_floor_px = screen.text_px  # as ``HeldPanel.build`` sets it
        asked.add(page.manager_size())
    reserved = {key[1][0] for key in app.frames.warm_up._known if isinstance(key, tuple) and key[0] == "reserved-ui-manager"}
    assert asked <= reserved


def test_the_seating_gone_hands_its_kept_frame_to_the_next_screen_and_shows_the_same_frame_on_return(
        make_app) -> None:
    from art import surfaces

    app = make_app((1920, 1080))
    scene = TableSeatingScene(app, TableScreen(1920, 1080, 55), lambda sitting, setup: None, lambda: None)
    scene.on_enter()
    first = pygame.Surface(app.size)
    scene.draw(first)
    frame = scene._frame
    surfaces.forget_spares()
    scene.release_ui()
    assert scene._frame is None and surfaces.spare_count(app.size) == 1
    assert surfaces.opaque_surface(app.size) is frame  # the next screen paints over it
    frame.fill((255, 0, 255))
    again = pygame.Surface(app.size)
    scene.draw(again)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")


def test_a_curtain_painted_ahead_leaves_its_last_task_only_the_words_and_band(make_app, monkeypatch) -> None:
    """In one task, a panel's curtain took a step that drew nothing to 16-24 ms at 4K: its sky and its sleeping
    mouse come first, each a task, and the last finds them painted."""
    from art import table as art_table
    from scenes.table import panel_art
    from scenes.table.curtains_ahead import curtains_ahead
    from table.panels import seatable_places

    make_app((1920, 1080))
    screen = TableScreen(1920, 1080, 55)
    sitting = TableSitting.of(screen, seatable_places(screen)[:3])
    art_table.SPRITES.clear()
    tasks = list(curtains_ahead(sitting))
    for _key, task in tasks[:3]:  # the first seat's sky parts and mouse
        task()
    painted: list[str] = []
    real_backdrop, real_mouse = art_table._paint_backdrop_part, panel_art.draw_sleeper
    monkeypatch.setattr(art_table, "_paint_backdrop_part", lambda *args: painted.append("sky") or real_backdrop(*args))
    monkeypatch.setattr(panel_art, "draw_sleeper", lambda *args: painted.append("mouse") or real_mouse(*args))
    from art import mouse as art_mouse
    real_render = art_mouse._render_mouse
    monkeypatch.setattr(art_mouse, "_render_mouse", lambda *args, **kw: painted.append("mouse drawn") or real_render(*args, **kw))
    tasks[3][1]()
    assert "sky" not in painted and "mouse drawn" not in painted and "mouse" in painted


def test_the_card_faces_of_a_page_size_are_listed_once_however_many_seats_sit(make_app, monkeypatch) -> None:
    """Each seat sitting down listed every card face again (their titles translated each time: eight seats in one
    step took 13 ms at 4K); a size is listed once a language."""
    from program import i18n
    from scenes.table import seating as table_seating

    listed: list[tuple[int, int] | None] = []
    real = table_seating.card_faces
    monkeypatch.setattr(table_seating, "card_faces", lambda app, pages, size=None: listed.append(size) or real(app, pages, size))
    app = make_app((1920, 1080))
    scene = TableSeatingScene(app, TableScreen(1920, 1080, 55), lambda sitting, setup: None, lambda: None)
    scene.on_enter()
    for place in scene.places[:6]:
        scene._sit(place)
    assert listed and len(listed) == len(set(listed))
    sizes = set(listed)
    i18n.set_language("zh")
    try:
        scene._sit(scene.places[6])
    finally:
        i18n.set_language("en")
    assert len(listed) > len(sizes)  # listed again in Chinese
