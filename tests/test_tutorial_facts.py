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
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any, Callable

import pytest

from game.cheese_thief.config import HOURS, chosen_follower_count, dice_per_player, witness_follower_count
from game.referee import resolve
from play.turns import picks_per_move
from tutorial.actions import ActionKind, LearnerAction
from tutorial import how_to
from tutorial.catalogue import CHAPTERS
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


def right(step: Step) -> set[LearnerAction]:
    assert step.expects is not None
    return set(step.expects.right)


def responses(step: Step) -> list[tuple[LearnerAction, Text]]:
    assert step.expects is not None
    assert {action for action, _ in step.expects.responses} in ({*step.expects.right}, set())
    return list(step.expects.responses)


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
    assert role_of(ref, step.learner) == "thief" and one_seat(step.text, "name") == step.learner
    assert step.text.param("hour") == ref["theft_hour"]
    assert right(step) == {LearnerAction.of(ActionKind.TAKE_CHEESE, (step.learner,))}


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
        key_ends(text, "result_" + winner)
        return
    followers = seats(text, "followers") if "followers" in dict(text.params) else []
    assert followers == ref["followers"]
    key_ends(text, "result_sleepyheads" + FOLLOWER_KEYS[len(followers)])
    thief = one_seat(text, "name")
    assert sorted(seats(text, "winners") + followers + [thief]) == list(range(len(ref["views"])))


def own_cup(kind: ActionKind) -> Callable[[Step, ScriptedGame, Referee], None]:
    def check(step: Step, game: ScriptedGame, ref: Referee) -> None:
        assert right(step) == {LearnerAction.of(kind, (step.learner,))}
    return check


# Four players.

