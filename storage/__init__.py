"""Everything kept on disk: atomic files, the autosave, the history database, the tutorial's progress."""
