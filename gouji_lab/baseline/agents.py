"""The frozen normal agent: decides from ``game.view(seat)`` and the legal
actions only."""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind, GameView, Phase
from gouji_desktop.engine.fast import Play, play_cards

from .policy import BURN, LET, NORMAL_STYLE, PLAY, Planner, Style
from .prelude import decide_prelude
from .situation import Situation


def to_action(kind: ActionKind, play: Play | None, seat: int) -> Action:
    """The engine's Action for a policy choice (bare cards, as legal_actions lists them)."""
    if kind in (PLAY, BURN):
        assert play is not None
        return Action(kind, seat, play_cards(play))
    return Action(kind, seat)


def pick_legal(
    options: Sequence[tuple[ActionKind, Play | None]], seat: int, legal: Sequence[Action]
) -> Action:
    """The first option that is legal (returned as the object from ``legal``)."""
    index = {a: a for a in legal}
    for kind, play in options:
        got = index.get(to_action(kind, play, seat))
        if got is not None:
            return got
    return legal[0]


class BaselineAgent:
    """The normal level as it was frozen (see :mod:`.policy`)."""

    def __init__(self, seed: int = 0, style: Style = NORMAL_STYLE) -> None:
        self.seed = seed
        self.style = style

    def options(self, view: GameView, legal: Sequence[Action]) -> list[tuple[float, ActionKind, Play | None]]:
        """The heuristic's scored options in play, best first."""
        let_ok = any(a.kind == LET for a in legal)
        return Planner(Situation.from_view(view, let_ok), self.style).options()

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.phase != Phase.PLAY:
            return decide_prelude(view, legal_actions, self.style)
        opts = self.options(view, legal_actions)
        return pick_legal([(k, p) for _, k, p in opts], view.seat, legal_actions)