def four_intro(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert step.text.param("dice") == dice_per_player(4) == len(view(ref, 0)["dice"]) == 2
    assert ref["peeks"] == [] and ref["followers"] == []  # "nobody peeks, and nobody joins the Thief"


def four_roll(step: Step, game: ScriptedGame, ref: Referee) -> None:
    own_cup(ActionKind.ROLL)(step, game, ref)
    assert one_seat(step.text, "name") == step.learner and role_of(ref, step.learner) == "sleepyhead"
    ((_, answer),) = responses(step)
    assert [answer.param("a"), answer.param("b")] == view(ref, step.learner)["dice"]


def four_choose(step: Step, game: ScriptedGame, ref: Referee) -> None:
    you = step.learner
    dice = view(ref, you)["dice"]
    assert right(step) == {LearnerAction.of(ActionKind.CHOOSE_HOUR, (), index) for index in range(2)}
    for action, answer in responses(step):
        wake_choice = list(game.record["wake_choice"])
        wake_choice[you] = dice[action.value]
        assert view(variant(game, wake_choice=wake_choice), you)["wake_hours"] == [answer.param("hour")]
        assert answer.param("hour") == dice[action.value]


def four_thief(step: Step, game: ScriptedGame, ref: Referee) -> None:
    thief = step.learner
    assert role_of(ref, thief) == "thief" and one_seat(step.text, "name") == thief
    dice = [step.text.param("a"), step.text.param("b")]
    assert dice == view(ref, thief)["dice"] and view(ref, thief)["wake_hours"] == sorted(set(dice)) and len(set(dice)) == 2


def four_theft(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert role_of(ref, step.learner) == "thief"
    assert step.text.param("hour") == ref["theft_hour"] == view(ref, step.learner)["wake_hours"][0]


def four_second_hour(step: Step, game: ScriptedGame, ref: Referee) -> None:
    thief = view(ref, step.learner)
    hour = step.text.param("hour")
    assert hour == thief["wake_hours"][1]
    assert seats(step.text, "name") == thief["awake_with"][str(hour)] and thief["cheese"][str(hour)] == "gone"


def four_onlooker(step: Step, game: ScriptedGame, ref: Referee) -> None:
    onlooker = view(ref, one_seat(step.text, "name"))
    (hour,) = onlooker["wake_hours"]
    assert thief_of(ref) in onlooker["awake_with"][str(hour)] and onlooker["cheese"][str(hour)] == "gone"
    assert onlooker["known_thief"] is None  # "did not see you steal; that proves nothing"


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


# Ties.

def ties_tally(step: Step, game: ScriptedGame, ref: Referee) -> None:
    tied = seats(step.text, "names")
    assert tied == ref["revealed"] and len(tied) == 2 and thief_of(ref) in tied
    assert all(ref["tally"][seat] == step.text.param("votes") == max(ref["tally"]) for seat in tied)
    assert right(step) == {LearnerAction.of(ActionKind.TURN_CARDS, tuple(tied))}


# Keeping secrets.

def secrets_order(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert seats(step.text, "names") == list(range(len(ref["views"])))


def secrets_curtain(step: Step, game: ScriptedGame, ref: Referee) -> None:
    assert one_seat(step.text, "name") == step.learner
    assert right(step) == {LearnerAction.of(ActionKind.HOLD_CURTAIN, (step.learner,))}


def secrets_decoy(step: Step, game: ScriptedGame, ref: Referee) -> None:
    seat, players = step.learner, len(ref["views"])
    assert one_seat(step.text, "name") == seat
    mine = view(ref, seat)
    if players == 4:  # the Thief wakes at both dice: no hour to choose
        assert mine["role"] == "thief"
        assert right(step) == {LearnerAction.of(ActionKind.TAP_DIE, (), index) for index in range(2)}
        return
    hour = step.text.param("hour")
    assert mine["role"] == "sleepyhead" and [hour] == mine["wake_hours"] and mine["peek"] is None
    assert seats(step.text, "names") == mine["awake_with"][str(hour)] != []  # had company: may not look
    assert len(right(step)) == comb(players - 1, picks_per_move(players))
    assert all(action.kind is ActionKind.TAP_CUPS and seat not in action.seats for action in right(step))


NO_GAME_FACTS = {
    "start.count",
    "ties.meaning", "secrets.same",
}
CHECKS: dict[str, Callable[[Step, ScriptedGame, Referee], None]] = {
    "how_to.table": how_to_table, "how_to.roll": how_to_roll, "how_to.night": how_to_night,
    "how_to.theft": how_to_theft, "how_to.vote": how_to_vote, "how_to.result": result,
    "four_players.intro": four_intro, "four_players.roll": four_roll, "four_players.choose": four_choose,
    "four_players.thief": four_thief, "four_players.theft": four_theft,
    "four_players.second_hour": four_second_hour, "four_players.onlooker": four_onlooker,
    "ties.tally": ties_tally, "ties.result": result,
    "secrets.order": secrets_order, "secrets.curtain": secrets_curtain, "secrets.decoy": secrets_decoy,
}

GAMES = sorted(pinned_games().values(), key=lambda g: (g.chapter, g.players, g.fall_mouse))


def on_the_drawn_table(game: ScriptedGame) -> bool:
    """Whether the game's chapter is taught on the tutorial's drawn table (a module coached on the game's own
    screens is checked with the coached walk, in test_tutorial_coach_any_game.py)."""
    if game.chapter == "real_game":
        return True  # its six pictures of how to play
    (found,) = (chapter for chapter in CHAPTERS if chapter.id == game.chapter)
    assert found.build is not None
    return not found.build(game)[0].coached


def builder(chapter_id: str) -> Callable[[ScriptedGame], tuple[Step, ...]]:
    """The drawn table's steps about a pinned game (the real game's are checked with the coached walk, in
    test_tutorial_coach.py; here its game's six pictures of how to play)."""
    if chapter_id == "real_game":
        return how_to.steps
    (found,) = (chapter for chapter in CHAPTERS if chapter.id == chapter_id)
    assert found.build is not None
    return found.build


@pytest.mark.parametrize("game", [game for game in GAMES if on_the_drawn_table(game)],
                         ids=lambda g: f"{g.chapter}-{g.players}p{'-fm' if g.fall_mouse else ''}")
def test_every_step_states_only_what_the_referee_says(game: ScriptedGame) -> None:
    ref = resolve(game.record, views=True)
    checked = 0
    for step in builder(game.chapter)(game):
        if step.uid in NO_GAME_FACTS:
            assert all(not text.params for text in step.texts() if text is not step.skip), step.uid
            continue
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
