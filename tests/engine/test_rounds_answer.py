"""RULES.md §8 rounds: R-ANSWER, R-GOUJIANSWER, R-WIN (接风), R-LET,
R-HEADLESS, R-SCRAMBLE; and a brute-force check that legal_actions lists
exactly the hands the rules allow."""

from __future__ import annotations

import random

import pytest
from engine_helpers import (
    NO_BIE3,
    WILD,
    cards_of,
    counts_of,
    event_kinds,
    game,
    hand,
    kinds,
    legal_play_counts,
    minus,
    plays,
    run,
    sub_hands,
)

from gouji_desktop.engine import Action, Game, Hand, IllegalAction, Rules

# ----- R-ANSWER --------------------------------------------------------------------------


def answer_game() -> Game:
    return game(["5 7 7", "9 9 4", "4 4", "6 6", "8 8 4", "6 6 4"], leader=0)


def test_R_ANSWER_every_seat_is_asked_in_turn_order() -> None:
    g = answer_game()
    run(g, "0: 5")
    for seat in (1, 2, 3, 4, 5):
        assert g.to_act == seat and g.decision == "answer"
        run(g, f"{seat}: pass")
    assert g.to_act == 0 and g.decision == "lead"


def test_R_ANSWER_a_seat_that_cannot_beat_is_asked_and_may_only_pass() -> None:
    g = answer_game()
    run(g, "0: 5", "1: pass")
    assert g.to_act == 2
    assert [a.kind for a in g.legal_actions()] == ["pass"]


def test_R_ANSWER_passed_seats_are_skipped_except_against_their_dui_tou() -> None:
    g = answer_game()
    run(g, "0: 5", "1: pass", "2: pass", "3: pass", "4: 8", "5: pass", "0: pass")
    # seat 1 passed, but the top is now its 对头 (seat 4): it is asked again
    assert g.to_act == 1
    assert plays(g) == {"9"}
    run(g, "1: 9")
    # 2 (对头 5), 3 (对头 0) passed and are skipped; 4 has not passed
    assert g.to_act == 4
    run(g, "4: pass")
    # 5 and 0 passed and are skipped: seat 1 wins the round and leads
    assert g.to_act == 1 and g.decision == "lead"
    assert g.top is None


def test_R_ANSWER_passing_is_remembered_only_for_the_round() -> None:
    g = answer_game()
    run(g, "0: 5", "1: pass", "2: pass", "3: pass", "4: pass", "5: pass")
    assert g.to_act == 0 and g.decision == "lead"
    run(g, "0: 7")
    assert g.to_act == 1 and plays(g) == {"9"}


# ----- R-GOUJIANSWER -------------------------------------------------------------------------


def gouji_game() -> Game:
    return game(["K K 7", "4 5", "4 5", "A A 9", "4 5", "4 5"], leader=0)


def test_R_GOUJIANSWER_only_the_dui_tou_answers() -> None:
    g = gouji_game()
    run(g, "0: K K")
    assert g.to_act == 3 and g.decision == "answer"
    assert plays(g) == {"A A"}
    assert kinds(g) == {"play", "pass"}  # no let against a gouji hand


def test_R_GOUJIANSWER_dui_tou_passes_and_the_player_wins_and_opens() -> None:
    g = gouji_game()
    run(g, "0: K K")
    assert not g.opened(0)
    run(g, "3: pass")
    assert g.to_act == 0 and g.decision == "lead"
    assert g.opened(0)


def test_R_GOUJIANSWER_beating_back_only_the_other_dui_tou_answers() -> None:
    g = gouji_game()
    run(g, "0: K K", "3: A A")
    assert g.to_act == 0
    run(g, "0: pass")
    assert g.to_act == 3 and g.decision == "lead"
    assert g.opened(3) and not g.opened(0)


def test_R_GOUJIANSWER_player_going_out_is_still_headed_for_that_hand() -> None:
    g = game(["K K", "A A 4 5", "A A 4 5", "5 9", "A A 4 5", "A A 4 5"], leader=0)
    # seats 1, 2, 4, 5 hold A A but no chain to burn with; they are skipped
    run(g, "0: K K")
    assert g.places == [0]
    assert g.is_headless(3)
    assert g.to_act == 3 and plays(g) == set()
    run(g, "3: pass")
    assert g.opened(0)
    assert g.to_act == 1 and g.decision == "lead"  # 接风


def test_R_GOUJIANSWER_the_dui_tou_answers_even_after_passing() -> None:
    g = game(["2 8 4", "4 5", "4 5", "SJ 9", "9 4", "4 5"], leader=0)
    run(g, "0: 8", "1: pass", "2: pass", "3: pass", "4: 9", "5: pass", "0: 2")
    assert g.to_act == 3 and g.decision == "answer"
    assert plays(g) == {"SJ"}


