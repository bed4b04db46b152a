"""Double Kill with the program as judge: the screens a table walks through, driven with synthetic events.

DK4 (the same deal turn for every seat), DK6 (every call of a role lasts the same and looks the same whatever the
role's state), the privacy protocol's curtain on resume, and the title offering both games.
"""
from __future__ import annotations

import pygame
import pytest

from game.double_kill.actions import NightAction
from game.double_kill.hands import hands_of
from game.double_kill.state import Death, DeathCause
from game.double_kill.roles import Role
from game.double_kill.steps import StepKind
from play.double_kill.session import DkScreen, DkSession
from play.double_kill.setup import DkSetup
from play.double_kill.timing import spoken_call_total

SEED = 4


def _session(count: int = 10) -> DkSession:
    return DkSession.start(DkSetup.recommended(count), SEED)


def _flow(make_app, session: DkSession):
    from scenes.double_kill.flow import DkFlow
    from scenes.home.title import TitleScene

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    return app, flow


def _run(app, seconds: float, events: list[pygame.event.Event] | None = None) -> float:
    """Step the app about ``seconds`` of simulated time; returns the time it stepped."""
    app.step(0.05, events or [])
    steps = int(seconds / 0.25) + 1
    for _ in range(steps):
        app.step(0.25, [])
    return 0.05 + 0.25 * steps


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def _to_night(session: DkSession) -> None:
    for seat in range(session.player_count):
        session.answer_redraw(seat, False)
    session.night_begun = session.public().round


def test_dk4_every_seat_gets_the_same_deal_turn_and_a_refused_redraw_is_a_keep(make_app, data_dir) -> None:
    session = _session()
    app, flow = _flow(make_app, session)
    shapes = set()
    for seat in range(session.player_count):
        assert session.screen() is DkScreen.CURTAIN and session.turn_seat() == seat
        flow.open_private()
        app.step(1.0, [])
        turn = app.scenes.top()
        while turn.choices_still_placing:  # a few a step, as the frame has room
            app.step(0.0, [])
        assert turn.is_private and set(turn.choice_buttons.values()) == {False, True}
        redraw = next(button for button, value in turn.choice_buttons.items() if value is True)
        for events in (_click(pygame.Rect(redraw.rect).center), []):
            app.step(3.0, events)
        turn.press_continue()
        shapes.add(turn.progress.trace.shape())
        if session.public().step.kind is not StepKind.REDRAW:
            break
    assert len(shapes) == 1  # same page, same taps, same sounds for every seat
    assert session.public().redraws == 0 or session.public().step.kind is StepKind.REDRAW


def test_dk6_a_call_lasts_and_looks_the_same_whether_the_role_can_act_or_not(make_app, data_dir) -> None:
    live = _session(17)
    _to_night(live)
    used = _session(17)
    _to_night(used)
    assert live.public().step.role is Role.ASSASSIN
    # The second session's assassin has used its one action (DK7): its call has only "nothing" left.
    used._state = used._state.evolve(assassin_acted=0)  # noqa: SLF001 - the test sets up a state
    assert not used.night_targets() and live.night_targets()
    pictures, lengths, lines = [], [], []
    for session in (live, used):
        app, flow = _flow(make_app, session)
        _run(app, 1.0)  # the fade in
        scene = app.scenes.top()
        elapsed = _run(app, 6.0)
        target = live.night_targets()[3]
        elapsed += _run(app, 0.5, _click(scene.picker.boxes[target].center))
        assert scene.selected == target and scene.part.name == "act"
        pictures.append(pygame.image.tobytes(app.surface, "RGB"))
        while app.scenes.top() is scene:
            elapsed += _run(app, 0.0)
        lengths.append(elapsed)
        lines.append(flow.night_voice.spoken[:2])  # the next call may have begun on the last step
    assert pictures[0] == pictures[1]
    assert lengths[0] == lengths[1]
    assert lines[0] == lines[1] == ["dk_wake_assassin", "dk_sleep_assassin"]  # the same sounds too
    total = spoken_call_total(Role.ASSASSIN, DkSetup.recommended(17).act_seconds, "en")
    assert total - 1.5 <= lengths[0] <= total + 0.5  # counted from the end of the fade in, which the call's clock shares
    assert used._state.nights[-1].choice_of(Role.ASSASSIN) is None  # noqa: SLF001 - the tap was not applied
    assert live._state.nights[-1].choice_of(Role.ASSASSIN) == target  # noqa: SLF001


