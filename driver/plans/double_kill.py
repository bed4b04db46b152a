"""Demo plans for Double Kill's screens: the setup follows the wish with short times, a private turn presses the
choice a player would, a night call's hands answer at once (or, with ``wish.extra["slow_calls"]``, too late), the
day's speeches last the wished discussion, and the vote is entered as counts, suspect by suspect."""
from __future__ import annotations

import random
import weakref
from collections import Counter
from dataclasses import dataclass
from typing import Callable

import pygame

from app.plan_lookup import Plan
from app.gestures import DemoWish, Gesture, Tap
from play.double_kill.setup import SPEECH_CHOICES
from play.double_kill.timing import ACT_CHOICES
from play.double_kill.vote_counts import TEN
from scenes.double_kill.common import DkPublicScene
from scenes.double_kill.day import NominationScene, SpeechScene
from scenes.double_kill.end import NightReplayScene
from scenes.double_kill.night import NightCallScene
from scenes.double_kill.rules_glance import DkRulesGlanceScene
from scenes.double_kill.rules_offer import OffersDkRules
from scenes.double_kill.seating import DkSeatingScene
from scenes.double_kill.setup import DkSetupScene
from scenes.double_kill.turns import BallotTurnScene, DealTurnScene, DkTurnScene
from scenes.double_kill.vote import VoteScene
from scenes.kit.public_common import tap


def tap_action(screen: DkPublicScene) -> list[Gesture]:
    """A tap on the screen's main button, when it can be pressed."""
    button = screen.action_button
    if button is None or not button.is_enabled or not button.visible:
        return []
    return [Tap(pygame.Rect(button.rect).center)]


