"""The beat odds that normal's card memory uses (ai/belief/odds.py), against a count
of every holding of a small pool of unseen cards (R-BEAT, R-TIE, R-MIXJ)."""

from __future__ import annotations

import itertools

import pytest

from gouji_desktop.ai.belief.odds import PoolOdds, beat_chance
from gouji_desktop.engine.cards import ACE, BJ, NUM_RANKS, SJ, TWO

FIVE, NINE = 2, 6


def _pool(**counts: int) -> list[int]:
    pool = [0] * NUM_RANKS
    for rank, n in (
        (FIVE, counts.get("five", 0)),
        (NINE, counts.get("nine", 0)),
        (ACE, counts.get("ace", 0)),
    ):
        pool[rank] = n
    pool[TWO], pool[SJ], pool[BJ] = counts.get("two", 0), counts.get("sj", 0), counts.get("bj", 0)
    return pool


def _counted(pool: list[int], es: int, x: int, n: int, f: float) -> float:
    """Each unseen card held with chance f: the chance that what is held beats
    es SJs + n cards of rank x (es BJs over the SJs, then one plain rank above
    x or 2s below a 2, tied up with the wild cards: 2s below a 2 and jokers)."""
    cards = [r for r in range(NUM_RANKS) for _ in range(pool[r])]
    total = 0.0
    for held in itertools.product((0, 1), repeat=len(cards)):
        got = [0] * NUM_RANKS
        for r, h in zip(cards, held, strict=True):
            got[r] += h
        k = sum(held)
        p = f**k * (1 - f) ** (len(cards) - k)
        if got[BJ] < es:
            continue
        jokers = got[BJ] - es + (0 if es else got[SJ])
        wild = jokers + (got[TWO] if x < TWO else 0)
        plain = max((got[y] for y in range(max(x + 1, 0), ACE + 1)), default=0)
        if n == 0 or plain + wild >= n:
            total += p
    return total


POOL = _pool(five=3, nine=2, ace=2, two=2, sj=1, bj=2)  # 12 unseen cards


@pytest.mark.parametrize(
    ("es", "x", "n", "h"),
    [
        (0, FIVE, 3, 6),  # three 5s: 9s or aces with wild cards
        (0, -1, 2, 4),  # a pair of jokers' tie-ins: any pair
        (0, ACE, 1, 3),  # a single ace: a 2 or a joker
        (0, TWO, 2, 8),  # two 2s: only jokers
        (1, -1, 0, 2),  # a lone SJ: a BJ
        (1, NINE, 2, 9),  # SJ + two 9s: a BJ and two aces (2s and the other BJ tie in)
        (2, -1, 0, 12),  # two SJs, every card held: both BJs
    ],
)
def test_beat_odds_match_every_holding_counted(es: int, x: int, n: int, h: int) -> None:
    unseen = sum(POOL)
    expected = _counted(POOL, es, x, n, min(1.0, h / unseen))
    # over SJs the odds take "enough BJs" and "the rest ties up" as independent
    # (the BJs beyond es counted as wild cards unconditionally): close, not exact
    tolerance = 0.01 if es else 1e-12
    assert beat_chance(POOL, unseen, es, x, n, h) == pytest.approx(expected, abs=tolerance)


def test_one_pool_answers_many_hands_as_fresh_asks_do() -> None:
    # the shared per-rank work is kept by hand share and need: asking in any
    # order gives what a fresh ask gives
    unseen = sum(POOL)
    shared = PoolOdds(POOL, unseen)
    asks = [
        (es, x, n, h)
        for es in (0, 1)
        for x in (-1, FIVE, NINE, ACE, TWO)
        for n in (0, 1, 2, 3)
        for h in (2, 5, 12)
    ]
    for es, x, n, h in reversed(asks):
        assert shared.beat_chance(es, x, n, h) == PoolOdds(POOL, unseen).beat_chance(es, x, n, h)
    assert shared.beat_chance(0, FIVE, 3, 2) == 0.0  # two cards never beat three
