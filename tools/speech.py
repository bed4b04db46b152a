"""The offline speech pipeline shared by every set of spoken clips (the narrator's lines, the tutorial's
sentences): espeak-ng speaks, sox trims, normalises and encodes as OGG Vorbis, and a manifest keeps each
clip's duration and the fingerprint of its words, so only clips whose words or voice changed are rendered
again and a test can tell when a clip no longer matches its text.

Needs Debian's espeak-ng and sox (with its Vorbis support); MBROLA voices are used where installed::

    apt-get install -y espeak-ng sox libsox-fmt-all
"""
from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from narrator.clips import load_manifest, text_sha1
from narrator.texts import LANGUAGES, ROOT

SAMPLE_RATE = 22050
PEAK_DB = "-3"  # normalise every clip to the same peak, well below clipping
INSTALL_HINT = "apt-get install -y espeak-ng sox libsox-fmt-all"


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


@dataclass(frozen=True)
class ClipSet:
    """One folder of clips with its manifest: what to say in each language, and how to store it."""

    name: str
    manifest_path: Path
    manifest_format: str
    vorbis_quality: str  # sox -C for Vorbis
    lines: Callable[[str], dict[str, str]]  # language -> clip key -> words (empty words: a problem)
    relpath: Callable[[str, str], str]  # (language, clip key) -> file path relative to the repository
    keep_words: bool = False  # also write each clip's words in the manifest, for readers of the file
    sample_rate: int = SAMPLE_RATE  # Hz of the encoded clips

    @property
    def folder(self) -> Path:
        return self.manifest_path.parent


def missing_tool() -> str | None:
    """The first program the pipeline needs that is not installed, or None."""
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            return tool
    return None


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


def encode(wav: Path, ogg: Path, quality: str, sample_rate: int = SAMPLE_RATE) -> None:
    """Trim silence at both ends, resample to mono (22 kHz unless told), normalise the peak and encode as Vorbis."""
    ogg.parent.mkdir(parents=True, exist_ok=True)
    run([
        "sox", str(wav), "-C", quality, "-r", str(sample_rate), "-c", "1", str(ogg),
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


def render_clip_set(clip_set: ClipSet, languages: tuple[str, ...], force: bool, scratch: Path,
                    report: Callable[[str], None]) -> list[str]:
    """Render the clips of `languages` whose words or voice changed (all of them with `force`), keep the other
    languages' entries as they were, remove clips nothing says any more, and write the manifest.
    Returns the problems found (no words, failed synthesis, silent or clipped clips)."""
    previous = load_manifest(clip_set.manifest_path, clip_set.manifest_format)
    old_data = _read_json(clip_set.manifest_path)
    voices_used: dict[str, str] = dict(old_data.get("voices", {}))
    clips: dict[str, dict[str, dict[str, object]]] = {}
    problems: list[str] = []
    for lang in LANGUAGES:
        if lang not in languages:
            clips[lang] = dict(old_data.get("clips", {}).get(lang, {}))
            continue
        voice = pick_voice(lang, scratch)
        voice_changed = voices_used.get(lang) != voice.name
        voices_used[lang] = voice.name
        clips[lang] = {}
        for key, text in clip_set.lines(lang).items():
            if not text:
                problems.append(f"{clip_set.name} {lang}/{key}: no words")
                continue
            rel = clip_set.relpath(lang, key)
            ogg = ROOT / rel
            info = previous.clip(lang, key)
            fresh = info is not None and info.text_sha1 == text_sha1(text) and ogg.exists()
            if force or voice_changed or not fresh:
                wav = scratch / f"{lang}-{key}.wav"
                if not synthesise(voice, text, wav):
                    problems.append(f"{clip_set.name} {lang}/{key}: speech synthesis failed")
                    continue
                encode(wav, ogg, clip_set.vorbis_quality, clip_set.sample_rate)
                wav.unlink()
                report(f"rendered {rel}")
            seconds, peak, rms = measure(ogg)
            if seconds < 0.2 or rms < 0.01:
                problems.append(f"{clip_set.name} {lang}/{key}: clip is empty or almost silent "
                                f"({seconds:.2f} s, rms {rms:.3f})")
            if peak >= 0.99:
                problems.append(f"{clip_set.name} {lang}/{key}: clip is clipped (peak {peak:.3f})")
            entry: dict[str, object] = {"file": rel, "seconds": round(seconds, 3), "text_sha1": text_sha1(text),
                                        "peak": round(peak, 3), "rms": round(rms, 4)}
            if clip_set.keep_words:
                entry["text"] = text
            clips[lang][key] = entry
    _remove_unused(clip_set, clips)
    manifest = {"format": clip_set.manifest_format, "sample_rate": clip_set.sample_rate, "voices": voices_used,
                "clips": clips}
    clip_set.manifest_path.parent.mkdir(parents=True, exist_ok=True)
    clip_set.manifest_path.write_text(json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                      encoding="utf-8")
    return problems


def folder_bytes(clip_set: ClipSet) -> int:
    return sum(path.stat().st_size for path in clip_set.folder.rglob("*.ogg"))


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _remove_unused(clip_set: ClipSet, clips: dict[str, dict[str, dict[str, object]]]) -> None:
    """The folder holds exactly what is said: a clip whose words are gone is deleted."""
    for lang in LANGUAGES:
        folder = clip_set.folder / lang
        if folder.is_dir():
            for path in folder.glob("*.ogg"):
                if path.stem not in clips.get(lang, {}):
                    path.unlink()
