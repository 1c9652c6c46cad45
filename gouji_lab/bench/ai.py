"""``python -m gouji_lab.bench ai``: how fast the hard level searches.

Positions are typical mid-game decisions (normal agents play a fixed-seed deal
for a fixed number of steps).  From each, the deciding seat's view is
determinized with fixed seeds and played to the end with the rollout policy:
the figure is full-game rollouts per second on one core, plus the rollout
policy's decisions per second.  Then the hard agent decides at each position
with a fixed number of samples: hard decisions per second.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.belief.clues import AnswerClue, Clues, held_group, read_clues
from gouji_desktop.ai.belief.past_choices import ChoiceReplay, view_back
from gouji_desktop.ai.belief.sampler import ALL, NONE, Inference, sample_hidden
from gouji_desktop.ai.heuristic.style import MODEL_STYLE
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.ai.search.rollout import planner_rollout, played_ranks, rollout
from gouji_desktop.engine import Game, GameView, Phase
from gouji_desktop.engine.fast import THREE, TWO, game_from_view, rank_counts


def positions(count: int, seed: int) -> list[tuple[GameView, list[object]]]:
    """``count`` mid-game decisions with more than one legal action."""
    out: list[tuple[GameView, list[object]]] = []
    normal = NormalAgent(seed)
    deal = 0
    while len(out) < count:
        game = Game.new(seed * 10_007 + deal)
        steps = 40 + (deal % 5) * 30  # from early play to the late middle
        deal += 1
        done = 0
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            if game.phase == Phase.PLAY and done >= steps and len(legal) > 1:
                out.append((game.view(seat), list(legal)))
                break
            game.apply(normal.decide(game.view(seat), legal))
            done += game.phase == Phase.PLAY
    return out


def rollout_from_view(view: GameView, rng: random.Random, planner: bool = False) -> int:
    """One full-game rollout from ``view`` (a sampled deal, the rollout policy for
    every seat: the shortcuts, or normal's planner); returns the steps taken."""
    game = game_from_view(view, sample_hidden(view, rng))
    played = played_ranks(view)
    if planner:
        return planner_rollout(game, played, None, MODEL_STYLE)
    return rollout(game, played)


def run(argv: list[str]) -> int:
    if "--sampler" in argv:
        return sampler_accuracy([a for a in argv if a != "--sampler"])
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.bench ai")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--rollouts", type=int, default=25, help="rollouts per position")
    parser.add_argument("--samples", type=int, default=8, help="hard: samples per decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spots = positions(args.positions, args.seed)
    cards = sum(sum(n for s, n in enumerate(v.counts) if v.active[s]) for v, _ in spots) / len(spots)
    print(f"rollouts from {len(spots)} mid-game positions ({cards:.0f} cards in play on average), one core:")
    for planner, each in ((False, args.rollouts), (True, max(1, args.rollouts // 5))):
        rollouts = decisions = 0
        start = time.process_time()
        for i, (view, _legal) in enumerate(spots):
            rng = random.Random(args.seed * 1_000_003 + i)
            for _ in range(each):
                decisions += rollout_from_view(view, rng, planner)
                rollouts += 1
        elapsed = time.process_time() - start
        print("normal's planner for every seat (the hard level's model):" if planner else "the shortcuts:")
        print(f"  {rollouts / elapsed:,.1f} rollouts/s   ({rollouts} rollouts, {elapsed:.2f} s)")
        per = decisions / rollouts
        print(f"  {decisions / elapsed:,.0f} rollout steps/s, every seat's decisions ({per:.0f} per rollout)")
    agent = HardAgent(args.seed, SearchConfig(budget_s=1e9, max_samples=args.samples, search_cards=216))
    samples = 0
    start = time.process_time()
    for view, legal in spots:
        samples += agent.search(view, legal).guesses  # type: ignore[arg-type]  # positions hold views of the play phase, as search expects
    elapsed = time.process_time() - start
    print(f"hard decisions at {args.samples} samples each:")
    print(f"  {len(spots) / elapsed:,.2f} decisions/s   ({samples / len(spots):.1f} samples per decision)")
    return 0


def sampler_accuracy(argv: list[str]) -> int:
    """``python -m gouji_lab.bench ai --sampler``: how close the sampler's
    guesses come to the real hidden hands, per inference step."""
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.bench ai --sampler")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = Inference(
        passes=False, strength=False, beats=False, wild_lean=0, groups=False, gouji_passes=False
    )
    variants = {
        "counts and exchanges only": NONE,
        "+ rules, 3s by hand size": replace(rules, threes=False),
        "+ rules (rebels, 3s)": rules,
        "+ rules + passes": replace(rules, passes=True),
        "+ rules + beats": replace(rules, beats=True),
        "+ rules + gouji passes": replace(rules, gouji_passes=True),
        "+ rules + 宣点/要头": replace(rules, strength=True),
        "+ rules + play (2s, jokers)": replace(rules, wild_lean=1.0),
        "+ rules + groups": replace(rules, groups=True),
        "all but play": replace(ALL, wild_lean=0),
        "all but groups": replace(ALL, groups=False),
        "all but the replay": replace(ALL, choice_slip=1.0),
        "all but gouji passes": replace(ALL, gouji_passes=False),
        "all": ALL,
    }
    replayed = truth_positions_replayed(args.positions, args.seed)
    games = [game for game, _ in replayed]
    print(f"sampler accuracy over {len(games)} positions, {args.samples} guesses each:")
    print("  misplaced cards per hidden seat (all / 2s and jokers / 3s), lower is better;")
    print("  the squared error of the guesses' mean count of 2s and jokers per hidden seat;")
    print("  then the share of guesses that break what the view reveals (the truth: 0%),")
    print("  and how often a seat that passed holds a whole plain group that beat the top,")
    print("  and a seat that beat it with more holds a cheaper one (ordinary tops, gouji tops)")
    views = [g.view(g.to_act) for g in games if g.to_act is not None]
    read = [_answer_clues(read_clues(v)) for v in views]
    counts = {kind: sum(len(c[kind]) for c in read) for kind in ANSWER_CLUES}
    truth = {
        kind: sum(_group_hits(c[kind], _truth(g)) for c, g in zip(read, games, strict=True))
        for kind in ANSWER_CLUES
    }
    print(
        "  (truth: "
        + ", ".join(
            f"{truth[k] / max(1, counts[k]):.1%} of {counts[k]} {ANSWER_CLUES[k]}" for k in ANSWER_CLUES
        )
        + ")"
    )
    for name, how in variants.items():
        got = _accuracy(replayed, how, args.samples, random.Random(args.seed))
        held = "   ".join(
            f"{ANSWER_CLUES[k]}: {got[k] / max(1, counts[k] * args.samples):5.1%}" for k in ANSWER_CLUES
        )
        print(
            f"  {name:27} {got['wrong']:5.2f} {got['wild']:5.2f} {got['threes']:5.2f}   "
            f"2s and jokers, mean: {got['wild_mean']:5.2f}   "
            f"active seat without a 3: {got['no_three']:5.1%}   {held}"
        )
    return 0


def _accuracy(
    games: list[tuple[Game, GameView | None]], how: Inference, samples: int, rng: random.Random
) -> dict[str, float]:
    """The sampler's errors against the real hands (:func:`sampler_accuracy`'s columns)."""
    wrong = wild = threes = wild_sq = 0.0
    hits = dict.fromkeys(ANSWER_CLUES, 0.0)
    seats = no_three = 0
    for game, before in games:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        truth = _truth(game)
        clues = read_clues(view)
        answers = _answer_clues(clues)
        replay = ChoiceReplay(before, view) if before is not None else None
        mean_wild = dict.fromkeys(truth, 0.0)
        for _ in range(samples):
            guess = sample_hidden(view, rng, how, clues, replay)
            counts = {s: rank_counts(cards) for s, cards in guess.items()}
            for kind, found in answers.items():
                hits[kind] += _group_hits(found, counts)
            for s, got in counts.items():
                diff = [abs(a - b) for a, b in zip(got, truth[s], strict=True)]
                wrong += sum(diff) / 2
                wild += sum(diff[TWO:]) / 2
                threes += diff[THREE] / 2
                mean_wild[s] += sum(got[TWO:]) / samples
                seats += 1
                no_three += bool(view.active[s] and not got[THREE])
        wild_sq += sum((mean_wild[s] - sum(truth[s][TWO:])) ** 2 for s in truth)
    per = max(1, seats)
    return {
        "wrong": wrong / per,
        "wild": wild / per,
        "threes": threes / per,
        "wild_mean": wild_sq * samples / per,
        "no_three": no_three / per,
        **hits,
    }


#: The answer clues (:class:`.clues.Clues` fields), as the report names them.
ANSWER_CLUES = {
    "passes": "passer holding a beat",
    "beats": "beater holding a cheaper one",
    "gouji_passes": "gouji passer holding a beat",
    "gouji_beats": "gouji beater holding a cheaper one",
}


def _answer_clues(clues: Clues) -> dict[str, list[AnswerClue]]:
    return {kind: getattr(clues, kind) for kind in ANSWER_CLUES}


def _truth(game: Game) -> dict[int, list[int]]:
    seat = game.to_act
    return {s: rank_counts(game.hand(s)) for s in range(6) if s != seat}


def _group_hits(clues: list[AnswerClue], counts: dict[int, list[int]]) -> int:
    """Clues at which the seat's hand then held a whole plain group that beat the
    top (below the clue's bound: a beat's own rank)."""
    return sum(1 for clue in clues if clue.seat in counts and held_group(clue, counts[clue.seat]))


def truth_positions(count: int, seed: int) -> list[Game]:
    """Live games at mid-game decisions (the sampler's accuracy needs the truth)."""
    return [game for game, _ in truth_positions_replayed(count, seed)]


def truth_positions_replayed(count: int, seed: int, depth: int = 2) -> list[tuple[Game, GameView | None]]:
    """:func:`truth_positions`, each with the deciding seat's view ``depth`` of its
    decisions back in the deal's play (None if it had none), as the hard agent
    keeps it for :mod:`~gouji_desktop.ai.belief.past_choices`."""
    out: list[tuple[Game, GameView | None]] = []
    normal = NormalAgent(seed)
    deal = 0
    while len(out) < count:
        game = Game.new(seed * 7_919 + deal)
        steps = 30 + (deal % 6) * 25
        deal += 1
        done = 0
        views: dict[int, list[GameView]] = {}
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            kept = views.setdefault(seat, []) if game.phase == Phase.PLAY else []
            if game.phase == Phase.PLAY and done >= steps and len(legal) > 1:
                out.append((game, view_back(kept, depth)))
                break
            if game.phase == Phase.PLAY:
                kept.append(view)
            game.apply(normal.decide(view, legal))
            done += game.phase == Phase.PLAY
    return out
