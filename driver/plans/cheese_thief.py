"""Demo plans for Cheese Thief's screens: the setup follows the wish, a private turn plays its page (each page
kind has a plan of its own, found by the page's class), and the public screens move the game on as a table would.
"""
from __future__ import annotations

import random
import weakref

import pygame

from app.plan_lookup import Plan, plan_for
from app.gestures import DemoWish, Gesture, Tap
from play.policy import choose_picks
from play.setup import VoteMode
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.cheese_thief.notes import NotesScene
from scenes.cheese_thief.pages.ballot import BallotPage
from scenes.cheese_thief.pages.base import Page
from scenes.cheese_thief.pages.move import MovePage
from scenes.cheese_thief.pages.roll import RollPage
from scenes.cheese_thief.pages.wake_hour import WakeHourPage
from scenes.cheese_thief.point_vote import PointVoteScene
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.replay import ReplayScene
from scenes.cheese_thief.reveal import DONE_AT, RevealScene
from scenes.cheese_thief.rules_glance import RulesGlanceScene
from scenes.cheese_thief.setup import SetupScene
from scenes.kit.public_common import tap


# ----- before the game -------------------------------------------------------------------------------------------
def setup(screen: SetupScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """Follow the wished game: count, Fall Mouse, house rule, vote mode and night pace, then Start (default names)."""
    draft = screen.draft
    if draft.count != wish.players:
        return tap(screen.count_buttons.get(wish.players))
    wants_fall = wish.fall_mouse and draft.fall_mouse_allowed
    if draft.fall_mouse != wants_fall:
        return tap(screen.fall_buttons.get(wants_fall))
    if draft.tie_protects_thief != wish.tie_protects_thief:
        return tap(screen.tie_buttons.get(wish.tie_protects_thief))
    mode = VoteMode(wish.vote_mode)
    if draft.vote_mode is not mode:
        return tap(screen.vote_buttons.get(mode))
    if wish.hour_seconds in screen.pace_buttons and draft.hour_seconds != wish.hour_seconds:
        return tap(screen.pace_buttons.get(wish.hour_seconds))
    return tap(screen.start_button)


def rules_glance(screen: RulesGlanceScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """A look, then Back."""
    return tap(screen.back_button)


# ----- a private turn and its pages ------------------------------------------------------------------------------
def private_turn(screen: PrivateTurnScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    page_plan = plan_for(screen.page)
    own = page_plan(screen.page, rng, wish) if page_plan is not None else []
    if own:
        return own
    if screen.can_continue() and screen.continue_button is not None:
        return [Tap(pygame.Rect(screen.continue_button.rect).center)]
    return []


def any_page(page: Page, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return []


def roll_page(page: RollPage, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return [] if page.rolled else [Tap(page.cup_rect.center)]


def wake_hour_page(page: WakeHourPage, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if page.picked is not None or not page.die_rects:
        return []
    return [Tap(page.die_rects[rng.randrange(2)].center)]


# The cups each move page's player means to pick, chosen once per page (the whole move at its first tap).
_planned: "weakref.WeakKeyDictionary[MovePage, tuple[int | None, ...]]" = weakref.WeakKeyDictionary()


def move_page(page: MovePage, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if page.complete:
        return []
    planned = _planned.get(page)
    if planned is None:
        planned = _planned[page] = choose_picks(page.move, rng)
    pick = planned[len(page.picks)]
    if pick is None and page.keep_closed is not None:
        return [Tap(pygame.Rect(page.keep_closed.rect).center)]
    if pick is None or pick not in page.selectable():
        pick = rng.choice(page.selectable())
        _planned[page] = (*planned[: len(page.picks)], pick, *planned[len(page.picks) + 1:])
    return [Tap(page.pressable(pick).center)]


def ballot_page(page: BallotPage, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if page.choice is not None or page.table is None:
        return []
    return [Tap(page.pressable(rng.choice(page.options())).center)]


def notes(screen: NotesScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.close_button is None:
        return []
    return [Tap(pygame.Rect(screen.close_button.rect).center)]


# ----- the public screens ----------------------------------------------------------------------------------------
def discussion(screen: DiscussionScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.choosing_notes:
        return tap(screen.cancel_notes_button)
    if wish.look_at_rules and not screen.rules_seen:
        return tap(screen.rules_button)
    if screen.elapsed >= wish.discussion_seconds or screen.left <= 0:
        return tap(screen.vote_button)
    return []


def point_vote(screen: PointVoteScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.phase == "countdown":
        return []
    if screen.phase == "entry":
        if screen.grid_growing:
            return []  # the grid is still growing
        if screen.missing:
            voter = screen.missing[0]
            suspect = rng.choice([seat for seat in range(len(screen.votes)) if seat != voter])
            return tap(screen.cells.get((voter, suspect)))
        return tap(screen.confirm_button)
    return tap(screen.confirm_button)


def reveal(screen: RevealScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.elapsed < DONE_AT:
        return []
    return tap(screen.next_button)


def replay(screen: ReplayScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    # The demo's game ends here; the kiosk loop may ask for another round.
    if wish.extra.get("again"):
        return tap(screen.again_button)
    return []


PLANS: dict[type, Plan] = {
    SetupScene: setup,
    RulesGlanceScene: rules_glance,
    PrivateTurnScene: private_turn,
    Page: any_page,
    RollPage: roll_page,
    WakeHourPage: wake_hour_page,
    MovePage: move_page,
    BallotPage: ballot_page,
    NotesScene: notes,
    DiscussionScene: discussion,
    PointVoteScene: point_vote,
    RevealScene: reveal,
    ReplayScene: replay,
}
