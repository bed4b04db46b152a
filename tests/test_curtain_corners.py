"""The curtain's corner buttons hold their whole label: at a touch table its words keep 5 mm on the glass, wider
than the tablet's corner, and "Quitter la partie" was cut off there."""
from __future__ import annotations

import pytest

from app import fonts, layout, theme
from program.i18n import t
from scenes.kit.curtain import CurtainScene

TABLE_TEXT_PX = 40  # 5 mm on a 55-inch table at 1920x1080


@pytest.mark.parametrize("lang", ["fr", "de", "en", "zh"])
def test_the_leave_and_back_labels_fit_their_buttons_with_the_table_s_text_floor(make_app, lang: str) -> None:
    app = make_app((1920, 536), lang=lang)
    with layout.touch_floor(72, TABLE_TEXT_PX, TABLE_TEXT_PX):
        curtain = CurtainScene(app, 0, "Pip", "curtain.purpose.night", on_open=lambda: None,
                               on_leave=lambda: None, on_back=lambda: None)
        curtain.touch_floor_px, curtain.text_floor_px = 72, TABLE_TEXT_PX  # as a table's host sets them
        app.scenes.push(curtain, transition=False)
        app.step(0.0)
        px = theme.font_px("button", curtain.size)
        for button, key in ((curtain.leave_button, "curtain.leave"), (curtain.back_button, "curtain.back")):
            assert button is not None
            assert button.rect.width >= fonts.text_width(t(key), "button", px), (lang, key)
        leave, back = curtain.leave_button, curtain.back_button
        assert leave is not None and back is not None and not leave.rect.colliderect(back.rect)
