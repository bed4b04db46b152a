"""Steps that once took several frames stay within one, told apart from a busy machine: each step's processor
time is held against 16.7 ms stretched by how slowly a fixed reference piece of work ran in the same test
(tools/whole_session.py). The whole sessions themselves are measured by ``tools/bench.py --whole-session``."""
from __future__ import annotations

import time
from typing import Callable

import pygame
import pytest

from tools.whole_game import FRAME, FRAME_BUDGET_MS
from tools.whole_session import REFERENCE_MS, reference_ms, step_budget_ms


def timed_steps(app, count: int) -> list[float]:
    """Milliseconds of processor time of each of ``count`` loop steps."""
    timings = []
    for _ in range(count):
        started = time.thread_time()
        app.step(FRAME)
        timings.append((time.thread_time() - started) * 1000.0)
    return timings


def held_once() -> "Callable[[float], bool]":
    """A curtain's hold that completes at the next step, and only then (as a finger held long enough)."""
    held: list[bool] = []

    def update(dt: float) -> bool:
        if held:
            return False
        held.append(True)
        return True

    return update


def test_the_budget_stretches_only_for_a_slow_machine() -> None:
    assert step_budget_ms(REFERENCE_MS / 2) == FRAME_BUDGET_MS
    assert step_budget_ms(REFERENCE_MS * 2) == pytest.approx(2 * FRAME_BUDGET_MS)
    assert 0.0 < reference_ms(rounds=1) < 1000.0


def test_a_twenty_player_secret_ballot_opens_within_a_frame(make_app) -> None:
    """The twenty-player ballot built every suspect's button in the step that lifted its curtain (20-26 ms). A
    slow step counts only when it comes back in fresh tries: a machine busy with other work (the rest of the
    suite on the other cores) makes one try slow now and then, the old code every time."""
    tries = [_ballot_opening(make_app) for _ in range(3)]
    over = [(round(slowest, 1), round(budget, 1)) for slowest, budget in tries if slowest > budget]
    assert len(over) < len(tries), f"every try had a step over its budget (slowest, budget ms): {over}"
    if not over:
        return
    again = _ballot_opening(make_app)  # one slow try in three: a fourth decides
    assert again[0] <= again[1], f"steps over {again[1]:.1f} ms in two tries of four: {over + [again]}"


def _ballot_opening(make_app) -> tuple[float, float]:
    """The slowest step from the curtain lifting into the ballot's first frames, and the budget it is held to."""
    from play.setup import VoteMode
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at
    from scenes.double_kill.turns import BallotTurnScene
    from play.double_kill.session import DkScreen

    session = session_at("perf-ballot-20", lambda s: s.screen() is DkScreen.CURTAIN and s.public().step.kind.value == "vote",
                         VoteMode.SECRET, players=20)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    app.scenes.fade = None
    timed_steps(app, 30)  # the curtain at rest, its work ahead of need done
    curtain = app.scenes.top()
    curtain.hold.update = held_once()
    before = reference_ms()
    timings = timed_steps(app, 40)
    budget = step_budget_ms(min(before, reference_ms()))
    assert isinstance(app.scenes.top(), BallotTurnScene) and len(app.scenes.top().choice_buttons) >= 12
    app.scenes.clear()
    return max(timings), budget


def test_a_full_collection_leaves_out_what_the_start_up_loaded(make_app) -> None:
    """A full collection walked every module, theme and font (20-40 ms, twice a twenty-player Double Kill game);
    from the first frame on they are frozen out of collections."""
    import gc

    from scenes.home.title import TitleScene

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    app.step(FRAME)
    assert app.frames_drawn >= 1 and gc.get_freeze_count() > 1000


def test_the_nights_ambience_is_decoded_ahead_off_the_loops_thread(make_app) -> None:
    """Decoding the ambience and the first line took 20-40 ms of the step that starts a Double Kill night; the
    nightfall screen has them decoded on a thread of its own while it waits."""
    from play.double_kill.session import DkScreen
    from scenes.double_kill import screens as dk_screens
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    dk_screens.register_all()
    session = session_at("perf-nightfall", lambda s: s.screen() is DkScreen.NIGHTFALL)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    app.scenes.fade = None
    player = flow.night_voice._player()  # noqa: SLF001
    if player is None:
        pytest.skip("no audio device")
    app.frames.warm_up.finish()
    loading = flow.night_voice._loading  # noqa: SLF001
    assert loading is not None
    loading.join()
    assert player._ambience is not None and "dk_nightfall" in player._clips  # noqa: SLF001
    ambience = player._ambience  # noqa: SLF001
    app.scenes.top().on_action()
    assert player._ambience is ambience and flow.night_voice.ambience_on  # noqa: SLF001


