"""The tutorial: teaching Cheese Thief by doing, on the game's own engine."""
