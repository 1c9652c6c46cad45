"""One hand (一手牌): validity, effective ranks, beating, gouji hands.

Inside the engine a hand is a compact *play* ``(r, k, t, s, b)``: ``k`` plain
cards of rank ``r`` (``r = -1`` when there are none), ``t`` twos, ``s`` small
and ``b`` big jokers.  Suits never matter here (R-RANK).  :class:`Hand` is the
public value built on it.

>>> Hand.of(parse_cards("2 2 8 8 8")).effective
(5, 5, 5, 5, 5)
>>> Hand.of(parse_cards("9 9 9 9 9")).beats(Hand.of(parse_cards("2 2 8 8 8")))
True
>>> Hand.of(parse_cards("8 8 9"))
Traceback (most recent call last):
...
gouji_desktop.engine.errors.IllegalHand: a hand holds one rank: 8 and 9 differ
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import (
    BARE,
    BJ,
    RANK_NAMES,
    SJ,
    THREE,
    TWO,
    Card,
    parse_cards,  # noqa: F401  (used by the doctests)
    rank_counts,
)
from .errors import IllegalHand
from .rules import Rules

Play = tuple[int, int, int, int, int]  # (plain rank or -1, plain count, twos, small jokers, big jokers)

#: R-GOUJI: the fewest cards of a rank that make a gouji hand without a joker.
GOUJI_MIN: dict[int, int] = {7: 5, 8: 4, 9: 3, 10: 2, 11: 2, TWO: 1}


def play_size(p: Play) -> int:
    return p[1] + p[2] + p[3] + p[4]


def play_of_counts(counts: Sequence[int], rules_bie_san: bool = True) -> Play:
    """The compact play of a 15-rank count vector; raises IllegalHand when it is
    not one hand (R-HAND, R-BIE3's "3s go alone")."""
    plain = [r for r in range(12) if counts[r]]
    total = sum(counts)
    if total == 0:
        raise IllegalHand("empty", "a hand needs at least one card")
    if len(plain) > 1:
        first, second = RANK_NAMES[plain[0]], RANK_NAMES[plain[1]]
        if len(plain) >= 3 and plain[-1] - plain[0] == len(plain) - 1:
            raise IllegalHand(
                "straight",
                f"no straights in Gouji: a hand holds one rank ({first} and {second} differ)",
                a=first,
                b=second,
            )
        raise IllegalHand(
            "mixed_ranks", f"a hand holds one rank: {first} and {second} differ", a=first, b=second
        )
    r = plain[0] if plain else -1
    t, s, b = counts[TWO], counts[SJ], counts[BJ]
    if rules_bie_san and r == THREE and (t or s or b):
        raise IllegalHand("bie3_wild", "with 憋三, 3s go alone: no 2s or jokers with them")
    return (r, counts[r] if r >= 0 else 0, t, s, b)


def profile(p: Play) -> tuple[int, int, int, int]:
    """Effective (big jokers, small jokers, base rank, base count) after R-TIE and
    R-MIXJ; base rank is -1 when the hand is all jokers."""
    r, k, t, s, b = p
    if s and b:  # R-MIXJ: with both joker kinds every BJ counts as an SJ
        eb, es = 0, s + b
    else:
        eb, es = b, s
    if r >= 0:
        return eb, es, r, k + t  # R-TIE: 2s count as the plain rank
    if t:
        return eb, es, TWO, t
    return eb, es, -1, 0


def effective_ranks(p: Play) -> tuple[int, ...]:
    """Effective ranks, high to low (RULES.md §3)."""
    eb, es, x, n = profile(p)
    return (BJ,) * eb + (SJ,) * es + (x,) * n


def play_beats(new: Play, old: Play) -> bool:
    """R-BEAT by the seed's algorithm: same size, every effective rank higher."""
    a, b = effective_ranks(old), effective_ranks(new)
    return len(a) == len(b) and all(y > x for x, y in zip(a, b, strict=True))


def play_is_gouji(p: Play) -> bool:
    """R-GOUJI: any joker, or enough of a high rank (2s tied in)."""
    r, k, t, s, b = p
    if s or b:
        return True
    if r < 0:
        return t >= 1
    return k + t >= GOUJI_MIN.get(r, 99)


def play_counts_for_opening(p: Play) -> bool:
    """R-OPENKIND: a gouji hand without a joker that is not a single 2."""
    r, _k, t, s, b = p
    return not (s or b) and play_is_gouji(p) and not (r < 0 and t == 1)


def play_cards(p: Play) -> tuple[Card, ...]:
    """Bare cards of a play, low to high (memoized: plays are few and
    ``legal_actions`` asks for every one of them at every decision)."""
    cards = _PLAY_CARDS.get(p)
    if cards is None:
        r, k, t, s, b = p
        cards = (BARE[r],) * k + (BARE[TWO],) * t + (BARE[SJ],) * s + (BARE[BJ],) * b
        if len(_PLAY_CARDS) < 200_000:  # bounded whatever the input
            _PLAY_CARDS[p] = cards
    return cards


_PLAY_CARDS: dict[Play, tuple[Card, ...]] = {}


def play_has_joker(p: Play) -> bool:
    return bool(p[3] or p[4])


def _plain_groups(counts: Sequence[int], m: int, above: int, out: list[Play], s: int, b: int) -> None:
    """Append every way to make ``m`` cards of one effective rank above ``above``
    (a plain rank with tied 2s, or pure 2s) next to ``s``/``b`` jokers."""
    c2 = counts[TWO]
    if not c2:  # the common case: whole groups of m only
        for y in range(above + 1, 12):
            if counts[y] >= m:
                out.append((y, m, 0, s, b))
        return
    # k plain cards plus m-k twos, 1 <= k <= cy, m-k <= c2
    lo = m - c2 if m - c2 > 1 else 1
    for y in range(above + 1, 12):
        cy = counts[y]
        if not cy:
            continue
        hi = cy if cy < m else m
        for k in range(lo, hi + 1):
            out.append((y, k, m - k, s, b))
    if above < TWO and c2 >= m:
        out.append((-1, 0, m, s, b))


def beating_plays(counts: Sequence[int], top: Play) -> list[Play]:
    """Every play from ``counts`` that beats ``top`` (R-BEAT), built directly.

    >>> c = rank_counts(parse_cards("9 9 2 SJ BJ"))
    >>> [format_play(p) for p in beating_plays(c, (5, 2, 0, 0, 0))]
    ['9 2', '9 9', '9 BJ', '2 BJ', '9 SJ', '2 SJ', 'SJ BJ']
    """
    eb, es, x, n = profile(top)
    if eb:
        return []  # nothing is higher than a BJ
    size = eb + es + n
    out: list[Play] = []
    cs, cb = counts[SJ], counts[BJ]
    if not (es or cs or cb):  # the common case: no jokers either side, plain groups only
        _plain_groups(counts, size, x, out, 0, 0)
        return out
    if es:
        # the top's SJs need BJs over them, and B may hold no SJ (R-MIXJ)
        for bb in range(es, (cb if cb < size else size) + 1):
            m = size - bb
            if m == 0:
                out.append((-1, 0, 0, 0, bb))
            else:
                _plain_groups(counts, m, x, out, 0, bb)
        return out
    for s in range(0, (cs if cs < size else size) + 1):
        rest = size - s
        for b in range(0, (cb if cb < rest else rest) + 1):
            m = rest - b
            if m == 0:
                out.append((-1, 0, 0, s, b))
            else:
                _plain_groups(counts, m, x, out, s, b)
    return out


def lead_plays(counts: Sequence[int], bie_san: bool) -> list[Play]:
    """Every hand that may be led from ``counts`` (R-LEAD, R-BIE3).

    >>> [format_play(p) for p in lead_plays(rank_counts(parse_cards("3 3 8 2")), True)]
    ['8', '8 2', '2']
    >>> [format_play(p) for p in lead_plays(rank_counts(parse_cards("3 3")), True)]
    ['3 3']
    """
    c2, cs, cb = counts[TWO], counts[SJ], counts[BJ]
    out: list[Play] = []
    first = 0
    if bie_san:
        first = 1
        if counts[THREE] and sum(counts) == counts[THREE]:
            return [(THREE, counts[THREE], 0, 0, 0)]
    wild = [(t, s, b) for s in range(cs + 1) for b in range(cb + 1) for t in range(c2 + 1)]
    for y in range(first, 12):
        cy = counts[y]
        if cy:
            for k in range(1, cy + 1):
                for t, s, b in wild:
                    out.append((y, k, t, s, b))
    for t, s, b in wild[1:]:
        out.append((-1, 0, t, s, b))
    return out


def remove_play(counts: Sequence[int], p: Play) -> list[int]:
    r, k, t, s, b = p
    rest = list(counts)
    if r >= 0:
        rest[r] -= k
    rest[TWO] -= t
    rest[SJ] -= s
    rest[BJ] -= b
    return rest


def chain_ok(counts: Sequence[int], bie_san: bool) -> bool:
    """Can these (non-empty) cards be led as the rest of a burn chain (R-BURN):
    hands that each hold a joker, except the very last; with 憋三 the 3s last.

    >>> chain_ok(rank_counts(parse_cards("5")), True), chain_ok(rank_counts(parse_cards("5 6")), True)
    (True, False)
    >>> chain_ok(rank_counts(parse_cards("SJ 5 6")), True), chain_ok(rank_counts(parse_cards("2 3")), True)
    (True, False)
    """
    jokers = counts[SJ] + counts[BJ]
    plain = 0
    for y in range(1 if bie_san else 0, 12):
        if counts[y]:
            plain += 1
    if bie_san and counts[THREE]:
        need = plain if plain else (1 if counts[TWO] or jokers else 0)
        return jokers >= need
    return plain == 0 or jokers >= plain - 1


def burn_first_plays(counts: Sequence[int], top: Play, bie_san: bool) -> list[Play]:
    """The burns a seat may start against ``top`` (R-BURN): first hands that beat
    it and leave a chain (or, played alone as the whole hand, hold a joker)."""
    total = sum(counts)
    out = []
    for p in beating_plays(counts, top):
        if play_size(p) == total:
            if play_has_joker(p):
                out.append(p)
        elif chain_ok(remove_play(counts, p), bie_san):
            out.append(p)
    return out


def can_burn(counts: Sequence[int], top: Play, bie_san: bool) -> bool:
    """Is :func:`burn_first_plays` non-empty (stops at the first burn)?"""
    # a chain needs a joker per plain rank but one (chain_ok), and a first hand
    # takes at most one rank away: fewer jokers than the ranks less two, no burn
    first = 1 if bie_san else 0
    plain = 12 - first - counts[first:12].count(0)
    if counts[SJ] + counts[BJ] < plain - 2:
        return False
    total = sum(counts)
    for p in beating_plays(counts, top):
        if play_size(p) == total:
            if play_has_joker(p):
                return True
        elif chain_ok(remove_play(counts, p), bie_san):
            return True
    return False


def burn_leads(counts: Sequence[int], bie_san: bool) -> list[Play]:
    """Leads a burner may make that keep his chain possible (R-BURN)."""
    total = sum(counts)
    out = []
    for p in lead_plays(counts, bie_san):
        if play_size(p) == total or (play_has_joker(p) and chain_ok(remove_play(counts, p), bie_san)):
            out.append(p)
    return out


def format_play(p: Play) -> str:
    """Text of a play, plain cards first, then 2s and jokers."""
    return " ".join(str(c) for c in play_cards(p))


class Hand:
    """One hand (一手牌) as played: its cards and what they count as.

    >>> h = Hand.of(parse_cards("BJ SJ 2 2 5 5 5 5"))
    >>> [RANK_NAMES[r] for r in h.effective]
    ['SJ', 'SJ', '5', '5', '5', '5', '5', '5']
    >>> h.is_gouji, h.counts_for_opening, len(h)
    (True, False, 8)
    """

    __slots__ = ("cards", "play")

    cards: tuple[Card, ...]
    play: Play

    def __init__(self, cards: Iterable[Card], play: Play) -> None:
        object.__setattr__(self, "cards", tuple(sorted(cards)))
        object.__setattr__(self, "play", play)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    @classmethod
    def of(cls, cards: Iterable[Card], rules: Rules | None = None) -> Hand:
        """Check the cards make one hand (R-HAND; R-BIE3 when 憋三 is on)."""
        cards = list(cards)
        bie_san = (rules or Rules()).bie_san
        return cls(cards, play_of_counts(rank_counts(cards), bie_san))

    @classmethod
    def from_play(cls, p: Play) -> Hand:
        return cls(play_cards(p), p)

    @property
    def effective(self) -> tuple[int, ...]:
        """Effective ranks, high to low, after R-TIE and R-MIXJ."""
        return effective_ranks(self.play)

    def beats(self, other: Hand) -> bool:
        """R-BEAT: same size and every effective rank strictly higher."""
        return play_beats(self.play, other.play)

    @property
    def is_gouji(self) -> bool:
        """R-GOUJI."""
        return play_is_gouji(self.play)

    @property
    def counts_for_opening(self) -> bool:
        """R-OPENKIND."""
        return play_counts_for_opening(self.play)

    @property
    def has_joker(self) -> bool:
        return play_has_joker(self.play)

    @property
    def is_unbeatable(self) -> bool:
        """Holds an effective BJ, which nothing is higher than (R-BEAT)."""
        return profile(self.play)[0] > 0

    def __len__(self) -> int:
        return play_size(self.play)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.cards == other.cards

    def __hash__(self) -> int:
        return hash(self.cards)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"
