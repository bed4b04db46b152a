"""Tweens and ready-made animations of the table (easing from pytweening).

Every animation has a fixed duration, identical with reduced motion on or off,
so private turns can be made exactly as long for every player.
"""
