"""`python main.py narrator --dry-run`: the whole timeline as JSON lines, without sound or window."""
from __future__ import annotations

import json
import sys
from typing import TextIO

from narrator.clips import clip_relpath, load_manifest
from narrator.texts import LANGUAGES, line_texts
from narrator.timeline import DEFAULT_DISCUSSION_SECONDS, DEFAULT_SECONDS_PER_HOUR, Timeline, timeline_for


def narration_timeline(
    players: int,
    lang: str,
    seconds_per_hour: float = DEFAULT_SECONDS_PER_HOUR,
    discussion_seconds: float = DEFAULT_DISCUSSION_SECONDS,
    fall_mouse_reminder: bool = False,
) -> Timeline:
    """The timeline for a setup, timed with this language's clip durations from the manifest."""
    durations = load_manifest().durations(lang)
    return timeline_for(players, durations, seconds_per_hour, discussion_seconds, fall_mouse_reminder)


def timeline_records(timeline: Timeline, lang: str) -> list[dict[str, object]]:
    """One record per cue: time, line key, words and clip path."""
    manifest = load_manifest()
    texts = line_texts(lang, [cue.key for cue in timeline.cues])
    records: list[dict[str, object]] = []
    for cue in timeline.cues:
        info = manifest.clip(lang, cue.key)
        clip = info.file if info is not None else clip_relpath(lang, cue.key)
        records.append({"t": round(cue.t, 3), "key": cue.key, "text": texts[cue.key], "clip": clip})
    return records


def run_dry_run(
    players: int,
    lang: str,
    seconds_per_hour: float = DEFAULT_SECONDS_PER_HOUR,
    discussion_seconds: float = DEFAULT_DISCUSSION_SECONDS,
    fall_mouse_reminder: bool = False,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """Print the timeline as JSON lines. Returns the exit status (2 on bad arguments)."""
    if lang not in LANGUAGES:
        print(f"error: lang: expected one of {', '.join(LANGUAGES)}, not {lang!r}", file=err)
        return 2
    try:
        timeline = narration_timeline(players, lang, seconds_per_hour, discussion_seconds, fall_mouse_reminder)
    except ValueError as error:
        print(f"error: {error}", file=err)
        return 2
    for record in timeline_records(timeline, lang):
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return 0
