#!/bin/sh
# Runs the café kiosk and starts it again within seconds whenever it stops, for desktops that start programs
# from ~/.config/autostart rather than from a systemd user service. Leaving from the staff menu ("Exit to the
# desktop") exits with status 75, which ends this loop too.
cd "$(dirname "$0")/.." || exit 1
PYTHON="${CHEESE_THIEF_PYTHON:-.venv/bin/python3}"
[ -x "$PYTHON" ] || PYTHON=python3
PAUSE="${CHEESE_THIEF_RESTART_SECONDS:-2}"
export SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS=0
while :; do
    "$PYTHON" main.py kiosk "$@"
    status=$?
    [ "$status" -eq 75 ] && exit 0
    sleep "$PAUSE"
done
