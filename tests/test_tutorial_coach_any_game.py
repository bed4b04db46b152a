"""The coached walkthrough takes any game, not only the core path's: the Thief unseen or escaping, a tie (with and
without the house rule), the Fall Mouse winning or losing, five players with nobody to join the Thief. Every
sentence that names a result, a tally, a dawn or the Thief's night is checked against the referee, and every
result names every player exactly once."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from game.cheese_thief.roles import Role
from game.referee import resolve
from tests.test_tutorial_coach import GALLERY_SCREENS
from tutorial.coach import coached_walk, start_session
from tutorial.deal import is_card_step
from tutorial.game_search import seeded_record
from tutorial.plan import chapter_steps
from tutorial.scripted_games import ScriptedGame, pinned_games
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Names, Text

REVEAL_SCREENS = {"reveal-fall-mouse-wins", "reveal-tie-thief-wins", "reveal-tie-protects-thief",
                  "reveal-thief-wins"}
TIE_RULE = {"tie_protects_thief": True}


def _tie(ref: dict[str, Any], record: dict[str, Any]) -> bool:
    thief = record["roles"].index("thief")
    return len(ref["revealed"]) > 1 and thief in ref["revealed"] and "fall_mouse" not in record["roles"]


SHAPES: dict[str, tuple[Table, Callable[[dict[str, Any], dict[str, Any]], bool], dict[str, Any]]] = {
    "five-nobody-saw": (Table(5), lambda ref, rec: not ref["witnesses"], {}),
    "fall-mouse-wins": (Table(6, True), lambda ref, rec: ref["winner"] == "fall_mouse", {}),
    "fall-mouse-loses": (Table(8, True), lambda ref, rec: ref["winner"] == "sleepyheads", {}),
    "thief-escapes": (Table(7), lambda ref, rec: ref["winner"] == "thief", {}),
    "tie-by-the-book": (Table(6), _tie, {}),
    "tie-protects-thief": (Table(6), _tie, {"house_rules": TIE_RULE}),
}


def game_of_shape(shape: str) -> ScriptedGame:
    table, fits, changes = SHAPES[shape]
    for seed in range(1, 2000):
        record = {**seeded_record(table, seed), **changes}
        if fits(resolve(record), record):
            return ScriptedGame("probe", table.players, table.fall_mouse, seed, record)
    raise LookupError(shape)


def seats(text: Text, param: str) -> tuple[int, ...]:
    value = text.param(param)
    assert isinstance(value, Names)
    return value.seats


def check_step(step: Step, record: dict[str, Any], ref: dict[str, Any]) -> bool:
    """Whether the step's sentence is one this test checks, asserting that it is right."""
    key, text = step.text.key.removeprefix("tutorial.game."), step.text
    roles = [Role(role) for role in record["roles"]]
    thief = roles.index(Role.THIEF)
    everyone = set(range(len(roles)))
    if key == "night_thief_unseen":
        assert step.learner == thief and not ref["witnesses"]
    elif key == "dawn_thief_alone":
        assert step.learner == thief and not ref["followers"] and len(roles) == 5
    elif key == "dawn_fall_mouse":
        assert roles[step.learner] is Role.FALL_MOUSE and step.learner not in ref["followers"]
    elif key in ("tally", "tally_tie"):
        revealed = seats(text, "name" if key == "tally" else "names")
        assert list(revealed) == ref["revealed"] and (key == "tally_tie") == (len(revealed) > 1)
        assert all(text.param("votes") == ref["tally"][seat] for seat in revealed)
        assert text.param("total") == sum(ref["tally"])
    elif key.startswith("result_"):
        winners = seats(text, "winners") if key != "result_fall_mouse" else seats(text, "name")
        assert sorted(winners) == sorted(ref["winners"])
        if key.startswith("result_sleepyheads"):  # the Thief, the Sleepyheads who win, the followers who lose
            losers = (thief, *(seats(text, "followers") if "followers" in dict(text.params) else ()))
        elif key == "result_caught_losers":  # the Thief named first, then everyone else who loses
            losers = (thief, *seats(text, "losers"))
            assert seats(text, "name") == (thief,)
        else:
            losers = seats(text, "losers")
            assert seats(text, "name") == ((thief,) if key != "result_fall_mouse" else winners)
        assert sorted((*winners, *losers)) == sorted(everyone), "every player named, each on one side"
        expected = {"sleepyheads": "result_sleepyheads" if Role.FALL_MOUSE not in roles else "result_caught_losers",
                    "fall_mouse": "result_fall_mouse",
                    "thief": "result_thief_house_rule" if thief in ref["revealed"] else "result_thief"}[ref["winner"]]
        assert key == expected or key.startswith(expected + "_follower")
    else:
        return False
    return True


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_any_game_is_coached_with_every_fact_from_the_referee(shape: str) -> None:
    game = game_of_shape(shape)
    ref = resolve(game.record, views=True)
    steps = coached_walk(game).steps
    assert {step.screen for step in steps} <= GALLERY_SCREENS | REVEAL_SCREENS
    checked = {step.text.key.removeprefix("tutorial.game.") for step in steps if check_step(step, game.record, ref)}
    assert any(key.startswith("result_") for key in checked) and checked & {"tally", "tally_tie"}
    keys = [step.text.key.removeprefix("tutorial.game.") for step in steps]
    rule = next(index for index, key in enumerate(keys) if key.startswith(("dawn_rule", "follower_rule")))
    naming = [index for index, key in enumerate(keys) if key.startswith(("dawn_", "result_")) and key != "dawn_rule"]
    assert rule < min(naming), "how followers come to be is said before any page names one"


