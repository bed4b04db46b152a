"""Playing whole sessions without screens, for the pass-and-play tests."""

from play.autoplay import play_step, play_until

__all__ = ["play_step", "play_until"]
