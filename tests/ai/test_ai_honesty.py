"""Agents are honest: they decide from their own view only.  Two games that
look the same from a seat but differ in the other seats' cards get the same
decision from agents with the same seed."""

from __future__ import annotations

import random

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, Game
from gouji_desktop.engine.determinize import game_from_view, unseen_cards

LEVEL_OPTIONS = {
    "random": {},
    "easy": {},
    "normal": {},
    "hard": {"budget_s": 30.0, "max_samples": 3, "search_cards": 216},
}


def twin_games() -> tuple[Game, Game, int]:
    """Two fixed deals that differ only in the hidden hands of seats 1..5 (the
    same counts), after the same opening plays; seat 0 is to answer."""
    mine = "4 5 5 7 9 9 10 J J Q K A 2 SJ 3 3"
    first = ["8 8 6 6 4 K Q 10 2", "7 7 7 A 5 J", "9 9 Q Q 4 6 8", "10 10 K 8 6 4", "10 10 A J 5 7"]
    second = ["8 8 K Q 10 2 5 J 4", "7 7 7 6 6 A", "9 9 Q Q 10 10 K", "4 6 8 6 4 8", "10 10 K 6 4 BJ"]
    g1 = Game.from_hands([mine, *first], leader=1)
    g2 = Game.from_hands([mine, *second], leader=1)
    for g in (g1, g2):
        for step in ("1: 8 8", "2: pass", "3: 9 9", "4: pass", "5: 10 10"):
            seat, _, what = step.partition(":")
            what = what.strip()
            g.apply(Action.pass_(int(seat)) if what == "pass" else Action.play(int(seat), what))
        while g.to_act != 0:
            g.apply(Action.pass_(g.to_act))  # type: ignore[arg-type]
    return g1, g2, 0


def test_the_twin_games_look_the_same_to_seat_0_but_differ() -> None:
    g1, g2, seat = twin_games()
    assert g1.view(seat) == g2.view(seat)
    assert g1.legal_actions() == g2.legal_actions()
    assert g1.hand(3) != g2.hand(3)


@pytest.mark.parametrize("level", list(LEVEL_OPTIONS))
def test_same_view_same_decision_on_fixed_deals(level: str) -> None:
    g1, g2, seat = twin_games()
    a1 = make_agent(level, seed=8, **LEVEL_OPTIONS[level]).decide(g1.view(seat), g1.legal_actions())
    a2 = make_agent(level, seed=8, **LEVEL_OPTIONS[level]).decide(g2.view(seat), g2.legal_actions())
    assert a1 == a2


def reshuffled_twin(game: Game, seat: int, seed: int) -> Game:
    """Another game that ``seat`` cannot tell apart from ``game``: the unseen cards
    dealt again at random to the other seats (same counts)."""
    view = game.view(seat)
    pool = unseen_cards(view)
    random.Random(seed).shuffle(pool)
    hidden, at = {}, 0
    for s in range(6):
        if s != seat:
            hidden[s] = pool[at : at + view.counts[s]]
            at += view.counts[s]
    return game_from_view(view, hidden, keep_log=True)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_view_same_decision_in_the_middle_of_games(level: str) -> None:
    normal = make_agent("normal")
    checked = 0
    for deal in (31, 32):
        game = Game.new(deal)
        for step in range(400):
            if game.finished:
                break
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            if game.phase == "play" and len(legal) > 1 and step % 9 == 0:
                twin = reshuffled_twin(game, seat, seed=step)
                assert twin.view(seat) == game.view(seat)
                if all(twin.hand(s) == game.hand(s) for s in range(6) if s != seat):
                    # too few unseen cards left to deal them differently: nothing to compare
                    game.apply(normal.decide(game.view(seat), legal))
                    continue
                options = LEVEL_OPTIONS[level]
                a1 = make_agent(level, seed=2, **options).decide(game.view(seat), legal)
                a2 = make_agent(level, seed=2, **options).decide(twin.view(seat), twin.legal_actions())
                assert a1 == a2, f"step {step}: {a1} vs {a2}"
                checked += 1
                if level == "hard" and checked >= 4:
                    return
            game.apply(normal.decide(game.view(seat), legal))
    assert checked >= 4
