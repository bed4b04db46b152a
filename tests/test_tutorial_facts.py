"""Every fact the tutorial states about its scripted games, checked against the referee.

Each chapter's record goes through `game.referee.resolve` (what `python3 main.py resolve` prints; one real
run of the command below), and every parameter a step's sentence, hint or answer uses (names, hours, dice,
who was awake, who saw the theft, followers, votes, who won) is compared with the referee's answer. Where a
learner may choose (another cup, another follower, another hour), the record with that choice goes through
the referee too. Sentences without facts about the game are listed as such, so a new step cannot slip by.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from game.cheese_thief.config import HOURS, chosen_follower_count, dice_per_player, witness_follower_count
from game.referee import resolve
from tutorial import how_to
from tutorial.plan import chapter_steps
from tutorial.scripted_games import ScriptedGame, pinned_games
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Names, Text
from tutorial.deal import is_card_step
from tutorial.spotlight import Focus, Spotlight
from tests.tutorial_helpers import every_chapter_shown

ROOT = Path(__file__).resolve().parent.parent
Referee = dict[str, Any]


def seats(text: Text, name: str) -> list[int]:
    value = text.param(name)
    assert isinstance(value, Names), (text.key, name)
    return list(value.seats)


def one_seat(text: Text, name: str) -> int:
    (seat,) = seats(text, name)
    return seat


def view(ref: Referee, seat: int) -> dict[str, Any]:
    return ref["views"][seat]


def role_of(ref: Referee, seat: int | None) -> str:
    assert seat is not None
    return view(ref, seat)["role"]


def thief_of(ref: Referee) -> int:
    return next(v["seat"] for v in ref["views"] if v["role"] == "thief")


def variant(game: ScriptedGame, **changes: Any) -> Referee:
    return resolve(game.variant_record(**changes), views=True)


def key_ends(text: Text, suffix: str) -> None:
    assert text.key.endswith(suffix), (text.key, suffix)


# How to play (the kiosk's six pictures of the core path's real game).

def how_to_table(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert step.text.param("count") == len(ref["views"])


def how_to_roll(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert step.learner == 0 and role_of(ref, 0) == "sleepyhead"
    key_ends(step.text, "roll_two" if len(view(ref, 0)["dice"]) == 2 else "roll")


def how_to_night(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert (step.text.param("first"), step.text.param("last")) == (HOURS[0], HOURS[-1]) == (1, 6)
    hour = step.text.param("hour")
    assert [hour] == view(ref, step.learner)["wake_hours"] and hour > HOURS[0]


def how_to_theft(step: Step, game: ScriptedGame, ref: Referee) -> None:
    """The theft as a witness sees it on its night page at that hour: it happens by itself, nobody taps."""
    assert role_of(ref, one_seat(step.text, "name")) == "thief" and step.learner in ref["witnesses"]
    assert step.text.param("hour") == ref["theft_hour"] == step.moment.hour and step.expects is None


def how_to_vote(step: Step, game: ScriptedGame, ref: Referee) -> None:
    witness = step.learner
    assert witness in ref["witnesses"] and not view(ref, witness)["follower"]
    assert one_seat(step.text, "name") == view(ref, witness)["known_thief"] == thief_of(ref)
    assert game.record["votes"][witness] == thief_of(ref)


def result(step: Step, game: ScriptedGame, ref: Referee) -> None:
    thief = one_seat(step.text, "name")
    assert role_of(ref, thief) == "thief" and thief in ref["revealed"]
    assert seats(step.text, "winners") == ref["winners"]
    winners_complete(step.text, ref)


FOLLOWER_KEYS = {0: "", 1: "_follower", 2: "_followers"}


def winners_complete(text: Text, ref: Referee) -> None:
    """A result names every player: each winner, and, when the Sleepyheads win, each follower who loses with the
    Thief (said as such), so nobody's fate is left out."""
    winner = ref["winner"]
    if winner != "sleepyheads":
        assert f"result_{winner}" in text.key, text.key  # "result_thief" or, under the house rule, "..._house_rule"
        if "losers" in dict(text.params):
            assert sorted(seats(text, "winners") + seats(text, "losers")) == list(range(len(ref["views"])))
        return
    followers = seats(text, "followers") if "followers" in dict(text.params) else []
    assert followers == ref["followers"]
    key_ends(text, "result_sleepyheads" + FOLLOWER_KEYS[len(followers)])
    thief = one_seat(text, "name")
    assert sorted(seats(text, "winners") + followers + [thief]) == list(range(len(ref["views"])))


# Six to eight players.

