"""Table mode's vote: every seat votes at once in its own panel, then "3, 2, 1" and the votes fly (R8.1).

Each seat's tiles stand in an order of their own (shuffled per panel and per vote), so where a finger goes tells
nobody whom it picked, and a pick leaves no mark on the panel: the pick shows, and "Lock" works, only while the
owner shields the panel, a finger held on the strip at their edge. A seat taps a player, then, shielding, checks
the pick and holds "Lock" for 600 ms; a locked seat may tap "Change" and vote again until every seat has locked. The middle shows only how many have locked. When all have, the middle counts
"3, 2, 1", the votes cross the table (arrows from voter to voted in the pointing mode, anonymous tokens from the
middle in the secret mode) and the flow applies them all at once.

The screen is kept as one composite picture: the night sky, each panel painted upright and turned to face its
seat, and the middle's two copies. Only what changed is painted again into it (one panel, or the middle), and each
frame copies it and draws what moves over it (a hold's fill, the digits, the votes in flight).
"""
from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame

from app import backdrop, theme
from app.frames import frame_clock
from program import i18n
from art.facing import blit_facing, turned, upright_surface
from art.surfaces import give_back, opaque_surface
from audio.names import PRIVATE_TICK, TIMER_CHIME
from game.cheese_thief.actions import CastVote
from game.cheese_thief.views import vote_options_of
from play.setup import VoteMode
from scenes.cheese_thief.point_vote import COUNT_FROM, COUNT_SECONDS
from scenes.kit.table_scene import TableScene
from scenes.table.vote_middle import FLYING_SECONDS, CountdownPictures, VoteFlight, paint_middle_copy
from scenes.table.vote_panel import PanelLook, lock_label, paint_lock_button, paint_panel
from scenes.kit.widgets.sound import sounds_for
from table.open_middle import open_copies, open_middle
from table.rect import Rect
from table.rotation import rect_to_screen, to_screen
from table.touch_events import Down, Drag, Tap, TOUCH_ENDS, Up, ZoneInput
from table.vote_locks import VoteLocks
from table.vote_panel_layout import vote_panel_layout
from table.gestures import Lift, Press, Touch

if TYPE_CHECKING:
    from app.scene import Scene

COUNTDOWN_SECONDS = COUNT_FROM * COUNT_SECONDS
SETTLE_SECONDS = 1.5  # the votes stay where they landed a moment before the reveal
REVEAL_SECONDS = FLYING_SECONDS + SETTLE_SECONDS

# How much of the panels is painted again in one frame: three at 1920x1080, one at 3840x2160 (all eight at once,
# when everyone locked in the same frame, took 10-17 ms of it in Chinese at 1920x1080).
PANEL_PIXELS_PER_FRAME = 650_000

VOTING, COUNTDOWN, REVEAL, DONE = "voting", "countdown", "reveal", "done"


