"""Where a player is inside their private turn, and a trace of it for the privacy audit.

The scene asks `can_leave_page()` before enabling its continue button, and
reports every required tap and every sound here; the trace lets the audit
compare turns across seats without looking at anything secret.
"""

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from play.flow import StepKind
from play.turns import PagePlan, TurnPlan

if TYPE_CHECKING:
    from play.double_kill.session import DkScreen


@dataclass
class TurnTrace:
    kind: "StepKind | DkScreen"
    seat: int
    pages: list[str] = field(default_factory=list)
    taps: int = 0
    seconds: float = 0.0
    page_seconds: list[float] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)

    def shape(self) -> tuple[object, ...]:
        """Everything an onlooker could notice, minus the seat: compared across seats."""
        return (self.kind, tuple(self.pages), self.taps, tuple(self.sounds))


@dataclass
class TurnProgress:
    plan: TurnPlan
    seat: int
    page_index: int = 0
    page_elapsed: float = 0.0
    page_taps: int = 0
    trace: TurnTrace = field(init=False)

    def __post_init__(self) -> None:
        self.trace = TurnTrace(self.plan.kind, self.seat, [self.page.name])
        self.trace.page_seconds.append(0.0)

    @property
    def page(self) -> PagePlan:
        return self.plan.pages[self.page_index]

    @property
    def finished(self) -> bool:
        return self.page_index >= len(self.plan.pages)

    def tick(self, dt: float) -> None:
        if self.finished:
            return
        self.page_elapsed += dt
        self.trace.seconds += dt
        self.trace.page_seconds[-1] += dt

    def tap(self) -> None:
        """A required tap on this page (a pick, a roll, a continue)."""
        self.page_taps += 1
        self.trace.taps += 1

    def sound(self, name: str) -> None:
        self.trace.sounds.append(name)

    def min_time_passed(self) -> float:
        return min(1.0, self.page_elapsed / self.page.min_seconds) if self.page.min_seconds else 1.0

    def can_leave_page(self) -> bool:
        """The continue tap is the page's last required tap, allowed after its minimum time."""
        return self.page_elapsed >= self.page.min_seconds and self.page_taps >= self.page.taps - 1

    def leave_page(self) -> None:
        if not self.can_leave_page():
            raise ValueError("this page cannot be left yet")
        self.tap()
        self.page_index += 1
        self.page_elapsed = 0.0
        self.page_taps = 0
        if not self.finished:
            self.trace.pages.append(self.page.name)
            self.trace.page_seconds.append(0.0)
