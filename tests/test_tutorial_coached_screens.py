"""The tutorial's real game and practice round on the game's own screens, driven headless with the demo driver's
mouse events through the real scenes under the coach's overlay: whole walk-throughs at every count with and
without the Fall Mouse, with right and wrong presses; a press off the lit widget refused; Back and Replay; a saved
place resumed on the real screen; the practice round's hint and the real game after it."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from driver.demo import DemoDriver
from app.gestures import DemoWish
from play.flow import StepKind
from tests.tutorial_drive import LONGEST_SECONDS, mouse_tap
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table

SIZE = (640, 400)  # small frames: a whole game is hundreds of them


def open_at(app: Any, table: Table, chapter: str, persist: bool = False) -> Any:
    from scenes.home.title import TitleScene
    from scenes.tutorial.flow import TutorialFlow

    app.scenes.push(TitleScene(app), transition=False)
    flow = TutorialFlow(app, TutorialSession.start(table), persist=persist)
    flow.change(TutorialSession.start(table).go_to_chapter(chapter))
    app.step(0.0)
    return flow


def drive_chapter(app: Any, flow: Any, wish: DemoWish) -> tuple[list[str], set[str]]:
    """Follow the overlay's demo plan until the chapter is left: the steps seen and the real screens under it.
    At every step the band leaves a lit widget uncovered."""
    from scenes.tutorial.coach_overlay import CoachOverlay

    chapter = flow.session.chapter
    driver = DemoDriver(app, wish, paced=True)
    seen: list[str] = []
    screens: set[str] = set()
    while flow.session.chapter == chapter and not flow.session.finished:
        assert driver.now < LONGEST_SECONDS, f"stuck at {seen[-1:]}"
        top = app.scenes.top()
        if isinstance(top, CoachOverlay):
            if not seen or seen[-1] != flow.session.step.uid:
                seen.append(flow.session.step.uid)
            screens.add(type(top.real_scene()).__name__)
            lit = top.target_rects()
            if lit and not flow.session.step.free_play:
                assert any(not top.band.collidepoint(rect.center) for _, rect in lit), flow.session.step.uid
        driver.step()
    return seen, screens


# The real game is the same with or without the Fall Mouse (its pinned game has none); the practice round
# deals the table's own game, with the Fall Mouse where the table plays it.
WALKS = [(Table(4), 1), (Table(5), 0), (Table(6), 1), (Table(7), 0), (Table(8), 0)]
PRACTICES = [Table(4), Table(6, True), Table(7), Table(8, True)]


@pytest.mark.parametrize("table, wrong", WALKS, ids=[f"{t.players}p-{w}-wrong" for t, w in WALKS])
def test_the_real_game_reaches_its_end_on_the_real_screens(make_app, data_dir: Path, table: Table,
                                                          wrong: int) -> None:
    app = make_app(SIZE)
    app.settings.reduced_motion = True  # the finger rests on its target: fewer frames to draw
    flow = open_at(app, table, "real_game")
    wish = DemoWish(players=table.players, seed=3, extra={"wrong_moves": wrong})
    seen, screens = drive_chapter(app, flow, wish)
    steps = chapter_steps("real_game", table).steps
    assert seen == [step.uid for step in steps], "every coached step, in order"
    assert dict(flow.session.wrong) == {step.uid: wrong for step in steps if step.expects is not None and wrong}
    assert {"CurtainScene", "PrivateTurnScene", "DiscussionScene", "RevealScene", "ReplayScene"} <= screens
    assert ("PointVoteScene" in screens) == (table.players % 2 == 0)  # else the secret ballot's private turns
    assert flow.session.chapter != "real_game" and "real_game" in flow.session.chapters_done


@pytest.mark.parametrize("table", PRACTICES, ids=[f"{t.players}p{'-fall-mouse' if t.fall_mouse else ''}"
                                                 for t in PRACTICES])
def test_the_practice_round_is_a_whole_game_on_the_real_screens_then_the_end(make_app, data_dir: Path,
                                                                           table: Table) -> None:
    from scenes.tutorial.end import TutorialEndScene

    app = make_app(SIZE)
    app.settings.reduced_motion = True
    flow = open_at(app, table, "practice")
    assert flow.coached.session.setup.fall_mouse == table.fall_mouse
    wish = DemoWish(players=table.players, seed=3, fall_mouse=table.fall_mouse)
    seen, screens = drive_chapter(app, flow, wish)
    assert seen == ["practice.play"] and flow.session.finished
    assert {"CurtainScene", "PrivateTurnScene", "RevealScene", "ReplayScene"} <= screens
    assert isinstance(app.scenes.top(), TutorialEndScene)


def test_a_press_off_the_lit_widget_is_refused_with_a_hint_then_the_widget_ringed(make_app, data_dir: Path) -> None:
    from scenes.kit.curtain import CurtainScene

    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    overlay = app.scenes.top()
    for _ in range(2):  # past the words before the first curtain (the table, then the game)
        overlay.go_next()
        app.step(0.0)
    assert flow.session.step.name == "g00.curtain" and flow.session.hint is None
    beside = overlay.spot_beside(overlay.target_rects())
    assert beside is not None
    mouse_tap(app, beside)
    assert isinstance(overlay.real_scene(), CurtainScene) and flow.coached.session.step_index == 0
    assert flow.session.wrong_moves == 1 and flow.session.hint is not None
    assert overlay.caption()[1] == overlay.words(flow.session.hint)
    mouse_tap(app, beside)
    assert flow.session.highlight, "the right widget ringed after a second wrong press"
    hold = overlay.target_rects()[0][1].center
    import pygame

    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hold, button=1, touch=False)])
    for _ in range(12):
        app.step(0.1)
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hold, button=1, touch=False)])
    assert flow.session.step.name == "g01.card" and flow.coached.session.step_index == 1
    assert dict(flow.session.wrong) == {"real_game.g00.curtain": 2}


def test_back_and_replay_start_a_screen_again_from_the_game_as_it_stood(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.private_turn import PrivateTurnScene
    from scenes.kit.curtain import CurtainScene

    app = make_app(SIZE)
    app.settings.reduced_motion = True
    flow = open_at(app, Table(6), "real_game")
    driver = DemoDriver(app, DemoWish(players=6, seed=1), paced=True)
    while flow.session.step.name != "g13.dawn":  # the learner's dawn page, after the others' secret night turns
        assert driver.now < 300
        driver.step()
    actions = list(flow.coached.session.actions)
    overlay = app.scenes.top()
    mouse_tap(app, overlay.buttons["replay"].rect.center)
    assert flow.session.step.name == "g13.dawn" and flow.coached.session.step_index == 13
    real = app.scenes.top().real_scene()
    assert isinstance(real, PrivateTurnScene) and real.progress.page_index == 0 and real.seat == 0
    assert flow.coached.session.actions == actions[:len(flow.coached.session.actions)]
    mouse_tap(app, app.scenes.top().buttons["back"].rect.center)
    assert flow.session.step.name == "g12.followers_rule" and flow.coached.session.step_index == 12
    assert isinstance(app.scenes.top().real_scene(), CurtainScene)
    assert all(not uid.startswith(("real_game.g12", "real_game.g13")) for uid, _ in flow.session.moves)
    mouse_tap(app, app.scenes.top().buttons["back"].rect.center)  # to the first of the others' secret turns
    assert flow.session.step.name == "g02.secret" and flow.coached.session.step_index == 2
    assert isinstance(app.scenes.top().real_scene(), CurtainScene) and flow.session.step.targets == ()


def test_back_in_a_private_turn_goes_one_step_or_one_page_back_not_to_the_turn_s_start(make_app,
                                                                                       data_dir: Path) -> None:
    """Back on a step to read shows the words before it on the same page, as the page stands; after a tap, the
    page starts again as it was before the tap; Replay starts the page shown, never the turn's first page."""
    from scenes.cheese_thief.private_turn import PrivateTurnScene

    app = make_app(SIZE)
    app.settings.reduced_motion = True
    flow = open_at(app, Table(5), "real_game")
    driver = DemoDriver(app, DemoWish(players=5, seed=1), paced=True)

    def walk_to(name: str) -> PrivateTurnScene:
        while flow.session.step.name != name or app.scenes.fade is not None:
            assert driver.now < 300, flow.session.step.name
            driver.step()
        real = app.scenes.top().real_scene()
        assert isinstance(real, PrivateTurnScene)
        return real

    def press(button: str) -> PrivateTurnScene:
        mouse_tap(app, app.scenes.top().buttons[button].rect.center)
        app.step(0.0)
        real = app.scenes.top().real_scene()
        assert isinstance(real, PrivateTurnScene)
        return real

    night = walk_to("g01.night")
    assert press("back") is night and flow.session.step.name == "g01.night_rule", "words before, same page"
    assert page_name(night) == "night"
    walk_to("g01.seen")
    replayed = press("replay")
    assert flow.session.step.name == "g01.peek" and page_name(replayed) == "move"
    assert replayed.page.picks == [], "the cup to tap again"
    assert not any(uid.startswith("real_game.g01.peek") for uid, _ in flow.session.moves), "the peek to do again"
    walk_to("g01.peek")
    back = press("back")
    assert flow.session.step.name == "g01.night_rule" and page_name(back) == "night", "the page before"
    back = press("back")
    assert flow.session.step.name == "g01.roll" and page_name(back) == "roll" and not back.page.rolled, \
        "the roll to tap again, not the card"
    assert page_name(press("back")) == "card" and flow.session.step.name == "g01.card"


