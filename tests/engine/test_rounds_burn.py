"""RULES.md §8: R-BURN (烧牌), burns and R-HEADLESS, R-DEADLY (够死级) from
R-HEAD's 要头 and from beating 头科's last hand."""

from __future__ import annotations

import random

import pytest
from engine_helpers import (
    WILD,
    Counts,
    cards_of,
    chain_exists,
    counts_of,
    event_kinds,
    fits_the_deck,
    game,
    hand,
    has_joker,
    keeps_chain,
    kinds,
    legal_play_counts,
    minus,
    play_out,
    plays,
    run,
    sub_hands,
)

from gouji_desktop.engine import Action, Game, Hand, IllegalAction, Rules, Tribute, TributeKind
from gouji_desktop.engine.hands import burn_first_plays, can_burn

NO_BIE3 = Rules(bie_san=False)

# ----- R-BURN: when a burn is offered --------------------------------------------------------


@pytest.mark.parametrize(
    ("burner", "choices"),
    [
        ("A A 5", {"A A"}),  # after the beat one hand is left
        ("A A 5 6", set()),  # 5 and 6 would need a joker between them
        ("A A SJ 5 6", {"A A"}),  # A A, then SJ 5, then 6 (A SJ would leave A 5 6)
        ("A A", set()),  # the whole hand as one hand needs a joker
        ("A SJ", {"A SJ"}),
        ("A A 3 3", {"A A"}),  # 憋三: the 3s are the last hand
        ("A A 5 3", set()),  # 5 then 3s: 5 needs a joker
        ("A A SJ 5 3", {"A A"}),  # A A, SJ 5, 3
        ("2 2 SJ 9 9 10", {"2 2"}),  # 2 2, 9 9 SJ (or 10 SJ), then the other
    ],
    ids=[
        "A_A_plus_5_may",
        "A_A_plus_5_plus_6_may_not",
        "A_A_plus_SJ_5_plus_6_may",
        "A_A_alone_may_not",
        "A_SJ_alone_may",
        "A_A_plus_3s_may",
        "A_A_plus_5_plus_3_may_not",
        "A_A_plus_SJ_5_plus_3_may",
        "2_2_plus_SJ_9_9_plus_10_may",
    ],
)
def test_R_BURN_offered_only_when_a_chain_exists(burner: str, choices: set[str]) -> None:
    g = game(["K K 7", "4 6", burner, "4 9", "4 6", "4 6"], leader=0)
    run(g, "0: K K")
    if choices:
        assert g.to_act == 2 and g.decision == "burn_offer"
        assert plays(g) == choices
        assert kinds(g) == {"burn", "pass"}
    else:
        assert g.to_act == 3 and g.decision == "answer"


def test_R_BURN_during_an_offer_only_burn_or_decline() -> None:
    g = game(["K K 7", "4 6", "A A 5", "4 9", "4 6", "4 6"], leader=0)
    run(g, "0: K K")
    with pytest.raises(IllegalAction) as info:
        g.apply(Action.play(2, "A A"))
    assert info.value.code == "burn_offer"
    with pytest.raises(IllegalAction):
        g.apply(Action.let(2))
    assert g.to_act == 2 and g.decision == "burn_offer"


def test_R_BURN_no_burn_against_a_non_gouji_hand() -> None:
    g = game(["Q Q 7", "4 6", "A A 5", "4 9", "4 6", "4 6"], leader=0)
    run(g, "0: Q Q")
    assert g.to_act == 1 and g.decision == "answer"
    with pytest.raises(IllegalAction) as info:
        g.apply(Action.burn(1, "A A"))
    assert info.value.code == "no_burn"


@pytest.mark.parametrize(
    ("leader", "order", "dui_tou"),
    [(0, [2, 4, 1, 5], 3), (1, [3, 5, 2, 0], 4), (5, [1, 3, 0, 4], 2)],
    ids=["P0", "P1", "P5"],
)
def test_R_BURN_priority_teammates_first_then_opponents_in_turn_order(
    leader: int, order: list[int], dui_tou: int
) -> None:
    hands = ["A A 5"] * 6
    hands[leader] = "K K 7"
    hands[dui_tou] = "A A 5"  # the 对头 could burn too, but answers instead
    g = game(hands, leader=leader)
    run(g, f"{leader}: K K")
    asked = []
    while g.decision == "burn_offer":
        asked.append(g.to_act)
        run(g, f"{g.to_act}: pass")
    assert asked == order
    assert g.to_act == dui_tou and g.decision == "answer"


