"""Sanity scenarios for the normal AI's team play (AI_NOTES.md), on small fixed
deals: what a Gouji player would expect a good partner to do."""

from __future__ import annotations

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, Game


def run(game: Game, *steps: str) -> None:
    """Apply steps written ``"seat: cards"`` or ``"seat: pass"``."""
    for step in steps:
        seat, _, what = step.partition(":")
        what = what.strip()
        game.apply(Action.pass_(int(seat)) if what == "pass" else Action.play(int(seat), what))


def normal_choice(game: Game) -> Action:
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    action = make_agent("normal").decide(game.view(seat), legal)
    assert action in legal
    return action


def test_does_not_beat_a_teammate_who_is_winning_the_round() -> None:
    """R-ANSWER: seat 0 leads a 9, seat 1 passes; seat 2 (seat 0's teammate) could
    beat it with a 10, J or Q but passes."""
    g = Game.from_hands(["9 4 4 5", "6 7", "10 J Q 5 6 8", "7 8", "8 8", "5 5"], leader=0)
    run(g, "0: 9", "1: pass")
    assert g.to_act == 2
    assert any(a.kind == "play" for a in g.legal_actions())
    assert normal_choice(g).kind == "pass"


def test_beats_a_teammate_when_that_takes_it_out() -> None:
    """R-OUT: seat 2's only card beats its teammate's 9 and goes out (走科)."""
    g = Game.from_hands(["9 4 4 5", "6 7", "K", "7 8", "8 8", "5 5"], leader=0)
    run(g, "0: 9", "1: pass")
    assert normal_choice(g) == Action.play(2, "K")


def test_R_LET_lets_rather_than_spend_a_2_on_its_opposite_s_small_card() -> None:
    """Seat 3 (seat 0's 对头, ten cards left) leads a 9 and the seats between
    pass: seat 0, whose only beat is a 2, lets (让牌) instead of beating or passing."""
    g = Game.from_hands(["2 4 5 6 7 7 8 8", "6 7 8", "10 J", "9 8 K Q J 10 4 4 5 5", "8 8", "5 5"], leader=3)
    run(g, "3: 9", "4: pass", "5: pass")
    assert {a.kind for a in g.legal_actions()} == {"play", "pass", "let"}
    assert normal_choice(g).kind == "let"


def test_R_GOUJIANSWER_answers_its_opposite_s_gouji_hand() -> None:
    """Only the 对头 may answer a gouji hand: seat 0 beats seat 3's K K with A A
    rather than let it win the round (and open)."""
    g = Game.from_hands(["A A 4 5 6 7 8", "6 7 8", "10 J", "K K 8 Q J 10 4 4 5 5", "8 8", "5 5"], leader=3)
    run(g, "3: K K")
    while g.to_act != 0:
        g.apply(Action.pass_(g.to_act))  # type: ignore[arg-type]
    assert normal_choice(g) == Action.play(0, "A A")


def test_R_BURN_burns_when_the_chain_is_safe() -> None:
    """Seat 1 leads the gouji K K; seat 0 can burn with A A, then BJ 9 (nothing
    beats an unmixed big joker), then its last 5: it burns."""
    g = Game.from_hands(["A A BJ 9 5", "K K 4 5 6", "4 6", "7 8 9 10", "8 8 J Q", "5 5 6 7"], leader=1)
    run(g, "1: K K")
    assert g.decision == "burn_offer" and g.to_act == 0
    assert normal_choice(g) == Action.burn(0, "A A")


def test_R_BURN_declines_a_chain_that_would_break() -> None:
    """The chain A A + SJ 9 + SJ 10 + 5 holds only if the 对头 (seat 3, twenty
    cards) has no big joker to beat the SJ hands, and all four are unseen:
    seat 0 declines the burn."""
    g = Game.from_hands(
        [
            "A A SJ 9 SJ 10 5",
            "K K 4 5 6",
            "4 6",
            "7 8 9 10 BJ BJ Q Q K K 4 4 5 5 6 6 J J 8 8",
            "8 8 J Q BJ BJ 2 2 2 2",
            "5 5 6 7",
        ],
        leader=1,
    )
    run(g, "1: K K")
    assert g.decision == "burn_offer" and g.to_act == 0
    assert normal_choice(g).kind == "pass"


def test_R_BIE3_keeps_a_sure_winner_for_the_hand_before_its_3s() -> None:
    """With 3 3 + 6 + 9 + BJ, leading the big joker now would leave no sure
    winner to play before the 3s (R-MEN): seat 0 leads a small card instead."""
    g = Game.from_hands(["3 3 6 9 BJ", "6 7 8", "10 J", "7 8", "8 8", "5 5"], leader=0)
    action = normal_choice(g)
    assert action.kind == "play" and all(c.rank != 14 for c in action.cards)


def test_R_BIE3_plays_the_sure_winner_last_then_the_3s() -> None:
    """With 3 3 + 9 + BJ, 9 BJ cannot be beaten: it wins the round and the 3s go
    out next."""
    g = Game.from_hands(["3 3 9 BJ", "6 7 8", "10 J", "7 8", "8 8", "5 5"], leader=0)
    assert normal_choice(g) == Action.play(0, "9 BJ")


def test_R_MEN_does_not_spend_its_last_sure_winner_on_an_answer() -> None:
    """Holding 3 3 + 7 + BJ, seat 0 does not beat an opponent's K with its big
    joker (the 7 and the 3s would be left with no sure winner, R-MEN).  The
    opponent keeps four cards: with two (5 5, his way out once the K wins)
    stopping him is worth a risk too, a judgement call (docs/ai.md)."""
    g = Game.from_hands(["3 3 7 BJ", "8 6 6 4 4 5", "10 J", "7 8 9 9", "8 8", "5 5 6 6 K"], leader=5)
    run(g, "5: K")
    assert g.to_act == 0
    assert normal_choice(g).kind in ("pass", "let")


def test_early_in_the_game_it_keeps_a_lone_Q_that_a_smaller_hand_would_spend() -> None:
    """R-ANSWER, stage by stage: seat 0 leads a 9.  Seat 1 (an opponent) holds
    a lone Q among 26 cards: early in the game a round is worth less than the
    card (the early answer bar and ``early_tempo``, set in the arena,
    docs/ai.md), and a teammate after it may still take the round, so
    it passes.  With 23 cards, the same Q takes the round."""
    others = ["9 4 4 5 6 7 8 8 8 10 10", "5 6 7 8", "4 5 6 7 8 10", "6 6 7 7 8", "4 4 5 5 6"]
    early = "Q 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 10 10 10 J J J 3 3 3 4"
    later = "Q 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 10 10 10 J J J 4"
    for hand, expected in ((early, Action.pass_(1)), (later, Action.play(1, "Q"))):
        g = Game.from_hands([others[0], hand, *others[1:]], leader=0)
        run(g, "0: 9")
        assert normal_choice(g) == expected
