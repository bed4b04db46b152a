"""Sound effects playback (silent when there is no audio device)."""