# ----- R-WIN ---------------------------------------------------------------------------------


def test_R_WIN_the_top_player_leads_next() -> None:
    g = answer_game()
    run(g, "0: 5", "1: pass", "2: pass", "3: pass", "4: 8", "5: pass", "0: pass", "1: pass")
    assert g.to_act == 4 and g.decision == "lead"


def test_R_WIN_jie_feng_lead_passes_to_the_next_active_seat() -> None:
    g = game(["8", "4 4", "4 4", "4 4", "4 4", "4 4"], leader=0)
    run(g, "0: 8", "1: pass", "2: pass", "3: pass", "4: pass")
    events = run(g, "5: pass")
    assert "round_won" in event_kinds(events)
    assert "takes_lead" in event_kinds(events)
    assert g.to_act == 1 and g.decision == "lead"


def test_R_WIN_jie_feng_skips_seats_already_out() -> None:
    g = game(["10", "9", "4 4", "4 4", "4 4", "4 4"], leader=1)
    run(g, "1: 9", "2: pass", "3: pass", "4: pass", "5: pass", "0: 10")
    assert g.places == [1, 0]
    # four active, but the round finishes under the ordinary rules (R-SCRAMBLE):
    # 2 and 5 passed and 0 is not their 对头; 3 is 0's 对头, 4 is headless
    run(g, "3: pass", "4: pass")
    assert g.to_act == 2 and g.decision == "lead"
    assert g.view(0).scramble


# ----- R-LET ---------------------------------------------------------------------------------


def let_game() -> Game:
    return game(["8 4", "4 5", "4 5", "9 10 4", "9 4", "4 5"], leader=0)


def test_R_LET_offered_to_the_dui_tou_after_the_seats_between_passed() -> None:
    g = let_game()
    run(g, "0: 8", "1: pass", "2: pass")
    assert g.to_act == 3
    assert kinds(g) == {"play", "pass", "let"}


