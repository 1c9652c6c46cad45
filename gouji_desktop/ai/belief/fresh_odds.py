"""Fresh odds for the rollout policy, cached for good: a play's profile
(R-TIE, R-MIXJ), whether it is a gouji hand, and each answerer's factor in
the chance that no seat answering it beats it when nothing is remembered
about the cards (the rollout style plays on fresh odds).  Pure functions over
ints, so one cache serves every thread, and the caches hold nothing the
garbage collector must scan but the factor rows, a few hundred lists made
once (docs/ai.md)."""

from __future__ import annotations

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


#: A play's profile, whether it is a gouji hand, its :func:`odds_key` and
#: whether it counts for opening (R-OPENKIND).
Shape = tuple[int, int, int, int, bool, int, bool]

#: per play (pure: one cache for all threads; filled by :func:`shape`)
SHAPES: dict[Play, Shape] = {}


def shape(p: Play) -> Shape:
    got = SHAPES.get(p)
    if got is None:
        eb, es, x, n = profile(p)
        got = SHAPES[p] = (eb, es, x, n, play_is_gouji(p), odds_key(es, x, n), play_counts_for_opening(p))
    return got


def odds_key(es: int, x: int, n: int) -> int:
    """A hand's profile (:func:`profile`) as one int, its low 7 bits left for
    an answerer's card count (:func:`beat_chance_fresh`'s key): small enough
    for Python's one-digit ints."""
    return ((es * 32 + x + 1) * 128 + n) << 7


#: fresh_beat_chance by (profile, hand size) as one int: all of them fit
#: (a few tens of thousands), where the odds' own cache keeps the last 8,192
_BEAT_CHANCES: dict[int, float] = {}


def beat_chance_fresh(es: int, x: int, n: int, h: int) -> float:
    """:func:`.odds.fresh_beat_chance`, kept for good (pure: shared by all threads)."""
    key = odds_key(es, x, n) | h
    got = _BEAT_CHANCES.get(key)
    if got is None:
        got = _BEAT_CHANCES[key] = fresh_beat_chance(es, x, n, h)
    return got


#: one answerer's factor in a fresh win chance (the product over the
#: answerers in turn order) by its card count; None until first asked
FactorRow = list[float | None]

#: per style (``willing``): per profile (:func:`odds_key`), the row of
#: 1 − willing × :func:`beat_chance_fresh` by the answerer's card count
_FACTOR_ROWS: dict[float, dict[int, FactorRow]] = {}


def factor_rows_for(willing: float) -> dict[int, FactorRow]:
    """One style's factor rows (``willing``) by odds_key; :func:`factor_row`
    adds a row, :func:`miss_factor` fills it."""
    rows = _FACTOR_ROWS.get(willing)
    if rows is None:
        rows = _FACTOR_ROWS[willing] = {}
    return rows


def factor_row(rows: dict[int, FactorRow], base: int) -> FactorRow:
    """The row of ``rows`` for the profile whose odds_key is ``base``, added
    empty when it has none."""
    row = rows.get(base)
    if row is None:
        row = rows[base] = [None] * 128  # a card count fits odds_key's low 7 bits
    return row


def miss_factor(row: FactorRow, willing: float, es: int, x: int, n: int, h: int) -> float:
    """The factor for an answerer holding ``h`` cards, after ``row`` (of the
    style ``willing`` and the profile ``es, x, n``) had none."""
    f = row[h] = 1.0 - willing * beat_chance_fresh(es, x, n, h)
    return f
