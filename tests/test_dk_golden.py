"""Golden Double Kill games: seed and choices → the public view and every seat's view after each night and day,
stored as readable text under tests/golden/double-kill/ and compared line by line.

After a deliberate change to the engine or the views, regenerate the files with
`UPDATE_GOLDEN=1 python -m pytest tests/test_dk_golden.py` and review the diff.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.double_kill.record import to_record
from game.double_kill.referee import resolve
from game.double_kill.state import GameState
from game.double_kill.steps import StepKind
from game.double_kill.views import PublicView, SeatView, public_view, view_for
from tests.dk_helpers import random_play

GOLDEN_DIR = Path(__file__).parent / "golden" / "double-kill"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
GAMES = [(10, 3), (14, 8), (17, 5), (20, 2)]  # (players, seed): both recommended sets, small and large tables


def labels(hands) -> str:  # type: ignore[no-untyped-def]
    return " ".join(hand.label for hand in hands) or "-"


def public_text(view: PublicView) -> list[str]:
    lines = [f"public round={view.round} step={view.step.kind.value} role={getattr(view.step.role, 'value', None)}"
             f" last_words={labels(view.last_words_given)}/{view.last_words_total} redraws={view.redraws}"]
    dead = [hand for seat, pair in enumerate(view.alive) for hand, alive in zip((f"{seat}L", f"{seat}R"), pair)
            if not alive]
    lines.append("  dead: " + (" ".join(dead) or "-"))
    for round_, dead in view.dawns:
        lines.append(f"  dawn {round_}: {labels(dead)}")
    for day in view.days:
        named = "; ".join(f"{seat}: {labels(hands)}" for seat, hands in day.nominations)
        lines.append(f"  day {day.round} order {list(day.order)} named [{named}]")
        for index, votes in enumerate(day.vote_rounds, start=1):
            lines.append(f"    vote {index}: " + " ".join(f"{voter.label}>{target.label}" for voter, target in votes))
        lines.append(f"    lynched {day.lynched} immune {day.immune} deadlock {day.deadlock}")
    if view.reveal is not None:
        lines.append(f"  winner {view.winner.value if view.winner else None} reason "
                     f"{view.win_reason.value if view.win_reason else None} winners {list(view.winners or ())}")
        lines.append("  cards " + " ".join(f"{left.value}/{right.value}" for left, right in view.reveal.hands))
    return lines


def seat_text(view: SeatView) -> list[str]:
    cards = "/".join(card.value for card in view.cards) if view.cards else "-"
    lines = [f"seat {view.seat} ({view.name}) cards {cards} team {view.team.value if view.team else None}"]
    for seen in view.night:
        answer = "" if seen.thumbs_up is None else (" thumbs up" if seen.thumbs_up else " thumbs down")
        lines.append(f"  night {seen.round} {seen.role.value} as {labels(seen.own_hands)} with "
                     f"{labels(seen.awake_with)}: {seen.target.label if seen.target else 'nothing'}{answer}")
    return lines


def snapshot(state: GameState, title: str) -> str:
    lines = [f"== {title}", *public_text(public_view(state))]
    for seat in state.seats:
        lines += seat_text(view_for(state, seat))
    return "\n".join(lines)


def playthrough_text(count: int, seed: int) -> str:
    states = random_play(seed, count)
    parts = [f"# Double Kill, {count} players, seed {seed}"]
    for before, after in zip(states, states[1:]):
        dawn = before.step.kind is StepKind.NIGHT_CALL and after.step.kind is not StepKind.NIGHT_CALL
        nightfall = after.step.kind is StepKind.NIGHT_CALL and before.step.kind is not StepKind.NIGHT_CALL
        if dawn:
            parts.append(snapshot(after, f"dawn of round {after.round}"))
        elif nightfall and after.round > 1:
            parts.append(snapshot(after, f"night falls after round {after.round - 1}"))
    final = states[-1]
    if parts[-1] != snapshot(final, f"dawn of round {final.round}"):
        parts.append(snapshot(final, "the end"))
    record = to_record(final)
    parts.append("== record\n" + json.dumps(record, ensure_ascii=False))
    parts.append("== referee\n" + json.dumps(resolve(record), ensure_ascii=False))
    return "\n\n".join(parts) + "\n"


def golden_path(count: int, seed: int) -> Path:
    return GOLDEN_DIR / f"playthrough-{count}p-seed{seed}.txt"


@pytest.mark.parametrize("count,seed", GAMES)
def test_golden_double_kill_game(count: int, seed: int) -> None:
    """Every seat's view and the public view of a seeded game match the stored text."""
    text = playthrough_text(count, seed)
    path = golden_path(count, seed)
    if UPDATE:
        GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path.name}: run UPDATE_GOLDEN=1 python -m pytest {__file__}"
    assert text.splitlines() == path.read_text(encoding="utf-8").splitlines()


def test_double_kill_golden_files_are_all_in_use() -> None:
    assert {path.name for path in GOLDEN_DIR.glob("*.txt")} == {golden_path(*game).name for game in GAMES}
