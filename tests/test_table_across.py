"""The privacy audit's look across the table: unheld panels show no secret and do not depend on the roles."""
from __future__ import annotations

import pygame

import time

from driver.table.across import AcrossTheTable, frames_differing, steady_work_clock, twin_deal
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.table.vote import TableVoteScene
from tests.test_table_vote import SIZE, _pick, _shield, _start


def test_frames_differ_where_a_panel_unheld_in_both_games_differs_or_a_game_runs_longer() -> None:
    game = [(1, 2, None), (1, 2, 3), (4, 5, 6), None]
    assert frames_differing(game, [(1, 2, 9), (1, 2, 3), (4, 5, 6), None]) == 0  # held in one game: not compared
    assert frames_differing(game, [(1, 2, 3), (1, 7, 3), (4, 5, 6), None]) == 1
    assert frames_differing(game, game[:3]) == 1
    assert frames_differing(game, [(1, 2, 3), None, (4, 5, 6), None]) == 1  # panels in one game, not in the other


def _checked(app, scene, across: AcrossTheTable) -> None:
    """One loop step that drew a frame the look across the table checked."""
    across.before_step(0.0, [])
    across.check(app, scene, [], set())
    across.after_step(0.0, [], True)


def test_a_step_that_draws_nothing_keeps_the_last_frames_prints_and_one_unchecked_keeps_none() -> None:
    across = AcrossTheTable()
    across.before_step(0.0, [])
    across.after_step(0.0, [], True)  # a frame of a screen without panels
    across._this_step = (1, None)
    across.after_step(0.0, [], True)
    across.before_step(0.0, [])
    across.after_step(0.0, [], False)  # nothing moved: the picture is the last one
    assert across.prints == [None, (1, None), (1, None)]


def test_the_steady_work_clock_stands_still_inside_and_runs_again_after() -> None:
    with steady_work_clock():
        first = time.perf_counter()
        sum(range(10000))
        assert time.perf_counter() == first
    before = time.perf_counter()
    time.sleep(0.001)
    assert time.perf_counter() > before


def test_a_twin_deal_keeps_the_seed_and_deals_other_roles() -> None:
    setup = GameSetup(("A", "B", "C", "D", "E", "F"), vote_mode=VoteMode.POINT)
    deals = []
    for seed in range(4):
        normal = PlaySession.start(setup, seed)
        with twin_deal():
            twin = PlaySession.start(setup, seed)
        assert twin.seed == normal.seed
        deals.append([normal.view(seat).role for seat in range(6)] != [twin.view(seat).role for seat in range(6)])
    assert any(deals)
    assert PlaySession.start(setup, 0).view(0).role == PlaySession.start(setup, 0).view(0).role  # restored


def test_an_unshielded_vote_panel_counts_as_checked_and_a_pick_painted_there_as_a_secret(make_app) -> None:
    app, flow, scene = _start(make_app, VoteMode.SECRET)
    _pick(app, scene, {0: 3, 1: 4})
    _shield(app, scene, [1])
    app.draw()
    across = AcrossTheTable()
    _checked(app, scene, across)
    assert across.frames_checked == 1 and across.secrets_visible_unheld == 0
    prints = across.prints[-1]
    assert prints is not None and prints[1] is None and prints[0] is not None  # the shielded one is not fingerprinted
    # A panel painting its pick with nobody shielding it is what the check is for.
    scene.shields[1].clear()
    look = scene._looks[1]
    assert look is not None and look.shown_pick == 4
    across.check(app, scene, [], set())
    assert across.secrets_visible_unheld == 1


def test_vote_panels_of_two_deals_look_alike_unheld(make_app) -> None:
    app = make_app(size=SIZE)
    prints = []
    for twin in (False, True):
        if twin:
            with twin_deal():
                _, flow, scene = _start(make_app, VoteMode.SECRET, app=app)
        else:
            _, flow, scene = _start(make_app, VoteMode.SECRET, app=app)
        assert isinstance(scene, TableVoteScene)
        _pick(app, scene, {0: 3, 2: 5})
        app.draw()
        across = AcrossTheTable()
        _checked(app, scene, across)
        prints.append(across.prints)
    assert frames_differing(prints[0], prints[1]) == 0


def test_the_table_audit_looks_across_the_turns_and_finds_held_panels_excluded(make_app) -> None:
    from driver.table.audit import TableAudit
    from tests.test_table_turns import _closed_frame, _finger

    app = make_app(SIZE)
    _closed_frame(app, 3)
    scene = app.scenes.top()
    audit = TableAudit().attach(app)
    try:
        band = scene.panels[2].to_screen(scene.panels[2].band.center)
        app.step(1 / 30, [_finger(pygame.FINGERDOWN, 7, band)])
        for _ in range(3):
            app.step(1 / 30)
        app.step(1 / 30, [_finger(pygame.FINGERUP, 7, band)])
        app.step(1 / 30)
    finally:
        audit.detach()
    across = audit.across
    assert across.frames_checked >= 4 and across.secrets_visible_unheld == 0 and audit.leaks == []
    assert len(across.prints) == 6  # an entry for every loop step
    assert any(prints is not None and prints[2] is None for prints in across.prints)  # held open: not fingerprinted
    last = across.prints[-1]
    assert last is not None and last[2] is not None  # let go: fingerprinted again


def test_once_every_seat_has_locked_the_vote_is_public_and_not_checked(make_app) -> None:
    app, flow, scene = _start(make_app, VoteMode.POINT)
    scene.phase = "countdown"  # as when every seat has locked
    app.draw()
    across = AcrossTheTable()
    across.check(app, scene, [], set())
    assert across.frames_checked == 0


def test_either_count_across_the_table_fails_the_privacy_audit() -> None:
    from tools.privacy_audit import exit_status

    clean = {"games": 2, "finished": 2, "leaks": 0, "uniform": True,
             "across_the_table": {"frames_checked": 900, "secrets_visible_unheld": 0, "panels_differ_by_role_unheld": 0}}
    assert exit_status(clean) == 0
    for key in ("secrets_visible_unheld", "panels_differ_by_role_unheld"):
        assert exit_status(dict(clean, across_the_table=dict(clean["across_the_table"], **{key: 1}))) == 1
    assert exit_status(dict(clean, finished=1)) == 1


def test_a_table_game_is_reported_from_its_two_runs_with_the_steps_that_differ() -> None:
    from tools.privacy_audit import table_report

    def run(prints: list, leaks: list, problems: list) -> dict:
        return {"seed": 1, "players": 4, "finished": True, "uniform": not problems, "problems": problems,
                "leaks": leaks, "frames": 3, "twin": False,
                "across": {"frames_checked": 3, "secrets_visible_unheld": 0, "prints": prints}}

    report = table_report(run([(1, 2), (1, None), None], [], []), run([(1, 2), (1, 5), (3, 2)], ["x"], ["late"]))
    assert report["across_the_table"] == {"frames_checked": 6, "secrets_visible_unheld": 0,
                                          "panels_differ_by_role_unheld": 1}
    assert report["leaks"] == ["x"] and report["problems"] == ["twin: late"] and not report["uniform"]
    assert "across" not in report and "twin" not in report
