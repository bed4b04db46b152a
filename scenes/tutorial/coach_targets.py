"""What the coach reads off a real screen: where its widgets are, which can be pressed, and how far it has got.

The coach never changes a screen; it finds the widgets by the names the screen gives its touch targets (a button's
object id such as ``#turn_continue``, a page's ``cup``, ``cup3``, ``suspect2``, ``die0``, the curtain's ``hold``)
and reads the few public attributes that say where the screen stands (the page shown, the picks made, the vote's
phase and the votes entered, the replay's page). A change of that standing is what a right tap did.
"""
from __future__ import annotations

from typing import Hashable

import pygame
import pygame_gui

from app.scene import Scene
from tutorial.texts import Names, Text


def is_rolling(scene: Scene | None) -> bool:
    """The cup is being shaken or lifted: the die does not show yet."""
    page = getattr(scene, "page", None)
    return bool(getattr(page, "rolled", False)) and not bool(getattr(page, "finished", True))


def widget_rects(scene: Scene) -> dict[str, pygame.Rect]:
    """Every pressable thing the screen shows, by name (the first of each name)."""
    found: dict[str, pygame.Rect] = {}
    for name, rect in scene.touch_targets():
        found.setdefault(name, pygame.Rect(rect))
    return found


def topics_of(scene: Scene) -> tuple[pygame.Rect, ...]:
    """What the screen shows that the coach's words talk about, kept clear before any other picture: a night's
    clock (a private page's, the replay's), the curtain's words ("Pass the tablet to..."), and the point vote's grid,
    its names column and each suspect's column of cells apart (so a band that must lie over the grid is weighed by
    how many columns it hides)."""
    page = getattr(scene, "page", None)
    found = [getattr(holder, "clock_rect", None) for holder in (scene, page)]
    words_area = getattr(scene, "words_area", None)
    if callable(words_area):
        found.append(words_area())
    heads, labels = getattr(scene, "column_heads", None) or [], getattr(scene, "row_labels", None) or []
    if heads and labels:
        bottom = labels[-1].bottom
        found += [pygame.Rect(head.left, head.top, head.width, bottom - head.top) for head in heads]
        found.append(labels[0].unionall(labels))
    return tuple(pygame.Rect(rect) for rect in found if isinstance(rect, pygame.Rect) and rect.width > 1
                 and rect.height > 1)


def cell_labels(scene: Scene, names: tuple[str, ...]) -> tuple[pygame.Rect, ...]:
    """The voter's name and the suspect's mouse of each vote cell among `names` ("tap the square in Pip's row,
    under Clover"): they say what the cell means, so the band keeps off them as off the cell."""
    heads, labels = getattr(scene, "column_heads", None) or [], getattr(scene, "row_labels", None) or []
    found = []
    for name in names:
        parts = name.split("_")
        if len(parts) == 3 and parts[0] == "#vote" and parts[1].isdigit() and parts[2].isdigit():
            voter, suspect = int(parts[1]), int(parts[2])
            if voter < len(labels) and suspect < len(heads):
                found += [pygame.Rect(labels[voter]), pygame.Rect(heads[suspect])]
    return tuple(found)


def is_enabled(scene: Scene, name: str) -> bool:
    """Whether a tap on the widget `name` would do something now (a greyed-out button would not)."""
    if scene.ui is None or not name.startswith("#"):
        return True
    for element in scene.ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.get_object_ids()[-1:] == [name]:
            return bool(element.visible and element.is_enabled)
    return False


def button_corners(scene: Scene, name: str) -> int:
    """The radius of the corners of the button `name` (0 when the screen shows none of that name)."""
    if scene.ui is None:
        return 0
    for element in scene.ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.get_object_ids()[-1:] == [name]:
            radius = element.shape_corner_radius
            return int(max(radius) if isinstance(radius, (list, tuple)) else radius)
    return 0