def test_dk6_a_call_never_waits_for_a_choice_and_an_unfinished_one_is_nothing(make_app, data_dir) -> None:
    """The bodyguard's call once chosen in time and once not chosen at all, with a tap after the time: the same
    length; the countdown runs down in whole seconds; the late tap changes nothing and the guard is "nothing"."""
    lengths, countdowns = [], []
    for chooses in (True, False):
        session = _session()
        _to_night(session)
        assert session.public().step.role is Role.BODYGUARD and session.night_targets()
        app, flow = _flow(make_app, session)
        scene = flow.scene_for(DkScreen.NIGHT_CALL)
        app.scenes.replace(scene, transition=False)
        elapsed, seen, tapped, target = 0.0, [], False, session.night_targets()[2]
        while app.scenes.top() is scene:
            acting = scene.part.name == "act"
            seen.append(scene.seconds_left() if acting else None)
            # In time: the first moment of the choice; too late: the first moment after it.
            tap = not tapped and (acting if chooses else not acting and any(left is not None for left in seen))
            tapped = tapped or tap
            app.step(0.25, _click(scene.picker.boxes[target].center) if tap else [])
            elapsed += 0.25
        assert tapped
        lengths.append(elapsed)
        countdowns.append([left for left in seen if left is not None])
        assert scene.overran is not chooses
        assert session._state.nights[-1].choice_of(Role.BODYGUARD) == (target if chooses else None)  # noqa: SLF001
    assert lengths[0] == lengths[1]
    act = DkSetup.recommended(10).act_seconds
    assert countdowns[1][0] == act and countdowns[1][-1] == 1 and countdowns[1] == sorted(countdowns[1], reverse=True)


def _at_the_detectives_answer(make_app):
    """A night at the detectives' call, played through its choice to the judge's answer."""
    session = _session()
    _to_night(session)
    for role in (Role.BODYGUARD, Role.KILLER):
        session.apply(NightAction(role, session.night_targets()[0]))
    app, flow = _flow(make_app, session)
    scene = app.scenes.top()
    assert scene.role is Role.DETECTIVE and [part.name for part in scene.parts] == ["call", "act", "answer", "close"]
    _run(app, 6.5)
    _run(app, 0.5, _click(scene.picker.boxes[session.night_targets()[0]].center))
    while scene.part.name != "answer":
        _run(app, 0.25)
    return session, scene


def test_dk10_the_thumb_shows_after_a_check(make_app, data_dir) -> None:
    session, scene = _at_the_detectives_answer(make_app)
    assert scene.thumb is session.last_check(Role.DETECTIVE) and scene.thumb is not None


def test_dk10_a_restart_during_a_checks_answer_shows_that_answer_again(make_app, data_dir) -> None:
    session, scene = _at_the_detectives_answer(make_app)
    thumb = scene.thumb
    assert session.public().step.role is Role.DOCTOR  # the check is applied: the game is at the next call
    saved = session.to_json()  # what the autosave holds now
    assert saved["closing_call"] == {"role": "detective", "thumbs_up": thumb}
    again = DkSession.from_json(saved)
    assert again.screen() is DkScreen.NIGHT_CALL
    app, flow = _flow(make_app, again)
    resumed = app.scenes.top()
    # From the wake line again (others may be looking after a restart), then the answer: the choice is not asked.
    assert resumed.role is Role.DETECTIVE and resumed.part.name == "call" and resumed.thumb is thumb
    parts_seen = []
    while app.scenes.top() is resumed:
        parts_seen.append(resumed.part.name)
        _run(app, 0.25)
    assert "act" not in parts_seen and "answer" in parts_seen and resumed.thumb is thumb
    assert again.closing_call is None and DkSession.from_json(again.to_json()).closing_call is None
    assert app.scenes.top().role is Role.DOCTOR  # then the night goes on where it was


