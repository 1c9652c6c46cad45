"""The normal level's capped endgame search (ai/endgame/capped.py): it runs only late
in the game, on the heuristic's close calls, and decides the same way for the
same view (its guesses are seeded by what the seat sees)."""

from __future__ import annotations

import dataclasses

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.endgame.capped import close_options, endgame_pick
from gouji_desktop.ai.heuristic.style import NORMAL_STYLE
from gouji_desktop.engine import Game, Phase


def late_positions(deal: int, cards: int) -> list[Game]:
    """Copies of a self-play game at every play decision with real choices once
    the active seats hold at most ``cards`` cards."""
    game = Game.new(deal)
    agent = NormalAgent()
    out: list[Game] = []
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
        if game.phase == Phase.PLAY and len(legal) > 1 and in_play <= cards:
            out.append(game.copy())
        game.apply(agent.decide(view, legal))
    return out


def test_the_search_keeps_out_of_the_early_game() -> None:
    game = Game.new(5)
    agent = NormalAgent()
    while game.phase != Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(agent.decide(game.view(seat), game.legal_actions()))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    legal = game.legal_actions()
    assert endgame_pick(view, agent.options(view, legal), legal, NORMAL_STYLE) is None


def test_the_search_compares_only_close_legal_options_and_repeats_itself() -> None:
    searched = 0
    for deal in (3, 4):
        for game in late_positions(deal, NORMAL_STYLE.endgame_cards):
            seat = game.to_act
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            opts = NormalAgent().options(view, legal)
            choices = close_options(opts, legal, seat, NORMAL_STYLE)
            assert len(choices) <= NORMAL_STYLE.endgame_options
            scores = {(kind, play): score for score, kind, play in reversed(opts)}
            assert choices[0] == (opts[0][1], opts[0][2])  # the heuristic's first comes first
            assert all(scores[c] >= opts[0][0] - NORMAL_STYLE.endgame_close for c in choices)
            if len(choices) < 2:
                continue
            searched += 1
            first = endgame_pick(view, opts, legal, NORMAL_STYLE)
            assert first is None or first in choices[1:]
            assert endgame_pick(view, opts, legal, NORMAL_STYLE) == first
    assert searched >= 3


def test_without_the_search_normal_is_the_plain_heuristic() -> None:
    plain = dataclasses.replace(NORMAL_STYLE, endgame_cards=0)
    game = late_positions(3, NORMAL_STYLE.endgame_cards)[0]
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    opts = NormalAgent(style=plain).options(view, legal)
    chosen = NormalAgent(style=plain).decide(view, legal)
    assert chosen in legal
    assert (chosen.kind, len(chosen.cards)) == (opts[0][1], sum(opts[0][2][1:]) if opts[0][2] else 0)
