"""Where the hard level's remaining gap to perfect play lies: a diagnostic.

``arena``: hard against normal in the duplicate arena, but hard's guesses of
the hidden cards carry part of the truth (``--know``): ``all`` (every guess is
the real deal), ``wild`` (the 2s and jokers where they really are, the rest
dealt at random), ``tops`` (the same from the kings up) or ``none`` (hard as
shipped).  An honest agent never sees the truth; this cheats on purpose, to
measure what better knowledge of the hidden cards could be worth to the
search as it is.

``consistency``: how much the seats' visible choices could tell.  At
positions of normal self-play, a guess is replayed through the whole play
phase (every seat's start hand: its guessed or own cards plus what it has
played), and every other seat's visible choice is checked against the
model's (normal's planner, as hard's rollouts play the seats).  The real
hands reproduce every choice.  Swaps of cards between the guessed seats then
lower the mismatches (Metropolis, ``--slip`` per mismatch); the report shows
how far the guesses are from the real hands before and after: if guesses
that fit the choices are no closer, the choices say little about where the
cards are, and no inference from them can supply what ``arena --know all``
gains.

    python tools/hard_oracle.py arena --know all --deals 30 --seed 9 --jobs 2
    python tools/hard_oracle.py consistency --positions 8 --seed 7 --steps 3000

A development tool (docs/ai.md), not shipped.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

from gouji_desktop import arena
from gouji_desktop.ai import search
from gouji_desktop.ai.bench import truth_positions
from gouji_desktop.ai.clues import Clues, read_clues
from gouji_desktop.ai.policy import BURN, LET, PASS, PLAY
from gouji_desktop.ai.rollout import apply_choice, model_choice
from gouji_desktop.ai.sampler import ALL, Inference, sample_hidden
from gouji_desktop.ai.style import MODEL_STYLE
from gouji_desktop.engine import ActionKind, Card, Decision, Event, EventKind, Game, GameView, TopMode
from gouji_desktop.engine.fast import (
    KING,
    NUM_RANKS,
    THREE,
    TWO,
    Play,
    card_counts,
    game_from_view,
    hand_counts,
    pass_unchecked,
    play_of_counts,
    rank_counts,
)

#: --know: hidden cards of these ranks and up come from the truth
KNOW = {"all": 0, "tops": KING, "wild": TWO, "none": NUM_RANKS}

TRUTH: list[Game] = []  # the game being played (arena: the process's current deal)
KNOWN_FROM = [NUM_RANKS]  # the lowest rank the guesses take from the truth (per process)


def told_hidden(
    view: GameView,
    rng: random.Random,
    how: Inference = ALL,
    clues: Clues | None = None,
    replay: object = None,
) -> dict[int, list[Card]]:
    """The sampler's stand-in: the real hidden hands, the ranks below the known
    ones dealt again at random by the seats' card counts (3s included, without
    the sampler's rules and clues)."""
    game = TRUTH[0]
    lo = KNOWN_FROM[0]
    real = {s: game.hand(s) for s in range(6) if s != view.seat and view.counts[s]}
    out = {s: [c for c in cards if c.rank >= lo] for s, cards in real.items()}
    rest = [c for cards in real.values() for c in cards if c.rank < lo]
    rng.shuffle(rest)
    for s, cards in real.items():
        need = len(cards) - len(out[s])
        out[s] += rest[:need]
        del rest[:need]
    return out


class _WatchedGame(Game):
    """The arena's games, each kept at hand for the told guesses as it starts
    (a worker plays one game at a time)."""

    @classmethod
    def new(cls, *args: Any, **kwargs: Any) -> Game:
        game = Game.new(*args, **kwargs)
        TRUTH[:] = [game]
        return game


def _deal(args: tuple[arena.Setup, int, int]) -> arena.DealResult:
    setup, deal, know = args
    KNOWN_FROM[0] = know
    if know < NUM_RANKS:
        search.sample_hidden = told_hidden  # the diagnostic's whole point
    arena.Game = _WatchedGame  # type: ignore[attr-defined]  # arena.play_game starts its games with Game.new
    return arena.play_deal((setup, deal))


def run_arena(know: str, deals: int, seed: int, jobs: int, budget: float, save: str | None) -> None:
    setup = arena.Setup(a="hard", b="normal", seed=seed, budget_s=budget, max_samples=10_000)
    tasks = [(setup, d, KNOW[know]) for d in range(deals)]
    results: list[arena.DealResult] = []
    started = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for res in pool.imap_unordered(_deal, tasks, chunksize=1):
            results.append(res)
            if len(results) % 10 == 0:
                mean, ci = arena.mean_ci([r.a_scores[0] + r.a_scores[1] for r in results])
                spent = time.perf_counter() - started
                print(
                    f"  {len(results)}/{deals} deals, {spent:.0f} s; A − B {mean:+.2f} ± {ci:.2f}", flush=True
                )
    results.sort(key=lambda r: r.deal)
    print(f"hard knowing '{know}' (ranks from {KNOW[know]} up) against normal")
    print(arena.summary(setup, results))
    if save:
        arena.save_results(save, setup, results)


