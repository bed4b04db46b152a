"""Double Kill's rules at a glance: what it says for a table (its cards and weights, the night's calls, who wins),
opening it from the setup and the day's screens and coming back, and its absence from curtains, private pages and
the night."""
from __future__ import annotations

import random

import pygame
import pytest

from program import i18n
from game.double_kill.config import RoleSet, recommended_role_set
from game.double_kill.errors import SetupError
from game.double_kill.roles import Role
from game.double_kill.table_rules import dk_table_rules
from play.double_kill.session import DkScreen, DkSession
from play.double_kill.setup import DkSetup
from scenes.double_kill.rules_glance import DkRulesGlanceScene, night_lines, open_dk_rules_at_a_glance, win_text
from tests.public_screen_helpers import click, key, run
from app.plan_lookup import demo_plan


def test_the_cards_follow_the_count_and_the_set() -> None:
    twelve, twenty = dk_table_rules(12), dk_table_rules(20)
    assert [(line.role, line.count, line.weight) for line in twelve.cards()] == [
        (Role.BODYGUARD, 1, 1), (Role.KILLER, 2, -3), (Role.DETECTIVE, 2, 3), (Role.DOCTOR, 1, 1),
        (Role.TRAITOR, 1, -2), (Role.VILLAGER, 17, 1)]
    assert sum(line.count for line in twenty.cards()) == 40 and twenty.villagers == 31
    assert twelve.night_calls() == (Role.BODYGUARD, Role.KILLER, Role.DETECTIVE, Role.DOCTOR, Role.TRAITOR)
    assert twenty.night_calls()[0] is Role.ASSASSIN and twenty.night_calls()[-1] is Role.UNDERCOVER
    assert (twelve.last_words, twenty.last_words) == (2, 3)
    edited = dk_table_rules(10, RoleSet(killer=3, traitor=0))
    assert Role.TRAITOR not in edited.night_calls() and edited.last_words == 3 and edited.villagers == 13
    with pytest.raises(SetupError):
        dk_table_rules(9)


def test_the_words_name_only_the_roles_dealt() -> None:
    i18n.set_language("en")
    twelve, twenty = win_text(dk_table_rules(12)), win_text(dk_table_rules(20))
    assert "assassin" not in twelve and "Undercover" not in twelve and "Doctor" in twelve
    assert "assassin" in twenty and "Undercover" in twenty
    assert "Traitor" not in twenty  # A11: the traitor is not among the roles the killers must wipe out
    assert [line.split(".")[0] for line in night_lines(dk_table_rules(12))] == ["1", "2", "3", "4", "5"]
    from game.double_kill.state import WinReason
    from scenes.double_kill.end import reason_text

    assert "assassin" not in reason_text(WinReason.KILLERS_DEAD, recommended_role_set(14).to_json())
    assert "assassin" in reason_text(WinReason.KILLERS_DEAD, recommended_role_set(17).to_json())
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        assert all("%{" not in line for line in (*night_lines(dk_table_rules(20)), win_text(dk_table_rules(20))))
    i18n.set_language("en")


def _setup_scene(make_app, size=(1280, 800)):
    from scenes.double_kill.setup import DkSetupScene

    app = make_app(size)
    scene = DkSetupScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, scene


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_setup_opens_the_rules_of_the_table_being_set_up_and_back_returns(make_app, data_dir, size) -> None:
    app, setup = _setup_scene(make_app, size)
    setup.press("more_count", "count")
    setup.press("more_killer", "killer")
    assert setup.rules_button is not None
    click(app, setup.rules_button)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, DkRulesGlanceScene)
    assert glance.rules == dk_table_rules(11, RoleSet(killer=3))
    surface = pygame.Surface(size)
    glance.paint(surface)  # every panel drawn at this size without error
    assert glance.back_button is not None
    click(app, glance.back_button)
    run(app, 0.5)
    assert app.scenes.top() is setup and setup.setup.role_set.killer == 3


def _flow_at(make_app, screen: DkScreen):
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import _advance

    session = DkSession.start(DkSetup.recommended(10), 5)
    rng = random.Random(5)
    for _ in range(5000):
        if session.screen() is screen:
            break
        _advance(session, rng)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    run(app, 0.6)  # past the fade in, which takes no input
    return app, flow


@pytest.mark.parametrize("screen", [DkScreen.DAWN, DkScreen.NOMINATION, DkScreen.VOTE, DkScreen.VERDICT])
def test_the_day_screens_open_it_from_public_facts_and_come_back(make_app, data_dir, screen) -> None:
    app, flow = _flow_at(make_app, screen)
    day = app.scenes.top()
    assert day.offers_rules and day.rules_button is not None
    click(app, day.rules_button)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, DkRulesGlanceScene) and glance.rules == dk_table_rules(10, recommended_role_set(10))
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert app.scenes.top() is day


@pytest.mark.parametrize("screen", [DkScreen.CURTAIN, DkScreen.NIGHTFALL, DkScreen.NIGHT_CALL])
def test_curtains_private_pages_and_the_night_never_open_it(make_app, data_dir, screen) -> None:
    app, flow = _flow_at(make_app, screen)
    top = app.scenes.top()
    assert getattr(top, "rules_button", None) is None
    assert open_dk_rules_at_a_glance(app, 10, recommended_role_set(10)) is None
    assert app.scenes.top() is top
    if screen is DkScreen.CURTAIN:  # the deal page behind it: private
        flow.session.curtain_opened()
        flow.show_current()
        run(app, 0.5)
        assert app.scenes.top().is_private
        assert open_dk_rules_at_a_glance(app, 10, recommended_role_set(10)) is None


def test_the_demo_looks_at_the_rules_once_at_the_first_nomination_when_wished(make_app, data_dir) -> None:
    from driver.double_kill.demo import dk_wish
    from scenes.double_kill.day import NominationScene

    app, flow = _flow_at(make_app, DkScreen.NOMINATION)
    nomination = app.scenes.top()
    assert isinstance(nomination, NominationScene) and nomination.is_first_nomination_of_the_game()
    rng = random.Random(1)
    assert demo_plan(nomination, rng, dk_wish(10, 5, "point")) == []  # by default: no look, the speaker talks
    wish = dk_wish(10, 5, "point", look_at_rules=True)
    (gesture,) = demo_plan(nomination, rng, wish)
    assert nomination.rules_button is not None and gesture.pos == pygame.Rect(nomination.rules_button.rect).center
    click(app, nomination.rules_button)
    run(app, 0.5)
    glance = app.scenes.top()
    assert isinstance(glance, DkRulesGlanceScene)
    assert demo_plan(glance, rng, wish)[0].pos == pygame.Rect(glance.back_button.rect).center
    click(app, glance.back_button)
    run(app, 0.5)
    assert app.scenes.top() is nomination and nomination.rules_seen
    assert demo_plan(nomination, rng, wish) == []  # looked once: now the speech goes on
    nomination.on_action()  # nobody named: the next player nominates, and the demo looks no more
    run(app, 0.6)
    following = app.scenes.top()
    assert isinstance(following, NominationScene) and not following.is_first_nomination_of_the_game()
    assert demo_plan(following, rng, wish) == []
