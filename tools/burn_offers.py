"""What normal's burn offers are worth on the real cards.

In normal self-play, at every burn offer (R-BURN) the seat's choice and the
other way (declining where it burned; its best-scored burn where it
declined) are both played out by normal in every seat on the real hidden
cards, and the team scores compared: the gain of burning over declining, by
whose hand is offered (a teammate's or an opponent's), by what normal chose
and by the cards the seat holds.  Reads the true hands only to judge.  A
development tool (docs/ai.md), not shipped.

    python tools/burn_offers.py --seed 1 --deals 0:1000 --out /tmp/burn1a.json   # and 1000:2000
    python tools/burn_offers.py --report /tmp/burn1a.json /tmp/burn1b.json
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from hard_overrides import playout

from gouji_desktop.ai.agents import NormalAgent, pick_legal
from gouji_desktop.ai.search import mean_se
from gouji_desktop.engine import ActionKind, Decision, Game
from gouji_desktop.engine.fast import SeededRng

Record = dict[str, Any]


def offers_of_deal(deal_seed: int) -> list[Record]:
    """Every burn offer of one self-play deal, each played out both ways."""
    normal = NormalAgent(0)  # stateless and deterministic: one serves every seat
    game = Game.new(deal_seed)
    out: list[Record] = []
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        action = normal.decide(view, legal)
        if game.decision == Decision.BURN_OFFER and len(legal) > 1:
            burned = action.kind == ActionKind.BURN
            if burned:
                other = next(a for a in legal if a.kind == ActionKind.PASS)
            else:
                burns = [(kind, play) for _, kind, play in normal.options(view, legal) if kind == "burn"]
                other = pick_legal(burns, seat, legal) if burns else action
            if other != action:
                taken = playout(game, action, seat, normal)
                instead = playout(game, other, seat, normal)
                top = view.top_seat
                assert top is not None
                out.append(
                    {
                        "burned": burned,
                        "gain": (taken - instead) if burned else (instead - taken),
                        "mate": top % 2 == seat % 2,
                        "own": view.counts[seat],
                    }
                )
        game.apply(action)
    return out


def report(records: list[Record]) -> None:
    groups: dict[str, list[float]] = defaultdict(list)
    for r in records:
        whose = "a teammate's hand" if r["mate"] else "an opponent's hand"
        chose = "normal burned" if r["burned"] else "normal declined"
        size = "≤12" if r["own"] <= 12 else "≤24" if r["own"] <= 24 else ">24"
        groups[f"{whose}, {chose}"].append(r["gain"])
        groups[f"{whose}, {chose}, own {size}"].append(r["gain"])
    print("| offer | n | burning − declining, team points (± se) |")
    print("|---|---|---|")
    for name, gains in sorted(groups.items()):
        mean, se = mean_se(gains)
        print(f"| {name} | {len(gains)} | {mean:+.2f} ± {se:.2f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0:200", help="first:last deal numbers")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--report", type=Path, nargs="+")
    args = parser.parse_args()
    if args.report:
        report([r for f in args.report for r in json.loads(f.read_text(encoding="utf-8"))])
        return 0
    first, last = (int(x) for x in args.deals.split(":"))
    records = [r for deal in range(first, last) for r in offers_of_deal(SeededRng(args.seed).derive(deal))]
    if args.out:
        args.out.write_text(json.dumps(records), encoding="utf-8")
    report(records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
