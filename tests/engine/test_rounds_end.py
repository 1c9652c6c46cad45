"""RULES.md §9 and R-MEN: going out, the end of a game, places, opening,
串三户 and scores; 闷 (R-MEN)."""

from __future__ import annotations

import pytest
from engine_helpers import NO_BIE3, event_kinds, game, play_out, run

from gouji_desktop.engine import Action, Game, Rules, Tribute, TributeKind

# ----- R-OUT ---------------------------------------------------------------------------------


def five_outs_game() -> Game:
    """Seats go out in seat order 0..4; seat 5 is left: places 0..5, no 串三户."""
    return game(["8", "9", "5", "6", "7", "4 4"], leader=0)


def test_R_OUT_places_in_the_order_of_going_out() -> None:
    g = five_outs_game()
    events = run(g, "0: 8")
    assert g.places == [0]
    assert [(e.seat, e.value) for e in events if e.kind == "out"] == [(0, 0)]
    events = run(g, "1: 9")
    assert g.places == [0, 1]
    assert [(e.seat, e.value) for e in events if e.kind == "out"] == [(1, 1)]
    run(g, "2: pass", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 2 and g.decision == "lead"  # 接风 after 1, who is out
    run(g, "2: 5", "3: pass", "4: pass", "5: pass", "3: 6", "4: pass", "5: pass")
    assert g.places == [0, 1, 2, 3]
    assert not g.finished
    events = run(g, "4: 7")
    assert g.finished and g.to_act is None
    assert g.places == [0, 1, 2, 3, 4, 5]
    assert "game_over" in event_kinds(events)


def test_R_OUT_no_decision_for_a_seat_that_is_out() -> None:
    g = five_outs_game()
    run(g, "0: 8")
    assert g.to_act == 1
    run(g, "1: pass", "2: pass", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 1  # 接风: seat 0 is out and never asked again
    assert g.hand(0) == []


# ----- R-END, R-SCORE, R-CHUAN3 ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("leader", "steps", "places"),
    [
        # last out is 4: remaining 5, 1, 3 by cards (3 has one), ties 5 before 1
        (0, ["0: 8", "1: pass", "2: 9", "3: pass", "4: 10"], [0, 2, 4, 3, 5, 1]),
        # last out is 0: ties now go 1 before 5
        (2, ["2: 8", "3: pass", "4: 9", "5: pass", "0: 10"], [2, 4, 0, 3, 1, 5]),
    ],
    ids=["last_out_4", "last_out_0"],
)
def test_R_END_remaining_by_fewest_cards_ties_in_turn_order(
    leader: int, steps: list[str], places: list[int]
) -> None:
    hands = ["10", "5 5", "8", "6", "9", "7 7"] if leader == 2 else ["8", "5 5", "9", "6", "10", "7 7"]
    g = game(hands, leader=leader)
    run(g, *steps)
    assert g.finished
    assert g.places == places


def test_R_END_as_soon_as_all_active_seats_are_one_team() -> None:
    g = game(["8", "5 5", "9", "6", "10", "7 7"], leader=0)
    run(g, "0: 8", "1: pass", "2: 9", "3: pass")
    assert not g.finished
    run(g, "4: 10")
    assert g.finished and g.legal_actions() == []


def test_R_CHUAN3_doubles_the_scores_and_no_tribute() -> None:
    g = game(["8", "5 5", "9", "6", "10", "7 7"], leader=0)
    run(g, "0: 8", "1: pass", "2: 9", "3: pass", "4: 10")
    assert g.places == [0, 2, 4, 3, 5, 1]
    assert g.scores == [8, -8, 4, -2, 2, -4]
    assert g.tribute_owed() == []


def test_R_SCORE_by_place() -> None:
    g = five_outs_game()
    before = g.scores
    assert before is None
    run(g, "0: 8", "1: 9", "2: pass", "3: pass", "4: pass", "5: pass")
    run(g, "2: 5", "3: pass", "4: pass", "5: pass", "3: 6", "4: pass", "5: pass", "4: 7")
    assert g.places == [0, 1, 2, 3, 4, 5]
    scores = g.scores
    assert scores == [4, 2, 1, -1, -2, -4]
    assert sum(scores) == 0
    team0 = sum(scores[s] for s in (0, 2, 4))
    team1 = sum(scores[s] for s in (1, 3, 5))
    assert (team0, team1) == (3, -3)


# ----- rebels' places (R-OUT, R-CHUAN3 with a rebel) ------------------------------------------------


def rebel_game(hands: list[str]) -> Game:
    """Seat 1 revolts (others decline), 4 goes headless; 憋三 off, 3 leads (two 3S)."""
    g = Game.from_deal(hands, seed=3, rules=Rules(bie_san=False))
    for declining in range(6):
        g.apply(Action.pass_(declining))
    while g.phase == "revolt":
        seat = g.to_act
        assert seat is not None
        g.apply(Action.revolt(seat) if seat == 1 else Action.pass_(seat))
    assert g.phase == "head" and g.to_act == 4
    g.apply(Action.nohead(4))
    assert g.phase == "play" and g.to_act == 3
    return g


def test_R_OUT_a_rebels_place_is_held_and_skipped() -> None:
    g = rebel_game(["2 5 6", "6 7", "2 5 7", "3S 3S", "4 4", "5 5"])
    run(g, "3: 3 3")
    assert g.places == [3]
    run(g, "4: 4 4")
    assert g.places == [3, 4]  # the rebel appears once its place (四科) is reached
    run(g, "5: 5 5")
    assert g.finished
    assert g.places == [3, 4, 5, 1, 0, 2]
    assert g.scores == [-2, -1, -4, 4, 2, 1]


def test_R_CHUAN3_with_a_rebel_third_member() -> None:
    g = rebel_game(["2 5", "6 7", "2 5", "3S 3S", "2 5 8", "4 4"])
    run(g, "3: 3 3", "4: pass", "5: 4 4")
    assert g.finished
    assert g.places == [3, 5, 1, 0, 2, 4]  # the rebel is 三科
    assert g.scores == [-2, 2, -4, 8, -8, 4]
    assert g.tribute_owed() == []


def test_R_OPEN_a_rebel_never_opens_its_dui_tou_always() -> None:
    g = rebel_game(["2 5", "6 7", "2 5", "3S 3S", "2 5 8", "4 4"])
    assert not g.opened(1) and g.opened(4)


# ----- R-OPEN --------------------------------------------------------------------------------------


def test_R_OPEN_a_counting_hand_that_wins_its_round() -> None:
    g = game(["K K 7", "4 5", "4 5", "A 9", "4 5", "4 5"], leader=0)
    run(g, "0: K K")
    assert not g.opened(0)
    run(g, "3: pass")
    assert g.opened(0)
    assert [g.opened(s) for s in range(1, 6)] == [False] * 5


def test_R_OPEN_a_beaten_hand_does_not_open_the_winner_does() -> None:
    g = game(["K K 7", "4 5", "4 5", "A A 9", "4 5", "4 5"], leader=0)
    run(g, "0: K K", "3: A A", "0: pass")
    assert not g.opened(0) and g.opened(3)


@pytest.mark.parametrize(
    ("lead", "opens"),
    [("2", False), ("SJ", False), ("SJ 9", False), ("Q Q", False), ("2 2", True), ("2 10 10 10 10", True)],
    ids=["single_2", "SJ", "SJ_9", "Q_Q_not_gouji", "2_2", "2_10_10_10_10"],
)
def test_R_OPEN_only_hands_that_count(lead: str, opens: bool) -> None:
    g = game([f"{lead} 7", "4 5", "4 5", "4 6", "4 5", "4 5"], leader=0)
    run(g, f"0: {lead}")
    while g.decision != "lead":
        run(g, f"{g.to_act}: pass")
    assert g.to_act == 0
    assert g.opened(0) == opens


def test_R_OPEN_going_out_with_a_counting_hand_nobody_beats() -> None:
    g = game(["K K", "4 5", "4 5", "A 9", "4 5", "4 5"], leader=0)
    run(g, "0: K K", "3: pass")
    assert g.places == [0]
    assert g.opened(0)


@pytest.mark.parametrize(
    ("led", "last", "opens"),
    [("Q Q", "K K", True), ("A", "2", False), ("A", "SJ", False), ("J J J J", "2 2 A A", True)],
    ids=["K_K", "single_2", "SJ", "2_2_A_A"],
)
def test_R_OPEN_the_hand_that_ends_the_game(led: str, last: str, opens: bool) -> None:
    g = game(["8", "5 5", "9", f"{led} 6", last, "7 7"], leader=0)
    # 二科 2's round finishes under the ordinary rules: 1 passed and 2 is not its 对头
    run(g, "0: 8", "1: pass", "2: 9", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 3 and g.decision == "lead"  # 接风 after 2
    run(g, f"3: {led}", f"4: {last}")
    assert g.finished
    assert g.opened(4) == opens


def test_R_OPEN_in_the_scramble() -> None:
    g = game(["8", "5 5", "9", "K K 6", "4 4", "7 7"], leader=0)
    run(g, "0: 8", "1: pass", "2: 9", "3: pass", "4: pass", "5: pass")
    run(g, "3: K K", "4: pass", "5: pass", "1: pass")  # the scramble: anyone may answer
    assert g.to_act == 3 and g.decision == "lead"
    assert g.opened(3)


# ----- R-MEN -------------------------------------------------------------------------------------------


def men_game(rules: Rules | None = None) -> Game:
    """Seat 0 leads 8 and keeps only 3s."""
    return game(["8 3 3", "9 4 4", "10 4 4", "4 5 5", "4 5 5", "4 5 5"], leader=0, rules=rules)


def test_R_MEN_beaten_with_only_3s_left() -> None:
    g = men_game()
    run(g, "0: 8")
    events = run(g, "1: 9")
    assert [(e.kind, e.seat, e.target) for e in events if e.kind == "men"] == [("men", 0, 1)]
    assert g.view(3).men == ((0, 1),)
    play_out(g)
    men = [t for t in g.tribute_owed() if t.kind == "men"]
    assert men == [Tribute(giver=0, receiver=1, kind=TributeKind.MEN, count=1)]


def test_R_MEN_a_teammates_beat_counts() -> None:
    g = men_game()
    run(g, "0: 8", "1: pass", "2: 10")
    assert g.view(0).men == ((0, 2),)
    play_out(g)
    assert [t for t in g.tribute_owed() if t.kind == "men"] == [Tribute(0, 2, TributeKind.MEN, 1)]


def test_R_MEN_a_burn_counts() -> None:
    g = game(["K K 3 3", "4 5", "A A 5", "4 9", "4 5", "4 5"], leader=0)
    run(g, "0: K K")
    assert g.to_act == 2 and g.decision == "burn_offer"
    events = run(g, "2: burn A A")
    assert "men" in event_kinds(events)
    assert g.view(0).men == ((0, 2),)


def test_R_MEN_winning_the_round_he_leads_his_3s_and_goes_out() -> None:
    g = men_game()
    run(g, "0: 8", "1: pass", "2: pass", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 0 and g.decision == "lead"
    assert [a.kind for a in g.legal_actions()] == ["play"]
    run(g, "0: 3 3")
    assert g.places == [0]
    assert g.view(1).men == ()


def test_R_MEN_not_without_bie_san() -> None:
    g = men_game(NO_BIE3)
    events = run(g, "0: 8", "1: 9")
    assert "men" not in event_kinds(events)
    assert g.view(0).men == ()