@pytest.mark.parametrize("closing_call", ["detective", ["detective", True], {"role": "villager", "thumbs_up": True},
                                          {"role": "detective", "thumbs_up": "yes"}, {"thumbs_up": False}])
def test_a_saved_call_end_that_is_not_one_is_refused(data_dir, closing_call) -> None:
    data = _session().to_json()
    data["closing_call"] = closing_call
    with pytest.raises(ValueError):
        DkSession.from_json(data)


def test_a_save_from_before_call_ends_were_kept_still_loads(data_dir) -> None:
    data = _session().to_json()
    del data["closing_call"]
    assert DkSession.from_json(data).closing_call is None


def test_a_restart_lands_on_a_curtain_never_on_a_private_turn(data_dir) -> None:
    session = _session()
    session.opened = True
    assert session.screen() is DkScreen.DEAL_TURN
    again = DkSession.from_json(session.to_json())
    assert again.screen() is DkScreen.CURTAIN and again.turn_seat() == 0


def test_a_damaged_save_is_refused(data_dir) -> None:
    data = _session().to_json()
    data["actions"] = [{"night": "killer", "target": "99L"}]
    with pytest.raises(ValueError):
        DkSession.from_json(data)


def test_the_title_offers_both_games_with_cheese_thief_first(make_app) -> None:
    from scenes.home.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.1, [])
    ids = list(title.buttons)
    assert ids.index("#play") < ids.index("#double_kill")
    title.activate("#double_kill")
    app.step(1.0, [])
    assert type(app.scenes.top()).__name__ == "DkSetupScene"


def test_setup_edits_the_role_set_within_dk2_and_starts_on_the_first_curtain(make_app, data_dir) -> None:
    from scenes.double_kill.setup import DkSetupScene

    app = make_app()
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.1, [])
    for _ in range(5):
        setup.press("more_killer", "killer")
    assert setup.setup.role_set.killer == 3
    setup.press("more_count", "count")
    assert setup.setup.player_count == 11 and setup.setup.role_set.killer == 2  # a new count: its recommended set
    setup.press("start", None)
    app.step(1.0, [])
    assert type(app.scenes.top()).__name__ == "CurtainScene"


def test_a_saved_double_kill_game_resumes_from_the_prompt_on_a_curtain(make_app, data_dir) -> None:
    from storage import autosave
    from scenes.home.resume_prompt import offer_resume
    from scenes.home.title import TitleScene

    session = _session()
    session.answer_redraw(0, False)
    autosave.save(session)
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    offer_resume(app)
    app.scenes.top().resume()
    app.step(1.0, [])
    curtain = app.scenes.top()
    assert type(curtain).__name__ == "CurtainScene" and curtain.seat == 1


def _frames_match_whole_frames(app, scene, steps: list[tuple[float, list[pygame.event.Event]]]) -> int:
    """Step the app; after each frame, the screen must equal the scene drawn whole from nothing (its picker's kept
    picture forgotten). Returns how many frames were drawn by changes only."""
    from scenes.double_kill.common import forget_painted_pickers

    drawn_by_changes = []
    original = scene.draw_changes

    def counted(surface: pygame.Surface) -> bool:
        done = original(surface)
        drawn_by_changes.append(done)
        return done

    scene.draw_changes = counted
    scratch = pygame.Surface(app.size)
    for seconds, events in steps:
        app.step(seconds, events)
        if app.scenes.top() is not scene or app.scenes.fade is not None:
            continue
        kept = scene.moving.drawn  # a check's drawing must not change what the next frame compares with
        forget_painted_pickers()  # drawn from nothing
        scene.draw(scratch)
        scene.moving.drawn = kept
        assert pygame.image.tobytes(scratch, "RGB") == pygame.image.tobytes(app.surface, "RGB")
    return sum(drawn_by_changes)


