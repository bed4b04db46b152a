"""Random input over every screen and in a real game: no exception, and the demo can still finish the game.

A short run; CI runs tools/monkey.py with more seeds and inputs, and the README gives a long local run.
"""
from __future__ import annotations

import pygame

from driver.monkey import Monkey, monkey_game, monkey_gallery, open_title


def test_every_gallery_screen_survives_random_input() -> None:
    report = monkey_gallery(seed=7, inputs_per_screen=5)
    assert report.failures == [], "\n\n".join(map(str, report.failures))
    assert report.inputs >= 5 * 10  # the gallery has at least ten screens
    assert report.events > report.inputs  # most inputs are several raw events


def test_a_game_interrupted_by_random_input_can_still_be_finished() -> None:
    report, finished = monkey_game(seed=11, inputs=60, players=5)
    assert report.failures == [], "\n\n".join(map(str, report.failures))
    assert finished


def test_monkey_inputs_cover_every_kind_and_restart_a_closed_program(make_app) -> None:
    app = make_app((1024, 600))
    open_title(app)
    monkey = Monkey(app, seed=3, restart=open_title, where="title")
    report = monkey.run(150)
    assert report.failures == [], "\n\n".join(map(str, report.failures))
    assert set(report.kinds) == {"tap", "drag", "hold", "fingers", "key", "text", "wheel", "resize", "focus", "wait"}
    assert app.running and app.scenes.stack


def test_several_fingers_arrive_with_distinct_ids(make_app) -> None:
    app = make_app()
    monkey = Monkey(app, seed=5, restart=open_title)
    timed = monkey._fingers()
    downs = [event.finger_id for _delay, event in timed if event.type == pygame.FINGERDOWN]
    ups = sorted(event.finger_id for _delay, event in timed if event.type == pygame.FINGERUP)
    assert len(downs) >= 2 and len(set(downs)) == len(downs)
    assert ups == sorted(downs)
