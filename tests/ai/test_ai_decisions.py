"""Every level answers every kind of decision the engine asks, legally:
plays, passes, 让牌, burn offers (R-BURN), 宣点 (R-DECLARE), 革命
(R-REVOLT), 要头/无头 (R-HEAD) and 还贡 (R-TRIBCARD); without touching the
game it is given."""

from __future__ import annotations

from collections import Counter

import pytest
from ai_helpers import deal_with_rebel, drive

from gouji_desktop.ai import LEVELS, make_agent
from gouji_desktop.engine import Action, Game, Match

PLAY_KINDS = {"lead", "answer", "let_return", "burn_offer"}
PRE_PLAY_KINDS = {"declare", "revolt", "head", "return"}


def agents_for(level: str, seed: int = 0, seats: tuple[int, ...] = (0, 1, 2, 3, 4, 5)) -> list:
    """Agents of ``level`` on ``seats`` (normal elsewhere); hard searches one deal."""
    options = {"budget_s": 0.05, "max_samples": 1} if level == "hard" else {}
    return [make_agent(level if s in seats else "normal", seed=seed + s, **options) for s in range(6)]


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_decision_of_a_match_is_legal(level: str) -> None:
    """A five-game match with tribute: returns (还贡), 宣点, plays, lets, burns."""
    seen: Counter[str] = Counter()
    match = Match.new(11)
    agents = agents_for(level)
    while True:
        drive(match.game, agents, seen)
        if match.finished:
            break
        match.next_game()
    assert {"lead", "answer", "declare", "return"} <= set(seen)


def test_normal_meets_every_play_decision_in_a_match() -> None:
    seen: Counter[str] = Counter()
    for seed in (12, 13):  # two matches whose deals offer every kind, 革命 included
        match = Match.new(seed)
        agents = agents_for("normal")
        while True:
            drive(match.game, agents, seen)
            if match.finished:
                break
            match.next_game()
    assert set(seen) >= PLAY_KINDS | {"declare", "return", "revolt", "took:let", "took:burn"}


def test_hard_answers_a_whole_game_legally() -> None:
    """One hard seat (tiny search) among normal ones, through a full game."""
    agents = agents_for("normal")
    agents[0] = make_agent("hard", seed=3, budget_s=0.05, max_samples=1)
    seen = drive(Game.new(4), agents)
    assert seen["lead"] and seen["answer"]


@pytest.mark.parametrize("level", LEVELS)
def test_R_REVOLT_and_R_HEAD_offers_are_answered(level: str) -> None:
    """Seat 2 holds no 2 or joker: it is offered 革命 and answers it; when it
    revolts, its 对头 (seat 5) chooses 要头 or 无头, and the game plays on legally."""
    offered = drive(Game.from_deal(deal_with_rebel(2), seed=9), agents_for(level, seats=(2,)))
    assert offered["revolt"] >= 1

    def revolt_seat_2(g: Game) -> Action | None:
        return Action.revolt(2) if g.phase == "revolt" and g.to_act == 2 else None

    game = Game.from_deal(deal_with_rebel(2), seed=9)
    seen = drive(game, agents_for(level, seats=(5,)), force=revolt_seat_2)
    assert seen["head"] == 1
    assert game.finished and game.view(0).rebel[2]


def test_normal_revolts_only_with_a_hopeless_hand() -> None:
    """革命 is offered to seat 2 (no 2s, no jokers); whatever normal chooses is legal,
    and it does not revolt when it holds three aces and three kings."""
    deal = deal_with_rebel(2)
    game = Game.from_deal(deal, seed=9)
    while game.phase == "declare":
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]
    assert game.phase == "revolt" and game.to_act == 2
    action = make_agent("normal").decide(game.view(2), game.legal_actions())
    assert action in game.legal_actions()
    counts = Counter(c.rank for c in game.hand(2))
    if counts[11] >= 3 and counts[10] >= 3:
        assert action.kind == "pass"


@pytest.mark.parametrize("level", LEVELS)
def test_deciding_does_not_change_the_game_or_the_legal_list(level: str) -> None:
    game = Game.new(21)
    normal = make_agent("normal")
    agent = agents_for(level)[0]
    for step in range(120):
        if game.finished:
            break
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        if step % 7 == 0:
            before_json, view = game.to_json(), game.view(seat)
            legal_copy = list(legal)
            agent.decide(view, legal_copy)
            assert game.to_json() == before_json
            assert game.view(seat) == view
            assert legal_copy == legal
        game.apply(normal.decide(game.view(seat), legal))


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("grandmaster")
