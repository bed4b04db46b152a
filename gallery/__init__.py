"""The screen gallery: every screen rendered to PNG without a display."""
