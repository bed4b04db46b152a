"""Where a learner is in the tutorial, as immutable snapshots.

A session holds the table, the chapters being followed (the plan, plus any chapter opened from the menu),
the current step, the right move made at each step and the wrong moves counted at each step. `next` and
`back` change only the position, so going back restores exactly the state the learner left, a finished
step still finished. A step that expects an action lets the learner on only once a right move is made:
a wrong move first gives a hint, a second one also lights up the right targets.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from tutorial.actions import LearnerAction
from tutorial.catalogue import CHAPTER_IDS, RETIRED_CHAPTERS
from tutorial.plan import ChapterSteps, chapter_steps, plan_for
from tutorial.spotlight import Spotlight
from tutorial.steps import Step
from tutorial.table import DEFAULT_TABLE, Table
from tutorial.texts import Text

SAVE_FORMAT = "cheese-thief-tutorial/1"
HINT_AFTER = 1
HIGHLIGHT_AFTER = 2


@dataclass(frozen=True)
class TutorialSession:
    table: Table
    route: tuple[str, ...]
    chapter: str
    step_index: int = 0
    moves: tuple[tuple[str, LearnerAction], ...] = ()  # step uid -> the right move made there, by uid
    wrong: tuple[tuple[str, int], ...] = ()  # step uid -> wrong moves made there, by uid
    finished: bool = False
    chapters_done: tuple[str, ...] = ()  # chapters whose last step the learner has passed, for the menu's ticks

    @classmethod
    def start(cls, table: Table = DEFAULT_TABLE) -> TutorialSession:
        route = plan_for(table)
        return cls(table, route, route[0])

    # What the learner sees.

    @property
    def chapter_steps(self) -> ChapterSteps:
        return chapter_steps(self.chapter, self.table)

    @property
    def step(self) -> Step:
        return self.chapter_steps.steps[self.step_index]

    @property
    def move(self) -> LearnerAction | None:
        return dict(self.moves).get(self.step.uid)

    @property
    def wrong_moves(self) -> int:
        return dict(self.wrong).get(self.step.uid, 0)

    @property
    def done(self) -> bool:
        """Nothing is expected here, or the right move has been made."""
        return self.step.expects is None or self.move is not None

    @property
    def hint(self) -> Text | None:
        expects = self.step.expects
        if expects is None or self.done or self.wrong_moves < HINT_AFTER:
            return None
        return expects.hint

    @property
    def highlight(self) -> tuple[Spotlight, ...]:
        expects = self.step.expects
        if expects is None or self.done or self.wrong_moves < HIGHLIGHT_AFTER:
            return ()
        return expects.highlight

    @property
    def response(self) -> Text | None:
        """What the right move showed (another cup's die, who saw the theft...)."""
        move, expects = self.move, self.step.expects
        return None if move is None or expects is None else expects.response_to(move)

    @property
    def can_go_back(self) -> bool:
        return self.finished or self.step_index > 0 or self.route.index(self.chapter) > 0

    # Moving.

    def next(self) -> TutorialSession:
        if self.finished or not self.done:
            return self
        if self.step_index + 1 < len(self.chapter_steps.steps):
            return replace(self, step_index=self.step_index + 1)
        done = self.chapters_done if self.chapter in self.chapters_done else self.chapters_done + (self.chapter,)
        place = self.route.index(self.chapter)
        if place + 1 < len(self.route):
            return replace(self, chapter=self.route[place + 1], step_index=0, chapters_done=done)
        return replace(self, finished=True, chapters_done=done)

    @property
    def progress(self) -> tuple[int, int]:
        """Step k of n within the chapter."""
        return self.step_index + 1, len(self.chapter_steps.steps)

    def back(self) -> TutorialSession:
        if self.finished:
            return replace(self, finished=False, chapters_done=self._undone(self.chapter))
        if self.step_index > 0:
            return replace(self, step_index=self.step_index - 1)
        place = self.route.index(self.chapter)
        if place == 0:
            return self
        previous = self.route[place - 1]
        return replace(self, chapter=previous, step_index=len(chapter_steps(previous, self.table).steps) - 1,
                       chapters_done=self._undone(previous))

    def _undone(self, chapter_id: str) -> tuple[str, ...]:
        # Back undoes exactly what Next did: the tick it gave the chapter it closed, and only that one.
        done = self.chapters_done
        return done[:-1] if done and done[-1] == chapter_id else done

    def go_to_chapter(self, chapter_id: str) -> TutorialSession:
        """Open a chapter from the menu; one outside the plan is followed next, after the current chapter."""
        if chapter_id not in CHAPTER_IDS:
            return self
        route = self.route
        if chapter_id not in route:
            place = route.index(self.chapter) + 1
            route = route[:place] + (chapter_id,) + route[place:]
        return replace(self, route=route, chapter=chapter_id, step_index=0, finished=False)

    def replay_step(self) -> TutorialSession:
        """Do the current step again from its beginning: its move and its wrong moves are forgotten."""
        uid = self.step.uid
        return replace(self, finished=False,
                       moves=tuple(item for item in self.moves if item[0] != uid),
                       wrong=tuple(item for item in self.wrong if item[0] != uid))

    def rewind_to(self, step_index: int) -> TutorialSession:
        """Go back to an earlier step of this chapter, forgetting the moves made from there on: a coached game is
        started again from that step's screen, so those moves are to be made again."""
        if not 0 <= step_index <= self.step_index:
            return self
        later = {step.uid for step in self.chapter_steps.steps[step_index:]}
        return replace(self, step_index=step_index, finished=False,
                       moves=tuple(item for item in self.moves if item[0] not in later),
                       wrong=tuple(item for item in self.wrong if item[0] not in later))

    def first_of_page(self, step_index: int | None = None) -> int:
        """The first step shown on the same page as `step_index` (by default the current step): a private turn's
        page (its card, roll, night, move...), or for any other screen the whole game step."""
        steps = self.chapter_steps.steps
        index = self.step_index if step_index is None else step_index
        page = page_of(steps[index])
        while index > 0 and page_of(steps[index - 1]) == page and steps[index].play_step is not None:
            index -= 1
        return index

    def page_steps(self) -> tuple[Step, ...]:
        """The steps shown on the current step's page (see `first_of_page`), in order."""
        steps = self.chapter_steps.steps
        first = self.first_of_page()
        last = first
        page = page_of(steps[first])
        while last + 1 < len(steps) and steps[first].play_step is not None and page_of(steps[last + 1]) == page:
            last += 1
        return steps[first:last + 1]

    def back_is_a_read(self) -> bool:
        """Whether the step before is on the same page and only to be read, so the screen under it is as it was
        then and Back need not start the page again."""
        index = self.step_index
        if index == 0 or self.chapter_steps.steps[index].play_step is None:
            return False
        before = self.chapter_steps.steps[index - 1]
        return self.first_of_page(index - 1) == self.first_of_page() and before.expects is None and not before.wait

    def first_of_screen(self, step_index: int | None = None) -> int:
        """The first step shown over the same game step as `step_index` (by default the current step)."""
        steps = self.chapter_steps.steps
        index = self.step_index if step_index is None else step_index
        play_step = steps[index].play_step
        while index > 0 and play_step is not None and steps[index - 1].play_step == play_step:
            index -= 1
        return index

    def act(self, action: LearnerAction) -> TutorialSession:
        """The learner's move: a right one unlocks the step, a wrong one is counted (hint, then highlight)."""
        expects = self.step.expects
        if expects is None or self.done or self.finished:
            return self
        uid = self.step.uid
        if expects.accepts(action):
            return replace(self, moves=tuple(sorted((*self.moves, (uid, action)), key=lambda item: item[0])))
        counts = dict(self.wrong)
        counts[uid] = counts.get(uid, 0) + 1
        return replace(self, wrong=tuple(sorted(counts.items())))

    def choose_table(self, table: Table) -> TutorialSession:
        """The first screen's choice: a new table starts the tutorial made for it."""
        return self if table == self.table else TutorialSession.start(table)

    # Leaving and coming back.

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "players": self.table.players,
            "fall_mouse": self.table.fall_mouse,
            "tie_protects_thief": self.table.tie_protects_thief,
            "route": list(self.route),
            "chapter": self.chapter,
            "step": self.step.name,
            "moves": {uid: action.to_json() for uid, action in self.moves},
            "wrong": dict(self.wrong),
            "finished": self.finished,
            "chapters_done": list(self.chapters_done),
        }

    @classmethod
    def from_json(cls, data: object, fallback: Table = DEFAULT_TABLE) -> TutorialSession:
        """Resume a saved session; anything unreadable starts afresh (at the saved table, if that much is read)."""
        table = _table_of(data) or fallback
        try:
            return _session_from(data, table)
        except (KeyError, TypeError, ValueError, IndexError, OverflowError):
            return cls.start(table)

    @classmethod
    def from_text(cls, text: str, fallback: Table = DEFAULT_TABLE) -> TutorialSession:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return cls.start(fallback)
        return cls.from_json(data, fallback)


