"""The privacy audit's look across the table: unheld panels show no secret and do not depend on the roles."""
from __future__ import annotations

import pygame

from driver.table.across import AcrossTheTable, frames_differing, twin_deal
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.table.vote import TableVoteScene
from tests.test_table_vote import SIZE, _pick, _shield, _start


def test_frames_differ_where_a_panel_unheld_in_both_games_differs_or_a_game_runs_longer() -> None:
    game = [(1, 2, None), (1, 2, 3), (4, 5, 6)]
    assert frames_differing(game, [(1, 2, 9), (1, 2, 3), (4, 5, 6)]) == 0  # held in one game: not compared
    assert frames_differing(game, [(1, 2, 3), (1, 7, 3), (4, 5, 6)]) == 1
    assert frames_differing(game, game[:2]) == 1


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
    across.check(app, scene, [], set())
    assert across.frames_checked == 1 and across.secrets_visible_unheld == 0
    prints = across.prints[-1]
    assert prints[1] is None and prints[0] is not None  # the shielded panel is not fingerprinted
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
        across.check(app, scene, [], set())
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
    assert any(prints[2] is None for prints in across.prints)  # held open: not fingerprinted
    assert across.prints[-1][2] is not None  # let go: fingerprinted again


def test_once_every_seat_has_locked_the_vote_is_public_and_not_checked(make_app) -> None:
    app, flow, scene = _start(make_app, VoteMode.POINT)
    scene.phase = "countdown"  # as when every seat has locked
    app.draw()
    across = AcrossTheTable()
    across.check(app, scene, [], set())
    assert across.frames_checked == 0
