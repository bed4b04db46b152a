"""The judge's account of a game (game.double_kill.account): every sentence follows from the engine's log, and each case a
judge explains at the end is told: a heal, a guard, a void stab, a misdiagnosis and its count, a chain death, the
assassin's stab through protection, a call out of time; the day's nominations, sorted votes, immunity and lynch."""
from __future__ import annotations

from game.double_kill.account import Seat, Sentence, game_account
from game.double_kill.roles import Role
from tests.dk_helpers import dealt, end_speeches, h, lynch, nominate, play_night, quiet_day, random_play, vote


def said(state, round_: int, kind: str = "night") -> list[tuple[str, dict[str, object]]]:  # type: ignore[no-untyped-def]
    chapter = next(chapter for chapter in game_account(state) if (chapter.kind, chapter.round) == (kind, round_))
    return [(sentence.key, {name: getattr(value, "label", value) for name, value in sentence.values.items()})
            for sentence in chapter.sentences]


def keys(state, round_: int, kind: str = "night") -> list[str]:  # type: ignore[no-untyped-def]
    return [key for key, _ in said(state, round_, kind)]


def test_a_night_tells_every_call_and_each_death_with_its_cause() -> None:
    state = play_night(dealt(), bodyguard="9R", killer="4L", doctor="8L", detective="0L", traitor="5L")
    told = said(state, 1)
    assert told[0] == ("chose.bodyguard", {"awake": (h("4L"),), "target": "9R"})
    assert ("check.detective.up", {"awake": (h("2L"), h("3L")), "target": "0L"}) in told
    assert ("misdiagnosis", {"target": "8L", "count": 1}) in told
    assert told[-2:] == [("death.killers", {"hand": "4L"}), ("death.with_bodyguard", {"hand": "9R", "bodyguard": "4L"})]


def test_a_heal_a_guard_and_a_void_stab_are_explained() -> None:
    assert "healed" in keys(play_night(dealt(), killer="9R", doctor="9R"), 1)
    assert "guarded_saved" in keys(play_night(dealt(), bodyguard="9R", killer="9R", doctor="8L"), 1)
    void = said(play_night(dealt(), bodyguard="1L", killer="9R", doctor="8L"), 1)
    assert ("void_guarded_killer", {"guarded": "1L"}) in void and ("nobody_died", {}) in void
    assert "treat_guarded" in keys(play_night(dealt(), bodyguard="9R", killer="8L", doctor="9R"), 1)
    assert "void_assassin" in keys(play_night(dealt(17), killer="7L", doctor="9R"), 1)


def test_a4_treating_the_target_of_a_void_stab_is_said_to_be_no_misdiagnosis() -> None:
    guarded_killer = said(play_night(dealt(), bodyguard="1L", killer="9R", doctor="9R"), 1)
    assert guarded_killer[-3:] == [("void_guarded_killer", {"guarded": "1L"}), ("treat_void_target", {"target": "9R"}),
                                   ("nobody_died", {})]
    assert "misdiagnosis" not in keys(play_night(dealt(), bodyguard="1L", killer="9R", doctor="9R"), 1)
    unacted_assassin = keys(play_night(dealt(17), killer="7L", doctor="7L"), 1)
    assert unacted_assassin.index("void_assassin") + 1 == unacted_assassin.index("treat_void_target")
    assert "treat_void_target" not in keys(play_night(dealt(), killer="9R", doctor="9R"), 1)  # a real heal says "healed"
    assert "treat_void_target" not in keys(play_night(dealt(), bodyguard="1L", killer="9R", doctor="8L"), 1)


def test_a_second_misdiagnosis_is_counted_and_kills() -> None:
    state = play_night(quiet_day(play_night(dealt(), killer="9L", doctor="8R")), killer="9R", doctor="8R")
    told = said(state, 2)
    assert ("misdiagnosis", {"target": "8R", "count": 2}) in told and ("death.misdiagnosis", {"hand": "8R"}) in told


def test_the_assassins_stab_through_protection_and_a_call_out_of_time() -> None:
    told = said(play_night(dealt(17), assassin="9R", bodyguard="9R", killer="10L", doctor="9R"), 1)
    assert ("death.assassin_through", {"hand": "9R"}) in told and ("treat_guarded", {"target": "9R"}) in told
    assert "treat_stabbed" in keys(play_night(dealt(17), assassin="9R", killer="10L", doctor="9R"), 1)
    timed_out = said(play_night(dealt(), bodyguard=None), 1)
    assert timed_out[0] == ("call_nothing", {"role": Role.BODYGUARD, "awake": (h("4L"),)})


def test_a_day_tells_nominations_sorted_votes_the_lynch_and_last_words() -> None:
    state = nominate(play_night(dealt(), killer="9L", doctor="8L"), {8: ["7L"], 7: ["6R", "5L"]})
    state = end_speeches(vote(state, {"6R": ["0L", "0R", "1L"], "5L": ["1R"]}, default="7L"))
    told = said(state, 1, "day")
    assert told[0] == ("last_words", {"hands": (h("9L"),)})
    assert ("named", {"seat": Seat(8), "hands": (h("7L"),)}) in told
    vote_told = next(values for key, values in told if key == "vote")
    assert [(hand.label, count) for hand, count in vote_told["tally"]] == [("7L", 15), ("6R", 3), ("5L", 1)]  # type: ignore[attr-defined]
    assert told[-2:] == [("lynched", {"hand": "7L"}), ("last_words", {"hands": (h("7L"),)})]


def test_a_guarded_top_is_told_as_spared_and_a_tie_as_a_tie() -> None:
    state = nominate(play_night(dealt(), bodyguard="7L", killer="9L", doctor="9L"), {8: ["7L", "6R"]})
    state = vote(state, {"6R": [f"{seat}{side}" for seat in range(5) for side in "LR"]}, default="7L")
    assert ("tie", {"hands": (h("7L"), h("6R"))}) in said(state, 1, "day")
    state = vote(state, default="7L")
    assert said(state, 1, "day")[-1] == ("immune", {"hand": "7L"})


def test_the_account_of_a_finished_game_ends_with_the_winner_and_every_round_has_its_night() -> None:
    final = random_play(5, 17)[-1]
    chapters = game_account(final)
    assert [chapter.round for chapter in chapters if chapter.kind == "night"] == list(range(1, final.round + 1))
    assert chapters[-1].sentences[-1] == Sentence("end", {"winner": final.winner, "reason": final.win_reason})
    deaths = [(values["hand"], key.split(".")[1]) for chapter in chapters for sentence in chapter.sentences
              for key, values in [(sentence.key, sentence.values)] if key.startswith("death.")]
    night_deaths = [(death.hand, death.cause.value) for death in final.deaths if death.cause.value != "lynch"]
    assert sorted((hand.label, cause.replace("assassin_through", "assassin")) for hand, cause in deaths) == sorted(
        (hand.label, cause) for hand, cause in night_deaths)
