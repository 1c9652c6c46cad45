"""A variant of the normal level (other `Style` weights) against the frozen
baseline in the duplicate arena, with per-deal results saved so that two
variants can be compared deal by deal (a paired difference, much less noisy
than the two CIs side by side).

    python tools/normal_variants.py --seed 13 --games 300 --save /tmp/ref.json
    python tools/normal_variants.py --seed 13 --games 300 --style willing=0.4 --compare /tmp/ref.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import sys
import time
from pathlib import Path

from gouji_desktop import arena
from gouji_desktop.ai import Agent, make_agent
from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.style import NORMAL_STYLE, Style

_STYLE: Style = NORMAL_STYLE


def _agent(level: str, seed: int, options: dict[str, object]) -> Agent:
    if level == "normal":
        return NormalAgent(seed, _STYLE)
    if level == arena.BASELINE:
        return arena.baseline_agent(seed)
    return make_agent(level, seed, **options)


def _init(style: Style) -> None:
    global _STYLE
    _STYLE = style
    arena.arena_agent = _agent  # the arena's games use this variant for "normal"


def parse_style(pairs: list[str]) -> Style:
    fields = {f.name: f.type for f in dataclasses.fields(Style)}
    changes: dict[str, object] = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if name not in fields:
            raise SystemExit(f"unknown Style field {name!r}; known: {', '.join(fields)}")
        kind = fields[name]
        if kind in ("bool", bool):
            changes[name] = value.lower() in ("1", "true", "yes")
        elif kind in ("int", int):
            changes[name] = int(value)
        else:
            changes[name] = float(value)
    return dataclasses.replace(NORMAL_STYLE, **changes)  # type: ignore[arg-type]  # checked against the fields above


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--b", default=arena.BASELINE, help="side B's level")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, action="append", help="repeatable: every seed's deals pooled")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--style", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--save", type=Path, help="write side A's per-deal scores here (JSON)")
    parser.add_argument("--compare", type=Path, help="paired difference against a saved run")
    args = parser.parse_args()
    style = parse_style(args.style)
    seeds = args.seed or [13]
    started = time.perf_counter()
    tasks = [
        (arena.Setup(a="normal", b=args.b, seed=seed, budget_s=1.0, max_samples=0), d)
        for seed in seeds
        for d in range(args.games)
    ]
    with multiprocessing.get_context("spawn").Pool(args.jobs, initializer=_init, initargs=(style,)) as pool:
        results = pool.map(arena.play_deal, tasks, chunksize=4)  # in task order
    diffs = [r.a_scores[0] + r.a_scores[1] for r in results]  # A − B per game, per deal
    mean, ci = arena.mean_ci(diffs)
    print(f"style {' '.join(args.style) or '(normal)'}; seeds {seeds}, {len(results)} deals")
    print(f"A − B per game: {mean:+.2f} ± {ci:.2f}  ({time.perf_counter() - started:.0f} s)")
    if args.compare:
        ref = json.loads(args.compare.read_text(encoding="utf-8"))
        paired = [d - r for d, r in zip(diffs, ref, strict=False)]
        pm, pci = arena.mean_ci(paired)
        print(f"paired against {args.compare.name}: {pm:+.2f} ± {pci:.2f} per game")
    if args.save:
        args.save.write_text(json.dumps(diffs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
