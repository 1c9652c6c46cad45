"""Setting the hard level's acceptance rule on the real cards.

``collect``: at decisions of live normal self-play (``bench.truth_positions``),
the hard agent searches every option on a fixed number of guesses with the
race off; then every option is played out by normal for every seat on the
*real* hidden cards, and its team score kept beside the search's per-guess
gains.  ``rules``: for each acceptance rule (margin in standard errors, least
gain), what it would have been worth per searched decision against normal's
own choice.  One collection serves every rule.  A development tool
(docs/ai-strength.md), not shipped.

    python tools/hard_acceptance.py collect --positions 60 --seed 11 --samples 32 --out /tmp/a11.json
    python tools/hard_acceptance.py rules /tmp/a11.json /tmp/a31.json
    python tools/hard_acceptance.py collect --positions 150 --seed 41 --search-cards 216 --out /tmp/e41.json
    python tools/hard_acceptance.py rules --by-cards /tmp/e41.json
    python tools/hard_acceptance.py collect --seed 41 --samples 24 --planner-rollouts --out /tmp/p41.json
    python tools/hard_acceptance.py rules --by-cards --guesses 12 /tmp/p41.json   # as if 12 guesses were all
    python tools/hard_acceptance.py collect --positions 60 --seed 41 --samples 64 --planner-rollouts \
        --single-game --out /tmp/g41.json
    python tools/hard_acceptance.py rules --sweep /tmp/g41.json /tmp/g31.json   # the rule as guesses grow
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from hard_overrides import playout

from gouji_desktop.ai.agents import NormalAgent, to_action
from gouji_desktop.ai.bench import truth_positions
from gouji_desktop.ai.search import HardAgent, accepted_option, mean_se

Record = dict[str, Any]


def collect(
    positions: int,
    seed: int,
    samples: int,
    per_game: int,
    search_cards: int = 140,
    planner_rollouts: bool = False,
    open_value: float = 1.0,
) -> list[Record]:
    normal = NormalAgent(0)
    records: list[Record] = []
    for game in truth_positions(positions, seed):
        count = 0
        while not game.finished and count < per_game:
            seat = game.to_act
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            agent = HardAgent(
                seed=1,
                budget_s=1e9,
                max_samples=samples,
                search_cards=search_cards,
                planner_rollouts=float(planner_rollouts),
                open_value=open_value,
            )
            agent.race = False  # every option on every guess: any rule can be judged
            if len(legal) > 1:
                agent.decide(view, legal)
            if agent.last_samples:
                count += 1
                mine = normal.decide(view, legal)
                score = playout(game, mine, seat, normal)
                options = []
                for (kind, play), diffs in zip(agent.last_choices, agent.last_diffs, strict=True):
                    action = to_action(kind, play, seat)
                    real = playout(game, action, seat, normal) - score if action != mine else 0
                    options.append({"diffs": diffs, "real": real, "normal": action == mine})
                records.append({"in_play": sum(view.counts), "options": options})
            game.apply(normal.decide(view, legal))
    return records


def _diffs(record: Record) -> list[list[float]]:
    return [o["diffs"] for o in record["options"]]


def worth(record: Record, margin: float, min_gain: float) -> float:
    """What the rule's pick (the hard level's own, :func:`accepted_option`) is
    worth against normal's choice on the real cards (the search's first option
    is normal's choice)."""
    options = record["options"]
    best = accepted_option(_diffs(record), margin, min_gain)
    return float(options[best]["real"])


def rules(records: list[Record]) -> None:
    print(f"{len(records)} searched decisions")
    print("| margin (standard errors) | least gain | overrides | per searched decision (± se) |")
    print("|---|---|---|---|")
    for margin in (0.0, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0):
        for min_gain in (0.2, 0.3, 0.5):
            values = [worth(r, margin, min_gain) for r in records]
            picked = sum(
                1 for r in records if accepted_option([o["diffs"] for o in r["options"]], margin, min_gain)
            )
            mean, se = mean_se(values)
            print(f"| {margin} | {min_gain} | {picked} | {mean:+.3f} ± {se:.3f} |")
    oracle = [max(float(o["real"]) for o in r["options"]) for r in records]
    best = mean_se(oracle)[0]
    print(f"(the best option on the real cards, chosen in hindsight: {best:+.2f} per decision)")


