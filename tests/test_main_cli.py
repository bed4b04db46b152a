"""The command line: options parse, resolve never imports pygame, the gallery writes PNG files."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parent.parent


def test_options_parse() -> None:
    args = main.build_parser().parse_args(["--size", "1024x600", "--lang", "fr", "--fullscreen"])
    assert args.size == (1024, 600) and args.lang == "fr" and args.fullscreen and args.handler is main.command_play
    gallery = main.build_parser().parse_args(["gallery", "out", "--size", "800x1280", "--lang", "zh"])
    assert gallery.handler is main.command_gallery and gallery.size == (800, 1280) and gallery.outdir == "out"
    with pytest.raises(SystemExit):
        main.build_parser().parse_args(["--size", "huge"])
    with pytest.raises(SystemExit):
        main.build_parser().parse_args(["--lang", "xx"])


def test_resolve_does_not_import_pygame(tmp_path: Path) -> None:
    """Run ``resolve`` with a stand-in referee in a fresh interpreter and check pygame stayed out."""
    script = (
        "import sys, types\n"
        "fake = types.ModuleType('game.referee')\n"
        "fake.run = lambda path, views: 3 if (path == 'rec.json' and views) else 9\n"
        "import game\n"
        "sys.modules['game.referee'] = fake\n"
        "game.referee = fake\n"
        "import main\n"
        "code = main.main(['resolve', 'rec.json', '--views'])\n"
        "print(code, 'pygame' in sys.modules, 'pygame_gui' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["3", "False", "False"]


def test_gallery_command_writes_every_screen(tmp_path: Path) -> None:
    from gallery import pictures as gallery

    code = main.main(["gallery", str(tmp_path), "--size", "1024x600", "--lang", "de"])
    assert code == 0
    written = sorted(path.name for path in tmp_path.glob("*.png"))
    assert written == sorted(screen.file_name for screen in gallery.screens())


def test_plain_pygame_is_refused(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import pygame

    monkeypatch.setattr(pygame, "IS_CE", False, raising=False)
    assert main.require_pygame_ce() is False
    assert "pygame-ce" in capsys.readouterr().err
