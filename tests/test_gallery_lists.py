"""Each area's gallery pictures are a declarative list in ``scenes/<area>/gallery.py``, registered by the gallery."""
from __future__ import annotations

from gallery import registry, screens


def test_every_area_list_is_registered_as_it_says() -> None:
    screens.load_all()
    registered = {shown.name: shown for shown in registry.registered()}
    assert screens.GALLERY_LISTS
    for area in screens.GALLERY_LISTS:
        assert area.__name__.endswith(".gallery")
        assert area.PICTURES
        for order, name, factory in area.PICTURES:
            assert isinstance(order, int) and callable(factory)
            assert registered[name].order == order and registered[name].factory is factory


def test_the_home_pictures_are_the_title_the_settings_and_the_question_to_resume(make_app) -> None:
    from scenes.home import gallery

    assert [(order, name) for order, name, _ in gallery.PICTURES] == [(1, "title"), (2, "settings"), (3, "resume-prompt")]
    app = make_app((640, 480))
    scene = gallery.resume_prompt(app)
    assert app.scenes.top() is scene and type(app.scenes.stack[0]).__name__ == "TitleScene"


def test_the_resume_plan_taps_resume(make_app) -> None:
    import random

    import pygame

    from app.plan_lookup import demo_plan
    from app.gestures import DemoWish, Tap
    from scenes.home import gallery

    app = make_app((640, 480))
    scene = gallery.resume_prompt(app)
    assert scene.resume_button is not None
    assert demo_plan(scene, random.Random(0), DemoWish(players=6, seed=3)) == [Tap(pygame.Rect(scene.resume_button.rect).center)]