def test_each_shape_shows_its_point() -> None:
    said = {shape: {step.text.key.removeprefix("tutorial.game.") for step in coached_walk(game_of_shape(shape)).steps}
            for shape in SHAPES}
    assert {"night_thief_unseen", "dawn_thief_alone", "follower_rule_witness"} <= said["five-nobody-saw"]
    assert "result_fall_mouse" in said["fall-mouse-wins"]
    assert {"dawn_fall_mouse", "result_caught_losers"} <= said["fall-mouse-loses"]
    assert "result_thief" in said["thief-escapes"]
    assert "tally_tie" in said["tie-by-the-book"]
    assert any(key.startswith("result_sleepyheads") for key in said["tie-by-the-book"])
    assert {"tally_tie", "result_thief_house_rule"} <= said["tie-protects-thief"]


def four_hours(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> None:
    """Two dice each at four: the Sleepyheads choose one of them, the Thief wakes at both."""
    assert game.players == 4 and step.text.param("dice") == 2
    assert all(len(dice) == 2 for dice in game.record["dice"])
    thief = game.record["roles"].index("thief")
    assert game.record["wake_choice"][thief] is None
    assert all(choice in game.record["dice"][seat] for seat, choice in enumerate(game.record["wake_choice"])
               if seat != thief)


def four_no_peek(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> None:
    """Nobody peeks at four: every record's peek is empty, and the page is the learner's own."""
    assert game.players == 4 and all(peek is None for peek in game.record["peeks"])
    assert seats(step.text, "name") == (step.learner,)


def ties_meaning(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> None:
    """What the tie meant, under the rule the referee decided it by: two cards turned over, the Thief's among them."""
    ruled = ref.get("decided_by_house_rule") is not None
    assert step.text.key == f"tutorial.ties.{'tie_protects_thief' if ruled else 'standard'}_meaning"
    assert len(ref["revealed"]) == 2 and game.record["roles"].index("thief") in ref["revealed"]
    assert ref["winner"] == ("thief" if ruled else "sleepyheads")


def secrets_face_down(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> None:
    """The tablet goes on to the next seat, whose curtain this is."""
    assert step.screen == "curtain" and seats(step.text, "name") == ((step.learner + 1) % game.players,)
    assert step.play_step is not None and start_session(game).steps[step.play_step].seat == (step.learner + 1)


def secrets_hidden(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> None:
    """Said over the learner's own curtain, which only the learner holds open."""
    assert step.screen == "curtain" and seats(step.text, "name") == (step.learner,)
    assert step.play_step is not None and start_session(game).steps[step.play_step].seat == step.learner


# The sentences a module says over its screens beyond its walk's, each checked against the record.
MODULE_WORDS: dict[str, Callable[[Step, ScriptedGame, dict[str, Any]], None]] = {
    "hours": four_hours, "no_peek": four_no_peek, "meaning": ties_meaning, "face_down": secrets_face_down,
    "hidden": secrets_hidden,
}


def coached_modules() -> list[tuple[str, Table]]:
    """Every table a module taught on the game's own screens is shown at, with the house rule where it changes it."""
    from tutorial.catalogue import chapter

    shown = []
    for game in pinned_games().values():
        found = chapter(game.chapter)
        if found.is_module and found.build is not None and found.build(game)[0].coached:
            shown.append((game.chapter, Table(game.players, game.fall_mouse)))
            if found.game_for_table is not None:
                shown.append((game.chapter, Table(game.players, game.fall_mouse, True)))
    return sorted(shown, key=lambda pair: (pair[0], pair[1].players, pair[1].fall_mouse, pair[1].tie_protects_thief))


@pytest.mark.parametrize("chapter_id, table", coached_modules(),
                         ids=lambda value: value if isinstance(value, str) else
                         f"{value.players}p{'-house-rule' if value.tie_protects_thief else ''}")
def test_a_coached_module_says_only_what_the_referee_says(chapter_id: str, table: Table) -> None:
    """A module's steps are its game's coached walk (every sentence checked here against the referee, the walk's
    own sentences in test_tutorial_coach.py's way), opened by a New deal card with the learner's true role."""
    from tests.test_tutorial_coach import check_coached_step
    from tests.test_tutorial_facts import followers_who_knows, role_of

    shown = chapter_steps(chapter_id, table)
    game = shown.game
    assert game is not None
    ref = resolve(game.record, views=True)
    steps = shown.steps
    assert all(step.coached and step.chapter == chapter_id for step in steps)
    first = steps[0]
    assert is_card_step(first) and first.expects is None and first.learner is not None
    assert first.text.key == f"tutorial.deal.new_{role_of(ref, first.learner)}"
    assert dict(first.text.params)["name"] == Names((first.learner,))  # the new seat is named, not only the card
    walk = {step.name: step for step in coached_walk(game).steps}
    checked = 0
    for step in steps[1:]:
        if step.name.endswith(".knows"):
            followers_who_knows(step, game, ref)
            checked += 1
        elif step.name.split(".", 1)[1] in MODULE_WORDS:
            MODULE_WORDS[step.name.split(".", 1)[1]](step, game, ref)
            checked += 1
        elif step.name in walk:
            assert walk[step.name].text == step.text, "the walk's own words, filled from the engine"
            checked += check_step(step, game.record, ref) or check_coached_step(step, game, ref)
        else:  # a rule said over the module's screen, with nothing of its game in it
            assert not step.text.params and step.expects is None, step.uid
        assert not is_card_step(step), "one seat for the whole module: no change of role"
        if step.learner is not None:
            assert step.learner == first.learner, "one seat for the whole module: no change of role"
    assert {step.play_step for step in steps} <= set(range(len(coached_walk(game).snapshots)))
    assert checked >= (3 if chapter_id == "secrets" else 5)  # the secrets module names no result and no tally
