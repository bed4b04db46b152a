"""The tutorial's screens: steps over the game's table, the quiz, the chapter menu."""
