"""Seat 0's turn as the table words it: which decisions the buttons offer and
the status line that names them, and how long the turn has waited (no rule
of its own: the engine decides).  All of it from seat 0's view, the same at a
network table as on this computer."""

from __future__ import annotations

from dataclasses import dataclass

from gouji_desktop.app.i18n import join_or, tr
from gouji_desktop.engine import (
    Action,
    ActionKind,
    Card,
    Decision,
    Game,
    GameView,
    fast,
)
from gouji_desktop.engine.fast import game_from_view, unseen_cards


@dataclass(frozen=True)
class TurnLook:
    """Seat 0's turn as the table shows it: the status line, and which decision
    buttons react (``enabled``) and show (``visible``)."""

    status: str
    enabled: frozenset[str]
    visible: frozenset[str]


def let_matters(view: GameView) -> bool:
    """R-LET: a let lets the seats between seat 0 and the top player act
    first; when none of them may beat the top any more, the let would come
    straight back, so the table does not offer it.  Nor when seat 0 holds
    only 3s with 憋三 on (R-BIE3): they beat nothing, so a let can only come
    back to a pass.  Who may answer is public (the top's mode, passes, 无头),
    so the engine answers it on a game rebuilt from the view with any hands."""
    top = view.top_seat
    if top is None:
        return False
    if view.rules.bie_san and all(c.rank == fast.THREE for c in view.hand):
        return False
    game = _public_game(view)
    if game is None:
        return True  # the engine allows the let: offer it
    me = view.seat
    seat = (me + 1) % 6
    while seat != top:
        if game.is_active(seat) and fast.may_answer(game, seat):
            return True
        seat = (seat + 1) % 6
    return False


def _public_game(view: GameView) -> Game | None:
    """A game that looks like ``view`` to its seat (the unseen cards dealt in order: who
    may answer does not depend on them); None when the view cannot be rebuilt."""
    unseen = unseen_cards(view)
    hidden: dict[int, list[Card]] = {}
    at = 0
    for seat in range(6):
        if seat != view.seat:
            hidden[seat] = list(unseen[at : at + view.counts[seat]])
            at += view.counts[seat]
    try:
        return game_from_view(view, hidden)
    except ValueError:
        return None


def options_text(view: GameView, kinds: set[ActionKind]) -> str:
    """轮到你: exactly what the enabled buttons offer (上牌, 过, 让, 烧)."""
    if view.decision == Decision.LEAD:
        return tr("turn.lead")
    if view.decision == Decision.BURN_OFFER:
        return tr("turn.burn_offer")
    if kinds == {ActionKind.PASS}:
        return tr("turn.only_pass")
    words = [tr(f"turn.opt.{k}") for k in (ActionKind.PLAY, ActionKind.PASS, ActionKind.LET) if k in kinds]
    head = "turn.let_back" if view.decision == Decision.LET_RETURN else "turn.yours"
    return tr(head, options=join_or(words))


def hint_key(action: Action) -> tuple[int, ...]:
    """提示's order, weakest first: fewest big jokers, small jokers and 2s, then
    the lowest plain rank, then the fewest cards (presentation order only)."""
    ranks = [c.rank for c in action.cards]
    plain = [r for r in ranks if r < fast.TWO]
    return (
        ranks.count(fast.BJ),
        ranks.count(fast.SJ),
        ranks.count(fast.TWO),
        max(plain) if plain else 99,
        len(ranks),
    )


class TurnClock:
    """How long seat 0's current decision has waited (要不起 auto-pass, the
    turn timer): a decision is told from the one before by what seat 0 saw of
    the game (its log, the hands played, the phase and the decision)."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.since = 0.0  # when the current decision began (scene clock)

    def waited(self, view: GameView, now: float) -> float:
        key = (len(view.log), len(view.played), view.phase, view.decision, len(view.hand), view.log[:1])
        if key != self.key:
            self.key, self.since = key, now
        return now - self.since

    def seconds_left(self, timer: float, now: float) -> int:
        """Whole seconds the turn timer still gives (rounded up)."""
        return max(0, int(timer - (now - self.since) + 0.999))
