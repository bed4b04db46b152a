"""Widget managers of one language share their fonts, those of one window size and language their shape cache too;
others do not."""
from __future__ import annotations

import pygame
import pygame_gui


def test_managers_of_one_language_share_fonts_and_those_of_one_size_their_shapes(make_app) -> None:
    app = make_app(size=(1280, 800), lang="zh")
    first = app.frames.new_ui_manager()
    second = app.frames.new_ui_manager()
    assert first is not second
    assert first.get_theme().get_font_dictionary() is second.get_theme().get_font_dictionary()
    assert first.get_theme().shape_cache is second.get_theme().shape_cache
    other_size = app.frames.new_ui_manager((1024, 600))
    # A font's size is part of its name in the dictionary: a new size's theme opens no default fonts of its own
    # (10-14 ms in Chinese, in the step that parsed it).
    assert other_size.get_theme().get_font_dictionary() is first.get_theme().get_font_dictionary()
    assert other_size.get_theme().shape_cache is not first.get_theme().shape_cache


def test_managers_of_one_short_side_and_language_share_the_parsed_theme(make_app) -> None:
    app = make_app(size=(1280, 800), lang="en")
    first = app.frames.new_ui_manager((640, 480))
    second = app.frames.new_ui_manager((640, 480))
    assert first is not second and first.get_theme() is second.get_theme()
    assert app.frames.new_ui_manager((900, 480)).get_theme() is first.get_theme()  # the theme follows the short side
    assert app.frames.new_ui_manager((640, 500)).get_theme() is not first.get_theme()


def test_a_shared_theme_still_draws_each_managers_widgets(make_app) -> None:
    app = make_app(size=(800, 600), lang="zh")
    managers = [app.frames.new_ui_manager() for _ in range(2)]
    buttons = [pygame_gui.elements.UIButton(pygame.Rect(100, 100, 300, 80), text, manager)
               for text, manager in zip(("开始游戏", "返回"), managers)]
    pictures = []
    for manager in managers:
        surface = pygame.Surface((800, 600))
        manager.update(0.1)
        manager.draw_ui(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] != pictures[1], "each manager draws its own button's text"
    assert all(button.rect.width == 300 for button in buttons)


def test_a_language_change_gets_fonts_for_the_new_language(make_app) -> None:
    app = make_app(size=(800, 600), lang="en")
    latin = app.frames.new_ui_manager()
    app.set_language("zh")
    chinese = app.frames.new_ui_manager()
    assert chinese.get_theme().get_font_dictionary() is not latin.get_theme().get_font_dictionary()


def test_a_spare_manager_is_built_in_a_quiet_moment_so_the_next_screen_does_not_parse_the_theme(make_app) -> None:
    app = make_app()
    first = app.frames.new_ui_manager()
    assert app.frames.warm_up.pending() > 0, "the pool was empty: a spare is queued"
    app.frames.warm_up.finish()
    spare = app.frames.new_ui_manager()
    assert spare is not first and not app.frames.warm_up.failures
    app.frames.warm_up.finish()
    assert app.frames.new_ui_manager() not in (first, spare), "taking the spare queues the next one"
    app.frames.recycle_ui_manager(first)
    before = app.frames.warm_up.pending()
    assert app.frames.new_ui_manager() is first and app.frames.warm_up.pending() == before + 1


def test_a_spare_asked_for_before_a_change_of_language_is_not_built_for_the_old_one(make_app) -> None:
    app = make_app(lang="en")
    app.frames.new_ui_manager()
    app.frames.warm_up.forget()  # what a change of size or language does to queued work
    app.set_language("fr")
    pool = list(app.frames._ui_pool)
    app.frames._build_spare(((app.size[0], app.size[1]), "en"))
    assert app.frames._ui_pool == pool


def test_a_manager_reserved_for_a_part_of_the_window_is_built_in_a_quiet_moment_and_handed_out_once(make_app) -> None:
    app = make_app(size=(1280, 800), lang="en")
    app.frames.reserve_ui_manager((700, 300))
    app.frames.warm_up.finish()
    [reserved] = app.frames._ui_reserved[((700, 300), "en")]
    assert app.frames.new_ui_manager((700, 300)) is reserved
    assert app.frames.new_ui_manager((700, 300)) is not reserved
    app.frames.reserve_ui_manager((500, 300))
    app.frames.warm_up.finish()
    app.set_language("de")
    app.frames.reserve_ui_manager((500, 300))
    app.frames.warm_up.finish()
    assert list(app.frames._ui_reserved) == [((500, 300), "de")]  # nothing kept for the language left behind


def test_several_managers_of_one_size_are_reserved_for_panels_made_in_one_fade(make_app) -> None:
    """Six of eight seats' panels share a size: the seating reserves one manager for each, so the turns' fade
    builds none (each took 3-4 ms of a fade's frame)."""
    app = make_app(size=(1920, 1080), lang="en")
    app.frames.reserve_ui_manager((568, 288), 6)
    app.frames.reserve_ui_manager((568, 288), 6)  # asked again as another player sits down: still six
    app.frames.warm_up.finish()
    reserved = list(app.frames._ui_reserved[((568, 288), "en")])
    assert len(reserved) == 6 and len({id(manager) for manager in reserved}) == 6
    handed = [app.frames.new_ui_manager((568, 288)) for _ in range(6)]
    assert {id(manager) for manager in handed} == {id(manager) for manager in reserved}
    assert ((568, 288), "en") not in app.frames._ui_reserved


