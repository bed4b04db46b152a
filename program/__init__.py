"""What the whole program reads, from the sessions up to the shell: its translations by key and its version."""