def test_the_vote_pad_is_built_while_the_fade_waits_and_looks_built_at_once(make_app) -> None:
    """Double Kill's vote built its twelve keys in the tap's step (13-16 ms every vote); the fade that opens it
    builds them a key a step before it shows the screen, which then looks as if built at once."""
    from play.double_kill.session import DkScreen
    from scenes.double_kill import screens as dk_screens
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at
    from scenes.double_kill.vote import PAD_KEYS, VoteScene

    dk_screens.register_all()
    session = session_at("perf-vote", lambda s: s.screen() is DkScreen.VOTE)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    app.scenes.push(flow.scene_for(DkScreen.DAWN), transition=False)
    timed_steps(app, 30)
    vote = VoteScene(flow)
    app.scenes.replace(vote, transition=True)
    assert not vote.keys  # none in the tap's step
    while app.scenes.fade is not None:
        app.step(FRAME)
        assert len(vote.keys) == len(PAD_KEYS) or not app.scenes.fade.shows_new_screen
    assert sorted(vote.keys.values()) == sorted(PAD_KEYS)
    app.step(FRAME)
    shown = pygame.image.tobytes(app.surface, "RGB")
    vote.rebuild_ui()  # built at once, as without a fade: the next step's update builds the pad
    app.request_redraw()
    app.step(0.0)
    assert pygame.image.tobytes(app.surface, "RGB") == shown
    vote.rebuild_ui()  # drawn before any update: the drawing builds it
    vote.draw(app.surface)
    assert pygame.image.tobytes(app.surface, "RGB") == shown


def test_a_twenty_player_double_kill_setup_takes_each_press_within_a_frame(make_app) -> None:
    """Each press of the setup built all its forty-odd buttons again (30-45 ms a step at twenty players); now
    only the ones it changes. The column change at thirteen players is left out: its thirteen new chips are
    the most a press builds (about 10 ms), too near a frame to be told apart from a busy machine."""
    from scenes.double_kill.setup import DkSetupScene

    app = make_app()
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    for _ in range(3):
        setup.press("more_count", "count")
    timed_steps(app, 10)
    before = reference_ms()
    timings = []
    for name in ["more_count"] * 7 + ["vote", "speech", "act", "more_killer", "recommended"] + ["less_count"] * 7:
        started = time.thread_time()
        setup.press(name, "killer" if name == "more_killer" else "count")
        app.step(FRAME)
        timings.append((time.thread_time() - started) * 1000.0)
    budget = step_budget_ms(min(before, reference_ms()))
    assert setup.setup.player_count == 13
    assert max(timings) <= budget, f"{max(timings):.1f} ms over {budget:.1f} ms: {[round(ms, 1) for ms in timings]}"


def test_a_checking_roles_call_paints_both_thumbs_ahead_in_cheap_frames(make_app) -> None:
    """The thumb was painted whole in the frame that shows a check's answer (20-26 ms); each call of a role that
    checks has both thumbs painted ahead, whatever the answer, so what runs ahead tells nothing."""
    from art.cache import SPRITES
    from play.double_kill.session import DkScreen
    from scenes.double_kill import screens as dk_screens
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    dk_screens.register_all()
    from play.double_kill.timing import spoken_call_parts

    def checking_call(s) -> bool:
        step = s.public().step
        return (s.screen() is DkScreen.NIGHT_CALL and step.role is not None
                and any(part.name == "answer" for part in spoken_call_parts(step.role, 5, "en")))

    session = session_at("perf-check-call", checking_call)
    SPRITES.clear()
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    call = app.scenes.top()
    side = call._thumb_side()  # noqa: SLF001
    app.frames.warm_up.finish()
    assert all(SPRITES.holds("dk-thumb", (side, side), (up,)) for up in (True, False))


