"""The soak's memory probe (``tools/kiosk_soak.py --probe``) says where memory sits: it counts what grew."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from app.scene import Scene
from art.cache import SPRITES
from tools.kiosk_soak import ProbeLog, growth_of
from tools.memory_probe import MemoryProbe, resident_by_kind


class Crumb:
    pass


class QuietScreen(Scene):
    pass


def test_a_reading_counts_new_objects_and_cached_pictures(make_app) -> None:
    app = make_app()
    probe = MemoryProbe()
    before = probe.read()
    crumbs = [Crumb() for _ in range(5000)]
    screen = QuietScreen(app)
    SPRITES.get("probe-test", (64, 64), (), lambda: pygame.Surface((64, 64)))
    after = probe.read()
    assert after["objects_changed"]["Crumb"] == len(crumbs)
    assert "Crumb" not in before["objects_changed"]
    assert after["caches"]["sprites"][0] == len(SPRITES)
    assert {"cards", "rendered_text", "gui_themes", "i18n_languages"} <= set(after["caches"])
    assert after["screens_alive"]["QuietScreen"] == 1 and screen.app is app


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and /proc are Linux's")
def test_a_reading_tells_the_heap_from_the_rest() -> None:
    reading = MemoryProbe().read()
    assert reading["resident"]["heap"] > 0 and reading["resident"]["file"] > 0
    assert reading["pymalloc_arenas"] > 0
    if reading["glibc"]:
        assert reading["glibc"]["in_use"] > 0


def test_resident_kinds_are_read_from_smaps_lines(tmp_path: Path) -> None:
    smaps = tmp_path / "smaps"
    smaps.write_text("\n".join([
        "55d0-55e0 rw-p 00000000 00:00 0                          [heap]", "Rss:                2048 kB",
        "7f00-7f10 rw-p 00000000 00:00 0 ", "Rss:                1024 kB",
        "7f20-7f30 r--p 00000000 08:01 123                        /usr/lib/libc.so.6", "Rss:                 512 kB",
    ]))
    assert resident_by_kind(smaps) == {"heap": 2.0, "anonymous": 1.0, "file": 0.5}


def test_the_probe_log_writes_a_labelled_line_per_reading(make_app, tmp_path: Path) -> None:
    make_app()
    path = tmp_path / "probe.jsonl"
    log = ProbeLog(path)
    day = SimpleNamespace(now=7200.0)
    log.write("group 1 left", day)  # type: ignore[arg-type]
    log.write("hour 2", day)  # type: ignore[arg-type]
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [line["label"] for line in lines] == ["group 1 left", "hour 2"]
    assert lines[0]["hour"] == 2.0 and lines[0]["resident_mb"] > 0


def test_no_probe_file_writes_nothing(tmp_path: Path) -> None:
    ProbeLog(None).write("hour 1", SimpleNamespace(now=0.0))  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_growth_is_counted_from_the_second_hour_to_the_last() -> None:
    assert growth_of([180.0, 200.0, 230.0, 210.0]) == pytest.approx(0.05)
    assert growth_of([200.0]) == 0.0 and growth_of([]) == 0.0
