"""The hint's reason (gouji_desktop.ai.explain): the normal level's own reckoning, in game terms."""

from __future__ import annotations

import itertools

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.explain import Reason, Why, explain, suggestion
from gouji_desktop.engine import Action, ActionKind, Game, Phase, Rules

FILLER = "4 5 6 7 8 9 10 J Q K 3"


def reason_for(game: Game, seat: int, cards: str | None) -> Reason:
    legal = game.legal_actions()
    if cards is None:
        action = next(a for a in legal if a.kind == ActionKind.PASS)
    else:
        action = next(a for a in legal if a.kind == ActionKind.PLAY and " ".join(map(str, a.cards)) == cards)
    return explain(game.view(seat), legal, action)


def test_R_OUT_the_last_cards_go_out() -> None:
    game = Game.from_hands(["9 9", FILLER, FILLER, FILLER, FILLER, FILLER], leader=0)
    action, reason = suggestion(game.view(0), game.legal_actions())
    assert action == Action.play(0, "9 9") and reason == Reason(Why.GO_OUT, "9 9")


def test_R_BIE3_R_GOUJI_sure_winners_first_then_the_last_hand() -> None:
    game = Game.from_hands(["BJ K K 3", "4 4", "5 5", "6 6", "7 7", "8 8"], leader=0)
    _, reason = suggestion(game.view(0), game.legal_actions())
    assert (reason.why, reason.cards, reason.rest) == (Why.LINE_OUT, "K K", "BJ / 3")


def test_R_OPEN_a_plain_gouji_hand_nobody_may_beat_opens() -> None:
    game = Game.from_hands(["Q Q Q 5 5 3", "4 4 3", "5 6 3", "6 6 3", "7 7 3", "8 8 3"], leader=0)
    action, reason = suggestion(game.view(0), game.legal_actions())
    assert action == Action.play(0, "Q Q Q") and reason.why == Why.OPEN and reason.chance >= 0.95


def test_R_BEAT_a_big_joker_wins_its_round() -> None:
    game = Game.from_hands([FILLER, "10 4 4 5 5 6 6 3 A", "BJ 5 5 6 6 7 8 9 3", FILLER, FILLER, FILLER], 0)
    game.apply(Action.play(0, "4"))
    game.apply(Action.play(1, "10"))
    reason = reason_for(game, 2, "BJ")
    assert reason.why == Why.SURE_WIN and reason.chance == 1.0


def test_R_TEAM_a_pass_over_a_teammate_and_over_an_opponent_say_different_things() -> None:
    game = Game.from_hands([FILLER, "10 4 4 5 5 6 6 3 A", "BJ 5 5 6 6 7 8 9 3", FILLER, FILLER, FILLER], 0)
    game.apply(Action.play(0, "4"))
    assert reason_for(game, 1, None).why == Why.KEEP  # seat 0 is an opponent of seat 1
    game.apply(Action.pass_(1))
    mate = reason_for(game, 2, None)
    assert mate.why == Why.LEAVE_MATE and mate.seat == 0


def test_R_OUT_an_opponent_near_out_is_stopped() -> None:
    game = Game.from_hands(["4 5 3", "J J 6 6 7 7 8 8 9 9 10 10 3", "5 5", FILLER, FILLER, FILLER], 0)
    game.apply(Action.play(0, "4"))
    reason = reason_for(game, 1, "J")
    assert reason.why in (Why.STOP, Why.SURE_WIN)
    if reason.why == Why.STOP:
        assert (reason.seat, reason.count) in ((0, 2), (2, 2))


KIND_FITS = {
    ActionKind.PASS: {Why.KEEP, Why.LEAVE_MATE, Why.NO_BURN, Why.ONLY},
    ActionKind.LET: {Why.LET, Why.ONLY},
    ActionKind.BURN: {Why.BURN, Why.GO_OUT, Why.ONLY},
    ActionKind.PLAY: set(Why) - {Why.KEEP, Why.LEAVE_MATE, Why.NO_BURN, Why.LET, Why.BURN},
}


@pytest.mark.parametrize(("bie_san", "seed"), list(itertools.product([True, False], [3, 8])))
def test_every_suggestion_of_a_whole_game_has_a_reason_that_fits_it(bie_san: bool, seed: int) -> None:
    """R-BIE3 on and off: the reason reads hands under the game's own rules."""
    game = Game.new(seed, Rules(bie_san=bie_san))
    agents = [make_agent("normal", seed=s) for s in range(6)]
    seen: set[Why] = set()
    while game.phase != Phase.OVER:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        if game.phase == Phase.PLAY:
            action, reason = suggestion(game.view(seat), legal)
            assert action in legal and reason.why in KIND_FITS[action.kind], (action, reason)
            assert 0.0 <= reason.chance <= 1.0
            seen.add(reason.why)
        game.apply(agents[seat].decide(game.view(seat), legal))
    assert {Why.KEEP, Why.LEAVE_MATE} <= seen and len(seen) >= 6
