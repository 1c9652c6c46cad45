"""The review's speed: ``python -m gouji_lab.bench review [--games 3] [--player easy] [--seed 1]``.

Plays whole games, the reviewed seat at the ``--player`` level (easy by default: a player who often
plays otherwise than the AI would, so most decisions are searched; the AI's own moves are passed at
once) and the normal level elsewhere, reviews that seat's decisions in each (as the results screen's
复盘 does) and prints the seconds a game and a decision, with the marks found. The
issue's target is a whole game of one seat in at most 60 s as the installers ship it (the AI
compiled, build_scripts/compile_ai.py); run it both ways to see the two figures.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from gouji_desktop.ai import ai_code, make_agent
from gouji_desktop.engine import Game, Phase
from gouji_desktop.review.judge import GRADES, review_game


def played_game(seed: int, seat: int = 0, player: str = "easy") -> Game:
    game = Game.new(seed)
    agents = [make_agent(player if s == seat else "normal", seed=seed * 6 + s) for s in range(6)]
    while game.phase != Phase.OVER:
        to_act = game.to_act
        assert to_act is not None
        game.apply(agents[to_act].decide(game.view(to_act), game.legal_actions()))
    return game


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.bench review")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seat", type=int, default=0)
    parser.add_argument("--player", default="easy", help="the reviewed seat's level")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    grades: Counter[str] = Counter()
    times: list[float] = []
    decisions = 0
    for i in range(args.games):
        game = played_game(args.seed * 1000 + i, args.seat, args.player)
        started = time.perf_counter()
        verdicts = review_game(game, args.seat, seed=args.seed)
        times.append(time.perf_counter() - started)
        decisions += len(verdicts)
        grades.update(v.grade for _, v in verdicts)
        print(f"game {i + 1}: {len(verdicts)} decisions of seat {args.seat} reviewed in {times[-1]:.1f} s")
    total = sum(times)
    print(f"the AI runs {ai_code()}")
    print(
        f"  {total / len(times):.1f} s a game (target <= 60 s), {total / max(1, decisions):.2f} s a decision"
    )
    print("  marks: " + ", ".join(f"{grade} {grades[grade]}" for grade in GRADES))
    return 0
