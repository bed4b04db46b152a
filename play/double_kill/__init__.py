"""A Double Kill sitting: its session, setup, timing and the judge's voice (pure Python)."""
