"""``python -m gouji_lab.bench engine [--games 300] [--seed 1]``: decisions/s and full
games/s of random-legal self-play on one core, and the p50/p99 time of ``legal_actions()`` for
a seat leading with a full 36-card hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from gouji_desktop.engine import Game, Rules
from gouji_desktop.engine.fast import full_deck


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_self_play(games: int, seed: int) -> dict[str, float]:
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed * 100_003 + i)
        game = Game.new(seed * 100_003 + i, Rules())
        while not game.finished:
            game.apply(rng.choice(game.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "decisions": decisions,
        "seconds": elapsed,
        "decisions_per_s": decisions / elapsed,
        "games_per_s": games / elapsed,
        "decisions_per_game": decisions / games,
    }


def bench_full_hand_lead(deals: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    times: list[float] = []
    sizes: list[int] = []
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        hands = [deck[i * 36 : (i + 1) * 36] for i in range(6)]
        game = Game.from_hands(hands, leader=0)
        t0 = time.perf_counter()
        actions = game.legal_actions()
        times.append(time.perf_counter() - t0)
        sizes.append(len(actions))
    return {
        "deals": deals,
        "p50_ms": _percentile(times, 0.50) * 1e3,
        "p99_ms": _percentile(times, 0.99) * 1e3,
        "max_ms": max(times) * 1e3,
        "mean_actions": statistics.mean(sizes),
        "max_actions": max(sizes),
    }


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.bench engine")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    play = bench_self_play(args.games, args.seed)
    lead = bench_full_hand_lead(args.deals, args.seed)
    print(f"random-legal self-play, one core, {play['games']} games ({play['decisions']} decisions):")
    print(f"  {play['decisions_per_s']:,.0f} decisions/s   (target >= 10,000)")
    print(f"  {play['games_per_s']:,.1f} games/s       (target >= 50)")
    print(f"  {play['decisions_per_game']:,.0f} decisions per game")
    print(f"legal_actions() leading with a full 36-card hand, {lead['deals']} deals:")
    p50, p99, worst = lead["p50_ms"], lead["p99_ms"], lead["max_ms"]
    print(f"  p50 {p50:.3f} ms   p99 {p99:.3f} ms (target <= 2 ms)   max {worst:.3f} ms")
    print(f"  {lead['mean_actions']:.0f} legal plays on average, {lead['max_actions']} at most")
    return 0
