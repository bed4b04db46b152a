"""Table mode: players around one large multi-touch screen, each with a zone at their own edge."""
