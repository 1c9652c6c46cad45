"""Invariants of whole matches (RULES.md §10, §11) over random seeded matches
with random legal agents, under every combination of the §12 options: the 216
cards are conserved through every tribute, 还贡, 买三 and play; every match has
five games; scores and totals sum to zero; the winner follows the team totals."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gouji_desktop.engine import Card, Game, Match, Rules, parse_cards

RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
ONE_DECK = " ".join(f"{r}{s}" for r in RANKS for s in "SHCD") + " SJ BJ"
FULL_DECK: Counter[Card] = Counter({card: 4 for card in parse_cards(ONE_DECK)})  # R-DECK: four decks

SCORES = {4, 2, 1, -1, -2, -4}
rule_sets = st.builds(
    Rules,
    bie_san=st.booleans(),
    tribute=st.booleans(),
    no_return_single=st.booleans(),
    declare=st.booleans(),
    revolution=st.booleans(),
)
SETTINGS = settings(
    max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def all_cards(game: Game) -> Counter[Card]:
    """Every card of the game: in a hand (a rebel's laid-down cards included) or played."""
    cards: Counter[Card] = Counter()
    for seat in range(6):
        cards.update(game.hand(seat))
    for _, played in game.played:
        cards.update(played)
    return cards


def play_checked(game: Game, rng: random.Random) -> None:
    """Random legal decisions to the end, checking the cards after each one."""
    assert all_cards(game) == FULL_DECK  # after the tribute paid at the deal
    while not game.finished:
        game.apply(rng.choice(game.legal_actions()))
        assert all_cards(game) == FULL_DECK
        assert len(game.history) < 5000


def test_full_deck_is_216_cards() -> None:
    assert sum(FULL_DECK.values()) == 216 and len(FULL_DECK) == 54


@SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), rules=rule_sets)
def test_R_MATCH_cards_conserved_five_games_totals_sum_to_zero(seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    match = Match.new(seed, rules)
    while True:
        game = match.game
        play_checked(game, rng)
        assert sorted(game.places) == list(range(6))
        assert game.scores is not None and sum(game.scores) == 0
        factor = 2 if game.is_chuan3 else 1
        assert {s // factor for s in game.scores} == SCORES
        assert all(t.count > 0 and t.giver != t.receiver for t in game.tribute_owed())
        if not rules.tribute or game.is_chuan3:
            assert game.tribute_owed() == []
        if match.finished:
            break
        match.next_game()
    assert len(match.games) == 5 and all(g.finished for g in match.games)
    totals = match.totals
    assert sum(totals) == 0
    a, b = match.team_totals
    assert (a, b) == (totals[0] + totals[2] + totals[4], totals[1] + totals[3] + totals[5])
    assert a == -b
    assert match.winner == (None if a == b else 0 if a > b else 1)
