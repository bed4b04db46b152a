"""The real game coached on the game's own screens, as pure steps: every tap of a whole game, each on the screen the
gallery names, every sentence checked against the referee, the deduction and bluffing moments, a tip per role, and
the game as it stands when each screen begins."""
from __future__ import annotations

import io
import json
from typing import Any

import pytest

from game.cheese_thief.config import HOURS, chosen_follower_count
from game.cheese_thief.roles import Role
from game.referee import resolve
from play.flow import StepKind
from play.setup import VoteMode
from tests.tutorial_helpers import table_id
from tutorial.chapters.common import sleepyheads_win
from tutorial.chapters.real_game import FIRST_SEAT as LEARNER
from tutorial.coach import RESULT_KEY, coached_vote_mode, coached_walk, practice_vote_mode, session_at, start_session
from tutorial.dry_run import run_dry_run
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.table import EVERY_TABLE, Table
from tutorial.texts import Names, Text, render

COUNTS = (4, 5, 6, 7, 8)
# The gallery's names of the game's own screens (gallery/: curtain, private pages, vote, reveal, replay).
GALLERY_SCREENS = {
    "curtain", "turn-card", "turn-roll", "turn-night-asleep", "turn-night-theft", "turn-move-peek",
    "turn-move-followers", "turn-move-decoy", "turn-dawn", "turn-wake-hour-4p", "turn-summary-4p", "turn-ballot",
    "discussion", "vote-countdown", "vote-entry", "vote-confirm", "reveal-sleepyheads-win", "replay-theft",
}


def coached(players: int) -> tuple[Step, ...]:
    return chapter_steps("real_game", Table(players)).steps


def seat_of(text: Text, param: str) -> int:
    value = text.param(param)
    assert isinstance(value, Names) and len(value.seats) == 1
    return value.seats[0]


@pytest.mark.parametrize("players", COUNTS)
def test_every_tap_of_the_game_is_a_step_on_a_named_screen(players: int) -> None:
    steps = coached(players)
    assert {step.screen for step in steps} <= GALLERY_SCREENS
    assert all(step.coached and step.play_step is not None for step in steps)
    game = chapter_steps("real_game", Table(players)).game
    walk = coached_walk(game)
    plays = [step.play_step for step in steps]
    game_steps = start_session(game).steps
    own = {index for index, play in enumerate(game_steps) if play.seat in (None, LEARNER)}
    assert plays == sorted(plays) and own <= set(plays) <= set(range(len(walk.snapshots))), "the learner's screens"
    for step in steps:
        if step.targets:
            assert step.expects is not None and len(step.expects.right) == len(step.targets)
            assert step.gesture.value == ("hold" if step.targets == ("hold",) else "tap")
        else:
            assert step.expects is None and step.gesture.value == "none"
    screens = {step.screen for step in steps}
    assert {"curtain", "turn-card", "turn-roll", "discussion", "reveal-sleepyheads-win", "replay-theft"} <= screens
    votes = {"vote-entry", "vote-confirm"} if coached_vote_mode(players) is VoteMode.POINT else {"turn-ballot"}
    assert votes <= screens
    if players > 4:  # four have no peek: nothing the game does not do
        assert any(step.name.endswith(".peek") and step.targets[0].startswith("cup") for step in steps)
        assert any(step.text.key == "tutorial.game.close_eyes" for step in steps)
    else:
        assert "#keep_closed" not in {target for step in steps for target in step.targets}


def test_both_vote_modes_are_entered_by_every_learner() -> None:
    for players in COUNTS:
        assert {coached_vote_mode(players), practice_vote_mode(players)} == {VoteMode.POINT, VoteMode.SECRET}