def test_a_night_call_drawn_by_its_changes_is_its_whole_picture(make_app, data_dir) -> None:
    session = _session()
    _to_night(session)
    app, flow = _flow(make_app, session)
    _run(app, 1.0)
    scene = app.scenes.top()
    target = session.night_targets()[0]
    steps = [(0.25, [])] * 30 + [(0.05, _click(scene.picker.boxes[target].center))] + [(0.25, [])] * 30
    assert _frames_match_whole_frames(app, scene, steps) > 20


def test_a_speech_drawn_by_its_changes_is_its_whole_picture(make_app, data_dir) -> None:
    session = _session()
    _to_night(session)
    while session.public().step.kind is StepKind.NIGHT_CALL:
        targets = session.night_targets()
        session.apply(NightAction(session.public().step.role, None if session.night_choice_legal(None) else targets[0]))
    session.dawn_seen = session.public().round
    app, flow = _flow(make_app, session)
    _run(app, 1.0)
    scene = app.scenes.top()
    assert session.screen() in (DkScreen.SPEECH, DkScreen.NOMINATION)
    assert _frames_match_whole_frames(app, scene, [(0.25, [])] * 16) >= 3  # the clock changes once a second


@pytest.mark.parametrize("lang", ["zh", "en", "fr", "de"])
def test_dk6_every_call_lasts_its_spoken_length_whatever_the_state_in_every_language(make_app, data_dir, lang: str) -> None:
    """The doctor's call, once when it may treat and once when its hands are dead: the same length, the call and
    "close your eyes" each as long as their clip in the manifest and a pause."""
    from narrator.clips import load_manifest
    from play.double_kill.voice import PAUSE_AFTER_LINE_S, sleep_line, wake_line

    clips = load_manifest()
    wake, sleep = clips.clip(lang, wake_line(Role.DOCTOR)), clips.clip(lang, sleep_line(Role.DOCTOR))
    assert wake is not None and sleep is not None, f"{lang}: run tools/make_narration.py"
    act = DkSetup.recommended(10).act_seconds
    assert spoken_call_total(Role.DOCTOR, act, lang) == pytest.approx(wake.seconds + act + sleep.seconds + 2 * PAUSE_AFTER_LINE_S)
    lengths = []
    for doctor_dead in (False, True):
        session = _session()
        _to_night(session)
        if doctor_dead:
            doctor = next(seat for seat, pair in enumerate(session._game.hands) if Role.DOCTOR in pair)  # noqa: SLF001
            hands = [hand for hand, role in zip(hands_of(doctor), session._game.hands[doctor]) if role is Role.DOCTOR]  # noqa: SLF001
            session._state = session._game.evolve(deaths=tuple(Death(hand, 0, DeathCause.KILLERS) for hand in hands))  # noqa: SLF001
        for role in (Role.BODYGUARD, Role.KILLER, Role.DETECTIVE):
            session.answer_night(role, session.night_targets()[0] if not session.night_choice_legal(None) else None)
        assert session.public().step.role is Role.DOCTOR and bool(session.night_targets()) is not doctor_dead
        pick = session.night_targets()[0] if session.night_targets() else hands_of(0)[1]
        app, flow = _flow(make_app, session)
        app.set_language(lang)
        scene = flow.scene_for(DkScreen.NIGHT_CALL)
        app.scenes.replace(scene, transition=False)
        elapsed = 0.0
        while app.scenes.top() is scene:
            app.step(0.25, [] if scene.part.name != "act" or scene.selected else _click(scene.picker.boxes[pick].center))
            elapsed += 0.25
        lengths.append(elapsed)
        assert flow.night_voice.spoken == [wake_line(Role.DOCTOR), sleep_line(Role.DOCTOR)]
    assert lengths[0] == lengths[1]
    assert spoken_call_total(Role.DOCTOR, act, lang) <= lengths[0] <= spoken_call_total(Role.DOCTOR, act, lang) + 0.25


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (800, 1280)])
def test_a_secret_ballot_fits_every_suspect_a_thumbs_size_apart_below_its_words(make_app, size) -> None:
    from app import layout
    from scenes.double_kill.turns import suspect_cells

    make_app(size)
    gap, shortest = layout.gap_px(size), layout.min_touch_px(size)
    area = pygame.Rect(24, 150, size[0] - 48, size[1] - 150 - 24 - layout.button_height(size) - 2 * gap)
    for count in (2, 7, 11, 20, 31, 40):  # up to every hand of twenty players
        cells = suspect_cells(area, count, layout.button_height(size), shortest, gap)
        assert len(cells) == count
        for index, cell in enumerate(cells):
            assert area.contains(cell) and cell.height >= shortest and cell.width >= shortest, (count, cell)
            assert cell.collidelist(cells[index + 1:]) == -1, (count, cell)


