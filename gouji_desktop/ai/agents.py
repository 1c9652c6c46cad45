"""The "easy" and "normal" agents.  Each decides from ``game.view(seat)`` and
the legal actions only, keeps no reference to either, and holds no state
shared with other agents (safe in a worker thread).  Every agent is told the
:class:`MatchContext` it plays in (:meth:`NormalAgent.set_match`); only the
hard level's choices depend on it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from gouji_desktop.engine import Action, ActionKind, Decision, GameView, Phase
from gouji_desktop.engine.fast import Play, beating_plays, effective_ranks

from .choice import Option, pick_legal
from .heuristic.policy import BURN, PASS, PLAY, Planner
from .heuristic.situation import Situation, rank_counts_of
from .heuristic.style import NORMAL_STYLE, Style
from .pipeline import normal_decision, normal_options


@dataclass(frozen=True, slots=True)
class MatchContext:
    """What an agent is told about the match it plays in.

    ``game_follows``: a game of the same match follows this one (R-MATCH), so the 点贡 its
    openings earn (开点, R-DIANGONG) is paid there; not in a single game, a match's last, or
    without tribute."""

    game_follows: bool = True


#: A game of the same match follows (as Gouji is played: five games a match).
GAME_FOLLOWS = MatchContext(game_follows=True)
#: No game follows: a single game, a match's last, or no tribute.
LAST_GAME = MatchContext(game_follows=False)


class NormalAgent:
    """The strong heuristic: each decision is :func:`.pipeline.normal_decision` (the planner of
    :mod:`.heuristic.policy`, then the endgame stages) with this agent's weights."""

    def __init__(self, seed: int = 0, style: Style = NORMAL_STYLE) -> None:
        self.seed = seed
        self.style = style

    def set_match(self, match: MatchContext) -> None:
        """Normal decides the same whether a game of the match follows or not."""

    def options(self, view: GameView, legal: Sequence[Action]) -> list[Option]:
        """The heuristic's scored options in play, best first (:func:`.pipeline.normal_options`)."""
        return normal_options(view, legal, self.style)

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        return normal_decision(view, legal_actions, self.style).action


class EasyAgent:
    """Plausible but weak: leads its lowest group, beats with the lowest hand
    that beats (2s tied in freely), sometimes even over a teammate, never lets."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def set_match(self, match: MatchContext) -> None:
        """Easy decides the same whether a game of the match follows or not."""

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat = view.seat
        kinds = {a.kind: a for a in legal_actions}
        if view.phase != Phase.PLAY:
            if ActionKind.RETURN in kinds:
                return min(legal_actions, key=lambda a: (a.cards[0].rank == 0, a.cards[0]))
            if ActionKind.HEAD in kinds:
                return kinds[ActionKind.HEAD] if self._rng.random() < 0.5 else kinds[ActionKind.NOHEAD]
            return kinds.get(ActionKind.PASS, legal_actions[0])
        if view.decision == Decision.BURN_OFFER:
            burns = [a for a in legal_actions if a.kind == BURN]
            return burns[0] if burns and self._rng.random() < 0.3 else kinds[PASS]
        counts = rank_counts_of(view.hand)
        if view.decision == Decision.LEAD:
            sit = Situation.from_view(view, let_ok=False)
            leads = Planner(sit).lead_candidates()
            choice = min(leads, key=_easy_lead_order)
            return pick_legal([(PLAY, choice)], seat, legal_actions)
        mate_on_top = view.top_seat is not None and view.top_seat % 2 == seat % 2
        if mate_on_top and self._rng.random() < 0.7:
            return kinds[PASS]
        top = Situation.from_view(view, let_ok=False).top
        assert top is not None
        beats = beating_plays(counts, top)
        if not beats:
            return kinds[PASS]
        # the lowest beat by effective ranks; wilds are spent as readily as plain cards
        best = min(beats, key=lambda p: (sum(effective_ranks(p)), -p[2]))  # more 2s first among equals
        rank, _size, _twos, small, big = best
        if rank < 0 and small + big and self._rng.random() < 0.5:
            return kinds[PASS]  # shy of spending a joker
        return pick_legal([(PLAY, best)], seat, legal_actions)


def _easy_lead_order(play: Play) -> tuple[bool, bool, int, int]:
    """Easy's lead preference: a bare plain group before one with 2s or jokers tied in, plain
    groups before the wild cards alone, then the lowest rank, then the most cards."""
    rank, size, twos, small, big = play
    return (twos + small + big > 0 and rank >= 0, rank < 0, rank, -size)