def check_coached_step(step: Step, game: ScriptedGame, ref: dict[str, Any]) -> bool:
    """Whether the coached step's sentence is one checked here, asserting it states what the referee says."""
    players = game.players
    roles = [Role(role) for role in game.record["roles"]]
    thief = roles.index(Role.THIEF)
    dice = game.record["dice"]
    followers = set(ref["followers"])
    votes = game.record["votes"]
    witnesses = set(ref["witnesses"])
    key, text = step.text.key.removeprefix("tutorial.game."), step.text
    if key.startswith("card_"):
        assert key == f"card_{roles[step.learner].value}"
    elif key == "rolled":
        assert text.param("value") == dice[step.learner][0] == text.param("hour")
    elif key in ("rolled_two", "rolled_two_thief"):
        assert (text.param("a"), text.param("b")) == tuple(dice[step.learner])
        assert (key == "rolled_two_thief") == (roles[step.learner] is Role.THIEF)
    elif key == "night_saw_theft":
        assert seat_of(text, "thief") == thief and step.learner in witnesses
    elif key == "night_thief_seen":
        assert step.learner == thief and set(text.param("names").seats) == witnesses
    elif key in ("catch_lie", "talk_witness"):
        assert seat_of(text, "witness") in witnesses - followers and seat_of(text, "thief") == thief
        assert text.param("hour") == ref["theft_hour"]
    elif key in ("cover", "talk_cover", "proved_cover"):
        assert seat_of(text, "follower") in followers and seat_of(text, "thief") == thief
    elif key in ("bluff", "talk_bluff", "proved_bluff"):
        assert not followers and seat_of(text, "thief") == thief
    elif key == "dawn_follower":
        assert step.learner in followers and seat_of(text, "thief") == thief
    elif key == "dawn_thief_followers":
        assert step.learner == thief and set(text.param("names").seats) <= followers
    elif key in ("enter", "enter_first", "ballot"):
        voter = seat_of(text, "voter") if key != "ballot" else step.learner
        assert votes[voter] == seat_of(text, "suspect")
    elif key in ("decoy", "decoy_four", "decoy_company"):  # the decoy taps, with the rule that keeps cups closed
        hour = min(dice[step.learner])
        company = [seat for seat in range(players) if seat != step.learner and hour in dice[seat]]
        assert (key == "decoy") == (roles[step.learner] is Role.THIEF)
        assert key != "decoy_four" or players == 4
        assert key != "decoy_company" or (players > 4 and company), "a lone mouse may peek"
    elif key in ("win_rule", "win_rule_fall_mouse"):
        assert (key == "win_rule_fall_mouse") == (Role.FALL_MOUSE in roles)
    elif key == "table":
        assert text.param("count") == players == len(ref["views"])
    elif key in ("night_rule", "night_rule_two"):  # the hours, and at four the chosen hour (the Thief both)
        assert (text.param("first"), text.param("last")) == (HOURS[0], HOURS[-1])
        assert (key == "night_rule_two") == (len(dice[0]) == 2)
    elif key == "dawn_rule":  # "after 6 comes dawn; with four players, nobody joins the Thief"
        assert text.param("last") == HOURS[-1] and players == 4 and not followers
    elif key.startswith("follower_rule") and step.learner is None:  # at the learner's dawn curtain
        assert text.param("count") == players and step.screen == "curtain"
        assert key == f"follower_rule_{chosen_follower_count(players) or 'witness'}"
    elif key.startswith("follower_rule"):  # on the Thief's own page, before its first pick
        assert text.param("count") == players and step.learner == thief
        if chosen_follower_count(players):  # "the Thief secretly picks one follower / two followers"
            assert key == f"follower_rule_{len(followers)}" == f"follower_rule_{chosen_follower_count(players)}"
        else:  # "one mouse who saw the theft joins the Thief; the Thief picks which"
            assert key == "follower_rule_witness" and len(followers) == 1 and followers <= witnesses
            assert len(witnesses - {thief}) >= 2
    elif key == "tally":  # "gets V of the T votes, more than anyone else, and turns over their card"
        assert seat_of(text, "name") == thief and ref["revealed"] == [thief]
        assert text.param("votes") == ref["tally"][thief] and text.param("total") == sum(ref["tally"]) == players
        assert sorted(ref["tally"]).count(max(ref["tally"])) == 1 and ref["tally"][thief] == max(ref["tally"])
    else:
        return False
    return True


@pytest.mark.parametrize("players", COUNTS)
def test_every_sentence_states_what_the_referee_says(players: int) -> None:
    shown = chapter_steps("real_game", Table(players))
    game = shown.game
    assert game is not None
    ref = resolve(game.record, views=True)
    roles = [Role(role) for role in game.record["roles"]]
    thief = roles.index(Role.THIEF)
    followers = set(ref["followers"])
    checked = sum(check_coached_step(step, game, ref) for step in shown.steps)
    assert checked >= 8
    result = next(step for step in shown.steps if step.name.endswith(".result"))
    assert ref["revealed"] == [thief] and ref["winner"] == "sleepyheads"
    assert result.text == sleepyheads_win(RESULT_KEY, thief, tuple(ref["winners"]), tuple(sorted(followers)))


