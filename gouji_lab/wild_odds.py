"""Where the 2s and jokers are, from how the seats have played: the fit behind
``gouji_desktop.ai.belief.sampler.WILD_ODDS``.

Normal agents play single games; at every ``--every``-th decision in play the
deciding seat's view is read as the sampler reads it (``read_clues``: each
seat's leads, beats, passes and 2s and jokers played in this deal), and each
other active seat's real count of 2s and jokers is recorded beside what its
card count alone predicts (the unseen 2s and jokers times its share of the
unseen cards).  A log-linear (Poisson) model of the real count, with that
prediction as offset, gives the coefficients; ``--log-count`` adds the log of
the seat's card count as a term (as ``WILD_ODDS`` was fitted; the term itself
is not used by the sampler, which deals by open places).  Held-out games
(``--test-seed``) then show the squared error of the mean count per seat:
by card count alone, and by the fit, each scaled so a position's seats
share exactly the unseen 2s and jokers.

    python -m gouji_lab.wild_odds --games 500 --seed 1 --test-seed 2 --log-count

A development tool (docs/ai.md), not shipped.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterator, Sequence

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.belief.clues import read_clues
from gouji_desktop.engine import Game, Phase
from gouji_desktop.engine.fast import TWO, unseen_cards

# one row per (position, hidden seat): position id, real count, prior, features
Row = tuple[int, float, float, list[float]]
FEATURES = ("leads", "beats", "passes", "2s and jokers played")


def self_play_positions(games: int, seed: int, every: int) -> Iterator[tuple[Game, int]]:
    """Normal self-play, single games: every ``every``-th decision in play with a
    choice, as (game, seat to act) before the seat acts."""
    agent = NormalAgent(seed)
    for g in range(games):
        game = Game.new(seed * 100_003 + g)
        step = 0
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            if game.phase == Phase.PLAY:
                step += 1
                if step % every == 0 and len(legal) > 1:
                    yield game, seat
            game.apply(agent.decide(game.view(seat), legal))


def collect(games: int, seed: int, every: int, log_count: bool) -> list[Row]:
    rows: list[Row] = []
    for position, (game, seat) in enumerate(self_play_positions(games, seed, every)):
        rows.extend(_rows(game, seat, position, log_count))
    return rows


def _rows(game: Game, seat: int, position: int, log_count: bool) -> list[Row]:
    view = game.view(seat)
    unseen = unseen_cards(view)
    wild = sum(1 for c in unseen if c.rank >= TWO)
    activity = read_clues(view).activity
    out: list[Row] = []
    for s in range(6):
        count = view.counts[s]
        if s == seat or not view.active[s] or count == 0:
            continue
        real = sum(1 for c in game.hand(s) if c.rank >= TWO)
        features = [float(n) for n in activity[s]]
        if log_count:
            features.append(math.log(count))
        out.append((position, float(real), wild * count / len(unseen), features))
    return out


def fit(rows: Sequence[Row], ridge: float = 1.0, rounds: int = 40) -> list[float]:
    """Poisson regression by Newton's method: real ~ prior × exp(w0 + w · features)."""
    k = len(rows[0][3]) + 1
    w = [0.0] * k
    for _ in range(rounds):
        grad = [-ridge * v for v in w]
        hess = [[ridge * (i == j) for j in range(k)] for i in range(k)]
        for _, real, prior, features in rows:
            if prior <= 0:
                continue
            x = [1.0, *features]
            mu = prior * math.exp(sum(a * b for a, b in zip(w, x, strict=True)))
            for i in range(k):
                grad[i] += (real - mu) * x[i]
                for j in range(k):
                    hess[i][j] += mu * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small, positive definite system)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def squared_error(rows: Sequence[Row], w: Sequence[float] | None) -> float:
    """Mean squared error of the predicted count per seat, scaled within each
    position to the 2s and jokers its hidden seats really share."""
    by_position: dict[int, list[tuple[float, float]]] = {}
    for position, real, prior, features in rows:
        guess = (
            prior
            if w is None
            else prior * math.exp(w[0] + sum(a * b for a, b in zip(w[1:], features, strict=True)))
        )
        by_position.setdefault(position, []).append((real, guess))
    total = 0.0
    for seats in by_position.values():
        real_sum = sum(r for r, _ in seats)
        guess_sum = sum(g for _, g in seats)
        scale = real_sum / guess_sum if guess_sum > 0 else 1.0
        total += sum((r - g * scale) ** 2 for r, g in seats)
    return total / max(1, len(rows))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.wild_odds")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--test-seed", type=int, default=2)
    parser.add_argument("--every", type=int, default=10, help="every n-th decision in play")
    parser.add_argument("--log-count", action="store_true", help="a log card count term as well")
    args = parser.parse_args(argv)
    train = collect(args.games, args.seed, args.every, args.log_count)
    test = collect(args.games, args.test_seed, args.every, args.log_count)
    w = fit(train)
    names = ["(intercept)", *FEATURES, *(["log card count"] if args.log_count else [])]
    print(
        f"fitted on {len(train)} seat views (seed {args.seed}); held out: {len(test)} (seed {args.test_seed})"
    )
    for name, value in zip(names, w, strict=True):
        print(f"  {name:24} {value:+.3f}")
    print(
        f"squared error of the mean count per seat, held out: by card count {squared_error(test, None):.3f}, "
        f"by the fit {squared_error(test, w):.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