BUCKETS = ((0, 100), (101, 140), (141, 170), (171, 200), (201, 216))


def by_cards(records: list[Record]) -> None:
    """What the rule's picks are worth per searched decision, by cards in play."""
    print("| cards in play | searched | margin | overrides | per searched decision (± se) |")
    print("|---|---|---|---|---|")
    for low, high in BUCKETS:
        some = [r for r in records if low <= r["in_play"] <= high]
        if len(some) < 2:
            continue
        for margin in (1.0, 1.5, 2.0):
            mean, se = mean_se([worth(r, margin, 0.3) for r in some])
            picked = sum(1 for r in some if accepted_option(_diffs(r), margin, 0.3))
            print(f"| {low}–{high} | {len(some)} | {margin} | {picked} | {mean:+.3f} ± {se:.3f} |")


def first_guesses(records: list[Record], guesses: int) -> list[Record]:
    """The records as a search that had only its first ``guesses`` guesses saw them
    (a smaller budget, or a bigger position, than the collection's)."""
    return [{**r, "options": [{**o, "diffs": o["diffs"][:guesses]} for o in r["options"]]} for r in records]


def sweep(records: list[Record], guesses: tuple[int, ...] = (12, 16, 24, 32, 48, 64)) -> None:
    """The shipped rule (the hard level's default margin and least gain) as a
    search with only its first N guesses would apply it: how many overrides it
    makes, and what they are worth, as guesses grow (a faster machine, or the
    compiled AI, gets more in its second)."""
    shipped = HardAgent()
    margin, min_gain = shipped.margin, shipped.min_gain
    print("| guesses | overrides | per searched decision (± se) |")
    print("|---|---|---|")
    for n in guesses:
        cut = first_guesses(records, n)
        values = [worth(r, margin, min_gain) for r in cut]
        picked = sum(1 for r in cut if accepted_option(_diffs(r), margin, min_gain))
        mean, se = mean_se(values)
        print(f"| {n} | {picked} | {mean:+.3f} ± {se:.3f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    get = sub.add_parser("collect")
    get.add_argument("--positions", type=int, default=60)
    get.add_argument("--seed", type=int, default=11)
    get.add_argument("--samples", type=int, default=32)
    get.add_argument("--per-game", type=int, default=4)
    get.add_argument("--search-cards", type=int, default=140, help="most cards in play searched")
    get.add_argument("--planner-rollouts", action="store_true", help="rollouts by normal's planner")
    get.add_argument("--single-game", action="store_true", help="no game follows (the arena's open_value=0)")
    get.add_argument("--out", type=Path, required=True)
    judge = sub.add_parser("rules")
    judge.add_argument("files", type=Path, nargs="+")
    judge.add_argument("--by-cards", action="store_true", help="one rule, by cards in play")
    judge.add_argument("--guesses", type=int, default=0, help="judge on the first N guesses only")
    judge.add_argument("--sweep", action="store_true", help="the shipped rule at 12 to 64 guesses")
    args = parser.parse_args()
    if args.command == "collect":
        started = time.perf_counter()
        records = collect(
            args.positions,
            args.seed,
            args.samples,
            args.per_game,
            args.search_cards,
            args.planner_rollouts,
            0.0 if args.single_game else 1.0,
        )
        args.out.write_text(json.dumps(records))
        print(f"{len(records)} searched decisions ({time.perf_counter() - started:.0f} s)")
    else:
        loaded = [r for f in args.files for r in json.loads(f.read_text())]
        if args.guesses:
            loaded = first_guesses(loaded, args.guesses)
        if args.sweep:
            sweep(loaded)
        elif args.by_cards:
            by_cards(loaded)
        else:
            rules(loaded)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
