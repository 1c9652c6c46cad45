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


def _pmf(u: int, f: float) -> list[float]:
    """P(Binomial(u, f) = k) for k = 0..u."""
    out = [0.0] * (u + 1)
    if f <= 0.0:
        out[0] = 1.0
        return out
    if f >= 1.0:
        out[u] = 1.0
        return out
    q = 1.0 - f
    p = q**u
    ratio = f / q
    for k in range(u + 1):
        out[k] = p
        p = p * (u - k) / (k + 1) * ratio
    return out


#: by (u, f): P(Binomial(u, f) = k) for k = 0..u, and P(Binomial(u, f) < k)
#: for k = 0..u+1 (summed from k = 0 up).  Pure, and asked again and again with
#: the same few hand shares: kept for good, but bounded; shared by all threads.
#: Tuples, not lists: a tuple of floats leaves the garbage collector's lists
#: at its first pass, so tens of thousands of rows cost its full passes
#: nothing (as lists they made them take up to 64 ms inside a decision).
_ROWS: dict[tuple[int, float], tuple[tuple[float, ...], tuple[float, ...]]] = {}


def _rows(u: int, f: float) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """:data:`_ROWS`' entry for (u, f), made at the first ask."""
    key = (u, f)
    got = _ROWS.get(key)
    if got is None:
        if len(_ROWS) > 100_000:
            _ROWS.clear()
        pmf = _pmf(u, f)
        below = [0.0] * (u + 2)
        acc = 0.0
        for k in range(u + 1):
            acc += pmf[k]
            below[k + 1] = acc
        got = _ROWS[key] = (tuple(pmf), tuple(below))
    return got


#: by hand share f: P(Binomial(u, f) < k) rows indexed by u (None: not made yet),
#: the same rows as :data:`_ROWS`' second half, for the per-rank loop of
#: :meth:`PoolOdds._none_from` (a list index instead of a tuple-keyed lookup).
_BELOW_BY_SHARE: dict[float, list[tuple[float, ...] | None]] = {}


def _below_rows(f: float) -> list[tuple[float, ...] | None]:
    got = _BELOW_BY_SHARE.get(f)
    if got is None:
        if len(_BELOW_BY_SHARE) > 5_000:
            _BELOW_BY_SHARE.clear()
        got = _BELOW_BY_SHARE[f] = [None] * 17  # a plain rank: at most 16 unseen
    return got


def _below(u: int, f: float, k: int) -> float:
    """P(Binomial(u, f) < k)."""
    if k <= 0:
        return 0.0
    if k > u:
        return 1.0
    return _rows(u, f)[1][k]


class PoolOdds:
    """:func:`beat_chance` for one pool of unseen cards, any hand and holding.

    A seat's decision asks the odds of many hands against the same pool; the
    per-rank work (the chance that no plain rank above ``x`` reaches ``need``)
    is shared between them as products over the ranks from the top down, kept
    by (hand share, need).

    >>> odds = PoolOdds(FRESH_POOL, 216)
    >>> round(odds.beat_chance(es=0, x=ACE, n=1, h=36), 2)
    0.99
    """

    __slots__ = ("_none", "pool", "unseen")

    def __init__(self, pool: Sequence[int], unseen: int) -> None:
        self.pool = pool
        self.unseen = unseen
        #: by f, then need: per rank y, the chance that no plain rank from y up reaches need
        self._none: dict[float, dict[int, list[float]]] = {}

    def _none_from(self, f: float, need: int) -> list[float]:
        """Made once per (f, need): by rank y, P(no plain rank from y up makes need)."""
        pool = self.pool
        rows = _below_rows(f)
        got = [1.0] * (BJ + 2)  # above the ace no plain rank: 1.0
        acc = 1.0
        for y in range(ACE, -1, -1):
            u = pool[y]
            if u >= need:
                row = rows[u]
                if row is None:
                    row = rows[u] = _rows(u, f)[1]
                acc = row[need] * acc
            got[y] = acc
        return got

    def _group_chance(self, x: int, n: int, wild: int, f: float) -> float:
        """P(some plain rank y > x, with the wild cards, makes ``n`` cards)."""
        if n <= 0:
            return 1.0
        pw, below = _rows(wild, f)
        total = 1.0 - below[min(n, wild + 1)]  # the wild cards alone reach n
        lo = x + 1 if x >= 0 else 0
        nones = self._none.get(f)
        if nones is None:
            nones = self._none[f] = {}
        for w in range(min(n, wild + 1)):
            p = pw[w]
            if p != 0.0:
                none = nones.get(n - w)
                if none is None:
                    none = nones[n - w] = self._none_from(f, n - w)
                total += p * (1.0 - none[lo])
        return min(1.0, total)

    def beat_chance(self, es: int, x: int, n: int, h: int) -> float:
        """Chance that a seat holding ``h`` of the unseen cards can beat ``es``
        SJs + ``n`` cards of effective rank ``x`` (``x = -1``: no such cards;
        the hand holds no effective BJ)."""
        unseen = self.unseen
        if h < es + n or unseen <= 0 or h <= 0:
            return 0.0
        pool = self.pool
        f = h / unseen if h < unseen else 1.0
        if es:
            bj = pool[BJ]
            if bj < es:
                return 0.0
            p_bj = 1.0 - _below(bj, f, es)
            wild = (pool[TWO] if x < TWO else 0) + bj - es
            return p_bj * self._group_chance(x, n, wild, f)
        wild = pool[BJ] + pool[SJ] + (pool[TWO] if x < TWO else 0)
        return self._group_chance(x, n, wild, f)


def beat_chance(pool: Sequence[int], unseen: int, es: int, x: int, n: int, h: int) -> float:
    """Chance that a seat holding ``h`` of the ``unseen`` cards (counts per rank
    in ``pool``) can beat ``es`` SJs + ``n`` cards of effective rank ``x``
    (``x = -1``: no such cards; the hand holds no effective BJ).  Asking
    many hands against one pool: :class:`PoolOdds`."""
    return PoolOdds(pool, unseen).beat_chance(es, x, n, h)


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


_FRESH_WINS: dict[tuple[int, int, int, tuple[int, ...], float], float] = {}


def fresh_win_chance(es: int, x: int, n: int, hs: tuple[int, ...], willing: float) -> float:
    """Chance that no seat holding ``hs`` cards beats the hand (each that can,
    with probability ``willing``), nothing remembered (shared cache: a pure
    function, safe across threads)."""
    key = (es, x, n, hs, willing)
    got = _FRESH_WINS.get(key)
    if got is None:
        got = 1.0
        for h in hs:
            got *= 1.0 - willing * fresh_beat_chance(es, x, n, h)
        if len(_FRESH_WINS) > 200_000:
            _FRESH_WINS.clear()
        _FRESH_WINS[key] = got
    return got
