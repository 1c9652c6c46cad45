"""The expert positions (tests/fixtures/ai/positions/) at the hard level's full budget.

The tests run hard on a dozen guesses (fast and deterministic); this runs it
as a player meets it: the default budget (1 s a decision) and a few seeds,
and prints every position where it chose otherwise than a strong player.
A development tool (docs/ai.md), not shipped.

    python -m gouji_lab.hard_expert_check --seeds 1 2 3            # every position of every topic
    python -m gouji_lab.hard_expert_check --seeds 1 --topic burns --option margin=2.0
"""

from __future__ import annotations

import argparse

from gouji_desktop.ai import make_agent
from gouji_lab.positions import FOLDER, check, load_all


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.hard_expert_check", description=__doc__)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--topic", action="append", default=[], help="only this topic file (repeatable)")
    args = parser.parse_args(argv)
    options = {name: float(value) for name, _, value in (o.partition("=") for o in args.option)}
    every = load_all()
    unknown = set(args.topic) - {p.topic for p in every}
    if unknown:
        parser.error(f"no such topic: {', '.join(sorted(unknown))} (the files in {FOLDER})")
    positions = [p for p in every if not args.topic or p.topic in args.topic]
    runs = wrong = 0
    for seed in args.seeds:
        for position in positions:
            agent = make_agent("hard", seed=seed, budget_s=args.budget, **options)
            miss = check(position, agent.decide)
            runs += 1
            if miss is not None:
                wrong += 1
                print(f"seed {seed}: {position.id}: {miss.partition('; ')[0]}")
    print(f"{runs - wrong} of {runs} as a strong player")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