def standing(scene: Scene | None, flow: object) -> Hashable:
    """Where the game and its screen stand: it changes exactly when a tap (or the countdown) moves it on."""
    session = getattr(flow, "session", None)
    step = getattr(session, "step_index", None)
    if scene is None:
        return (step,)
    page = getattr(scene, "page", None)
    progress = getattr(scene, "progress", None)
    return (
        step, type(scene).__name__,
        getattr(progress, "page_index", None),
        page if isinstance(page, int) else None,  # the replay's page number
        bool(getattr(page, "rolled", False)),
        len(getattr(page, "picks", None) or ()),
        getattr(page, "choice", None),
        getattr(page, "picked", None),
        getattr(scene, "phase", None),
        tuple(getattr(scene, "votes", None) or ()),
    )


def live_targets(scene: Scene | None) -> tuple[str, ...]:
    """The widgets that move a screen on, for a hint in the practice round and for its demo: the page's own
    choices first, else its button."""
    if scene is None:
        return ()
    names = list(widget_rects(scene))
    kind = type(scene).__name__
    if kind == "CurtainScene":
        return ("hold",)
    if kind == "PrivateTurnScene":
        own = [name for name in names if not name.startswith("#")]
        own += [name for name in ("#keep_closed", "#turn_continue") if name in names and is_enabled(scene, name)]
        return tuple(own) or ("#turn_continue",)
    if kind == "PointVoteScene":
        missing = getattr(scene, "missing", [])
        if getattr(scene, "phase", "") == "entry" and missing:
            return tuple(name for name in names if name.startswith(f"#vote_{missing[0]}_")
                         and is_enabled(scene, name))
        return tuple(name for name in ("#vote_confirm", "#vote_count") if name in names)
    wanted = {"DiscussionScene": "#vote_now", "RevealScene": "#see_night", "ReplayScene": "#replay_next"}.get(kind)
    return (wanted,) if wanted in names else ()


# The practice round's hint for each screen, by the gallery's family of names.
HINT_KEYS: dict[str, str] = {
    "CurtainScene": "tutorial.practice.hint.curtain",
    "card": "tutorial.practice.hint.turn_card",
    "roll": "tutorial.practice.hint.turn_roll",
    "night": "tutorial.practice.hint.turn_night",
    "move": "tutorial.practice.hint.turn_move",
    "dawn": "tutorial.practice.hint.turn_dawn",
    "wake_hour": "tutorial.practice.hint.turn_wake_hour",
    "summary": "tutorial.practice.hint.turn_summary",
    "ballot": "tutorial.practice.hint.turn_ballot",
    "DiscussionScene": "tutorial.practice.hint.discussion",
    "countdown": "tutorial.practice.hint.vote_countdown",
    "entry": "tutorial.practice.hint.vote_entry",
    "confirm": "tutorial.practice.hint.vote_confirm",
    "RevealScene": "tutorial.practice.hint.reveal",
    "ReplayScene": "tutorial.practice.hint.replay",
}


# On the card page the hint is the role's own tip.
CARD_TIPS: dict[str, str] = {
    "sleepyhead": "tutorial.game.card_sleepyhead",
    "thief": "tutorial.game.card_thief",
    "fall_mouse": "tutorial.game.card_fall_mouse",
}


def practice_hint(scene: Scene | None) -> Text | None:
    """The words of the practice round's hint for the screen on show."""
    key = hint_key(scene)
    if key == HINT_KEYS["card"]:
        view = getattr(scene, "view", None)
        role = getattr(view, "role", None)
        if view is not None and role is not None and role.value in CARD_TIPS:
            return Text.of(CARD_TIPS[role.value], name=Names((view.seat,)))
    return None if key is None else Text.of(key)


def hint_key(scene: Scene | None) -> str | None:
    """The practice round's hint for the screen on show (its page, or the vote's phase)."""
    if scene is None:
        return None
    kind = type(scene).__name__
    if kind == "PrivateTurnScene":
        plan = getattr(scene, "plan", None)
        progress = getattr(scene, "progress", None)
        if plan is None or progress is None:
            return None
        return HINT_KEYS.get(plan.pages[progress.page_index].name)
    if kind == "PointVoteScene":
        return HINT_KEYS.get(str(getattr(scene, "phase", "")))
    return HINT_KEYS.get(kind)
