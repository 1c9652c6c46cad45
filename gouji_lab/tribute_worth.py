"""What a card of 点贡 is worth in the next game: the measurement behind
``gouji_desktop.ai.search.rollout.TRIBUTE_CARD``.

The hard level's search values a finished game as the team's R-SCORE points
plus ``TRIBUTE_CARD`` a card for the 点贡 (R-DIANGONG) its seats' openings
earn against their 对头s: that tribute is paid at the start of the next game
of the match (R-MATCH, R-TRIBCARD: the giver's best card for a card of the
receiver's choice).  Here normal agents play each deal twice, without
tribute and with one seat paying its 对头 ``k`` cards of 点贡 before the
deal (the pair, the direction and ``k`` in 1..``--most`` taken in turn by
deal); the receiver's team score with the tribute minus without it, per
card, is the worth of a card in team points.  Same deal, same agents'
seeds: only the tribute differs (the 宣点 and the play that follow it may).

    python -m gouji_lab.tribute_worth --deals 2000 --seed 1 --jobs 2

A development tool (docs/ai.md), not shipped.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.engine import Game, Tribute, TributeKind
from gouji_lab.arena import mean_ci


def play(seed: int, tribute: list[Tribute]) -> list[int]:
    """Per seat, the R-SCORE of one normal self-play game of deal ``seed``."""
    game = Game.new(seed, tribute=tribute)
    agent = NormalAgent(seed)
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(agent.decide(game.view(seat), game.legal_actions()))
    scores = game.scores
    assert scores is not None
    return list(scores)


def deal_worth(args: tuple[int, int, int]) -> tuple[int, float]:
    """(cards paid, the receiver's team gain) for deal ``index`` of ``seed``."""
    seed, index, most = args
    deal = seed * 1_000_003 + index
    giver = index % 6
    receiver = (giver + 3) % 6
    cards = 1 + (index // 6) % most
    plain = play(deal, [])
    paid = play(deal, [Tribute(giver, receiver, TributeKind.DIAN, cards)])
    team = range(receiver % 2, 6, 2)
    return cards, float(sum(paid[s] for s in team) - sum(plain[s] for s in team))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.tribute_worth")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--most", type=int, default=2, help="cards of 点贡: 1 to this many, in turn")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    work = [(args.seed, i, args.most) for i in range(args.deals)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(deal_worth, work, chunksize=8)
    print(f"{args.deals} deals of normal self-play (seed {args.seed}), with and without 点贡")
    print("  cards  deals  receiver's team gain (± 95%)  per card")
    per_card: list[float] = []
    for k in range(1, args.most + 1):
        gains = [g for c, g in results if c == k]
        if not gains:
            continue
        mean, ci = mean_ci(gains)
        per_card.extend(g / k for g in gains)
        print(f"  {k:5}  {len(gains):5}  {mean:+8.3f} ± {ci:.3f}               {mean / k:+.3f}")
    mean, ci = mean_ci(per_card)
    print(f"  all: a card of 点贡 is worth {mean:+.3f} ± {ci:.3f} team points to its receiver")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
