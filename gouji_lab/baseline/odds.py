"""How likely a hand is to be beaten, from the cards a seat has not seen.

A seat holding ``h`` of the ``U`` unseen cards is modelled as holding each
unseen card with probability ``h/U`` independently (a binomial approximation
of the hypergeometric deal).  To beat ``n`` cards of effective rank ``x``
(plus ``es`` small jokers) it needs ``es`` big jokers and ``n`` more cards
above ``x`` made of one plain rank, 2s and jokers (R-BEAT, R-TIE, R-MIXJ).

>>> round(beat_chance(FRESH_POOL, 216, es=0, x=ACE, n=1, h=36), 2)  # a single ace
0.99
>>> beat_chance(FRESH_POOL, 216, es=0, x=ACE, n=5, h=4)  # five cards from a seat holding four
0.0
>>> pool = [0] * 15; pool[BJ] = 1
>>> beat_chance(pool, 10, es=1, x=-1, n=0, h=5)  # an SJ when one BJ is unseen
0.5
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from gouji_desktop.engine.fast import ACE, BJ, SJ, TWO

#: unseen counts per rank when nothing is known: 16 of each rank, 4 of each joker
FRESH_POOL: tuple[int, ...] = (16,) * 13 + (4, 4)


def _pmf(u: int, f: float, upto: int) -> list[float]:
    """P(Binomial(u, f) = k) for k = 0..upto."""
    out = [0.0] * (upto + 1)
    if f <= 0.0:
        out[0] = 1.0
        return out
    if f >= 1.0:
        if u <= upto:
            out[u] = 1.0
        return out
    q = 1.0 - f
    p = q**u
    ratio = f / q
    for k in range(min(u, upto) + 1):
        out[k] = p
        p = p * (u - k) / (k + 1) * ratio
    return out


def _below(u: int, f: float, k: int) -> float:
    """P(Binomial(u, f) < k)."""
    if k <= 0:
        return 0.0
    if k > u:
        return 1.0
    return sum(_pmf(u, f, k - 1))


def _group_chance(pool: Sequence[int], x: int, n: int, wild: int, f: float) -> float:
    """P(some plain rank y > x, with the wild cards, makes ``n`` cards)."""
    if n <= 0:
        return 1.0
    pw = _pmf(wild, f, n)
    total = 1.0 - sum(pw[:n])  # the wild cards alone reach n
    ranks = range(x + 1 if x >= 0 else 0, ACE + 1)
    for w in range(n):
        if pw[w] == 0.0:
            continue
        need = n - w
        none = 1.0
        for y in ranks:
            u = pool[y]
            if u >= need:
                none *= _below(u, f, need)
        total += pw[w] * (1.0 - none)
    return min(1.0, total)


def beat_chance(pool: Sequence[int], unseen: int, es: int, x: int, n: int, h: int) -> float:
    """Chance that a seat holding ``h`` of the ``unseen`` cards (counts per rank
    in ``pool``) can beat ``es`` SJs + ``n`` cards of effective rank ``x``
    (``x = -1``: no such cards; the hand holds no effective BJ)."""
    if h < es + n or unseen <= 0 or h <= 0:
        return 0.0
    f = h / unseen if h < unseen else 1.0
    if es:
        bj = pool[BJ]
        if bj < es:
            return 0.0
        p_bj = 1.0 - _below(bj, f, es)
        wild = (pool[TWO] if x < TWO else 0) + bj - es
        return p_bj * _group_chance(pool, x, n, wild, f)
    wild = pool[BJ] + pool[SJ] + (pool[TWO] if x < TWO else 0)
    return _group_chance(pool, x, n, wild, f)


@lru_cache(maxsize=8192)
def fresh_beat_chance(es: int, x: int, n: int, h: int) -> float:
    """:func:`beat_chance` when nothing is remembered (all 216 cards unseen)."""
    return beat_chance(FRESH_POOL, 216, es, x, n, h)


def can_ever_beat(pool: Sequence[int], es: int, x: int, n: int, h_max: int) -> bool:
    """Could the unseen cards, pooled in one hand of at most ``h_max`` cards,
    beat this hand?  False means it is a sure winner (cards counted)."""
    if h_max < es + n:
        return False
    if es:
        if pool[BJ] < es:
            return False
        wild = (pool[TWO] if x < TWO else 0) + pool[BJ] - es
    else:
        wild = pool[BJ] + pool[SJ] + (pool[TWO] if x < TWO else 0)
    if n <= wild:
        return True
    best = 0
    for y in range(x + 1 if x >= 0 else 0, ACE + 1):
        if pool[y] > best:
            best = pool[y]
    return best + wild >= n
