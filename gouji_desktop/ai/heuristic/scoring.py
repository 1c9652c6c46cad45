"""A play's score, written once: the arithmetic the planner (:mod:`.policy`) and the rollouts'
shortcuts (:mod:`.quick`) share, in units of one turn of the hand plan (:class:`.style.Style`).

The planner scores a play by how it changes the value of the hand's plan plus what winning
its round is worth (:meth:`.policy.Planner.score`); the shortcuts compute the same score in
one loop without building a planner.  Both take every formula and constant below from here.
"""

from __future__ import annotations

from typing import Final

from gouji_desktop.engine.fast import ACE

from .style import Style

#: How often a group of this size can be used to beat someone else's lead.
SIZE_USE: Final = (0.0, 1.0, 0.8, 0.5, 0.3, 0.2)
#: A hand that wins with at least this chance counts as a sure winner.
SURE: Final = 0.95
#: With more cards than this the finishing hand (the one before the 3s, R-MEN) is not planned yet.
FINISH_HORIZON: Final = 14
#: An opponent with at most this many cards (in a duel: besides his likely 3s)
#: is near going out: stopping his round is urgent.
URGENT_CARDS: Final = 8
#: A play that goes out scores this plus its chance of winning the round.
OUT_SCORE: Final = 100.0
#: Answering the 对头's gouji hand (R-GOUJIANSWER: only I may, and passing hands him the round).
DUEL_URGE: Final = 0.15
#: After a let comes back (R-LET) passing is a little readier: the round was offered once.
LET_RETURN_EASE: Final = 0.1


def beat_use(r: int, m: int, first: int) -> float:
    """How useful ``m`` cards of plain rank ``r`` are for beating others' leads, 0 to 1: higher
    ranks and smaller groups more (``first``: the lowest plain rank of a group, 1 under 憋三)."""
    return (r - first + 1) / (ACE - first + 1) * SIZE_USE[m if m < 5 else 5]


def group_worth(win: float, use: float) -> float:
    """The value of holding a plain group as one hand (at most ``use``): the turn it costs
    unless it wins its round as a lead (``win``), plus its ``use`` in beating (weighted)."""
    return win - 1.0 + use


def wild_cost(style: Style, t: int, s: int, b: int) -> float:
    """What spending ``t`` 2s, ``s`` small and ``b`` big jokers costs the hand."""
    return style.two * t + style.small_joker * s + style.big_joker * b


def out_score(win: float) -> float:
    """The score of a play that goes out (``win``: its chance of winning the round)."""
    return OUT_SCORE + win


def before_threes_score(win: float, style: Style) -> float:
    """The score of the hand played before the 3s (R-MEN): it must win its round, or the seat
    is 闷; winning it wins the round and the 3s' lead after."""
    return (win - 1.0) * style.men + 2.0 * style.tempo * win


def answer_urgency(urgency: float, left: float) -> float:
    """The extra will to beat a hand whose seat is left with ``left`` cards: none above
    :data:`URGENT_CARDS`, growing to ``urgency`` as he nears going out (R-OUT)."""
    if left > URGENT_CARDS:
        return 0.0
    return urgency * (URGENT_CARDS + 1 - left) / (URGENT_CARDS + 1)


def pass_bar(bar: float, let_return: bool) -> float:
    """The score of passing on an answer: ``bar``, a little less when a let came back."""
    return bar - (LET_RETURN_EASE if let_return else 0.0)
