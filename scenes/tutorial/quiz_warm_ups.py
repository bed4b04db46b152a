"""What the tutorial warms up for its quiz: the quiz's modules, then the pictures of its questions."""
from __future__ import annotations

import importlib
from functools import partial
from typing import TYPE_CHECKING, Sequence

from program.i18n import current_language
from art.cards import card_rect, card_sprite
from art.cheese import draw_cheese
from art.die import die_sprite
from art.seated_table import seated_table_pieces
from scenes.cheese_thief.warm_ups import Tasks, clock_faces
from scenes.kit.face_up_table import card_beside, open_dice_rects
from scenes.tutorial.quiz_picture import (
    CARD_SHARE,
    CHEESE_TAKEN,
    PROMPT_SHARE_ASKING,
    clock_in_prompt,
    focus_halo,
    quiz_layout,
)

if TYPE_CHECKING:
    from app.app import App


QUIZ_SCREEN_MODULES = ("tutorial.quiz", "scenes.tutorial.quiz")


def quiz_screen(app: "App", player_count: int, names: Sequence[str]) -> Tasks:
    """For a screen that may open the quiz (the tutorial): the quiz's modules, then the pictures of its table,
    worked out once the modules are in (a task that queues the picture tasks)."""
    queue_pictures = lambda: app.frames.warm_up.add_all(quiz_pictures(app, player_count, names))  # noqa: E731
    return [(("import", name), partial(importlib.import_module, name)) for name in QUIZ_SCREEN_MODULES] + \
        [(("quiz-pictures", app.size, player_count, tuple(names), current_language()), queue_pictures)]


def quiz_pictures(app: "App", player_count: int, names: Sequence[str]) -> Tasks:
    """What the quiz screen paints for its questions: the table by night and by day with the mice asleep and
    awake, the cheese as each hour sees it, the cards and dice at the quiz's sizes, the clock at every hour."""
    plan = quiz_layout(app.size, player_count, PROMPT_SHARE_ASKING)
    table = plan.table
    where = (app.size, player_count, tuple(names), current_language())
    scratch = lambda: app.frames.warm_up.scratch(app.size)  # noqa: E731 - read when the task runs
    tasks: Tasks = []
    for variant in ("night", "day"):
        for opened in (0.0, 1.0):
            eyes = {seat: opened for seat in range(player_count)}
            pieces = seated_table_pieces(table, names, variant, eyes=eyes, cheese_taken=None, cups=True)
            tasks += [(("quiz-table", where, variant, opened, index), partial(lambda piece: piece(scratch()), piece))
                      for index, piece in enumerate(pieces)]
    tasks += [(("quiz-cheese", where, taken), partial(lambda taken: draw_cheese(scratch(), table.center_piece, taken), taken))
              for taken in sorted(set(CHEESE_TAKEN.values()))]
    spot = table.seats[0]
    tasks.append((("quiz-halo", spot.mouse.size), partial(focus_halo, spot.mouse)))
    card = card_rect(card_beside(spot, table, CARD_SHARE, outside=True))
    tasks += [(("quiz-card", kind, card.size), partial(card_sprite, kind, card.size)) for kind in ("thief", "sleepyhead", "fall_mouse")]
    sides = sorted({min(rect.size) for count in (1, 2) for rect in open_dice_rects(spot.cup, count)})
    tasks += [(("quiz-die", value, side), partial(die_sprite, value, side)) for side in sides for value in range(1, 7)]
    return tasks + clock_faces(app, clock_in_prompt(plan.prompt, app.size))
