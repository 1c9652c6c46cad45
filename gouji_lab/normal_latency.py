"""Per-decision latency of an AI level in self-play, as wall time and as the
CPU time of the deciding thread (the latter is what the agent costs; wall time
also counts other work on a shared machine).

    python -m gouji_lab.normal_latency --level normal --deals 40
    python -m gouji_lab.normal_latency --level baseline --deals 40
"""

from __future__ import annotations

import argparse
import time

from gouji_desktop.engine import Game
from gouji_lab.arena import ARENA_LEVELS, arena_agent


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="normal", choices=ARENA_LEVELS)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    wall: list[float] = []
    cpu: list[float] = []
    for deal in range(args.deals):
        game = Game.new(args.seed * 100_003 + deal)
        agents = [arena_agent(args.level, s, {}) for s in range(6)]
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            w0, c0 = time.perf_counter(), time.thread_time()
            action = agents[seat].decide(view, legal)
            cpu.append(time.thread_time() - c0)
            wall.append(time.perf_counter() - w0)
            game.apply(action)
    print(f"{args.level}: {len(wall)} decisions over {args.deals} deals")
    print("| clock | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|")
    for name, values in (("wall", sorted(wall)), ("thread CPU", sorted(cpu))):
        p50, p95 = percentile(values, 0.5) * 1e3, percentile(values, 0.95) * 1e3
        print(f"| {name} | {p50:.2f} | {p95:.2f} | {values[-1] * 1e3:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