def knowledge_holds(words: list[str], ref: Referee, thief: int) -> None:
    """"one_known" / "two_known" / "two_blind": how many followers and whether they learn who the Thief is."""
    count, seeing = words
    followers = ref["followers"]
    assert len(followers) == {"one": 1, "two": 2}[count]
    assert view(ref, thief)["known_followers"] == followers
    for seat in followers:
        assert view(ref, seat)["known_followers"] == followers
        if seeing == "known":
            assert view(ref, seat)["known_thief"] == thief
        else:
            assert view(ref, seat)["known_thief"] in (None if seat not in ref["witnesses"] else thief,)


def followers_who_knows(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert step.text.param("players") == len(ref["views"])
    knowledge_holds(step.text.key.rsplit("_", 2)[-2:], ref, thief_of(ref))
    if step.text.key.endswith("one_known"):  # "nobody else knows who follows"
        assert all(v["known_followers"] == [] for v in ref["views"] if v["seat"] not in (thief_of(ref), *ref["followers"]))


CHECKS: dict[str, Callable[[Step, ScriptedGame, Referee], None]] = {
    "how_to.table": how_to_table, "how_to.roll": how_to_roll, "how_to.night": how_to_night,
    "how_to.theft": how_to_theft, "how_to.vote": how_to_vote, "how_to.result": result,
}

GAMES = sorted(pinned_games().values(), key=lambda g: (g.chapter, g.players, g.fall_mouse))


# The modules' and the real game's own steps are checked with the coached walk (test_tutorial_coach.py,
# test_tutorial_coach_any_game.py); here the kiosk's six pictures of how to play, from the real game at each count.
@pytest.mark.parametrize("game", [game for game in GAMES if game.chapter == "real_game"],
                         ids=lambda g: f"{g.chapter}-{g.players}p{'-fm' if g.fall_mouse else ''}")
def test_every_how_to_step_states_only_what_the_referee_says(game: ScriptedGame) -> None:
    ref = resolve(game.record, views=True)
    checked = 0
    for step in how_to.steps(game):
        assert step.uid in CHECKS, f"{step.uid} states something about its game: add its check here"
        CHECKS[step.uid](step, game, ref)
        if step.learner is not None:
            assert 0 <= step.learner < len(ref["views"])
        checked += 1
    assert checked >= 2


def test_every_winners_statement_matches_the_referee_and_leaves_nobody_out() -> None:
    """Every sentence naming winners, in every chapter at every table and under either tie rule."""
    checked = 0
    for table, shown in every_chapter_shown():
        assert shown.game is not None or shown.id in ("start", "practice")
        for step in shown.steps:
            for text in step.texts():
                if "winners" not in dict(text.params):
                    continue
                assert shown.game is not None
                record = dict(shown.game.record)
                if table.tie_protects_thief:
                    record["house_rules"] = {"tie_protects_thief": True}
                ref = resolve(record, views=True)
                assert seats(text, "winners") == ref["winners"], (table, step.uid)
                winners_complete(text, ref)
                checked += 1
    assert checked >= 20


def test_start_step_numbers_come_from_the_rules() -> None:
    (step,) = chapter_steps("start", Table(5)).steps
    assert (step.text.param("low"), step.text.param("high"), step.text.param("fall_mouse")) == (4, 8, 6)


def test_every_chapter_game_is_a_record_the_referee_accepts_in_every_language() -> None:
    for game in GAMES:
        for lang in ("zh", "en", "fr", "de"):
            record = game.record_in(lang)
            assert resolve(record) == resolve(game.record)  # other names, the same game
            assert tuple(record["players"]) == game.names(lang)


def test_the_resolve_command_agrees_with_the_function_on_a_chapter_record(tmp_path: Path) -> None:
    game = pinned_games()[("real_game", 5, False)]
    path = tmp_path / "real-game-5.json"
    path.write_text(json.dumps(game.record), encoding="utf-8")
    done = subprocess.run([sys.executable, "main.py", "resolve", str(path), "--views"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == resolve(game.record, views=True)


def test_every_change_of_seat_comes_with_that_mouse_s_card_and_its_true_role() -> None:
    checked = 0
    for table, shown in every_chapter_shown():
        if shown.game is None:
            continue
        ref = resolve(shown.game.record, views=True)
        learner = None
        for step in shown.steps:
            if is_card_step(step):
                key_ends(step.text, "_" + role_of(ref, step.learner))
                assert step.spotlight == (Spotlight(Focus.CARD, step.learner),) and step.expects is None
                checked += 1
            elif step.learner is not None and step.learner != learner and not step.coached:  # its curtain names it
                assert Spotlight(Focus.CARD, step.learner) in step.spotlight, (table, step.uid, "no card first")
            if step.learner is not None:
                learner = step.learner
    assert checked >= 30
