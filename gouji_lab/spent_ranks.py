"""Does a seat still hold a plain rank it has played?  The measurement behind
``gouji_desktop.ai.belief.sampler.SPENT_ODDS``.

Normal agents play single games (``wild_odds.self_play_positions``); at
every ``--every``-th decision in play, for each other active seat and each
plain rank 4 to A of which the deciding seat cannot see every card, the
seat's real holding of that rank is set beside what its card count alone
predicts (the unseen cards of the rank times its
share of the unseen cards), grouped by how the seat has played the rank in
this deal (``read_clues``' marks): not at all, answered with it (no 2 or
joker in the hand), or led it or played it with a 2 or joker.

    python -m gouji_lab.spent_ranks --games 300 --seed 1

A development tool (docs/ai.md), not shipped.
"""

from __future__ import annotations

import argparse
import sys

from gouji_desktop.ai.belief.clues import read_clues
from gouji_desktop.engine import Game
from gouji_desktop.engine.fast import ACE, NUM_RANKS, rank_counts, unseen_cards
from gouji_lab.wild_odds import self_play_positions

MARKS = ("not played", "answered with it", "led it, or with a 2 or joker")


def measure(games: int, seed: int, every: int) -> list[list[float]]:
    """Per mark: [cases, real cards held, cases holding any, cards by card count]."""
    table = [[0.0, 0.0, 0.0, 0.0] for _ in MARKS]
    for game, seat in self_play_positions(games, seed, every):
        _count(game, seat, table)
    return table


def _count(game: Game, seat: int, table: list[list[float]]) -> None:
    view = game.view(seat)
    unseen = unseen_cards(view)
    pool = [0] * NUM_RANKS
    for c in unseen:
        pool[c.rank] += 1
    spent = read_clues(view).spent
    for s, marks in spent.items():
        count = view.counts[s]
        if not view.active[s] or count == 0:
            continue
        held = rank_counts(game.hand(s))
        for r in range(1, ACE + 1):  # 4 to A: the 3s follow R-BIE3, not the play
            if pool[r]:
                row = table[marks[r]]
                row[0] += 1
                row[1] += held[r]
                row[2] += held[r] > 0
                row[3] += pool[r] * count / len(unseen)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.spent_ranks")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=10, help="every n-th decision in play")
    args = parser.parse_args(argv)
    table = measure(args.games, args.seed, args.every)
    print(f"{args.games} games of normal self-play (seed {args.seed}), every {args.every}th decision in play")
    print("  how the seat played the rank        cases  held (mean)  by card count  ratio  holds any")
    for name, (n, real, anyone, prior) in zip(MARKS, table, strict=True):
        if n:
            print(
                f"  {name:34} {int(n):6}  {real / n:11.3f}  {prior / n:13.3f}  "
                f"{real / max(prior, 1e-9):5.2f}  {anyone / n:8.1%}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
