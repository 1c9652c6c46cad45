"""Guessing the cards a seat cannot see, consistently with its view.

A guess deals the unseen cards (:func:`gouji_desktop.engine.fast.unseen_cards`)
to the other seats by their card counts.  Cards this seat gave another seat
before play (tribute, 还贡, 买三) stay with that seat while it may still hold
them.
"""

from __future__ import annotations

import random

from gouji_desktop.engine import Card, GameView
from gouji_desktop.engine.fast import NUM_RANKS, unseen_cards


def known_holdings(view: GameView) -> dict[int, list[Card]]:
    """Cards this seat gave another seat before play (tribute, 还贡, 买三) that
    that seat may still hold: it has played fewer cards of that rank since."""
    me = view.seat
    given: dict[int, list[Card]] = {}
    for giver, receiver, cards in view.exchanges:
        if giver == me and receiver != me:
            given.setdefault(receiver, []).extend(cards)
    out: dict[int, list[Card]] = {}
    for seat, gifts in given.items():
        played = [0] * NUM_RANKS
        for s, hand in view.played:
            if s == seat:
                for c in hand:
                    played[c.rank] += 1
        keep = []
        for c in sorted(gifts):
            if played[c.rank]:
                played[c.rank] -= 1
            else:
                keep.append(c)
        if keep:
            out[seat] = keep
    return out


def sample_hidden(view: GameView, rng: random.Random) -> dict[int, list[Card]]:
    """One guess of every other seat's cards, consistent with ``view``."""
    me = view.seat
    pool = unseen_cards(view)
    need = {s: view.counts[s] for s in range(6) if s != me}
    hands: dict[int, list[Card]] = {s: [] for s in need}
    for seat, cards in known_holdings(view).items():
        for c in cards:
            if need[seat] <= 0:
                break
            try:
                i = pool.index(c)
            except ValueError:
                continue
            hands[seat].append(pool.pop(i))
            need[seat] -= 1
    rng.shuffle(pool)
    at = 0
    for seat in sorted(need):
        n = need[seat]
        hands[seat].extend(pool[at : at + n])
        at += n
    return hands
