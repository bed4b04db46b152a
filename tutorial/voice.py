"""The tutorial's spoken sentences: every sentence a step can show, and the clip that speaks it.

The games are pinned, so the sentences are a finite set: each step's text, hint, responses and skip choice,
filled in for every table (4-8 players, Fall Mouse on or off) and every chapter (a chapter outside a table's
plan can still be opened from the menu), the steps coached over the game's own screens included (their
sentences are the walk's own, filled from pinned games: about 260 distinct ones a language, most shared
between tables). ``tools/make_narration.py`` renders each distinct sentence once per
language into ``assets/tutorial_voice/<lang>/<fingerprint>.ogg``; the fingerprint is of the exact words and
the language, so identical sentences share one clip and a sentence whose words change gets a new one.

The screen's whole API is::

    clips = VoiceClips()                       # reads the manifest once; missing or broken: no clips
    clip = clips.clip_for(sentence, lang)      # VoiceClip(path, seconds), or None: show the subtitle only

Playing a clip (and the mute preference) is ``scenes.tutorial.voice_player.TutorialVoice``.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from narrator.clips import Manifest, load_manifest, text_sha1
from narrator.texts import ROOT

from tutorial.catalogue import CHAPTER_IDS, CHAPTERS
from tutorial.chapters import double_kill
from tutorial.plan import chapter_steps
from tutorial.table import EVERY_TABLE, EVERY_TABLE_WITH_HOUSE_RULE
from tutorial.texts import render

VOICE_FORMAT = "cheese-thief-tutorial-voice/1"
VOICE_DIR = ROOT / "assets" / "tutorial_voice"
VOICE_MANIFEST_PATH = VOICE_DIR / "manifest.json"
FINGERPRINT_LENGTH = 16  # hex digits: ample for a few hundred sentences a language, short file names
VOICE_SAMPLE_RATE = 8000  # Hz: speech stays clear, and a thousand clips stay within a few megabytes


@dataclass(frozen=True)
class VoiceClip:
    path: Path
    seconds: float


def sentence_fingerprint(text: str, lang: str) -> str:
    """The clip key of a sentence: its exact words in its language."""
    return hashlib.sha1(f"{lang}\n{text}".encode("utf-8")).hexdigest()[:FINGERPRINT_LENGTH]


def clip_relpath(lang: str, fingerprint: str) -> str:
    return f"assets/tutorial_voice/{lang}/{fingerprint}.ogg"


@lru_cache(maxsize=8)
def spoken_sentences(lang: str) -> tuple[str, ...]:
    """Every distinct filled sentence the tutorial can show in `lang`, sorted."""
    sentences: set[str] = set()
    shown = [(table, chapter_id) for table in EVERY_TABLE for chapter_id in CHAPTER_IDS]
    shown += [(table, found.id) for table in EVERY_TABLE_WITH_HOUSE_RULE for found in CHAPTERS
              if found.build_for_table is not None]
    for table, chapter_id in shown:
        chapter = chapter_steps(chapter_id, table)
        players = chapter.names(lang)
        for step in chapter.steps:  # drawn steps and those coached on the game's own screens alike
            sentences.update(render(text, lang, players) for text in step.texts())
    sentences.update(render(text, lang, ()) for text in double_kill.spoken_texts())  # Double Kill's lesson
    return tuple(sorted(sentences))


def voice_lines(lang: str) -> dict[str, str]:
    """Clip key -> words, for the renderer."""
    return {sentence_fingerprint(text, lang): text for text in spoken_sentences(lang)}


class VoiceClips:
    """The rendered clips, looked up by the words on screen."""

    def __init__(self, manifest_path: Path = VOICE_MANIFEST_PATH) -> None:
        self._manifest: Manifest = load_manifest(manifest_path, VOICE_FORMAT)

    def clip_for(self, text: str, lang: str) -> VoiceClip | None:
        """The clip speaking exactly `text` in `lang`; None when there is none (or it is stale or missing on
        disk), so the subtitle is shown alone."""
        if not isinstance(text, str) or not isinstance(lang, str):
            return None
        info = self._manifest.clip(lang, sentence_fingerprint(text, lang))
        if info is None or info.text_sha1 != text_sha1(text):
            return None
        path = ROOT / info.file
        return VoiceClip(path, info.seconds) if path.is_file() else None
