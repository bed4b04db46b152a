"""Step texts as translation keys with parameters, and their words in one language.

A parameter is a number or text from the engine, or `Names`: seats of the scripted game, shown as the
players' names joined the way the language joins a list. The words come straight from
``assets/translations/cheese.<lang>.json`` (no pygame, no python-i18n), like the narrator's dry-run.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from narrator.texts import load_strings

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
FALLBACK_LANGUAGE = "en"


@dataclass(frozen=True)
class Names:
    """Seats of the scripted game, to be shown as names."""

    seats: tuple[int, ...]


Param = int | str | Names


@dataclass(frozen=True)
class Text:
    key: str
    params: tuple[tuple[str, Param], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Param) -> Text:
        return cls(key, tuple(sorted(params.items())))

    def param(self, name: str) -> Param:
        return dict(self.params)[name]


@lru_cache(maxsize=8)
def strings_for(lang: str) -> dict[str, str]:
    """Every dotted key of a language, with English filling any gap."""
    strings = dict(load_strings(FALLBACK_LANGUAGE))
    if lang != FALLBACK_LANGUAGE:
        strings.update(load_strings(lang))
    return strings


def join_names(names: list[str], lang: str) -> str:
    """"A", "A and B", "A, B and C" in the language's own words (Chinese without spaces round the names)."""
    if len(names) <= 1:
        return "".join(names)
    strings = strings_for(lang)
    head = strings["common.list_separator"].join(names[:-1])
    return fill(strings["tutorial.names.list_two"], {"a": head, "b": names[-1]})


def fill(template: str, values: dict[str, str]) -> str:
    return PLACEHOLDER.sub(lambda match: values.get(match.group(1), match.group(0)), template)


def render(text: Text, lang: str, players: tuple[str, ...]) -> str:
    """The sentence of `text` in `lang`; `players` are the scripted game's names, in seat order."""
    values: dict[str, str] = {}
    for name, value in text.params:
        if isinstance(value, Names):
            values[name] = join_names([players[seat] for seat in value.seats], lang)
        else:
            values[name] = str(value)
    strings = strings_for(lang)
    return fill(strings.get(text.key, text.key), values)


def default_names(lang: str, count: int) -> tuple[str, ...]:
    """The names the setup screen offers for a table of `count`, in that language."""
    strings = strings_for(lang)
    return tuple(strings[f"setup.default_name.{seat}"] for seat in range(count))
