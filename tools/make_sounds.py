#!/usr/bin/env python3
"""Synthesise the sound effects into assets/sounds/<name>.wav (pure Python, seeded, reproducible).

Run: python tools/make_sounds.py   (writes 22.05 kHz mono 16-bit WAV files, a few KB each)
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from audio import names  # noqa: E402

RATE = 22050
OUT_DIR = ROOT / "assets" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 6.0, harmonics: tuple[float, ...] = (1.0,)) -> Samples:
    """A plucked/bell-like tone: quick attack, exponential decay, a few harmonics."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        value = sum(amp * math.sin(2 * math.pi * freq * (n + 1) * t) for n, amp in enumerate(harmonics))
        out.append(envelope * value / sum(harmonics))
    return out


def noise_burst(rng: random.Random, seconds: float, decay: float, lowpass: float) -> Samples:
    """Filtered noise with a fast decay (a click, a knock, a thud)."""
    out, previous = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        previous += lowpass * (rng.uniform(-1, 1) - previous)
        out.append(previous * math.exp(-decay * t))
    return out


def mix(base: Samples, other: Samples, at: float, gain: float = 1.0) -> Samples:
    start = int(at * RATE)
    if len(base) < start + len(other):
        base = base + [0.0] * (start + len(other) - len(base))
    for i, value in enumerate(other):
        base[start + i] += value * gain
    return base


def normalise(samples: Samples, peak: float = 0.8) -> Samples:
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    return [v / top * peak for v in samples]


def dice_rattle(rng: random.Random) -> Samples:
    out = silence(1.1)
    t = 0.02
    while t < 1.05:
        click = noise_burst(rng, 0.03, 180, 0.7)
        out = mix(out, click, t, rng.uniform(0.4, 1.0))
        out = mix(out, tone(rng.uniform(1800, 2600), 0.04, decay=90), t, 0.25)
        t += rng.uniform(0.03, 0.08)
    return normalise(out, 0.6)


def dice_slam(rng: random.Random) -> Samples:
    thud = noise_burst(rng, 0.35, 14, 0.08)
    knock = tone(95, 0.35, decay=12, harmonics=(1.0, 0.4))
    out = mix(thud, knock, 0.0, 1.2)
    out = mix(out, noise_burst(rng, 0.05, 90, 0.6), 0.0, 0.4)
    return normalise(out, 0.85)


def cup_lift(rng: random.Random) -> Samples:
    out = []
    for i in range(int(RATE * 0.3)):
        t = i / RATE
        freq = 300 + 500 * t / 0.3
        out.append(math.sin(2 * math.pi * freq * t) * math.sin(math.pi * t / 0.3) * 0.5)
    return normalise(mix(out, noise_burst(rng, 0.3, 8, 0.05), 0.0, 0.5), 0.5)


def cheese_taken(rng: random.Random) -> Samples:
    out = silence(0.6)
    for index, freq in enumerate((784, 659, 523, 392)):
        out = mix(out, tone(freq, 0.3, decay=9, harmonics=(1.0, 0.3)), index * 0.11)
    return normalise(out, 0.6)


def card_flip(rng: random.Random) -> Samples:
    swish = []
    for i in range(int(RATE * 0.22)):
        t = i / RATE
        swish.append(rng.uniform(-1, 1) * math.sin(math.pi * t / 0.22) ** 2)
    smoothed, previous = [], 0.0
    for value in swish:
        previous += 0.25 * (value - previous)
        smoothed.append(previous)
    return normalise(mix(smoothed, noise_burst(rng, 0.04, 120, 0.5), 0.2, 0.6), 0.55)


def timer_chime(rng: random.Random) -> Samples:
    out = mix(tone(1046, 1.2, decay=3.5, harmonics=(1.0, 0.5, 0.2)), tone(1568, 1.0, decay=4.0, harmonics=(1.0, 0.3)), 0.18)
    return normalise(out, 0.6)


def last_minute(rng: random.Random) -> Samples:
    out = silence(0.7)
    for index in range(3):
        out = mix(out, tone(880, 0.18, decay=14, harmonics=(1.0, 0.4)), index * 0.2)
    return normalise(out, 0.55)


def winners_fanfare(rng: random.Random) -> Samples:
    notes = [(523, 0.0, 0.2), (659, 0.15, 0.2), (784, 0.3, 0.2), (1046, 0.45, 0.9), (784, 0.45, 0.9), (659, 0.45, 0.9)]
    out = silence(1.5)
    for freq, at, length in notes:
        out = mix(out, tone(freq, length, attack=0.01, decay=3.0, harmonics=(1.0, 0.5, 0.25, 0.1)), at, 0.7)
    return normalise(out, 0.75)


def private_tick(rng: random.Random) -> Samples:
    # Soft and neutral: the same tick in every private turn, telling nothing.
    return normalise(tone(660, 0.12, attack=0.004, decay=30, harmonics=(1.0, 0.2)), 0.35)


SYNTHS: dict[str, Callable[[random.Random], Samples]] = {
    names.DICE_RATTLE: dice_rattle,
    names.DICE_SLAM: dice_slam,
    names.CUP_LIFT: cup_lift,
    names.CHEESE_TAKEN: cheese_taken,
    names.CARD_FLIP: card_flip,
    names.TIMER_CHIME: timer_chime,
    names.LAST_MINUTE: last_minute,
    names.WINNERS_FANFARE: winners_fanfare,
    names.PRIVATE_TICK: private_tick,
}


def fade_edges(samples: Samples, seconds: float = 0.004) -> Samples:
    """Avoid clicks at the very start and end."""
    ramp = max(1, int(RATE * seconds))
    out = list(samples)
    for i in range(min(ramp, len(out))):
        out[i] *= i / ramp
        out[-1 - i] *= i / ramp
    return out


def write_wav(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


def main() -> int:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    assert set(SYNTHS) == set(names.ALL_SOUNDS), "every named sound needs a synthesiser"
    total = 0
    for index, (name, synth) in enumerate(sorted(SYNTHS.items())):
        samples = fade_edges(synth(random.Random(1000 + index)))
        path = OUT_DIR / f"{name}.wav"
        write_wav(path, samples)
        total += path.stat().st_size
        print(f"{path.relative_to(ROOT)}  {len(samples) / RATE:.2f} s  {path.stat().st_size // 1024} KB")
    print(f"total {total // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
