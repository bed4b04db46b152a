"""The demo plans, one module per folder of ``scenes/`` (``app.plan_lookup`` finds a screen's plan by its class).

Each module sits in the layer of the screens it plays (``tests/architecture_checks.py``), so a mode can start a demo
player with the plans of the screens below it (the kiosk's attract loop) without importing anything above it.
"""
