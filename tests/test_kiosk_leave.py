"""Leaving a game in the café kiosk ends it (the next group must not find it), and says so before."""
from __future__ import annotations

from program.i18n import t
from storage import autosave
from play.flow import StepKind
from scenes.kit import confirm_leave
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.cheese_thief.gallery_flows import session_at
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.title import TitleScene


def _game(make_app, locked: bool):
    app = make_app()
    app.locked = locked
    app.scenes.push(TitleScene(app), transition=False)
    flow = PlayFlow(app, session_at(5, 2, StepKind.DISCUSSION), persist=True)
    flow.save()
    flow.show_current(flow.session.step_index, replace=False)
    app.step(1.0)
    return app, flow


def test_without_a_hook_an_unfinished_game_stays_saved_for_later(make_app, data_dir) -> None:
    app, flow = _game(make_app, locked=False)
    flow.leave()
    assert isinstance(app.scenes.stack[-1], TitleScene) and len(app.scenes.stack) == 1
    assert autosave.load().session is not None


def test_the_kiosk_hook_takes_over_leaving(make_app, data_dir) -> None:
    app, flow = _game(make_app, locked=True)
    left: list[PlayFlow] = []
    app.on_leave_game = left.append
    flow.leave()
    assert left == [flow]


def test_the_leave_question_says_the_game_will_not_be_kept_in_the_kiosk(make_app, data_dir, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(confirm_leave, "draw_text_block", lambda surface, text, *args, **kwargs: shown.append(text))
    for locked, key, other in ((False, "leave.message", "leave.message_kiosk"),
                               (True, "leave.message_kiosk", "leave.message")):
        app, flow = _game(make_app, locked)
        question = ConfirmLeaveScene(flow)
        app.scenes.push(question, transition=False)
        shown.clear()
        question.draw_background(app.surface)
        assert t(key) in shown and t(other) not in shown
        app.scenes.clear()
