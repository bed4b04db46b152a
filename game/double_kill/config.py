"""Player counts and role sets (DK1, DK2): the recommended sets, and the bounds an edited set must keep."""

from dataclasses import dataclass

from game.double_kill.errors import SetupError
from game.double_kill.roles import Role

MIN_PLAYERS = 10
MAX_PLAYERS = 20
EXPANSION_FROM = 17  # DK2: from 17 players the recommended set adds the assassin and the undercover

# DK2: how many of each special role an edited set may hold. Groups that wake together may be larger;
# every other role is one person's job in the rulebook. The upper bounds keep a legal deal easy to draw.
SPECIAL_BOUNDS: dict[Role, tuple[int, int]] = {
    Role.ASSASSIN: (0, 1),
    Role.BODYGUARD: (0, 1),
    Role.KILLER: (1, 3),
    Role.DETECTIVE: (1, 3),
    Role.DOCTOR: (0, 1),
    Role.TRAITOR: (0, 1),
    Role.UNDERCOVER: (0, 1),
}


@dataclass(frozen=True)
class RoleSet:
    """How many cards of each special role are dealt; every other card is a villager (DK2)."""

    assassin: int = 0
    bodyguard: int = 1
    killer: int = 2
    detective: int = 2
    doctor: int = 1
    traitor: int = 1
    undercover: int = 0

    def count(self, role: Role) -> int:
        if role is Role.VILLAGER:
            raise ValueError("villagers fill the deck up: their count depends on the players")
        return int(getattr(self, role.value))

    def special_cards(self) -> int:
        return sum(self.count(role) for role in SPECIAL_BOUNDS)

    def has(self, role: Role) -> bool:
        return role is Role.VILLAGER or self.count(role) > 0

    def last_words(self) -> int:
        """DK15: one chance to speak after death for every killer and assassin card in the game."""
        return self.killer + self.assassin

    def to_json(self) -> dict[str, int]:
        return {role.value: self.count(role) for role in SPECIAL_BOUNDS}


BASIC_SET = RoleSet()
EXPANDED_SET = RoleSet(assassin=1, undercover=1)


def check_player_count(count: int) -> None:
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise SetupError("players", f"Double Kill needs 10 to 20 players, not {count}")


def recommended_role_set(count: int) -> RoleSet:
    """DK2: the basic roles for 10-16 players, with the assassin and the undercover for 17-20."""
    check_player_count(count)
    return EXPANDED_SET if count >= EXPANSION_FROM else BASIC_SET


def check_role_set(role_set: RoleSet, count: int) -> None:
    for role, (low, high) in SPECIAL_BOUNDS.items():
        value = getattr(role_set, role.value)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise SetupError(f"role_set.{role.value}", f"must be a whole number from {low} to {high}")
    if role_set.special_cards() > 2 * count - 1:
        raise SetupError("role_set", "too many special roles: at least one villager card is needed")
