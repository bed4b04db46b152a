"""The café kiosk: attract loop, staff screens, idle watch and wiring."""
