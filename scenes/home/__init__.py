"""The screens before a game: the title, settings, and the offer to resume."""