def test_the_ballot_pages_words_stay_above_its_suspects(make_app) -> None:
    from gallery import pictures as gallery

    app = make_app((1024, 600), "zh")
    ballot = next(screen for screen in gallery.screens() if screen.name == "dk-secret-ballot")
    scene = gallery.show(ballot, app)
    buttons = [pygame.Rect(button.rect) for button in scene.choice_buttons]
    assert len(buttons) == len(scene.candidates) > 2
    assert scene.text_rect.bottom <= min(rect.top for rect in buttons)
    assert max(rect.bottom for rect in buttons) <= pygame.Rect(scene.continue_button.rect).top


def test_the_end_screen_of_twenty_names_every_role_large_enough_to_read_across_the_table(make_app, monkeypatch) -> None:
    """At 1280x800 a game of twenty shows forty cards. Every role's name is drawn at least ``LEAST`` px tall in every
    language (it was as small as 10 px, and in light ink on the dead hands' grey cards)."""
    import scenes.double_kill.gallery as dk_gallery
    import scenes.double_kill.turns as dk_turns
    from gallery import pictures as gallery
    from program import i18n

    sizes: list[int] = []
    measured = dk_turns.card_title_px
    monkeypatch.setattr(dk_turns, "card_title_px", lambda title, box: sizes.append(measured(title, box)) or sizes[-1])
    monkeypatch.setattr(dk_gallery, "GALLERY_PLAYERS", 20)
    for lang in i18n.LANGUAGES:
        app = make_app((1280, 800), lang)
        session = dk_gallery.session_at(f"end-of-twenty:{lang}", lambda session: session.screen() is DkScreen.END)
        gallery.show(gallery.GalleryScreen(0, "end", lambda app: dk_gallery._screen(app, session)), app)
    assert len(sizes) == 4 * 40
    assert min(sizes) >= LEAST_ROLE_PX, sorted(sizes)[:5]


LEAST_ROLE_PX = 12  # "Leibwächter", one long word on a card 104 px wide (half the names: 20 px)


def test_the_deal_page_says_each_hands_power_in_one_line(make_app, data_dir) -> None:
    from program.i18n import t

    session = _session(17)
    app, flow = _flow(make_app, session)
    flow.open_private()
    app.step(1.0, [])
    page = app.scenes.top()
    cards = page.view.cards
    powers = [line for line in page.paragraphs() if any(t(f"dk.power.{card.value}") in line for card in cards)]
    assert len(powers) == 2 and powers[0].startswith(t("dk.hand.short_left"))
    assert powers[1].startswith(t("dk.hand.short_right")) and t(f"dk.power.{cards[1].value}") in powers[1]