# ----- consistency: what the seats' choices say about their cards ---------------------


def start_of_play(view: GameView, hidden: Mapping[int, Sequence[Card]]) -> tuple[Game, list[Event]] | None:
    """The game at the first lead, every seat holding its hand now plus what it
    has played since (the guess for the others), and the play phase's events."""
    log = view.log
    start = max((i for i, e in enumerate(log) if e.kind == EventKind.DEAL), default=0)
    events = list(log[start:])
    first = next((i for i, e in enumerate(events) if e.kind == EventKind.PLAY), None)
    if first is None:
        return None
    head_left = tuple(
        3 if any(e.kind == EventKind.HEAD and e.seat == s for e in events) else 0 for s in range(6)
    )
    played: list[list[Card]] = [[] for _ in range(6)]
    for s, cards in view.played:
        played[s].extend(cards)
    me = view.seat
    begun = dataclasses.replace(
        view,
        hand=tuple(view.hand) + tuple(played[me]),
        counts=tuple(view.counts[s] + len(played[s]) for s in range(6)),
        decision=Decision.LEAD,
        to_act=events[first].seat,
        top_seat=None,
        top_cards=(),
        top_mode=TopMode.FREE,
        passed=(False,) * 6,
        let_seat=None,
        burner=None,
        burn_victim=None,
        active=tuple(view.active[s] or s in view.out_order for s in range(6)),
        places=(),
        out_order=(),
        opened=(False,) * 6,
        head_left=head_left,
        deadly_beat=False,
        scramble=False,
        men=(),
        burns=(),
        played=(),
        log=(),
    )
    hands = {s: list(hidden.get(s, ())) + played[s] for s in range(6) if s != me}
    return game_from_view(begun, hands), events[first:]


Point = tuple[Game, list[int], list[int], list[int], ActionKind, Play | None]


class ChoiceRecord:
    """Every other seat's visible choice of the play phase, each with a throwaway
    copy of the game before it, so a seat's choices can be checked against
    any hand: a seat's choice depends only on its own hand and what is public."""

    def __init__(self, view: GameView, hidden: Mapping[int, Sequence[Card]]) -> None:
        built = start_of_play(view, hidden)
        if built is None:
            raise ValueError("no play yet")
        game, events = built
        played = [0] * NUM_RANKS
        sizes = card_counts(game)
        items: list[tuple[int, Game, list[int], list[int], list[int], ActionKind, Play | None]] = []
        for e in events:
            kind_e = e.kind
            kind: ActionKind
            if kind_e not in (EventKind.PLAY, EventKind.PASS, EventKind.LET) or e.seat is None:
                continue
            seat = e.seat
            burn = kind_e == EventKind.PLAY and "burn" in e.flags
            while game.decision == Decision.BURN_OFFER and (game.to_act != seat or not burn):
                pass_unchecked(game)  # another seat's decline (private) or this one's
            if game.to_act != seat:
                raise ValueError("the replay left the log")
            play: Play | None = None
            cards = rank_counts(e.cards)
            if kind_e == EventKind.PLAY:
                play = play_of_counts(cards, game.rules.bie_san)
                kind = BURN if burn else PLAY
            else:
                kind = PASS if kind_e == EventKind.PASS else LET
            if seat != view.seat:
                items.append((seat, game.copy(), list(played), list(sizes), cards, kind, play))
            apply_choice(game, kind, play, played)
            if play is not None:
                sizes[seat] -= play[1] + play[2] + play[3] + play[4]
        self.points: dict[int, list[Point]] = {s: [] for s in range(6)}
        later = [[0] * NUM_RANKS for _ in range(6)]  # cards a seat plays from a point on
        for seat, snap, pl, sz, cards, kind, play in reversed(items):
            later[seat] = [n + m for n, m in zip(later[seat], cards, strict=True)]
            self.points[seat].append((snap, pl, sz, later[seat], kind, play))
        for points in self.points.values():
            points.reverse()

    def mismatches(self, seat: int, hand: Sequence[int], limit: int = 1 << 30) -> int:
        """The seat's choices the model would not make with ``hand`` (its cards now)."""
        misses = 0
        for snap, played, sizes, later, kind, play in self.points[seat]:
            # the snapshot is a throwaway copy and the model reads only the rank counts
            row = hand_counts(snap, seat)
            row[:] = [hand[r] + later[r] for r in range(NUM_RANKS)]  # type: ignore[index]  # the live row is a list
            try:
                got_kind, got_play = model_choice(snap, played, sizes, MODEL_STYLE)
            except IndexError:  # a burn offer the hand cannot burn in: the planner has no option
                got_kind, got_play = PASS, None
            if got_kind != kind or got_play != play:
                misses += 1
                if misses > limit:
                    break
        return misses