def test_a_saved_place_in_the_real_game_resumes_on_its_real_screen(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.private_turn import PrivateTurnScene
    from scenes.tutorial.flow import TutorialFlow

    session = TutorialSession.start(Table(7)).go_to_chapter("real_game")
    while session.step.name != "g01.night":
        expects = session.step.expects
        session = (session.act(expects.scripted) if expects is not None else session).next()
    saved = TutorialSession.from_text(json_of(session))
    assert saved == session
    app = make_app(SIZE, "de")
    flow = TutorialFlow(app, TutorialSession.start(Table(7)), saved, persist=False)
    app.scenes.push(flow.scene_for(flow.session), transition=False)
    flow.resume()
    app.step(0.0)
    assert flow.session.step.name == "g01.night_rule", "a page starts again from its first step"
    real = app.scenes.top().real_scene()
    assert isinstance(real, PrivateTurnScene) and real.seat == 0 and flow.coached.session.step_index == 1
    assert page_name(real) == "night", "the turn's earlier pages were done: it opens at the night"
    assert flow.coached.names == chapter_steps("real_game", Table(7)).names("de")


def page_name(turn: Any) -> str:
    return turn.plan.pages[turn.progress.page_index].name


def json_of(session: TutorialSession) -> str:
    import json

    return json.dumps(session.to_json())


def test_the_practice_hint_lights_what_moves_the_game_on_and_a_real_game_follows(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.play_flow import PlayFlow
    from scenes.kit.curtain import CurtainScene

    app = make_app(SIZE, "zh")
    flow = open_at(app, Table(6, True), "practice")
    overlay = app.scenes.top()
    assert overlay.target_rects() == [] and "hint" in overlay.buttons
    mouse_tap(app, overlay.buttons["hint"].rect.center)
    assert overlay.hint_shown and [name for name in overlay.targets()] == ["hold"]
    assert overlay.caption()[0] == overlay.words(__import__("tutorial.texts", fromlist=["Text"]).Text.of(
        "tutorial.practice.hint.curtain"))
    assert flow.coached.session.setup.fall_mouse and flow.coached.free_play
    flow.play_for_real()
    top = app.scenes.top()
    assert isinstance(top, CurtainScene) and type(top.flow) is PlayFlow
    assert top.flow.session.step.kind is StepKind.CURTAIN and top.flow.player_count == 6
    assert flow.session.finished


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280), (1024, 600)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_coached_sentence_fits_the_band_in_every_language(make_app, data_dir: Path, size) -> None:
    from program import i18n
    from scenes.tutorial.text_size import fits, text_px
    from tutorial.texts import render

    app = make_app(size)
    flow = open_at(app, Table(8), "real_game")
    overlay = app.scenes.top()
    _px, least = text_px(size)
    for lang in ("zh", "en", "fr", "de"):
        i18n.set_language(lang)
        sentences = {render(text, lang, shown.names(lang)) for shown in
                     (chapter_steps("real_game", Table(players)) for players in (4, 5, 6, 7, 8))
                     for step in shown.steps for text in step.texts()}
        assert len(sentences) > 100
        for words in sentences:
            assert fits(words, overlay.words_rect, least), (lang, words)
    assert flow.session.chapter == "real_game"


def test_every_step_names_a_screen_the_gallery_draws() -> None:
    from gallery.pictures import screens
    from tutorial.dry_run import plan_records
    from tutorial.table import EVERY_TABLE

    drawn = {screen.name for screen in screens()}
    named = {record["screen"] for table in EVERY_TABLE for record in plan_records(table, "en")}
    assert named - drawn == set()
    assert {"curtain", "turn-roll", "turn-move-peek", "vote-entry", "turn-ballot"} <= named


MODULE_WALKS = [("followers", Table(7), 1), ("fall_mouse", Table(6, True), 2), ("five_players", Table(5), 1),
                ("four_players", Table(4), 1), ("ties", Table(5), 1), ("ties", Table(4, tie_protects_thief=True), 0),
                ("secrets", Table(7), 1), ("secrets", Table(4), 0)]
# The real screens each module goes through, beyond a private turn's and the reveal.
MODULE_SCREENS = {"ties": {"DiscussionScene"}, "secrets": {"CurtainScene"}}


@pytest.mark.parametrize("chapter, table, wrong", MODULE_WALKS,
                         ids=[f"{c}-{t.players}p{'-house-rule' if t.tie_protects_thief else ''}-{w}-wrong"
                              for c, t, w in MODULE_WALKS])
def test_a_module_is_walked_on_the_real_screens_to_its_end(make_app, data_dir: Path, chapter: str, table: Table,
                                                          wrong: int) -> None:
    """A module's few real screens, from its New deal card to its last tap, with a wrong press first at each."""
    app = make_app(SIZE)
    app.settings.reduced_motion = True
    flow = open_at(app, table, chapter)
    assert flow.session.step.name.startswith("deal_") and flow.session.step.coached
    wish = DemoWish(players=table.players, seed=3, extra={"wrong_moves": wrong})
    seen, screens = drive_chapter(app, flow, wish)
    steps = chapter_steps(chapter, table).steps
    assert seen == [step.uid for step in steps], "every coached step, in order"
    assert dict(flow.session.wrong) == {step.uid: wrong for step in steps if step.expects is not None and wrong}
    assert {"PrivateTurnScene", *MODULE_SCREENS.get(chapter, {"CurtainScene", "RevealScene"})} <= screens
    assert chapter in flow.session.chapters_done


def test_the_night_s_replay_can_be_paged_through_while_the_coach_closes_the_game(make_app, data_dir: Path) -> None:
    """After "Tap Next to go through the night" the coach's last words stay up; the replay's own Previous and Next
    still page through the night (they used to do nothing), and the coach's step stays where it is."""
    from tests.test_tutorial_coach_roll_and_menu import _go_to

    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    overlay = _go_to(app, flow, "g32.end")
    app.scenes.fade = None
    replay = overlay.real_scene()
    page = replay.page
    mouse_tap(app, replay.next_button.rect.center)
    assert replay.page == page + 1 and flow.session.step.name == "g32.end"
    mouse_tap(app, replay.prev_button.rect.center)
    assert replay.page == page and flow.session.step.name == "g32.end"
    app.scenes.clear()
