"""Golden playthroughs: seeded games whose public view and every seat's view, at each stage,
are stored as readable text under tests/golden/ and compared line by line.

After a deliberate change to the engine or the views, regenerate the files with
`UPDATE_GOLDEN=1 python -m pytest tests/test_views_golden.py` and review the diff.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.referee import resolve
from game.cheese_thief.record import to_record
from tests.rules_helpers import deal_and_roll, play_night, play_votes, rng_chooser, snapshot_text

GOLDEN_DIR = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

TIE_PROTECTS_THIEF = HouseRules(tie_protects_thief=True)

# (players, Fall Mouse, seed, house rules), each picked for what it shows:
PLAYTHROUGHS = [
    (4, False, 2, NO_HOUSE_RULES),  # the Thief wakes twice; one player sees the theft
    (5, False, 4, NO_HOUSE_RULES),  # two witnesses: the Thief points at one of them
    (6, True, 2, NO_HOUSE_RULES),  # the Fall Mouse is chosen as follower and wins when revealed
    (7, False, 5, NO_HOUSE_RULES),  # followers who know each other; one of them did not see the theft
    (8, True, 2, NO_HOUSE_RULES),  # three-way recognition and a tied vote
    (6, False, 6, TIE_PROTECTS_THIEF),  # R11.2: the Thief ties with a Sleepyhead and escapes with its follower
]


def playthrough_text(count: int, fall_mouse: bool, seed: int, house_rules: HouseRules = NO_HOUSE_RULES) -> str:
    rng = random.Random(seed)
    choose = rng_chooser(rng)
    state = deal_and_roll(count, fall_mouse, rng, house_rules)
    rules = "".join(f", house rule {name}" for name in house_rules.chosen())
    parts = [f"# {count} players, Fall Mouse {'on' if fall_mouse else 'off'}{rules}, seed {seed}"]
    parts.append(snapshot_text(state, "after the deal and the roll"))
    state = play_night(state, choose)
    parts.append(snapshot_text(state, "the night is over"))
    state = play_votes(state, choose)
    parts.append(snapshot_text(state, "after the vote"))
    record = to_record(state)
    parts.append("== record\n" + json.dumps(record, ensure_ascii=False))
    parts.append("== referee\n" + json.dumps(resolve(record), ensure_ascii=False))
    return "\n\n".join(parts) + "\n"


def golden_path(count: int, fall_mouse: bool, seed: int, house_rules: HouseRules = NO_HOUSE_RULES) -> Path:
    variant = "-fall-mouse" if fall_mouse else ""
    variant += "".join(f"-{name.replace('_', '-')}" for name in house_rules.chosen())
    return GOLDEN_DIR / f"playthrough-{count}p{variant}-seed{seed}.txt"


@pytest.mark.parametrize("count,fall_mouse,seed,house_rules", PLAYTHROUGHS)
def test_golden_playthrough(count: int, fall_mouse: bool, seed: int, house_rules: HouseRules) -> None:
    """Every seat's view and the public view of a seeded game match the stored text."""
    text = playthrough_text(count, fall_mouse, seed, house_rules)
    path = golden_path(count, fall_mouse, seed, house_rules)
    if UPDATE:
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run UPDATE_GOLDEN=1 python -m pytest {__file__}"
    expected = path.read_text(encoding="utf-8")
    assert text.splitlines() == expected.splitlines()


def test_golden_files_are_all_in_use() -> None:
    """No stale golden file lingers after a playthrough is removed."""
    wanted = {golden_path(*game).name for game in PLAYTHROUGHS}
    stored = {path.name for path in GOLDEN_DIR.glob("playthrough-*.txt")}
    assert stored == wanted