def fit(
    record: ChoiceRecord, hands: dict[int, list[int]], rng: random.Random, steps: int, slip: float
) -> int:
    """Swap cards between the guessed seats (3s stay, as R-BIE3 keeps them) to
    lower the mismatches: Metropolis, a mismatch costing a factor ``slip``."""
    seats = [s for s in hands if sum(hands[s])]
    cost = {s: record.mismatches(s, hands[s]) for s in seats}
    beta = -math.log(slip)
    for _ in range(steps):
        if len(seats) < 2:
            break
        a, b = rng.sample(seats, 2)
        x = rng.choice([r for r in range(NUM_RANKS) if hands[a][r] and r != THREE] or [THREE])
        y = rng.choice([r for r in range(NUM_RANKS) if hands[b][r] and r != THREE] or [THREE])
        if x == y:
            continue
        ha, hb = list(hands[a]), list(hands[b])
        ha[x] -= 1
        ha[y] += 1
        hb[y] -= 1
        hb[x] += 1
        allow = cost[a] + cost[b] + math.floor(-math.log(max(rng.random(), 1e-12)) / beta)
        ca = record.mismatches(a, ha, allow)
        cb = record.mismatches(b, hb, allow - ca) if ca <= allow else allow + 1
        if ca + cb <= allow:
            hands[a], hands[b] = ha, hb
            cost[a], cost[b] = ca, cb
    return sum(cost.values())


def _misplaced(hands: Mapping[int, Sequence[int]], real: Mapping[int, Sequence[int]], lo: int) -> int:
    return sum(max(0, real[s][r] - hands[s][r]) for s in real for r in range(lo, NUM_RANKS))


def run_consistency(count: int, seed: int, steps: int, slip: float) -> None:
    checks = (0, steps // 4, steps // 2, steps)
    totals = {k: [0, 0, 0] for k in checks}
    truth_misses = 0
    print("per position, after k swaps: mismatches / 2s and jokers misplaced / all cards misplaced")
    for game in truth_positions(count, seed):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        real = {s: rank_counts(game.hand(s)) for s in range(6) if s != seat and view.counts[s]}
        rng = random.Random(seed * 7919 + len(view.log))
        guess = sample_hidden(view, rng, ALL, read_clues(view))
        record = ChoiceRecord(view, guess)
        truth_misses += sum(record.mismatches(s, real[s]) for s in real)
        hands = {s: rank_counts(cards) for s, cards in guess.items()}
        row = []
        done = 0
        for k in checks:
            misses = (
                fit(record, hands, rng, k - done, slip)
                if k
                else sum(record.mismatches(s, hands[s]) for s in hands)
            )
            done = k
            wild, every = _misplaced(hands, real, TWO), _misplaced(hands, real, 0)
            row.append(f"{k}: {misses}/{wild}/{every}")
            for i, v in enumerate((misses, wild, every)):
                totals[k][i] += v
        print("  " + "   ".join(row), flush=True)
    print(f"the real hands: {truth_misses} mismatches in all")
    for k, (misses, wild, every) in totals.items():
        print(
            f"after {k:>5} swaps: {misses:>4} mismatches, {wild:>3} 2s and jokers, {every:>4} cards misplaced"
        )


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python tools/hard_oracle.py")
    sub = parser.add_subparsers(dest="what", required=True)
    a = sub.add_parser("arena")
    a.add_argument("--know", choices=sorted(KNOW), default="all")
    a.add_argument("--deals", type=int, default=30)
    a.add_argument("--seed", type=int, default=9)
    a.add_argument("--jobs", type=int, default=2)
    a.add_argument("--budget", type=float, default=1.0)
    a.add_argument("--save")
    c = sub.add_parser("consistency")
    c.add_argument("--positions", type=int, default=8)
    c.add_argument("--seed", type=int, default=7)
    c.add_argument("--steps", type=int, default=3000)
    c.add_argument("--slip", type=float, default=0.1)
    args = parser.parse_args(argv)
    if args.what == "arena":
        run_arena(args.know, args.deals, args.seed, args.jobs, args.budget, args.save)
    else:
        run_consistency(args.positions, args.seed, args.steps, args.slip)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
