"""A real game coached on the game's own screens: what is said and pointed at on each screen, from the engine.

The game is a pass-and-play `PlaySession` dealt the scripted game's cards and dice and played with the record's
own choices (peeks, followers, waking hours, votes), so the screens show exactly that game. The walk below plays
it as the screens do, page by page and tap by tap, and makes a step for every tap the game asks for: the screen
it is shown on (the gallery's names), the widgets a right tap may land on (the names the screen gives its touch
targets), and the game's step whose screen shows it. Every sentence is filled from the seat's view at the moment
it is shown, so nothing is said that the engine does not hold. The session as it stands when each of the game's
steps begins is kept too: Back, Replay and a resumed tutorial start the real screens again from there.

A walk may have a learner: one seat whose place the learner takes for the whole game. Its curtains and pages come
whole; every other seat's private turn happens behind its curtain, played with its pinned choices, and a run of
them is one step on the first of those curtains (at a real table the tablet would go to them). What is said is
then only what the learner's mouse can know at that moment, and public facts: the others' words at the talk are
told as their claims, proved at the reveal. Without a learner every seat's turn comes whole (the modules take the
pages of the one seat they are about).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from game.cheese_thief.action_log import action_to_json
from game.cheese_thief.actions import CastVote, DealRoles, RollDice
from game.cheese_thief.config import HOURS, chosen_follower_count
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.outcome import Outcome
from game.cheese_thief.roles import CheeseSight, Role, Winner
from game.cheese_thief.views import SeatView
from play.flow import Step as PlayStep
from play.flow import StepKind
from play.moves import MoveError, MoveKind, check_pick, final_actions, move_for, peek_action
from play.session import AUTOSAVE_FORMAT, PlaySession
from play.setup import GameSetup, VoteMode
from play.turns import turn_plan

from tutorial.actions import ActionKind, LearnerAction
from tutorial.chapters.common import report_of, sleepyheads_win
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text

HOUR_SECONDS = 2.0  # the briskest hour the setup offers: the night pages are the game's own, only quicker
DISCUSSION_SECONDS = 120
CONTINUE = "#turn_continue"
TAP_HINT = Text.of("tutorial.game.tap_hint")
RESULT_KEY = "tutorial.game.result_sleepyheads"

# The curtain's words for the first seat of each round of private turns.
ROUND_OPENERS: dict[StepKind, str] = {
    StepKind.DAWN_TURN: "tutorial.game.curtain_dawn",
    StepKind.EYES_TURN: "tutorial.game.curtain_eyes",
    StepKind.BALLOT_TURN: "tutorial.game.curtain_ballot",
}


def widget_spots(targets: tuple[str, ...]) -> tuple[Spotlight, ...]:
    return tuple(Spotlight(Focus.WIDGET, widget=name) for name in targets)


def tap(targets: tuple[str, ...], hint: Text, actor: int | None) -> Expectation:
    """Waiting for a tap on one of `targets` (the first is the scripted game's own)."""
    right = frozenset(LearnerAction.of(ActionKind.TAP_WIDGET, (), index) for index in range(len(targets)))
    return Expectation(ActionKind.TAP_WIDGET, right, LearnerAction.of(ActionKind.TAP_WIDGET, (), 0), hint,
                       actor=actor)


def coached_vote_mode(players: int) -> VoteMode:
    """The vote the coached game teaches: pointing at an even count, the secret ballot at an odd one; the practice
    round plays the other, so every learner enters a vote both ways."""
    return VoteMode.SECRET if players % 2 else VoteMode.POINT


def practice_vote_mode(players: int) -> VoteMode:
    return VoteMode.POINT if coached_vote_mode(players) is VoteMode.SECRET else VoteMode.SECRET


def setup_for(players: int, fall_mouse: bool, names: tuple[str, ...], vote_mode: VoteMode) -> GameSetup:
    return GameSetup(tuple(names), fall_mouse, vote_mode, DISCUSSION_SECONDS, HOUR_SECONDS)


def start_session(game: ScriptedGame, names: tuple[str, ...] | None = None) -> PlaySession:
    """A pass-and-play session dealt the scripted game's cards and dice, before anyone has decided anything."""
    state = game.decision_state
    assert state.roles is not None and state.dice is not None
    # The table's house rule travels with the record (a tie told the way the table plays it).
    setup = replace(setup_for(game.players, game.fall_mouse, tuple(names or game.record["players"]),
                              coached_vote_mode(game.players)), house_rules=game.state.house_rules)
    return PlaySession.from_json({
        "format": AUTOSAVE_FORMAT, "setup": setup.to_json(), "seed": game.seed, "game_number": 1,
        "actions": [action_to_json(DealRoles(state.roles)), action_to_json(RollDice(state.dice))],
        "step_index": 0, "discussion_left": float(DISCUSSION_SECONDS), "past_winners": [], "started": None,
    })


def session_at(game: ScriptedGame, play_step: int, names: tuple[str, ...]) -> PlaySession:
    """The coached game as it stands when its step `play_step` begins, with the players' names in a language."""
    saved = dict(coached_walk(game).snapshots[play_step])
    saved["setup"] = {**saved["setup"], "names": list(names)}
    return PlaySession.from_json(saved)


@dataclass(frozen=True)
class CoachedWalk:
    steps: tuple[Step, ...]
    snapshots: tuple[dict[str, Any], ...]  # the session when each of the game's steps begins


def coached_steps(chapter: str, game: ScriptedGame, learner: int | None = None) -> tuple[Step, ...]:
    return tuple(replace(step, chapter=chapter) for step in coached_walk(game, learner).steps)


def coached_walk(game: ScriptedGame, learner: int | None = None) -> CoachedWalk:
    """Play the scripted game through every screen, making a step for each tap it asks for: every seat's, or with
    a learner, the learner's own and one step for each run of the others' turns taken in secret. The snapshots are
    the same either way (the secret turns are played too)."""
    # A pinned game compares by its chapter, table and seed, not its record: the same game told under the house
    # rule is another walk.
    return _coached_walk(game, game.state.house_rules, learner)


@lru_cache(maxsize=32)
def _coached_walk(game: ScriptedGame, house_rules: HouseRules, learner: int | None) -> CoachedWalk:
    session = start_session(game)
    walker = _Walker(game, session, learner)
    snapshots = []
    for index, play_step in enumerate(session.steps):
        snapshots.append(session.to_json())
        walker.step(index, play_step)
        if index + 1 < len(session.steps):
            session.finish_step()
    return CoachedWalk(tuple(walker.steps), tuple(snapshots))


class _Walker:
    """Makes the steps of one game's screens in order, playing the record's choices as the screens would."""

    def __init__(self, game: ScriptedGame, session: PlaySession, learner: int | None) -> None:
        self.game = game
        self.session = session
        self.learner = learner
        self.muted = False  # another seat's turn, played in secret: its choices are made, nothing is said
        self.secrets_told = False  # whether why the others' turns are not shown has been said
        self.steps: list[Step] = []
        self.report = report_of(game.state)
        assert self.report is not None and self.report.outcome is not None and self.report.votes is not None
        self.index = 0
        self.peeked = False  # whether a lone mouse has looked under a cup yet
        self.night_told = False  # whether the night's clock has been explained
        self.followers_told = False  # whether how followers come to be at this count (none at four) has been said

    # ----- helpers -----------------------------------------------------------------------------------------
    def add(self, label: str, screen: str, text: Text, targets: tuple[str, ...] = (), seat: int | None = None,
            hint: Text = TAP_HINT, gesture: Gesture | None = None, wait: bool = False) -> None:
        if self.muted:
            return
        expects = tap(targets, hint, seat) if targets else None
        # Nothing to tap: the whole screen is what the words are about.
        shown = gesture if gesture is not None else (Gesture.TAP if targets else Gesture.NONE)
        lit = widget_spots(targets) or (Spotlight(Focus.TABLE),)
        self.steps.append(Step("", f"g{self.index:02d}.{label}", text, lit, shown, seat, expects,
                               screen=screen, targets=targets, play_step=self.index, wait=wait))

    def view(self, seat: int) -> SeatView:
        return self.session.view(seat)

    def is_secret(self, seat: int) -> bool:
        """Another seat's private turn: played for it behind its curtain, none of its pages shown."""
        return self.learner is not None and seat != self.learner

    # ----- the game's steps --------------------------------------------------------------------------------
    def step(self, index: int, play_step: PlayStep) -> None:
        self.index = index
        kind = play_step.kind
        if kind is StepKind.CURTAIN:
            assert play_step.seat is not None
            if self.is_secret(play_step.seat):
                self.secret_curtain(index, play_step.seat)
            else:
                self.curtain(index, play_step.seat)
        elif play_step.is_private:
            assert play_step.seat is not None
            self.muted = self.is_secret(play_step.seat)
            for page in turn_plan(kind, self.game.players, HOUR_SECONDS).pages:
                getattr(self, f"page_{page.name}")(play_step.seat)
            self.muted = False
        elif kind is StepKind.DISCUSSION:
            self.discussion()
        elif kind is StepKind.POINT_VOTE:
            self.point_vote()
        elif kind is StepKind.REVEAL:
            self.reveal()
        else:
            self.replay()

    def curtain(self, index: int, seat: int) -> None:
        upcoming = self.session.steps[index + 1].kind
        name = Names((seat,))
        if index == 0:
            self.opening()
            text = Text.of("tutorial.game.curtain_first" if self.learner is None else "tutorial.game.curtain_learner",
                           name=name)
        elif seat == 0 and upcoming in ROUND_OPENERS:
            if upcoming is StepKind.DAWN_TURN:
                # Unless the learner is the Thief and was told on its own night page: how followers come to be at
                # this count is said here, before the dawn pages that would name one.
                self.followers_rule("curtain", chosen_follower_count(self.game.players), seat=None)
            text = Text.of(ROUND_OPENERS[upcoming], name=name)
        else:
            text = Text.of("tutorial.game.curtain", name=name)
        self.add("curtain", "curtain", text, ("hold",), seat, Text.of("tutorial.game.hold_hint"), Gesture.HOLD)

    def opening(self) -> None:
        self.add("table", "curtain", Text.of("tutorial.game.table", count=self.game.players))
        if self.learner is None:
            self.add("intro", "curtain", Text.of("tutorial.game.intro", count=self.game.players))
        else:
            self.add("intro", "curtain", Text.of("tutorial.game.intro_learner", count=self.game.players,
                                                 name=Names((self.learner,))))

    def secret_curtain(self, index: int, seat: int) -> None:
        """The first curtain of a run of other seats' turns: one step on it names them all, and the game moves on
        to the learner's next screen (the others' pages are never shown)."""
        steps = self.session.steps
        if index == 0:
            self.opening()
        before = steps[index - 1] if index > 0 else None
        if before is not None and before.kind is steps[index + 1].kind and before.seat is not None \
                and self.is_secret(before.seat):
            return  # within a run: said on its first curtain
        run: list[int] = []
        at = index
        kind = steps[index + 1].kind  # a run ends with its round: the next round is told on its own
        while at + 1 < len(steps) and steps[at].kind is StepKind.CURTAIN and steps[at + 1].kind is kind:
            runner = steps[at].seat
            if runner is None or not self.is_secret(runner):
                break
            run.append(runner)
            at += 2
        key = "tutorial.game.secret_turns" if len(run) > 1 else "tutorial.game.secret_turn"
        self.add("secret", "curtain", Text.of(key, names=Names(tuple(run))))
        if not self.secrets_told:  # why, once: the tablet would go to them, and their pages are theirs alone
            self.secrets_told = True
            self.add("secret_why", "curtain", Text.of("tutorial.game.secret_why"))

    # ----- the pages of a private turn ---------------------------------------------------------------------
    def page_card(self, seat: int) -> None:
        role = self.view(seat).role
        assert role is not None
        self.add("card", "turn-card", Text.of(f"tutorial.game.card_{role.value}", name=Names((seat,))),
                 (CONTINUE,), seat)

    def page_roll(self, seat: int) -> None:
        view = self.view(seat)
        assert view.dice is not None and view.role is not None
        name = Names((seat,))
        two = len(view.dice) == 2
        self.add("roll", "turn-roll", Text.of("tutorial.game.roll_two" if two else "tutorial.game.roll", name=name),
                 ("cup",), seat)
        if not two:
            rolled = Text.of("tutorial.game.rolled", name=name, value=view.dice[0], hour=view.dice[0])
        elif view.role is Role.THIEF:
            rolled = Text.of("tutorial.game.rolled_two_thief", name=name, a=view.dice[0], b=view.dice[1])
        else:
            rolled = Text.of("tutorial.game.rolled_two", name=name, a=view.dice[0], b=view.dice[1])
        self.add("rolled", "turn-roll", rolled, (CONTINUE,), seat, Text.of("tutorial.game.wait_hint"))

    def page_night(self, seat: int) -> None:
        view = self.view(seat)
        text, saw_theft = self.night_words(view)
        screen = "turn-night-theft" if saw_theft else "turn-night-asleep"
        self.night_rule(screen, two=view.dice is not None and len(view.dice) == 2)
        self.add("night", screen, text, (CONTINUE,), seat, Text.of("tutorial.game.wait_hint"))

    def night_rule(self, screen: str, two: bool) -> None:
        """The night's clock, said once, where the night first matters: the first choice of an hour (at four) or
        the first night page."""
        if not self.night_told and not self.muted:
            self.night_told = True
            key = "tutorial.game.night_rule_two" if two else "tutorial.game.night_rule"
            self.add("night_rule", screen, Text.of(key, first=HOURS[0], last=HOURS[-1]))

    @staticmethod
    def night_words(view: SeatView) -> tuple[Text, bool]:
        """What the seat's night page shows, in a sentence, and whether it shows the theft."""
        assert view.night is not None
        name = Names((view.seat,))
        first = view.night[0]
        if view.role is Role.THIEF:
            if not first.awake_with:
                return Text.of("tutorial.game.night_thief_unseen", name=name, hour=first.hour), True
            return Text.of("tutorial.game.night_thief_seen", name=name, hour=first.hour,
                           names=Names(first.awake_with)), True
        if first.taken_by is not None:
            return Text.of("tutorial.game.night_saw_theft", name=name, hour=first.hour,
                           thief=Names((first.taken_by,))), True
        if first.awake_with:
            return Text.of("tutorial.game.night_company", name=name, hour=first.hour,
                           names=Names(first.awake_with)), False
        gone = first.cheese is not CheeseSight.PRESENT
        return Text.of("tutorial.game.night_alone_gone" if gone else "tutorial.game.night_alone", name=name,
                       hour=first.hour), False

    def page_move(self, seat: int) -> None:
        view = self.view(seat)
        move = move_for(view)
        name = Names((seat,))
        picks: list[int | None] = []
        if move.kind is MoveKind.PEEK:
            # The first lone mouse looks where the record says; the next keeps the cups closed, to show that too.
            first = self.game.record["peeks"][seat] if not self.peeked else None
            self.peeked = True
            check_pick(move, (), first)
            if first is None:
                self.add("peek", "turn-move-peek", Text.of("tutorial.game.keep_closed", name=name),
                         ("#keep_closed",), seat)
            else:
                self.add("peek", "turn-move-peek", Text.of("tutorial.game.peek", name=name, target=Names((first,))),
                         (f"cup{first}",), seat)
            self.session.apply(peek_action(view, move, first))
            picks.append(first)
            view = self.view(seat)
            if view.peek is not None:
                after = Text.of("tutorial.game.peeked", target=Names((view.peek.target,)), value=view.peek.saw[0])
                if len(picks) >= move.picks:  # no further tap to say it with: what the cup hid, on its own
                    self.add("seen", "turn-move-peek", Text.of(
                        "tutorial.game.peeked_seen", target=Names((view.peek.target,)), value=view.peek.saw[0],
                        hour=view.peek.saw[0], name=name))
            else:
                after = Text.of("tutorial.game.decoy_after_closed", name=name)
            self.decoys(seat, move, picks, "turn-move-peek", after)
        elif move.kind is MoveKind.FOLLOWERS:
            self.followers_rule("turn-move-followers", move.picks, seat)
            chosen = sorted(self.game.record["followers"])
            for number in range(move.picks):
                target = chosen[number] if number < len(chosen) else self.selectable(move, picks)[0]
                check_pick(move, tuple(picks), target)
                text = (Text.of("tutorial.game.follower", name=name, target=Names((target,))) if number == 0
                        else Text.of("tutorial.game.follower_more", target=Names((target,))))
                self.add(f"pick{number}", "turn-move-followers", text, (f"cup{target}",), seat)
                picks.append(target)
        else:
            self.decoys(seat, move, picks, "turn-move-decoy", self.why_no_peek(view, name))
        for action in final_actions(view, move, tuple(picks)):
            self.session.apply(action)
        self.add("done", self.steps[-1].screen or "turn-move-decoy", Text.of("tutorial.game.close_eyes"),
                 (CONTINUE,), seat, Text.of("tutorial.game.wait_hint"))

    def why_no_peek(self, view: SeatView, name: Names) -> Text:
        """The decoy taps' first words, with the rule that keeps this seat's cups closed (R5.2-R5.4)."""
        if view.role is Role.THIEF:
            return Text.of("tutorial.game.decoy", name=name)
        if self.game.players == 4:
            return Text.of("tutorial.game.decoy_four")
        return Text.of("tutorial.game.decoy_company", name=name)  # a lone mouse peeks: this one woke with others

    def decoys(self, seat: int, move: Any, picks: list[int | None], screen: str, first_text: Text) -> None:
        """The taps on cups that stay closed, as many as every seat makes."""
        while len(picks) < move.picks:
            options = self.selectable(move, picks)
            text = first_text if len(picks) == 0 or (len(picks) == 1 and move.kind is MoveKind.PEEK) \
                else Text.of("tutorial.game.decoy_more")
            self.add(f"pick{len(picks)}", screen, text, tuple(f"cup{option}" for option in options), seat)
            picks.append(options[0])

    @staticmethod
    def selectable(move: Any, picks: list[int | None]) -> list[int]:
        options = []
        for seat in move.targets:
            try:
                check_pick(move, tuple(picks), seat)
            except MoveError:
                continue
            options.append(seat)
        return options

    def page_dawn(self, seat: int) -> None:
        view = self.view(seat)
        assert view.dawn is not None and view.role is not None
        name = Names((seat,))
        dawn = view.dawn
        if view.role is Role.THIEF and dawn.known_followers:
            text = Text.of("tutorial.game.dawn_thief_followers", name=name, names=Names(dawn.known_followers))
        elif view.role is Role.THIEF:  # at five, when nobody saw the theft
            text = Text.of("tutorial.game.dawn_thief_alone", name=name)
        elif dawn.follower and dawn.known_thief is not None:
            text = Text.of("tutorial.game.dawn_follower", name=name, thief=Names((dawn.known_thief,)))
        elif dawn.follower:
            text = Text.of("tutorial.game.dawn_follower_blind", name=name)
        elif view.role is Role.FALL_MOUSE:
            text = Text.of("tutorial.game.dawn_fall_mouse", name=name)
        else:
            text = Text.of("tutorial.game.dawn_sleepyhead", name=name)
        self.add("dawn", "turn-dawn", text, (CONTINUE,), seat, Text.of("tutorial.game.wait_hint"))

    def page_wake_hour(self, seat: int) -> None:
        view = self.view(seat)
        move = move_for(view)
        assert view.dice is not None
        name = Names((seat,))
        self.night_rule("turn-wake-hour-4p", two=True)  # at four, before the first choice of an hour
        if move.kind is MoveKind.WAKE_HOUR:
            hour = self.game.record["wake_choice"][seat]
            chosen = view.dice.index(hour)
            self.add("wake", "turn-wake-hour-4p", Text.of("tutorial.game.wake_hour", name=name, hour=hour),
                     (f"die{chosen}",), seat)
        else:
            chosen = 0
            self.add("wake", "turn-wake-hour-4p", Text.of("tutorial.game.wake_thief"), ("die0", "die1"),
                     seat)
        for action in final_actions(view, move, (chosen,)):
            self.session.apply(action)
        self.add("done", "turn-wake-hour-4p", Text.of("tutorial.game.pass_on"), (CONTINUE,), seat,
                 Text.of("tutorial.game.wait_hint"))

    def page_summary(self, seat: int) -> None:
        self.add("summary", "turn-summary-4p", Text.of("tutorial.game.summary", name=Names((seat,))), (CONTINUE,),
                 seat, Text.of("tutorial.game.wait_hint"))

    def page_ballot(self, seat: int) -> None:
        assert self.report is not None and self.report.votes is not None
        suspect = self.report.votes[seat]
        self.add("ballot", "turn-ballot", Text.of("tutorial.game.ballot", name=Names((seat,)),
                                                  suspect=Names((suspect,))), (f"suspect{suspect}",), seat)
        self.session.apply(CastVote(seat, suspect))
        self.add("done", "turn-ballot", Text.of("tutorial.game.ballot_confirm"), (CONTINUE,), seat,
                 Text.of("tutorial.game.wait_hint"))

    # ----- the day -----------------------------------------------------------------------------------------
    def dawn_rule(self, screen: str) -> None:
        """At four, which has no followers and no dawn round: dawn, and that nobody joins the Thief, said at the
        discussion (from five players the Thief's pick has said how followers come to be)."""
        if not self.followers_told:
            self.followers_told = True
            self.add("dawn_rule", screen, Text.of("tutorial.game.dawn_rule", last=HOURS[-1]))

    def followers_rule(self, screen: str, picks: int, seat: int | None) -> None:
        """The Thief picks its followers on its night page (at five among those who saw the theft, from six among
        everyone): how followers come to be at this count, said before the first pick, so before any page names
        one."""
        if not self.followers_told and not self.muted:
            self.followers_told = True
            kind = picks if chosen_follower_count(self.game.players) else "witness"
            self.add("followers_rule", screen, Text.of(f"tutorial.game.follower_rule_{kind}",
                                                       count=self.game.players), seat=seat)

    def discussion(self) -> None:
        report = self.report
        assert report is not None
        self.dawn_rule("discussion")
        self.add("talk", "discussion", Text.of("tutorial.game.discuss"))
        thief = report.roles.index(Role.THIEF)
        witness = self.witness()
        if self.learner is not None and witness is not None and witness != self.learner:
            self.claims(thief, witness)
        else:
            self.reasoning(thief, witness)
        self.add("vote_rule", "discussion", Text.of("tutorial.game.vote_rule"))
        # What the vote decides, before it is cast: a learner who knows the goal votes with a reason (R9).
        win = "tutorial.game.win_rule_fall_mouse" if self.game.fall_mouse else "tutorial.game.win_rule"
        self.add("win_rule", "discussion", Text.of(win))
        self.add("vote_now", "discussion", Text.of("tutorial.game.vote_now"), ("#vote_now",))

    def reasoning(self, thief: int, witness: int | None) -> None:
        """The talk told from every seat's pages (a walk without a learner): how a witness catches the Thief's lie,
        and how a follower covers or the Thief bluffs alone."""
        report = self.report
        assert report is not None
        if witness is not None:
            self.add("lie", "discussion", Text.of("tutorial.game.catch_lie", witness=Names((witness,)),
                                                  thief=Names((thief,)), hour=report.theft_hour))
        if report.followers:
            self.add("cover", "discussion", Text.of("tutorial.game.cover", follower=Names((report.followers[0],)),
                                                    thief=Names((thief,))))
        else:
            self.add("bluff", "discussion", Text.of("tutorial.game.bluff", thief=Names((thief,)),
                                                    hour=report.theft_hour))

    def witness(self) -> int | None:
        """A mouse who saw the theft and did not join the Thief: one who then voted for it, if any did."""
        report = self.report
        assert report is not None and report.votes is not None
        thief = report.roles.index(Role.THIEF)
        honest = [seat for seat in report.witnesses if seat not in report.followers]
        return next((seat for seat in honest if report.votes[seat] == thief), honest[0] if honest else None)

    def claims(self, thief: int, witness: int) -> None:
        """The talk as the learner's mouse hears it: what the others claim (what each knows, from the engine),
        what its own night says, and who defends whom; the reveal proves who told the truth."""
        report = self.report
        assert report is not None and self.learner is not None
        hour = report.theft_hour
        self.add("claim", "discussion", Text.of("tutorial.game.talk_witness", witness=Names((witness,)),
                                                thief=Names((thief,)), hour=hour))
        if report.followers:
            self.add("cover", "discussion", Text.of("tutorial.game.talk_cover", follower=Names((report.followers[0],)),
                                                    thief=Names((thief,))))
        else:
            self.add("bluff", "discussion", Text.of("tutorial.game.talk_bluff", thief=Names((thief,)),
                                                    witness=Names((witness,)), hour=hour))
        own = self.view(self.learner)
        if own.peek is not None and own.peek.target in (thief, witness) and own.peek.saw[0] == hour:
            # What the learner's own peek showed backs the claim: that mouse's die is the theft's hour.
            self.add("peek", "discussion", Text.of("tutorial.game.talk_peek", name=Names((self.learner,)),
                                                   target=Names((own.peek.target,)), hour=hour))
        first = own.night[0] if own.night else None
        if first is not None and first.cheese is CheeseSight.PRESENT and hour is not None and first.hour < hour:
            # The learner's own night: the cheese was there at its hour, so the theft came later, as claimed.
            self.add("own", "discussion", Text.of("tutorial.game.talk_own", name=Names((self.learner,)),
                                                  witness=Names((witness,)), hour=first.hour))

    def point_vote(self) -> None:
        report = self.report
        assert report is not None and report.votes is not None
        self.add("countdown", "vote-countdown", Text.of("tutorial.game.countdown"), wait=True)
        for voter, suspect in enumerate(report.votes):
            key = "tutorial.game.enter_first" if voter == 0 else "tutorial.game.enter"
            self.add(f"enter{voter}", "vote-entry", Text.of(key, voter=Names((voter,)), suspect=Names((suspect,))),
                     (f"#vote_{voter}_{suspect}",))
        self.add("confirm", "vote-entry", Text.of("tutorial.game.vote_confirm"), ("#vote_confirm",))
        self.add("count", "vote-confirm", Text.of("tutorial.game.vote_count"), ("#vote_count",))
        self.session.apply_all([CastVote(seat, target) for seat, target in enumerate(report.votes)])

    def reveal(self) -> None:
        report = self.report
        assert report is not None and report.outcome is not None
        outcome = report.outcome
        screen = reveal_screen(outcome)
        revealed = outcome.revealed
        total = sum(outcome.tally)
        if len(revealed) == 1:
            tally = Text.of("tutorial.game.tally", name=Names(revealed), votes=outcome.tally[revealed[0]], total=total)
        else:
            tally = Text.of("tutorial.game.tally_tie", names=Names(revealed), votes=outcome.tally[revealed[0]],
                            total=total)
        self.add("tally", screen, tally)
        self.add("result", screen, result_text(report.roles, report.followers, outcome))
        witness = self.witness()
        if self.learner is not None and witness is not None and witness != self.learner:
            thief = report.roles.index(Role.THIEF)
            if report.followers:
                proved = Text.of("tutorial.game.proved_cover", witness=Names((witness,)), thief=Names((thief,)),
                                 follower=Names((report.followers[0],)))
            else:
                proved = Text.of("tutorial.game.proved_bluff", witness=Names((witness,)), thief=Names((thief,)))
            self.add("proved", screen, proved)
        self.add("see_night", screen, Text.of("tutorial.game.see_night"), ("#see_night",))

    def replay(self) -> None:
        self.add("replay", "replay-theft", Text.of("tutorial.game.replay"), ("#replay_next",))
        self.add("end", "replay-theft", Text.of("tutorial.game.end", count=self.game.players))


def reveal_screen(outcome: Outcome) -> str:
    """The reveal's picture in the gallery for this result."""
    if outcome.winner is Winner.FALL_MOUSE:
        return "reveal-fall-mouse-wins"
    if outcome.winner is Winner.SLEEPYHEADS:
        return "reveal-sleepyheads-win"
    if outcome.decided_by_house_rule:
        return "reveal-tie-protects-thief"
    return "reveal-tie-thief-wins" if len(outcome.revealed) > 1 else "reveal-thief-wins"


def result_text(roles: tuple[Role, ...], followers: tuple[int, ...], outcome: Outcome) -> Text:
    """Who wins and why, every player named: the winners, and everyone who loses with them."""
    thief = roles.index(Role.THIEF)
    losers = Names(tuple(seat for seat in range(len(roles)) if seat not in outcome.winners))
    if outcome.winner is Winner.SLEEPYHEADS and Role.FALL_MOUSE in roles:
        # A Fall Mouse loses with the Thief unless the vote turns it over (R9.4): named among the losers.
        return Text.of("tutorial.game.result_caught_losers", name=Names((thief,)), winners=Names(outcome.winners),
                       losers=Names(tuple(seat for seat in losers.seats if seat != thief)))
    if outcome.winner is Winner.SLEEPYHEADS:
        return sleepyheads_win(RESULT_KEY, thief, outcome.winners, followers)
    if outcome.winner is Winner.FALL_MOUSE:
        return Text.of("tutorial.game.result_fall_mouse", name=Names(outcome.winners), losers=losers)
    key = "tutorial.game.result_thief_house_rule" if outcome.decided_by_house_rule else "tutorial.game.result_thief"
    return Text.of(key, name=Names((thief,)), winners=Names(outcome.winners), losers=losers)
