"""`python main.py narrator --dry-run` as a person or a script would run it."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("players,lang", [(4, "zh"), (7, "fr"), (8, "de")])
def test_dry_run_cli_prints_json_lines(players: int, lang: str) -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "narrator", "--players", str(players), "--lang", lang, "--dry-run",
         "--seconds-per-hour", "8"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    keys = [r["key"] for r in records]
    assert all(set(r) == {"t", "key", "text", "clip"} for r in records)
    assert [k for k in keys if k.endswith("_open") and k.startswith("hour_")] == [f"hour_{n}_open" for n in range(1, 7)]
    assert any(k.startswith("followers_") for k in keys) == (players >= 6)
    opens = [r["t"] for r in records if r["key"].startswith("hour_") and r["key"].endswith("_open")]
    assert len({round(b - a, 3) for a, b in zip(opens, opens[1:])}) == 1


def test_dry_run_cli_refuses_a_bad_count() -> None:
    result = subprocess.run([sys.executable, "main.py", "narrator", "--players", "3", "--dry-run"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