def test_R_BURN_first_to_accept_burns() -> None:
    g = game(["K K 7", "A A 5", "A A 5", "4 9", "A A 5", "4 6"], leader=0)
    run(g, "0: K K", "2: pass")
    assert g.to_act == 4
    events = run(g, "4: burn A A")
    assert "burn" in event_kinds(events)
    assert g.view(0).burner == 4


def test_R_BURN_offered_also_to_a_seat_that_passed_in_the_round() -> None:
    g = game(["J J 7", "2 2 5", "4 6", "4 6", "4 6", "A A 8"], leader=0)
    run(g, "0: J J", "1: pass", "2: pass", "3: pass", "4: pass", "5: A A")
    assert g.to_act == 1 and g.decision == "burn_offer"
    assert plays(g) == {"2 2"}


def test_R_BURN_declining_is_not_a_pass_and_is_private() -> None:
    g = game(["K K 7", "4 6", "A A 5", "4 9", "4 6", "4 6"], leader=0)
    run(g, "0: K K")
    events = run(g, "2: pass")
    assert event_kinds(events)[0] == "decline"
    assert not g.view(2).passed[2]
    assert not any(e.kind == "decline" for e in g.view(0).log)
    assert any(e.kind == "decline" for e in g.view(2).log)
    assert g.to_act == 3 and g.decision == "answer"


def test_R_BURN_the_dui_tou_is_never_offered_a_burn() -> None:
    g = game(["K K 7", "4 6", "4 6", "A A 5", "4 6", "4 6"], leader=0)
    run(g, "0: K K")
    assert g.to_act == 3 and g.decision == "answer"
    assert kinds(g) == {"play", "pass"}


# ----- R-BURN: playing the chain --------------------------------------------------------------


def burn_game(dui_tou_of_burner: str = "4 7") -> Game:
    """Seat 2 burns its teammate 0's K K with A A (chain: A A, SJ 5 or SJ 6, the other)."""
    g = game(["K K 7 8", "4 6", "A A SJ 5 6", "4 9 9", "4 6", dui_tou_of_burner], leader=0)
    run(g, "0: K K", "2: burn A A")
    return g


def test_R_BURN_the_burners_hand_is_answered_by_his_dui_tou() -> None:
    g = burn_game()
    assert g.to_act == 5 and g.decision == "answer"


def test_R_BURN_burner_leads_only_chain_keeping_hands() -> None:
    g = burn_game()
    run(g, "5: pass")
    assert g.to_act == 2 and g.decision == "lead"
    assert plays(g) == {"5 SJ", "6 SJ"}
    with pytest.raises(IllegalAction) as info:
        g.apply(Action.play(2, "5"))
    assert info.value.code == "burn_chain_lead"
    with pytest.raises(IllegalAction):
        g.apply(Action.play(2, "SJ"))


def test_R_BURN_burn_hands_count_for_opening() -> None:
    g = burn_game()
    run(g, "5: pass")
    assert g.opened(2)
    assert not g.opened(0)


def test_R_BURN_success_when_the_burner_goes_out_along_the_chain() -> None:
    g = burn_game()
    run(g, "5: pass", "2: 5 SJ", "5: pass")
    events = run(g, "2: 6")
    assert "burn_success" in event_kinds(events)
    assert g.places == [2]
    assert g.view(0).burns == ((2, 0),)
    play_out(g)
    assert Tribute(giver=0, receiver=2, kind=TributeKind.SHAO, count=1) in g.tribute_owed()


def test_R_BURN_success_even_if_the_last_hand_is_then_beaten() -> None:
    g = burn_game()
    run(g, "5: pass", "2: 5 SJ", "5: pass", "2: 6")
    assert g.to_act == 3
    run(g, "3: 9")
    assert g.view(3).burns == ((2, 0),)
    play_out(g)
    assert [t for t in g.tribute_owed() if t.kind == "shao"] == [Tribute(0, 2, TributeKind.SHAO, 1)]


def test_R_BURN_broken_when_a_burn_hand_is_beaten() -> None:
    g = burn_game(dui_tou_of_burner="2 2 9 9")
    events = run(g, "5: 2 2")
    assert "burn_broken" in event_kinds(events)
    assert g.view(0).burner is None
    # 5's 2 2 is gouji: only its 对头 2 answers
    assert g.to_act == 2
    run(g, "2: pass")
    assert g.to_act == 5 and g.decision == "lead"
    play_out(g)
    assert not [t for t in g.tribute_owed() if t.kind == "shao"]


