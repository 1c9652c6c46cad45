"""Invariants of the engine over random seeded games with random legal agents:
216 cards conserved, a legal action always exists for ``to_act``, every game
ends, an illegal action changes nothing, JSON round-trips exactly, a view
never shows another seat's cards."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gouji_desktop.engine import (
    Action,
    ActionKind,
    Card,
    Decision,
    Game,
    GameView,
    IllegalAction,
    Rules,
    TopMode,
    format_cards,
)
from gouji_desktop.engine.cards import full_deck

MAX_ACTIONS = 4000
seeds = st.integers(min_value=0, max_value=2**63 - 1)
rule_sets = st.builds(
    Rules,
    bie_san=st.booleans(),
    tribute=st.booleans(),
    no_return_single=st.booleans(),
    declare=st.booleans(),
    revolution=st.booleans(),
)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards(game: Game) -> Counter[Card]:
    """Every card of the game: in hands (rebels' laid-down cards included) or played."""
    cards: Counter[Card] = Counter()
    for seat in range(6):
        cards.update(game.hand(seat))
    for _, played in game.played:
        cards.update(played)
    return cards


def random_game(seed: int, rules: Rules, stop_after: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, rules)
    steps = 0
    while not game.finished and (stop_after is None or steps < stop_after):
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
    return game


@SETTINGS
@given(seed=seeds, rules=rule_sets)
def test_cards_conserved_a_legal_action_always_exists_and_every_game_ends(seed: int, rules: Rules) -> None:
    deck = Counter(full_deck())
    rng = random.Random(seed)
    game = Game.new(seed, rules)
    for _ in range(MAX_ACTIONS):
        assert all_cards(game) == deck
        if game.finished:
            break
        legal = game.legal_actions()
        assert legal, f"no legal action for seat {game.to_act} in {game!r}"
        assert len(set(legal)) == len(legal), "an action is listed twice"
        assert all(a.seat == game.to_act for a in legal)
        game.apply(rng.choice(legal))
    assert game.finished, "the game did not end"
    assert game.to_act is None and game.legal_actions() == []
    assert sorted(game.places) == list(range(6))
    scores = game.scores
    assert scores is not None and sum(scores) == 0


def random_wrong_action(game: Game, rng: random.Random) -> Action:
    """A random action that may or may not be legal: random cards of the seat's
    hand (or not), a wrong seat, or a wrong kind."""
    seat = game.to_act
    assert seat is not None
    roll = rng.random()
    if roll < 0.15:
        return Action.pass_((seat + rng.randrange(1, 6)) % 6)
    kind = ActionKind(
        rng.choice(["play", "burn", "pass", "let", "declare", "revolt", "head", "nohead", "return"])
    )
    hand = game.hand(seat)
    if kind in ("play", "burn", "return"):
        pool = hand if roll < 0.8 else full_deck()
        cards = rng.sample(pool, k=min(len(pool), rng.randint(1, 4)))
        if rng.random() < 0.5:
            cards = [c.bare for c in cards]
        return Action(kind, seat, tuple(sorted(cards)))
    return Action(kind, seat)


@SETTINGS
@given(seed=seeds, rules=rule_sets)
def test_an_illegal_action_changes_nothing(seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    game = Game.new(seed, rules)
    while not game.finished:
        legal = game.legal_actions()
        probe = random_wrong_action(game, rng)
        before = game.copy()
        try:
            game.apply(probe)
        except IllegalAction as e:
            assert str(e) and e.code, "a refusal must say why"
            assert game == before, f"{probe} was refused but changed the game"
            assert game.to_json() == before.to_json()
            game.apply(rng.choice(legal))
        else:
            # accepted: it must have been one of the legal decisions, suits aside
            same = Action(probe.kind, probe.seat, tuple(sorted(c.bare for c in probe.cards)))
            bare_legal = {Action(a.kind, a.seat, tuple(sorted(c.bare for c in a.cards))) for a in legal}
            assert same in bare_legal, f"{probe} was accepted but is not legal"


@SETTINGS
@given(seed=seeds, rules=rule_sets, cut=st.integers(min_value=0, max_value=600))
def test_json_round_trips_to_an_equal_game_at_any_point(seed: int, rules: Rules, cut: int) -> None:
    game = random_game(seed, rules, stop_after=cut)
    again = Game.from_json(game.to_json())
    assert again == game
    assert again.to_json() == game.to_json()
    assert again.legal_actions() == game.legal_actions()
    # and the copy goes on identically
    rng1, rng2 = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(50):
        if game.finished:
            break
        a = rng1.choice(game.legal_actions())
        b = rng2.choice(again.legal_actions())
        assert a == b
        assert game.apply(a) == again.apply(b)
    assert again == game


@SETTINGS
@given(seed=seeds, cut=st.integers(min_value=0, max_value=400))
def test_a_view_never_holds_another_seats_cards(seed: int, cut: int) -> None:
    game = random_game(seed, Rules(), stop_after=cut)
    for seat in range(6):
        view = game.view(seat)
        assert list(view.hand) == game.hand(seat)
        assert view.counts == tuple(len(game.hand(s)) for s in range(6))
        for event in view.log:
            if event.private:
                assert event.seat == seat, "another seat's declined offer is private"
            if event.kind in ("tribute", "return", "buy3", "ask3") and seat not in (event.seat, event.target):
                assert event.cards == (), "exchanged cards are seen only by the two seats"


@settings(max_examples=15, deadline=None)
@given(seed=seeds)
def test_a_view_is_the_same_whatever_the_hidden_cards(seed: int) -> None:
    """Permuting the other seats' cards (same counts) leaves seat 0's view as it was."""
    rng = random.Random(seed)
    deck = full_deck()
    rng.shuffle(deck)
    sizes = [rng.randint(3, 10) for _ in range(6)]
    hands, pos = [], 0
    for n in sizes:
        hands.append(deck[pos : pos + n])
        pos += n
    hidden = [c for h in hands[1:] for c in h]
    rng.shuffle(hidden)
    other, pos = [hands[0]], 0
    for n in sizes[1:]:
        other.append(hidden[pos : pos + n])
        pos += n
    a = Game.from_hands(hands, leader=0)
    b = Game.from_hands(other, leader=0)
    assert a.view(0) == b.view(0)
    lead = rng.choice(a.legal_actions())
    a.apply(lead)
    b.apply(lead)
    assert _masking_burn_offers(a.view(0)) == _masking_burn_offers(b.view(0))


def _masking_burn_offers(view: GameView) -> GameView:
    """R-BURN offers go only to seats that can burn, so whom an offer waits on
    depends on hidden cards: the one documented exception (ENGINE face)."""
    if view.decision == Decision.BURN_OFFER or (
        view.decision == Decision.ANSWER and view.top_mode in (TopMode.GOUJI, TopMode.DEADLY)
    ):
        return replace(view, to_act=None, decision=Decision.ANSWER)
    return view


def test_a_fixed_seed_always_deals_the_same_cards() -> None:
    """Determinism: the deal depends on the seed only (no global RNG)."""
    random.seed(1)
    first = Game.new(2024)
    random.seed(2)
    second = Game.new(2024)
    assert [format_cards(first.hand(s)) for s in range(6)] == [format_cards(second.hand(s)) for s in range(6)]
    assert [format_cards(first.hand(s)) for s in range(6)] != [
        format_cards(Game.new(2025).hand(s)) for s in range(6)
    ]
