"""Seats turned so that one seat becomes seat 0: the table draws seat 0 at the
bottom, so a player at seat 4 of a network table sees the game turned by 4.

Turning keeps every relation the rules use: the 对头 is three seats on, the
teammates two seats apart (a turn by an odd number swaps which team is called 0,
never who plays with whom).  ``turn_*(x, by)`` maps seat ``s`` to ``(s - by) % 6``;
turning by ``-by`` undoes it.

>>> from gouji_desktop.engine import Game
>>> view = Game.new(5).view(4)
>>> turned = turn_view(view, 4)
>>> turned.seat, turned.hand == view.hand, turned.counts[0] == view.counts[4]
(0, True, True)
>>> turn_view(turned, -4) == view
True
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from gouji_desktop.engine import Action, Event, GameView

from .client import GameResult, SeatInfo, Tribute

T = TypeVar("T")
SEATS = 6


def turn_seat(seat: int, by: int) -> int:
    return (seat - by) % SEATS


def _opt(seat: int | None, by: int) -> int | None:
    return None if seat is None else turn_seat(seat, by)


def turn_per_seat(values: tuple[T, ...], by: int) -> tuple[T, ...]:
    """A per-seat tuple: the new seat ``i`` has what old seat ``i + by`` had."""
    return tuple(values[(i + by) % SEATS] for i in range(SEATS))


def turn_event(event: Event, by: int) -> Event:
    return dataclasses.replace(event, seat=_opt(event.seat, by), target=_opt(event.target, by))


def turn_action(action: Action, by: int) -> Action:
    return action._replace(seat=turn_seat(action.seat, by))


def turn_view(view: GameView, by: int) -> GameView:
    t = turn_seat
    return dataclasses.replace(
        view,
        seat=t(view.seat, by),
        to_act=_opt(view.to_act, by),
        counts=turn_per_seat(view.counts, by),
        top_seat=_opt(view.top_seat, by),
        passed=turn_per_seat(view.passed, by),
        let_seat=_opt(view.let_seat, by),
        burner=_opt(view.burner, by),
        burn_victim=_opt(view.burn_victim, by),
        active=turn_per_seat(view.active, by),
        rebel=turn_per_seat(view.rebel, by),
        places=tuple(t(s, by) for s in view.places),
        out_order=tuple(t(s, by) for s in view.out_order),
        declared=turn_per_seat(view.declared, by),
        opened=turn_per_seat(view.opened, by),
        headless=turn_per_seat(view.headless, by),
        head_left=turn_per_seat(view.head_left, by),
        men=tuple((t(a, by), t(b, by)) for a, b in view.men),
        burns=tuple((t(a, by), t(b, by)) for a, b in view.burns),
        played=tuple((t(s, by), cards) for s, cards in view.played),
        log=tuple(turn_event(e, by) for e in view.log),
        exchanges=tuple((t(a, by), t(b, by), cards) for a, b, cards in view.exchanges),
        returns=tuple((t(a, by), t(b, by)) for a, b in view.returns),
    )


def turn_result(result: GameResult, by: int) -> GameResult:
    return GameResult(
        scores=turn_per_seat(result.scores, by),
        places=tuple(turn_seat(s, by) for s in result.places),
        chuan3=result.chuan3,
        tribute=tuple(
            Tribute(turn_seat(x.giver, by), turn_seat(x.receiver, by), x.kind, x.count)
            for x in result.tribute
        ),
        match_over=result.match_over,
        game_scores=tuple(turn_per_seat(s, by) for s in result.game_scores),
    )


def turn_seats(seats: tuple[SeatInfo, ...], by: int) -> tuple[SeatInfo, ...]:
    return turn_per_seat(seats, by) if len(seats) == SEATS else seats
