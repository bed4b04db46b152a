"""The Double Kill demo plays whole games through the real screens, and its winner is what the referee says of
its record (DK13, DK14, DK23), at 10, 14 and 20 players. A small window keeps each game quick to draw."""
from __future__ import annotations

import pytest

from game.double_kill.referee import resolve
from driver.double_kill.demo import dk_wish, run_dk_demo


@pytest.mark.parametrize("players,seed", [(10, 1), (14, 1), (20, 2)])
def test_dk14_the_demo_winner_matches_the_referee(players: int, seed: int, data_dir) -> None:
    result = run_dk_demo(dk_wish(players, seed, "point"), size=(640, 400), persist=False)
    assert result.record is not None and result.winner is not None
    answer = resolve(result.record)
    assert (answer["winner"], answer["winners"]) == (result.winner, result.winners)
    assert len(result.record["players"]) == players
    assert result.traces and len({trace.shape() for trace in result.traces if trace.kind.value == "deal_turn"}) == 1
