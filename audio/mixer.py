"""The audio device, opened once in the format every clip of ours is recorded in.

Every sound, narration line and tutorial sentence in ``assets`` is mono at 22,050 Hz (a test checks), but for
the tutorial's coached sentences, kept at 8 kHz and loaded ahead of their step. pygame's
mixer opens at 44,100 Hz stereo unless told otherwise and converts each clip to that as it loads it: four
times the memory for the same sound, and decoding a tutorial sentence took 6.5 ms instead of 1.8 ms, in the
frame of the tap that moves the tutorial on. SDL converts for the device as it plays, a little at a time.
"""
from __future__ import annotations

import logging

import pygame

CLIP_RATE_HZ = 22050
CLIP_CHANNELS = 1
CLIP_SAMPLE_SIZE = -16  # signed 16-bit samples

log = logging.getLogger(__name__)


def prefer_clip_format() -> None:
    """Call before ``pygame.init()``, which opens the mixer too, in pygame's own format unless told this one."""
    pygame.mixer.pre_init(frequency=CLIP_RATE_HZ, size=CLIP_SAMPLE_SIZE, channels=CLIP_CHANNELS)


def mixer_ready() -> bool:
    """Open the mixer if needed; False when no audio device can be opened."""
    if pygame.mixer.get_init():
        return True
    prefer_clip_format()
    try:
        pygame.mixer.init()
    except pygame.error as error:
        log.info("no sound: %s", error)
        return False
    return bool(pygame.mixer.get_init())


_output_lost = False  # an output device went while the mixer was open: the next one to arrive reopens it


def follow_device_event(event: pygame.event.Event) -> None:
    """An audio output device came or went. One that goes leaves SDL playing into nothing, which is silence, and
    the game runs on. One that comes opens the mixer when the program has no sound (none could be opened at start,
    or since), and reopens it on the new device after one was lost: the sound comes back. Clips already loaded
    stay usable, since the mixer is reopened in the same format. Recording devices are none of ours."""
    global _output_lost
    if getattr(event, "iscapture", 0):
        return
    if event.type == pygame.AUDIODEVICEREMOVED:
        _output_lost = bool(pygame.mixer.get_init())
        log.info("an audio device went away: silent until one is back")
    elif event.type == pygame.AUDIODEVICEADDED:
        if _output_lost and pygame.mixer.get_init():
            pygame.mixer.quit()  # still bound to the device that went; opened again below on the one that came
        _output_lost = False
        if not pygame.mixer.get_init():
            mixer_ready()
