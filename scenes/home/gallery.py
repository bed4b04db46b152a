"""The home screens' gallery pictures, in the gallery's order (``gallery/screens.py`` registers them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from play.session import PlaySession
from play.setup import GameSetup
from scenes.home.resume_prompt import ResumePromptScene
from scenes.home.settings import SettingsScene
from scenes.home.title import TitleScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene


def resume_prompt(app: "App") -> "Scene":
    """The question over the title, for a six-player game saved at its start."""
    app.scenes.push(TitleScene(app), transition=False)
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve", "Fay")), 3)
    scene = ResumePromptScene(app, session)
    app.scenes.push(scene, transition=False)
    return scene


PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (1, "title", TitleScene),
    (2, "settings", SettingsScene),
    (3, "resume-prompt", resume_prompt),
)
