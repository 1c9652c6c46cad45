"""理牌: the order seat 0's hand is shown in, as the Gouji apps arrange it.

By rank (3 … A) or by count (the biggest groups of one rank first), the 2s
and jokers always set aside at the right end: they are the wild cards that
fill other hands (R-HAND).  The player may also move cards by hand; the
order then stays as they left it.  Cards played leave the order, cards
received (tribute, 还贡, 买三) join their rank's group, or go where the sort
would put them.  No pygame here: the table's model keeps one.

>>> from gouji_desktop.engine import parse_cards
>>> [str(c) for c in sorted_hand(parse_cards("2 9 5 9 BJ 5 5"), "count")]
['5', '5', '5', '9', '9', '2', 'BJ']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from gouji_desktop.engine import Card

#: the ways to sort, in the order the 理牌 key cycles them
SORTS = ("rank", "count")


def sorted_hand(cards: Iterable[Card], mode: str) -> list[Card]:
    """``cards`` sorted by rank or by count, the wild cards (2, jokers) last."""
    plain = [c for c in cards if not c.is_wild]
    wild = sorted(c for c in cards if c.is_wild)
    if mode == "count":
        n = Counter(c.rank for c in plain)
        plain.sort(key=lambda c: (-n[c.rank], c.rank, c))
    else:
        plain.sort()
    return plain + wild


@dataclass
class HandOrder:
    """The arrangement the player chose: a sort, and the order the hand is
    shown in now (``own``: the player moved cards themselves)."""

    mode: str = "rank"
    order: list[Card] = field(default_factory=list)
    own: bool = False

    def fit(self, cards: Sequence[Card]) -> list[Card]:
        """``cards`` (the hand as it is now) in this arrangement: the cards
        already shown keep their order, new ones join their group."""
        if not self.own and self.mode == "rank":
            return sorted_hand(cards, "rank")
        left = Counter(cards)
        out: list[Card] = []
        for c in self.order:
            if left[c] > 0:
                out.append(c)
                left[c] -= 1
        base = sorted_hand(cards, self.mode)
        for i, c in enumerate(base):
            if left[c] <= 0:
                continue
            left[c] -= 1
            out.insert(_slot(out, c, base[:i]), c)
        return out

    def keep(self, cards: Sequence[Card]) -> list[Card]:
        """The hand changed (played, received): fit it and remember the order."""
        self.order = self.fit(cards)
        return list(self.order)

    def sort(self, mode: str) -> list[Card]:
        """Sort the hand anew (the player's own order is dropped)."""
        self.mode, self.own = mode, False
        self.order = sorted_hand(self.order, mode)
        return list(self.order)

    def next_mode(self) -> str:
        """The sort after the present one (the 理牌 key cycles them)."""
        return SORTS[(SORTS.index(self.mode) + 1) % len(SORTS)] if self.mode in SORTS else SORTS[0]

    def move(self, hand: Sequence[Card], picked: Iterable[int], to: int) -> list[Card]:
        """The cards at ``picked`` (kept in their order) put before the ``to``-th
        of the other cards; the player's own order from now on."""
        chosen = sorted(set(picked))
        rest = [c for i, c in enumerate(hand) if i not in chosen]
        to = max(0, min(to, len(rest)))
        self.order = rest[:to] + [hand[i] for i in chosen] + rest[to:]
        self.own = True
        return list(self.order)

    def new_deal(self) -> None:
        """A new deal: the sort stays, the cards' own order goes."""
        self.order, self.own = [], False


def _slot(out: list[Card], card: Card, before: Sequence[Card]) -> int:
    """Where a card new to the hand goes in ``out``: in its rank's group (in
    suit order), else after the group of the card the sort puts before it
    (``before``: the sorted hand up to it), else first."""
    same = [i for i, c in enumerate(out) if c.rank == card.rank]
    if same:
        after = [i for i in same if out[i] <= card]
        return after[-1] + 1 if after else same[0]
    shown = {c.rank for c in out}
    for prev in reversed(before):
        if prev.rank in shown:
            return max(i for i, c in enumerate(out) if c.rank == prev.rank) + 1
    return 0
