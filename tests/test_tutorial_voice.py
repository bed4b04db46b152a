"""Every sentence the tutorial can show has an up-to-date spoken clip; a missing clip leaves the subtitle alone."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from narrator.clips import load_manifest, text_sha1
from tutorial.dry_run import plan_records
from tutorial.table import EVERY_TABLE
from tutorial.texts import render
from tutorial.voice import (VOICE_DIR, VOICE_FORMAT, VOICE_MANIFEST_PATH, VoiceClips, clip_relpath,
                            sentence_fingerprint, spoken_sentences)

from tests.tutorial_helpers import LANGUAGES, every_chapter_shown


def shown_in_plans(lang: str) -> set[str]:
    """The sentences the dry-run prints for every table's plan: text, hint, scripted response and skip."""
    shown: set[str] = set()
    for table in EVERY_TABLE:
        for record in plan_records(table, lang):
            shown.add(record["text"])  # on a drawn step or over the game's own screens alike
            if record.get("skip"):
                shown.add(record["skip"])
            if record["expects"] is not None:
                shown.add(record["expects"]["hint"])
                if record["expects"]["response"] is not None:
                    shown.add(record["expects"]["response"])
    return shown


def every_response(lang: str) -> set[str]:
    """Every right move's answer, at every table, in chapters inside or outside the plan."""
    return {
        render(response, lang, chapter.names(lang))
        for _table, chapter in every_chapter_shown()
        for step in chapter.steps if step.expects is not None
        for _move, response in step.expects.responses
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_spoken_set_holds_every_sentence_a_learner_can_see(lang: str) -> None:
    spoken = set(spoken_sentences(lang))
    assert shown_in_plans(lang) <= spoken
    assert every_response(lang) <= spoken
    assert all(sentence.strip() and "%{" not in sentence for sentence in spoken)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_has_a_clip_that_exists_and_matches_its_words(lang: str) -> None:
    clips = VoiceClips()
    manifest = load_manifest(VOICE_MANIFEST_PATH, VOICE_FORMAT)
    for sentence in spoken_sentences(lang):
        key = sentence_fingerprint(sentence, lang)
        info = manifest.clip(lang, key)
        assert info is not None, f"{lang}: no clip for {sentence!r} (run tools/make_narration.py --only tutorial)"
        assert info.text_sha1 == text_sha1(sentence), f"{lang}/{key}: words changed; run tools/make_narration.py"
        assert info.file == clip_relpath(lang, key)
        clip = clips.clip_for(sentence, lang)
        assert clip is not None and clip.path.stat().st_size > 1000
        assert 0.3 < clip.seconds < 30


@pytest.mark.parametrize("lang", LANGUAGES)
def test_identical_sentences_share_one_clip_and_no_clip_is_left_over(lang: str) -> None:
    data = json.loads(VOICE_MANIFEST_PATH.read_text(encoding="utf-8"))
    entries = data["clips"][lang]
    assert set(entries) == {sentence_fingerprint(sentence, lang) for sentence in spoken_sentences(lang)}
    assert {path.stem for path in (VOICE_DIR / lang).glob("*.ogg")} == set(entries)
    assert all(entry["text"] in spoken_sentences(lang) for entry in entries.values())


def test_the_fingerprint_is_of_the_exact_words_and_the_language() -> None:
    sentence = spoken_sentences("en")[0]
    assert sentence_fingerprint(sentence, "en") == sentence_fingerprint(sentence, "en")
    assert sentence_fingerprint(sentence, "en") != sentence_fingerprint(sentence, "fr")
    assert sentence_fingerprint(sentence, "en") != sentence_fingerprint(sentence + " ", "en")


def test_the_tutorial_clips_stay_small() -> None:
    total = sum(path.stat().st_size for path in VOICE_DIR.rglob("*.ogg"))
    # About 1,100 clips, 12.5 MB: the coached sentences at 8 kHz (about 10 kB a clip), Double Kill's lesson and the
    # drawn steps' at 22 kHz (1.4 MB); room for a few dozen more.
    assert 0 < total < 13_500_000


def test_words_without_a_clip_give_none() -> None:
    clips = VoiceClips()
    sentence = spoken_sentences("de")[0]
    assert clips.clip_for(sentence, "de") is not None
    assert clips.clip_for(sentence + " Noch ein Wort.", "de") is None
    assert clips.clip_for(sentence, "en") is None
    assert clips.clip_for(sentence, "xx") is None
    assert clips.clip_for(None, "de") is None  # type: ignore[arg-type]


@pytest.mark.parametrize("content", ["", "{not json", "[]", '{"format": "other", "clips": {}}',
                                     json.dumps({"format": VOICE_FORMAT, "clips": {"en": [1, 2]}}),
                                     json.dumps({"format": VOICE_FORMAT, "clips": {"en": {"k": "text"}}})])
def test_a_broken_manifest_gives_no_clips_and_no_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "manifest.json"
    path.write_text(content, encoding="utf-8")
    sentence = spoken_sentences("en")[0]
    assert VoiceClips(path).clip_for(sentence, "en") is None
    assert VoiceClips(tmp_path / "missing.json").clip_for(sentence, "en") is None


def test_a_stale_or_missing_clip_file_gives_none(tmp_path: Path) -> None:
    sentence = spoken_sentences("fr")[0]
    key = sentence_fingerprint(sentence, "fr")
    entry = {"file": clip_relpath("fr", key), "seconds": 2.0, "text_sha1": text_sha1(sentence)}
    manifest = {"format": VOICE_FORMAT, "clips": {"fr": {key: entry}}}
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(manifest), encoding="utf-8")
    assert VoiceClips(path).clip_for(sentence, "fr") is not None
    manifest["clips"]["fr"][key] = {**entry, "text_sha1": text_sha1(sentence + "!")}
    path.write_text(json.dumps(manifest), encoding="utf-8")
    assert VoiceClips(path).clip_for(sentence, "fr") is None
    manifest["clips"]["fr"][key] = {**entry, "file": "assets/tutorial_voice/fr/not-there.ogg"}
    path.write_text(json.dumps(manifest), encoding="utf-8")
    assert VoiceClips(path).clip_for(sentence, "fr") is None