@pytest.mark.parametrize("players", COUNTS)
def test_the_rules_are_taught_where_they_happen_and_followers_before_any_result(players: int) -> None:
    """What the staged lessons taught, said on the real screens: the goal at the start, the night's clock on the
    first page of the night, how followers come to be at this count before any page names one, never showing a
    card at the talk, the vote's rule before it and its count at the reveal, before who wins."""
    steps = coached(players)
    keys = [step.text.key.removeprefix("tutorial.game.") for step in steps]

    def first(*wanted: str) -> int:
        return next(index for index, key in enumerate(keys) if key in wanted)

    assert keys[0] == "table"
    night = "night_rule_two" if players == 4 else "night_rule"
    assert keys.count(night) == 1
    first_night = first("wake_hour", "wake_thief", "night_alone", "night_alone_gone", "night_company",
                        "night_saw_theft", "night_thief_seen")
    assert first(night) == first_night - 1 and steps[first(night)].screen == steps[first_night].screen
    dawn = next(key for key in keys if key.startswith(("dawn_rule", "follower_rule")))
    assert keys.count(dawn) == 1 and sum(key.startswith(("dawn_rule", "follower_rule")) for key in keys) == 1
    if players > 4:  # said on the learner's dawn curtain, just before its dawn page
        assert steps[keys.index(dawn)].screen == steps[keys.index(dawn) + 1].screen == "curtain"
        assert keys[keys.index(dawn) + 2] == "dawn_sleepyhead"
    naming_followers = [index for index, key in enumerate(keys)
                        if key in ("dawn_follower", "dawn_follower_blind", "dawn_thief_followers", "talk_cover")
                        or key.startswith("result_")]
    assert naming_followers and keys.index(dawn) < min(naming_followers)
    assert "discuss" in keys and steps[keys.index("discuss")].screen == "discussion"
    assert keys.index("discuss") < keys.index("vote_rule") < first("countdown", "ballot") < keys.index("tally")
    assert keys.index("tally") + 1 == next(index for index, step in enumerate(steps) if step.name.endswith(".result"))


@pytest.mark.parametrize("players", COUNTS)
def test_deduction_bluffing_and_a_tip_for_each_role_are_taught(players: int) -> None:
    keys = [step.text.key for step in coached(players)]
    assert "tutorial.game.talk_witness" in keys, "a witness's word against the Thief's"
    covered = {"tutorial.game.talk_cover", "tutorial.game.talk_bluff"} & set(keys)
    assert len(covered) == 1, "how the Thief's side covers or bluffs"
    proved = "tutorial.game.proved_" + covered.pop().rsplit("_", 1)[1]
    assert keys.index(proved) > keys.index("tutorial.game.talk_witness"), "proved right at the reveal"
    assert "tutorial.game.card_sleepyhead" in keys  # the learner's own card; the Thief's tip is the modules'
    assert "tutorial.game.card_thief" not in keys
    words = render(Text.of("tutorial.game.card_fall_mouse", name=Names((0,))), "en", ("Pip",))
    assert "tip" in words.lower()  # the Fall Mouse's tip comes with the practice round's hint on its card


@pytest.mark.parametrize("players", COUNTS)
def test_each_screen_starts_from_the_game_as_it_stood_then(players: int) -> None:
    game = chapter_steps("real_game", Table(players)).game
    assert game is not None
    walk = coached_walk(game)
    names = game.names("de")
    for index, snapshot in enumerate(walk.snapshots):
        session = session_at(game, index, names)
        assert session.step_index == index and session.setup.names == names
        assert session.actions == snapshot["actions"]
    last = session_at(game, len(walk.snapshots) - 1, names)
    assert last.step.kind is StepKind.REPLAY and last.game_over
    assert last.record()["votes"] == game.record["votes"]


def test_rewinding_forgets_the_moves_made_since() -> None:
    session = TutorialSession.start(Table(5)).go_to_chapter("real_game")
    for _ in range(5):
        expects = session.step.expects
        session = (session.act(expects.scripted) if expects is not None else session).next()
    assert session.step.name == "g01.rolled" and session.first_of_screen() == 3
    back = session.rewind_to(session.first_of_screen())
    assert back.step.name == "g01.card" and back.move is None
    assert all(not uid.startswith("real_game.g01") for uid, _ in back.moves)
    assert session.rewind_to(99) == session


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
def test_every_dry_run_line_names_its_screen_and_the_first_steps_say_the_count(table: Table) -> None:
    out = io.StringIO()
    assert run_dry_run(str(table.players), "en", table.fall_mouse, out=out, err=io.StringIO()) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert all(record["screen"] for record in records)
    firsts = {}
    for record in records:
        firsts.setdefault(record["chapter"], record)
    for chapter in ("real_game", "practice"):
        assert str(table.players) in firsts[chapter]["text"], chapter
    assert list(firsts)[:2] == ["start", "real_game"], "the core path is the real game"
    assert firsts["real_game"]["screen"] == "curtain" and records[-1]["chapter"] == "practice"
    assert {record["screen"] for record in records if record["chapter"] == "real_game"} <= GALLERY_SCREENS
