"""The coach's finger rests where it leaves a widget's words readable."""
from __future__ import annotations

import pygame

from scenes.tutorial.guide import finger_home, finger_pose
from tutorial.spotlight import Gesture


def test_the_finger_presses_a_wide_button_beside_its_centred_label() -> None:
    button = pygame.Rect(780, 700, 450, 80)  # "Done: close my eyes"
    x, y = finger_home(button, Gesture.TAP)
    assert button.collidepoint(x, y) and y == button.centery
    assert x - button.centerx > button.width * 0.35, "right of a label as wide as two thirds of the button"


def test_the_finger_holds_the_circle_below_its_words_and_taps_a_cup_in_its_middle() -> None:
    circle = pygame.Rect(800, 400, 170, 170)
    x, y = finger_home(circle, Gesture.HOLD)
    assert circle.collidepoint(x, y) and x == circle.centerx and y - circle.centery >= circle.height * 0.25
    cup = pygame.Rect(280, 270, 70, 70)
    assert finger_home(cup, Gesture.TAP) == (cup.centerx, cup.centery)


def test_the_finger_comes_to_rest_where_it_presses() -> None:
    button = pygame.Rect(780, 700, 450, 80)
    pose = finger_pose(Gesture.TAP, [button], None, 0.9, reduced_motion=False)
    assert pose is not None and pose.at == finger_home(button, Gesture.TAP)
    still = finger_pose(Gesture.TAP, [button], None, 0.0, reduced_motion=True)
    assert still is not None and still.at == finger_home(button, Gesture.TAP)
