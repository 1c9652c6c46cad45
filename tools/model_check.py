"""How far the hard level's model of the seats is from normal as it plays.

The search values an option by playing the rest of the deal with normal's
planner in every seat (``rollout.planner_rollout``, ``MODEL_STYLE``: normal
without its own searches).  At searched decisions of live normal self-play
(``bench.truth_positions``, four a game), every option the search would
compare is played out on the *real* hidden cards by that model and by
``NormalAgent`` in every seat, and by normal with one of its searches
switched off; the report says how often each finishes the deal with the
same team score as normal, and how closely the options' gains over normal's
choice agree.  A development tool (docs/ai.md), not shipped.

    python tools/model_check.py --positions 40 --seed 7
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from hard_overrides import correlation_and_slope, playout

from gouji_desktop.ai.agents import NormalAgent, to_action
from gouji_desktop.ai.bench import truth_positions
from gouji_desktop.ai.rollout import apply_choice, planner_rollout, played_ranks, team_result
from gouji_desktop.ai.search import HardAgent
from gouji_desktop.ai.style import MODEL_STYLE, Style
from gouji_desktop.engine import Game
from gouji_desktop.engine.fast import game_from_view

#: the players compared with normal, besides the model's rollouts
AGENTS = {
    "normal without its endgame search": Style(endgame_cards=0),
    "normal without its exact endings": Style(exact_end_nodes=0),
    "normal in the model's style (as an agent)": MODEL_STYLE,
}
MODEL = "the model (planner_rollout)"


def model_score(game: Game, kind: str, play: object, seat: int) -> float:
    """``seat``'s team score after the option, the model playing every seat on the real cards."""
    view = game.view(seat)
    hidden = {s: game.hand(s) for s in range(6) if s != seat and view.counts[s]}
    world = game_from_view(view, hidden)
    played = played_ranks(view)
    apply_choice(world, kind, play, played)  # type: ignore[arg-type]  # a policy choice
    planner_rollout(world, played, None, MODEL_STYLE)
    return team_result(world, seat, 0.0)


def collect(positions: int, seed: int) -> list[list[dict[str, float]]]:
    """Per searched decision, per option: its score by normal and by each other player."""
    normal = NormalAgent(0)
    others = {name: NormalAgent(0, style) for name, style in AGENTS.items()}
    out: list[list[dict[str, float]]] = []
    for game in truth_positions(positions, seed):
        count = 0
        while not game.finished and count < 4:
            seat = game.to_act
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            search = HardAgent(seed=1, budget_s=1e9, max_samples=1, open_value=0.0)
            search.race = False
            if len(legal) > 1:
                search.decide(view, legal)  # one guess: only the options it compares are wanted
            if search.last_samples:
                count += 1
                options = []
                for kind, play in search.last_choices:
                    action = to_action(kind, play, seat)
                    row = {
                        "normal": float(playout(game, action, seat, normal)),
                        MODEL: model_score(game, kind, play, seat),
                    }
                    for name, agent in others.items():
                        row[name] = float(playout(game, action, seat, agent))
                    options.append(row)
                out.append(options)
            game.apply(normal.decide(view, legal))
    return out


def gain_correlation(decisions: Sequence[Sequence[dict[str, float]]], name: str) -> float:
    """The correlation of the options' gains over normal's choice (the first)
    as ``name`` plays the deal out and as normal does."""
    xs = [o[name] - d[0][name] for d in decisions for o in d[1:]]
    ys = [o["normal"] - d[0]["normal"] for d in decisions for o in d[1:]]
    return correlation_and_slope(xs, ys)[0]


def report(decisions: Sequence[Sequence[dict[str, float]]]) -> None:
    options = [o for d in decisions for o in d]
    print(f"{len(decisions)} searched decisions, {len(options)} options played out on the real cards")
    print("| player | the same team score as normal | gains' correlation with normal's | mean gap in gains |")
    print("|---|---|---|---|")
    for name in (MODEL, *AGENTS):
        same = sum(1 for o in options if o[name] == o["normal"]) / len(options)
        gaps = [
            abs((o[name] - d[0][name]) - (o["normal"] - d[0]["normal"])) for d in decisions for o in d[1:]
        ]
        print(
            f"| {name} | {same:.1%} | {gain_correlation(decisions, name):.3f} | {sum(gaps) / len(gaps):.2f} |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    started = time.perf_counter()
    report(collect(args.positions, args.seed))
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
