"""The whole-game benchmark: what it counts from a frame log, and which figures miss the targets."""
from __future__ import annotations

from tools.bench import whole_game_failures
from tools.whole_game import FrameLog, summarise


def _log(timings: list[float]) -> FrameLog:
    log = FrameLog()
    log.add(250.0, "(start)")  # start-up and the title's first frame: not counted
    for index, ms in enumerate(timings):
        log.add(ms, f"Screen{index}")
    return log


def test_the_summary_counts_frames_after_the_first_and_names_the_slowest_screens() -> None:
    report = summarise(_log([1.0] * 98 + [20.0, 40.0]), worst=2)
    assert report["frames"] == 100
    assert report["over_budget"] == 2
    assert report["over_budget_pct"] == 2.0
    assert report["max_ms"] == 40.0
    assert report["p99_ms"] == 20.0
    assert [frame["screen"] for frame in report["worst"]] == ["Screen99", "Screen98"]


def _whole(small: dict[str, object], large: dict[str, object]) -> dict[str, object]:
    return {"1280x800": {"baseline_p95_ms": 0.2, "games": {"5p-seed3": small}},
            "1920x1080": {"baseline_p95_ms": 0.3, "games": {"5p-seed3": large}}}


def _game(over: int, pct: float, p99: float, finished: bool = True) -> dict[str, object]:
    return {"over_budget": over, "over_budget_pct": pct, "p99_ms": p99, "finished": finished}


def test_targets_one_slow_frame_at_1280x800_and_a_tenth_of_a_percent_at_1920x1080() -> None:
    assert whole_game_failures(_whole(_game(0, 0.0, 5.9), _game(9, 0.09, 12.0))) == []
    failures = whole_game_failures(_whole(_game(1, 0.01, 6.5), _game(20, 0.2, 12.0, finished=False)))
    assert any("1280x800: 1 frames over" in failure for failure in failures)
    assert any("1280x800: p99 6.5" in failure for failure in failures)
    assert any("1920x1080: 0.2%" in failure for failure in failures)
    assert any("did not finish" in failure for failure in failures)


def test_table_games_miss_their_own_targets_at_each_size() -> None:
    from tools.bench import table_game_failures

    good_hd = {"finished": True, "over_budget": 0, "p99_ms": 5.0, "peak_rss_mb": 250.0}
    good_4k = {"finished": True, "over_budget": 40, "p99_ms": 12.0, "peak_rss_mb": 450.0}
    assert table_game_failures({"1920x1080 8p-seed4": good_hd, "3840x2160 8p-seed4": good_4k}) == []
    bad = table_game_failures({
        "1920x1080 8p-seed4": dict(good_hd, over_budget=2, p99_ms=7.5),
        "3840x2160 8p-seed4": dict(good_4k, p99_ms=17.0, peak_rss_mb=650.0),
        "3840x2160 5p-seed3": {"finished": False},
    })
    assert len(bad) == 5
    assert any("frames over 16.7 ms" in line for line in bad) and any("peak memory" in line for line in bad)
    assert any("did not finish" in line for line in bad)
