"""How long the hard level takes per decision, on a quiet and on a loaded machine.

Positions are real searched decisions of normal self-play (at most
``--cards`` cards in play, more than one legal action).  The hard agent
decides at each with budgets 0.3 s and 1.0 s; wall time is measured around
``decide`` as the arena does.  Then the same again while ``--load`` busy-loop
processes compete for the cores (started for the run only, each bounded in
time, and killed at the end).  Prints p50/p95/max in ms and how many
decisions took longer than budget + 10%.  A development tool
(docs/ai.md), not shipped.

    python -m gouji_lab.hard_latency --positions 30 --load 6
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.engine import Action, Decision, Game, GameView, Phase

Position = tuple[GameView, list[Action]]

#: the busy loop of one load process; it ends by itself after its time is up
BUSY = "import time\nend = time.time() + {seconds}\nwhile time.time() < end:\n    pass\n"


def positions(count: int, seed: int, cards: int) -> list[Position]:
    """Searched decisions of normal self-play (and burn offers, searched at any
    card count), a few from each deal."""
    out: list[Position] = []
    normal = NormalAgent(seed)
    deal = 0
    while len(out) < count:
        game = Game.new(seed * 7_919 + deal)
        deal += 1
        step = 0
        while not game.finished and len(out) < count:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            if game.phase == Phase.PLAY and len(legal) > 1:
                in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
                step += 1
                burn = view.decision == Decision.BURN_OFFER  # searched at any card count
                if (in_play <= cards or burn) and step % 7 == deal % 7:
                    out.append((view, list(legal)))
            game.apply(normal.decide(view, legal))
    return out


def measure(spots: list[Position], budget: float, seed: int) -> list[float]:
    agent = HardAgent(seed, SearchConfig(budget_s=budget))
    times: list[float] = []
    for view, legal in spots:
        start = time.perf_counter()
        agent.decide(view, legal)
        times.append(time.perf_counter() - start)
    return times


def report(label: str, budget: float, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    over = sum(t > 1.1 * budget for t in times)
    print(
        f"  {label:7} budget {budget:.1f} s: p50 {statistics.median(ms):7.1f} ms  p95 {p95:7.1f} ms  "
        f"max {ms[-1]:7.1f} ms  over {1100 * budget:.0f} ms: {over}/{len(ms)}",
        flush=True,
    )


def start_load(count: int, seconds: float) -> list[subprocess.Popen[bytes]]:
    code = BUSY.format(seconds=seconds)
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(count)]


def stop_load(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        p.kill()
    for p in procs:
        p.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument(
        "--cards", type=int, default=140, help="positions with at most this many cards in play"
    )
    parser.add_argument(
        "--load", type=int, default=6, help="busy-loop processes in the loaded runs (0: none)"
    )
    parser.add_argument("--budgets", type=float, nargs="+", default=[0.3, 1.0])
    args = parser.parse_args()
    spots = positions(args.positions, args.seed, args.cards)
    print(
        f"hard latency at {len(spots)} searched decisions of normal self-play (seed {args.seed}), wall time:"
    )
    print(f"  load average before: {os.getloadavg()[0]:.1f}", flush=True)
    for budget in args.budgets:
        report("quiet", budget, measure(spots, budget, args.seed))
    if args.load > 0:
        seconds = sum(args.budgets) * len(spots) * 1.5 + 30
        procs = start_load(args.load, seconds)
        try:
            time.sleep(1.0)
            for budget in args.budgets:
                report(f"load {args.load}", budget, measure(spots, budget, args.seed))
            print(f"  load average after the loaded runs: {os.getloadavg()[0]:.1f}")
        finally:
            stop_load(procs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
