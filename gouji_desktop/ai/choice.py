"""The two small values a decision passes around, and their passage to and from the engine.

A :data:`Choice` is what a seat does, ``(kind, play)``: an :class:`~gouji_desktop.engine.ActionKind`
and the engine's compact play (``None`` for a pass, a let or a burn's missing hand).  An
:data:`Option` is a choice the heuristic has scored, ``(score, kind, play)``.  They stay plain
tuples: the compiled hot code builds and compares millions of them.  :func:`to_action` and
:func:`to_choice` turn a choice into the engine's :class:`~gouji_desktop.engine.Action` and back;
:func:`pick_legal` returns the first of some choices that is legal, as the legal action itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind
from gouji_desktop.engine.fast import Play, play_cards, play_of_counts, rank_counts

Choice = tuple[ActionKind, Play | None]
Option = tuple[float, ActionKind, Play | None]

__all__ = ["Choice", "Option", "pick_legal", "to_action", "to_choice"]


def to_action(kind: str, play: Play | None, seat: int) -> Action:
    """The engine's Action for a choice (bare cards, as legal_actions lists them)."""
    if kind in (ActionKind.PLAY, ActionKind.BURN):
        assert play is not None
        return Action(ActionKind(kind), seat, play_cards(play))
    return Action(ActionKind(kind), seat)


def to_choice(action: Action, bie_san: bool) -> Choice:
    """The choice of an engine Action in play (the inverse of :func:`to_action`),
    under the game's own 憋三 option (``view.rules.bie_san``): without 憋三 a 3 may
    go with 2s and jokers (R-BIE3), a hand the 憋三 reading refuses."""
    if not action.cards:
        return action.kind, None
    return action.kind, play_of_counts(rank_counts(action.cards), bie_san)


def pick_legal(options: Sequence[Choice], seat: int, legal: Sequence[Action]) -> Action:
    """The first of ``options`` that is legal (returned as the object from ``legal``);
    ``legal[0]`` if none is."""
    index = {a: a for a in legal}
    for kind, play in options:
        got = index.get(to_action(kind, play, seat))
        if got is not None:
            return got
    return legal[0]