class TableVoteScene(TableScene):
    def __init__(self, flow, order_rng: random.Random | None = None) -> None:
        """``order_rng`` shuffles each panel's tiles; by default one seeded by the game and the step, so a vote
        played again shows the same orders and the next vote other ones."""
        self.flow = flow
        self.sitting = flow.sitting
        super().__init__(flow.app, self.sitting.screen)
        count = flow.player_count
        self.names: tuple[str, ...] = tuple(flow.names)
        self.secret = flow.session.setup.vote_mode is VoteMode.SECRET
        public = flow.public()  # a screen every player sees: never a seat's own view
        options = [vote_options_of(public, seat) for seat in range(count)]
        self.locks = VoteLocks(options)
        rng = order_rng or vote_order_rng(flow.session)
        self.layouts = [vote_panel_layout(self.screen, panel.own_size, shuffled(seat_options, rng))
                        for panel, seat_options in zip(self.sitting.panels, options)]
        self.fingers_on: list[set[object]] = [set() for _ in range(count)]
        self.shields: list[set[object]] = [set() for _ in range(count)]  # fingers held on each panel's strip
        self._pressed_tile: dict[object, int | None] = {}  # finger -> the tile it went down on
        self.phase = VOTING
        self.clock = 0.0  # seconds since everyone locked
        self.copies = open_copies(self.sitting)
        self._countdown = CountdownPictures(self.screen, self.copies)
        self._flight: VoteFlight | None = None
        self._composite: pygame.Surface | None = None
        self._panel_pictures: dict[int, pygame.Surface] = {}  # each panel's upright picture, painted over
        # Looks a panel will take next that hang on no one's vote, painted and turned ahead in quiet frames with
        # the language they were painted in: the panel of a seat holding "Lock" once locked, and every panel once
        # everyone has locked. Each panel that showed a pick was painted and turned in the frame its seat locked,
        # all of them in the same frame when everyone locked at once (16-23 ms at 4K). Keyed by seat and which.
        self._ahead: dict[tuple[int, str], tuple[PanelLook, str, pygame.Surface]] = {}
        self._composite_key: object = None
        self._looks: list[PanelLook | None] = [None] * count
        self._middle_count: int | None = None
        self._middle_areas: dict[int, pygame.Rect] = {}  # where each copy's texts were last painted

    # ----- lifecycle ------------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.set_touch_zones({seat: (panel.rect, panel.rotation) for seat, panel in enumerate(self.sitting.panels)})

    def on_exit(self) -> None:
        super().on_exit()
        self.forget_pictures()

    def forget_pictures(self) -> None:
        give_back(self._composite)
        self._composite = None
        self._composite_key = None
        self._panel_pictures.clear()
        self._ahead.clear()

    # ----- input ----------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        seat = item.zone
        if not isinstance(seat, int) or not 0 <= seat < len(self.layouts):
            return
        if isinstance(item, Down):
            self.fingers_on[seat].add(item.finger)
            if self.layouts[seat].status.contains(*pos):
                self.shields[seat].add(item.finger)
                self.tracker.allow_rest(item.finger)  # a shield is meant to rest
        if self.phase == VOTING:
            self._vote_input(seat, item, pos)
        if isinstance(item, TOUCH_ENDS):
            self.fingers_on[seat].discard(item.finger)
            self._pressed_tile.pop(item.finger, None)
            if item.finger in self.shields[seat]:
                self.shields[seat].discard(item.finger)
                if not self.shields[seat]:
                    self._unshielded(seat)

    def _vote_input(self, seat: int, item: ZoneInput, pos: tuple[float, float]) -> None:
        layout = self.layouts[seat]
        if isinstance(item, Down):
            self._pressed_tile[item.finger] = layout.tile_at(*pos)
            if layout.on_lock(*pos) and self.shields[seat]:  # a vote is locked under the shield only
                self.locks.start_hold(seat, item.finger, item.at)
        elif isinstance(item, Drag):
            if not layout.on_lock(*pos):
                self.locks.end_hold(seat, item.finger)  # slid off "Lock": the hold is over, nothing locked
        elif isinstance(item, TOUCH_ENDS):
            self.locks.end_hold(seat, item.finger)
            if isinstance(item, (Tap, Up)):
                self._release(seat, item, pos)

    def _unshielded(self, seat: int) -> None:
        """The shield lifted: a hold on "Lock" under way ends, locking nothing."""
        for finger in self.fingers_on[seat]:
            self.locks.end_hold(seat, finger)

    def _release(self, seat: int, item: ZoneInput, pos: tuple[float, float]) -> None:
        """A finger lifted where it went down: a pick on a tile, or "Change" on a locked panel."""
        layout = self.layouts[seat]
        if self.locks.is_locked(seat):
            if isinstance(item, Tap) and layout.on_lock(*pos) and self.locks.unlock(seat):
                self._sound(PRIVATE_TICK)
            return
        tile = layout.tile_at(*pos)
        if tile is not None and tile == self._pressed_tile.get(item.finger) and self.locks.pick(seat, tile):
            self._sound(PRIVATE_TICK)

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase == VOTING:
            for _ in self.locks.advance(self.tracker.now):
                self._sound(PRIVATE_TICK)
                self.app.request_redraw()
            if self.locks.all_locked:
                self._everyone_locked()
            elif frame_clock.has_room() and self.app.scenes.fade is None:
                # Not while the vote fades in: a fade's frame at 4K blends two whole screens (7-8 ms), and a
                # panel painted and turned beside it took that frame over 16.7 ms.
                self._paint_a_look_ahead()
            return
        if self.phase in (COUNTDOWN, REVEAL):
            self._advance_reveal(dt)

    def _everyone_locked(self) -> None:
        self.phase = COUNTDOWN
        self.clock = 0.0
        self._sound(PRIVATE_TICK)  # "3"
        self.release_all_touches()
        area = open_middle(self.sitting)
        source = area.center if area.width and area.height else self.sitting.middle.center
        self._flight = VoteFlight(self.screen, self.sitting.places, self.locks.votes(), self.secret, source)
        self.app.request_redraw()

    def _advance_reveal(self, dt: float) -> None:
        before = self.clock
        self.clock += dt
        for index in range(1, COUNT_FROM + 1):
            at = index * COUNT_SECONDS
            if before < at <= self.clock:
                # "2", "1" tick as "3" did; the votes fly with the chime pass-and-play's "Vote!" has.
                self._sound(TIMER_CHIME if index == COUNT_FROM else PRIVATE_TICK)
        if self.clock >= COUNTDOWN_SECONDS:
            self.phase = REVEAL
        if self.clock >= COUNTDOWN_SECONDS + REVEAL_SECONDS and self.phase != DONE:
            self.phase = DONE
            self.flow.finish_table_step([CastVote(voter, target) for voter, target in self.locks.votes()])

    def is_animating(self) -> bool:
        return self.phase in (COUNTDOWN, REVEAL) or any(self.locks.is_holding(seat)
                                                        for seat in range(len(self.layouts)))

    def _sound(self, name: str) -> None:
        sounds_for(self.app).play(name)

    # ----- what each panel shows ------------------------------------------------------------------------------
    def look(self, seat: int, finished: bool | None = None, locked: bool | None = None) -> PanelLook:
        """What ``seat``'s panel shows now (or, with ``finished``, once everyone has locked; with ``locked``, once
        its seat has locked)."""
        finished = self.phase != VOTING if finished is None else finished
        locked = finished or (self.locks.is_locked(seat) if locked is None else locked)
        pick = self.locks.pick_of(seat)
        # The pick shows only while the owner shields the panel: the table's neighbours, who can read a panel
        # beside them, never see it standing there, in either vote mode.
        shielded = bool(self.shields[seat]) and not finished
        hidden = pick is not None and not shielded
        return PanelLook(
            seat=seat, name=self.names[seat],
            tile_names=tuple(self.names[target] for target, _ in self.layouts[seat].tiles),
            shown_pick=None if locked or hidden else pick,
            has_pick=locked or pick is not None,
            locked=locked,
            pick_hidden=hidden and not locked,
            finished=finished,
            shielded=shielded,
        )

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        self._ensure_composite(surface.get_size())
        for seat in self._panels_due_now():
            self._refresh_panel(seat)
        self._refresh_middle()
        assert self._composite is not None
        surface.blit(self._composite, (0, 0))

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The sky, then each panel, then the middle, painted into the composite while a fade still hides it
        (the vote's panels show no secret until a finger is on them, so preparing them reveals nothing)."""
        steps: list[Callable[[], object]] = [lambda: self._ensure_composite(self.app.size)]
        steps += [partial(self._refresh_panel, seat) for seat in range(len(self.layouts))]
        steps.append(self._refresh_middle)
        return steps

    def _panels_due_now(self) -> list[int]:
        """The panels to paint again this frame. Painting and turning eight 4K panels at once (when everyone
        taps in the same frame) would take two frames' time, so at most a frame's share of pixels is painted and
        the rest follow in the next frames; a panel never painted, or one that must hide a pick, never waits."""
        behind = [seat for seat in range(len(self.layouts)) if self.look(seat) != self._looks[seat]]
        # Never painted (no fade prepared them), hiding a pick or painted ahead (a copy): now, whatever the cost.
        urgent = [seat for seat in behind if self._looks[seat] is None or self._hides_a_pick(seat)
                  or self._ready_ahead(seat, self.look(seat)) is not None]
        rest = [seat for seat in behind if seat not in urgent]
        panel_w, panel_h = self.sitting.panels[0].own_size if self.sitting.panels else (1, 1)
        share = max(1, PANEL_PIXELS_PER_FRAME // max(1, panel_w * panel_h))
        return urgent + rest[:max(0, share - len(urgent)) or (0 if urgent else 1)]

    def _paint_a_look_ahead(self) -> None:
        """One look painted and turned ahead (see ``_ahead``): a seat holding "Lock" first, as it comes sooner."""
        language = i18n.current_language()
        wanted = [((seat, "locked"), self.look(seat, locked=True)) for seat in range(len(self.layouts))
                  if self.locks.is_holding(seat)]
        wanted += [((seat, "finished"), self.look(seat, finished=True)) for seat in range(len(self.layouts))]
        for key, look in wanted:
            ahead = self._ahead.get(key)
            if ahead is None or ahead[0] != look or ahead[1] != language:
                panel = self.sitting.panels[key[0]]
                picture = upright_surface(panel.rect, panel.rotation)
                paint_panel(picture, self.screen, self.layouts[key[0]], look)
                self._ahead[key] = (look, language, turned(picture, panel.rotation))
                return

    def _ready_ahead(self, seat: int, look: PanelLook) -> pygame.Surface | None:
        """The turned picture painted ahead for ``seat`` when it shows ``look``."""
        for which in ("locked", "finished"):
            ahead = self._ahead.get((seat, which))
            if ahead is not None and ahead[0] == look and ahead[1] == i18n.current_language():
                return ahead[2]
        return None

    def _hides_a_pick(self, seat: int) -> bool:
        before = self._looks[seat]
        return before is not None and before.shown_pick is not None and self.look(seat).shown_pick is None

    def wants_frame(self) -> bool:
        return self.is_animating() or any(self.look(seat) != self._looks[seat] for seat in range(len(self.layouts)))

    def _ensure_composite(self, size: tuple[int, int]) -> None:
        key = (size, i18n.current_language())
        if self._composite is not None and self._composite_key == key:
            return
        give_back(self._composite)
        self._composite = opaque_surface(size)
        backdrop.draw_night_sky(self._composite)
        self._composite_key = key
        self._looks = [None] * len(self.layouts)
        self._middle_count = None
        self._middle_areas = {}

    def _refresh_panel(self, seat: int) -> None:
        """Paint a panel again into the composite if what it shows has changed."""
        if self._composite is None:
            return
        look = self.look(seat)
        if look == self._looks[seat]:
            return
        panel = self.sitting.panels[seat]
        ahead = self._ready_ahead(seat, look)
        if ahead is not None:
            self._composite.blit(ahead, (panel.rect.x, panel.rect.y))
            self._looks[seat] = look
            return
        picture = self._panel_pictures.get(seat)
        if picture is None:
            picture = self._panel_pictures[seat] = upright_surface(panel.rect, panel.rotation)
        paint_panel(picture, self.screen, self.layouts[seat], look)
        blit_facing(self._composite, picture, panel.rect, panel.rotation)
        self._looks[seat] = look

    def _refresh_middle(self) -> None:
        if self._composite is None:
            return
        count = self.locks.locked_count if self.phase == VOTING else len(self.layouts)
        if count == self._middle_count:
            return
        for index, copy in enumerate(self.copies):
            # The sky again only where the last count's texts lie (the rest of the copy never held anything else):
            # the whole copy's sky took 2-3 ms a copy at 4K in the frame of a locked vote.
            last = self._middle_areas.get(index)
            self._composite.set_clip(last if last is not None else pygame.Rect(copy.area.as_tuple()))
            backdrop.draw_night_sky(self._composite)  # only under the clip
            self._composite.set_clip(None)
            self._middle_areas[index] = paint_middle_copy(self._composite, self.screen, copy, count, len(self.layouts))
        self._middle_count = count

    def draw_foreground(self, surface: pygame.Surface) -> None:
        if self.phase == VOTING:
            for seat in range(len(self.layouts)):
                if self.locks.is_holding(seat):
                    self._draw_hold(surface, seat)
            return
        if self.phase == COUNTDOWN:
            index = min(COUNT_FROM - 1, int(self.clock // COUNT_SECONDS))
            self._countdown.draw(surface, str(COUNT_FROM - index))
        elif self._flight is not None:
            self._flight.draw(surface, self.clock - COUNTDOWN_SECONDS, self.app.settings.reduced_motion)

    def _draw_hold(self, surface: pygame.Surface, seat: int) -> None:
        """The "Lock" button with the hold's fill, turned to face its seat over the panel's still picture."""
        panel = self.sitting.panels[seat]
        lock = self.layouts[seat].lock
        picture = pygame.Surface((lock.width, lock.height))
        picture.fill(theme.colour("public_panel"))  # what lies behind the button's rounded corners
        paint_lock_button(picture, self.screen, Rect(0, 0, lock.width, lock.height), lock_label(self.look(seat)),
                          self.locks.hold_progress(seat, self.tracker.now))
        where = rect_to_screen(lock, panel.rect, panel.rotation)
        surface.blit(turned(picture, panel.rotation), (where.x, where.y))

    # ----- demo -----------------------------------------------------------------------------------------------
    def table_demo_plan(self, rng_for, wish, busy: set) -> list:
        """Every seat at once: pick a player (sometimes changing its mind first), shield the panel with a finger on
        its strip, check the pick there and hold "Lock"; the shield is let go once locked."""
        if self.phase != VOTING:
            return []
        plans: list = []
        for seat, layout in enumerate(self.layouts):
            if seat in busy or not layout.tiles:
                continue
            rng = rng_for(seat)
            panel = self.sitting.panels[seat]

            def screen_point(rect) -> tuple[float, float]:
                return to_screen(rect.x + rect.width / 2, rect.y + rect.height / 2, panel.rect, panel.rotation)

            shielded = bool(self.shields[seat])
            if self.locks.is_locked(seat):
                if shielded:
                    plans.append(Lift(seat, SHIELD_FINGERS + seat))
            elif self.locks.pick_of(seat) is None or rng.random() < 0.1:
                _, tile = layout.tiles[rng.randrange(len(layout.tiles))]
                plans.append(Touch(seat, DEMO_FINGERS + seat, screen_point(tile)))
            elif not shielded:
                plans.append(Press(seat, SHIELD_FINGERS + seat, screen_point(layout.status)))
            else:
                plans.append(Touch(seat, DEMO_FINGERS + seat, screen_point(layout.lock), LOCK_DEMO_SECONDS))
        return plans


DEMO_FINGERS = 400
SHIELD_FINGERS = 450


def vote_order_rng(session) -> random.Random:
    """The tiles' orders of a vote: seeded by the game and its step, never by anyone's role."""
    return random.Random(f"table-vote-order:{session.seed}:{session.game_number}:{session.step_index}")


def shuffled(options, rng: random.Random) -> list[int]:
    order = list(options)
    rng.shuffle(order)
    return order


LOCK_DEMO_SECONDS = 0.8  # a hold a little longer than the 600 ms the lock needs
