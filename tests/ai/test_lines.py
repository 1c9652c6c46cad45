"""Sure winners and going-out lines (gouji_desktop.ai.endgame.lines, issue 11), checked
on views of fixed deals: what a seat can be sure of from the cards it cannot see."""

from __future__ import annotations

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.endgame.lines import Lines, sure_against
from gouji_desktop.ai.heuristic.policy import LINE_SCORE
from gouji_desktop.ai.heuristic.situation import Situation, rank_counts_of
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.engine import Action, Game, Rules, parse_cards
from gouji_desktop.engine.fast import ACE, BJ, KING, QUEEN

FRESH = [16] * 13 + [4, 4]


def lines_for(game: Game, seat: int) -> Lines:
    return Lines(Situation.from_view(game.view(seat), let_ok=False))


def test_R_BEAT_an_unmixed_big_joker_makes_any_group_sure() -> None:
    assert sure_against(FRESH, (KING, 2, 0, 0, 1), [36, 36, 36])
    # R-MIXJ: with a small joker beside it the BJ counts as an SJ, and BJ BJ K K beats it
    assert not sure_against(FRESH, (KING, 2, 0, 1, 1), [36])


def test_R_BEAT_size_and_counted_cards_decide_sureness() -> None:
    assert sure_against(FRESH, (QUEEN, 5, 0, 0, 0), [4, 3])  # nobody holds five cards
    no_big_jokers = [*FRESH[:BJ], 0]
    assert sure_against(no_big_jokers, (-1, 0, 0, 1, 0), [36])  # every BJ seen: an SJ is top
    assert not sure_against(FRESH, (-1, 0, 0, 1, 0), [36])


def test_R_BIE3_the_line_ends_with_the_threes() -> None:
    game = Game.from_hands(["BJ A A 3 3", "10 J Q", "8 9", "K K 2", "6 6", "J Q"], leader=0)
    line = lines_for(game, 0).lead_line(rank_counts_of(game.hand(0)))
    assert line == [(11, 2, 0, 0, 1), (0, 2, 0, 0, 0)]


def test_R_BIE3_a_seat_keeps_a_three_so_two_cards_cannot_beat_a_pair() -> None:
    """Every opponent holds two cards; with 憋三 one of them is a 3 (R-BUY3, R-BIE3),
    which never beats, so both pairs are sure and the 3s go out after them.
    Without 憋三 two cards may be 2 2 or jokers: no line."""
    hands = ["9 9 5 5 3", "K 3", "8 8 7 7 6 6 4", "A 3", "10 10 J J Q", "Q 3"]
    game = Game.from_hands(hands, leader=0)
    line = lines_for(game, 0).lead_line(rank_counts_of(game.hand(0)))
    assert line is not None and sorted(line[:2]) == [(2, 2, 0, 0, 0), (6, 2, 0, 0, 0)]
    assert line[2] == (0, 1, 0, 0, 0)
    plain = Game.from_hands(hands, leader=0, rules=Rules(bie_san=False))
    assert lines_for(plain, 0).lead_line(rank_counts_of(plain.hand(0))) is None


def test_no_line_when_two_hands_can_be_beaten() -> None:
    game = Game.from_hands(["BJ 9 9 6 5", "10 J Q A A", "8 9", "K K 2 2", "6 6", "J Q"], leader=0)
    assert lines_for(game, 0).lead_line(rank_counts_of(game.hand(0))) is None


def test_R_ANSWER_the_answer_line_spends_the_sure_winner() -> None:
    """Seat 5 leads a 9; seat 0's BJ surely takes the round and Q Q goes out."""
    game = Game.from_hands(["BJ Q Q", "10 J Q A", "8 9", "K K 2 2", "6 6", "9 J Q"], leader=5)
    game.apply(Action.play(5, parse_cards("9")))
    lines = lines_for(game, 0)
    beats = [(-1, 0, 0, 0, 1), (10, 1, 0, 0, 0)]
    assert lines.answer_line(beats) == (-1, 0, 0, 0, 1)


def test_R_DEADLY_the_opposite_s_beat_of_the_first_out_s_last_gouji_hand_is_sure() -> None:
    """Seat 3 goes out (头科) with K K; seat 0's A A beat is deadly (R-DEADLY): only a
    burn answers it, and the seats that could burn hold one card each."""
    game = Game.from_hands(["A A 7", "5", "8 9", "K K", "6 6", "4"], leader=3)
    game.apply(Action.play(3, parse_cards("K K")))
    while game.to_act != 0:
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]
    sit = Situation.from_view(game.view(0), let_ok=False)
    assert sit.deadly_beat
    # the burners (seats 1 and 5) hold one card each: they cannot beat a pair
    assert Lines(sit).sure((11, 2, 0, 0, 0), False)
    assert not sure_against(FRESH, (11, 2, 0, 0, 0), [36])  # a seat of 36 cards could


