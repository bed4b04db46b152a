"""A game's flow keeps a table of the screens it shows but cannot import them (they name it back): whoever opens a
game registers them first. Each opener is tried here with empty tables."""
from __future__ import annotations

import pytest

from play.double_kill.session import DkScreen, DkSession
from play.double_kill.setup import DkSetup
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from scenes.cheese_thief import play_flow
from scenes.double_kill import flow as dk_flow

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve")


@pytest.fixture
def empty_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play_flow, "_STEP_SCENES", {})
    monkeypatch.setattr(dk_flow, "_SCREENS", {})


def test_a_flow_whose_screens_nobody_registered_says_who_should(make_app, empty_tables) -> None:
    app = make_app((640, 480))
    flow = play_flow.PlayFlow(app, PlaySession.start(GameSetup(NAMES), 1), persist=False)
    with pytest.raises(LookupError, match="play_step_scenes.register_all"):
        flow.scene_for(flow.step)
    sitting = dk_flow.DkFlow(app, DkSession.start(DkSetup.recommended(10), 1), persist=False)
    with pytest.raises(LookupError, match="double_kill.screens.register_all"):
        sitting.scene_for(DkScreen.NIGHT_CALL)


def test_the_setups_register_the_screens_of_the_game_they_start(make_app, empty_tables) -> None:
    from scenes.cheese_thief.setup import SetupScene
    from scenes.double_kill.setup import DkSetupScene

    app = make_app((640, 480))
    setup = SetupScene(app, remember=False)
    app.scenes.push(setup, transition=False)
    setup.start()
    assert play_flow.has_every_step_scene()
    assert type(app.scenes.top()).__name__ == "CurtainScene"
    app.scenes.clear()
    dk_setup = DkSetupScene(app)
    dk_setup.remember = False
    app.scenes.push(dk_setup, transition=False)
    dk_setup.start()
    assert dk_flow.has_every_screen()


def test_the_resume_registers_the_screens_of_the_game_it_resumes(make_app, empty_tables) -> None:
    from scenes.home.resume_prompt import ResumePromptScene

    app = make_app((640, 480))
    for session in (PlaySession.start(GameSetup(NAMES), 2), DkSession.start(DkSetup.recommended(10), 2)):
        prompt = ResumePromptScene(app, session)
        app.scenes.push(prompt, transition=False)
        prompt.resume()
    assert play_flow.has_every_step_scene() and dk_flow.has_every_screen()
    assert play_flow._STEP_SCENES[StepKind.CURTAIN] is not None  # noqa: SLF001 - the table the test emptied


def test_the_gallery_registers_the_screens_of_both_games(empty_tables) -> None:
    from gallery import screens

    screens.load_all()
    assert play_flow.has_every_step_scene() and dk_flow.has_every_screen()
