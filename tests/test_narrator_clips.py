"""Every narration line has words and an up-to-date clip in every language."""
from __future__ import annotations

import io
import json

import pytest

from narrator.clips import NARRATION_DIR, load_manifest, text_sha1
from narrator.dry_run import run_dry_run
from narrator.script import all_line_keys
from narrator.texts import LANGUAGES, LINE_PREFIX, ROOT, load_strings


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_has_words_in_every_language(lang: str) -> None:
    strings = load_strings(lang)
    for key in all_line_keys():
        text = strings.get(LINE_PREFIX + key, "")
        assert text.strip() and text != key, f"{lang}: narrator.line.{key} has no words"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_has_a_clip_that_exists_and_matches_its_words(lang: str) -> None:
    manifest = load_manifest()
    strings = load_strings(lang)
    for key in all_line_keys():
        info = manifest.clip(lang, key)
        assert info is not None, f"{lang}/{key}: no clip in the manifest (run tools/make_narration.py)"
        path = ROOT / info.file
        assert path.is_file() and path.stat().st_size > 1000, f"{info.file} missing or empty"
        assert 0.2 < info.seconds < 30
        assert info.text_sha1 == text_sha1(strings[LINE_PREFIX + key]), (
            f"{lang}/{key}: words changed since the clip was made; run tools/make_narration.py"
        )


def test_clips_stay_small() -> None:
    total = sum(p.stat().st_size for p in NARRATION_DIR.rglob("*.ogg"))
    assert 0 < total < 15_000_000


def test_corrupt_manifest_gives_an_empty_one(tmp_path) -> None:
    broken = tmp_path / "manifest.json"
    broken.write_text("{not json", encoding="utf-8")
    assert load_manifest(broken).clips == {}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", range(4, 9))
def test_dry_run_prints_json_lines_with_the_required_keys(players: int, lang: str) -> None:
    out = io.StringIO()
    assert run_dry_run(players, lang, seconds_per_hour=8, out=out) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert records
    for record in records:
        assert set(record) == {"t", "key", "text", "clip"}
        assert (ROOT / record["clip"]).is_file()
        assert record["clip"].startswith(f"assets/narration/{lang}/")
    times = [r["t"] for r in records]
    assert times == sorted(times)


def test_dry_run_refuses_bad_input() -> None:
    err = io.StringIO()
    assert run_dry_run(9, "en", out=io.StringIO(), err=err) == 2
    assert err.getvalue().startswith("error: players")
    assert run_dry_run(5, "xx", out=io.StringIO(), err=io.StringIO()) == 2
