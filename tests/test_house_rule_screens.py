"""House rule R11.2 on the screens: the setup's toggle (mouse and FINGER), remembered for the next game, the demo
following it, and the reveal's sentence when the house rule decided the result."""
from __future__ import annotations

import random

import pytest

from program.i18n import t
from app.plan_lookup import demo_plan
from app.gestures import DemoWish
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.roles import Role
from play.flow import StepKind
from storage.history import History
from scenes.kit.curtain import CurtainScene
from scenes.cheese_thief.gallery_flows import find_session
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.reveal import RESULT_AT, RevealScene, explanation
from scenes.cheese_thief.setup import SetupScene
from scenes.cheese_thief.setup_draft import SetupDraft
from scenes.kit.widgets.names import join_names
from tests.public_screen_helpers import press, run

TIE_RULE = HouseRules(tie_protects_thief=True)


def open_setup(make_app, draft: SetupDraft | None = None) -> SetupScene:
    app = make_app()
    app.scenes.push(SetupScene(app, draft), transition=False)
    app.step(0.0)
    return app.scenes.top()


@pytest.mark.parametrize("finger", [False, True])
def test_R11_2_the_setup_toggle_is_off_by_default_and_starts_a_game_with_it(make_app, data_dir, finger: bool) -> None:
    scene = open_setup(make_app)
    app = scene.app
    assert not scene.draft.tie_protects_thief and scene.tie_buttons[False].is_selected
    press(app, scene.tie_buttons[True], finger)
    assert scene.draft.tie_protects_thief and scene.tie_buttons[True].is_selected
    press(app, scene.start_button, finger)
    app.step(1.0)
    curtain = app.scenes.top()
    assert isinstance(curtain, CurtainScene)
    assert curtain.flow.session.setup.house_rules == TIE_RULE
    assert curtain.flow.public().house_rules == TIE_RULE
    assert History().last_setup()["tie_protects_thief"] is True
    again = open_setup(make_app)
    assert again.draft.tie_protects_thief and again.tie_buttons[True].is_selected, "remembered like the other choices"
    press(again.app, again.tie_buttons[False], finger)
    assert not again.draft.tie_protects_thief


@pytest.mark.parametrize("count", [4, 5])
def test_R11_2_the_house_rule_is_offered_at_every_player_count(make_app, data_dir, count: int) -> None:
    scene = open_setup(make_app, SetupDraft(count=count))
    assert all(button.is_enabled for button in scene.tie_buttons.values())


def test_R11_2_the_demo_follows_the_wished_house_rule(make_app, data_dir) -> None:
    scene = open_setup(make_app, SetupDraft(count=5))
    wish = DemoWish(players=5, seed=2, tie_protects_thief=True)
    (gesture,) = demo_plan(scene, random.Random(2), wish)
    assert scene.tie_buttons[True].rect.collidepoint(gesture.pos)
    scene.draft.tie_protects_thief = True
    scene.draft.hour_seconds = wish.hour_seconds
    (gesture,) = demo_plan(scene, random.Random(2), wish)
    assert scene.start_button.rect.collidepoint(gesture.pos)


def test_R11_2_the_reveal_says_the_house_rule_decided(make_app) -> None:
    session = find_session(6, StepKind.REVEAL, lambda s: s.public().report.outcome.decided_by_house_rule,
                           house_rules=TIE_RULE)
    report = session.public().report
    assert report is not None and report.outcome is not None and len(report.outcome.revealed) > 1
    app = make_app()
    scene = RevealScene(PlayFlow(app, session, persist=False))
    app.scenes.push(scene, transition=False)
    run(app, RESULT_AT + 0.5)
    names = session.setup.names
    thief = names[report.roles.index(Role.THIEF)]
    sentence = explanation(report, names)
    if report.followers:
        followers = join_names([names[seat] for seat in report.followers])
        assert sentence == t("reveal.why.tie_protects_thief_with", name=thief, followers=followers)
    else:
        assert sentence == t("reveal.why.tie_protects_thief", name=thief)
    app.draw()


def test_R11_2_without_the_house_rule_the_same_tie_is_the_sleepyheads(make_app) -> None:
    session = find_session(6, StepKind.REVEAL, lambda s: s.public().report.outcome.decided_by_house_rule,
                           house_rules=TIE_RULE)
    report = session.public().report
    plain = report.outcome  # type: ignore[union-attr]
    from game.cheese_thief.outcome import decide

    by_the_book = decide(report.roles, report.followers, report.votes)  # type: ignore[union-attr, arg-type]
    assert plain is not None and by_the_book.revealed == plain.revealed
    assert by_the_book.winner.value == "sleepyheads"
    assert explanation(report, session.setup.names) != t("reveal.why.thief_caught",
                                                         name=session.setup.names[report.roles.index(Role.THIEF)])
