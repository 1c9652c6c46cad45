"""The expert positions of tests/ai at the hard level's full budget.

The tests run hard on a dozen guesses (fast and deterministic); this runs it
as a player meets it: the default budget (1 s a decision) and a few seeds,
and prints every position where it chose otherwise than a strong player.
A development tool (docs/ai.md), not shipped.

    PYTHONPATH=tests/ai python tools/hard_expert_check.py --seeds 1 2 3   # the eleven expert files
    PYTHONPATH=tests/ai python tools/hard_expert_check.py --seeds 1 --option margin=2.0

(the expert files are test modules, not a package: PYTHONPATH names their folder)
"""

from __future__ import annotations

import argparse
from typing import Any

import expert_check  # the test files are not a package
import test_expert_positions as basic
import test_expert_positions_games as games
import test_expert_positions_probes as probes
import test_expert_positions_probes2 as probes2
import test_expert_positions_probes3 as probes3
import test_expert_positions_probes4 as probes4
import test_expert_positions_probes5 as probes5
import test_expert_positions_probes6 as probes6
import test_expert_positions_probes7 as probes7
import test_expert_positions_probes8 as probes8
import test_expert_positions_team as team

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, Game, Rules


def setups() -> list[tuple[Any, Rules | None]]:
    """Every position in play, with its rules (None: the defaults)."""
    out: list[tuple[Any, Rules | None]] = [
        (p, None)
        for p in (*basic.POSITIONS, *team.POSITIONS, *probes.POSITIONS, *probes2.POSITIONS, *games.POSITIONS)
    ]
    out += [(p, Rules(bie_san=False)) for p in probes2.BIE3_OFF]
    out += list(probes3.CASES)
    out += [(p, probes4.NO_BIE3 if "bie-san-off" in p.name else None) for p in probes4.POSITIONS]
    out += [(p, None) for p in probes5.POSITIONS]
    out += [(probes6.threes_accounted(p), None) for p in probes6.POSITIONS]
    out += [(p, None) for p in probes7.POSITIONS]
    out += [(p, None) for p in probes8.POSITIONS]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    options = {name: float(value) for name, _, value in (o.partition("=") for o in args.option)}
    runs = wrong = 0
    for seed in args.seeds:
        for position, rules in setups():
            game = Game.from_hands(list(position.hands), leader=position.leader, rules=rules)
            expert_check.run(game, position.steps)
            expert_check.decline_burns_until(game, position.seat)
            accept: set[Action] = expert_check.accept_set(game, position)
            agent = make_agent("hard", seed=seed, budget_s=args.budget, **options)
            choice = agent.decide(game.view(position.seat), game.legal_actions())
            runs += 1
            if choice not in accept:
                wrong += 1
                print(f"seed {seed}: {position.name}: chose {choice}")
    print(f"{runs - wrong} of {runs} as a strong player")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
