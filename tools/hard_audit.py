"""What the hard level's overrides are worth in its own games, by kind.

Plays the arena's deals (hard on one team, normal on the other, each deal
twice with the teams swapped).  At every hard decision the search reached,
the option it took (where it overrode normal's choice) and the option the
search rated best but did not take (where it kept normal's choice) are each
played out beside normal's choice on the *real* hidden cards, normal
playing every seat from there, and the team scores compared.  The records
are grouped by the kind of override (what normal would do → what the other
option does), so a kind the search gets wrong on the real cards shows.
Reads the true hands only to judge.  A development tool (docs/ai.md),
not shipped.

    python tools/hard_audit.py run --seed 31 --deals 0:40 --budget 1.0 --out /tmp/audit31a.json
    python tools/hard_audit.py report /tmp/audit31a.json /tmp/audit31b.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from hard_overrides import playout

from gouji_desktop.ai.agents import NormalAgent, to_action
from gouji_desktop.ai.search import HardAgent, mean_se
from gouji_desktop.arena import SINGLE_GAME, arena_agent
from gouji_desktop.engine import Game, TopMode
from gouji_desktop.engine.fast import SeededRng

Record = dict[str, Any]


def describe(kind: str, play: Any) -> str:
    """A choice in a few words: pass, let, or a play's size and wild cards."""
    if play is None:
        return kind
    r, k, t, s, b = play
    wild = "+".join(x for x, n in (("2", t), ("SJ", s), ("BJ", b)) if n)
    plain = "wild-only" if r < 0 else f"r{r}x{k}"
    return f"{kind}:{plain}{'+' + wild if wild else ''}"


def shape(kind: str, play: Any) -> str:
    """The coarse kind: pass, let, burn, a plain play, or a play with wild cards."""
    if play is None:
        return kind
    r, _, t, s, b = play
    if kind == "burn":
        return "burn"
    if r < 0:
        return "wild"
    return "wild+plain" if t + s + b else "plain"


def situation(game: Game, seat: int) -> dict[str, Any]:
    view = game.view(seat)
    opp = [view.counts[s] for s in range(6) if s % 2 != seat % 2 and view.active[s]]
    mates = [view.counts[s] for s in range(6) if s % 2 == seat % 2 and s != seat and view.active[s]]
    top = view.top_seat
    return {
        "decision": str(view.decision.value),
        "gouji_top": view.top_mode == TopMode.GOUJI,
        "top_by": None if top is None else ("mate" if top % 2 == seat % 2 else "opp"),
        "in_play": sum(n for s, n in enumerate(view.counts) if view.active[s]),
        "own": view.counts[seat],
        "opp_min": min(opp) if opp else 0,
        "mate_min": min(mates) if mates else 0,
    }


def audit_game(deal_seed: int, a_team: int, budget: float, normal: NormalAgent) -> list[Record]:
    game = Game.new(deal_seed)
    # the arena's agents and seeds: hard on team ``a_team``, told it is a single game
    agents = [
        arena_agent(
            "hard" if s % 2 == a_team else "normal",
            SeededRng(deal_seed).derive(s, a_team),
            {"budget_s": budget, **SINGLE_GAME} if s % 2 == a_team else {},
        )
        for s in range(6)
    ]
    records: list[Record] = []
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        agent = agents[seat]
        action = agent.decide(view, legal)
        if isinstance(agent, HardAgent) and agent.last_samples and len(agent.last_choices) > 1:
            choices, gains = agent.last_choices, agent.last_gains
            base = to_action(*choices[0], seat)
            index = {to_action(*c, seat): i for i, c in enumerate(choices)}
            took = index.get(action, 0)
            if took:
                other, why = took, "override"
            else:
                ranked = sorted(range(1, len(gains)), key=lambda i: -gains[i])
                other, why = (ranked[0], "kept") if ranked else (0, "")
            if other:
                base_score = playout(game, base, seat, normal)
                other_score = playout(game, to_action(*choices[other], seat), seat, normal)
                diffs = agent.last_diffs[other] if other < len(agent.last_diffs) else []
                real = other_score - base_score
                records.append(
                    {
                        "why": why,
                        "normal": describe(*choices[0]),
                        "other": describe(*choices[other]),
                        "kind": f"{shape(*choices[0])}->{shape(*choices[other])}",
                        "est": gains[other],
                        "n": len(diffs),
                        "se": mean_se(diffs)[1] if diffs else 0.0,
                        "options": len(choices),
                        "raced": sum(1 for d in agent.last_diffs[1:] if d),
                        "real": real,
                        **situation(game, seat),
                        # the position, to rebuild the big swings as fixed deals
                        **({"game": game.to_json()} if abs(real) >= 4 else {}),
                    }
                )
        game.apply(action)
    return records


def run(args: argparse.Namespace) -> int:
    first, last = (int(x) for x in args.deals.split(":"))
    normal = NormalAgent(0)
    out: list[Record] = []
    started = time.perf_counter()
    for deal in range(first, last):
        deal_seed = SeededRng(args.seed).derive(deal)
        for a_team in (0, 1):
            for rec in audit_game(deal_seed, a_team, args.budget, normal):
                rec["deal"] = deal
                out.append(rec)
        args.out.write_text(json.dumps(out), encoding="utf-8")
        print(f"deal {deal}: {len(out)} records, {time.perf_counter() - started:.0f} s", flush=True)
    return 0


def _line(name: str, values: list[float], est: list[float]) -> str:
    mean = statistics.mean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("nan")
    return f"  {name:<34} n={len(values):4d}  real {mean:+6.2f} ± {se:4.2f}  est {statistics.mean(est):+5.2f}"


def report(args: argparse.Namespace) -> int:
    records: list[Record] = []
    for path in args.files:
        records.extend(json.loads(Path(path).read_text(encoding="utf-8")))
    for why in ("override", "kept"):
        rows = [r for r in records if r["why"] == why]
        if not rows:
            continue
        print(f"{why}: {len(rows)}")
        print(_line("all", [r["real"] for r in rows], [r["est"] for r in rows]))
        for key in args.by:
            groups: dict[str, list[Record]] = defaultdict(list)
            for r in rows:
                value = r[key]
                if key in ("in_play", "own", "opp_min"):
                    value = f"{key}≤{min(b for b in (10, 20, 40, 60, 100, 216) if value <= b)}"
                groups[str(value)].append(r)
            print(f" by {key}")
            for name, group in sorted(groups.items(), key=lambda kv: -len(kv[1])):
                if len(group) >= args.min:
                    print(_line(name, [r["real"] for r in group], [r["est"] for r in group]))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    go = sub.add_parser("run")
    go.add_argument("--seed", type=int, default=31)
    go.add_argument("--deals", default="0:20", help="first:last deal numbers")
    go.add_argument("--budget", type=float, default=1.0)
    go.add_argument("--out", type=Path, required=True)
    rep = sub.add_parser("report")
    rep.add_argument("files", nargs="+")
    rep.add_argument("--by", nargs="*", default=["kind", "decision", "top_by", "in_play", "opp_min", "own"])
    rep.add_argument("--min", type=int, default=5)
    args = parser.parse_args()
    return run(args) if args.cmd == "run" else report(args)


if __name__ == "__main__":
    raise SystemExit(main())
