"""Demo plans for the home screens: the question to resume a saved game (the title's Play is pressed by the
demos' own start, ``driver.demo.open_setup``)."""
from __future__ import annotations

import random

import pygame

from app.plan_lookup import Plan
from app.gestures import DemoWish, Gesture, Tap
from scenes.home.resume_prompt import ResumePromptScene


def resume_prompt(screen: ResumePromptScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return [Tap(pygame.Rect(screen.resume_button.rect).center)] if screen.resume_button else []


PLANS: dict[type, Plan] = {
    ResumePromptScene: resume_prompt,
}
