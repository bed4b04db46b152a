"""Double Kill's private turns, each behind the shared curtain: the deal (DK4) and the secret ballot (DK19).

Every seat's deal turn has the same page, the same two buttons, the same two taps and the same minimum time:
"keep" and "ask for a redraw" are offered to everyone, and a redraw the rules do not allow that seat counts as
"keep" (the page tells only that seat, in words only it reads). So nobody's turn looks or lasts differently.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import current_language, gui_key, t
from app.frames import frame_clock
from app.scene import Scene
from scenes.double_kill.ballot_board import BallotBoard
from scenes.double_kill.cards import CARD_ASPECT, card_picture
from audio.names import PRIVATE_TICK
from game.double_kill.actions import CastVote
from game.double_kill.hands import HandId, hands_of
from game.double_kill.roles import Role
from play.double_kill.session import DkScreen
from play.turn_progress import TurnProgress
from play.turns import PagePlan, TurnPlan
from scenes.double_kill.common import hand_name, role_name
from scenes.cheese_thief.private_turn import IDLE_SECONDS
from scenes.kit.widgets.sound import sounds_for
from scenes.kit.widgets.text_block import draw_paragraphs
from scenes.kit.curtain import CurtainScene

if TYPE_CHECKING:
    from app.app import App
    from scenes.double_kill.flow import DkFlow

DEAL_SECONDS = 5.0
BALLOT_SECONDS = 2.0
DEAL_PLAN = TurnPlan(DkScreen.DEAL_TURN, (PagePlan("dk_deal", 2, DEAL_SECONDS),))


CHOICES_PER_STEP = 4  # choice buttons built or disabled per loop step at most: a button takes 1-2 ms to build
# After the first, a step builds or disables more only while its frame has taken less than this: four a step made
# every step of a ballot's opening 5-8 ms, and disabling forty suspects at the last pick one step of 10 ms.
CHOICES_UNTIL_S = 0.002
MOST_SUSPECT_COLUMNS = 8  # forty suspects (every hand of twenty players) still fit a 1024x600 tablet


def ballot_plan(living_hands: int) -> TurnPlan:
    """One pick per living hand, then continue: how many hands a seat has alive is public (DK22)."""
    return TurnPlan(DkScreen.BALLOT_TURN, (PagePlan("dk_ballot", living_hands + 1, BALLOT_SECONDS),))


def curtain_scene(flow: "DkFlow") -> Scene:
    seat = flow.session.turn_seat()
    assert seat is not None
    purpose = "dk.curtain.deal" if flow.public().step.kind.value == "redraw" else "dk.curtain.ballot"
    return CurtainScene(flow.app, seat, flow.names[seat], purpose, on_open=flow.open_private,
                        on_leave=flow.ask_to_leave, flow=flow)


class DkTurnScene(Scene):
    """A private page: a picture, words, the page's own buttons and Continue, with a minimum time."""

    is_private = True

    def __init__(self, flow: "DkFlow", plan: TurnPlan) -> None:
        super().__init__(flow.app)
        seat = flow.session.turn_seat()
        assert seat is not None
        self.flow = flow
        self.seat = seat
        self.view = flow.view(seat)
        self.progress = TurnProgress(plan, seat)
        self.idle = 0.0
        self.continue_button: pygame_gui.elements.UIButton | None = None
        self.visual_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        self.choice_buttons: dict[pygame_gui.elements.UIButton, object] = {}
        self._choices_to_place: list[tuple[pygame.Rect, object, str]] = []
        self._choices_to_disable: list[pygame_gui.elements.UIButton] = []

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        gap = layout.gap_px(self.size)
        button_h = layout.button_height(self.size)
        self.visual_rect, column = turn_halves(self.size)
        column = column.inflate(-gap, 0)
        rect = pygame.Rect(column.left, column.bottom - button_h, column.width, button_h)
        self.continue_button = pygame_gui.elements.UIButton(rect, gui_key("turn.next"), ui,
                                                            object_id=ObjectID("#turn_continue", "@primary_button"))
        rows = (len(self.choices()) + 1) // 2
        choice_area = pygame.Rect(column.left, rect.top - gap - rows * (button_h + gap), column.width, rows * (button_h + gap))
        self.text_rect = pygame.Rect(column.left, column.top, column.width, choice_area.top - column.top - gap)
        self._place_choices(ui, layout.grid(choice_area, len(self.choices()), 2, ((column.width - gap) // 2, button_h), gap))

    def _place_choices(self, ui: pygame_gui.UIManager, cells: list[pygame.Rect]) -> None:
        """The choices a few a step from the next on, while the page fades in (the same for every seat: the
        choices are public), so that opening a ballot of twenty suspects takes no step over a frame."""
        self.choice_buttons = {}
        self._choices_to_place = [(cell, value, text) for cell, (value, text) in zip(cells, self.choices())]

    def _place_more_choices(self, ui: pygame_gui.UIManager) -> None:
        for done in range(CHOICES_PER_STEP):
            if not self._choices_to_place or (done and not frame_clock.has_room(CHOICES_UNTIL_S)):
                break
            cell, value, text = self._choices_to_place.pop(0)
            button = pygame_gui.elements.UIButton(cell, text, ui, object_id=ObjectID("#dk_choice", "@choice_button"))
            self.choice_buttons[button] = value
        self._sync()

    def disable_choices(self) -> None:
        """Every choice button disabled, a few a step from this one on (each redraws its look); a press on one
        still waiting is ignored as a disabled button's would be."""
        # The chosen one first, at once: disabling a selected button unselects it, and the page selects it again.
        self._choices_to_disable = sorted((button for button in self.choice_buttons if button.is_enabled),
                                          key=lambda button: not self.is_chosen(self.choice_buttons[button]))
        self._disable_more_choices()

    def _disable_more_choices(self) -> None:
        for done in range(CHOICES_PER_STEP):
            if not self._choices_to_disable or (done and not frame_clock.has_room(CHOICES_UNTIL_S)):
                break
            self._choices_to_disable.pop(0).disable()

    def choices(self) -> list[tuple[object, str]]:
        return []

    def is_chosen(self, value: object) -> bool:
        return False

    def choose(self, value: object) -> None:
        """A press on one of the page's own buttons (override)."""

    def ready(self) -> bool:
        return True

    def finish(self) -> None:
        """Continue after the minimum time: hand the turn's decision to the session (override)."""

    # ----- input and time ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.idle = 0.0
        return super().handle_event(event)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.continue_button:
            self.press_continue()
            return True
        if event.ui_element in self.choice_buttons and event.ui_element not in self._choices_to_disable:
            self.choose(self.choice_buttons[event.ui_element])
            self.progress.tap()
            self._tick()
            self._sync()
            return True
        return False

    def _tick(self) -> None:
        self.progress.sound(PRIVATE_TICK)
        sounds_for(self.app).play(PRIVATE_TICK)

    @property
    def choices_still_placing(self) -> bool:
        """Whether the page is still laying out its choices, a few a frame."""
        return bool(self._choices_to_place)

    def can_continue(self) -> bool:
        return self.progress.can_leave_page() and self.ready()

    def press_continue(self) -> None:
        if not self.can_continue():
            return
        self.progress.leave_page()
        self._tick()
        self.flow.traces.append(self.progress.trace)
        self.finish()
        self.flow.next_screen()

    def update(self, dt: float) -> None:
        if self._choices_to_place and self.ui is not None:
            self._place_more_choices(self.ui)
        if self._choices_to_disable:
            self._disable_more_choices()
        super().update(dt)
        self.progress.tick(dt)
        self.idle += dt
        if self.idle >= IDLE_SECONDS and self.is_top():
            self.flow.session.curtain_closed()  # idle too long: the curtain covers the screen again
            self.flow.show_current()
            return
        self._sync()

    def _sync(self) -> None:
        if self.continue_button is not None:
            if self.can_continue() and not self.continue_button.is_enabled:
                self.continue_button.enable()
            elif not self.can_continue() and self.continue_button.is_enabled:
                self.continue_button.disable()
        for button, value in self.choice_buttons.items():
            if self.is_chosen(value) != button.is_selected:
                button.select() if self.is_chosen(value) else button.unselect()

    def is_animating(self) -> bool:
        return not self.progress.can_leave_page() or bool(self._choices_to_place)

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_visual(surface, self.visual_rect)
        draw_paragraphs(surface, self.text_rect, self.paragraphs(), theme.colour("private_text"))
        if self.continue_button is not None:
            rect = pygame.Rect(self.continue_button.rect)
            bar = pygame.Rect(rect.left, rect.bottom + 2, rect.width, max(3, layout.scaled(6, self.size)))
            pygame.draw.rect(surface, theme.colour("hold_track"), bar, border_radius=bar.height // 2)
            filled = pygame.Rect(bar.left, bar.top, int(bar.width * self.progress.min_time_passed()), bar.height)
            if filled.width:
                pygame.draw.rect(surface, theme.colour("hold_fill"), filled, border_radius=bar.height // 2)

    def draw_visual(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The page's picture (override)."""

    def paragraphs(self) -> list[str]:
        return []


class DealTurnScene(DkTurnScene):
    """Your two cards, your team, and "keep or ask for a redraw?" (DK3, DK4)."""

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow, DEAL_PLAN)
        self.answer: bool | None = None

    def choices(self) -> list[tuple[object, str]]:
        return [(False, gui_key("dk.deal.keep")), (True, gui_key("dk.deal.redraw"))]

    def is_chosen(self, value: object) -> bool:
        return self.answer is value

    def choose(self, value: object) -> None:
        self.answer = bool(value)

    def ready(self) -> bool:
        return self.answer is not None

    def finish(self) -> None:
        self.flow.session.answer_redraw(self.seat, bool(self.answer))

    def paragraphs(self) -> list[str]:
        cards, team = self.view.cards, self.view.team
        assert cards is not None and team is not None
        lines = [t("dk.deal.heading"), t("dk.deal.cards", left=role_name(cards[0]), right=role_name(cards[1])),
                 t(f"dk.deal.team.{team.value}")]
        # What each hand can do, in one line each: a judge tells every player their powers at the deal.
        lines += [t("dk.deal.power_line", side=t(side), power=t(f"dk.power.{card.value}"))
                  for side, card in zip(("dk.hand.short_left", "dk.hand.short_right"), cards)]
        lines.append(t("dk.deal.may_redraw" if self.view.may_ask_redraw else "dk.deal.no_redraw"))
        return lines

    def draw_visual(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        cards = self.view.cards
        assert cards is not None
        for box, role, corner in zip(hand_boxes(rect, self.size), cards, HAND_CORNERS):
            draw_hand_card(surface, box, role_name(role), t(corner))


HAND_CORNERS = ("dk.hand.short_left", "dk.hand.short_right")


def turn_halves(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """A private page's picture, and the column of its words and buttons."""
    return layout.split_for_orientation(layout.content_rect(size), 0.45)


def hand_boxes(rect: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where the deal page's two cards lie in its picture ``rect``, left hand first."""
    gap = layout.gap_px(size)
    width = min((rect.width - 3 * gap) // 2, int((rect.height - 2 * gap) / CARD_ASPECT))
    boxes = []
    for index in range(2):
        box = pygame.Rect(0, 0, width, int(width * CARD_ASPECT))
        box.center = (rect.centerx + (index * 2 - 1) * (width + gap) // 2, rect.centery)
        boxes.append(box)
    return boxes


def deal_page_pictures(app: "App", roles: list[Role]) -> list[tuple[Hashable, Callable[[], object]]]:
    """The deal page's cards as every seat's could look, a role a task (its frame, its name across it, both
    corners): painted ahead from the setup's Start, the first deal page no longer paints them in its first frame.
    Every role of the table's set, so what is painted tells nothing of anyone's cards."""
    boxes = hand_boxes(turn_halves(app.size)[0], app.size)
    lang = current_language()

    def paint(role: Role, index: int) -> None:
        draw_hand_card(app.frames.warm_up.scratch(app.size), boxes[index], role_name(role), t(HAND_CORNERS[index]))

    return [(("dk-deal-card", role.value, index, boxes[index].size, lang), partial(paint, role, index))
            for role in roles for index in range(2)]


def draw_hand_card(surface: pygame.Surface, box: pygame.Rect, title: str, corner: str, dead: bool = False) -> None:
    """A face-up card with the role's name across it and the hand (L or R) in its corner."""
    surface.blit(card_picture(box.size, True, dead), box.topleft)
    # Dark ink on a dead hand's grey card too: the grey card and its dagger say it died, and the role must still
    # read from across the table at the end of a game of twenty (light ink on the grey card did not).
    ink = theme.colour("panel")
    lines = card_title_lines(title, box)
    px = card_title_px(title, box)
    images = [fonts.render(line, "heading", px, ink) for line in lines]
    below_corner = pygame.Rect(box.left, box.top + box.height // 4, box.width, box.height - box.height // 4)
    centre = box.centery if len(lines) == 1 else below_corner.centery  # two lines keep clear of the corner's word
    top = centre - sum(image.get_height() for image in images) // 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, top)))
        top += image.get_height()
    small = fonts.render(corner, "button", max(10, min(box.width // 8, box.height // 5)), ink)
    surface.blit(small, (box.left + box.width // 10, box.top + box.height // 14))


def card_title_lines(title: str, box: pygame.Rect) -> list[str]:
    """A role's name on one line, or on two where that makes its words larger ("Garde du / corps")."""
    words = title.split()
    if len(words) < 2:
        return [title]
    one = _title_px([title], box)
    split = min(range(1, len(words)), key=lambda at: abs(len(" ".join(words[:at])) - len(" ".join(words[at:]))))
    two = [" ".join(words[:split]), " ".join(words[split:])]
    return two if _title_px(two, box) > one else [title]


def card_title_px(title: str, box: pygame.Rect) -> int:
    """The size of a role's name across a card of ``box``: as large as its width and height allow."""
    return _title_px(card_title_lines(title, box), box)


def _title_px(lines: list[str], box: pygame.Rect) -> int:
    # Two lines share the card below its corner's word: each about a third of that, with the font's own spacing.
    tallest = int(box.height * 0.42) if len(lines) == 1 else int(box.height * 0.75 / 2 / 1.3)
    start = max(12, min(box.width // 5, tallest))
    # Within the card's cream face: its dark frame takes about a tenth of the width.
    return min(fonts.fit_px(line, "heading", start, int(box.width * 0.8), min_px=10) for line in lines)


class BallotTurnScene(DkTurnScene):
    """A secret vote: for each of your living hands, one suspect (DK19)."""

    def __init__(self, flow: "DkFlow") -> None:
        public = flow.public()
        seat = flow.session.turn_seat()
        assert seat is not None
        self.own = tuple(hand for hand, alive in zip(hands_of(seat), public.alive[seat]) if alive)
        self.candidates: tuple[HandId, ...] = public.days[-1].candidate_rounds[-1]
        super().__init__(flow, ballot_plan(len(self.own)))
        self.picks: dict[HandId, HandId] = {}
        self._board_key: Hashable = None

    def rebuild_ui(self) -> None:
        """The widgets of the seat before's page of this vote when it left them (every button put back as new), or
        built anew."""
        self._board_key = self.board_key()
        board = self.flow.ballot_boards.take(self._board_key)
        if board is None:
            super().rebuild_ui()
            return
        if self.ui is not None:
            self.app.frames.recycle_ui_manager(self.ui)
        self.forget_pictures()
        self.ui = board.manager
        self.continue_button = board.continue_button
        self.choice_buttons = dict(board.choice_buttons)
        self._choices_to_place, self._choices_to_disable = [], []
        self.text_rect, self.visual_rect = board.text_rect, board.visual_rect
        self._sync()  # Continue disabled before the widgets' first update, as a page placing its choices does

    def board_key(self) -> Hashable:
        """What this page's widgets depend on: the vote's suspects and their names, the window and the language."""
        return (self.candidates, tuple(text for _, text in self.choices()), self.size, self.manager_size(),
                self.touch_floor_px, self.text_floor_px, current_language())

    def release_ui(self) -> None:
        """A page whose every suspect is placed leaves its widgets to the next seat's page, while one is to come."""
        another_page = self.flow.screen in (DkScreen.CURTAIN, DkScreen.BALLOT_TURN)
        if self.ui is None or self.continue_button is None or self._choices_to_place or not another_page:
            super().release_ui()
            return
        board = BallotBoard(self._board_key, self.ui, self.continue_button, dict(self.choice_buttons),
                            pygame.Rect(self.text_rect), pygame.Rect(self.visual_rect))
        self.ui = None
        self._choices_to_disable = []
        self._drop_widget_references()
        self.flow.ballot_boards.keep(board)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        """The words across the top, then every suspect, then Continue: a vote of twenty players can have twenty
        suspects or more, so the suspects take the whole width, in as many columns as keep each a thumb's size."""
        content = layout.content_rect(self.size)
        gap = layout.gap_px(self.size)
        button_h = layout.button_height(self.size)
        rect = pygame.Rect(content.left, content.bottom - button_h, content.width, button_h)
        self.continue_button = pygame_gui.elements.UIButton(rect, gui_key("turn.next"), ui,
                                                            object_id=ObjectID("#turn_continue", "@primary_button"))
        # The heading and a line for each of two hands, whatever this seat has left: every seat's page the same.
        words_h = 3 * int(layout.body_text_px(self.size) * 1.3) + gap
        self.visual_rect = pygame.Rect(content.left, content.top, 0, 0)
        self.text_rect = pygame.Rect(content.left, content.top, content.width, words_h)
        area = pygame.Rect(content.left, self.text_rect.bottom + gap, content.width,
                           rect.top - 2 * gap - self.text_rect.bottom)
        self._place_choices(ui, suspect_cells(area, len(self.candidates), button_h, layout.min_touch_px(self.size), gap))

    @property
    def voter(self) -> HandId | None:
        """The hand voting now: the first without a pick."""
        return next((hand for hand in self.own if hand not in self.picks), None)

    def choices(self) -> list[tuple[object, str]]:
        return [(hand, hand_name(self.flow.names, hand)) for hand in self.candidates]

    def is_chosen(self, value: object) -> bool:
        return value in self.picks.values() and self.voter is None and self.picks.get(self.own[-1]) == value

    def choose(self, value: object) -> None:
        voter = self.voter
        if voter is not None and isinstance(value, HandId):
            self.picks[voter] = value
        if self.voter is None:
            self.disable_choices()

    def ready(self) -> bool:
        return self.voter is None

    def finish(self) -> None:
        self.flow.session.apply_all([CastVote(voter, target) for voter, target in self.picks.items()])

    def paragraphs(self) -> list[str]:
        names = self.flow.names
        lines = [t("dk.ballot.heading")]
        for hand in self.own:
            picked = self.picks.get(hand)
            lines.append(t("dk.ballot.picked", hand=hand_name(names, hand), suspect=hand_name(names, picked))
                         if picked is not None else t("dk.ballot.pick", hand=hand_name(names, hand)))
        return lines


def suspect_cells(area: pygame.Rect, count: int, tallest: int, shortest: int, gap: int) -> list[pygame.Rect]:
    """``count`` buttons in ``area``: two columns while they fit at ``tallest``, more columns as needed, each button
    at least ``shortest`` tall (more columns beat shorter buttons once that floor is reached)."""
    columns = 2
    while True:
        rows = -(-count // columns)
        height = min(tallest, (area.height - (rows - 1) * gap) // max(1, rows))
        if height >= shortest or columns >= MOST_SUSPECT_COLUMNS:
            break
        columns += 1
    width = (area.width - (columns - 1) * gap) // columns
    return layout.grid(area, count, columns, (width, max(shortest, height)), gap)


def register_screens(register) -> None:
    register(DkScreen.CURTAIN, curtain_scene)
    register(DkScreen.DEAL_TURN, DealTurnScene)
    register(DkScreen.BALLOT_TURN, BallotTurnScene)
