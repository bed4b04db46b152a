"""Double Kill in the gallery: one picture of each kind of screen a table walks through.

A seeded game is played on the session alone (no screens) up to the moment wanted, then that moment's screen
is built and, where its picture depends on time (a call's parts, a running clock), stepped on simulated time.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Callable

from app.scene import Scene
from game.double_kill.actions import CastVote, EndSpeech, Nominate
from game.double_kill.hands import HandId, Side, all_hands
from game.double_kill.roles import Role
from game.double_kill.steps import StepKind
from play.double_kill.session import DkScreen, DkSession
from play.double_kill.setup import DkSetup
from play.setup import VoteMode
from scenes.double_kill.flow import DkFlow
from scenes.double_kill.night import NightCallScene
from scenes.double_kill.turns import DkTurnScene
from scenes.double_kill.vote import VoteScene
from scenes.double_kill.rules_glance import DkRulesGlanceScene, dk_table_rules
from scenes.double_kill.seating import CHINESE_NAMES, LATIN_NAMES, DkSeatingScene
from app import routes

GALLERY_SEED = 7
GALLERY_PLAYERS = 12


def _living_hands(session: DkSession) -> list[HandId]:
    public = session.public()
    return [hand for hand in all_hands(session.player_count) if public.alive[hand.seat][0 if hand.side is Side.LEFT else 1]]


def _advance(session: DkSession, rng: random.Random) -> None:
    """One step of a game where every choice is made at random and every screen is seen."""
    public = session.public()
    step = public.step
    screen = session.screen()
    if screen in (DkScreen.CURTAIN, DkScreen.DEAL_TURN):
        assert step.seat is not None
        session.answer_redraw(step.seat, False)
    elif screen is DkScreen.NIGHTFALL:
        session.nightfall_passed(public.round)
    elif screen is DkScreen.NIGHT_CALL:
        assert step.role is not None
        targets = session.night_targets()
        session.answer_night(step.role, None if session.night_choice_legal(None) or not targets else rng.choice(targets))
    elif screen is DkScreen.DAWN:
        session.dawn_announced(public.dawns[-1][0])
    elif screen is DkScreen.SPEECH:
        assert step.seat is not None
        session.apply(EndSpeech(step.seat))
    elif screen is DkScreen.NOMINATION:
        assert step.seat is not None
        others = [hand for hand in _living_hands(session) if hand.seat != step.seat]
        session.apply(Nominate(step.seat, (rng.choice(others),)))
    elif screen is DkScreen.VOTE:
        suspects = public.days[-1].candidate_rounds[-1]
        session.apply_all([CastVote(voter, rng.choice(suspects)) for voter in _living_hands(session)])
    elif screen is DkScreen.VERDICT:
        session.verdicts_shown(sum(len(day.vote_rounds) for day in public.days))
    elif screen is DkScreen.END:
        session.replay_opened()


_reached: dict[str, DkSession] = {}


def session_at(moment: str, wanted: Callable[[DkSession], bool], vote_mode: VoteMode = VoteMode.POINT,
               players: int | None = None) -> DkSession:
    """A seeded game played until ``wanted`` holds. Each moment is played once per process and handed out as a
    copy (the states are never changed, only replaced), so drawing a screen in every size and language is quick."""
    if moment not in _reached:
        setup = replace(DkSetup.recommended(players or GALLERY_PLAYERS), vote_mode=vote_mode)
        session = DkSession.start(setup, GALLERY_SEED)
        rng = random.Random(GALLERY_SEED)
        for _ in range(20_000):
            if wanted(session):
                break
            _advance(session, rng)
        else:
            raise RuntimeError(f"the gallery game never reached {moment}")
        _reached[moment] = session
    return replace(_reached[moment], actions=list(_reached[moment].actions))


def _screen(app: Any, session: DkSession, seconds: float = 0.0) -> Scene:
    flow = DkFlow(app, session, persist=False)
    scene = flow.scene_for(session.screen())
    app.scenes.push(scene, transition=False)
    app.scenes.fade = None
    while seconds > 0:
        app.step(min(0.25, seconds), [])
        seconds -= 0.25
    return scene


def _at(screen: DkScreen, role: Role | None = None) -> DkSession:
    """The game at the first moment it shows ``screen`` (a night call of ``role``, if one is named)."""
    return session_at(f"{screen.value}:{role.value if role else ''}", lambda session: session.screen() is screen and (
        role is None or session.public().step.role is role))


def _deal_page(app: Any) -> Scene:
    session = _at(DkScreen.CURTAIN)
    session.curtain_opened()
    return _every_choice_placed(app, _screen(app, session, 1.0))


def _every_choice_placed(app: Any, scene: Scene) -> Scene:
    """A private page once all its choices are on it (it places them a few a step, as each frame has room)."""
    while isinstance(scene, DkTurnScene) and scene.choices_still_placing:
        app.step(0.0, [])
    return scene


def _step_to(app: Any, scene: Any, part: str) -> None:
    """Step the call until ``part`` begins (the spoken parts last as long as their clips, which vary by language)."""
    for _ in range(400):  # 100 s: longer than any call's parts before its answer
        if scene.part.name == part:
            return
        app.step(0.25, [])
    raise RuntimeError(f"the {scene.role.value} call never reached its {part} part")


def _ballot_page(app: Any) -> Scene:
    """A seat's secret ballot, behind its curtain: one pick for each of the seat's living hands."""
    session = session_at("ballot", lambda session: session.public().step.kind is StepKind.VOTE, VoteMode.SECRET)
    session.curtain_opened()
    return _every_choice_placed(app, _screen(app, session, 1.0))


def _night_call(app: Any) -> Scene:
    scene = _screen(app, _at(DkScreen.NIGHT_CALL, Role.KILLER))
    assert isinstance(scene, NightCallScene)
    _step_to(app, scene, "act")
    app.step(0.5, [])
    targets = scene.flow.session.night_targets()
    scene.pick(targets[len(targets) // 2])
    return scene


def _thumb(app: Any) -> Scene:
    scene = _screen(app, _at(DkScreen.NIGHT_CALL, Role.DETECTIVE))
    assert isinstance(scene, NightCallScene)
    _step_to(app, scene, "act")
    scene.pick(scene.flow.session.night_targets()[0])
    _step_to(app, scene, "answer")
    return scene


def _count_of_twenty(app: Any) -> Scene:
    """The count at a table of twenty, where nearly every player named a different hand."""
    session = session_at("count-twenty", lambda session: session.screen() is DkScreen.VERDICT, players=20)
    return _screen(app, session)


def _vote_of_twenty(app: Any) -> Scene:
    """The counts being entered at a table of twenty: a few suspects done, the next one selected with ten typed."""
    session = session_at("vote-twenty", lambda session: session.screen() is DkScreen.VOTE, players=20)
    scene = _screen(app, session, 8.5)
    assert isinstance(scene, VoteScene)
    for key in ("3", "0", "1", "ten"):
        scene.press_key(key)
    return scene


def _setup(app: Any) -> Scene:
    scene = routes.make("dk_setup", app)
    assert scene is not None
    return scene


PICTURES: tuple[tuple[int, str, Callable[[Any], Any]], ...] = (
    (160, "dk-setup", _setup),
    (161, "dk-deal-page", _deal_page),
    (162, "dk-night-call", _night_call),
    (163, "dk-thumb", _thumb),
    (164, "dk-dawn", lambda app: _screen(app, _at(DkScreen.DAWN))),
    (165, "dk-speech", lambda app: _screen(app, _at(DkScreen.SPEECH), 3.0)),
    (166, "dk-nomination", lambda app: _screen(app, _at(DkScreen.NOMINATION), 3.0)),
    (167, "dk-vote", lambda app: _screen(app, _at(DkScreen.VOTE), 8.5)),
    (168, "dk-count", lambda app: _screen(app, _at(DkScreen.VERDICT))),
    (169, "dk-end", lambda app: _screen(app, _at(DkScreen.END))),
    (170, "dk-replay", lambda app: _screen(app, _at(DkScreen.REPLAY))),
    (171, "dk-secret-ballot", _ballot_page),
    (172, "dk-count-twenty", _count_of_twenty),
    (173, "dk-vote-think", lambda app: _screen(app, _at(DkScreen.VOTE), 1.0)),
    (174, "dk-rules-glance-12p", lambda app: DkRulesGlanceScene(app, dk_table_rules(12))),
    (175, "dk-rules-glance-20p", lambda app: DkRulesGlanceScene(app, dk_table_rules(20))),
    (176, "dk-vote-twenty", _vote_of_twenty),
    (177, "dk-seating-20", lambda app: DkSeatingScene(app, LATIN_NAMES)),
    (178, "dk-seating-20-chinese-names", lambda app: DkSeatingScene(app, CHINESE_NAMES)),
)
