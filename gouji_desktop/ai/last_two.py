"""Two seats left: the race played exactly.

Once four seats are out, the two left are 对家 of different teams (R-END: a
game with one team left is over) and every card this seat cannot see is in
the other's hand: a game of perfect information.  Whoever goes out first
takes 二落 and the other 大落 (R-OUT, R-SCORE), and a seat's going out may
still open it (R-OPEN).  A strong player counts such an ending out; the
heuristic's plan of hands sometimes breaks a group it needs, or beats where
passing wins (self-play: about 1 two-seat decision in 40).

:class:`RaceSolver` plays the ending out with every legal move of both seats
(the engine's own, stepped unchecked on a copy of the game rebuilt from the
view), alpha-beta with a transposition table keyed by
:func:`gouji_desktop.engine.fast.position_key`, valued like the hard level's
rollouts (:func:`.rollout.team_result`: R-SCORE plus 开点's 点贡).  It is
capped in nodes (deterministic, whatever the machine's load); a position it
cannot finish within the cap is left to the heuristic.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

from gouji_desktop.engine import Decision, Game, GameView, Phase
from gouji_desktop.engine.fast import (
    Play,
    game_from_view,
    hand_counts,
    legal_plays,
    let_unchecked,
    other_kinds,
    pass_unchecked,
    play_unchecked,
    position_key,
    unseen_cards,
)

from .policy import BURN, LET, PASS, PLAY
from .rollout import team_result

__all__ = ["RaceSolver", "exact_game", "last_two_pick"]

Choice = tuple[str, Play | None]

_INF = float("inf")


class OutOfNodes(Exception):
    """The position is bigger than the cap allows (or the clock ran out)."""


def exact_game(view: GameView) -> Game | None:
    """The game exactly as it stands when ``view``'s seat can see every card
    (two active seats in play, no cards elsewhere), else None."""
    if view.phase != Phase.PLAY or view.to_act != view.seat:
        return None
    others = [s for s in range(6) if s != view.seat and view.counts[s]]
    if sum(view.active) != 2 or len(others) != 1 or not view.active[others[0]] or not view.active[view.seat]:
        return None
    return game_from_view(view, {others[0]: unseen_cards(view)})


def moves(game: Game) -> list[Choice]:
    """Every legal move of the seat to act: going out first, then bigger
    hands first (good moves early make alpha-beta cut more), pass and let last."""
    seat = game.to_act
    assert seat is not None
    size = sum(hand_counts(game, seat))
    kind = BURN if game.decision == Decision.BURN_OFFER else PLAY
    plays = sorted(
        legal_plays(game),
        key=lambda p: (p[1] + p[2] + p[3] + p[4] != size, -(p[1] + p[2] + p[3] + p[4]), -p[0]),
    )
    out: list[Choice] = [(kind, p) for p in plays]
    out.extend((str(k), None) for k in other_kinds(game))
    return out


def step(game: Game, choice: Choice) -> Game:
    """A copy of ``game`` after ``choice`` (legal: from :func:`moves`)."""
    after = game.copy()
    kind, play = choice
    if play is not None:
        play_unchecked(after, play, burn=kind == BURN)
    elif kind == PASS:
        pass_unchecked(after)
    else:
        assert kind == LET
        let_unchecked(after)
    return after


class RaceSolver:
    """Exact values of a two-seat ending for ``seat``'s team, within ``max_nodes``
    positions searched (and, when given, before ``stop()`` says so)."""

    def __init__(self, seat: int, max_nodes: int, stop: Callable[[], bool] | None = None) -> None:
        self.seat = seat
        self.max_nodes = max_nodes
        self.stop = stop
        self.nodes = 0
        # position key -> (lower bound, upper bound, best move found there)
        self._table: dict[tuple[object, ...], tuple[float, float, Choice | None]] = {}

    def value(self, game: Game, alpha: float = -_INF, beta: float = _INF) -> float:
        """The team value with best play on both sides (exact inside the window
        ``(alpha, beta)``, a bound outside it); raises :class:`OutOfNodes`."""
        if game.to_act is None:
            return team_result(game, self.seat)
        key = position_key(game)
        known = self._table.get(key)
        first: Choice | None = None
        if known is not None:
            low, high, first = known
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        self.nodes += 1
        if self.nodes > self.max_nodes or (self.stop is not None and not self.nodes & 63 and self.stop()):
            raise OutOfNodes
        alpha0, beta0 = alpha, beta
        mine = game.to_act % 2 == self.seat % 2
        options = moves(game)
        if first is not None:  # the best move last time first: it cuts soonest
            options.remove(first)
            options.insert(0, first)
        best, best_move = (-_INF if mine else _INF), None
        for choice in options:
            v = self.value(step(game, choice), alpha, beta)
            if mine and v > best:
                best, best_move = v, choice
                alpha = max(alpha, v)
            elif not mine and v < best:
                best, best_move = v, choice
                beta = min(beta, v)
            if alpha >= beta:
                break
        low, high, _ = self._table.get(key, (-_INF, _INF, None))
        if best <= alpha0:
            high = min(high, best)  # failed low: an upper bound
        elif best >= beta0:
            low = max(low, best)  # failed high: a lower bound
        else:
            low = high = best
        self._table[key] = (low, high, best_move)
        return best

    def best(self, game: Game, first: Choice) -> tuple[Choice, float, float]:
        """The best move for the seat to act (``first`` unless another is
        strictly better), its value and ``first``'s; raises :class:`OutOfNodes`."""
        base = self.value(step(game, first))
        pick, pick_value = first, base
        for choice in moves(game):
            if choice == first:
                continue
            v = self.value(step(game, choice), pick_value, _INF)  # only "better?" matters
            if v > pick_value:
                pick, pick_value = choice, v
        return pick, pick_value, base


def last_two_pick(
    view: GameView, first: Choice, max_nodes: int, stop: Callable[[], bool] | None = None
) -> Choice | None:
    """With two seats left, the best move against best play: ``first`` (the
    heuristic's choice) unless another is strictly better.  None when the
    position is not one of two seats, or too big for ``max_nodes``."""
    if max_nodes <= 0:
        return None
    game = exact_game(view)
    if game is None:
        return None
    if first not in moves(game):
        return None
    solver = RaceSolver(view.seat, max_nodes, stop)
    collecting = gc.isenabled()
    if collecting:
        gc.disable()  # its full passes over the table's games took half the time
    try:
        pick, pick_value, base = solver.best(game, first)
    except OutOfNodes:
        return None
    finally:
        if collecting:
            gc.enable()
    return pick if pick_value > base else first
