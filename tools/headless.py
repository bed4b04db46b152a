"""What every measuring tool sets first: SDL with neither window nor sound, and a throw-away data folder.

The tools import the project, so each puts the project folder on ``sys.path`` before importing this.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADLESS_ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def go_headless(data_prefix: str | None = None) -> None:
    """This process: no window, no sound, and (given a prefix) its own data folder, so no user file is touched.
    Settings made by the caller's environment win."""
    for name, value in HEADLESS_ENV.items():
        os.environ.setdefault(name, value)
    if data_prefix is not None:
        os.environ.setdefault("CHEESE_THIEF_DATA_DIR", tempfile.mkdtemp(prefix=data_prefix))


def headless_env(data_dir: Path | str) -> dict[str, str]:
    """The environment for a child ``main.py`` run headless with its data in ``data_dir``."""
    return dict(os.environ, **HEADLESS_ENV, CHEESE_THIEF_DATA_DIR=str(data_dir))
