"""Fresh odds for the rollout policy, cached for good: a play's profile
(R-TIE, R-MIXJ), whether it is a gouji hand, and the chance that no seat
answering it beats it when nothing is remembered about the cards (the rollout
style plays on fresh odds).  Pure functions over ints, so one cache serves
every thread, and the caches hold nothing the garbage collector must scan
(docs/ai-strength.md, "Latency")."""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine.fast import TWO, Play, play_counts_for_opening, play_is_gouji

from .odds import fresh_beat_chance


def profile(p: Play) -> tuple[int, int, int, int]:
    """Effective (big jokers, small jokers, base rank, base count) of a play
    (R-TIE, R-MIXJ)."""
    r, k, t, s, b = p
    if s and b:
        b, s = 0, s + b
    if r >= 0:
        return b, s, r, k + t
    if t:
        return b, s, TWO, t
    return b, s, -1, 0


#: A play's profile, whether it is a gouji hand, its :func:`odds_key` without
#: answerers and whether it counts for opening (R-OPENKIND).
Shape = tuple[int, int, int, int, bool, int, bool]

#: per play (pure: one cache for all threads; filled by :func:`shape`)
SHAPES: dict[Play, Shape] = {}


def shape(p: Play) -> Shape:
    got = SHAPES.get(p)
    if got is None:
        eb, es, x, n = profile(p)
        got = SHAPES[p] = (eb, es, x, n, play_is_gouji(p), odds_key(es, x, n, 0), play_counts_for_opening(p))
    return got


#: fresh_win per style (``willing``) by :func:`odds_key`; int keys, so that what
#: the cache keeps is nothing the garbage collector must scan (pure: shared by
#: all threads)
_FRESH_WINS: dict[float, dict[int, float]] = {}


def fresh_wins_for(willing: float) -> dict[int, float]:
    """The cache of :func:`fresh_win` for one style's ``willing`` (by :func:`odds_key`)."""
    cache = _FRESH_WINS.get(willing)
    if cache is None:
        cache = _FRESH_WINS[willing] = {}
    return cache


def holders_key(hs: Sequence[int]) -> int:
    """The answerers' card counts as one int (7 bits each, at most 3 seats)."""
    code = 0
    for h in hs:
        code = code * 128 + h + 1
    return code


def odds_key(es: int, x: int, n: int, holders: int) -> int:
    """A hand's profile (:func:`profile`) and its answerers (:func:`holders_key`) as one int."""
    return (((es * 32 + x + 1) * 128 + n) << 21) | holders


#: fresh_beat_chance by (profile, hand size) as one int: all of them fit
#: (a few tens of thousands), where the odds' own cache keeps the last 8,192
_BEAT_CHANCES: dict[int, float] = {}


def beat_chance_fresh(es: int, x: int, n: int, h: int) -> float:
    """:func:`.odds.fresh_beat_chance`, kept for good (pure: shared by all threads)."""
    key = (((es * 32 + x + 1) * 128 + n) << 7) | h
    got = _BEAT_CHANCES.get(key)
    if got is None:
        got = _BEAT_CHANCES[key] = fresh_beat_chance(es, x, n, h)
    return got


#: per style (``willing``): 1 − willing × :func:`beat_chance_fresh`, by the
#: profile's odds_key and the answerer's card count (one answerer's factor in
#: :func:`fresh_win`)
_MISS_FACTORS: dict[float, dict[int, float]] = {}


def fresh_win(es: int, x: int, n: int, hs: Sequence[int], willing: float, holders: int = -1) -> float:
    """Chance that no seat holding ``hs`` cards beats the hand (fresh odds; a
    pure function, so one cache serves every thread); ``holders``:
    :func:`holders_key` of ``hs`` when the caller has it."""
    cache = fresh_wins_for(willing)
    base = odds_key(es, x, n, 0)
    got = cache.get(base | (holders if holders >= 0 else holders_key(hs)))
    if got is None:
        got = fresh_win_missed(cache, es, x, n, hs, willing, base, holders)
    return got


def fresh_win_missed(
    cache: dict[int, float],
    es: int,
    x: int,
    n: int,
    hs: Sequence[int],
    willing: float,
    base: int,
    holders: int,
) -> float:
    """:func:`fresh_win` after its look-up missed: ``cache`` is
    :func:`fresh_wins_for` ``willing``, ``base`` the profile's odds_key
    without answerers, ``holders`` the holders_key of ``hs`` (−1: unknown)."""
    factors = _MISS_FACTORS.get(willing)
    if factors is None:
        factors = _MISS_FACTORS[willing] = {}
    got = 1.0
    for h in hs:
        f = factors.get(base | h)
        if f is None:
            f = factors[base | h] = 1.0 - willing * beat_chance_fresh(es, x, n, h)
        got *= f
    if len(cache) > 200_000:
        cache.clear()
    cache[base | (holders if holders >= 0 else holders_key(hs))] = got
    return got
