"""Audit of rule interactions (RULES.md §6–§11) that the per-rule tests do not
reach: a let next to a burn, a burn of a burn, a burner with 3s under 憋三, 闷
of a burner, a 要头 seat's deadly hand burned, 接风 after a burner goes out, the
scramble starting on a burn or on a let, a headless seat's beat being answered,
R-DEADLY's second source meeting the scramble, and places / 串三户 / 落贡 with a
rebel in every order of going out."""

from __future__ import annotations

import itertools

import pytest
from engine_helpers import event_kinds, game, kinds, play_out, plays, run

from gouji_desktop.engine import Action, Game, IllegalAction, Rules, Tribute, TributeKind

SCORES = (4, 2, 1, -1, -2, -4)


def shao(g: Game) -> list[Tribute]:
    return [t for t in g.tribute_owed() if t.kind == "shao"]


# ----- R-LET meets R-BURN ---------------------------------------------------------------------


def test_R_LET_R_BURN_q_lets_then_burns_the_gouji_beat_of_a_seat_between() -> None:
    g = game(["9 4 4", "4 6", "4 6", "SJ 5", "2 7", "4 6"], leader=0)
    run(g, "0: 9", "1: pass", "2: pass", "3: let")
    assert (g.to_act, g.decision) == (4, "answer")
    run(g, "4: 2")  # a gouji beat: the let lapses and burns are offered (0, 2, 5 cannot)
    assert (g.to_act, g.decision) == (3, "burn_offer")
    assert plays(g) == {"SJ"}
    events = run(g, "3: burn SJ")
    assert event_kinds(events) == ["burn", "play"]
    assert g.view(0).let_seat is None
    # the burner's hand: only his 对头 (seat 0, the let's top player) answers
    assert (g.to_act, g.decision) == (0, "answer")
    run(g, "0: pass")
    assert (g.to_act, g.decision) == (3, "lead")
    events = run(g, "3: 5")
    assert "burn_success" in event_kinds(events)
    play_out(g)
    assert shao(g) == [Tribute(4, 3, TributeKind.SHAO, 1)]


def test_R_LET_q_who_passed_earlier_in_the_round_keeps_that_pass_after_the_let_lapses() -> None:
    """RULES.md says the lapsed let leaves Q "an ordinary seat that has not passed";
    the engine reads it as "the let is not a pass": Q's earlier pass still counts."""
    g = game(["5 7 4", "4 4", "4 4", "4 8 9", "6 8 4", "4 4"], leader=0)
    run(g, "0: 5", "1: pass", "2: pass", "3: pass", "4: 6", "5: pass", "0: 7")
    assert (g.to_act, g.decision) == (3, "answer")  # passed, but the top is its 对头's
    assert "let" in kinds(g)
    run(g, "3: let", "4: 8")  # the let lapses; 5 passed and is skipped
    assert (g.to_act, g.decision) == (0, "answer")
    run(g, "0: pass")
    assert (g.to_act, g.decision) == (1, "answer")  # passed, but the top is its 对头's
    run(g, "1: pass")
    assert (g.to_act, g.decision) == (4, "lead")  # 3 is skipped: its pass still counts


# ----- R-BURN against R-BURN, 憋三 and 闷 ---------------------------------------------------------


