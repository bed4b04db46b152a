#!/usr/bin/env python3
"""Synthesise the soft night ambience that plays under the narrated night.

Steady, gently breathing noise masks the small sounds of hands, cups and chairs while eyes are closed. It
is rendered with sox as a seamless loop: the last seconds are cross-faded (equal power) into the first
ones, and the slow swell has a period that divides the loop, so no seam can be heard::

    apt-get install -y sox libsox-fmt-all
    python tools/make_ambience.py
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "assets" / "sounds" / "ambience_night.ogg"
SAMPLE_RATE = 22050
LOOP_SECONDS = 30.0
CROSSFADE_SECONDS = 3.0
SWELL_HZ = 0.1  # one slow swell every 10 s: three per loop, so the phase matches at the seam
SEED = 1807


def sox(*args: str) -> None:
    subprocess.run(["sox", *args], check=True, capture_output=True)


def main() -> int:
    if shutil.which("sox") is None:
        print("error: sox not found; apt-get install -y sox libsox-fmt-all", file=sys.stderr)
        return 1
    total = LOOP_SECONDS + CROSSFADE_SECONDS
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        raw = work / "raw.wav"
        # Pink noise for the mid frequencies that hide clicks and taps, brown noise for warmth.
        sox("-R", "-n", "-r", str(SAMPLE_RATE), "-c", "1", str(work / "pink.wav"), "synth", str(total), "pinknoise",
            "lowpass", "2500", "vol", "0.35")
        sox("-R", "-n", "-r", str(SAMPLE_RATE), "-c", "1", str(work / "brown.wav"), "synth", str(total), "brownnoise",
            "lowpass", "600", "vol", "0.6")
        sox("-m", str(work / "pink.wav"), str(work / "brown.wav"), str(raw),
            "highpass", "60", "tremolo", str(SWELL_HZ), "25")
        body = work / "body.wav"
        tail = work / "tail.wav"
        head = work / "head.wav"
        sox(str(raw), str(body), "trim", str(CROSSFADE_SECONDS), str(LOOP_SECONDS - CROSSFADE_SECONDS))
        sox(str(raw), str(tail), "trim", str(LOOP_SECONDS), str(CROSSFADE_SECONDS), "fade", "q", "0",
            str(CROSSFADE_SECONDS), str(CROSSFADE_SECONDS))
        sox(str(raw), str(head), "trim", "0", str(CROSSFADE_SECONDS), "fade", "q", str(CROSSFADE_SECONDS))
        seam = work / "seam.wav"
        sox("-m", "-v", "1", str(tail), "-v", "1", str(head), str(seam))
        loop = work / "loop.wav"
        sox(str(body), str(seam), str(loop))
        OUTPUT.parent.mkdir(parents=True, exist_ok=True)
        sox(str(loop), "-C", "1", str(OUTPUT), "norm", "-6")
    stats = subprocess.run(["sox", str(OUTPUT), "-n", "stat"], capture_output=True, text=True).stderr
    length = next((line.split(":")[1].strip() for line in stats.splitlines() if line.startswith("Length")), "?")
    print(f"{OUTPUT.relative_to(ROOT)}: {length} s, {OUTPUT.stat().st_size / 1000:.0f} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