def test_R_BEAT_R_MIXJ_wild_cards_alone_make_sure_hands() -> None:
    """A BJ carries 2s and stays unbeatable (R-BEAT); BJ BJ SJ counts as three SJs
    (R-MIXJ), which two unseen BJs cannot beat; a lone 2 or SJ can be beaten."""
    game = Game.from_hands(["BJ BJ SJ 2 3", "10 J Q", "8 9", "K K 2", "6 6", "J Q"], leader=0)
    lines = lines_for(game, 0)
    assert lines.wild_hands(1, 0, 1) == [(-1, 0, 1, 0, 1)]  # BJ 2
    assert lines.wild_hands(0, 1, 2) == [(-1, 0, 0, 1, 2)]  # BJ BJ SJ
    assert lines.wild_hands(0, 1, 1) is None  # BJ SJ = SJ SJ: two unseen BJs beat it
    assert lines.wild_hands(1, 0, 0) is None
    line = lines.lead_line(rank_counts_of(game.hand(0)))
    assert line is not None and line[-1] == (0, 1, 0, 0, 0)


# ----- likely lines ----------------------------------------------------------------------

FULL = ["4 4 5 6 7 8 10 J Q A 3", "4 5 6 7 8 9 10 J K A 3", "4 6 7 8 9 10 J Q K A 3", "5 6 7 8 9 J Q K A 2 3"]


def test_R_GOUJIANSWER_a_pair_only_a_short_opposite_may_answer_is_a_likely_first() -> None:
    """BJ K K 9 9 3 has no sure line (a burner could beat K K), but K K is
    gouji: only the 对头 may answer (his two cards hold a 3, so no pair) and a
    burner of eleven cards must play them all as a chain: K K is likely back,
    and then BJ 9 9 and the 3 are a sure line.  9 9 first is beaten by anyone."""
    game = Game.from_hands(["BJ K K 9 9 3", FULL[0], FULL[1], "6 3", FULL[2], FULL[3]], leader=0)
    lines = lines_for(game, 0)
    c = rank_counts_of(game.hand(0))
    assert lines.lead_line(c) is None
    king_pair, nine_pair = (KING, 2, 0, 0, 0), (6, 2, 0, 0, 0)
    assert lines.win_odds(king_pair, True) > 0.95 > lines.win_odds(nine_pair, True)
    assert lines.likely_first([nine_pair, king_pair], True) == king_pair


def test_R_BURN_a_burner_short_of_cards_makes_the_pair_unlikely() -> None:
    """The same hand, but seat 1 holds three cards: A A 3 (or 2 2 3) would burn
    K K and go out (R-BURN), so K K is no likely first."""
    game = Game.from_hands(["BJ K K 9 9 3", "Q Q 3", FULL[1], "6 3", FULL[2], FULL[3]], leader=0)
    lines = lines_for(game, 0)
    assert lines.win_odds((KING, 2, 0, 0, 0), True) < 0.95
    assert lines.likely_first([(KING, 2, 0, 0, 0), (6, 2, 0, 0, 0)], True) is None


def test_R_GOUJIANSWER_no_likely_first_when_the_opposite_holds_cards() -> None:
    """With a full-handed 对头 (eleven cards, A A or 2 2 quite possible) K K is no likely winner."""
    opposite = "5 5 6 7 8 9 10 Q K 2 3"
    game = Game.from_hands(["BJ K K 9 9 3", FULL[0], FULL[1], opposite, FULL[2], FULL[3]], leader=0)
    assert lines_for(game, 0).likely_first([(KING, 2, 0, 0, 0)], True) is None


def test_R_BURN_a_burn_nobody_can_break_that_leaves_a_sure_chain_is_a_going_out_line() -> None:
    """Seat 0 (already opened) holds BJ BJ A A 3 when seat 5's K K is offered for
    burning.  BJ A can never be beaten, and the rest, BJ A then the 3, is a sure
    chain (R-BURN: every hand but the last holds a joker; R-BIE3): normal scores
    it as a line out, so hard does not put it to the rollouts' vote; A A, which
    2 2 may break, is no line."""
    game = Game.from_hands(
        ["Q Q Q 4 4 BJ BJ A A 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "10 10 9 9 4 3", "J 7 7 6 4 3", "K K 6 6 3"],
        leader=0,
    )
    for seat, what in [(0, "Q Q Q"), (3, "pass"), (0, "4 4"), (1, "pass"), (2, "pass"), (3, "pass")]:
        game.apply(Action.pass_(seat) if what == "pass" else Action.play(seat, parse_cards(what)))
    game.apply(Action.pass_(4))
    game.apply(Action.play(5, parse_cards("K K")))
    while game.to_act != 0:
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]  # others decline the burn
    view, legal = game.view(0), game.legal_actions()
    options = NormalAgent(1).options(view, legal)
    assert options[0][2] == (ACE, 1, 0, 0, 1) and options[0][0] >= LINE_SCORE
    assert all(score < LINE_SCORE for score, _, play in options[1:] if play == (ACE, 2, 0, 0, 0))
    report = HardAgent(1, SearchConfig(budget_s=60.0, max_samples=12)).search(view, legal)
    assert report.action == Action.burn(0, "A BJ")
    assert report.guesses == 0  # decided without rollouts
