"""Cheese Thief's gallery pictures, in the gallery's order (``gallery/screens.py`` registers them): the setup,
Rules at a glance, the public screens of a game from seeded sessions, and the private turns
(``private_gallery.PICTURES``)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.roles import Winner
from game.cheese_thief.table_rules import table_rules
from play.flow import StepKind
from play.setup import SetupError, VoteMode
from scenes.cheese_thief import private_gallery
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.cheese_thief.gallery_flows import find_session, flow_at
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.point_vote import COUNT_SECONDS, PointVoteScene
from scenes.cheese_thief.replay import MORNING_PAGE, ReplayScene, peek_hour
from scenes.cheese_thief.reveal import DONE_AT, FLIP_AT, POINTERS_AT, RESULT_AT, RevealScene
from scenes.cheese_thief.rules_glance import RulesGlanceScene
from scenes.cheese_thief.setup import SetupScene, default_name
from scenes.cheese_thief.setup_draft import DEFAULT_NAME_COUNT, SetupDraft
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.kit.name_editor import NameEditorScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene


# ----- the setup -------------------------------------------------------------------------------------------------
def setup_eight(app) -> "Scene":
    draft = SetupDraft(count=8, fall_mouse=True, vote_mode=VoteMode.SECRET, hour_seconds=2.0, tie_protects_thief=True)
    for seat, name in enumerate(("Ada", "Bo", "李雷", "Zoé", "Jürgen")):
        draft.players[seat].custom = name
    return SetupScene(app, draft, remember=False)


def setup_error(app) -> "Scene":
    draft = SetupDraft(count=6)
    draft.players[0].custom = "Bo"
    draft.players[3].custom = "bo"
    scene = SetupScene(app, draft, remember=False)
    scene.error = SetupError("duplicate_name", 3)
    return scene


def setup_four(app) -> "Scene":
    return SetupScene(app, SetupDraft(count=4), remember=False)


def setup_name_editor(app) -> "Scene":
    setup = SetupScene(app, SetupDraft(count=5), remember=False)
    app.scenes.push(setup, transition=False)
    suggestions = ["Ada", "Bo", "李雷"] + [default_name(i) for i in range(DEFAULT_NAME_COUNT)]
    editor = NameEditorScene(app, 2, "Zo", ["Ada", default_name(1)], suggestions, lambda text: None)
    app.scenes.push(editor, transition=False)
    if editor.keyboard is not None and editor.keyboard.pinyin is not None:
        for key in "xiao":  # pinyin typed, its candidates offered
            editor.keyboard.press(key)
    return editor


# ----- Rules at a glance -----------------------------------------------------------------------------------------
def rules_glance(app: "App", count: int, fall_mouse: bool = False, tie: bool = False) -> RulesGlanceScene:
    return RulesGlanceScene(app, table_rules(count, fall_mouse, HouseRules(tie_protects_thief=tie)))


# ----- the discussion --------------------------------------------------------------------------------------------
def discussion_flow(app, count: int, seed: int):
    return flow_at(app, count, seed, StepKind.DISCUSSION)


def discussion_running(app) -> DiscussionScene:
    scene = DiscussionScene(discussion_flow(app, 6, 3))
    scene.left = 247.0
    return scene


def discussion_time_up(app) -> DiscussionScene:
    scene = DiscussionScene(discussion_flow(app, 8, 5))
    scene.left = 0.0
    scene.running = False
    return scene


def discussion_notes(app) -> DiscussionScene:
    scene = DiscussionScene(discussion_flow(app, 5, 2))
    scene.left = 42.0
    scene.choosing_notes = True
    return scene


def discussion_leave(app):
    scene = discussion_running(app)
    app.scenes.push(scene, transition=False)
    overlay = ConfirmLeaveScene(scene.flow)
    app.scenes.push(overlay, transition=False)
    return overlay


# ----- the pointed vote ------------------------------------------------------------------------------------------
def point_vote(app, count: int, seed: int) -> PointVoteScene:
    return PointVoteScene(flow_at(app, count, seed, StepKind.POINT_VOTE))


def vote_countdown(app) -> PointVoteScene:
    scene = point_vote(app, 6, 4)
    scene.countdown = COUNT_SECONDS * 1.3
    return scene


def vote_entry(app) -> PointVoteScene:
    scene = point_vote(app, 8, 6)
    rng = random.Random(6)
    scene.phase = "entry"
    for voter in range(5):
        scene.votes[voter] = rng.choice([s for s in range(8) if s != voter])
    return scene


def vote_confirm(app) -> PointVoteScene:
    scene = point_vote(app, 6, 7)
    rng = random.Random(7)
    scene.phase = "confirm"
    scene.votes = [rng.choice([s for s in range(6) if s != voter]) for voter in range(6)]
    return scene


# ----- the reveal and the replay ---------------------------------------------------------------------------------
def reveal_at(app, count: int, winner: Winner, seconds: float, fall_mouse: bool = False, tie: bool = False,
              house_rules: HouseRules = NO_HOUSE_RULES) -> RevealScene:
    def wanted(session) -> bool:
        outcome = session.public().report.outcome
        protected = outcome.decided_by_house_rule or not house_rules.chosen()
        return outcome.winner is winner and (len(outcome.revealed) > 1) == tie and protected

    session = find_session(count, StepKind.REVEAL, wanted, fall_mouse=fall_mouse, house_rules=house_rules)
    scene = RevealScene(PlayFlow(app, session, persist=False))
    app.scenes.push(scene, transition=False)
    scene.elapsed = seconds
    scene._seek_all()  # noqa: SLF001 - the picture shows the screen at a given moment of its animations
    scene.refresh()
    return scene


def replay(app, count: int, page_of, wanted=lambda s: True, fall_mouse: bool = False) -> ReplayScene:
    session = find_session(count, StepKind.REPLAY, wanted, fall_mouse=fall_mouse)
    scene = ReplayScene(PlayFlow(app, session, persist=False))
    scene.page = page_of(scene.report)
    return scene


def has_peek(session) -> bool:
    return bool(session.public().report.peeks)


PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (10, "setup", lambda app: SetupScene(app, remember=False)),
    (11, "setup-eight-players", setup_eight),
    (12, "setup-name-error", setup_error),
    (13, "setup-four-players", setup_four),
    (14, "setup-name-editor", setup_name_editor),
    (17, "rules-glance-4p", lambda app: rules_glance(app, 4)),
    (18, "rules-glance-5p", lambda app: rules_glance(app, 5, tie=True)),
    (19, "rules-glance-7p-fall-mouse", lambda app: rules_glance(app, 7, fall_mouse=True, tie=True)),
    *private_gallery.PICTURES,
    (29, "discussion", discussion_running),
    (31, "discussion-time-up", discussion_time_up),
    (32, "discussion-leave-question", discussion_leave),
    (30, "discussion-notes", discussion_notes),
    (33, "vote-countdown", vote_countdown),
    (34, "vote-entry", vote_entry),
    (35, "vote-confirm", vote_confirm),
    (40, "reveal-tally", lambda app: reveal_at(app, 6, Winner.SLEEPYHEADS, POINTERS_AT + 1.0)),
    (41, "reveal-sleepyheads-win", lambda app: reveal_at(app, 5, Winner.SLEEPYHEADS, RESULT_AT + 1.2)),
    (43, "reveal-tie-thief-wins", lambda app: reveal_at(app, 7, Winner.THIEF, DONE_AT, tie=True)),
    (47, "reveal-tie-protects-thief", lambda app: reveal_at(
        app, 6, Winner.THIEF, DONE_AT, tie=True, house_rules=HouseRules(tie_protects_thief=True))),
    (42, "reveal-fall-mouse-wins", lambda app: reveal_at(app, 8, Winner.FALL_MOUSE, FLIP_AT + 0.5, fall_mouse=True)),
    (44, "replay-theft", lambda app: replay(app, 6, lambda r: r.theft_hour)),
    (45, "replay-peek", lambda app: replay(app, 7, lambda r: peek_hour(r, r.peeks[0]), has_peek)),
    (46, "replay-morning", lambda app: replay(app, 8, lambda r: MORNING_PAGE, fall_mouse=True)),
)