def _table_of(data: object) -> Table | None:
    if not isinstance(data, dict):
        return None
    players, fall_mouse = data.get("players"), data.get("fall_mouse")
    tie_protects_thief = data.get("tie_protects_thief", False)  # absent from saves older than the house rule
    if not isinstance(players, int) or not isinstance(fall_mouse, bool) or not isinstance(tie_protects_thief, bool):
        return None
    try:
        return Table(players, fall_mouse, tie_protects_thief)
    except (TypeError, ValueError):
        return None


def _without_retired(data: dict[str, Any]) -> dict[str, Any]:
    """A save as the tutorial of today reads it: a chapter it no longer has is replaced on the route by its
    successor, a place inside it moves to the successor's first step, and what was done there is forgotten."""
    route = data.get("route")
    if not isinstance(route, list) or not any(item in RETIRED_CHAPTERS for item in route):
        return data
    renamed = [RETIRED_CHAPTERS.get(item, item) if isinstance(item, str) else item for item in route]
    kept = {**data, "route": list(dict.fromkeys(renamed))}  # the successor once, where it first came
    forgotten = set(RETIRED_CHAPTERS)
    chapter = data.get("chapter")
    if chapter in RETIRED_CHAPTERS:
        successor = RETIRED_CHAPTERS[chapter]
        forgotten.add(successor)  # begun again from its first step: its moves are to be made again
        kept["chapter"] = successor
        kept["step"] = chapter_steps(successor, _table_of(data) or DEFAULT_TABLE).steps[0].name
        kept["finished"] = False
    for field in ("moves", "wrong"):
        if isinstance(data.get(field), dict):
            kept[field] = {uid: value for uid, value in data[field].items()
                           if not (isinstance(uid, str) and uid.split(".")[0] in forgotten)}
    done = data.get("chapters_done")
    if isinstance(done, list):
        kept["chapters_done"] = [item for item in done if item not in RETIRED_CHAPTERS]
    return kept


