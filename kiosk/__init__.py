"""The café kiosk: a program left running for customers, with screens and statistics for staff."""
