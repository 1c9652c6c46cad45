"""Endings where every card is known, played exactly.

Late in a game a seat can often tell where every card is: with two seats
left (R-END: they belong to different teams) every card it cannot see is in
the other's hand, and a seat already 闷 holds only 3s for the rest of the
game (R-MEN), so with one other seat left that is not 闷 the unseen cards
are that seat's.  Such an ending is a game of perfect information: a race
for the places left (R-OUT, R-SCORE) in which a going-out hand may still
open (R-OPEN) and 接风 decides who leads next (R-WIN).  A strong player
counts it out; the heuristic's plan of hands sometimes breaks a group it
needs, spends both 2s on one hand, or goes out in the wrong order
(self-play: about 1 such decision in 25).

:class:`EndSolver` plays the ending out with every legal move of every seat
(the engine's own, stepped unchecked on a copy of the game rebuilt from the
view), alpha-beta with a transposition table keyed by
:func:`gouji_desktop.engine.fast.position_key`, valued like the hard level's
rollouts (:func:`.rollout.team_result`: R-SCORE plus 开点's 点贡).  It is
capped in positions searched (deterministic, whatever the machine's load);
an ending it cannot finish within the cap is left to the heuristic.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

from gouji_desktop.engine import Card, Decision, Game, GameView, Phase
from gouji_desktop.engine.fast import (
    NUM_RANKS,
    THREE,
    game_from_view,
    hand_counts,
    legal_plays,
    other_kinds,
    play_size,
    position_key,
    unseen_cards,
)

from ..choice import Choice
from ..heuristic.policy import BURN, PLAY
from ..search.rollout import TRIBUTE_CARD, apply_choice, team_result

__all__ = ["EndSolver", "exact_end_pick", "exact_game"]

_INF = float("inf")
#: The smallest difference between two values: R-SCORE's points and
#: ``TRIBUTE_CARD`` (0.75) are multiples of it (the hard agent counts 0 or 1 of it a card).
STEP = 0.25


class OutOfNodes(Exception):
    """The position is bigger than the cap allows (or the clock ran out)."""


def exact_game(view: GameView) -> Game | None:
    """The game exactly as it stands when ``view``'s seat can tell where every
    card is, else None: it is in play, this seat's turn, and of the other
    seats with cards one at most is not 闷 (R-MEN: a seat 闷 holds only 3s
    for the rest of the game), so the cards unseen are that seat's."""
    if view.phase != Phase.PLAY or view.to_act != view.seat or not view.active[view.seat]:
        return None
    me = view.seat
    others = [s for s in range(6) if s != me and view.counts[s]]
    if any(not view.active[s] for s in others):
        return None  # a rebel's cards (R-REVOLT)
    stuck = {victim for victim, _by in view.men}
    free = [s for s in others if s not in stuck]
    if len(free) > 1:
        return None
    unseen = unseen_cards(view)
    threes = [c for c in unseen if c.rank == THREE]
    hidden: dict[int, list[Card]] = {}
    for s in others:
        if s in stuck:  # R-MEN: only 3s
            hidden[s], threes = threes[: view.counts[s]], threes[view.counts[s] :]
    rest = list(unseen)
    for s in hidden:
        for c in hidden[s]:
            rest.remove(c)
    short = any(len(hidden[s]) != view.counts[s] for s in hidden)
    if short or len(rest) != sum(view.counts[s] for s in free):
        return None  # not as the rules say (never in a real game)
    for s in free:
        hidden[s] = rest
    return game_from_view(view, hidden)


def moves(game: Game) -> list[Choice]:
    """Every legal move of the seat to act: going out first, then bigger
    hands first (good moves early make alpha-beta cut more), pass and let last."""
    seat = game.to_act
    assert seat is not None
    size = sum(hand_counts(game, seat))
    kind = BURN if game.decision == Decision.BURN_OFFER else PLAY
    plays = sorted(
        legal_plays(game),
        key=lambda p: (play_size(p) != size, -(play_size(p)), -p[0]),
    )
    out: list[Choice] = [(kind, p) for p in plays]
    out.extend((k, None) for k in other_kinds(game))
    return out


def step(game: Game, choice: Choice) -> Game:
    """A copy of ``game`` after ``choice`` (legal: from :func:`moves`)."""
    after = game.copy()
    apply_choice(after, *choice, [0] * NUM_RANKS)  # (the played-card counts are not needed)
    return after


class EndSolver:
    """Exact values of an ending for ``seat``'s team, within ``max_nodes``
    positions searched (and, when given, before ``stop()`` says so); a card of
    开点's 点贡 counts ``tribute_card`` (:func:`.rollout.team_result`)."""

    def __init__(
        self,
        seat: int,
        max_nodes: int,
        stop: Callable[[], bool] | None = None,
        tribute_card: float = TRIBUTE_CARD,
    ) -> None:
        self.seat = seat
        self.tribute_card = tribute_card
        self.max_nodes = max_nodes
        self.stop = stop
        self.nodes = 0
        # position key -> (lower bound, upper bound, best move found there)
        self._table: dict[tuple[object, ...], tuple[float, float, Choice | None]] = {}

    def value(self, game: Game, alpha: float = -_INF, beta: float = _INF) -> float:
        """The team value with best play on both sides (exact inside the window
        ``(alpha, beta)``, a bound outside it); raises :class:`OutOfNodes`."""
        if game.to_act is None:
            return team_result(game, self.seat, self.tribute_card)
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
        self._count()
        options = moves(game)
        alpha0, beta0 = alpha, beta
        mine = game.to_act % 2 == self.seat % 2
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

    def _count(self) -> None:
        """One more position searched; raises :class:`OutOfNodes` past the cap."""
        self.nodes += 1
        if self.nodes > self.max_nodes or (self.stop is not None and not self.nodes & 63 and self.stop()):
            raise OutOfNodes

    def best(self, game: Game, first: Choice) -> tuple[Choice, float, float]:
        """The best move for the seat to act (``first`` unless another is
        strictly better), its value and ``first``'s; raises :class:`OutOfNodes`."""
        base = self.value(step(game, first))
        pick, pick_value = first, base
        for choice in moves(game):
            if choice == first:
                continue
            after = step(game, choice)
            # "better at all?" first: the narrowest window cuts the most
            if self.value(after, pick_value, pick_value + STEP) > pick_value:
                pick, pick_value = choice, self.value(after, pick_value, _INF)
        return pick, pick_value, base


def exact_end_pick(
    view: GameView,
    first: Choice,
    max_nodes: int,
    stop: Callable[[], bool] | None = None,
    tribute_card: float = TRIBUTE_CARD,
) -> Choice | None:
    """In an ending where every card is known (:func:`exact_game`), the best
    move against best play: ``first`` (the heuristic's choice) unless another
    is strictly better.  None when some card's place is not known, or the
    ending is too big for ``max_nodes``."""
    if max_nodes <= 0:
        return None
    game = exact_game(view)
    if game is None:
        return None
    if first not in moves(game):
        return None
    solver = EndSolver(view.seat, max_nodes, stop, tribute_card)
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
