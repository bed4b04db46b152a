"""The health log's week in a few figures: restarts, crashes, the last crash, and a storage fault still open.

The staff menu shows them as one line (``describe``); ``main.py kiosk --status`` prints them. Pure Python.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from program.i18n import t
from kiosk.health import CRASH, RESTART, STORAGE_FAULT, STORAGE_RECOVERED, WEEK_S, HealthLog, default_log

# Reasons a write may fail with that have words of their own; any other says "storage problem".
STORAGE_REASONS = ("full", "read_only")


@dataclass(frozen=True)
class HealthSummary:
    restarts: int = 0
    crashes: int = 0
    last_crash: dict[str, Any] | None = None
    storage_fault: str | None = None  # the reason of the last write that failed, unless one worked since


def summarize(log: HealthLog, now: float | None = None) -> HealthSummary:
    week = log.since(WEEK_S, now)
    crashes = [event for event in week if event["kind"] == CRASH]
    storage = [event for event in log.events() if event["kind"] in (STORAGE_FAULT, STORAGE_RECOVERED)]
    fault = None
    if storage and storage[-1]["kind"] == STORAGE_FAULT:
        fault = str(storage[-1].get("reason") or "fault")
    return HealthSummary(restarts=sum(1 for event in week if event["kind"] == RESTART), crashes=len(crashes),
                         last_crash=crashes[-1] if crashes else None, storage_fault=fault)


def describe(summary: HealthSummary) -> str:
    """One line for the staff menu, in the current language."""
    if summary.restarts == 0 and summary.crashes == 0:
        parts = [t("kiosk.staff.health.none")]
    else:
        parts = [t("kiosk.staff.health.counts", restarts=summary.restarts, crashes=summary.crashes)]
    crash = summary.last_crash
    if crash is not None:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(crash.get("t", 0))))
        parts.append(t("kiosk.staff.health.last", when=when, screen=str(crash.get("screen") or "?"),
                       error=str(crash.get("exception") or "?").split(":")[0]))
    if summary.storage_fault is not None:
        reason = summary.storage_fault if summary.storage_fault in STORAGE_REASONS else "other"
        parts.append(t(f"kiosk.staff.health.storage.{reason}"))
    return " ".join(parts)


def health_line() -> str:
    """This week's line from the program's own health log; never raises."""
    try:
        return describe(summarize(default_log()))
    except (OSError, ValueError):
        return ""
