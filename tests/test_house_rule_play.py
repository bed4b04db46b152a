"""House rule R11.2 through a pass-and-play sitting: the setup, the session, the autosave, the record and the
history carry it, and a save or preferences from before it mean "off" (no pygame)."""

import json
import random

import pytest

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.roles import Winner
from storage import autosave, history
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from scenes.cheese_thief.setup_draft import SetupDraft
from tests.play_helpers import play_step, play_until

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay")
TIE_RULE = HouseRules(tie_protects_thief=True)


def house_rule_session(seed: int = 3) -> PlaySession:
    return PlaySession.start(GameSetup(NAMES, house_rules=TIE_RULE), seed)


def finished_with_house_rule_deciding() -> PlaySession:
    """A seeded sitting whose vote ties the Thief with someone else, so the house rule decides."""
    for seed in range(200):
        session = house_rule_session(seed)
        play_until(session, StepKind.REVEAL, random.Random(seed))
        outcome = session.public().report.outcome  # type: ignore[union-attr]
        if outcome is not None and outcome.decided_by_house_rule:
            return session
    raise AssertionError("no seed below 200 ends in a protected tie")


def test_R11_2_a_sitting_is_off_by_default() -> None:
    setup = GameSetup(NAMES)
    assert setup.house_rules == NO_HOUSE_RULES
    assert PlaySession.start(setup, 1).public().house_rules == NO_HOUSE_RULES
    assert not SetupDraft().tie_protects_thief and SetupDraft().game_setup(str).house_rules == NO_HOUSE_RULES


def test_R11_2_the_session_shows_the_house_rule_to_everyone_from_the_first_step() -> None:
    session = house_rule_session()
    assert session.public().house_rules == TIE_RULE
    assert session.to_json()["setup"]["house_rules"] == {"tie_protects_thief": True}


def test_R11_2_autosave_and_resume_keep_the_house_rule(data_dir) -> None:
    session = house_rule_session(5)
    play_until(session, StepKind.DISCUSSION, random.Random(5))
    autosave.save(session)
    offer = autosave.load()
    assert offer.session is not None and offer.notice is None
    assert offer.session.setup.house_rules == TIE_RULE and offer.session.public().house_rules == TIE_RULE
    assert offer.session.to_json() == session.to_json()
    follow = offer.session.next_game()
    assert follow.setup.house_rules == TIE_RULE, "Play again keeps the table's house rule"


def test_R11_2_a_save_from_before_house_rules_resumes_by_the_book() -> None:
    session = PlaySession.start(GameSetup(NAMES), 2)
    save = session.to_json()
    del save["setup"]["house_rules"]
    assert PlaySession.from_json(json.loads(json.dumps(save))).setup.house_rules == NO_HOUSE_RULES


@pytest.mark.parametrize("house_rules", ["on", [], {"tie_protects_thief": 1}, {"ties": True}])
def test_R11_2_a_save_with_a_malformed_house_rule_is_refused(house_rules: object) -> None:
    save = house_rule_session().to_json()
    save["setup"]["house_rules"] = house_rules
    with pytest.raises(ValueError):
        PlaySession.from_json(save)


def test_R11_2_the_record_and_the_history_carry_the_deciding_house_rule(data_dir) -> None:
    session = finished_with_house_rule_deciding()
    outcome = session.public().report.outcome  # type: ignore[union-attr]
    assert outcome is not None and outcome.winner is Winner.THIEF and len(outcome.revealed) > 1
    record = session.record()
    assert record["house_rules"] == {"tie_protects_thief": True}
    history.save_finished_game(record)
    (kept,) = history.finished_games()
    assert kept.record == record
    assert list(kept.winners) == [NAMES[seat] for seat in outcome.winners]
    assert session.past_winners == [list(kept.winners)]
    play_step(session, random.Random(0))  # on to the replay, and the game can be played again
    assert session.next_game().setup.house_rules == TIE_RULE


def test_R11_2_the_setup_remembers_the_house_rule_choice() -> None:
    draft = SetupDraft(count=4)
    draft.tie_protects_thief = True
    remembered = SetupDraft.from_preferences(json.loads(json.dumps(draft.preferences())), 300)
    assert remembered.tie_protects_thief and remembered.game_setup(str).house_rules == TIE_RULE
    for stored in ({"count": 6}, {"count": 6, "tie_protects_thief": "yes"}, {"count": 6, "tie_protects_thief": 1}):
        assert not SetupDraft.from_preferences(stored, 300).tie_protects_thief
