"""Where normal's choices differ from the frozen baseline's, and what each
difference is worth: in arena games (normal on one team, the baseline on the
other), every decision of a normal seat where the baseline would choose
otherwise is played out the baseline's way too, on the real cards, and the
team scores of the two endings compared (normal's way minus the baseline's).
Reads the true hands only to judge; grouped by kind of decision.

    python tools/normal_audit.py --seed 13 --games 100
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Callable

from gouji_desktop import arena
from gouji_desktop.ai import Agent
from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.engine import Action, Decision, Game, Phase
from gouji_desktop.engine.fast import SeededRng, hand_counts, top_mode

Classify = Callable[[Game, int, Action, Action], str]


def finish(game: Game, agents: list[Agent]) -> Game:
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].decide(game.view(seat), game.legal_actions()))
    return game


def team_score(game: Game, team: int) -> int:
    scores = game.scores
    assert scores is not None
    return sum(scores[s] for s in range(team, 6, 2))


def classify(game: Game, seat: int, mine: Action, theirs: Action) -> str:
    left = sum(hand_counts(game, seat))
    size = "≤5" if left <= 5 else "≤12" if left <= 12 else "≤24" if left <= 24 else ">24"
    decision = game.decision
    if decision == Decision.LEAD:
        kind = "lead"
    elif decision == Decision.BURN_OFFER:
        kind = "burn"
    else:
        kind = f"answer {top_mode(game)}"
        top = game.view(seat).top_seat
        if top is not None:
            kind += " mate" if top % 2 == seat % 2 else " opp"
    how = f"{mine.kind}/{theirs.kind}" if mine.kind != theirs.kind else str(mine.kind)
    return f"{kind} {how} {size}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    gains: dict[str, list[int]] = defaultdict(list)
    prelude: dict[str, int] = defaultdict(int)
    for deal in range(args.games):
        deal_seed = SeededRng(args.seed).derive(deal)
        for a_team in (0, 1):
            agents: list[Agent] = [
                NormalAgent(SeededRng(deal_seed).derive(s, a_team))
                if s % 2 == a_team
                else arena.baseline_agent(SeededRng(deal_seed).derive(s, a_team))
                for s in range(6)
            ]
            shadow = arena.baseline_agent(0)
            game = Game.new(deal_seed)
            branches: list[tuple[str, Game]] = []
            while not game.finished:
                seat = game.to_act
                assert seat is not None
                legal = game.legal_actions()
                view = game.view(seat)
                action = agents[seat].decide(view, legal)
                if len(legal) > 1 and seat % 2 == a_team:
                    other = shadow.decide(view, legal)
                    if game.phase != Phase.PLAY:
                        prelude[f"{[a.kind for a in legal]} -> {action.kind}"] += 1
                    if other != action:
                        alt = game.copy()
                        alt.apply(other)
                        branches.append((classify(game, seat, action, other), alt))
                game.apply(action)
            mine = team_score(game, a_team)
            for label, alt in branches:
                gains[label].append(mine - team_score(finish(alt, agents), a_team))
        if (deal + 1) % 20 == 0:
            print(f"  {deal + 1} deals", file=sys.stderr, flush=True)
    total = sum(sum(v) for v in gains.values())
    print(f"{args.games} deals, seed {args.seed}; total gain of normal's differing choices {total:+d}")
    print("| decision (normal/baseline) | cards left | n | mean gain | sum |")
    for label, values in sorted(gains.items(), key=lambda kv: sum(kv[1])):
        *kind, size = label.split(" ")
        mean = sum(values) / len(values)
        print(f"| {' '.join(kind)} | {size} | {len(values)} | {mean:+.2f} | {sum(values):+d} |")
    for label, n in sorted(prelude.items()):
        print(f"prelude {label}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
