"""Why a move: one short reason from the normal level's own reckoning, for the hint (提示) and the review.

The reason is not free text: it is a :class:`Why` with the facts the normal level weighed (the chance
that a hand wins its round, the line of sure winners that takes the seat out, whether a plain gouji
hand opens, the opponent near going out, the teammate on top), and the GUI turns it into a sentence
in the player's language. :func:`explain` reads a move the player or the AI chose; :func:`suggestion`
is the normal level's own choice with its reason.

>>> from gouji_desktop.engine import Game
>>> game = Game.from_hands(["BJ K K 3", "4 4", "5 5", "6 6", "7 7", "8 8"], leader=0)
>>> action, reason = suggestion(game.view(0), game.legal_actions())
>>> reason.why, reason.cards, reason.rest  # K K: only the 对头 may answer, and he cannot
(<Why.LINE_OUT: 'line_out'>, 'K K', 'BJ / 3')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from gouji_desktop.engine import Action, ActionKind, Decision, GameView, Phase, format_cards
from gouji_desktop.engine.fast import (
    Play,
    play_cards,
    play_counts_for_opening,
    play_is_gouji,
    play_of_counts,
    play_size,
)

from .endgame.lines import Lines
from .heuristic.policy import Planner
from .heuristic.scoring import SURE, URGENT_CARDS
from .heuristic.situation import Situation, rank_counts_of
from .pipeline import normal_decision

#: Below this chance of winning its round a lead is shed, not played to win.
SHED_CHANCE = 0.35


class Why(StrEnum):
    """The kinds of reason, each a sentence in the catalogue (``hint.why.<value>``)."""

    GO_OUT = "go_out"  # the last cards: the seat goes out
    LINE_OUT = "line_out"  # a sure winner now, then the rest goes out (``rest``: what follows)
    OPEN = "open"  # a plain gouji hand nobody who may answer can beat: it wins its round and opens (开点)
    SURE_WIN = "sure_win"  # nobody who may answer can beat it: the lead comes back
    BURN = "burn_out"  # 烧牌: the chain of joker hands takes the seat out
    LET = "let_mate"  # 让牌: the round goes on to the teammate after
    LEAVE_MATE = "leave_mate"  # pass: a teammate's hand is on top, never beat him
    STOP = "stop"  # beat: an opponent (``seat``) is near going out (``count`` cards)
    ANSWER = "answer_duitou"  # beat the 对头's gouji hand: only I may answer it
    BEAT = "beat"  # beat: ``chance`` that it wins the round
    SHED = "shed"  # lead a weak hand that costs a turn anyway, keeping the strong ones
    LEAD = "lead_win"  # lead: ``chance`` that it wins the round
    KEEP = "keep"  # pass: the strong cards are worth more later
    NO_BURN = "no_burn"  # decline a burn: the chain would not hold
    ONLY = "only"  # the one legal move


@dataclass(frozen=True)
class Reason:
    """A reason and its facts: ``cards`` the hand played, ``rest`` the hands that follow on a line
    out, ``seat`` and ``count`` the opponent concerned and his cards, ``chance`` that the hand wins
    its round (0 to 1)."""

    why: Why
    cards: str = ""
    rest: str = ""
    seat: int | None = None
    count: int = 0
    chance: float = 0.0


def _cards(play: Play) -> str:
    return format_cards(play_cards(play))


def explain(view: GameView, legal_actions: Sequence[Action], action: Action) -> Reason:
    """The reason for ``action`` from ``view``, the seat's own view, as the normal level reckons it."""
    if len(legal_actions) == 1:
        return Reason(Why.ONLY, format_cards(action.cards))
    if view.phase != Phase.PLAY:
        return Reason(Why.ONLY if len(legal_actions) == 1 else Why.KEEP, format_cards(action.cards))
    let_ok = any(a.kind == ActionKind.LET for a in legal_actions)
    sit = Situation.from_view(view, let_ok)
    planner = Planner(sit)
    me, duitou = view.seat, (view.seat + 3) % 6
    if action.kind == ActionKind.LET:
        return Reason(Why.LET)
    if action.kind == ActionKind.PASS:
        if view.decision == Decision.BURN_OFFER:
            return Reason(Why.NO_BURN)
        if view.top_seat is not None and view.top_seat % 2 == me % 2:
            return Reason(Why.LEAVE_MATE, seat=view.top_seat)
        return Reason(Why.KEEP)
    play = play_of_counts(rank_counts_of(action.cards), view.rules.bie_san)
    cards = _cards(play)
    size = play_size(play)
    if size == sum(sit.hand):
        return Reason(Why.GO_OUT, cards)
    if action.kind == ActionKind.BURN:
        return Reason(Why.BURN, cards)
    lead = view.decision == Decision.LEAD
    chance = planner.win(play, lead)
    if lead:
        line = Lines(sit).lead_line(sit.hand)
        if line is not None and len(line) > 1 and line[0] == play:
            return Reason(Why.LINE_OUT, cards, " / ".join(_cards(p) for p in line[1:]), chance=1.0)
    gouji = play_is_gouji(play)
    if gouji and play_counts_for_opening(play) and not view.opened[me] and chance >= SURE:
        return Reason(Why.OPEN, cards, chance=chance)
    if chance >= SURE:
        return Reason(Why.SURE_WIN, cards, chance=chance)
    if not lead:
        top = view.top_seat
        top_play = (
            play_of_counts(rank_counts_of(view.top_cards), view.rules.bie_san) if view.top_cards else None
        )
        if top == duitou and top_play is not None and play_is_gouji(top_play):
            return Reason(Why.ANSWER, cards, seat=top, chance=chance)
        near = [
            s for s in range(6) if s % 2 != me % 2 and view.active[s] and 0 < view.counts[s] <= URGENT_CARDS
        ]
        if near:
            seat = min(near, key=lambda s: view.counts[s])
            return Reason(Why.STOP, cards, seat=seat, count=view.counts[seat], chance=chance)
        return Reason(Why.BEAT, cards, chance=chance)
    if chance < SHED_CHANCE:
        return Reason(Why.SHED, cards, chance=chance)
    return Reason(Why.LEAD, cards, chance=chance)


def suggestion(view: GameView, legal_actions: Sequence[Action]) -> tuple[Action, Reason]:
    """The normal level's choice from ``view`` (:func:`.pipeline.normal_decision`) and why."""
    action = normal_decision(view, legal_actions).action
    return action, explain(view, legal_actions, action)