def test_a_table_game_keeps_every_seat_s_manager_between_turns(make_app) -> None:
    from app.frames.frames import UI_POOL_SIZE
    from gallery.table import _flow_at
    from play.flow import StepKind
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), StepKind.CURTAIN)
    assert app.frames.ui_pool_size == flow.player_count + UI_POOL_SIZE
    panels = [app.frames.new_ui_manager((568, 288)) for _ in range(flow.player_count)]
    for panel in panels:
        app.frames.recycle_ui_manager(panel)
    assert len(app.frames._ui_pool) == flow.player_count


def test_many_managers_of_one_size_given_back_at_once_do_not_push_out_another_sizes(make_app) -> None:
    """The end of a table's turns: eight panels give their managers back in the frame that shows the middle's
    screen, which asks for the middle's manager waiting in the pool."""
    app = make_app(size=(1280, 800), lang="en")
    middle = app.frames.new_ui_manager((900, 330))
    panels = [app.frames.new_ui_manager((400, 300)) for _ in range(8)]
    app.frames.recycle_ui_manager(middle)
    for panel in panels:
        app.frames.recycle_ui_manager(panel)
    assert len(app.frames._ui_pool) == app.frames.ui_pool_size
    assert app.frames.new_ui_manager((900, 330)) is middle


def test_a_manager_rehearsed_on_for_a_coming_screen_waits_for_it_whatever_comes_back_meanwhile(make_app) -> None:
    """The table's turns end: the discussion's widgets were rehearsed at the middle's size during the turns, then
    eight panels give their managers back in the frame that shows the discussion."""
    from types import SimpleNamespace

    app = make_app(size=(1920, 1080), lang="en")
    built: list[object] = []
    coming = SimpleNamespace(manager_size=lambda: (1760, 456), touch_floor_px=0, text_floor_px=0,
                             build_ui_parts=lambda ui: [lambda: built.append(ui)])
    app.frames.rehearse_scene_widgets(coming)
    rehearsed = built[0]
    panels = [app.frames.new_ui_manager(size) for size in [(568, 288)] * 6 + [(328, 299)] * 2]
    for panel in panels:
        app.frames.recycle_ui_manager(panel)
    assert app.frames.new_ui_manager((1760, 456)) is rehearsed


def test_a_reserved_manager_finds_its_theme_parsed_a_step_before(make_app) -> None:
    """Reserving a manager queues its theme's parsing first, as two tasks of their own (pygame_gui's default theme,
    then ours): building the manager then parses nothing (the two together were single steps of 20-50 ms)."""
    from app.frames import ui_manager

    app = make_app((640, 400))
    size = (333, 222)  # a short side no other test's window has, so its theme is not parsed yet
    assert not ui_manager.theme_parsed(size, "en")
    app.frames.reserve_ui_manager(size)
    queued = [key for key, _ in app.frames.warm_up._queue]
    assert queued[:2] == [("ui-theme-begun", 222, "en"), ("ui-theme", 222, "en")]
    assert queued[2][0] == "reserved-ui-manager"
    app.frames.warm_up._queue.popleft()[1]()
    assert ui_manager.theme_begun(size, "en") and not ui_manager.theme_parsed(size, "en")
    app.frames.warm_up._queue.popleft()[1]()
    assert ui_manager.theme_parsed(size, "en")
    parsed = ui_manager._themes[(222, "en")]
    built = app.frames.new_ui_manager(size)
    assert built.ui_theme is parsed  # taken, not parsed again
    assert (222, "en") not in ui_manager._parsed_ahead  # held by the manager now, not by the parse-ahead shelf


def test_a_reserved_manager_whose_theme_parsing_was_overtaken_parses_it_in_a_step_of_its_own(make_app) -> None:
    """Players sitting down one after another ask for more managers of a size before any is built: the newest
    request goes first, before the theme's parsing queued with the first one. Its task parses the theme, half a
    step, and leaves the building to the next step (all together took 20-30 ms of a step in Chinese)."""
    from app.frames import ui_manager

    app = make_app((640, 400))
    size = (334, 223)  # a short side no other test's window has, so its theme is not parsed yet
    app.frames.reserve_ui_manager(size, 1)
    app.frames.reserve_ui_manager(size, 2)
    assert app.frames.warm_up._queue[0][0] == ("reserved-ui-manager", (size, "en"), 2)
    app.frames.warm_up._queue.popleft()[1]()
    assert ui_manager.theme_begun(size, "en") and not ui_manager.theme_parsed(size, "en")
    app.frames.warm_up._queue.popleft()[1]()  # the rest of the parsing, queued first by the first half
    assert ui_manager.theme_parsed(size, "en") and (size, "en") not in app.frames._ui_reserved
    parsed = ui_manager._themes[(223, "en")]
    app.frames.warm_up._queue.popleft()[1]()  # the building, queued first by the parsing
    [reserved] = app.frames._ui_reserved[(size, "en")]
    assert reserved.ui_theme is parsed
    app.frames.warm_up.finish()
    assert len(app.frames._ui_reserved[(size, "en")]) == 2 and not app.frames.warm_up.failures
