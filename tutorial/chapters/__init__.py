"""One module per chapter: who plays which part in its scripted game (`cast`), and its steps (`steps`).

A chapter's cast is worked out from the engine's views and report of the game; a game that no longer has
the cast a chapter needs is refused, so the script never says something the engine does not compute.
"""