@pytest.mark.parametrize(
    ("hands", "steps", "seat"),
    [
        (["K K 4", "4", "4", "A A 4", "4", "4"], ["0: K K"], 3),  # gouji top
        (["8 4", "4 5", "9 9", "10 4", "4 5", "4 5"], ["0: 8", "1: pass", "2: 9"], 3),  # not the 对头's
        (["8 4", "4 5", "4 5", "9 4", "4 5", "4 5"], ["0: 8"], 1),  # seat 1 is not 0's 对头
    ],
    ids=["gouji_top", "top_not_by_dui_tou", "not_dui_tou"],
)
def test_R_LET_not_offered(hands: list[str], steps: list[str], seat: int) -> None:
    g = game(hands, leader=0)
    run(g, *steps)
    assert g.to_act == seat
    assert "let" not in kinds(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(Action.let(seat))
    assert info.value.code == "no_let"


def test_R_LET_seats_between_act_first_then_back_to_q() -> None:
    g = let_game()
    events = run(g, "0: 8", "1: pass", "2: pass", "3: let")
    assert "let" in event_kinds(events)
    assert g.to_act == 4 and g.decision == "answer"
    run(g, "4: pass")
    assert g.to_act == 5
    run(g, "5: pass")
    assert g.to_act == 3 and g.decision == "let_return"
    assert kinds(g) == {"play", "pass"}  # Q must now beat or pass
    assert plays(g) == {"9", "10"}


def test_R_LET_q_passes_and_the_top_player_wins() -> None:
    g = let_game()
    run(g, "0: 8", "1: pass", "2: pass", "3: let", "4: pass", "5: pass")
    events = run(g, "3: pass")
    assert "round_won" in event_kinds(events)
    assert g.to_act == 0 and g.decision == "lead"


def test_R_LET_q_passes_and_the_top_player_wins_at_once_even_with_a_headless_seat() -> None:
    # seat 4 goes out first, so seat 1 is headless and could otherwise answer again
    g = game(["4 4", "4 4", "5 10 7", "9 4", "9", "6 6 6"], leader=2)
    run(g, "2: 5", "3: pass", "4: 9", "5: pass", "0: pass", "1: pass", "2: 10")
    assert g.is_headless(1)
    # 3 passed (对头 0, not the top) is skipped; 4 is out; 5 passed but the top is its 对头
    assert g.to_act == 5 and "let" in kinds(g)
    run(g, "5: let")
    assert g.to_act == 1  # headless, asked (seat 0 passed and is skipped)
    run(g, "1: pass")
    assert g.to_act == 5 and g.decision == "let_return"
    run(g, "5: pass")
    assert g.to_act == 2 and g.decision == "lead"


def test_R_LET_q_beats_and_only_his_dui_tou_answers() -> None:
    g = let_game()
    run(g, "0: 8", "1: pass", "2: pass", "3: let", "4: pass", "5: pass", "3: 9")
    assert g.to_act == 0
    run(g, "0: pass")
    assert g.to_act == 3 and g.decision == "lead"


def test_R_LET_a_beat_between_lapses_the_let() -> None:
    g = let_game()
    run(g, "0: 8", "1: pass", "2: pass", "3: let", "4: 9", "5: pass", "0: pass")
    # seat 1 passed but the top is its 对头 (4); seat 2 passed and is skipped
    assert g.to_act == 1
    run(g, "1: pass")
    # Q is an ordinary seat that has not passed: asked to answer, no let
    assert g.to_act == 3 and g.decision == "answer"
    assert kinds(g) == {"play", "pass"}
    run(g, "3: pass")
    assert g.to_act == 4 and g.decision == "lead"


def test_R_LET_with_an_inactive_seat_between() -> None:
    # seat 1 goes out first; 0 beats, and 3 may let: of the seats between, 1 is out and 2 passed
    g = game(["8 8 4", "5", "4 4", "9 9 4", "4 4", "4 4"], leader=1)
    run(g, "1: 5", "2: pass", "3: pass", "4: pass", "5: pass", "0: 8")
    assert g.places == [1]
    assert g.to_act == 3 and "let" in kinds(g)
    run(g, "3: let")
    assert g.to_act == 4  # headless (1 is out): asked; 5 passed and is skipped
    run(g, "4: pass")
    assert g.to_act == 3 and g.decision == "let_return"
    run(g, "3: pass")
    assert g.to_act == 0 and g.decision == "lead"


# ----- R-HEADLESS ----------------------------------------------------------------------------


def headless_game() -> Game:
    """Seat 4 goes out at once, leaving seat 1 headless; seat 5 then leads."""
    g = game(["4 4 7", "A A 8 8 10", "2 2 7 7", "4 6 6", "9", "5 K K 9"], leader=4)
    run(g, "4: 9", "5: pass", "0: pass", "1: pass", "2: pass", "3: pass")
    assert g.to_act == 5 and g.decision == "lead"
    return g


def test_R_HEADLESS_when_the_dui_tou_goes_out() -> None:
    g = headless_game()
    assert [g.is_headless(s) for s in range(6)] == [False, True, False, False, False, False]


def test_R_HEADLESS_may_beat_a_gouji_hand_and_its_own_gouji_hand_is_free() -> None:
    g = headless_game()
    run(g, "5: K K")
    # 0 is skipped (gouji, not the 对头); headless 1 is asked before 对头 2
    assert g.to_act == 1 and g.decision == "answer"
    assert plays(g) == {"A A"}
    run(g, "1: A A")
    # a headless player's gouji hand: anyone may beat it, no burn offers
    assert g.to_act == 2 and g.decision == "answer"
    run(g, "2: pass")
    assert g.to_act == 3
    run(g, "3: pass", "5: pass", "0: pass")
    assert g.to_act == 1 and g.decision == "lead"
    assert g.opened(1)


def test_R_HEADLESS_may_answer_again_after_passing() -> None:
    g = headless_game()
    run(g, "5: 5", "0: pass", "1: pass", "2: 7", "3: pass", "5: pass")
    # 0 passed and is skipped; headless 1 passed but is asked again
    assert g.to_act == 1
    assert plays(g) == {"8", "10", "A"}


# ----- R-SCRAMBLE ----------------------------------------------------------------------------


def scramble_game() -> Game:
    """Seats 1 and 2 go out (头科, 二科): four active seats; the scramble starts
    at the next lead."""
    g = game(["4 4 7 K", "5", "2", "SJ 8 8", "9 9 10", "10 10 J"], leader=1)
    run(g, "1: 5")
    events = run(g, "2: 2")
    assert "scramble" not in event_kinds(events)
    return g


def test_R_SCRAMBLE_er_kes_last_gouji_hand_is_answered_under_the_ordinary_rules() -> None:
    g = scramble_game()
    view = g.view(0)
    assert not view.scramble and view.top_mode == "gouji" and view.deadly_beat
    # R-BURN: 3 may burn 2's single 2 (SJ, then 8 8); 4 is headless and never burns
    assert (g.to_act, g.decision) == (3, "burn_offer")
    assert plays(g) == {"SJ"}
    run(g, "3: pass")
    # R-GOUJIANSWER: the 对头 5 (headless now) and the headless 4; not 0 nor 3
    asked = []
    while g.decision == "answer":
        asked.append(g.to_act)
        run(g, f"{g.to_act}: pass")
    assert asked == [4, 5]
    assert (g.to_act, g.decision) == (3, "lead")  # 2 won and is out: 接风
    assert g.view(0).scramble and "scramble" in event_kinds(g.events[-4:])


def test_R_SCRAMBLE_nobody_is_headless() -> None:
    g = scramble_game()
    assert [g.is_headless(s) for s in range(6)] == [False, False, False, False, True, True]
    run(g, "3: pass", "4: pass", "5: pass")
    assert [g.is_headless(s) for s in range(6)] == [False] * 6


def test_R_SCRAMBLE_anyone_may_beat_whenever_the_turn_comes() -> None:
    g = scramble_game()
    run(g, "3: pass", "4: pass", "5: pass")
    assert g.to_act == 3 and g.decision == "lead"  # 2 won and is out: 接风
    run(g, "3: 8", "4: pass", "5: pass", "0: K")
    # no let for 3 against its 对头 0's non-gouji hand
    assert g.to_act == 3 and kinds(g) == {"play", "pass"}
    run(g, "3: pass")
    # 4 passed before and 0 is not its 对头: in the scramble it is asked again
    assert g.to_act == 4 and g.decision == "answer"
    run(g, "4: pass", "5: pass")
    assert g.to_act == 0 and g.decision == "lead"


def test_R_SCRAMBLE_gouji_hand_any_seat_may_beat_and_no_burn_offers() -> None:
    g = scramble_game()
    run(g, "3: pass", "4: pass", "5: pass", "3: 8 8", "4: 9 9")
    assert g.to_act == 5 and plays(g) == {"10 10"}
    run(g, "5: 10 10")
    assert g.to_act == 0 and g.decision == "answer"
    assert g.view(0).top_mode == "scramble"  # a gouji hand, and 0 (not the 对头) may answer


# ----- brute force: legal_actions is complete and exact -------------------------------------------

POOL = ["3", "4", "5", "8", "10", "J", "Q", "K", "A", "2", "SJ", "BJ"]


def _random_cards(rng: random.Random, n: int) -> str:
    """A small hand drawn mostly from a few ranks, so that many sub-hands exist."""
    ranks = rng.sample(POOL, 3)
    return " ".join(rng.choice(ranks) if rng.random() < 0.7 else rng.choice(WILD) for _ in range(n))


def _random_top(rng: random.Random, rules: Rules) -> str:
    """A random legal lead: one plain rank (or none) with some 2s and jokers."""
    plain = rng.choice([*POOL[1 if rules.bie_san else 0 : 9], ""])
    size = rng.randint(1, 3)
    return " ".join(plain if plain and rng.random() < 0.6 else rng.choice(WILD) for _ in range(size))


@pytest.mark.parametrize("rules", [Rules(), NO_BIE3], ids=["bie_san", "no_bie_san"])
def test_brute_force_answers_are_exactly_the_beating_sub_hands(rules: Rules) -> None:
    rng = random.Random(8_2024 + rules.bie_san)
    found = 0
    for _ in range(300):
        mine, top_text = _random_cards(rng, rng.randint(1, 8)), _random_top(rng, rules)
        top = hand(top_text, rules)
        # seat 0 leads the top (and keeps a card); seat 3 answers it, as 对头
        g = game([f"{top_text} 4", "4", "4", mine, "4", "4"], leader=0, rules=rules)
        run(g, f"0: {top_text}")
        if not top.is_gouji:
            run(g, "1: pass", "2: pass")
        assert g.to_act == 3 and g.decision == "answer"
        expected = {h for h in sub_hands(counts_of(mine), rules) if Hand.of(cards_of(h), rules).beats(top)}
        assert legal_play_counts(g) == expected, (mine, top_text)
        assert "pass" in kinds(g)
        found += bool(expected)
    assert found > 100


@pytest.mark.parametrize("rules", [Rules(), NO_BIE3], ids=["bie_san", "no_bie_san"])
def test_brute_force_leads_are_exactly_the_sub_hands(rules: Rules) -> None:
    rng = random.Random(4_2024 + rules.bie_san)
    for _ in range(200):
        mine = _random_cards(rng, rng.randint(1, 8))
        whole = counts_of(mine)
        g = game([mine, "4", "4", "4", "4", "4"], leader=0, rules=rules)
        # R-BIE3: with 憋三, 3s only as the whole remaining hand
        expected = {h for h in sub_hands(whole, rules) if not (rules.bie_san and h[0]) or h == whole}
        assert legal_play_counts(g) == expected, mine
        assert kinds(g) == {"play"}  # a lead cannot be passed


def test_brute_force_every_listed_play_is_accepted() -> None:
    rng = random.Random(99)
    for _ in range(40):
        mine = _random_cards(rng, rng.randint(2, 7))
        g = game([mine, "4", "4", "4", "4", "4"], leader=0)
        for a in g.legal_actions():
            after = g.copy()
            after.apply(a)
            assert counts_of(after.hand(0)) == minus(counts_of(mine), counts_of(a.cards))