def test_dk19_the_count_puts_the_most_voted_first_and_ties_in_speaking_order() -> None:
    from game.double_kill.hands import parse_hand
    from scenes.double_kill.vote import sorted_tally

    hand = {label: parse_hand(label, 20) for label in ("3L", "0R", "9L", "5R")}
    candidates = (hand["3L"], hand["0R"], hand["9L"], hand["5R"])
    votes = tuple((voter, hand[target]) for voter, target in zip(hands_of(1) + hands_of(2) + hands_of(4),
                                                                    ("9L", "0R", "9L", "0R", "3L", "0R")))
    tally = sorted_tally(candidates, votes)
    assert [(entry.label, count, top) for entry, count, top in tally] == [
        ("0R", 3, True), ("9L", 2, False), ("3L", 1, False), ("5R", 0, False)]
    tied = sorted_tally(candidates, votes[:4])
    assert [(entry.label, top) for entry, _, top in tied][:2] == [("0R", True), ("9L", True)]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_count_of_forty_suspects_fits_one_entry_per_cell(make_app, data_dir, size) -> None:
    """Every hand of twenty players named: four columns of ten, each entry in a cell of its own, text still
    large enough to read."""
    from scenes.double_kill.gallery import session_at

    session = session_at("count-twenty", lambda session: session.screen() is DkScreen.VERDICT, players=20)
    app = make_app(size)
    from scenes.double_kill.flow import DkFlow

    scene = DkFlow(app, session, persist=False).scene_for(DkScreen.VERDICT)
    app.scenes.push(scene, transition=False)
    app.step(0.05, [])
    area = scene.areas()[2]
    cells = scene.tally_cells(area, 40)
    assert len(cells) == 40 and all(area.contains(cell) for cell in cells)
    assert not any(one.colliderect(other) for index, one in enumerate(cells) for other in cells[index + 1:])
    assert min(cell.height for cell in cells) >= 18 and min(cell.width for cell in cells) >= area.width // 4 - 40
    counts = [count for _, count, _ in scene.tally()]
    assert counts == sorted(counts, reverse=True) and len(scene.lines()) == 1 + len(counts)


def test_the_dawn_names_only_the_dead_hands_one_a_line_then_public_facts(make_app, data_dir) -> None:
    from program.i18n import t
    from scenes.double_kill.common import hand_name
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    session = session_at("dawn:", lambda session: session.screen() is DkScreen.DAWN)
    app = make_app()
    scene = DkFlow(app, session, persist=False).scene_for(DkScreen.DAWN)
    public = session.public()
    dead = public.dawns[-1][1]
    assert dead and scene.announcement().splitlines()[1:] == [hand_name(public.players, hand) for hand in dead]
    living = sum(left + right for left, right in public.alive)
    assert scene.recap().splitlines()[0] == t("dk.dawn.alive", hands=living, players=public.player_count)
    assert scene.recap().splitlines()[1] == t("dk.dawn.last_words_now", hand=hand_name(public.players, dead[0]))


def test_dk19_the_vote_gives_five_seconds_to_think_then_three_two_one_before_any_hand_is_entered(make_app, data_dir) -> None:
    from program.i18n import t
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    session = session_at("vote:", lambda session: session.screen() is DkScreen.VOTE)
    app = make_app()
    scene = DkFlow(app, session, persist=False).scene_for(DkScreen.VOTE)
    app.scenes.push(scene, transition=False)
    app.scenes.fade = None
    shown = []
    two = scene.key_rect("2").center
    while scene.counting():
        shown.append(scene.countdown_text())
        app.step(0.25, _click(two))
    assert scene.entry.counts == [0] * len(scene.candidates)  # every tap during the countdown was ignored
    said = list(dict.fromkeys(shown))
    assert said == [t("dk.vote.think", seconds=s) for s in (5, 4, 3, 2, 1)] + [t("dk.vote.count_in", number=n) for n in (3, 2, 1)]
    app.step(0.25, _click(two))
    assert scene.entry.counts[0] == 2 and scene.entry.current == 1


def test_the_setup_says_names_go_clockwise_unless_an_error_takes_the_line(make_app, monkeypatch) -> None:
    import scenes.double_kill.setup as dk_setup
    from app import routes
    from program.i18n import t

    app = make_app()
    scene = routes.make("dk_setup", app)
    app.scenes.push(scene, transition=False)
    app.step(0.05, [])
    drawn: list[str] = []
    monkeypatch.setattr(dk_setup, "draw_line", lambda surface, text, *rest, **named: drawn.append(text))
    scene.draw_foreground(app.surface)
    assert t("dk.setup.clockwise") in drawn
    drawn.clear()
    scene.error = "bad"
    scene.draw_foreground(app.surface)
    assert "bad" in drawn and t("dk.setup.clockwise") not in drawn