def test_R_BURN_a_burn_of_the_burner_only_the_last_burner_is_paid() -> None:
    g = game(["K K 7 8", "2 2 5", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K", "2: burn A A")
    assert (g.to_act, g.decision) == (1, "burn_offer")
    events = run(g, "1: burn 2 2")
    assert event_kinds(events)[:2] == ["burn_broken", "burn"]
    assert g.burner == 1
    run(g, "4: pass")  # 1's 对头 passes; 1 leads its last hand
    assert (g.to_act, g.decision) == (1, "lead")
    events = run(g, "1: 5")
    assert "burn_success" in event_kinds(events)
    play_out(g)
    assert g.view(0).burns == ((1, 2),)
    assert shao(g) == [Tribute(2, 1, TributeKind.SHAO, 1)]  # 0, burned by the broken burn, owes nothing


def test_R_BURN_R_BIE3_burner_leads_joker_hands_and_keeps_his_3s_for_last() -> None:
    g = game(["K K 7 8", "4 6", "A A SJ 5 3 3", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K")
    assert plays(g) == {"A A"}
    run(g, "2: burn A A", "5: pass")
    assert (g.to_act, g.decision) == (2, "lead")
    assert plays(g) == {"5 SJ"}  # not the 3s (R-BIE3), not SJ alone (5 would need a joker)
    run(g, "2: 5 SJ", "5: pass")
    assert plays(g) == {"3 3"}
    events = run(g, "2: 3 3")
    assert "burn_success" in event_kinds(events)


def test_R_MEN_R_BURN_a_burner_beaten_with_only_3s_left_is_broken_and_men() -> None:
    g = game(["K K 7 8", "4 6", "A A SJ 5 3", "4 9 9", "4 6", "BJ 6 6 9"], leader=0)
    run(g, "0: K K", "2: burn A A", "5: pass", "2: 5 SJ")
    events = run(g, "5: 6 BJ")
    assert event_kinds(events)[:2] == ["burn_broken", "men"]
    assert g.burner == -1
    assert (g.to_act, kinds(g)) == (2, {"pass"})  # 5's gouji hand: only its 对头, who holds a 3
    play_out(g)
    owed = g.tribute_owed()
    assert Tribute(2, 5, TributeKind.MEN, 1) in owed
    assert not shao(g)


# ----- R-HEAD (要头) and R-BURN ---------------------------------------------------------------------

REBEL_DEAL = [
    "3 2 2 SJ 5",  # 0: burns 4's K K with 2 2, then SJ 5, then the 3
    "3 5 6 7 9 9",  # 1: no 2 and no joker: revolts
    "3 6 7 2 10",
    "3 7 9 2 J",
    "3 4S 4S K K A A Q Q Q SJ 8",  # 4: the rebel's 对头, takes the head (要头)
    "3 6 8 2 9",
]


def rebel_game(deal: list[str], choice: str = "head") -> Game:
    g = Game.from_deal(deal, seed=1)
    for seat in range(6):
        g.apply(Action.pass_(seat))  # no 宣点
    g.apply(Action.revolt(1))
    g.apply(Action.head(4) if choice == "head" else Action.nohead(4))
    assert (g.to_act, g.decision) == (4, "lead")
    return g


def test_R_HEAD_R_BURN_yao_tou_deadly_hand_burned_he_pays_shao_and_cannot_answer_the_burner() -> None:
    g = rebel_game(REBEL_DEAL)
    run(g, "4: K K")
    assert (g.to_act, g.decision) == (0, "burn_offer")
    run(g, "0: burn 2 2")
    assert g.view(4).head_left[4] == 2  # the burned hand was one of his three
    assert not g.is_headless(4)
    # the burner's hands: his 对头 3 answers; 4 (headed, not the 对头) is skipped
    assert (g.to_act, g.decision) == (3, "answer")
    run(g, "3: pass", "0: 5 SJ", "3: pass")
    events = run(g, "0: 3")
    assert "burn_success" in event_kinds(events)
    # with a rebel, 头科 out leaves four active: the scramble waits for the next lead
    assert "scramble" not in event_kinds(events)
    play_out(g)
    assert shao(g) == [Tribute(4, 0, TributeKind.SHAO, 1)]


# ----- R-WIN (接风) after a burner goes out --------------------------------------------------------


def test_R_WIN_jie_feng_after_the_burner_goes_out_with_a_hand_nobody_beats() -> None:
    g = game(["K K 7 8", "4 6", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K", "2: burn A A", "5: pass", "2: 5 SJ", "5: pass")
    events = run(g, "2: 6")
    assert event_kinds(events)[:3] == ["play", "out", "burn_success"]
    run(g, "3: pass", "4: pass", "5: pass", "0: pass", "1: pass")
    assert (g.to_act, g.decision) == (3, "lead")  # the next active seat after the burner


def test_R_BURN_a_burner_going_out_with_a_gouji_hand_may_be_burned_in_turn() -> None:
    """The last chain hand is a headed gouji hand (headedness is fixed when played):
    burns are offered against it; the burner, out and successful, then owes one too."""
    g = game(["K K 7 8", "4 6", "A A SJ 5 2", "SJ 6", "4 6", "4 7"], leader=0)
    run(g, "0: K K", "2: burn A A", "5: pass", "2: 5 SJ", "5: pass")
    events = run(g, "2: 2")
    assert "burn_success" in event_kinds(events)
    assert (g.to_act, g.decision) == (3, "burn_offer")  # 2's 对头 5 is not offered
    run(g, "3: burn SJ")
    assert g.burner == 3
    # answered by the headless 5 (its 对头 2 is out), then by 3's 对头 0
    assert (g.to_act, g.decision) == (5, "answer")
    run(g, "5: pass", "0: pass", "3: 6")
    play_out(g)
    assert g.view(0).burns == ((2, 0), (3, 2))
    assert shao(g) == [Tribute(0, 2, TributeKind.SHAO, 1), Tribute(2, 3, TributeKind.SHAO, 1)]


# ----- R-SCRAMBLE starting mid-round ----------------------------------------------------------------


def test_R_SCRAMBLE_a_burn_that_goes_out_as_er_ke_finishes_its_round_under_the_ordinary_rules() -> None:
    g = game(["A SJ", "4", "K K 7 8", "4 9 9", "4 6 8", "4 6 9"], leader=1)
    run(g, "1: 4", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass")
    assert (g.to_act, g.decision) == (2, "lead")  # 接风
    run(g, "2: K K")
    assert (g.to_act, g.decision) == (0, "burn_offer")  # 4 is headless: it never burns
    events = run(g, "0: burn A SJ")
    assert event_kinds(events) == ["burn", "play", "out", "burn_success", "headless"]
    view = g.view(0)
    assert view.burns == ((0, 2),)
    assert not view.scramble and view.top_mode == "gouji"  # R-GOUJIANSWER still holds
    assert view.deadly_beat  # 二科's last gouji hand: R-DEADLY if its 对头 beats it
    asked = []
    while g.decision == "answer":
        asked.append(g.to_act)
        run(g, f"{g.to_act}: pass")
    assert asked == [3, 4]  # its 对头 3 and the headless 4; not 2 or 5
    events = g.events[-3:]
    assert (g.to_act, g.decision) == (2, "lead")  # 接风 after 0 (1 is out too)
    assert g.view(0).scramble and "scramble" in event_kinds(events)  # at the next lead


def test_R_SCRAMBLE_starts_on_a_let_and_ends_it() -> None:
    g = game(["9 9 7", "4 6", "4 6", "4 8", "10", "4"], leader=5)
    run(g, "5: 4", "0: pass", "1: pass", "2: pass", "3: pass", "4: pass")
    run(g, "0: 9", "1: pass", "2: pass", "3: let")
    events = run(g, "4: 10")  # the second seat out: four active, but the round goes on
    assert "scramble" not in event_kinds(events)
    assert g.view(0).let_seat is None  # the let lapsed
    run(g, "0: pass")
    assert (g.to_act, g.decision) == (1, "answer")  # passed before, but 4 is its 对头 (R-ANSWER)
    assert "let" in kinds(g)  # R-LET: 5 is out and 0 has passed
    run(g, "1: pass", "2: pass", "3: pass")
    assert (g.to_act, g.decision) == (0, "lead")  # 接风 after 4
    assert g.view(0).scramble


# ----- R-HEADLESS: a headless seat's beat of a gouji hand is answered freely ----------------------


def test_R_HEADLESS_beat_of_a_gouji_hand_is_a_free_hand_answered_by_seats_that_have_not_passed() -> None:
    g = game(["A A 4 4", "2 2 5", "4 6", "9 K K 7", "8", "4 6"], leader=4)
    run(g, "4: 8", "5: pass", "0: pass", "1: pass", "2: pass", "3: 9")
    assert g.is_headless(1)
    assert (g.to_act, g.decision) == (0, "answer")  # passed, but 3 is its 对头
    run(g, "0: pass")
    assert (g.to_act, g.decision) == (1, "answer")  # headless: may answer again
    run(g, "1: pass")
    assert (g.to_act, g.decision) == (3, "lead")
    run(g, "3: K K")  # headed gouji hand: only the 对头 0, and the headless 1
    assert (g.to_act, g.decision) == (0, "answer")
    run(g, "0: pass")
    assert (g.to_act, g.decision) == (1, "answer")
    run(g, "1: 2 2")  # a headless beat: no burn offers, anyone who has not passed answers
    asked = []
    while g.decision == "answer":
        asked.append(g.to_act)
        run(g, f"{g.to_act}: pass")
    assert asked == [2, 3, 5]  # not 0: it passed, and 1 is not its 对头
    assert (g.to_act, g.decision) == (1, "lead")


# ----- R-DEADLY's second source meets the scramble -------------------------------------------------


def test_R_DEADLY_the_beat_of_tou_kes_last_hand_is_deadly_and_his_next_gouji_hand_is_not() -> None:
    g = game(["K K", "8", "4 5", "A A 2 7 9", "4 6", "4 6"], leader=0)
    events = run(g, "0: K K", "3: A A")  # 头科 out with a gouji hand, beaten by its 对头
    assert "deadly" in events[-3].flags and event_kinds(events)[-3:] == ["play", "round_won", "opened"]
    assert (g.to_act, g.decision) == (3, "lead")  # nobody may answer, nobody can burn
    run(g, "3: 7", "4: pass", "5: pass")
    events = run(g, "1: 8")  # 二科 out: four active, the round goes on
    assert "scramble" not in event_kinds(events)
    run(g, "2: pass", "3: pass", "4: pass")  # 5 passed, and 1 is not its 对头: skipped (R-ANSWER)
    assert (g.to_act, g.decision) == (2, "lead")  # 接风 after 1: the scramble starts
    run(g, "2: 4")
    events = run(g, "3: 2")  # 3's next gouji hand: in the scramble it is not deadly
    assert not any("deadly" in e.flags for e in events)
    assert (g.to_act, g.decision) == (4, "answer")
    assert g.view(0).top_mode == "scramble"


# ----- places, 串三户 and 落贡 with a rebel, every order of going out --------------------------------

RACE_RULES = Rules(bie_san=False, declare=False)


def rebel_race(rebel: int, order: tuple[int, ...]) -> tuple[Game, list[int]]:
    """Seat ``rebel`` revolts; the others try to go out in ``order``, each with its
    whole hand (a pair) when its turn comes and the pair is legal, until R-END.
    The scramble starts at the first lead after the first seat is out (R-SCRAMBLE),
    so a seat that must lead then goes out with its pair out of ``order``.
    Returns the game and the seats that went out, in order."""
    pairs = ["3S 3S", "5 5", "6 6", "7 7", "8 8"]  # 3S 3S leads first (R-FIRST, 憋三 off)
    hands = ["9 9"] * 6
    for holder, cards in zip(order, pairs, strict=True):
        hands[holder] = cards
    g = Game.from_deal(hands, seed=5, rules=RACE_RULES)
    while g.phase == "revolt":
        asked = g.to_act
        assert asked is not None
        g.apply(Action.revolt(asked) if asked == rebel else Action.pass_(asked))
    g.apply(Action.nohead((rebel + 3) % 6))
    out: list[int] = []
    for _ in range(100):
        if g.finished:
            break
        seat = g.to_act
        assert seat is not None
        expected = next(s for s in order if s not in out)
        whole = Action.play(seat, g.hand(seat))  # its whole hand: a pair
        if g.decision == "lead" or seat == expected:
            try:
                g.apply(whole)
                out.append(seat)
                continue
            except IllegalAction:
                assert g.decision != "lead"
        g.apply(Action.pass_(seat))
    assert g.finished
    return g, out


@pytest.mark.parametrize("rebel", [0, 1])
def test_R_REVOLT_R_END_R_CHUAN3_places_scores_and_luo_gong_in_every_order(rebel: int) -> None:
    """R-REVOLT holds 四科 for the rebel, or 三科 when its teammates take 头科 and
    二科; R-END orders the rest (two cards each: ties in turn order from the seat
    after the last one out); R-CHUAN3 doubles and cancels tribute; R-LUOGONG."""
    others = [s for s in range(6) if s != rebel]
    for order in itertools.permutations(others):
        g, out = rebel_race(rebel, order)
        last = out[-1]
        rest = [(last + i) % 6 for i in range(1, 6) if (last + i) % 6 in others and (last + i) % 6 not in out]
        assert {s % 2 for s in rest} in ({0}, {1}), "R-END: the rest are one team"
        places = out + rest
        held = 2 if out[0] % 2 == out[1] % 2 == rebel % 2 else 3
        places.insert(held, rebel)
        assert g.places == places, order
        chuan3 = places[0] % 2 == places[1] % 2 == places[2] % 2
        assert g.is_chuan3 == chuan3
        expected = [0] * 6
        for i, s in enumerate(places):
            expected[s] = SCORES[i] * (2 if chuan3 else 1)
        assert g.scores == expected, order
        luo = {(t.giver, t.receiver, t.count) for t in g.tribute_owed() if t.kind == "luo"}
        assert luo == (set() if chuan3 else {(places[5], places[0], 2), (places[4], places[1], 1)})
        assert not g.opened(rebel) and g.opened((rebel + 3) % 6)


def test_R_END_ties_start_after_the_rebels_dui_tou_when_it_goes_out_last() -> None:
    g, out = rebel_race(1, (0, 2, 4, 3, 5))
    assert out == [0, 2, 4]  # 4, the rebel 1's 对头, goes out last: 3 and 5 are left
    assert g.places == [0, 2, 4, 1, 5, 3]  # tied at two cards: 5 (after 4) before 3
    assert g.is_chuan3
