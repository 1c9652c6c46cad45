"""Seeded ways to reach game states for the storage tests, and a clock."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone

from gouji_desktop.engine import Action, Game, Match

START = datetime(2025, 3, 1, 20, 0, 0, tzinfo=timezone(timedelta(hours=8)))


def ticking_clock() -> Callable[[], datetime]:
    """2025-03-01 20:00:00 +08:00, one second later at every call."""
    ticks = iter(range(10**9))
    return lambda: START + timedelta(seconds=next(ticks))


def play_random(game: Game, rng: random.Random, steps: int | None = None) -> Game:
    """Apply seeded random legal actions: ``steps`` of them, or to the end."""
    n = 0
    while not game.finished and (steps is None or n < steps):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


def finished_game(seed: int) -> Game:
    return play_random(Game.new(seed), random.Random(seed))


def burn_offer_game() -> Game:
    """Seat 0 leads K K (a gouji hand, R-GOUJI); seat 1 can burn it with
    A A + 5 (R-BURN), so the engine offers it the burn."""
    game = Game.from_hands(["K K 4 4 6", "A A 5", "7 8", "9 9 J", "10", "Q Q 3"], leader=0)
    game.apply(Action.play(0, "K K"))
    assert game.decision == "burn_offer" and game.to_act == 1
    return game


def burning_game() -> Game:
    """The same, after seat 1 burned: seat 1 is the burner (mid-chain)."""
    game = burn_offer_game()
    game.apply(Action.burn(1, "A A"))
    assert game.burner == 1
    return game


def burned_game() -> Game:
    """Played to the end with seat 1's burn succeeding (game.burns == [(1, 0)])."""
    game = burning_game()
    while not game.finished:
        actions = game.legal_actions()
        passes = [a for a in actions if a.kind == "pass"]
        game.apply(actions[0] if game.to_act == 1 or not passes else passes[0])
    assert game.burns == [(1, 0)]
    return game


def match_in_tribute(seed: int = 0) -> Match:
    """A match whose second game waits for a 还贡 decision (phase "return")."""
    match = Match.new(seed)
    play_random(match.game, random.Random(seed))
    match.next_game()
    assert match.game.phase == "return"
    return match


def finished_match(seed: int = 0) -> Match:
    match = Match.new(seed)
    rng = random.Random(seed)
    while True:
        play_random(match.game, rng)
        if match.finished:
            return match
        match.next_game()


def game_states(seed: int, every: int) -> Iterator[Game]:
    """Snapshots of one seeded random game, every ``every`` actions."""
    game, rng = Game.new(seed), random.Random(seed)
    while not game.finished:
        yield game.copy()
        play_random(game, rng, every)
    yield game.copy()


RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
ONE_DECK = [f"{r}{s}" for r in RANKS for s in "SHCD"] + ["SJ", "BJ"]


def random_burn_states(seeds: range = range(300)) -> tuple[Game, Game]:
    """By random play on small random deals (six cards each, from four decks):
    the first game that reaches a burn offer (R-BURN), as it stands at the
    offer and just after the burn (a burner exists)."""
    for seed in seeds:
        rng = random.Random(seed)
        cards = rng.sample(ONE_DECK * 4, 36)
        game = Game.from_hands([" ".join(cards[i * 6 : i * 6 + 6]) for i in range(6)], leader=0)
        while not game.finished and game.decision != "burn_offer":
            game.apply(rng.choice(game.legal_actions()))
        if game.decision == "burn_offer":
            at_offer = game.copy()
            game.apply(next(a for a in game.legal_actions() if a.kind == "burn"))
            return at_offer, game
    raise AssertionError("no burn offer found")
