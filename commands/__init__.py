"""The work of each ``main.py`` command, one module each, loaded by ``main.py`` only when that command runs."""
