"""Cards, cheese sightings and winning sides."""

from enum import Enum


class Role(str, Enum):
    THIEF = "thief"
    SLEEPYHEAD = "sleepyhead"
    FALL_MOUSE = "fall_mouse"


class CheeseSight(str, Enum):
    """What someone awake at an hour sees in the middle of the table (R4.2)."""

    PRESENT = "present"
    TAKEN = "taken"
    GONE = "gone"


class Winner(str, Enum):
    SLEEPYHEADS = "sleepyheads"
    THIEF = "thief"
    FALL_MOUSE = "fall_mouse"
