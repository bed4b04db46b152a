"""Shared drawing of the table and everything on it.

Every function draws onto a given surface inside a given rect; none changes game
state. Colours come from assets/palette.json through `art.palette`.
"""
