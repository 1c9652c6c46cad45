"""One decision of the normal level, stage by stage: what "normal would do" is computed here
and only here.

:func:`normal_decision` runs the stages in order and returns a :class:`NormalDecision` saying
what each did.  Its callers:

- the normal level (:class:`.agents.NormalAgent`) plays its ``action``;
- the hard level (:mod:`.search.hard`) starts from it without the exact ending
  (``exact_end=False``: it solves endings itself, with a bigger cap, its clock and the 点贡
  of a following game), and searches over its ``options`` with its ``choice`` first;
- the hint (:func:`.explain.suggestion`) explains its ``action``;
- the post-game review (:mod:`gouji_desktop.review`) never marks its ``action`` and compares
  its ``options``.

The stages::

    view, legal ──► one legal action                         ─► it
                ──► before play (还贡 宣点 革命 要头/无头)       ─► heuristic.prelude.decide_prelude
                ──► normal_options: Situation.from_view, then Planner(situation, style).options()
                ──► endgame.capped.endgame_pick: a close call late in the deal played out on guesses
                ──► choice: that pick, else the heuristic's first legal option
                ──► endgame.exact.exact_end_pick: every card known, the ending solved from the choice
                ──► choice.pick_legal ─► the engine's Action
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gouji_desktop.engine import Action, GameView, Phase

from .choice import Choice, Option, pick_legal, to_action, to_choice
from .endgame.capped import endgame_pick
from .endgame.exact import exact_end_pick
from .heuristic.policy import LET, Planner
from .heuristic.prelude import decide_prelude
from .heuristic.situation import Situation
from .heuristic.style import NORMAL_STYLE, Style

__all__ = ["NormalDecision", "first_legal", "normal_decision", "normal_options"]


@dataclass(frozen=True, slots=True)
class NormalDecision:
    """What the normal level decides from one view, and what each stage did.

    ``action``: the move, one of the legal actions.  In play with a real choice (else the rest
    is empty): ``options``, the heuristic's scored options, best first; ``endgame``, the option
    the capped endgame search put in place of the heuristic's first (None: it kept it, or did
    not run); ``choice``, the choice the exact ending starts from (``endgame``, else the
    heuristic's first legal option); ``exact``, the exact ending's answer (None: some card's
    place is unknown, the ending is too big, or the stage was not run; ``choice`` itself when
    nothing beats it)."""

    action: Action
    options: tuple[Option, ...] = ()
    choice: Choice | None = None
    endgame: Choice | None = None
    exact: Choice | None = None


def normal_options(view: GameView, legal: Sequence[Action], style: Style = NORMAL_STYLE) -> list[Option]:
    """The heuristic's scored options in play, best first (the planner of ``style`` on what
    ``view``'s seat knows; 让牌 is weighed where it is legal)."""
    let_ok = any(a.kind == LET for a in legal)
    return Planner(Situation.from_view(view, let_ok), style).options()


def first_legal(options: Sequence[Option], seat: int, legal: Sequence[Action]) -> Choice | None:
    """The first of the scored ``options`` that is legal, as a choice (None: none is)."""
    legal_set = set(legal)
    for _, kind, play in options:
        if to_action(kind, play, seat) in legal_set:
            return kind, play
    return None


def normal_decision(
    view: GameView, legal: Sequence[Action], style: Style = NORMAL_STYLE, *, exact_end: bool = True
) -> NormalDecision:
    """The normal level's decision from ``view`` among ``legal`` with the weights ``style``
    (see the module for the stages); ``exact_end``: run the last stage, within
    ``style.exact_end_nodes`` positions."""
    if len(legal) == 1:
        return NormalDecision(legal[0])
    if view.phase != Phase.PLAY:
        return NormalDecision(decide_prelude(view, legal, style))
    options = tuple(normal_options(view, legal, style))
    endgame = endgame_pick(view, options, legal, style) if style.endgame_cards else None
    choice = endgame if endgame is not None else first_legal(options, view.seat, legal)
    if choice is None:  # no option legal (the planner covers every kind of move: not met in play)
        choice = to_choice(legal[0], view.rules.bie_san)
    exact = exact_end_pick(view, choice, style.exact_end_nodes) if exact_end else None
    action = pick_legal([exact if exact is not None else choice], view.seat, legal)
    return NormalDecision(action, options, choice, endgame, exact)
