"""Setting the hard level's acceptance rule on the real cards.

``collect``: at decisions of live normal self-play (``bench.truth_positions``),
the hard agent searches every option on a fixed number of guesses with the
race off; then every option is played out by normal for every seat on the
*real* hidden cards, and its team score kept beside the search's per-guess
gains.  ``rules``: for each acceptance rule (margin in standard errors, least
gain), what it would have been worth per searched decision against normal's
own choice.  One collection serves every rule.  ``calibration``: samplers
compared on the same decisions (collections of the same seeds, each with
other ``--hard-option``/``--infer`` settings, ``--know`` guesses that carry
part of the truth, ``--weigh``: every guess kept with its likelihood as an
importance weight, or ``--model normal``: the rollouts played by normal
itself, its endgame search included): how well each one's estimates
foretell the real gains.  A development tool (docs/ai.md), not
shipped.

    python tools/hard_acceptance.py collect --positions 60 --seed 11 --samples 32 --out /tmp/a11.json
    python tools/hard_acceptance.py rules /tmp/a11.json /tmp/a31.json
    python tools/hard_acceptance.py collect --positions 150 --seed 41 --search-cards 216 --out /tmp/e41.json
    python tools/hard_acceptance.py rules --by-cards /tmp/e41.json
    python tools/hard_acceptance.py collect --seed 41 --samples 24 --planner-rollouts --out /tmp/p41.json
    python tools/hard_acceptance.py rules --by-cards --guesses 12 /tmp/p41.json   # as if 12 guesses were all
    python tools/hard_acceptance.py collect --positions 60 --seed 41 --samples 64 --planner-rollouts \
        --single-game --out /tmp/g41.json
    python tools/hard_acceptance.py rules --sweep /tmp/g41.json /tmp/g31.json   # the rule as guesses grow
    python tools/hard_acceptance.py collect --positions 60 --seed 41 --samples 32 --planner-rollouts \
        --single-game --know wild --out /tmp/w41.json   # and --weigh, --hard-option infer_rules=0, ...
    python tools/hard_acceptance.py calibration /tmp/g41.json,/tmp/g31.json /tmp/w41.json,/tmp/w31.json
    python tools/hard_acceptance.py collect --positions 60 --seed 41 --samples 16 --planner-rollouts \
        --single-game --model normal --out /tmp/m41.json   # about twelve times the time
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import time
from pathlib import Path
from typing import Any

import hard_oracle
from hard_overrides import correlation_and_slope, finish, playout

from gouji_desktop.ai import sampler, search
from gouji_desktop.ai.agents import NormalAgent, to_action
from gouji_desktop.ai.bench import truth_positions
from gouji_desktop.ai.clues import Clues
from gouji_desktop.ai.replay import ChoiceReplay
from gouji_desktop.ai.search import FULL_EVIDENCE, HardAgent, accepted_option, mean_se
from gouji_desktop.engine import Card, Game, GameView, fast

Record = dict[str, Any]


def collect(
    positions: int,
    seed: int,
    samples: int,
    per_game: int,
    search_cards: int = 140,
    planner_rollouts: bool = False,
    open_value: float = 1.0,
    hard_options: dict[str, float] | None = None,
    infer: dict[str, float] | None = None,
    know: str = "none",
    weigh: bool = False,
    out: Path | None = None,
    model: str = "planner",
) -> list[Record]:
    normal = NormalAgent(0)
    if model == "normal":
        use_normal_model()
    told = know != "none"
    weights: list[float] = []
    if weigh:  # every guess kept, with its likelihood beside it (importance weights)
        shipped = search.sample_hidden

        def weighed(
            view: GameView,
            rng: random.Random,
            how: sampler.Inference = sampler.NONE,
            clues: Clues | None = None,
            replay: ChoiceReplay | None = None,
        ) -> dict[int, list[Card]]:
            hands = shipped(view, rng, dataclasses.replace(how, tries=1), clues, replay)
            weights.append(sampler.likelihood(hands, clues, how) if clues is not None else 1.0)
            return hands

        search.sample_hidden = weighed
    if told:  # the diagnostic's oracle: guesses carry part of the truth (tools/hard_oracle.py)
        hard_oracle.KNOWN_FROM[0] = hard_oracle.KNOW[know]
        search.sample_hidden = hard_oracle.told_hidden
    records: list[Record] = []
    for number, game in enumerate(truth_positions(positions, seed), 1):
        if out is not None and number % 20 == 0:
            out.write_text(
                json.dumps(records), encoding="utf-8"
            )  # what is collected so far, should the run be cut short
        count = 0
        if told:
            hard_oracle.TRUTH[:] = [game]
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
                **(hard_options or {}),
            )
            if infer:
                agent.inference = dataclasses.replace(
                    agent.inference, **{k: type(getattr(agent.inference, k))(v) for k, v in infer.items()}
                )
            agent.race = False  # every option on every guess: any rule can be judged
            weights.clear()
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
                    options.append(
                        {
                            "diffs": diffs,
                            "real": real,
                            "normal": action == mine,
                            "kind": kind,
                            "cards": [str(c) for c in action.cards],
                        }
                    )
                record: Record = {
                    "in_play": sum(view.counts),
                    "options": options,
                    "decision": view.decision.name,
                    "hand": len(view.hand),
                }
                if weigh:
                    record["weights"] = list(weights)
                records.append(record)
            game.apply(normal.decide(view, legal))
    return records


def use_normal_model() -> None:
    """The search's rollouts played by ``NormalAgent`` itself in every seat, its
    endgame search and exact endings included (the model the real cards are
    judged by; about twelve times the cost of the planner's rollouts)."""
    agent = NormalAgent(0)

    def built(view: GameView, hidden: dict[int, list[Card]]) -> Game:
        return fast.game_from_view(view, hidden, keep_log=True)  # normal's clues read the log

    def applied(game: Game, kind: str, play: fast.Play | None, _played: list[int]) -> None:
        seat = game.to_act
        assert seat is not None
        game.apply(to_action(kind, play, seat))  # checked, so the log holds it

    def played_out(game: Game, *_: object) -> int:
        finish(game, agent)
        return 0  # never cut short: the tool searches with the race off

    search.game_from_view = built  # type: ignore[assignment]  # a dev tool's stand-in
    search.apply_choice = applied
    search.planner_rollout = played_out


def _diffs(record: Record) -> list[list[float]]:
    return [o["diffs"] for o in record["options"]]


def weighted_mean_se(d: list[float], w: list[float]) -> tuple[float, float, float]:
    """Mean, standard error and effective sample size of gains weighed by their
    guesses' likelihoods (self-normalised importance weights)."""
    total = sum(w)
    if total <= 0:
        return 0.0, math.inf, 0.0
    mean = sum(x * v for x, v in zip(d, w, strict=False)) / total
    var = sum(v * (x - mean) ** 2 for x, v in zip(d, w, strict=False)) / total
    n_eff = total * total / sum(v * v for v in w)
    return mean, math.sqrt(var / max(n_eff - 1.0, 1.0)), n_eff


def pick(record: Record, margin: float, min_gain: float) -> int:
    """The rule's pick: the hard level's own (:func:`accepted_option`), or with
    importance weights (``collect --weigh``) the same rule on weighted means."""
    weights = record.get("weights")
    if not weights:
        return accepted_option(_diffs(record), margin, min_gain)
    best, best_gain = 0, 0.0
    for i, o in enumerate(record["options"][1:], 1):
        mean, se, n_eff = weighted_mean_se(o["diffs"], weights)
        need = margin if n_eff >= FULL_EVIDENCE else max(margin, 2.0)
        if n_eff >= 2 and mean >= min_gain and mean > need * se and mean > best_gain:
            best, best_gain = i, mean
    return best


def estimate(record: Record, option: Record) -> float:
    """An option's estimated gain over normal's choice (weighted, with ``--weigh``)."""
    d = option["diffs"]
    if not d:
        return 0.0
    weights = record.get("weights")
    if weights:
        return weighted_mean_se(d, weights)[0]
    return float(sum(d) / len(d))


def worth(record: Record, margin: float, min_gain: float) -> float:
    """What the rule's pick is worth against normal's choice on the real cards
    (the search's first option is normal's choice)."""
    return float(record["options"][pick(record, margin, min_gain)]["real"])


def rules(records: list[Record]) -> None:
    print(f"{len(records)} searched decisions")
    print("| margin (standard errors) | least gain | overrides | per searched decision (± se) |")
    print("|---|---|---|---|")
    for margin in (0.0, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0):
        for min_gain in (0.2, 0.3, 0.5):
            values = [worth(r, margin, min_gain) for r in records]
            picked = sum(1 for r in records if pick(r, margin, min_gain))
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
            picked = sum(1 for r in some if pick(r, margin, 0.3))
            print(f"| {low}–{high} | {len(some)} | {margin} | {picked} | {mean:+.3f} ± {se:.3f} |")


def first_guesses(records: list[Record], guesses: int) -> list[Record]:
    """The records as a search that had only its first ``guesses`` guesses saw them
    (a smaller budget, or a bigger position, than the collection's)."""
    return [
        {
            **r,
            "options": [{**o, "diffs": o["diffs"][:guesses]} for o in r["options"]],
            **({"weights": r["weights"][:guesses]} if "weights" in r else {}),
        }
        for r in records
    ]


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
        picked = sum(1 for r in cut if pick(r, margin, min_gain))
        mean, se = mean_se(values)
        print(f"| {n} | {picked} | {mean:+.3f} ± {se:.3f} |")


def _pairs(items: list[str]) -> dict[str, float]:
    return {k: float(v) for k, v in (item.split("=", 1) for item in items)}


def estimate_fit(records: list[Record]) -> tuple[float, float]:
    """How well the search's estimates foretell the real gains: over every option
    but normal's own, the correlation of its mean gain over the guesses with its
    gain on the real cards (both taken relative to the decision's mean over its
    options, so a position that is good or bad throughout does not count), and
    the slope of the real gain on the estimate (1: the guesses as sharp as the
    truth; below 1 the estimates' differences are partly the guesses' errors)."""
    xs: list[float] = []
    ys: list[float] = []
    for r in records:
        opts = [o for o in r["options"] if o["diffs"] or o["normal"]]
        if len(opts) < 2:
            continue
        est = [estimate(r, o) for o in opts]
        real = [float(o["real"]) for o in opts]
        me, mr = sum(est) / len(est), sum(real) / len(real)
        xs += [e - me for e in est]
        ys += [v - mr for v in real]
    return correlation_and_slope(xs, ys)


def calibration(files: list[str], guesses: int) -> None:
    """Samplers compared on the same decisions (collections of the same seeds
    and positions): how well their estimates foretell the real gains, and
    what the shipped rule's picks are worth, paired against the first file
    (the correlation's difference with a bootstrap standard error over the
    decisions)."""
    shipped = HardAgent()
    sets = [
        [r for part in f.split(",") for r in json.loads(Path(part).read_text(encoding="utf-8"))]
        for f in files
    ]
    if guesses:
        sets = [first_guesses(s, guesses) for s in sets]
    base = [worth(r, shipped.margin, shipped.min_gain) for r in sets[0]]
    rng = random.Random(1)  # the same bootstrap resamples of decisions for every sampler
    resamples = [[rng.randrange(len(base)) for _ in base] for _ in range(200)]
    head = (
        "sampler",
        "decisions",
        "correlation (paired ± se)",
        "slope",
        "overrides",
        "per decision",
        "paired",
    )
    print("| " + " | ".join(head) + " |")
    print("|---|---|---|---|---|---|---|")
    base_corr = estimate_fit(sets[0])[0]
    base_fits = [estimate_fit([sets[0][i] for i in sample])[0] for sample in resamples]
    for f, records in zip(files, sets, strict=True):
        assert len(records) == len(sets[0]), f"{f}: not the same decisions"
        corr, slope = estimate_fit(records)
        values = [worth(r, shipped.margin, shipped.min_gain) for r in records]
        picked = sum(1 for r in records if pick(r, shipped.margin, shipped.min_gain))
        mean, se = mean_se(values)
        pm, pse = mean_se([v - b for v, b in zip(values, base, strict=True)])
        gaps = [
            estimate_fit([records[i] for i in sample])[0] - base
            for sample, base in zip(resamples, base_fits, strict=True)
        ]
        gap_se = mean_se(gaps)[1] * len(gaps) ** 0.5
        print(
            f"| {Path(f.split(',')[0]).stem} | {len(records)} "
            f"| {corr:.3f} ({corr - base_corr:+.3f} ± {gap_se:.3f}) | {slope:.2f} | {picked} "
            f"| {mean:+.3f} ± {se:.3f} | {pm:+.3f} ± {pse:.3f} |"
        )


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
    get.add_argument("--hard-option", action="append", default=[], metavar="K=V", help="a HardAgent option")
    get.add_argument("--infer", action="append", default=[], metavar="K=V", help="a sampler Inference field")
    get.add_argument("--know", choices=sorted(hard_oracle.KNOW), default="none", help="oracle guesses")
    get.add_argument("--weigh", action="store_true", help="guesses of one try, their likelihoods kept")
    get.add_argument(
        "--model", choices=("planner", "normal"), default="planner", help="who plays the search's rollouts"
    )
    get.add_argument("--out", type=Path, required=True)
    cal = sub.add_parser("calibration")
    cal.add_argument(
        "files", nargs="+", help="collections of the same decisions, one per sampler (a,b: joined)"
    )
    cal.add_argument("--guesses", type=int, default=0, help="judge on the first N guesses only")
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
            _pairs(args.hard_option),
            _pairs(args.infer),
            args.know,
            args.weigh,
            args.out,
            args.model,
        )
        args.out.write_text(json.dumps(records), encoding="utf-8")
        print(f"{len(records)} searched decisions ({time.perf_counter() - started:.0f} s)")
    elif args.command == "calibration":
        calibration(args.files, args.guesses)
    else:
        loaded = [r for f in args.files for r in json.loads(f.read_text(encoding="utf-8"))]
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
