"""Pass-and-play: the order of screens, uniform private turns and the saved session.

Pure Python like `game/`: the pygame scenes in `scenes/` drive these objects.
"""