def public_screen(screen: DkPublicScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap_action(screen)


# ----- the setup ---------------------------------------------------------------------------------------------------
def setup(screen: DkSetupScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """Set the count and the vote entry the demo wants, short times, then start."""
    wanted = {"count": wish.players, "vote": wish.vote_mode}
    count = screen.setup.player_count
    if count != wanted["count"]:
        return tap(screen.button_for("more_count" if count < wish.players else "less_count"))
    if screen.setup.vote_mode.value != wanted["vote"]:
        return tap(screen.button_for("vote"))
    if screen.setup.speech_seconds != SPEECH_CHOICES[0]:
        return tap(screen.button_for("speech"))
    if screen.setup.act_seconds != ACT_CHOICES[0]:
        return tap(screen.button_for("act"))
    return tap(screen.button_for("start"))


# ----- a private turn ----------------------------------------------------------------------------------------------
def deal_choice(screen: DealTurnScene, rng: random.Random) -> object | None:
    if screen.answer is not None:
        return None
    return screen.view.may_ask_redraw and rng.random() < 0.3


def ballot_choice(screen: BallotTurnScene, rng: random.Random) -> object | None:
    return rng.choice(screen.candidates) if screen.voter is not None else None


# The next choice a player would press on each kind of page, or None when the page has its answer.
CHOICES: dict[type, Callable[..., object | None]] = {
    DealTurnScene: deal_choice,
    BallotTurnScene: ballot_choice,
}


def _choice(screen: DkTurnScene, rng: random.Random) -> object | None:
    for kind in type(screen).__mro__:
        choose = CHOICES.get(kind)
        if choose is not None:
            return choose(screen, rng)
    return None


def turn(screen: DkTurnScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.choices_still_placing:
        return []  # the choices are still being laid out
    wanted = _choice(screen, rng)
    if wanted is not None:
        for button, value in screen.choice_buttons.items():
            if value == wanted:
                return [Tap(pygame.Rect(button.rect).center)]
    if screen.can_continue() and screen.continue_button is not None:
        return [Tap(pygame.Rect(screen.continue_button.rect).center)]
    return []


# ----- the night -----------------------------------------------------------------------------------------------
@dataclass
class _SlowCall:
    slow: bool | None = None  # the demo's players at this call choose only after the time is up
    tapped: bool = False


_calls: "weakref.WeakKeyDictionary[NightCallScene, _SlowCall]" = weakref.WeakKeyDictionary()


def night_call(screen: NightCallScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """Tap a hand (or hold back) at once; with ``wish.extra["slow_calls"]`` (a share), the players of some calls
    a role could act at are still choosing when the time is up, and tap late, a tap the call must ignore."""
    call = _calls.setdefault(screen, _SlowCall())
    if call.slow is None:
        # A generator of its own, so that the choices the demo makes are those it makes without slow players.
        session = screen.flow.session
        share = float(wish.extra.get("slow_calls", 0.0))
        slow_rng = random.Random(f"slow:{wish.seed}:{len(session.actions)}")
        call.slow = bool(session.night_targets()) and slow_rng.random() < share
    if call.slow:
        return _late_tap(screen, call, rng)
    if screen.part.name != "act" or screen.selected is not None or screen.held_back:
        return []
    session = screen.flow.session
    targets = session.night_targets()
    if screen.hold_back_button is not None and session.night_choice_legal(None) and rng.random() < 0.7:
        return [Tap(pygame.Rect(screen.hold_back_button.rect).center)]
    pool = list(targets) or [hand for hand in screen.picker.boxes if screen.picker.is_alive(hand)]
    return [Tap(screen.picker.boxes[rng.choice(pool)].center)]


def _late_tap(screen: NightCallScene, call: _SlowCall, rng: random.Random) -> list[Gesture]:
    """Once the choice is over: the slow players tap a hand at last, too late to count."""
    if screen.part.name not in ("answer", "close") or call.tapped:
        return []
    call.tapped = True
    return [Tap(screen.picker.boxes[rng.choice(list(screen.picker.boxes))].center)]


# ----- the day -------------------------------------------------------------------------------------------------
def speech(screen: SpeechScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.flow.session.setup.speech_seconds - screen.left < wish.discussion_seconds and screen.left > 0:
        return []
    return tap_action(screen)


def look_at_rules(screen: OffersDkRules, wish: DemoWish) -> list[Gesture]:
    """A tap on Rules when the wish asks for a look and none was taken from this screen (the glance's own plan
    then taps Back); otherwise nothing."""
    if not wish.look_at_rules or screen.rules_seen:
        return []
    return tap(screen.rules_button)


def nomination(screen: NominationScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.is_first_nomination_of_the_game() and (look := look_at_rules(screen, wish)):
        return look
    if screen.flow.session.setup.speech_seconds - screen.left < wish.discussion_seconds and screen.left > 0:
        return []
    if not screen.named and rng.random() < 0.75:
        living = [hand for hand in screen.picker.boxes if screen.picker.is_alive(hand)]
        return [Tap(screen.picker.boxes[rng.choice(living)].center)]
    return tap_action(screen)


# Where the table points in each vote: how many hands at each suspect, drawn once per vote.
_counts: "weakref.WeakKeyDictionary[VoteScene, list[int]]" = weakref.WeakKeyDictionary()


def vote_counts(screen: VoteScene, rng: random.Random) -> list[int]:
    """Where the demo's table points in this vote: each living hand at a suspect drawn at random, once per vote."""
    wanted = _counts.get(screen)
    if wanted is None:
        aims = Counter(rng.randrange(len(screen.candidates)) for _ in screen.voters)
        wanted = _counts[screen] = [aims.get(index, 0) for index in range(len(screen.candidates))]
    return wanted


def vote(screen: VoteScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """As the person entering does: the suspects in order, each count typed ("+10" as often as needed, then the
    last digit), skipping the zeros left at the end; then Count."""
    if screen.counting():
        return []
    if screen.entry.complete():
        return tap_action(screen)
    wanted = vote_counts(screen, rng)
    index = next(index for index, count in enumerate(wanted) if screen.entry.counts[index] != count)
    gestures: list[Gesture] = []
    if screen.entry.current != index:
        gestures.append(Tap(screen.cells[index].center))
    gestures += [Tap(screen.key_rect("ten").center)] * (wanted[index] // TEN)
    gestures.append(Tap(screen.key_rect(str(wanted[index] % TEN)).center))
    return gestures


def look_then_back(screen: DkRulesGlanceScene | DkSeatingScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """Rules at a glance or the seating check: a look, then Back."""
    return tap(screen.back_button)


# ----- the end -------------------------------------------------------------------------------------------------
def night_replay(screen: NightReplayScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.next_button is not None and screen.next_button.is_enabled:
        return [Tap(pygame.Rect(screen.next_button.rect).center)]
    return []  # the demo stops here: the game is over and replayed


PLANS: dict[type, Plan] = {
    DkSetupScene: setup,
    DkTurnScene: turn,
    DkPublicScene: public_screen,
    NightCallScene: night_call,
    SpeechScene: speech,
    NominationScene: nomination,
    VoteScene: vote,
    NightReplayScene: night_replay,
    DkRulesGlanceScene: look_then_back,
    DkSeatingScene: look_then_back,
}
