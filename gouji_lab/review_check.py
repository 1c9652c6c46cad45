"""The review (复盘) against the expert positions' known answers: how often it marks a wrong move, and
how often it marks a right one.

    python -m gouji_lab.review_check [--screen 16] [--confirm 48] [--limit N] [--out F]

Every expert position in play (tests/fixtures/ai/positions/, read by gouji_lab.positions) is set up; the move
the normal level plays there, when a strong player accepts it (else the first accepted move), is
reviewed as the right move, and every structurally different option a strong player does not accept
as a wrong move. Prints, per grade, how many right moves were marked (false marks) and how many
wrong moves were, and the costs; ``--out`` writes every verdict as JSON lines.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.choice import pick_legal
from gouji_desktop.ai.search.candidates import structural_choices
from gouji_desktop.engine import Action, Game, Phase
from gouji_desktop.engine.fast import NUM_RANKS
from gouji_desktop.review import GRADES, review_decision
from gouji_lab.positions import accept_set, load_all, start


def structural_moves(game: Game, seat: int) -> list[Action]:
    """Every structurally different legal move (as the review's screen compares them)."""
    view, legal = game.view(seat), game.legal_actions()
    hand = [0] * NUM_RANKS
    for card in view.hand:
        hand[card.rank] += 1
    choices = structural_choices(NormalAgent().options(view, legal), hand, seat, legal, 16)
    out: list[Action] = []
    for choice in choices:
        action = pick_legal([choice], seat, legal)
        if action not in out:
            out.append(action)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gouji_lab.review_check", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--screen", type=int, default=16)
    parser.add_argument("--confirm", type=int, default=48)
    parser.add_argument("--limit", type=int, default=0, help="only the first N positions")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    right_grades: Counter[tuple[str, str]] = Counter()
    wrong_grades: Counter[str] = Counter()
    caught = 0
    reviewed = 0
    started = time.perf_counter()
    # the review judges moves in play: the decisions before play and the 还贡 are left out
    cases = [(p, g) for p in load_all() if (g := start(p)).phase == Phase.PLAY][: args.limit or None]
    for position, game in cases:
        legal = game.legal_actions()
        accepted = accept_set(game, position) & set(legal)
        if len(legal) < 2 or not accepted or accepted == set(legal):
            continue
        view = game.view(position.seat)
        normal = make_agent("normal", seed=1).decide(view, legal)
        options = structural_moves(game, position.seat)
        rights = [a for a in options if a in accepted] or [
            normal if normal in accepted else sorted(accepted, key=str)[0]
        ]
        for right in rights:
            verdict = review_decision(view, legal, right, seed=7, screen=args.screen, confirm=args.confirm)
            tag = "normal" if right == normal else "other"
            right_grades[(tag, verdict.grade)] += 1
            rows.append(
                {"position": position.id, "move": str(right), "right": True, "tag": tag, **_said(verdict)}
            )
        marked_any = False
        for wrong in (a for a in options if a not in accepted):
            v = review_decision(view, legal, wrong, seed=7, screen=args.screen, confirm=args.confirm)
            wrong_grades[v.grade] += 1
            marked_any |= v.grade in ("mistake", "blunder")
            rows.append({"position": position.id, "move": str(wrong), "right": False, **_said(v)})
        caught += marked_any
        reviewed += 1
    seconds = time.perf_counter() - started
    wrong_n = sum(wrong_grades.values())
    right_n = {tag: sum(n for (t, _), n in right_grades.items() if t == tag) for tag in ("normal", "other")}
    print(
        f"{reviewed} positions in {seconds:.0f} s: right moves {right_n['normal']} the normal level's own"
        f" and {right_n['other']} others a strong player accepts; {wrong_n} wrong moves"
    )
    print("grade        right (normal's)   right (others)   wrong moves")
    for grade in GRADES:
        own, other = right_grades[("normal", grade)], right_grades[("other", grade)]
        print(
            f"{grade:12} {own:5} {_pct(own, right_n['normal']):>7}"
            f"   {other:5} {_pct(other, right_n['other']):>7}"
            f"   {wrong_grades[grade]:5} {_pct(wrong_grades[grade], wrong_n):>7}"
        )
    print(
        f"positions with a wrong move marked mistake or blunder: {caught}/{reviewed}"
        f" ({_pct(caught, reviewed)})"
    )
    for tag in ("normal", "other"):
        marked = right_n[tag] - right_grades[(tag, "ok")]
        print(f"right moves ({tag}) marked: {marked}/{right_n[tag]} ({_pct(marked, right_n[tag])})")
    if args.out:
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 0


def _said(verdict: Any) -> dict[str, Any]:
    return {"grade": verdict.grade, "cost": verdict.cost, "stderr": verdict.stderr, "best": str(verdict.best)}


def _pct(n: int, total: int) -> str:
    return f"{100 * n / total:.1f}%" if total else "-"


if __name__ == "__main__":
    raise SystemExit(main())
