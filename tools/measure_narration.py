#!/usr/bin/env python3
"""Render a whole narrated night to one WAV file exactly as the timeline places the clips, and measure it.

Useful to listen to a night without the program, and to check its length and loudness::

    python tools/measure_narration.py --players 7 --lang fr --out /tmp/night-fr-7.wav
    python tools/measure_narration.py --all          # 4, 6 and 7 players in every language, report only

Needs sox (to decode the OGG clips). Reports: night length from the timeline and from the rendered audio,
the loudest sample (clipping check), and the longest silence between two lines.
"""
from __future__ import annotations

import argparse
import array
import subprocess
import sys
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from narrator.clips import load_manifest  # noqa: E402
from narrator.dry_run import narration_timeline  # noqa: E402
from narrator.texts import LANGUAGES, ROOT  # noqa: E402

RATE = 22050


def decode(path: Path) -> array.array:
    raw = subprocess.run(["sox", str(path), "-t", "s16", "-r", str(RATE), "-c", "1", "-"], check=True,
                         capture_output=True).stdout
    return array.array("h", raw)


def render(players: int, lang: str, seconds_per_hour: int, out: Path | None) -> dict[str, float]:
    timeline = narration_timeline(players, lang, seconds_per_hour, discussion_seconds=0)
    manifest = load_manifest()
    length = int(timeline.night_seconds * RATE) + 1
    mix = array.array("h", bytes(2 * length))
    speech_end = 0.0
    for cue in timeline.cues:
        if cue.t >= timeline.night_seconds:
            break
        info = manifest.clip(lang, cue.key)
        if info is None:
            raise SystemExit(f"error: no clip for {lang}/{cue.key}")
        samples = decode(ROOT / info.file)
        start = int(cue.t * RATE)
        for i, value in enumerate(samples[: max(0, length - start)]):
            mix[start + i] = max(-32768, min(32767, mix[start + i] + value))
        speech_end = max(speech_end, cue.t + len(samples) / RATE)
    if out is not None:
        with wave.open(str(out), "wb") as handle:
            handle.setnchannels(1)
            handle.setsampwidth(2)
            handle.setframerate(RATE)
            handle.writeframes(mix.tobytes())
    peak = max(abs(v) for v in mix) / 32768
    return {"timeline_s": timeline.night_seconds, "audio_s": len(mix) / RATE, "speech_end_s": round(speech_end, 3),
            "peak": round(peak, 3), "hour_slot_s": timeline.hour_slot_seconds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=5, choices=range(4, 9))
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--seconds-per-hour", type=int, default=10)
    parser.add_argument("--out", type=Path, help="write the night as a WAV file")
    parser.add_argument("--all", action="store_true", help="measure 4, 6 and 7 players in every language")
    args = parser.parse_args()
    setups = [(p, lang) for lang in LANGUAGES for p in (4, 6, 7)] if args.all else [(args.players, args.lang)]
    for players, lang in setups:
        report = render(players, lang, args.seconds_per_hour, None if args.all else args.out)
        print(f"{lang} {players} players: " + ", ".join(f"{k} {v}" for k, v in report.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
