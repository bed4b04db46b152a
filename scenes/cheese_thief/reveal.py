"""The reveal: the votes fly, the top card (or every tied card) turns over, the winners are named and cheered.

Drawn from ``flow.public().report``, which exists only once the game is over, so
every card may be shown. The winners follow the rules in their order (R9.1-R9.5):
the Fall Mouse first, then the Thief caught, else the Thief's side; with the house
rule R11.2 a Thief revealed only in a tie is not caught, and the result says so.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from app.frames import frame_clock
from program.i18n import current_language, gui_key, t
from art.cards import draw_card
from art.labels import draw_seat_label
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from art.shapes import fill_circle_aa
from art.text import draw_text_centered
from game.cheese_thief.report import GameReport
from game.cheese_thief.roles import Role, Winner
from motion.animation import Animation
from motion.card_flip import CardFlipAnimation
from motion.celebration import CelebrationAnimation
from motion.vote_pointers import VotePointersAnimation
from play.flow import Step, StepKind
from storage.game_log import LoggedGame
from scenes.kit.face_up_table import pointer_ends
from scenes.kit.public_common import PublicPlayScene, draw_panel, draw_text_block, tap
from scenes.kit.widgets.names import join_names
from scenes.kit.widgets.sound import sounds_for
from scenes.cheese_thief.play_flow import PlayFlow
from storage.history import save_finished_game
from play.seat_labels import record_without_names

if TYPE_CHECKING:
    from scenes.cheese_thief.play_flow import PlayFlow

POINTERS_AT = 0.3
FLIP_AT = POINTERS_AT + VotePointersAnimation.duration_seconds + 0.3
RESULT_AT = FLIP_AT + CardFlipAnimation.duration_seconds
DONE_AT = RESULT_AT + CelebrationAnimation.duration_seconds
Button = pygame_gui.elements.UIButton


def role_title(role: Role) -> str:
    return t(f"reveal.role.{role.value}")


def explanation(report: GameReport, names: tuple[str, ...]) -> str:
    """One sentence saying why the winners won, by the rules in their order."""
    outcome = report.outcome
    assert outcome is not None
    thief = report.roles.index(Role.THIEF)
    if outcome.winner is Winner.FALL_MOUSE:
        return t("reveal.why.fall_mouse", name=names[report.roles.index(Role.FALL_MOUSE)])
    if outcome.winner is Winner.SLEEPYHEADS:
        return t("reveal.why.thief_caught", name=names[thief])
    # R11.2: the Thief was revealed, in a tie, and the table's house rule let it off.
    reason = "tie_protects_thief" if outcome.decided_by_house_rule else "thief_escaped"
    if report.followers:
        followers = join_names([names[seat] for seat in report.followers])
        return t(f"reveal.why.{reason}_with", name=names[thief], followers=followers)
    return t(f"reveal.why.{reason}", name=names[thief])


def winners_line(report: GameReport, names: tuple[str, ...]) -> str:
    outcome = report.outcome
    assert outcome is not None
    if not outcome.winners:
        return t("reveal.nobody_wins")
    return t("reveal.winners", names=join_names([names[seat] for seat in outcome.winners]))


class RevealScene(PublicPlayScene["PlayFlow"]):
    def __init__(self, flow: "PlayFlow", step: Step | None = None) -> None:
        super().__init__(flow, step)
        report = flow.public().report
        if report is None or report.outcome is None:
            raise ValueError("the reveal needs a finished game")
        self.report: GameReport = report
        self.elapsed = 0.0
        self.next_button: Button | None = None
        self.table: TableLayout | None = None
        self.cards_area = pygame.Rect(0, 0, 1, 1)
        self.text_area = pygame.Rect(0, 0, 1, 1)
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.pointers: VotePointersAnimation | None = None
        self.flips: list[tuple[int, CardFlipAnimation]] = []
        self._warm_steps: list[Callable[[], object]] = []  # what the climax needs, prepared a part per frame
        self.celebration: CelebrationAnimation | None = None

    def on_enter(self) -> None:
        super().on_enter()
        if self.flow.persist:
            record = self.flow.session.record()
            if not self.app.names_on_disk:
                record = record_without_names(record)
            save_finished_game(record, LoggedGame.finished(self.flow.session, current_language()))

    @property
    def outcome(self):
        return self.report.outcome

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        gap = layout.gap_px(size)
        body = self.build_header(ui)
        table_area, side = layout.split_for_orientation(body, 0.5 if layout.is_portrait(size) else 0.56)
        if not layout.is_portrait(size):
            side = side.inflate(-gap, 0).move(gap // 2, 0)
        else:
            side = side.inflate(0, -gap).move(0, gap // 2)
        self.table = layout_table(size, self.flow.player_count, table_area)
        button_h = layout.button_height(size)
        button = pygame.Rect(side.left, side.bottom - button_h, side.width, button_h)
        self.next_button = Button(button, gui_key("reveal.see_night"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#see_night"))
        upper = pygame.Rect(side.left, side.top, side.width, button.top - gap - side.top)
        self.cards_area = pygame.Rect(upper.left, upper.top, upper.width, int(upper.height * 0.5))
        self.text_area = pygame.Rect(upper.left, self.cards_area.bottom + gap // 2, upper.width, upper.bottom - self.cards_area.bottom - gap // 2)
        self._build_animations()
        self._warm_steps = self._warm_up_steps()
        self.refresh()

    def _warm_up_steps(self) -> list[Callable[[], object]]:
        """What the reveal's climax needs, prepared one part per frame while the arrows fly: both faces of each
        card, the result's text (whose fonts, a Chinese face above all, take milliseconds each to open) and the
        confetti sheet. Painted at the climax they stalled the celebration for about 80 ms; painted all at once
        while the screen changed, that frame took about 50 ms."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        steps: list[Callable[[], object]] = []
        for _seat, flip in self.flips:
            steps.append(partial(lambda flip: flip.draw_pose(scratch(), {"flip": 0.0, "glow": 0.0}), flip))
            steps.append(partial(lambda flip: flip.draw_pose(scratch(), {"flip": 1.0, "glow": 1.0}), flip))
        steps.append(lambda: self._paint_result(scratch()))
        if self.celebration is not None:
            steps += self.celebration.prepare_steps()
        return steps

    def warm_up_a_part(self) -> bool:
        """One part of what the climax needs not prepared yet, if any is left; whether one ran (a caller that skips
        to the climax prepares it a part a step first: all at once it took 20-35 ms)."""
        if not self._warm_steps:
            return False
        self._warm_steps.pop(0)()
        return True

    def _warm_up_now(self) -> None:
        while self._warm_steps:
            self._warm_steps.pop(0)()

    def _card_rects(self) -> list[pygame.Rect]:
        revealed = self.outcome.revealed
        gap = layout.gap_px(self.size)
        label_h = max(layout.scaled(34, self.size), self.cards_area.height // 8)
        area = pygame.Rect(self.cards_area.left, self.cards_area.top, self.cards_area.width, self.cards_area.height - label_h)
        width = min(area.width // max(1, len(revealed)) - gap, int(area.height / 1.4))
        return layout.stack_horizontal(area, len(revealed), max(8, width), gap, area.height)

    def _build_animations(self) -> None:
        assert self.table is not None
        reduced = self.reduced_motion
        votes = []
        for voter, suspect in enumerate(self.report.votes or ()):
            start, end = pointer_ends(self.table, voter, suspect)
            votes.append((voter, (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))))
        self.pointers = VotePointersAnimation(votes, max(4.0, self.table.mouse_width * 0.09), reduced)
        self.flips = [(seat, CardFlipAnimation(rect, self.report.roles[seat].value, role_title(self.report.roles[seat]), reduced_motion=reduced))
                      for seat, rect in zip(self.outcome.revealed, self._card_rects())]
        winners = [(seat, self.table.seats[seat].mouse) for seat in self.outcome.winners]
        self.celebration = CelebrationAnimation(pygame.Rect((0, 0), self.size), winners, seed=self.flow.session.seed, reduced_motion=reduced)
        self._seek_all()

    def _seek_all(self) -> None:
        if self.pointers:
            self.pointers.seek(self.elapsed - POINTERS_AT)
        for _, flip in self.flips:
            flip.seek(self.elapsed - FLIP_AT)
        if self.celebration:
            self.celebration.seek(self.elapsed - RESULT_AT)

    def refresh(self) -> None:
        if self.next_button is not None:
            self.next_button.show() if self.elapsed >= RESULT_AT else self.next_button.hide()
        self.app.request_redraw()

    # ----- time ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        # Not in a frame the fade's preparation has filled, and not while the reveal fades in: a fade's frames
        # blend two whole screens, and a confetti sheet on top took them over 6 ms.
        if self._warm_steps and frame_clock.has_room() and self.app.scenes.fade is None:
            self._warm_steps.pop(0)()
        if self.elapsed >= DONE_AT or not self.is_top():
            return
        before = self.elapsed
        self.elapsed = min(DONE_AT, self.elapsed + dt)
        player = sounds_for(self.app)
        for start, animation in self._timed():
            if self.elapsed > start:
                step = min(dt, self.elapsed - start) if before < start else dt
                player.play_all(animation.update(step))
        if before < RESULT_AT <= self.elapsed:
            self.refresh()

    def _timed(self) -> list[tuple[float, Animation]]:
        timed: list[tuple[float, Animation]] = []
        if self.pointers:
            timed.append((POINTERS_AT, self.pointers))
        timed += [(FLIP_AT, flip) for _, flip in self.flips]
        if self.celebration:
            timed.append((RESULT_AT, self.celebration))
        return timed

    def skip(self) -> None:
        """Jump to the end of the animation (a tap anywhere while it plays)."""
        self._warm_up_now()  # the climax is drawn next: whatever is not ready yet, now
        self.elapsed = max(self.elapsed, RESULT_AT)
        self._seek_all()
        self.refresh()

    def is_animating(self) -> bool:
        return self.elapsed < DONE_AT

    # ----- input ----------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.elapsed < RESULT_AT:
            leave = self.leave_button
            if leave is None or not pygame.Rect(leave.rect).collidepoint(event.pos):
                self.skip()
                return True
        return super().handle_event(event)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.handle_leave_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_button:
            self.flow.finish_step()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.elapsed < RESULT_AT:
                self.skip()
            else:
                self.flow.finish_step()
            return True
        return super().on_key(event)

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # Parts drawn bottom to top. Each says how it looks while it is still, or None while it moves; the
        # still ones below the first moving one are painted once into a cached layer, the rest every frame.
        # Once the cards have turned only the confetti and the hopping winners move.
        table = self.table
        assert table is not None
        hidden = self.outcome.winners if self.elapsed >= RESULT_AT else ()
        parts = [
            (self._pointers_still(), self._draw_pointers),
            (self._title(), self._draw_heading),
            (self._cards_still(), self._draw_cards),
            (self.elapsed >= RESULT_AT, self._draw_result),
            (self._halos_still(), self._draw_halos),
        ]
        settled = 0
        while settled < len(parts) and parts[settled][0] is not None:
            settled += 1

        def paint(layer: pygame.Surface) -> None:
            super(RevealScene, self).draw_background(layer)
            draw_seated_table(layer, table, self.names, variant="day", cheese_taken=1.0, backdrop=False, hidden_seats=hidden)
            for _still, draw in parts[:settled]:
                draw(layer)

        self.draw_cached(surface, (hidden, tuple(still for still, _draw in parts[:settled])), paint)
        for _still, draw in parts[settled:]:
            draw(surface)
        if self.celebration is not None and self.elapsed >= RESULT_AT:
            if settled == len(parts):  # the halos are in the layer
                self.celebration.draw_without_halos(surface)
            else:
                self.celebration.draw(surface)

    def _pointers_still(self) -> object:
        if self.pointers is None or self.elapsed < POINTERS_AT:
            return "none"
        return "landed" if self.pointers.done else None

    def _cards_still(self) -> object:
        if self.elapsed < FLIP_AT - 0.2:
            return "none"
        if self.elapsed < FLIP_AT:
            return "face-down"
        return "turned" if all(flip.done for _seat, flip in self.flips) else None

    def _halos_still(self) -> object:
        if self.celebration is None or self.elapsed < RESULT_AT:
            return "none"
        return "full" if self.celebration.halos_settled() else None

    def _draw_halos(self, surface: pygame.Surface) -> None:
        if self.celebration is not None and self.elapsed >= RESULT_AT:
            self.celebration.draw_halos(surface)

    def _title(self) -> str:
        return t(f"reveal.headline.{self.outcome.winner.value}") if self.elapsed >= RESULT_AT else t("reveal.title")

    def _draw_heading(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self._title(), self.title_rect)

    def _draw_pointers(self, surface: pygame.Surface) -> None:
        if self.pointers is not None and self.elapsed >= POINTERS_AT:
            self.pointers.draw(surface)
            self._draw_tally(surface)

    def _draw_tally(self, surface: pygame.Surface) -> None:
        """A badge beside each suspect counting the arrows that have arrived."""
        assert self.table is not None and self.pointers is not None
        grow = self.pointers.pose()["grow"] if not self.pointers.done else 1.0
        counts = [0] * self.flow.player_count
        for index, (voter, _start, _end) in enumerate(self.pointers.votes):
            if self.pointers.arrow_progress(index, grow) >= 0.98:
                counts[(self.report.votes or ())[voter]] += 1
        for seat, count in enumerate(counts):
            if not count:
                continue
            mouse = self.table.seats[seat].mouse
            radius = max(10, mouse.width // 5)
            centre = (mouse.right - radius // 2, mouse.top + radius)
            top = seat in self.outcome.revealed and self.pointers.done
            fill_circle_aa(surface, centre, radius + 2, theme.colour("title_shadow"))
            fill_circle_aa(surface, centre, radius, theme.colour("public_highlight" if top else "public_panel"))
            ink = theme.colour("title_shadow" if top else "public_text")
            box = pygame.Rect(0, 0, radius * 2, radius * 2)
            box.center = centre
            draw_text_centered(surface, box, str(count), int(radius * 1.3), ink)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        if self.elapsed < FLIP_AT - 0.2:
            return
        draw_panel(surface, self.cards_area.inflate(layout.gap_px(self.size), layout.gap_px(self.size) // 2))
        for seat, flip in self.flips:
            if self.elapsed >= FLIP_AT:
                flip.draw(surface)
            else:
                draw_card(surface, flip.rect, self.report.roles[seat].value, flip=0.0)
            label_h = max(layout.scaled(34, self.size), self.cards_area.height // 8)
            pitch = self.cards_area.width // max(1, len(self.flips)) - layout.gap_px(self.size) // 2
            label = pygame.Rect(0, 0, min(pitch, max(flip.rect.width + label_h, layout.scaled(150, self.size))), label_h)
            label.midtop = (flip.rect.centerx, flip.rect.bottom + 2)
            label = label.clamp(self.cards_area)
            draw_seat_label(surface, label, seat, self.names[seat], "day")

    def _draw_result(self, surface: pygame.Surface) -> None:
        if self.elapsed >= RESULT_AT:
            self._paint_result(surface)

    def _paint_result(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.text_area)
        inner = self.text_area.inflate(-layout.gap_px(self.size) * 2, -layout.gap_px(self.size))
        body_px = layout.body_text_px(self.size)
        why_h = inner.height * 9 // 20
        why = pygame.Rect(inner.left, inner.top, inner.width, why_h)
        draw_text_block(surface, explanation(self.report, self.names), why, int(body_px * 1.1), theme.colour("public_text"))
        win = pygame.Rect(inner.left, why.bottom, inner.width, inner.height * 5 // 20)
        draw_text_block(surface, winners_line(self.report, self.names), win, int(body_px * 1.15), theme.colour("public_highlight"), role="heading")
        score = pygame.Rect(inner.left, win.bottom, inner.width, inner.bottom - win.bottom)
        self._draw_score(surface, score, body_px)

    def score_parts(self) -> list[str]:
        """The session score, best first: a heading and one "name wins" entry per player."""
        scores = self.flow.session.scores()
        entries = [t("reveal.score_entry", name=name, wins=wins) for name, wins in sorted(scores.items(), key=lambda item: -item[1])]
        heading = t("reveal.score", game=self.flow.session.game_number)
        return [f"{heading} {entries[0]}"] + entries[1:] if entries else [heading]

    def _draw_score(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        """Score entries wrapped between entries, never inside a name."""
        parts = self.score_parts()
        separator = t("reveal.score_separator")
        colour = theme.colour("public_dim")
        size = px
        while True:
            lines = _wrap_items(parts, separator, size, area.width)
            line_h = int(size * 1.25)
            if len(lines) * line_h <= area.height or size <= px * 3 // 5:
                break
            size = int(size * 0.9)
        top = area.top + max(0, (area.height - len(lines) * line_h) // 2)
        for index, line in enumerate(lines):
            rendered = fonts.render(line, "body", size, colour)
            surface.blit(rendered, rendered.get_rect(center=(area.centerx, top + index * line_h + line_h // 2)))


def _wrap_items(items: list[str], separator: str, px: int, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for item in items:
        candidate = f"{line}{separator}{item}" if line else item
        if line and fonts.font_for_text(candidate, "body", px).size(candidate)[0] > width:
            lines.append(line)
            line = item
        else:
            line = candidate
    return lines + ([line] if line else [])


def register_step_scenes(register) -> None:
    register(StepKind.REVEAL, RevealScene)


# ----- gallery ---------------------------------------------------------------------------------------------------
