"""The privacy audit plays Double Kill too: a whole game finds nothing, and each of its own checks can fail."""
from __future__ import annotations

import pygame

from game.double_kill.roles import Role
from driver.double_kill.audit import DkPrivacyAudit, dk_uniformity_problems
from play.double_kill.session import DkSession
from play.double_kill.setup import DkSetup
from play.double_kill.timing import spoken_call_total


def test_an_audited_game_keeps_every_secret(data_dir) -> None:
    from tools.privacy_audit import audit_dk_game

    game = audit_dk_game({"players": 10, "vote_mode": "secret", "seed": 3, "game": "double-kill", "slow_calls": 0.3},
                         size=(640, 400))
    assert game["finished"] and game["leaks"] == [] and game["problems"] == []
    assert game["overrun_calls"] > 0  # slow players were still choosing when some calls ended, which took no longer
    assert game["public_compared"] > 20 and game["curtains_compared"] >= 10 and game["calls_timed"] >= 6
    assert game["rules_frames"] > 0  # the demo looked at the rules once, over the first nomination
    assert set(game["view_calls"]) <= {"DealTurnScene", "BallotTurnScene"}


def test_a_public_screen_that_reads_a_card_is_caught(make_app, data_dir) -> None:
    from scenes.double_kill.night import NightfallScene
    from scenes.double_kill.flow import DkFlow

    class PeekingNightfall(NightfallScene):
        def draw_foreground(self, surface: pygame.Surface) -> None:
            super().draw_foreground(surface)
            hands = self.flow.session._game.hands  # noqa: SLF001 - the defect the audit must catch
            killer = next(seat for seat, pair in enumerate(hands) if Role.KILLER in pair)
            surface.fill((255, 255, 255), pygame.Rect(killer * 10, 0, 10, 10))

    session = DkSession.start(DkSetup.recommended(10), 2)
    for seat in range(10):
        session.answer_redraw(seat, False)
    app = make_app(size=(640, 400))
    audit = DkPrivacyAudit()
    flow = DkFlow(app, session, persist=False)
    audit._compare_with_twin(app, PeekingNightfall(flow))  # noqa: SLF001
    audit._compare_with_twin(app, NightfallScene(flow))  # noqa: SLF001
    assert audit.public_compared == 2
    assert [leak.kind for leak in audit.leaks] == ["public"] and "PeekingNightfall" in audit.leaks[0].detail


def test_calls_of_one_role_that_last_differently_are_reported() -> None:
    expected = spoken_call_total(Role.DOCTOR, 15, "en")
    alike = {"doctor": [(True, expected + 0.4), (False, expected + 0.4)]}
    assert dk_uniformity_problems([], alike, 15) == []
    apart = {"doctor": [(True, expected + 0.4), (False, expected - 5.0)]}
    problems = dk_uniformity_problems([], apart, 15)
    assert any("only nothing" in problem for problem in problems) and any("the timing says" in problem for problem in problems)


def test_rules_at_a_glance_over_a_screen_that_does_not_offer_it_is_caught(make_app, data_dir) -> None:
    from app.scene import Scene
    from game.double_kill.table_rules import dk_table_rules
    from scenes.double_kill.rules_glance import DkRulesGlanceScene
    from scenes.double_kill.setup import DkSetupScene

    class PrivatePage(Scene):
        is_private = True

    app = make_app(size=(640, 400))
    audit = DkPrivacyAudit()
    glance = DkRulesGlanceScene(app, dk_table_rules(10))
    audit._check_rules_glance([DkSetupScene(app), glance])  # noqa: SLF001
    assert audit.rules_frames == 1 and audit.leaks == []
    audit._check_rules_glance([PrivatePage(app), glance])  # noqa: SLF001
    assert audit.rules_frames == 2 and [leak.kind for leak in audit.leaks] == ["rules"]
    assert "PrivatePage" in audit.leaks[0].detail
