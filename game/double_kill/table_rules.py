"""The facts of one Double Kill table that "Rules at a glance" shows: the cards dealt (DK2) with their weights
(DK3), the night's calls in order (DK6) and the number of last words (DK15).

Public like the rulebook on the table: worked out from the player count and the agreed role set alone, never
from a deal.
"""

from dataclasses import dataclass

from game.double_kill.config import RoleSet, check_player_count, check_role_set, recommended_role_set
from game.double_kill.roles import JUSTICE_WEIGHT, NIGHT_ORDER, Role


@dataclass(frozen=True)
class CardLine:
    role: Role
    count: int
    weight: int


@dataclass(frozen=True)
class DkTableRules:
    player_count: int
    role_set: RoleSet

    @property
    def villagers(self) -> int:
        """DK2: every card that is not a special role is a villager, two cards per player."""
        return 2 * self.player_count - self.role_set.special_cards()

    def cards(self) -> tuple[CardLine, ...]:
        """Every role dealt at this table, in the night's order, villagers last."""
        specials = tuple(CardLine(role, self.role_set.count(role), JUSTICE_WEIGHT[role])
                         for role in NIGHT_ORDER if self.role_set.count(role) > 0)
        return (*specials, CardLine(Role.VILLAGER, self.villagers, JUSTICE_WEIGHT[Role.VILLAGER]))

    def night_calls(self) -> tuple[Role, ...]:
        """DK6: the roles of the set, called every night in this order, whatever their state."""
        return tuple(role for role in NIGHT_ORDER if self.role_set.count(role) > 0)

    @property
    def last_words(self) -> int:
        return self.role_set.last_words()


def dk_table_rules(player_count: int, role_set: RoleSet | None = None) -> DkTableRules:
    """The table's rules; the recommended set for the count when none is given. Raises SetupError for a table
    the game refuses."""
    check_player_count(player_count)
    chosen = role_set if role_set is not None else recommended_role_set(player_count)
    check_role_set(chosen, player_count)
    return DkTableRules(player_count, chosen)
