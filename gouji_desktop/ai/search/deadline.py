"""The hard level's clock: when to stop so that a decision never runs past its budget.

The search looks at the clock between short stretches of work (every few
rollout steps, before each deal and each option).  It stops once the next
stretch might not fit: the reserve it keeps before the end is twice the
longest stretch seen so far between two looks, plus a fixed slack.  On a
loaded machine the process is descheduled between looks, the stretches it
sees grow, and it stops earlier: it uses less of its budget, never more.
"""

from __future__ import annotations

from collections.abc import Callable

#: How many of the longest stretches between two looks the search keeps in hand.
RESERVE_GAPS = 2.0
#: Fixed slack before the end, in seconds (returning the answer, the caller's own work).
SLACK_S = 0.002


class Deadline:
    """The end of a decision's search time and the longest stretch seen between
    two looks at ``clock`` (seconds)."""

    __slots__ = ("clock", "end", "gap", "last", "looks")

    def __init__(self, clock: Callable[[], float], end: float) -> None:
        self.clock = clock
        self.end = end
        self.last = clock()
        self.gap = 0.0
        self.looks = 0  # how often the clock was read (for tests and tuning)

    def near(self) -> bool:
        """Whether the work should stop now: the next stretch, as long as twice
        the longest so far, might not end before ``end``."""
        now = self.clock()
        self.looks += 1
        gap = now - self.last
        self.last = now
        if gap > self.gap:
            self.gap = gap
        return now + RESERVE_GAPS * self.gap + SLACK_S > self.end


#: A deadline that never comes (rollouts for benchmarks and tests).
class Never(Deadline):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(lambda: 0.0, float("inf"))

    def near(self) -> bool:
        return False
