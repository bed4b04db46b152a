"""Who has sat down where on the seating screen, and the name each of them is typing.

Each place offered has a default name (by its position around the table), so a group can start without typing:
the first key typed replaces it, and an emptied name stays empty until someone types again. Names are checked the
way ``play.setup.GameSetup.validated`` checks them, seat by seat, so each panel can say what is wrong with its
own name.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from play.setup import MAX_NAME_LENGTH, GameSetup, VoteMode, fall_mouse_available
from table.pinyin import PinyinInput
from table.seats import SeatPlace, seat_order


@dataclass
class SeatEntry:
    default_index: int  # the default name by the place's position, shown in the current language
    custom: str | None = None  # None while the default name stands
    named: bool = False  # Done was tapped (and the name was fine then)
    shifted: bool = False
    page: int = 0
    pinyin: PinyinInput = field(default_factory=PinyinInput)  # the letters a Chinese keyboard is composing


class SeatingState:
    def __init__(self, places: Sequence[SeatPlace], default_name: Callable[[int], str]) -> None:
        self.places = tuple(places)
        self.default_name = default_name
        self.taken: dict[SeatPlace, SeatEntry] = {}
        self.vote_mode = VoteMode.POINT
        self.fall_mouse = False

    # ----- sitting ----------------------------------------------------------------------------------------------
    def sit(self, place: SeatPlace) -> bool:
        if place in self.taken or place not in self.places or len(self.taken) >= MAX_PLAYERS:
            return False
        self.taken[place] = SeatEntry(self.places.index(place))
        return True

    def leave(self, place: SeatPlace) -> None:
        self.taken.pop(place, None)
        if not fall_mouse_available(len(self.taken)):
            self.fall_mouse = False

    def name(self, place: SeatPlace) -> str:
        entry = self.taken[place]
        return self.default_name(entry.default_index) if entry.custom is None else entry.custom

    # ----- typing -----------------------------------------------------------------------------------------------
    def type_text(self, place: SeatPlace, text: str) -> None:
        entry = self.taken[place]
        typed = text.upper() if entry.shifted and text != "ß" else text
        entry.custom = ((entry.custom or "") + typed)[:MAX_NAME_LENGTH]
        entry.shifted = False  # one capital, like a phone keyboard
        entry.named = False

    def type_typed_text(self, place: SeatPlace, text: str) -> None:
        """Text a candidate key typed: a character, or pinyin letters kept as they are (no shift applies)."""
        entry = self.taken[place]
        entry.custom = ((entry.custom or "") + text)[:MAX_NAME_LENGTH]
        entry.named = False

    def backspace(self, place: SeatPlace) -> None:
        entry = self.taken[place]
        entry.custom = entry.custom[:-1] if entry.custom is not None else ""
        entry.named = False

    def toggle_shift(self, place: SeatPlace) -> None:
        self.taken[place].shifted = not self.taken[place].shifted

    def turn_page(self, place: SeatPlace, page_count: int) -> None:
        entry = self.taken[place]
        entry.page = (entry.page + 1) % max(1, page_count)

    def finish(self, place: SeatPlace) -> bool:
        """Done: the name is kept when it is fine; otherwise the panel keeps saying why."""
        entry = self.taken[place]
        entry.named = self.problem(place) is None
        return entry.named

    def edit(self, place: SeatPlace) -> None:
        self.taken[place].named = False

    # ----- checks -----------------------------------------------------------------------------------------------
    def problem(self, place: SeatPlace) -> str | None:
        """What is wrong with this seat's name, as a ``setup.error.`` key, or None."""
        return self.problems()[place]

    def problems(self) -> dict[SeatPlace, str | None]:
        """What is wrong with each taken seat's name (see ``problem``), every name looked at once."""
        names = {place: self.name(place).strip() for place in self.taken}
        folded = [name.casefold() for name in names.values()]
        return {place: _problem(name, folded) for place, name in names.items()}

    @property
    def seated(self) -> int:
        return len(self.taken)

    @property
    def named(self) -> int:
        problems = self.problems()
        return sum(1 for place, entry in self.taken.items() if entry.named and problems[place] is None)

    @property
    def fall_mouse_offered(self) -> bool:
        return fall_mouse_available(self.seated)

    def toggle_fall_mouse(self) -> None:
        self.fall_mouse = self.fall_mouse_offered and not self.fall_mouse

    @property
    def ready(self) -> bool:
        return MIN_PLAYERS <= self.seated <= MAX_PLAYERS and all(problem is None for problem in self.problems().values())

    def seat_order(self) -> tuple[SeatPlace, ...]:
        return seat_order(self.taken)

    def game_setup(self, discussion_seconds: int) -> GameSetup:
        """The game these seats make, in seat order; the night's pace is the game's default."""
        names = tuple(self.name(place) for place in self.seat_order())
        return GameSetup(names, fall_mouse=self.fall_mouse and self.fall_mouse_offered, vote_mode=self.vote_mode,
                         discussion_seconds=discussion_seconds).validated()


def _problem(name: str, every_name_folded: list[str]) -> str | None:
    if not name:
        return "empty_name"
    if len(name) > MAX_NAME_LENGTH:
        return "long_name"
    if every_name_folded.count(name.casefold()) > 1:
        return "duplicate_name"
    return None
