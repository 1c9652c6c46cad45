"""Seats turned so the player's own seat is seat 0 (where the table draws it):
turning back gives the same view, each seat's things move with it, and what
the AI decides on a turned view, turned back, is legal in the real game."""

from __future__ import annotations

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.rotate import turn_action, turn_view
from gouji_desktop.engine import Match, opposite, team_of


def test_turned_views_keep_every_seat_s_things_and_turn_back_exactly() -> None:
    match = Match.new(17)
    agents = [make_agent("normal", s) for s in range(6)]
    checked = 0
    for _ in range(2):  # the second game has tribute, 还贡 and exchanges
        game = match.game
        for step in range(2000):
            if game.finished:
                break
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            turned = turn_view(view, seat)
            assert turned.seat == 0 and turned.to_act == 0
            assert turned.hand == view.hand and turn_view(turned, -seat) == view
            for s in range(6):
                t = (s - seat) % 6
                assert turned.counts[t] == view.counts[s] and turned.active[t] == view.active[s]
                # the 对头 and the teams are the same people, seen from the turned seats
                assert (opposite(t) - opposite(s)) % 6 == (t - s) % 6
                assert (team_of(t) == team_of(0)) == (team_of(s) == team_of(seat))
            assert [e.seat for e in turned.log] == [
                None if e.seat is None else (e.seat - seat) % 6 for e in view.log
            ]
            if step % 5 == 0:  # the AI on the turned view: its choice, turned back, is legal here
                choice = agents[seat].decide(turned, [turn_action(a, seat) for a in legal])
                assert turn_action(choice, -seat) in legal
                checked += 1
            game.apply(agents[seat].decide(view, legal))
        match.next_game()
    assert checked > 20
