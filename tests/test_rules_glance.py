"""Rules at a glance: what each panel says for a table, opening and closing it from the setup, the discussion
and the pointed vote with mouse and FINGER taps (each screen comes back as it was), and its absence from every
curtain and private screen."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from program import i18n
from driver.audit import PrivacyAudit
from app.plan_lookup import demo_plan
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.table_rules import table_rules
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.kit.curtain import CurtainScene
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.cheese_thief.point_vote import COUNT_SECONDS, PointVoteScene
from scenes.cheese_thief.rules_glance import RulesGlanceScene, open_rules_at_a_glance
from scenes.cheese_thief.rules_glance_panels import PANEL_NAMES, glance_panels, options_key
from scenes.cheese_thief.setup import SetupScene
from scenes.cheese_thief.setup_draft import SetupDraft
from tests.play_helpers import play_step
from tests.public_screen_helpers import NAMES, key, press, run, show

TIE_RULE = HouseRules(tie_protects_thief=True)
ENGLISH = json.loads((Path(__file__).resolve().parent.parent / "assets/translations/cheese.en.json").read_text("utf-8"))["en"]


def panel_keys(count: int, fall_mouse: bool = False, house_rules: HouseRules = NO_HOUSE_RULES) -> dict[str, str]:
    return {panel.name: panel.text_key for panel in glance_panels(table_rules(count, fall_mouse, house_rules))}


# ----- what the panels say -----------------------------------------------------------------------------------
def test_the_panels_follow_the_player_count() -> None:
    four, five, six, seven, eight = (panel_keys(count) for count in range(4, 9))
    assert four["night"] == "glance.night.choose" and five["night"] == "glance.night.one_die"
    assert four["peek"] == "glance.peek.none" and five["peek"] == "glance.peek.text"
    assert four["followers"] == "glance.followers.none" and four["goal"] == "glance.goal.text_alone"
    assert five["followers"] == "glance.followers.witnesses"
    assert six["followers"] == "glance.followers.chosen_one"
    assert seven["followers"] == "glance.followers.chosen_blind"
    assert eight["followers"] == "glance.followers.chosen_all"
    values = {panel.name: panel.values for panel in glance_panels(table_rules(4))}
    assert values["night"] == {"dice": "2"} and values["peek"] == {"count": "4"}
    assert {panel.name: panel.values for panel in glance_panels(table_rules(7))}["followers"] == {"count": "2", "hour": "6"}


def test_the_panels_follow_the_options() -> None:
    plain, fall, tie, both = (panel_keys(7, fall_mouse, rules) for fall_mouse, rules in
                              ((False, NO_HOUSE_RULES), (True, NO_HOUSE_RULES), (False, TIE_RULE), (True, TIE_RULE)))
    assert (plain["win"], fall["win"], tie["win"], both["win"]) == (
        "glance.win.book", "glance.win.fall_mouse", "glance.win.tie_rule", "glance.win.fall_mouse_tie_rule")
    assert plain["vote"] == fall["vote"] == "glance.vote.text"
    assert tie["vote"] == both["vote"] == "glance.vote.text_tie_rule"
    assert fall["goal"] == both["goal"] == "glance.goal.text_fall_mouse" and plain["goal"] == "glance.goal.text"
    assert options_key(table_rules(7, True, TIE_RULE)) == "glance.options.fall_mouse_tie_rule"
    assert options_key(table_rules(5)) == "glance.options.book"


@pytest.mark.parametrize("count", range(4, 9))
def test_every_panel_has_a_heading_a_text_and_a_picture_in_every_language(count: int) -> None:
    panels = glance_panels(table_rules(count, count >= 6, TIE_RULE))
    assert tuple(panel.name for panel in panels) == PANEL_NAMES
    for panel in panels:
        assert panel.heading_key in ENGLISH and panel.text_key in ENGLISH
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            text = i18n.t(panel.text_key, **panel.values)
            assert "%{" not in text and text.count("。") + text.count(". ") + text.count("? ") <= 2, (lang, text)
    i18n.set_language("en")


# ----- opening and closing it ------------------------------------------------------------------------------
def open_setup(make_app, draft: SetupDraft) -> SetupScene:
    app = make_app()
    app.scenes.push(SetupScene(app, draft, remember=False), transition=False)
    app.step(0.0)
    return app.scenes.top()


@pytest.mark.parametrize("finger", [False, True])
def test_from_the_setup_for_the_table_being_set_up_and_back(make_app, finger: bool) -> None:
    draft = SetupDraft(count=7, fall_mouse=True, vote_mode=VoteMode.SECRET, tie_protects_thief=True)
    draft.players[2].custom = "Zoé"
    scene = open_setup(make_app, draft)
    app = scene.app
    press(app, scene.rules_button, finger)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, RulesGlanceScene)
    assert glance.rules == table_rules(7, True, TIE_RULE)
    app.draw()
    press(app, glance.back_button, finger)
    run(app, 0.5)
    assert app.scenes.top() is scene and scene.draft is draft
    assert (draft.count, draft.fall_mouse, draft.tie_protects_thief, draft.vote_mode) == (7, True, True, VoteMode.SECRET)
    assert scene.name_buttons[2].text == "Zoé" and scene.tie_buttons[True].is_selected


def test_the_setup_shows_the_rules_of_the_options_it_holds(make_app) -> None:
    scene = open_setup(make_app, SetupDraft(count=5))
    app = scene.app
    press(app, scene.count_buttons[4], finger=True)
    press(app, scene.tie_buttons[True], finger=False)
    press(app, scene.rules_button, finger=True)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, RulesGlanceScene) and glance.rules == table_rules(4, False, TIE_RULE)
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert app.scenes.top() is scene


@pytest.mark.parametrize("finger", [False, True])
def test_from_the_discussion_the_timer_keeps_running(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.DISCUSSION, count=8, fall_mouse=True, house_rules=TIE_RULE)
    assert isinstance(scene, DiscussionScene)
    press(app, scene.rules_button, finger)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, RulesGlanceScene) and glance.rules == table_rules(8, True, TIE_RULE)
    before = scene.left
    run(app, 10.0)
    assert scene.left == pytest.approx(before - 10.0, abs=0.1), "the table goes on talking meanwhile"
    assert scene.running
    press(app, glance.back_button, finger)
    run(app, 0.5)
    assert app.scenes.top() is scene and scene.running and scene.pause_button is not None
    assert scene.left < before - 10.0


@pytest.mark.parametrize("finger", [False, True])
def test_from_the_pointed_vote_the_entered_votes_and_the_countdown_wait(make_app, finger: bool) -> None:
    app, flow, scene = show(make_app, StepKind.POINT_VOTE, count=6)
    assert isinstance(scene, PointVoteScene) and scene.phase == "countdown"
    press(app, scene.rules_button, finger)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, RulesGlanceScene) and glance.rules == table_rules(6)
    counted = scene.countdown
    run(app, 5 * COUNT_SECONDS)
    assert scene.countdown == counted and scene.phase == "countdown", "the call to point waits for the table"
    press(app, glance.back_button, finger)
    run(app, 6 * COUNT_SECONDS)
    assert app.scenes.top() is scene and scene.phase == "entry"
    press(app, scene.cells[(0, 3)], finger)
    press(app, scene.cells[(4, 1)], finger)
    press(app, scene.rules_button, finger)
    run(app, 0.5)
    assert isinstance(app.scenes.top(), RulesGlanceScene)
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert app.scenes.top() is scene and scene.phase == "entry"
    assert scene.votes[0] == 3 and scene.votes[4] == 1 and scene.cells[(0, 3)].is_selected


def test_the_demo_looks_at_the_rules_once_and_goes_back(make_app) -> None:
    from app.gestures import DemoWish

    app, flow, scene = show(make_app, StepKind.DISCUSSION, count=5)
    wish = DemoWish(players=5, seed=1, look_at_rules=True)
    (gesture,) = demo_plan(scene, random.Random(1), wish)
    assert gesture.pos == pygame.Rect(scene.rules_button.rect).center
    scene.open_rules()
    run(app, 0.5)
    glance = app.scenes.top()
    assert demo_plan(glance, random.Random(1), wish)[0].pos == pygame.Rect(glance.back_button.rect).center
    glance.go_back()
    run(app, 0.5)
    assert scene.rules_seen and demo_plan(scene, random.Random(1), wish) == []


# ----- never from a curtain or a private screen ------------------------------------------------------------
def assert_no_rules_here(app, scene) -> None:
    assert not scene.offers_rules
    assert all(name != "#rules_open" for name, _rect in scene.touch_targets())
    assert open_rules_at_a_glance(app, 5) is None
    for code in (pygame.K_F1, pygame.K_r, pygame.K_QUESTION, pygame.K_h):
        key(app, code)
    assert not any(isinstance(shown, RulesGlanceScene) for shown in app.scenes.stack)


@pytest.mark.parametrize("count, vote_mode", [(4, VoteMode.SECRET), (6, VoteMode.SECRET)])
def test_no_curtain_and_no_private_turn_offers_the_rules(make_app, count: int, vote_mode: VoteMode) -> None:
    """Privacy protocol: a private turn and its curtain hold nothing to open, whatever the step; My notes too."""
    from scenes.cheese_thief.play_flow import PlayFlow

    app = make_app()
    session = PlaySession.start(GameSetup(NAMES[:count], vote_mode=vote_mode, house_rules=TIE_RULE), 5)
    flow = PlayFlow(app, session, persist=False)
    rng = random.Random(5)
    seen: set[str] = set()
    while session.step.kind is not StepKind.REVEAL:
        if session.step.kind is not StepKind.DISCUSSION:
            flow.show_current(session.step_index, replace=bool(app.scenes.stack))
            run(app, 0.5)
            scene = app.scenes.top()
            if session.step.kind is StepKind.CURTAIN or session.step.is_private:
                seen.add(type(scene).__name__)
                assert_no_rules_here(app, scene)
        else:
            flow.show_current(session.step_index, replace=bool(app.scenes.stack))
            run(app, 0.5)
            flow.open_notes(2)
            run(app, 0.5)
            curtain = app.scenes.top()
            assert isinstance(curtain, CurtainScene)
            assert_no_rules_here(app, curtain)
            curtain.on_open()
            run(app, 0.5)
            assert app.scenes.top().is_private
            assert_no_rules_here(app, app.scenes.top())
            seen.add(type(app.scenes.top()).__name__)
            app.scenes.pop(transition=False)
        play_step(session, rng)
    assert seen == {"CurtainScene", "PrivateTurnScene", "NotesScene"}


def test_the_privacy_audit_catches_rules_over_a_curtain(make_app) -> None:
    app = make_app()
    curtain = CurtainScene(app, 0, "Ada", "curtain.purpose.night", on_open=lambda: None)
    app.scenes.push(curtain, transition=False)
    audit = PrivacyAudit().attach(app)
    try:
        app.scenes.push(RulesGlanceScene(app, table_rules(5)), transition=False)  # past the guard, on purpose
        app.step(0.0)
        app.draw()
    finally:
        audit.detach()
    assert audit.leaks and {leak.kind for leak in audit.leaks} == {"rules"}
    assert all("CurtainScene" in leak.detail for leak in audit.leaks) and audit.rules_frames == len(audit.leaks)
