"""What the kiosk set-up wizard asks, step by step, and the summary it shows before saving (no drawing here)."""
from __future__ import annotations

from program import i18n
from program.i18n import t
from app.settings import DISCUSSION_CHOICES
from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from kiosk.config import GAME_IDLE_CHOICES, MENU_IDLE_CHOICES, VOTE_MODES, KioskConfig

STEPS: tuple[str, ...] = ("venue", "languages", "players", "vote", "discussion", "rules", "idle", "pin", "pin_again",
                          "summary")
PLAYER_CHOICES: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
VOTE_LABEL_KEYS = {mode: f"setup.vote.{mode}" for mode in VOTE_MODES}
# Rows of a step that asks several things: (field, label key, ((value, button label), ...)).
ChoiceRow = tuple[str, str, tuple[tuple[object, str], ...]]


def _seconds(choices: tuple[int, ...]) -> tuple[tuple[object, str], ...]:
    return tuple((seconds, t("kiosk.wizard.seconds", seconds=seconds)) for seconds in choices)


def _on_off() -> tuple[tuple[object, str], ...]:
    return ((True, t("settings.on")), (False, t("settings.off")))


def minutes_text(seconds: int) -> str:
    minutes = seconds / 60
    return t("settings.minutes", minutes=str(int(minutes)) if minutes == int(minutes) else f"{minutes:.1f}")


def choice_rows(step: str) -> list[ChoiceRow]:
    """The choices a step offers, each row one field of the configuration (empty for the other steps)."""
    if step == "players":
        return [("default_players", "", tuple((count, str(count)) for count in PLAYER_CHOICES))]
    if step == "vote":
        return [("vote_mode", "", tuple((mode, t(VOTE_LABEL_KEYS[mode])) for mode in VOTE_MODES))]
    if step == "discussion":
        return [("discussion_seconds", "", tuple((seconds, minutes_text(seconds)) for seconds in DISCUSSION_CHOICES))]
    if step == "rules":
        return [("tie_protects_thief", "setup.section.house_rule", _on_off()),
                ("fall_mouse", "kiosk.wizard.rules.fall_mouse", _on_off())]
    if step == "idle":
        return [("menu_idle_seconds", "kiosk.wizard.idle.menu", _seconds(MENU_IDLE_CHOICES)),
                ("game_idle_seconds", "kiosk.wizard.idle.game", _seconds(GAME_IDLE_CHOICES))]
    return []


def summary_rows(config: KioskConfig, pin_changed: bool) -> list[tuple[str, str]]:
    """(label, value) lines that say everything the wizard is about to save, the PIN only as new or unchanged."""
    separator = t("common.list_separator")
    on_off = {True: t("settings.on"), False: t("settings.off")}
    return [
        (t("kiosk.wizard.summary.venue"), config.venue_name or t("kiosk.wizard.summary.no_venue")),
        (t("kiosk.wizard.summary.languages"), separator.join(i18n.LANGUAGE_NAMES[lang] for lang in config.languages)),
        (t("kiosk.wizard.summary.players"), t("kiosk.wizard.summary.players_value", count=config.default_players)),
        (t("kiosk.wizard.summary.vote"), t(VOTE_LABEL_KEYS[config.vote_mode])),
        (t("kiosk.wizard.summary.discussion"), minutes_text(config.discussion_seconds)),
        (t("kiosk.wizard.summary.tie"), on_off[config.tie_protects_thief]),
        (t("kiosk.wizard.summary.fall_mouse"), on_off[config.fall_mouse]),
        (t("kiosk.wizard.summary.idle"), t("kiosk.wizard.summary.idle_value", menu=config.menu_idle_seconds,
                                            game=config.game_idle_seconds)),
        (t("kiosk.wizard.summary.pin"), t("kiosk.wizard.summary.pin_new" if pin_changed else "kiosk.wizard.summary.pin_kept")),
    ]
