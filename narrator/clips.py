"""The narration clips on disk and their manifest (durations, text fingerprints), without any audio library.

``assets/narration/manifest.json`` is written by ``tools/make_narration.py``::

    {"format": "cheese-thief-narration/1",
     "clips": {"en": {"hour_1_open": {"file": "assets/narration/en/hour_1_open.ogg",
                                      "seconds": 3.12, "text_sha1": "..."}}}}

The timeline reads durations from it, so a dry-run needs neither the audio files nor a mixer.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from narrator.texts import ROOT

MANIFEST_FORMAT = "cheese-thief-narration/1"
NARRATION_DIR = ROOT / "assets" / "narration"
MANIFEST_PATH = NARRATION_DIR / "manifest.json"
CLIP_EXTENSION = "ogg"

# Speaking rate used only when a clip is missing from the manifest (characters per second).
_FALLBACK_CHARS_PER_SECOND = {"zh": 4.5, "en": 14.0, "fr": 14.0, "de": 13.0}


@dataclass(frozen=True)
class ClipInfo:
    file: str  # path relative to the repository root, forward slashes
    seconds: float
    text_sha1: str


@dataclass
class Manifest:
    clips: dict[str, dict[str, ClipInfo]] = field(default_factory=dict)

    def clip(self, lang: str, key: str) -> ClipInfo | None:
        return self.clips.get(lang, {}).get(key)

    def durations(self, lang: str) -> dict[str, float]:
        return {key: info.seconds for key, info in self.clips.get(lang, {}).items()}


def text_sha1(text: str) -> str:
    """Fingerprint of a line's words, so a stale clip (text changed, clip not re-rendered) can be detected."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def clip_relpath(lang: str, key: str, extension: str = CLIP_EXTENSION) -> str:
    return f"assets/narration/{lang}/{key}.{extension}"


def load_manifest(path: Path = MANIFEST_PATH, expected_format: str = MANIFEST_FORMAT) -> Manifest:
    """The manifest, or an empty one when the file is missing or unreadable (the timeline then estimates).

    The tutorial's spoken sentences use the same layout under their own format name."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Manifest()
    if not isinstance(data, dict) or data.get("format") != expected_format:
        return Manifest()
    clips: dict[str, dict[str, ClipInfo]] = {}
    entries_by_lang = data.get("clips")
    for lang, entries in (entries_by_lang if isinstance(entries_by_lang, dict) else {}).items():
        if not isinstance(entries, dict):
            continue
        for key, entry in entries.items():
            try:
                if not isinstance(entry, dict):
                    raise TypeError("a clip entry is an object")
                clips.setdefault(lang, {})[key] = ClipInfo(
                    file=str(entry["file"]), seconds=float(entry["seconds"]), text_sha1=str(entry.get("text_sha1", ""))
                )
            except (KeyError, TypeError, ValueError):
                continue
    return Manifest(clips)


def estimated_seconds(lang: str, text: str) -> float:
    """A rough speaking time for a line that has no clip yet."""
    rate = _FALLBACK_CHARS_PER_SECOND.get(lang, 13.0)
    return round(0.4 + len(text) / rate, 3)
