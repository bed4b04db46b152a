"""The frame machinery: budgets, work ahead of need, rehearsals, layer caches and widget-manager pools."""
