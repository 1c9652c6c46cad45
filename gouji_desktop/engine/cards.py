"""Cards, ranks and the text notation of RULES.md R-NOTATION.

Ranks are small ints in beating order (R-RANK): 0 is a 3, 11 an ace, 12 a 2,
13 the small joker (SJ) and 14 the big joker (BJ).  Suits are 0..3 for
S H C D; a card whose suit is ``None`` is a *bare rank* ("any suit") — jokers
have no suit, so they are always bare.

>>> parse_cards("10h, QS sj 8")
[Card('10H'), Card('QS'), Card('SJ'), Card('8')]
>>> format_cards(parse_cards("bj 2d 2"))
'BJ 2D 2'
>>> Card.parse("JS").rank == JACK
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

RANK_NAMES: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ")
SUIT_NAMES: tuple[str, ...] = ("S", "H", "C", "D")
SUIT_SYMBOLS: tuple[str, ...] = ("♠", "♥", "♣", "♦")

THREE, FOUR, TEN, JACK, QUEEN, KING, ACE, TWO, SJ, BJ = 0, 1, 7, 8, 9, 10, 11, 12, 13, 14
NUM_RANKS = 15
PLAIN_RANKS = range(12)  # 3..A: the ranks a hand is "of" (R-HAND)
DECKS = 4
HAND_SIZE = 36
#: Card indices for per-suit counts: rank*4+suit for 3..2, then SJ and BJ.
NUM_CARD_KINDS = 54
SJ_INDEX, BJ_INDEX = 52, 53

_RANK_BY_NAME = {name: i for i, name in enumerate(RANK_NAMES)}
_SUIT_BY_NAME = {name: i for i, name in enumerate(SUIT_NAMES)}
_SUIT_BY_NAME.update({sym: i for i, sym in enumerate(SUIT_SYMBOLS)})


class Card:
    """One card: a rank and (except for jokers and bare ranks) a suit.

    Cards are interned values: ``Card(8, 1) is Card(8, 1)``.  Order is by rank,
    then suit, a bare rank sorting before the suited cards of its rank.

    >>> Card(TEN, 1), Card(SJ), Card(5)
    (Card('10H'), Card('SJ'), Card('8'))
    >>> sorted(parse_cards("2 SJ 3S 3"))
    [Card('3'), Card('3S'), Card('2'), Card('SJ')]
    """

    __slots__ = ("_order", "index", "rank", "suit")
    _interned: ClassVar[dict[tuple[int, int | None], Card]] = {}

    rank: int
    suit: int | None
    index: int  # per-suit count index, -1 for a bare plain rank
    _order: int

    def __new__(cls, rank: int, suit: int | None = None) -> Card:
        try:
            return cls._interned[(rank, suit)]
        except KeyError:
            pass
        if not 0 <= rank < NUM_RANKS:
            raise ValueError(f"no such rank: {rank!r}")
        if rank >= SJ:
            suit = None
        elif suit is not None and suit not in (0, 1, 2, 3):
            raise ValueError(f"no such suit: {suit!r}")
        key = (rank, suit)
        if key in cls._interned:
            return cls._interned[key]
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        if rank == SJ:
            index = SJ_INDEX
        elif rank == BJ:
            index = BJ_INDEX
        else:
            index = -1 if suit is None else rank * 4 + suit
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "_order", rank * 5 + (0 if suit is None else suit + 1))
        cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, int | None]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self._order < other._order

    def __le__(self, other: Card) -> bool:
        return self._order <= other._order

    def __gt__(self, other: Card) -> bool:
        return self._order > other._order

    def __ge__(self, other: Card) -> bool:
        return self._order >= other._order

    @property
    def is_wild(self) -> bool:
        """2s and jokers may join any hand (R-HAND)."""
        return self.rank >= TWO

    @property
    def is_joker(self) -> bool:
        return self.rank >= SJ

    @property
    def is_bare(self) -> bool:
        """True for a plain rank or 2 written without a suit ("any suit")."""
        return self.suit is None and self.rank < SJ

    @property
    def bare(self) -> Card:
        """The same rank with the suit left open."""
        return Card(self.rank)

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one token of R-NOTATION (case-insensitive).

        >>> Card.parse("qs"), Card.parse("10"), Card.parse("Bj")
        (Card('QS'), Card('10'), Card('BJ'))
        >>> Card.parse("11H")
        Traceback (most recent call last):
        ...
        ValueError: not a card: '11H'
        """
        text = token.strip().upper()
        if text in _RANK_BY_NAME:
            return cls(_RANK_BY_NAME[text])
        if len(text) >= 2:
            rank_part, suit_part = text[:-1], text[-1]
            if rank_part in _RANK_BY_NAME and suit_part in _SUIT_BY_NAME:
                rank = _RANK_BY_NAME[rank_part]
                if rank < SJ:
                    return cls(rank, _SUIT_BY_NAME[suit_part])
        raise ValueError(f"not a card: {token!r}")

    def __str__(self) -> str:
        name = RANK_NAMES[self.rank]
        return name if self.suit is None else name + SUIT_NAMES[self.suit]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


def _intern_all() -> None:
    for rank in range(NUM_RANKS):
        Card(rank)
        if rank < SJ:
            for suit in range(4):
                Card(rank, suit)


_intern_all()

#: Bare cards by rank, for building hands quickly.
BARE: tuple[Card, ...] = tuple(Card(r) for r in range(NUM_RANKS))
#: Concrete cards by per-suit index (0..53).
BY_INDEX: tuple[Card, ...] = (*tuple(Card(i // 4, i % 4) for i in range(52)), Card(SJ), Card(BJ))


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by spaces or commas (R-NOTATION).

    >>> parse_cards("")
    []
    >>> parse_cards("8 8, 9x")
    Traceback (most recent call last):
    ...
    ValueError: not a card: '9x'
    """
    tokens = text.replace(",", " ").split()
    return [Card.parse(tok) for tok in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    """The text form of some cards, the inverse of :func:`parse_cards`."""
    return " ".join(str(c) for c in cards)


def with_suits(cards: Iterable[Card]) -> list[Card]:
    """Concrete cards: bare ranks take suits S, H, C, D in turn per rank.

    >>> with_suits(parse_cards("8 8 8H 2"))
    [Card('8S'), Card('8H'), Card('8H'), Card('2S')]
    """
    next_suit = [0] * NUM_RANKS
    out = []
    for c in cards:
        if c.index >= 0:
            out.append(c)
        else:
            out.append(BY_INDEX[c.rank * 4 + next_suit[c.rank] % 4])
            next_suit[c.rank] += 1
    return out


def full_deck() -> list[Card]:
    """The 216 cards of four decks with jokers (R-DECK), in a fixed order."""
    one = list(BY_INDEX)
    return [card for card in one for _ in range(DECKS)]


def rank_counts(cards: Iterable[Card]) -> list[int]:
    """How many cards of each of the 15 ranks."""
    counts = [0] * NUM_RANKS
    for c in cards:
        counts[c.rank] += 1
    return counts


def team_of(seat: int) -> int:
    """R-TEAM: seats {0,2,4} are team 0, {1,3,5} team 1."""
    return seat % 2


def opposite(seat: int) -> int:
    """R-OPP: the 对头 of a seat."""
    return (seat + 3) % 6
