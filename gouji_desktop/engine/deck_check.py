"""What a game can hold (R-DECK): its cards are some of the 216 of four decks,
and its record has no more actions than a game can take.  Saved games and
replays are checked with these before anything is replayed, so a tampered
file (a seat with 2,600 cards, a duplicated card, ten million actions) is a
bad file and never a frozen window.

>>> from .cards import parse_cards
>>> deal_with_suits([parse_cards("8 8"), parse_cards("8"), parse_cards("8S 8S 8S")])
[[Card('8S'), Card('8H')], [Card('8C')], [Card('8S'), Card('8S'), Card('8S')]]
>>> check_deal([parse_cards("BJ BJ BJ"), parse_cards("BJ BJ"), [], [], [], []])
Traceback (most recent call last):
...
ValueError: the deal holds 5 × BJ; four decks have 4 (R-DECK)
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BY_INDEX, DECKS, NUM_CARD_KINDS, NUM_RANKS, Card

SEATS = 6
DECK_SIZE = DECKS * NUM_CARD_KINDS  # 216

# The longest record a game can have.  Before play, one deal takes at most:
# one 还贡 per card paid as tribute (≤ 216), 6 宣点 answers, 6 革命 offers and
# one 要头 answer; a void deal starts that again, at most MAX_DEALS times
# (engine/prelude.py).  In play every hand played or
# burnt takes at least one of the 216 cards, and between two hands each seat
# can answer (pass, let, decline a burn, answer a let) at most three times.
MAX_DEALS = 10_000  # = prelude.MAX_DEALS (tests/engine check they agree)
PRELUDE_ACTIONS_PER_DEAL = DECK_SIZE + SEATS + SEATS + 1
PLAY_ACTIONS = DECK_SIZE * (1 + 3 * SEATS)
MAX_GAME_ACTIONS = MAX_DEALS * PRELUDE_ACTIONS_PER_DEAL + PLAY_ACTIONS


def deal_with_suits(hands: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Concrete cards for a deal: each bare rank takes, in turn, the next suit
    S, H, C, D that still has a card of that rank left in four decks (cards
    written with a suit are counted first), so a deal that fits in the 216
    cards always gets suits that fit too."""
    used = [0] * NUM_CARD_KINDS
    for hand in hands:
        for card in hand:
            if card.index >= 0:
                used[card.index] += 1
    next_suit = [0] * NUM_RANKS
    out: list[list[Card]] = []
    for hand in hands:
        concrete: list[Card] = []
        for card in hand:
            if card.index < 0:
                base = card.rank * 4
                tries = 0
                while used[base + next_suit[card.rank] % 4] >= DECKS and tries < 4:
                    next_suit[card.rank] += 1
                    tries += 1
                index = base + next_suit[card.rank] % 4
                next_suit[card.rank] += 1
                used[index] += 1
                card = BY_INDEX[index]
            concrete.append(card)
        out.append(concrete)
    return out


def check_deal(hands: Sequence[Sequence[Card]]) -> None:
    """ValueError unless ``hands`` (concrete cards) are six hands that together
    are some of the 216 cards of R-DECK (a seeded deal is all of them, by
    construction)."""
    if len(hands) != SEATS:
        raise ValueError(f"a deal has {SEATS} hands, not {len(hands)}")
    total = sum(len(h) for h in hands)
    if total > DECK_SIZE:
        raise ValueError(f"the deal holds {total} cards; four decks have {DECK_SIZE} (R-DECK)")
    counts = [0] * NUM_CARD_KINDS
    for hand in hands:
        for card in hand:
            if card.index < 0:
                raise ValueError(f"the deal names {card} without a suit")
            counts[card.index] += 1
    for index, n in enumerate(counts):
        if n > DECKS:
            raise ValueError(f"the deal holds {n} × {BY_INDEX[index]}; four decks have {DECKS} (R-DECK)")


def check_action_count(actions: Sequence[object], where: str) -> None:
    """ValueError when a record holds more actions than any game can take."""
    if len(actions) > MAX_GAME_ACTIONS:
        raise ValueError(f"{where} holds {len(actions):,} actions; a game has at most {MAX_GAME_ACTIONS:,}")
