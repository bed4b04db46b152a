#!/usr/bin/env python3
"""Render every narration line in every language to an OGG clip and write the manifest with durations.

Needs Debian's espeak-ng and sox (with its Vorbis support); MBROLA voices are used where installed because
they sound warmer, otherwise plain espeak-ng voices::

    apt-get install -y espeak-ng sox libsox-fmt-all
    # optional, from Debian's non-free component: mbrola mbrola-us1 mbrola-fr4 mbrola-de7
    python tools/make_narration.py            # renders only lines whose words or voice changed
    python tools/make_narration.py --force    # renders everything again

Words come from the translation files (``narrator.line.<key>``); the manifest keeps a fingerprint of each
line's words so a test can tell when a clip no longer matches its text.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from narrator.clips import MANIFEST_FORMAT, MANIFEST_PATH, NARRATION_DIR, clip_relpath, load_manifest, text_sha1  # noqa: E402
from narrator.script import all_line_keys  # noqa: E402
from narrator.texts import LANGUAGES, ROOT, TRANSLATIONS_DIR, load_strings, LINE_PREFIX  # noqa: E402

SAMPLE_RATE = 22050
VORBIS_QUALITY = "2"  # sox -C for Vorbis: small files, speech stays clear
PEAK_DB = "-3"  # normalise every clip to the same peak, well below clipping


@dataclass(frozen=True)
class Voice:
    name: str  # espeak-ng voice name
    words_per_minute: int
    pitch: int = 50


# Preferred voice first; the first one espeak-ng can render is used. A calm, unhurried pace suits a night.
VOICES: dict[str, tuple[Voice, ...]] = {
    "en": (Voice("mb-us1", 140), Voice("en-us", 150)),
    "fr": (Voice("mb-fr4", 140), Voice("fr-fr", 150)),
    "de": (Voice("mb-de7", 135), Voice("de", 145)),
    # Debian's espeak-ng 1.51 reads Chinese characters correctly (with tones) through this voice.
    "zh": (Voice("cmn-latn-pinyin", 150),),
}


def run(command: list[str]) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def synthesise(voice: Voice, text: str, wav: Path) -> bool:
    """Speak `text` into `wav`; False when this voice is not available here."""
    command = ["espeak-ng", "-v", voice.name, "-s", str(voice.words_per_minute), "-p", str(voice.pitch), "-w", str(wav), text]
    try:
        subprocess.run(command, check=True, capture_output=True)
    except subprocess.CalledProcessError:
        return False
    return wav.exists() and wav.stat().st_size > 1000


def encode(wav: Path, ogg: Path) -> None:
    """Trim silence at both ends, resample to mono 22 kHz, normalise the peak and encode as Vorbis."""
    ogg.parent.mkdir(parents=True, exist_ok=True)
    run([
        "sox", str(wav), "-C", VORBIS_QUALITY, "-r", str(SAMPLE_RATE), "-c", "1", str(ogg),
        "highpass", "70",
        "silence", "1", "0.02", "0.3%", "reverse", "silence", "1", "0.02", "0.3%", "reverse",
        "norm", PEAK_DB, "pad", "0.05", "0.15",
    ])


def measure(ogg: Path) -> tuple[float, float, float]:
    """(duration in seconds, peak amplitude 0..1, RMS amplitude 0..1) measured by sox."""
    stats = subprocess.run(["sox", str(ogg), "-n", "stat"], check=True, capture_output=True, text=True).stderr
    values: dict[str, float] = {}
    for line in stats.splitlines():
        name, _, value = line.partition(":")
        try:
            values[name.strip()] = float(value.strip())
        except ValueError:
            continue
    peak = max(abs(values.get("Maximum amplitude", 0.0)), abs(values.get("Minimum amplitude", 0.0)))
    return values.get("Length (seconds)", 0.0), peak, values.get("RMS     amplitude", 0.0)


def pick_voice(lang: str, scratch: Path) -> Voice:
    for voice in VOICES[lang]:
        if synthesise(voice, "test", scratch / f"probe-{lang}.wav"):
            return voice
    raise SystemExit(f"error: no espeak-ng voice for {lang}; install espeak-ng (and optionally MBROLA voices)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--force", action="store_true", help="render every clip even if its words did not change")
    parser.add_argument("--lang", choices=LANGUAGES, action="append", help="only this language (repeatable)")
    parser.add_argument("--translations", type=Path, default=TRANSLATIONS_DIR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            print(f"error: {tool} not found; apt-get install -y espeak-ng sox libsox-fmt-all", file=sys.stderr)
            return 1
    previous = load_manifest()
    old_data = json.loads(MANIFEST_PATH.read_text(encoding="utf-8")) if MANIFEST_PATH.exists() else {}
    voices_used: dict[str, str] = dict(old_data.get("voices", {}))
    clips: dict[str, dict[str, dict[str, object]]] = {}
    keys = all_line_keys()
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        for lang in LANGUAGES:
            strings = load_strings(lang, args.translations)
            old_entries = {k: v for k, v in old_data.get("clips", {}).get(lang, {}).items()}
            if args.lang and lang not in args.lang:
                clips[lang] = old_entries
                continue
            voice = pick_voice(lang, scratch)
            voice_changed = voices_used.get(lang) != voice.name
            voices_used[lang] = voice.name
            clips[lang] = {}
            for key in keys:
                text = strings.get(LINE_PREFIX + key)
                if not text:
                    problems.append(f"{lang}/{key}: no text in cheese.{lang}.json")
                    continue
                rel = clip_relpath(lang, key)
                ogg = ROOT / rel
                info = previous.clip(lang, key)
                fresh = info is not None and info.text_sha1 == text_sha1(text) and ogg.exists()
                if args.force or voice_changed or not fresh:
                    wav = scratch / f"{lang}-{key}.wav"
                    if not synthesise(voice, text, wav):
                        problems.append(f"{lang}/{key}: speech synthesis failed")
                        continue
                    encode(wav, ogg)
                    print(f"rendered {rel}", file=sys.stderr)
                seconds, peak, rms = measure(ogg)
                if seconds < 0.2 or rms < 0.01:
                    problems.append(f"{lang}/{key}: clip is empty or almost silent ({seconds:.2f} s, rms {rms:.3f})")
                if peak >= 0.99:
                    problems.append(f"{lang}/{key}: clip is clipped (peak {peak:.3f})")
                clips[lang][key] = {"file": rel, "seconds": round(seconds, 3), "text_sha1": text_sha1(text),
                                    "peak": round(peak, 3), "rms": round(rms, 4)}
    # Clips of lines that no longer exist are removed so the folder holds exactly what the script speaks.
    for lang in LANGUAGES:
        folder = NARRATION_DIR / lang
        if folder.is_dir():
            for path in folder.glob("*.ogg"):
                if path.stem not in clips.get(lang, {}):
                    path.unlink()
    manifest = {"format": MANIFEST_FORMAT, "sample_rate": SAMPLE_RATE, "voices": voices_used, "clips": clips}
    MANIFEST_PATH.parent.mkdir(parents=True, exist_ok=True)
    MANIFEST_PATH.write_text(json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    total = sum(p.stat().st_size for p in NARRATION_DIR.rglob("*.ogg"))
    print(f"{sum(len(v) for v in clips.values())} clips, {total / 1e6:.2f} MB, manifest {MANIFEST_PATH.relative_to(ROOT)}")
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
