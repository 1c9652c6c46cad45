"""gouji_desktop.engine.determinize: a game rebuilt from one seat's view plus
the other seats' hands is the same game; the unchecked rollout steps follow
the rules."""

from __future__ import annotations

import random

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, Game, parse_cards
from gouji_desktop.engine.determinize import (
    game_from_view,
    let_unchecked,
    pass_unchecked,
    play_unchecked,
    unseen_cards,
)
from gouji_desktop.engine.hands import play_of_counts

STATE = [
    "sc",
    "rc",
    "active",
    "rebel",
    "out_order",
    "last_out",
    "scramble",
    "declared",
    "head_left",
    "men",
    "men_done",
    "burns",
    "decision",
    "to_act",
    "top_seat",
    "top_play",
    "top_cards",
    "top_mode",
    "top_men",
    "top_tk",
    "passed",
    "let_seat",
    "offers",
    "burner",
    "played",
]


def rank_counts(cards: tuple) -> list[int]:
    counts = [0] * 15
    for c in cards:
        counts[c.rank] += 1
    return counts


@pytest.mark.parametrize("deal", [1, 2])
def test_rebuilt_with_the_true_hands_it_is_the_same_game(deal: int) -> None:
    """At every play decision of a game (random agents: lets, burns, 闷 …),
    the game rebuilt from the view and the real hidden hands has the same state
    and the same legal actions, and plays on identically."""
    game = Game.new(deal)
    agent = make_agent("random", seed=deal)
    rng = random.Random(deal)
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        action = agent.decide(game.view(seat), legal)
        if game.phase == "play":
            view = game.view(seat)
            hidden = {s: game.hand(s) for s in range(6) if s != seat}
            assert sorted(unseen_cards(view)) == sorted(c for cards in hidden.values() for c in cards)
            twin = game_from_view(view, hidden, keep_log=True)
            assert twin.legal_actions() == legal
            for name in STATE:
                assert getattr(twin, name) == getattr(game, name), name
            assert twin.view(seat) == view
            if rng.random() < 0.05:  # play both to the end
                a, b = game.copy(), twin
                while not a.finished:
                    step = agent.decide(a.view(a.to_act), a.legal_actions())  # type: ignore[arg-type]
                    a.apply(step)
                    b.apply(step)
                assert a.scores == b.scores and a.places == b.places
        game.apply(action)


def test_only_the_play_phase_can_be_rebuilt() -> None:
    game = Game.new(3)
    assert game.phase != "play"
    with pytest.raises(ValueError, match="play phase"):
        game_from_view(game.view(0), {})


def test_the_guessed_hands_must_fit_the_counts() -> None:
    game = Game.from_hands(["8 8 9", "10 J", "Q", "K K", "A", "2"], leader=0)
    guess = {1: parse_cards("4"), 2: parse_cards("6"), 3: parse_cards("7 7"), 4: parse_cards("9")}
    guess[5] = parse_cards("10")
    with pytest.raises(ValueError, match="seat 1 holds 2 cards"):
        game_from_view(game.view(0), guess)


def test_a_burner_whose_guessed_cards_cannot_chain_plays_on_unburnt() -> None:
    """R-BURN: seat 0 burns with A A and still has SJ 9 + 5 to chain; a guess
    that gives seat 0 two plain cards and no joker cannot go on burning."""
    game = Game.from_hands(["A A SJ 9 5", "K K 4 5 6", "4 6", "7 8 9 10", "8 8 J Q", "5 5 6 7"], leader=1)
    game.apply(Action.play(1, "K K"))
    game.apply(Action.burn(0, "A A"))
    view = game.view(1)
    assert view.burner == 0
    true_hidden = {s: game.hand(s) for s in range(6) if s != 1}
    assert game_from_view(view, true_hidden).burner == 0
    wrong = {**true_hidden, 0: parse_cards("9 5 6")}
    assert game_from_view(view, wrong).burner == -1


def test_unchecked_steps_match_the_checked_ones() -> None:
    game = Game.from_hands(["8 8 9 2", "10 10 4", "Q Q 5", "K K 6", "A 7", "SJ 4 4"], leader=0)
    fast = game.copy()
    for action in (
        Action.play(0, "8 8"),
        Action.play(1, "10 10"),
        Action.pass_(2),
        Action.pass_(3),
        Action.pass_(4),
        Action.pass_(5),
        Action.pass_(0),
    ):
        game.apply(action)
        if action.kind == "play":
            play_unchecked(fast, play_of_counts(rank_counts(action.cards)))
        elif action.kind == "pass":
            pass_unchecked(fast)
        for name in STATE:
            assert getattr(fast, name) == getattr(game, name), (action, name)
    assert fast.to_act == game.to_act == 1 and fast.decision == "lead"
    lets = Game.from_hands(["8 8 9", "4 5", "6 7", "9 9 4", "5 5", "6 6"], leader=3)
    lets.apply(Action.play(3, "9"))
    lets.apply(Action.pass_(4))
    lets.apply(Action.pass_(5))
    copy = lets.copy()
    lets.apply(Action.let(0))
    let_unchecked(copy)
    assert copy.let_seat == lets.let_seat == 0 and copy.to_act == lets.to_act
