"""The screens: ``kit/`` holds what every screen shares, ``home/`` the screens before a game, and each game and mode
has a folder of its own (``cheese_thief/``, ``double_kill/``, ``tutorial/``, ``kiosk/``, ``table/``, ``narrator/``)."""