def test_R_BURN_broken_burner_plays_on_as_an_ordinary_seat() -> None:
    g = game(["K K 7 8", "4 6", "A A SJ 5 10", "4 9 9", "4 6", "2 2 9 J"], leader=0)
    run(g, "0: K K", "2: burn A A", "5: 2 2", "2: pass")
    assert g.to_act == 5 and g.decision == "lead"
    run(g, "5: 9", "0: pass", "1: pass", "2: 10", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 2 and g.decision == "lead"
    # as a burner only SJ or 5 SJ would keep the chain; now 5 alone is fine too
    assert plays(g) == {"5", "SJ", "5 SJ"}


def test_R_BURN_a_new_burner_may_burn_the_burner() -> None:
    g = game(["K K 7 8", "2 2 5", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K")
    assert g.to_act == 2
    run(g, "2: burn A A")
    # against 2's A A: 2's teammates 4, 0 cannot burn; opponent 1 can (3 first, cannot)
    assert g.to_act == 1 and g.decision == "burn_offer"
    events = run(g, "1: burn 2 2")
    assert "burn_broken" in event_kinds(events)
    assert g.view(0).burner == 1


# ----- R-BURN and R-HEADLESS --------------------------------------------------------------------


def headless_burn_game() -> Game:
    """Seat 4 goes out at once; seat 1 is headless and 5 then leads."""
    g = game(["A A 5", "A A 5 8", "A A 5", "A A 5", "9", "K K 6 7"], leader=4)
    run(g, "4: 9", "5: pass", "0: pass", "1: pass", "2: pass", "3: pass")
    assert g.to_act == 5 and g.is_headless(1)
    return g


def test_R_BURN_headless_seats_never_burn_they_just_beat() -> None:
    g = headless_burn_game()
    run(g, "5: K K")
    offered = []
    while g.decision == "burn_offer":
        offered.append(g.to_act)
        run(g, f"{g.to_act}: pass")
    # 5's teammates 1 (headless) and 3, then opponents 0 and 4 (out); 2 is the 对头
    assert offered == [3, 0]
    assert g.to_act == 1 and g.decision == "answer"
    assert plays(g) == {"A A"}


def test_R_BURN_no_burn_against_a_headless_players_hand() -> None:
    g = headless_burn_game()
    run(g, "5: 6", "0: pass", "1: 8", "2: pass", "3: pass", "5: pass")
    assert g.to_act == 1 and g.decision == "lead"
    run(g, "1: A A")
    # 1 is headless: nobody may burn it, and anyone may beat it
    assert g.to_act == 2 and g.decision == "answer"
    assert plays(g) == set()
    run(g, "2: pass")
    assert g.to_act == 3 and g.decision == "answer"


# ----- R-DEADLY and R-HEAD (要头) ------------------------------------------------------------------

REBEL_DEAL = [
    "3 4 5 2 8 8",  # 0
    "3 5 6 7 9 9",  # 1: no 2 and no joker: may revolt
    "3 6 7 2 10",  # 2
    "3 7 9 2 J",  # 3
    "3 4S 4S K K A A Q Q Q SJ 8",  # 4: the rebel's 对头; leads first (two 4S)
    "3 6 8 2 9",  # 5
]


def rebel_game(choice: str, deal: list[str] | None = None) -> Game:
    """Seat 1 revolts; its 对头 seat 4 takes the head (``"head"``) or not."""
    g = Game.from_deal(deal or REBEL_DEAL, seed=1)
    for seat in range(6):
        assert g.phase == "declare"
        g.apply(Action.pass_(seat))
    assert g.phase == "revolt" and g.to_act == 1
    g.apply(Action.revolt(1))
    assert g.phase == "head" and g.to_act == 4
    g.apply(Action.head(4) if choice == "head" else Action.nohead(4))
    assert g.phase == "play" and g.to_act == 4 and g.decision == "lead"
    return g


def test_R_HEAD_nohead_is_headless_at_once() -> None:
    g = rebel_game("nohead")
    assert g.is_headless(4)
    run(g, "4: K K")
    assert g.to_act == 5 and g.decision == "answer"  # anyone may beat a headless hand


def test_R_DEADLY_yao_tou_first_three_gouji_hands_win_unanswered() -> None:
    g = rebel_game("head")
    assert not g.is_headless(4)
    for hand_ in ("K K", "A A", "Q Q Q"):
        assert not g.is_headless(4)
        run(g, f"4: {hand_}")
        assert g.to_act == 4 and g.decision == "lead", hand_
    assert g.is_headless(4)
    run(g, "4: SJ 8")  # the fourth gouji hand: headless, so anyone may beat it
    assert g.to_act == 5 and g.decision == "answer"


def test_R_DEADLY_non_gouji_hands_do_not_use_up_the_three() -> None:
    g = rebel_game("head")
    run(g, "4: 8", "5: 9", "0: pass", "2: pass", "3: pass", "4: pass")
    assert g.to_act == 5
    assert not g.is_headless(4)


def test_R_DEADLY_round_won_event_for_a_deadly_hand() -> None:
    g = rebel_game("head")
    events = run(g, "4: K K")
    assert "round_won" in event_kinds(events)


def test_R_DEADLY_may_be_burned() -> None:
    deal = list(REBEL_DEAL)
    deal[0] = "3 2 2 SJ 5"  # 4's teammate: 2 2 beats K K, then SJ 5, then the 3
    g = rebel_game("head", deal)
    run(g, "4: K K")
    assert g.to_act == 0 and g.decision == "burn_offer"
    assert plays(g) == {"2 2"}
    run(g, "0: pass")
    assert g.to_act == 4 and g.decision == "lead"  # declined: the deadly hand wins


def test_R_HEAD_headed_until_the_third_may_burn_and_not_beat_gouji() -> None:
    deal = list(REBEL_DEAL)
    deal[3] = "3 7 9 2 K K"  # seat 3 (an opponent of 4) can play K K
    deal[4] = "3 4S 4S A A SJ 8"
    g = rebel_game("head", deal)
    run(g, "4: 8", "5: pass", "0: pass", "2: pass", "3: 9", "4: pass", "0: pass")
    assert g.to_act == 3 and g.decision == "lead"
    run(g, "3: K K")
    # 4 is headed: it may burn 3's gouji hand (A A, then 4 4 SJ, then the 3)
    assert g.to_act == 4 and g.decision == "burn_offer"
    run(g, "4: pass")
    # it may not beat it: only 3's 对头 (seat 0) answers
    assert g.to_act == 0 and g.decision == "answer"


def test_R_HEAD_burns_count_among_the_three_deadly_hands() -> None:
    deal = list(REBEL_DEAL)
    deal[3] = "3 7 9 2 K K"
    deal[4] = "3 4S 4S A A SJ 8"
    g = rebel_game("head", deal)
    run(g, "4: 8", "5: pass", "0: pass", "2: pass", "3: 9", "4: pass", "0: pass", "3: K K")
    assert g.to_act == 4 and g.decision == "burn_offer"
    run(g, "4: burn A A")  # deadly: nobody can burn it back, so it wins at once
    assert g.to_act == 4 and g.decision == "lead"
    assert g.view(4).head_left[4] == 2
    assert plays(g) == {"4 4 SJ"}  # the only lead that keeps the chain
    run(g, "4: 4 4 SJ")
    assert g.to_act == 4 and g.view(4).head_left[4] == 1
    events = run(g, "4: 3")
    assert "burn_success" in event_kinds(events)
    assert g.places == [4]


def test_R_DEADLY_tou_ke_case_the_dui_tous_beat_is_itself_deadly_and_wins_when_nobody_burns() -> None:
    # 0 goes out first (头科) with K K; 3, its 对头, beats that last hand with A A
    g = game(["K K", "4 4 6", "4 4 6", "A A 9 9 2 2 7", "2 2 5 6", "4 4 6"], leader=0)
    run(g, "0: K K")
    assert g.to_act == 3 and g.view(0).deadly_beat
    events = run(g, "3: A A")
    assert "deadly" in events[0].flags
    # only a burn may answer it; 4's 2 2 beats A A but is no chain: never asked
    assert event_kinds(events)[-2:] == ["round_won", "opened"]
    assert (g.to_act, g.decision) == (3, "lead") and g.opened(3)


def test_R_DEADLY_the_next_gouji_hand_of_the_dui_tou_is_free() -> None:
    g = game(["K K", "4 4 6", "4 4 6", "A A 9 2 2 K K 7", "2 2 5 6", "4 4 6"], leader=0)
    run(g, "0: K K", "3: A A")
    assert (g.to_act, g.decision) == (3, "lead")
    run(g, "3: 2 2")  # 3 is headless: an ordinary hand, anyone may answer (R-HEADLESS)
    assert g.to_act == 4 and g.decision == "answer" and g.view(0).top_mode == "free"


def test_R_DEADLY_R_BURN_the_deadly_beat_is_offered_for_burning_and_burned() -> None:
    g = game(["K K", "4 4 6", "4 4 6", "A A 9 9 7", "2 2 5", "4 4 6"], leader=0)
    run(g, "0: K K")
    assert (g.to_act, g.decision) == (4, "burn_offer")  # 0's teammate could burn K K
    run(g, "4: pass", "3: A A")
    # burns are offered against the deadly beat although 3 is now headless
    assert g.view(0).top_mode == "deadly"
    assert (g.to_act, g.decision) == (4, "burn_offer") and plays(g) == {"2 2"}
    run(g, "4: burn 2 2")
    assert g.burner == 4
    # the burner's hand is answered as usual: his 对头 1; 3 is headless too
    while g.decision == "answer":
        run(g, f"{g.to_act}: pass")
    assert (g.to_act, g.decision) == (4, "lead")
    events = run(g, "4: 5")
    assert "burn_success" in event_kinds(events)
    assert g.burns == [(4, 3)]


def test_R_DEADLY_not_when_the_dui_tou_passes() -> None:
    g = game(["K K", "4 4 6", "4 4 6", "A A 9 9 7", "4 4 5", "4 4 6"], leader=0)
    run(g, "0: K K")
    assert g.to_act == 3
    events = run(g, "3: pass")  # only the 对头 may answer: 0 wins its round (R-GOUJIANSWER)
    assert event_kinds(events)[-3:] == ["round_won", "opened", "takes_lead"]
    assert (g.to_act, g.decision) == (1, "lead")  # 接风
    run(g, "1: 4 4")
    assert g.view(0).top_mode == "free"


def test_R_DEADLY_er_ke_case_four_active_the_round_finishes_under_the_ordinary_rules() -> None:
    g = game(["4 4 7 K", "5", "2", "SJ 8 8", "9 9 10", "SJ 10 10 J"], leader=1)
    run(g, "1: 5", "2: 2")  # 二科 goes out with a gouji hand: four active seats
    assert (g.to_act, g.decision) == (3, "burn_offer")
    run(g, "3: pass", "4: pass")  # 4 is headless; 5, the 对头, beats
    events = run(g, "5: SJ")
    assert "deadly" in events[0].flags  # R-DEADLY, not yet R-SCRAMBLE
    # nobody can burn an SJ: it wins its round; the scramble starts with 5's lead
    assert event_kinds(events)[-2:] == ["round_won", "scramble"]
    assert (g.to_act, g.decision) == (5, "lead") and g.view(0).scramble


def test_R_DEADLY_not_when_tou_ke_goes_out_with_a_non_gouji_hand() -> None:
    g = game(["Q Q", "4 4 6", "4 4 6", "A A 9 2 2 7", "K K 5 6", "4 4 6"], leader=0)
    run(g, "0: Q Q", "1: pass", "2: pass", "3: A A", "4: pass", "5: pass")
    assert g.to_act == 3 and g.decision == "lead"
    run(g, "3: 2 2")
    assert g.to_act == 4 and g.decision == "answer"  # an ordinary (free) hand


def rebel_five() -> Game:
    """憋三 off; seat 1 revolts and its 对头 4 goes headless (无头): five active seats."""
    deal = ["3S 3S K K", "5 6 7 9 9 10", "4 6 2 10", "4 A A 2 J", "4 5 2 Q", "4 8 2 9"]
    g = Game.from_deal(deal, seed=1, rules=NO_BIE3)
    while g.phase in ("declare", "revolt"):
        seat = g.to_act
        assert seat is not None
        g.apply(Action.revolt(seat) if g.phase == "revolt" and seat == 1 else Action.pass_(seat))
    g.apply(Action.nohead(4))
    assert (g.to_act, g.decision) == (0, "lead")
    return g


def test_R_DEADLY_R_HEAD_five_active_with_a_rebel_tou_kes_case_then_the_scramble() -> None:
    g = rebel_five()
    run(g, "0: 3S 3S", "2: pass", "3: pass", "4: pass", "5: pass")
    events = run(g, "0: K K")  # 头科 out: four active, the round goes on (R-HEAD, R-SCRAMBLE)
    assert "scramble" not in event_kinds(events) and g.to_act == 3
    events = run(g, "3: A A")
    assert "deadly" in events[0].flags
    assert event_kinds(events)[-3:] == ["round_won", "opened", "scramble"]
    assert (g.to_act, g.decision) == (3, "lead")


def test_R_SCRAMBLE_ends_the_deadly_hands_of_yao_tou() -> None:
    deal = list(REBEL_DEAL)
    deal[5] = "3 2"
    g = rebel_game("head", deal)
    run(g, "4: 8", "5: 2")  # 5's single 2: only its 对头 2 answers
    assert g.to_act == 2
    run(g, "2: pass", "5: 3")
    assert g.places == [5]  # 头科 out with a rebel: four active; the round goes on
    assert not g.view(0).scramble
    run(g, "0: pass", "2: pass", "3: pass", "4: Q")
    # ordinary rules: 0 and 3 passed and 4 is not their 对头; 2 is headless (5 is out)
    run(g, "2: pass")
    assert g.to_act == 4 and g.decision == "lead"
    assert g.view(0).scramble
    assert g.view(4).head_left[4] == 3  # none of the three was used
    run(g, "4: K K")
    assert g.to_act == 0 and g.decision == "answer"  # not deadly in the scramble


# ----- brute force: burn offers and a burner's leads ----------------------------------------------

GOUJI_TOPS = ["2", "K K", "A A", "Q Q Q", "SJ", "SJ 8", "2 K", "J J J J", "10 10 10 10 10"]
POOL = ["3", "4", "5", "8", "10", "Q", "K", "A"]


def _burn_hand(rng: random.Random) -> str:
    ranks = rng.sample(POOL, 3)
    size = rng.randint(1, 6)
    return " ".join(rng.choice(ranks) if rng.random() < 0.55 else rng.choice(WILD) for _ in range(size))


@pytest.mark.parametrize("rules", [Rules(), Rules(bie_san=False)], ids=["bie_san", "no_bie_san"])
def test_brute_force_burn_offers_and_burner_leads(rules: Rules) -> None:
    rng = random.Random(31_337 + rules.bie_san)
    offered = 0
    for _ in range(250):
        top_text, mine = rng.choice(GOUJI_TOPS), _burn_hand(rng)
        if not fits_the_deck([f"{top_text} 4", "4", mine, "4", "4", "4"]):  # R-DECK
            continue
        g = game([f"{top_text} 4", "4", mine, "4", "4", "4"], leader=0, rules=rules)
        run(g, f"0: {top_text}")
        top, whole = hand(top_text, rules), counts_of(mine)
        memo: dict[Counts, bool] = {}
        expected = {
            h
            for h in sub_hands(whole, rules)
            if Hand.of(cards_of(h), rules).beats(top)
            and (has_joker(h) if h == whole else chain_exists(minus(whole, h), rules, memo))
        }
        if not expected:
            assert (g.to_act, g.decision) == (3, "answer"), mine
            continue
        offered += 1
        assert (g.to_act, g.decision) == (2, "burn_offer"), mine
        assert legal_play_counts(g, "burn") == expected, (mine, top_text)
        # burn with one choice, let the burner win the round and check his leads
        first = min(expected)
        if first == whole:
            continue
        g.apply(Action.burn(2, cards_of(first)))
        run(g, "5: pass")
        assert (g.to_act, g.decision) == (2, "lead")
        left = minus(whole, first)
        leads = {
            h
            for h in sub_hands(left, rules)
            if h == left or (keeps_chain(h, rules) and chain_exists(minus(left, h), rules, memo))
        }
        assert legal_play_counts(g) == leads, (mine, first)
    assert offered > 50, offered


def test_R_BURN_can_burn_is_whether_a_first_burn_hand_exists() -> None:
    """The offer's quick test (engine/hands.py can_burn, which skips hands with
    too few jokers for a chain) agrees with the list of first burn hands."""
    rng = random.Random(11)
    tops = [(5, 1, 0, 0, 0), (9, 2, 0, 0, 0), (-1, 0, 1, 0, 0), (11, 3, 1, 0, 0), (-1, 0, 0, 1, 0)]
    seen = 0
    for _ in range(3000):
        counts = [0] * 15
        for _card in range(rng.randint(1, 14)):
            counts[rng.choice([*range(15), 12, 13, 14])] += 1
        for top in tops:
            for bie_san in (True, False):
                want = bool(burn_first_plays(counts, top, bie_san))
                assert can_burn(counts, top, bie_san) == want, (counts, top, bie_san)
                seen += want
    assert seen > 100
