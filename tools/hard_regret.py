"""How much a variant of the hard level's search gains per searched decision,
judged by a deep search of the same model.

``ref``: at searched decisions of live play (the hard agent in every seat,
every ``stride``-th decision where it would search), every option is played
out on ``samples`` guesses with the race off (a seed of its own): its mean
team score against the heuristic's choice is the decision's *reference value*.
``var``: the hard agent with the given options decides at each position
within its budget; what its choice is worth is the reference value of that
option (0 for the heuristic's choice).  Paired with ``--base`` (the gains of
another variant, saved by ``--save``), the difference is measured decision by
decision.  The model judges itself here: it ranks options by the model's own
values and says nothing about the model's error (the arena and
``hard_acceptance.py`` do).  A development tool (docs/ai.md), not
shipped.

    python tools/hard_regret.py ref --positions 80 --seed 6 --stride 5 --samples 150 --file /tmp/ref6.pkl
    python tools/hard_regret.py var --file /tmp/ref6.pkl --seeds 1 2 3 --save /tmp/d.pkl
    python tools/hard_regret.py var --file /tmp/ref6.pkl --seeds 1 2 3 --option margin=1.5 --base /tmp/d.pkl
"""

from __future__ import annotations

import argparse
import pickle
import time
from pathlib import Path

from gouji_desktop.ai.candidates import Choice
from gouji_desktop.ai.search import HardAgent, mean_se
from gouji_desktop.engine import Game, GameView

Spot = tuple[GameView, list[Choice]]


class _Recorder(HardAgent):
    """The hard agent that keeps every decision it would search, and plays the
    heuristic's choice instead (fast)."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.spots: list[Spot] = []

    def _search(self, view: GameView, choices: list[Choice], start: float) -> int:
        self.spots.append((view, list(choices)))
        return 0


def collect(count: int, seed: int, stride: int) -> list[Spot]:
    recorder = _Recorder()
    spots: list[Spot] = []
    deal = 0
    while len(spots) < count:
        game = Game.new(seed * 10_007 + deal)
        deal += 1
        seen = 0
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            before = len(recorder.spots)
            action = recorder.decide(game.view(seat), game.legal_actions())
            if len(recorder.spots) > before:
                seen += 1
                if seen % stride == 0:
                    spots.append(recorder.spots[-1])
            game.apply(action)
    return spots[:count]


def reference(spots: list[Spot], samples: int) -> list[list[float]]:
    out: list[list[float]] = []
    for i, (view, choices) in enumerate(spots):
        agent = HardAgent(seed=97, budget_s=1e9, max_samples=samples)
        agent.race = False
        agent._search(view, choices, time.perf_counter())
        gains = [0.0] + [mean_se(d)[0] if d else 0.0 for d in agent.last_diffs[1:]]
        out.append(gains)
        print(i, len(choices), " ".join(f"{g:+.2f}" for g in gains), flush=True)
    return out


def variant(path: Path, seeds: list[int], options: dict[str, float]) -> list[float]:
    with path.open("rb") as f:
        spots, ref = pickle.load(f)
    got: list[float] = []
    overrides = samples = 0
    for seed in seeds:
        for (view, choices), gains in zip(spots, ref, strict=True):
            agent = HardAgent(seed=seed, **options)  # type: ignore[arg-type]  # numeric options, as the arena's
            pick = agent._search(view, choices, time.perf_counter())
            got.append(gains[pick])
            overrides += pick != 0
            samples += agent.last_samples
    mean, se = mean_se(got)
    print(
        f"{options or 'default'}: {mean:+.3f} ± {se:.3f} per searched decision; "
        f"overrides {overrides}/{len(got)}, {samples / len(got):.1f} deals a decision"
    )
    return got


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["ref", "var"])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--stride", type=int, default=7)
    parser.add_argument("--samples", type=int, default=150)
    parser.add_argument("--file", type=Path, required=True)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--option", nargs="*", default=[], help="NAME=VALUE options of the hard agent")
    parser.add_argument("--save", type=Path)
    parser.add_argument("--base", type=Path)
    args = parser.parse_args()
    if args.command == "ref":
        spots = collect(args.positions, args.seed, args.stride)
        ref = reference(spots, args.samples)
        with args.file.open("wb") as f:
            pickle.dump((spots, ref), f)
        print(f"best option in hindsight: {sum(max(g) for g in ref) / len(ref):+.3f} per decision")
        return 0
    options = {k: float(v) for k, v in (o.split("=", 1) for o in args.option)}
    got = variant(args.file, args.seeds, options)
    if args.save:
        with args.save.open("wb") as f:
            pickle.dump(got, f)
    if args.base:
        with args.base.open("rb") as f:
            base = pickle.load(f)
        mean, se = mean_se([a - b for a, b in zip(got, base, strict=True)])
        print(f"  paired against {args.base}: {mean:+.3f} ± {se:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
