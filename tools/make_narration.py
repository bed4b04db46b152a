#!/usr/bin/env python3
"""Render every spoken clip in every language and write the manifests with durations and word fingerprints.

Two sets of clips go through the same pipeline (``tools/speech.py``):

- the narrator's lines (``narrator.line.<key>`` of the translation files) into ``assets/narration/``;
- every distinct sentence the tutorial can show, filled in for every table, into ``assets/tutorial_voice/``,
  keyed by a fingerprint of the words and language (at a lower Vorbis quality and sample rate: there are far
  more of them).

Needs Debian's espeak-ng and sox (with its Vorbis support); MBROLA voices are used where installed because
they sound warmer, otherwise plain espeak-ng voices::

    apt-get install -y espeak-ng sox libsox-fmt-all
    # optional, from Debian's non-free component: mbrola mbrola-us1 mbrola-fr4 mbrola-de7
    python tools/make_narration.py                  # renders only clips whose words or voice changed
    python tools/make_narration.py --only tutorial  # one set of clips
    python tools/make_narration.py --force          # renders everything again
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from narrator.clips import MANIFEST_FORMAT, MANIFEST_PATH, clip_relpath  # noqa: E402
from narrator.script import all_line_keys  # noqa: E402
from narrator.texts import LANGUAGES, ROOT, load_strings, LINE_PREFIX  # noqa: E402
from play.double_kill.voice import dk_line_keys  # noqa: E402
from tools.speech import INSTALL_HINT, ClipSet, folder_bytes, missing_tool, render_clip_set  # noqa: E402
from tutorial import voice  # noqa: E402


def narrator_lines(lang: str) -> dict[str, str]:
    """The Cheese Thief narrator's lines and the Double Kill judge's night, in one manifest."""
    strings = load_strings(lang)
    return {key: strings.get(LINE_PREFIX + key, "") for key in all_line_keys() + dk_line_keys()}


CLIP_SETS: dict[str, ClipSet] = {
    "narrator": ClipSet("narrator", MANIFEST_PATH, MANIFEST_FORMAT, "2", narrator_lines, clip_relpath),
    # Nearly three hundred sentences a language: quality -1 at 11 kHz keeps speech clear and the folder small.
    "tutorial": ClipSet("tutorial", voice.VOICE_MANIFEST_PATH, voice.VOICE_FORMAT, "-1", voice.voice_lines,
                        voice.clip_relpath, keep_words=True, sample_rate=voice.VOICE_SAMPLE_RATE),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--force", action="store_true", help="render every clip even if its words did not change")
    parser.add_argument("--lang", choices=LANGUAGES, action="append", help="only this language (repeatable)")
    parser.add_argument("--only", choices=tuple(CLIP_SETS), help="only this set of clips")
    args = parser.parse_args(argv)
    tool = missing_tool()
    if tool is not None:
        print(f"error: {tool} not found; {INSTALL_HINT}", file=sys.stderr)
        return 1
    languages = tuple(args.lang) if args.lang else LANGUAGES
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, clip_set in CLIP_SETS.items():
            if args.only and name != args.only:
                continue
            problems += render_clip_set(clip_set, languages, args.force, Path(tmp),
                                        lambda line: print(line, file=sys.stderr))
            print(f"{name}: {folder_bytes(clip_set) / 1e6:.2f} MB, manifest {clip_set.manifest_path.relative_to(ROOT)}")
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
