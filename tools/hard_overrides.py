"""What the hard level's overrides of the heuristic are worth, decision by decision.

At decisions of live normal self-play (≤ 140 cards in play, ``--cards``), the
hard agent searches with a fixed number of guesses; wherever it overrides
the heuristic, both choices are played out by normal for every seat on the
*real* hidden cards and the team scores compared.  Prints the number of
searched decisions, of overrides, and the mean gain per override (± its
standard error).  A development tool (docs/ai.md), not shipped.

    python tools/hard_overrides.py --positions 25 --seed 11 --samples 24
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence

from gouji_desktop.ai import rollout
from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.bench import truth_positions
from gouji_desktop.ai.search import HardAgent
from gouji_desktop.engine import Action, Game


def finish(game: Game, normal: NormalAgent) -> Game:
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(normal.decide(game.view(seat), game.legal_actions()))
    return game


def team_score(game: Game, seat: int) -> int:
    scores = game.scores
    assert scores is not None
    return sum(scores[s] for s in range(seat % 2, 6, 2))


def playout(game: Game, action: Action, seat: int, normal: NormalAgent) -> int:
    """``seat``'s team score after ``action`` in ``game``, normal playing every seat
    to the end on the real cards (``game`` itself is left as it is)."""
    trial = game.copy()
    trial.apply(action)
    return team_score(finish(trial, normal), seat)


def correlation_and_slope(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    """The correlation of ``ys`` with ``xs`` and the slope of ``ys`` on ``xs``
    (least squares).

    >>> correlation_and_slope([0.0, 1.0, 2.0], [1.0, 3.0, 5.0])
    (1.0, 2.0)
    """
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy), sxy / sxx


def use_planner_rollouts() -> None:
    """Rollouts by the current planner instead of the frozen one's restatement."""

    def answer(game, seat, hand, played, beats, style, sizes):  # type: ignore[no-untyped-def]  # a dev tool standing in for quick_answer
        sit = rollout.situation_of(game, seat, played, list(sizes))
        sit.beats = beats
        _, kind, play = rollout.Planner(sit, style).options()[0]
        return kind, play

    rollout.quick_answer = answer  # type: ignore[assignment]  # a dev tool standing in for quick_answer
    rollout.quick_lead = lambda *args: None  # type: ignore[assignment]  # a dev tool switching a shortcut off


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=25)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--samples", type=int, default=24, help="guesses per search")
    parser.add_argument("--per-game", type=int, default=4, help="searched decisions per position")
    parser.add_argument("--cards", type=int, default=140, help="search at most this many cards in play")
    parser.add_argument("--candidates", type=int, default=12)
    parser.add_argument("--margin", type=float, default=2.0)
    parser.add_argument("--no-open", action="store_true", help="no 开点 value in the search")
    parser.add_argument("--planner-rollouts", action="store_true")
    args = parser.parse_args()
    if args.no_open:
        rollout.TRIBUTE_CARD = 0.0
    if args.planner_rollouts:
        use_planner_rollouts()
    normal = NormalAgent(0)
    gains: list[int] = []
    searched = 0
    started = time.perf_counter()
    for game in truth_positions(args.positions, args.seed):
        count = 0
        while not game.finished and count < args.per_game:
            seat = game.to_act
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
            if in_play <= args.cards and len(legal) > 1:
                agent = HardAgent(
                    seed=1,
                    budget_s=1e9,
                    max_samples=args.samples,
                    candidates=args.candidates,
                    margin=args.margin,
                )
                choice = agent.decide(view, legal)
                heuristic = normal.decide(view, legal)
                if agent.last_samples:
                    searched += 1
                    count += 1
                if choice != heuristic:
                    a, b = game.copy(), game.copy()
                    a.apply(choice)
                    b.apply(heuristic)
                    gains.append(team_score(finish(a, normal), seat) - team_score(finish(b, normal), seat))
            game.apply(normal.decide(view, legal))
    mean = statistics.mean(gains) if gains else float("nan")
    se = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else float("nan")
    print(f"searched {searched}, overrides {len(gains)}, mean gain per override {mean:+.2f} ± {se:.2f} (se)")
    if searched and len(gains) > 1:
        # what a search is worth on average: the quantity to compare between settings
        per = sum(gains) / searched
        print(f"gain per searched decision {per:+.3f} ± {se * len(gains) / searched:.3f} (se)")
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
