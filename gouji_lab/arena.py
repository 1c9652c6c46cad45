"""Duplicate-format arena for the AI levels.

Every deal is played twice with the teams swapped (side A on seats 0, 2, 4,
then on 1, 3, 5), so the luck of the cards cancels out.  Deals run in
parallel worker processes.  Prints, per side: mean team score per game with a
95% confidence interval, the share of deals won, the 串三户 rate, and the
decision latency (p50/p95/max) per level.

    python -m gouji_lab.arena --a hard --b normal --games 400 --jobs 2 --seed 1

``--save FILE`` keeps each deal's scores (JSON); ``--paired-with FILE`` then
compares this run with a saved one deal by deal (same seed, same deals): two
variants of a level against the same opponent differ by less noise that way
than their two confidence intervals suggest.

Besides the levels, ``baseline`` is the normal level frozen in
:mod:`gouji_lab.baseline`; ``--normal-option NAME=VALUE`` plays the normal level
with other weights (:class:`gouji_desktop.ai.heuristic.style.Style`), a variant to pair
with a saved run of normal itself.  Each deal is a
single game, so the agents are told, as the table tells them in a single
game, that no game of a match follows (``--game-follows on`` says one does).

``--rules bie_san=off,tribute=on`` plays every game under those rule options
(RULES.md §12: bie_san, tribute, no_return_single, declare, revolution; on or
off, the others as the standard game has them).

``--matches`` makes each deal a whole match instead (R-MATCH: five games, the
tribute owed after one paid at the start of the next, R-DIANGONG), played
twice with the teams swapped on the same match seed.  Hard is told before
each game whether another follows, as the table tells it; the scores are
still reported per game.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace

from gouji_desktop.ai import LEVELS, Agent, MatchContext, NormalAgent, make_agent
from gouji_desktop.ai.heuristic.style import NORMAL_STYLE, Style
from gouji_desktop.ai.search.hard import SearchConfig
from gouji_desktop.engine import GAMES_PER_MATCH, Action, Game, GameView, Match, Rules
from gouji_desktop.engine.fast import SeededRng
from gouji_lab.baseline import BaselineAgent


@dataclass(slots=True)
class DealResult:
    """One deal played twice: side A's team score in each play of it (a
    match's total over its games with ``--matches``), and more."""

    deal: int
    a_scores: tuple[int, int]
    a_chuan3: int  # games (of 2, or of 2 matches' games) in which A's team made 串三户
    b_chuan3: int
    latencies: dict[str, list[float]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Setup:
    a: str
    b: str
    seed: int
    budget_s: float
    max_samples: int
    rules: Rules = field(default_factory=Rules)
    hard_options: dict[str, float] = field(default_factory=dict)
    #: options for side B's hard agents only (on top of ``hard_options``): hard against a variant
    b_hard_options: dict[str, float] = field(default_factory=dict)
    #: normal's weights that differ (:class:`Style`), for every normal agent: a variant of normal
    normal_options: dict[str, float] = field(default_factory=dict)
    #: each deal a whole match (R-MATCH) instead of a single game
    matches: bool = False
    #: tell the agents that a game of the match follows each game (True), or that none does
    #: (False); None: as the format has it (none after a single game, after a match's last
    #: or without tribute)
    game_follows: bool | None = None

    @property
    def games_per_deal(self) -> int:
        """Games in one play of a deal (each deal is played twice)."""
        return GAMES_PER_MATCH if self.matches else 1


#: The frozen normal agent (:mod:`gouji_lab.baseline`), for measuring gains against a fixed opponent.
BASELINE = "baseline"
ARENA_LEVELS = (*LEVELS, BASELINE)


class FrozenAgent:
    """The frozen baseline agent (:mod:`gouji_lab.baseline`), which is told nothing of the match."""

    def __init__(self, seed: int) -> None:
        self._agent = BaselineAgent(seed)

    def set_match(self, match: MatchContext) -> None:
        """The baseline decides the same whether a game of the match follows or not."""

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        return self._agent.decide(view, legal_actions)


def baseline_agent(seed: int) -> Agent:
    """The frozen baseline agent (:mod:`gouji_lab.baseline`)."""
    return FrozenAgent(seed)


def arena_agent(level: str, seed: int, options: dict[str, object]) -> Agent:
    """An agent of ``level`` (or the baseline); ``options``: the hard level's numbers
    (:class:`SearchConfig`), or for normal its weights (:class:`Style`) that differ."""
    if level == BASELINE:
        return baseline_agent(seed)
    if level == "normal" and options:
        return NormalAgent(seed, style_of(options))
    return make_agent(level, seed, **options)


def style_of(options: Mapping[str, object]) -> Style:
    """Normal's weights with ``options`` (by field name) in their place, each taken as its
    field's kind (1 or 0 for a switch); an unknown name or a value of another kind raises
    ``ValueError``.

    >>> style_of({"willing": 0.4, "close": 2}).willing
    0.4
    """
    shipped: dict[str, object] = {f.name: getattr(NORMAL_STYLE, f.name) for f in fields(Style)}
    values: dict[str, object] = {}
    for name, value in options.items():
        if name not in shipped:
            raise ValueError(f"unknown normal option {name!r} (the options: {', '.join(shipped)})")
        default = shipped[name]
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise ValueError(f"normal option {name!r} takes a number, not {value!r}")
        if isinstance(default, bool) and value in (0, 1):
            values[name] = bool(value)
        elif isinstance(default, int) and not isinstance(default, bool) and value == int(value):
            values[name] = int(value)
        elif isinstance(default, float):
            values[name] = float(value)
        else:
            raise ValueError(f"normal option {name!r} takes a value like {default!r}, not {value!r}")
    return replace(NORMAL_STYLE, **values)  # type: ignore[arg-type]  # each value is of its field's kind


#: the words ``--rules`` takes for an option on and off
RULE_VALUES = {"on": True, "off": False, "true": True, "false": False, "1": True, "0": False}


def parse_rules(text: str) -> Rules:
    """``--rules``: comma-separated ``name=on|off`` over the standard game's options.

    >>> parse_rules("bie_san=off, tribute=on")
    Rules(bie_san=False, tribute=True, no_return_single=True, declare=True, revolution=True)
    >>> parse_rules("")
    Rules(bie_san=True, tribute=True, no_return_single=True, declare=True, revolution=True)
    """
    names = [f.name for f in fields(Rules)]
    rules = Rules()
    seen: set[str] = set()
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, eq, value = (x.strip() for x in item.partition("="))
        if name not in names:
            raise ValueError(f"unknown rule option {name!r} (the options: {', '.join(names)})")
        if not eq or value.lower() not in RULE_VALUES:
            raise ValueError(f"rule option {name!r} takes on or off, not {value!r}")
        if name in seen:
            raise ValueError(f"rule option {name!r} given twice")
        seen.add(name)
        rules = replace(rules, **{name: RULE_VALUES[value.lower()]})
    return rules


def rules_label(rules: Rules) -> str:
    """The options that differ from the standard game, as ``--rules`` takes them ("" for none)."""
    standard = Rules()
    return ",".join(
        f"{f.name}={'on' if getattr(rules, f.name) else 'off'}"
        for f in fields(Rules)
        if getattr(rules, f.name) != getattr(standard, f.name)
    )


def _agent_options(level: str, setup: Setup, side_b: bool = False) -> dict[str, object]:
    """The agent's options (the hard level's numbers, :class:`SearchConfig`)."""
    if level == "hard":
        extra = setup.b_hard_options if side_b else {}
        return {"budget_s": setup.budget_s, "max_samples": setup.max_samples, **setup.hard_options, **extra}
    if level == "normal":
        return dict(setup.normal_options)
    return {}


def _label(setup: Setup, side_b: bool) -> str:
    """The level's name in the latency table (with its side when both sides play one level)."""
    level = setup.b if side_b else setup.a
    if setup.a != setup.b:
        return level
    return f"{level} ({'B' if side_b else 'A'})"


def play_game(
    setup: Setup,
    deal_seed: int,
    a_team: int,
    latencies: dict[str, list[float]],
    game: Game | None = None,
    game_follows: bool = False,
) -> Game:
    """One game of a deal (a fresh one, or ``game``: a match's next game, its
    tribute still to pay); side A plays the seats of team ``a_team``.  The agents
    are told whether a game of the match follows (``game_follows``, unless the
    setup says otherwise), as the table tells them: hard counts what an opening
    earns (R-DIANGONG) only then."""
    if game is None:
        game = Game.new(deal_seed, setup.rules)
    levels = [setup.a if s % 2 == a_team else setup.b for s in range(6)]
    labels = [_label(setup, s % 2 != a_team) for s in range(6)]
    agents = [
        arena_agent(
            levels[s],
            SeededRng(deal_seed).derive(s, a_team),
            _agent_options(levels[s], setup, s % 2 != a_team),
        )
        for s in range(6)
    ]
    follows = MatchContext(game_follows=game_follows if setup.game_follows is None else setup.game_follows)
    for agent in agents:
        agent.set_match(follows)
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        start = time.perf_counter()
        action = agents[seat].decide(view, legal)
        latencies.setdefault(labels[seat], []).append(time.perf_counter() - start)
        game.apply(action)
    return game


def play_match(setup: Setup, match_seed: int, a_team: int, latencies: dict[str, list[float]]) -> list[Game]:
    """A whole match (R-MATCH) of one play of a deal: each game's agents are
    told whether another game follows it (the 点贡 it earns is paid then)."""
    match = Match.new(match_seed, setup.rules)
    while True:
        number = match.number
        play_game(
            setup,
            SeededRng(match_seed).derive(number),
            a_team,
            latencies,
            game=match.game,
            game_follows=setup.rules.tribute and number < GAMES_PER_MATCH,
        )
        if match.finished:
            return match.games
        match.next_game()


def play_deal(args: tuple[Setup, int]) -> DealResult:
    setup, deal = args
    deal_seed = SeededRng(setup.seed).derive(deal)
    latencies: dict[str, list[float]] = {}
    a_scores = []
    chuan = [0, 0]
    for a_team in (0, 1):
        if setup.matches:
            games = play_match(setup, deal_seed, a_team, latencies)
        else:
            games = [play_game(setup, deal_seed, a_team, latencies)]
        total = 0
        for game in games:
            scores = game.scores
            assert scores is not None
            total += sum(scores[s] for s in range(a_team, 6, 2))
            if game.is_chuan3:
                winner_team = game.places[0] % 2
                chuan[0 if winner_team == a_team else 1] += 1
        a_scores.append(total)
    return DealResult(deal, (a_scores[0], a_scores[1]), chuan[0], chuan[1], latencies)


def run_deals(setup: Setup, deals: int, jobs: int, progress: bool = True) -> list[DealResult]:
    """Play ``deals`` duplicate deals over ``jobs`` processes."""
    tasks = [(setup, d) for d in range(deals)]
    results: list[DealResult] = []
    started = time.perf_counter()

    def report(done: int) -> None:
        if progress and (done % 10 == 0 or done == deals):
            rate = (time.perf_counter() - started) / done
            # the running A − B difference, so that an interrupted run still tells something
            per = setup.games_per_deal
            diff, ci = mean_ci([(r.a_scores[0] + r.a_scores[1]) / per for r in results])
            print(
                f"  {done}/{deals} deals, {rate:.1f} s/deal; A − B so far {diff:+.2f} ± {ci:.2f} per game",
                file=sys.stderr,
                flush=True,
            )

    if jobs <= 1:
        for task in tasks:
            results.append(play_deal(task))
            report(len(results))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            it: Iterator[DealResult] = pool.imap_unordered(play_deal, tasks, chunksize=1)
            for res in it:
                results.append(res)
                report(len(results))
    results.sort(key=lambda r: r.deal)
    return results


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def summary(setup: Setup, results: list[DealResult]) -> str:
    """The report, as Markdown-friendly text."""
    n = len(results)
    per = setup.games_per_deal
    games = 2 * n * per
    # A's mean team score per game
    a_per_deal = [(r.a_scores[0] + r.a_scores[1]) / (2 * per) for r in results]
    a_mean, a_ci = mean_ci(a_per_deal)
    diff_mean, diff_ci = mean_ci([2 * x for x in a_per_deal])  # A minus B (scores sum to zero)
    a_won = sum(1 for r in results if sum(r.a_scores) > 0)
    b_won = sum(1 for r in results if sum(r.a_scores) < 0)
    tied = n - a_won - b_won
    a_c3 = sum(r.a_chuan3 for r in results)
    b_c3 = sum(r.b_chuan3 for r in results)
    unit = "matches" if setup.matches else "deals"
    lines = [
        f"arena: A = {setup.a}, B = {setup.b}; {n} duplicate "
        + (f"matches of {per} games" if setup.matches else "deals")
        + f" ({games} games), seed {setup.seed}"
        + (f", hard budget {setup.budget_s:g} s" if "hard" in (setup.a, setup.b) else "")
        + (f", rules {rules_label(setup.rules)}" if rules_label(setup.rules) else "")
        + "".join(f", {k}={v:g}" for k, v in setup.hard_options.items())
        + "".join(f", B {k}={v:g}" for k, v in setup.b_hard_options.items())
        + "".join(f", normal {k}={v:g}" for k, v in setup.normal_options.items())
        + ("" if setup.game_follows is None else f", game follows {'on' if setup.game_follows else 'off'}"),
        "",
        f"| side | level | mean team score per game (95% CI) | {unit} won | 串三户 rate |",
        "|---|---|---|---|---|",
        f"| A | {setup.a} | {a_mean:+.2f} ± {a_ci:.2f} | {a_won / n:.1%} | {a_c3 / games:.1%} |",
        f"| B | {setup.b} | {-a_mean:+.2f} ± {a_ci:.2f} | {b_won / n:.1%} | {b_c3 / games:.1%} |",
        "",
        f"mean score difference A − B per game: {diff_mean:+.2f} ± {diff_ci:.2f} (95% CI "
        f"[{diff_mean - diff_ci:+.2f}, {diff_mean + diff_ci:+.2f}]); tied {unit}: {tied / n:.1%}",
        "",
        "| level | decisions | p50 ms | p95 ms | max ms |",
        "|---|---|---|---|---|",
    ]
    merged: dict[str, list[float]] = {}
    for r in results:
        for level, values in r.latencies.items():
            merged.setdefault(level, []).extend(values)
    for level in sorted(merged, key=lambda name: (ARENA_LEVELS.index(name.split()[0]), name)):
        values = sorted(merged[level])
        lines.append(
            f"| {level} | {len(values)} | {percentile(values, 0.5) * 1e3:.2f} | "
            f"{percentile(values, 0.95) * 1e3:.2f} | {values[-1] * 1e3:.1f} |"
        )
    return "\n".join(lines)


def save_results(path: str, setup: Setup, results: list[DealResult]) -> None:
    """Each deal's A team scores, with the setup (written whole or not at all)."""
    data = {
        "a": setup.a,
        "b": setup.b,
        "seed": setup.seed,
        "budget_s": setup.budget_s,
        "max_samples": setup.max_samples,
        "hard_options": setup.hard_options,
        "game_follows": setup.game_follows,
        "b_hard_options": setup.b_hard_options,
        "normal_options": setup.normal_options,
        "games_per_deal": setup.games_per_deal,
        "rules": setup.rules.to_dict(),
        "deals": [[r.deal, *r.a_scores] for r in results],
    }
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(tmp, path)


def paired_report(path: str, setup: Setup, results: list[DealResult]) -> str:
    """This run's A − B per game against a saved run's, on the deals both played."""
    with open(path, encoding="utf-8") as f:
        other = json.load(f)
    if other["seed"] != setup.seed:
        return f"paired: {path} has seed {other['seed']}, this run {setup.seed}: not the same deals"
    if other.get("games_per_deal", 1) != setup.games_per_deal:
        return f"paired: one of {path} and this run plays matches, the other single games: not the same deals"
    if Rules.from_dict(other.get("rules", Rules().to_dict())) != setup.rules:
        return f"paired: {path} was played under other rule options: not the same games"
    per = setup.games_per_deal
    theirs = {int(d): a0 + a1 for d, a0, a1 in other["deals"]}
    diffs = [(r.a_scores[0] + r.a_scores[1] - theirs[r.deal]) / per for r in results if r.deal in theirs]
    if not diffs:
        return f"paired: no deal in common with {path}"
    mean, ci = mean_ci(diffs)
    given = {**other["hard_options"], **other.get("normal_options", {})}
    label = ", ".join(f"{k}={v:g}" for k, v in given.items()) or "default options"
    return (
        f"paired with {path} ({other['a']} with {label}) on {len(diffs)} deals: "
        f"this run's A − B minus that run's {mean:+.2f} ± {ci:.2f} per game "
        f"(95% CI [{mean - ci:+.2f}, {mean + ci:+.2f}])"
    )


#: what two saved runs must share to be pooled: the same players under the same rules
_POOLED_ALIKE = (
    "a",
    "b",
    "budget_s",
    "max_samples",
    "hard_options",
    "b_hard_options",
    "normal_options",
    "games_per_deal",
    "rules",
)
#: what a file saved before a key was kept means by its absence (max_samples: not known, so not compared)
_SAVED_DEFAULTS: dict[str, object] = {
    "hard_options": {},
    "b_hard_options": {},
    "normal_options": {},
    "games_per_deal": 1,
    "rules": Rules().to_dict(),
}


def _saved(run: Mapping[str, object], key: str) -> object:
    value = run.get(key)
    if value is None and key != "max_samples":
        return _SAVED_DEFAULTS.get(key)
    return value


def pooled_report(paths: Sequence[str]) -> str:
    """A − B per game over the deals of several saved runs (other seeds, so other deals) of the
    same setup: one figure with one interval instead of a mean of means."""
    runs = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            runs.append((path, json.load(f)))
    first_path, first = runs[0]
    diffs: list[float] = []
    seeds: list[int] = []
    for path, run in runs:
        for key in _POOLED_ALIKE:
            mine, theirs = _saved(run, key), _saved(first, key)
            if mine != theirs and None not in (mine, theirs):
                return f"pool: {path} differs from {first_path} in {key}: not the same setup"
        if run["seed"] in seeds:
            return f"pool: seed {run['seed']} comes twice: the same deals would count twice"
        seeds.append(run["seed"])
        per = run.get("games_per_deal", 1)
        diffs.extend((a0 + a1) / per for _, a0, a1 in run["deals"])
    if not diffs:
        return "pool: no deals"
    mean, ci = mean_ci(diffs)
    return (
        f"{first['a']} − {first['b']} over {len(diffs)} deals of seeds {', '.join(map(str, seeds))}: "
        f"{mean:+.2f} ± {ci:.2f} per game (95% CI [{mean - ci:+.2f}, {mean + ci:+.2f}])"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="normal", choices=ARENA_LEVELS, help="level of side A")
    parser.add_argument("--b", default="easy", choices=ARENA_LEVELS, help="level of side B")
    parser.add_argument("--games", type=int, default=100, help="duplicate deals (each played twice)")
    parser.add_argument(
        "--matches",
        action="store_true",
        help="each deal a whole match of five games, tribute between them (R-MATCH)",
    )
    parser.add_argument(
        "--rules",
        default="",
        metavar="NAME=on|off,...",
        help="rule options for every game, e.g. bie_san=off,tribute=off (RULES.md §12: bie_san, "
        "tribute, no_return_single, declare, revolution; the rest as the standard game)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0, help="hard: seconds per decision")
    parser.add_argument("--max-samples", type=int, default=10_000, help="hard: deals sampled per decision")
    parser.add_argument(
        "--hard-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="another option of the hard level, e.g. margin=1.5 (repeatable)",
    )
    parser.add_argument(
        "--b-hard-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an option for side B's hard agents only, e.g. infer_passes=0 (repeatable)",
    )
    parser.add_argument(
        "--normal-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a weight of the normal level (Style), e.g. willing=0.4, for every normal agent (repeatable)",
    )
    parser.add_argument(
        "--game-follows",
        choices=("on", "off"),
        help="tell the agents that a game of the match follows each game (on) or that none does (off); "
        "by default none after a single game, a match's last or without tribute",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    parser.add_argument("--save", metavar="FILE", help="write each deal's scores to FILE (JSON)")
    parser.add_argument(
        "--paired-with", metavar="FILE", help="compare deal by deal with a run saved by --save"
    )
    parser.add_argument(
        "--pool",
        nargs="+",
        metavar="FILE",
        help="play nothing: pool runs saved by --save (other seeds) into one figure",
    )
    args = parser.parse_args(argv)
    if args.pool:
        print(pooled_report(args.pool))
        return 0
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")

    def options(items: list[str], flag: str) -> dict[str, float]:
        out: dict[str, float] = {}
        for item in items:
            name, _, value = item.partition("=")
            try:
                out[name.strip()] = float(value)
            except ValueError:
                parser.error(f"{flag} needs NAME=NUMBER, not {item!r}")
        return out

    try:
        rules = parse_rules(args.rules)
    except ValueError as e:
        parser.error(f"--rules: {e}")
    setup = Setup(
        args.a,
        args.b,
        args.seed,
        args.budget,
        args.max_samples,
        rules=rules,
        hard_options=options(args.hard_option, "--hard-option"),
        b_hard_options=options(args.b_hard_option, "--b-hard-option"),
        normal_options=options(args.normal_option, "--normal-option"),
        matches=args.matches,
        game_follows=None if args.game_follows is None else args.game_follows == "on",
    )
    for given in (setup.hard_options, {**setup.hard_options, **setup.b_hard_options}):
        try:
            SearchConfig.of(given)
        except ValueError as e:
            parser.error(str(e))
    try:
        style_of(setup.normal_options)
    except ValueError as e:
        parser.error(str(e))
    started = time.perf_counter()
    results = run_deals(setup, args.games, args.jobs, progress=not args.quiet)
    print(summary(setup, results))
    print(f"\n(wall time {time.perf_counter() - started:.0f} s, {args.jobs} jobs)")
    if args.save:
        save_results(args.save, setup, results)
    if args.paired_with:
        print(paired_report(args.paired_with, setup, results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
