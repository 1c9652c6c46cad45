"""What a seat knows when it decides, in the compact form the policies use:
its rank counts, the top hand as a play, every seat's card count and status,
and the unseen cards per rank (what it remembers of the played cards).

A :class:`Situation` is built from a :class:`GameView` (the frozen baseline
keeps only that path).
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import GameView
from gouji_desktop.engine.fast import NUM_RANKS, Play, play_of_counts

from .odds import FRESH_POOL, beat_chance, fresh_beat_chance

#: Cards of each rank in the four decks.
DECK_COUNTS: tuple[int, ...] = FRESH_POOL


def rank_counts_of(cards: Sequence[object]) -> list[int]:
    counts = [0] * NUM_RANKS
    for c in cards:
        counts[c.rank] += 1  # type: ignore[attr-defined]  # cards are Card values; the signature takes any iterable
    return counts


class Situation:
    """One seat's knowledge at one decision (see the module docstring)."""

    __slots__ = (
        "_answerers",
        "_chances",
        "active",
        "beats",
        "bie_san",
        "burner",
        "counts",
        "deadly_mine",
        "decision",
        "hand",
        "headless",
        "let_ok",
        "memory",
        "opened",
        "passed",
        "pool",
        "scramble",
        "seat",
        "top",
        "top_mode",
        "top_seat",
        "unseen",
    )

    seat: int
    hand: list[int]
    decision: str
    top: Play | None
    top_seat: int
    top_mode: str
    counts: Sequence[int]
    active: Sequence[bool]
    passed: Sequence[bool]
    headless: Sequence[bool]
    opened: Sequence[bool]
    scramble: bool
    burner: int
    bie_san: bool
    let_ok: bool
    deadly_mine: bool
    pool: list[int]
    unseen: int
    memory: bool
    beats: list[Play] | None  # the beating plays, when the caller has them already

    def __init__(self) -> None:
        self.beats = None
        self._chances: dict[tuple[int, int, int, int], float] = {}
        self._answerers: dict[tuple[bool, bool], tuple[int, ...]] = {}

    @classmethod
    def from_view(cls, view: GameView, let_ok: bool, memory: bool = True) -> Situation:
        """From ``game.view(seat)``; ``let_ok``: whether 让牌 is among the legal actions."""
        sit = cls()
        me = view.seat
        sit.seat = me
        sit.hand = rank_counts_of(view.hand)
        sit.decision = view.decision
        top_counts = rank_counts_of(view.top_cards)
        sit.top = play_of_counts(top_counts, view.rules.bie_san) if view.top_cards else None
        sit.top_seat = -1 if view.top_seat is None else view.top_seat
        sit.top_mode = view.top_mode
        sit.counts = view.counts
        sit.active = view.active
        sit.passed = view.passed
        sit.headless = view.headless
        sit.opened = view.opened
        sit.scramble = view.scramble
        sit.burner = -1 if view.burner is None else view.burner
        sit.bie_san = view.rules.bie_san
        sit.let_ok = let_ok
        # my gouji hands are deadly (R-DEADLY) while I hold the head; engine 1.1
        # drops ``deadly_next``, so the frozen copy reads it only while it exists
        deadly_next = getattr(view, "deadly_next", None)
        sit.deadly_mine = view.head_left[me] > 0 or bool(deadly_next and deadly_next[me])
        pool = [DECK_COUNTS[r] - sit.hand[r] for r in range(NUM_RANKS)]
        for _seat, cards in view.played:
            for c in cards:
                pool[c.rank] -= 1
        sit.pool = pool
        sit.unseen = sum(pool)
        sit.memory = memory
        return sit

    # ----- derived knowledge -------------------------------------------------

    @property
    def total(self) -> int:
        return sum(self.hand)

    def chance(self, es: int, x: int, n: int, h: int) -> float:
        """Chance that one seat holding ``h`` cards can beat (es SJ + n × x)."""
        key = (es, x, n, h)
        got = self._chances.get(key)
        if got is None:
            if self.memory:
                got = beat_chance(self.pool, self.unseen, es, x, n, h)
            else:
                got = fresh_beat_chance(es, x, n, h)
            self._chances[key] = got
        return got

    def opponents(self) -> list[int]:
        me = self.seat
        return [s for s in ((me + 1) % 6, (me + 3) % 6, (me + 5) % 6) if self.active[s]]

    def answerers(self, gouji: bool, as_lead: bool) -> tuple[int, ...]:
        """Card counts of the opponents who could beat a hand of mine now:
        the 对头 and headless seats for a gouji hand (R-GOUJIANSWER), else every
        active opponent (who has not passed, for a beat inside a round)."""
        key = (gouji, as_lead)
        got = self._answerers.get(key)
        if got is None:
            got = self._answerers[key] = tuple(self._find_answerers(gouji, as_lead))
        return got

    def _find_answerers(self, gouji: bool, as_lead: bool) -> list[int]:
        me = self.seat
        opp = (me + 3) % 6
        out: list[int] = []
        protected = gouji and not self.scramble and not self.headless[me]
        if protected and self.deadly_mine:
            return out
        for s in self.opponents():
            if protected:
                if s == opp or self.headless[s]:
                    out.append(self.counts[s])
            elif as_lead or self.scramble or not self.passed[s] or s == opp or self.headless[s]:
                out.append(self.counts[s])
        return out