def _session_from(data: object, table: Table) -> TutorialSession:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or _table_of(data) != table:
        raise ValueError("not a saved tutorial")
    data = _without_retired(data)
    route = data["route"]
    if not isinstance(route, list) or not route or len(set(map(str, route))) != len(route):
        raise ValueError("route must be a list of distinct chapters")
    if any(not isinstance(item, str) or item not in CHAPTER_IDS for item in route):
        raise ValueError("unknown chapter")
    if not set(plan_for(table)) <= set(route):
        raise ValueError("the route lacks chapters of the plan")
    chapter = data["chapter"]
    if chapter not in route:
        raise ValueError("the chapter is not on the route")
    names = [step.name for step in chapter_steps(chapter, table).steps]
    step_name = data["step"]
    if not isinstance(step_name, str):
        raise ValueError("the step is a name")
    # A step the tutorial no longer has was written by an earlier version of its chapter: the chapter is begun again.
    step_index = names.index(step_name) if step_name in names else 0
    steps = {step.uid: step for item in route for step in chapter_steps(item, table).steps}
    moves = _moves(_of_known_steps(data["moves"], steps, route), steps)
    wrong = _wrong(_of_known_steps(data["wrong"], steps, route), steps)
    if not isinstance(data["finished"], bool):
        raise ValueError("finished must be true or false")
    done = data.get("chapters_done", [])  # absent from saves older than the menu's ticks
    if not isinstance(done, list) or any(item not in route for item in done) or len(set(done)) != len(done):
        raise ValueError("chapters_done must list distinct chapters of the route")
    return TutorialSession(table, tuple(route), chapter, step_index, moves, wrong, data["finished"], tuple(done))


def _of_known_steps(raw: object, steps: dict[str, Step], route: list[str]) -> object:
    """What a save holds for each step, without the steps an earlier version of a chapter on the route had and this
    one has not (the learner makes those moves again); an entry of no chapter at all still marks a damaged save."""
    if not isinstance(raw, dict):
        return raw
    return {uid: value for uid, value in raw.items()
            if uid in steps or not (isinstance(uid, str) and uid.split(".", 1)[0] in route)}


def _moves(raw: object, steps: dict[str, Step]) -> tuple[tuple[str, LearnerAction], ...]:
    if not isinstance(raw, dict):
        raise ValueError("moves must be an object")
    moves = []
    for uid, value in raw.items():
        expects = steps[uid].expects  # KeyError for an unknown step
        action = LearnerAction.from_json(value)
        if expects is None or not expects.accepts(action):
            raise ValueError(f"{uid}: not a right move there")
        moves.append((uid, action))
    return tuple(sorted(moves, key=lambda item: item[0]))


def _wrong(raw: object, steps: dict[str, Step]) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict):
        raise ValueError("wrong must be an object")
    counts = []
    for uid, count in raw.items():
        if uid not in steps or steps[uid].expects is None:
            raise ValueError(f"{uid}: no move is expected there")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 < count < 1000:
            raise ValueError("a wrong-move count is a small positive number")
        counts.append((uid, count))
    return tuple(sorted(counts))


def page_of(step: Step) -> tuple[int | None, str | None]:
    """A coached step's game step and, on a private turn, its page ("turn-night" for "turn-night-theft"): the
    place Back and Replay start a screen again from."""
    screen = step.screen or ""
    page = "-".join(screen.split("-")[:2]) if screen.startswith("turn-") else None
    return step.play_step, page
