"""What each panel of "Rules at a glance" says for one table: a translation key and its values, chosen from the
facts of ``game.cheese_thief.table_rules`` (never written here by hand). No pygame: tests read it as it is."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cheese_thief.config import HOURS
from game.cheese_thief.outcome import WinRule
from game.cheese_thief.table_rules import FollowerSource, TableRules

PANEL_NAMES: tuple[str, ...] = ("goal", "night", "theft", "peek", "followers", "vote", "win")


@dataclass(frozen=True)
class GlancePanel:
    name: str  # one of PANEL_NAMES: also the picture drawn and the heading "glance.<name>.heading"
    text_key: str
    values: dict[str, str] = field(default_factory=dict)

    @property
    def heading_key(self) -> str:
        return f"glance.{self.name}.heading"


def _goal(rules: TableRules) -> GlancePanel:
    if rules.fall_mouse:
        return GlancePanel("goal", "glance.goal.text_fall_mouse")
    alone = rules.follower_source is FollowerSource.NONE
    return GlancePanel("goal", "glance.goal.text_alone" if alone else "glance.goal.text")


def _night(rules: TableRules) -> GlancePanel:
    if rules.wake_hour_chosen:
        return GlancePanel("night", "glance.night.choose", {"dice": str(rules.dice_per_player)})
    return GlancePanel("night", "glance.night.one_die")


def _peek(rules: TableRules) -> GlancePanel:
    if rules.peeking_allowed:
        return GlancePanel("peek", "glance.peek.text")
    return GlancePanel("peek", "glance.peek.none", {"count": str(rules.player_count)})


def _followers(rules: TableRules) -> GlancePanel:
    count = str(rules.follower_count)
    if rules.follower_source is FollowerSource.NONE:
        return GlancePanel("followers", "glance.followers.none", {"count": str(rules.player_count)})
    if rules.follower_source is FollowerSource.WITNESSES:
        return GlancePanel("followers", "glance.followers.witnesses", {"count": count})
    if not rules.followers_know_thief:
        kind = "chosen_blind"
    else:
        kind = "chosen_all" if rules.followers_know_each_other else "chosen_one"
    return GlancePanel("followers", f"glance.followers.{kind}", {"count": count, "hour": str(HOURS[-1])})


def _vote(rules: TableRules) -> GlancePanel:
    protected = WinRule.TIE_PROTECTS_THIEF in rules.win_order
    return GlancePanel("vote", "glance.vote.text_tie_rule" if protected else "glance.vote.text")


def _win(rules: TableRules) -> GlancePanel:
    return GlancePanel("win", f"glance.win.{win_variant(rules.win_order)}")


def win_variant(order: tuple[WinRule, ...]) -> str:
    """``book``, ``tie_rule``, ``fall_mouse`` or ``fall_mouse_tie_rule``: which checks the table makes."""
    parts = [name for rule, name in ((WinRule.FALL_MOUSE_REVEALED, "fall_mouse"), (WinRule.TIE_PROTECTS_THIEF, "tie_rule"))
             if rule in order]
    return "_".join(parts) or "book"


def options_key(rules: TableRules) -> str:
    """The line under the title naming the table's options."""
    return f"glance.options.{win_variant(rules.win_order)}"


def glance_panels(rules: TableRules) -> tuple[GlancePanel, ...]:
    """The seven panels, in reading order."""
    theft = GlancePanel("theft", "glance.theft.text")
    return (_goal(rules), _night(rules), theft, _peek(rules), _followers(rules), _vote(rules), _win(rules))