def test_the_setups_start_paints_the_deal_pages_cards_for_every_role_of_the_set(make_app) -> None:
    """The first deal page painted its card frame and its roles' names in its first frame (14-18 ms); the setup's
    Start has them painted ahead, every role of the table's set, so nothing of anyone's cards shows in it."""
    from art.cache import SPRITES
    from game.double_kill.roles import Role
    from scenes.double_kill.setup import DkSetupScene
    from scenes.double_kill.turns import deal_page_pictures, hand_boxes, turn_halves

    app = make_app()
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(FRAME)
    queued: list[tuple[object, ...]] = []
    add_all = app.frames.warm_up.add_all
    app.frames.warm_up.add_all = lambda tasks, light=False: queued.extend(key for key, _ in tasks if light)  # type: ignore[method-assign]
    setup.press("start", None)
    app.frames.warm_up.add_all = add_all  # type: ignore[method-assign]
    assert {key[1] for key in queued if key[0] == "dk-deal-card"} == {
        role.value for role in Role if setup.setup.role_set.has(role)}

    SPRITES.clear()
    for _, task in deal_page_pictures(app, [Role.VILLAGER]):
        task()
    box = hand_boxes(turn_halves(app.size)[0], app.size)[0]
    assert SPRITES.holds("dk-card", box.size, (True, False))


def _twenty_player_ballot(make_app):
    """A twenty-player secret ballot's page, every suspect placed."""
    from tests.dk_helpers import open_secret_ballot

    app, _flow, ballot = open_secret_ballot(make_app, "perf-ballot-20", 20)
    return app, ballot


def test_a_ballot_places_its_suspects_one_a_step_once_the_frame_has_taken_two_milliseconds(make_app, monkeypatch) -> None:
    """Four buttons a step made every step of a ballot's opening take 5-8 ms: after the first, a step places more
    only while its frame has taken under 2 ms."""
    from app.frames import frame_clock
    from scenes.double_kill import turns

    app, ballot = _twenty_player_ballot(make_app)
    ballot.rebuild_ui()
    waiting = len(ballot._choices_to_place)  # noqa: SLF001
    monkeypatch.setattr(frame_clock, "elapsed", lambda: turns.CHOICES_UNTIL_S)
    ballot.update(FRAME)
    assert len(ballot._choices_to_place) == waiting - 1  # noqa: SLF001
    monkeypatch.setattr(frame_clock, "elapsed", lambda: 0.0)
    ballot.update(FRAME)
    assert len(ballot._choices_to_place) == waiting - 1 - turns.CHOICES_PER_STEP  # noqa: SLF001


def test_a_ballots_last_pick_disables_its_suspects_over_a_few_steps_and_looks_as_if_at_once(make_app, monkeypatch) -> None:
    """Disabling forty suspects at the last pick took one step 10 ms. They are disabled a few a step, the chosen
    one first; a press on one still waiting counts for nothing, as on a disabled button; the page ends as before."""
    from app.frames import frame_clock
    from scenes.double_kill import turns

    app, ballot = _twenty_player_ballot(make_app)
    suspects = list(ballot.choice_buttons.items())
    monkeypatch.setattr(frame_clock, "elapsed", lambda: turns.CHOICES_UNTIL_S)  # a frame with no room left
    for _ in ballot.own:
        picked, value = suspects[-1]
        ballot.on_gui_event(pygame.event.Event(pygame_gui_pressed(), ui_element=picked))
    assert ballot.voter is None and picked.is_selected and not picked.is_enabled
    still = [button for button, _ in suspects if button.is_enabled]
    assert len(still) == len(suspects) - 1
    taps = ballot.progress.trace.shape()
    ballot.on_gui_event(pygame.event.Event(pygame_gui_pressed(), ui_element=still[0]))
    assert ballot.progress.trace.shape() == taps and dict(ballot.picks) == {hand: value for hand in ballot.own}
    ballot.update(FRAME)
    assert sum(button.is_enabled for button, _ in suspects) == len(still) - 1
    monkeypatch.setattr(frame_clock, "elapsed", lambda: 0.0)
    while any(button.is_enabled for button, _ in suspects):
        ballot.update(FRAME)
    assert picked.is_selected and not any(button.is_selected for button, _ in suspects if button is not picked)


def pygame_gui_pressed() -> int:
    import pygame_gui

    return pygame_gui.UI_BUTTON_PRESSED
