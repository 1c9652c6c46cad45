"""RULES.md §11: the tribute (进贡) a finished game owes (R-DIANGONG, R-MENGONG,
R-SHAOGONG, R-LUOGONG, R-TRIBORDER, R-CHUAN3), how the engine pays it at the
start of the next game (R-TRIBCARD) and the 还贡 decisions (R-NORETURNSINGLE)."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from gouji_desktop.engine import Action, Card, Game, IllegalAction, Rules, Tribute, TributeKind, parse_cards
from gouji_desktop.engine.tribute import dian_pair

ORDER = ("men", "shao", "dian", "luo")  # R-TRIBORDER
FILLER = "3 2 6"  # a hand that takes no part: has a 3 (no 买三) and a 2 (no 革命 offer)


# ----- helpers -------------------------------------------------------------


def play_out(game: Game, movers: Iterable[int] = ()) -> Game:
    """Finish the play phase: ``movers`` play their largest hand whenever they can,
    the other seats pass whenever they may (else play their largest hand)."""
    movers = set(movers)
    while not game.finished:
        acts = game.legal_actions()
        plays = [a for a in acts if a.kind in ("play", "burn")]
        passes = [a for a in acts if a.kind == "pass"]
        if passes and not (plays and game.to_act in movers):
            game.apply(passes[0])
        else:
            game.apply(max(plays, key=lambda a: len(a.cards)))
    return game


def through_prelude(game: Game, declare: Iterable[int] = (), revolt: Iterable[int] = ()) -> Game:
    """Answer the pre-play decisions: 还贡 the first legal card, 宣点 and 革命 for
    the given seats (else decline), 无头."""
    declare, revolt = set(declare), set(revolt)
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        if game.phase == "return":
            game.apply(game.legal_actions()[0])
        elif game.phase == "declare":
            game.apply(Action.declare(seat) if seat in declare else Action.pass_(seat))
        elif game.phase == "revolt":
            game.apply(Action.revolt(seat) if seat in revolt else Action.pass_(seat))
        else:
            game.apply(Action.nohead(seat))
    return game


def ranks(game: Game, seat: int) -> str:
    """The ranks a seat holds, low to high, suits left out."""
    return " ".join(str(c.bare) for c in game.hand(seat))


def return_ranks(game: Game) -> set[str]:
    """The ranks of the cards the seat to act may return now."""
    acts = game.legal_actions()
    assert all(a.kind == "return" and len(a.cards) == 1 for a in acts)
    return {str(a.cards[0].bare) for a in acts}


def deal(hands: dict[int, str], tribute: list[Tribute], rules: Rules | None = None) -> Game:
    """A fixed deal (seats not named get FILLER) that starts by paying ``tribute``."""
    return Game.from_deal([hands.get(s, FILLER) for s in range(6)], rules=rules, tribute=tribute)


def passing_game(hands: list[str], leader: int, declared: Iterable[int] = ()) -> Game:
    """A finished game in which every seat plays its one hand in turn from ``leader``
    while all others pass: places are leader, leader+1, …; a seat opens iff its
    hand counts for opening (all hands win their round)."""
    flags = [s in set(declared) for s in range(6)]
    return play_out(Game.from_hands(hands, leader=leader, declared=flags))


def owed(game: Game, kind: str) -> set[tuple[int, int, int]]:
    return {(t.giver, t.receiver, t.count) for t in game.tribute_owed() if t.kind == kind}


# ----- R-DIANGONG ------------------------------------------------------------

# (A declared, B declared, A opened, B opened) -> {(giver, receiver, count)}, A = 0 and B = 1
DIAN_TABLE: dict[tuple[bool, bool, bool, bool], set[tuple[int, int, int]]] = {
    # both declared
    (True, True, True, False): {(1, 0, 4)},
    (True, True, False, True): {(0, 1, 4)},
    (True, True, False, False): {(0, 1, 2), (1, 0, 2)},
    (True, True, True, True): {(0, 1, 2), (1, 0, 2)},
    # neither declared
    (False, False, True, False): {(1, 0, 1)},
    (False, False, False, True): {(0, 1, 1)},
    (False, False, False, False): {(0, 1, 1), (1, 0, 1)},
    (False, False, True, True): set(),
    # A only declared
    (True, False, True, False): {(1, 0, 3)},
    (True, False, False, True): {(0, 1, 3)},
    (True, False, False, False): {(0, 1, 1), (1, 0, 2)},
    (True, False, True, True): {(0, 1, 2)},
    # B only declared: the A-only row with A and B swapped
    (False, True, False, True): {(0, 1, 3)},
    (False, True, True, False): {(1, 0, 3)},
    (False, True, False, False): {(1, 0, 1), (0, 1, 2)},
    (False, True, True, True): {(1, 0, 2)},
}


def _case_id(case: tuple[bool, bool, bool, bool]) -> str:
    da, db, oa, ob = case
    declared = {(True, True): "both", (False, False): "neither", (True, False): "A", (False, True): "B"}
    opened = {(True, True): "both", (False, False): "neither", (True, False): "A", (False, True): "B"}
    return f"declared-{declared[(da, db)]}-opened-{opened[(oa, ob)]}"


DIAN_CASES = sorted(DIAN_TABLE)


@pytest.mark.parametrize("case", DIAN_CASES, ids=[_case_id(c) for c in DIAN_CASES])
def test_R_DIANGONG_table_via_dian_pair(case: tuple[bool, bool, bool, bool]) -> None:
    da, db, oa, ob = case
    result = dian_pair(declared=(da, db), opened=(oa, ob))
    assert set(result) == DIAN_TABLE[case]
    assert len(result) == len(set(result))  # one entry per giver and receiver


@pytest.mark.parametrize("a", [0, 1, 2])
@pytest.mark.parametrize("case", DIAN_CASES, ids=[_case_id(c) for c in DIAN_CASES])
def test_R_DIANGONG_table_via_a_finished_game(case: tuple[bool, bool, bool, bool], a: int) -> None:
    da, db, oa, ob = case
    b = a + 3
    opened = {s for s, flag in ((a, oa), (b, ob)) if flag}
    declared = {s for s, flag in ((a, da), (b, db)) if flag}
    hands = ["K K" if s in opened else "5 5" for s in range(6)]
    game = passing_game(hands, leader=a, declared=declared)
    assert [game.opened(s) for s in (a, b)] == [oa, ob]
    name = {a: 0, b: 1}
    pair = {(name[g], name[r], n) for g, r, n in owed(game, "dian") if g in name and r in name}
    assert pair == DIAN_TABLE[case]


def test_R_DIANGONG_other_pairs_neither_declared_nor_opened_each_give_one() -> None:
    game = passing_game(["K K", "5 5", "5 5", "5 5", "5 5", "5 5"], leader=0, declared=[0])
    assert owed(game, "dian") == {(3, 0, 3), (1, 4, 1), (4, 1, 1), (2, 5, 1), (5, 2, 1)}


REBEL_DECLARED = [
    ((True, True), {(0, 1, 4)}),
    ((False, False), {(0, 1, 1)}),
    ((True, False), {(0, 1, 3)}),
    ((False, True), {(0, 1, 3)}),
]


@pytest.mark.parametrize(
    ("declared", "expected"), REBEL_DECLARED, ids=["both", "neither", "rebel", "opposite"]
)
def test_R_DIANGONG_rebel_counts_as_not_opened_and_its_opposite_as_opened(
    declared: tuple[bool, bool], expected: set[tuple[int, int, int]]
) -> None:
    # seat 0 revolts (no 2, no joker); nobody's hand counts for opening (2 5 5 is three 5s)
    hands = ["3 5 6", "3 2 5 5", "3 2 5 5", "3 2 5 5", "3 2 5 5", "3 2 5 5"]
    game = Game.from_deal(hands)
    through_prelude(game, declare={s for s, f in zip((0, 3), declared, strict=True) if f}, revolt={0})
    assert game.view(1).rebel[0]
    assert (game.opened(0), game.opened(3)) == (False, True)
    play_out(game)
    assert not any(game.opened(s) for s in (1, 2, 4, 5))
    name = {0: 0, 3: 1}
    pair = {(name[g], name[r], n) for g, r, n in owed(game, "dian") if g in name and r in name}
    assert pair == expected


# ----- R-MENGONG, R-SHAOGONG, R-LUOGONG, R-TRIBORDER, R-CHUAN3 ----------------


def test_R_MENGONG_one_card_per_men() -> None:
    game = Game.from_hands(["8 3", "9", "5", "5", "5", "5"], leader=0)
    game.apply(Action.play(0, "8"))  # only 3s left
    game.apply(Action.play(1, "9"))  # beaten: seat 0 is 闷 by seat 1
    play_out(game)
    assert owed(game, "men") == {(0, 1, 1)}


@pytest.mark.parametrize("burner", [1, 2], ids=["opponent", "teammate"])
def test_R_SHAOGONG_one_card_per_successful_burn(burner: int) -> None:
    hands = ["K K 5", "5", "5", "5", "5", "5"]
    hands[burner] = "A A 6"  # A A beats K K, then one hand is left: a burn chain
    game = Game.from_hands(hands, leader=0)
    game.apply(Action.play(0, "K K"))
    assert (game.to_act, game.decision) == (burner, "burn_offer")
    game.apply(Action.burn(burner, "A A"))
    play_out(game)
    assert (burner, 0) in game.view(0).burns
    assert owed(game, "shao") == {(0, burner, 1)}


def test_R_SHAOGONG_nothing_for_a_broken_burn() -> None:
    game = Game.from_hands(["K K 5", "A A 6", "5", "5", "2 2", "5"], leader=0)
    game.apply(Action.play(0, "K K"))
    game.apply(Action.burn(1, "A A"))
    events = game.apply(Action.play(4, "2 2"))  # seat 1's 对头 beats the burn: 解烧
    assert "burn_broken" in [e.kind for e in events]
    play_out(game)
    assert owed(game, "shao") == set()


def test_R_SHAOGONG_and_R_MENGONG_nothing_without_men_or_burn() -> None:
    game = passing_game(["K K"] * 6, leader=0)
    assert owed(game, "men") == set()
    assert owed(game, "shao") == set()


@pytest.mark.parametrize("leader", range(6))
def test_R_LUOGONG_da_luo_gives_tou_ke_two_er_luo_gives_er_ke_one(leader: int) -> None:
    game = passing_game(["5 5"] * 6, leader=leader)
    places = game.places
    assert places == [(leader + i) % 6 for i in range(6)]
    assert owed(game, "luo") == {(places[5], places[0], 2), (places[4], places[1], 1)}
    # 三科 and 四科 neither give nor receive
    luo = [t for t in game.tribute_owed() if t.kind == "luo"]
    assert not {places[2], places[3]} & {s for t in luo for s in (t.giver, t.receiver)}


def test_R_LUOGONG_between_teammates_is_owed_too() -> None:
    # out in order 1, 0, 2, 4; seats 3 and 5 are left: 大落 3 (more cards) gives 头科 1, its teammate
    game = Game.from_hands(["10", "9", "J", "5 5 5", "Q", "5"], leader=1)
    game.apply(Action.play(1, "9"))
    for seat in (2, 3, 4, 5):
        game.apply(Action.pass_(seat))
    game.apply(Action.play(0, "10"))
    # the round finishes under the ordinary rules (R-SCRAMBLE): 3 (对头) and 4 (headless) answer
    game.apply(Action.pass_(3))
    game.apply(Action.pass_(4))
    game.apply(Action.play(2, "J"))  # 接风: the scramble's first lead
    game.apply(Action.pass_(3))
    game.apply(Action.play(4, "Q"))
    assert game.finished
    assert game.places == [1, 0, 2, 4, 5, 3]
    assert owed(game, "luo") == {(3, 1, 2), (5, 0, 1)}


def test_R_TRIBORDER_owed_in_order_men_shao_dian_luo() -> None:
    hands = ["K K 5", "A A 6", "8 3", "9", "5", "5"]
    game = Game.from_hands(hands, leader=0, declared=[True] * 6)
    game.apply(Action.play(0, "K K"))
    game.apply(Action.burn(1, "A A"))  # seat 1 burns seat 0
    game.apply(Action.pass_(4))
    game.apply(Action.play(1, "6"))  # seat 1 goes out along the chain: 烧 succeeds
    game.apply(Action.play(2, "8"))  # only 3s left
    game.apply(Action.play(3, "9"))  # seat 2 is 闷 by seat 3
    play_out(game)
    kinds = [t.kind for t in game.tribute_owed()]
    assert set(kinds) == set(ORDER)
    assert kinds == sorted(kinds, key=ORDER.index)
    assert owed(game, "men") == {(2, 3, 1)}
    assert owed(game, "shao") == {(0, 1, 1)}


def test_R_CHUAN3_nothing_owed_after_chuan_san_hu() -> None:
    # team {0, 2, 4} goes out first; all declared and nobody opened, so 点贡 would be due
    game = Game.from_hands(["9", "5", "10", "5", "J", "5"], leader=0, declared=[True] * 6)
    game.apply(Action.play(0, "9"))
    game.apply(Action.pass_(1))
    game.apply(Action.play(2, "10"))
    game.apply(Action.pass_(3))
    game.apply(Action.play(4, "J"))
    assert game.finished and game.places[:3] == [0, 2, 4]
    assert game.is_chuan3
    assert game.tribute_owed() == []


def test_R_CHUAN3_with_a_rebel_third_member_nothing_owed() -> None:
    # seat 4 revolts; seat 0 leads (two 4S), goes out, and seat 2 beats its last 3 and goes out
    hands = ["3 4S 4S 2", "3 5 2", "3 K", "3 5 2", "3 7 8", "3 5 2"]
    game = through_prelude(Game.from_deal(hands), revolt={4})
    assert game.to_act == 0
    play_out(game, movers={0, 2})
    assert game.places[:3] == [0, 2, 4]
    assert game.is_chuan3
    assert game.tribute_owed() == []


# ----- R-TRIBCARD: paying ----------------------------------------------------


def test_R_TRIBCARD_giver_pays_his_highest_cards() -> None:
    game = deal({0: "6", 3: "3 5 K A 2 SJ BJ"}, [Tribute(3, 0, TributeKind.DIAN, 4)])
    assert ranks(game, 0) == "6 A 2 SJ BJ"
    assert ranks(game, 3) == "3 5 K"


def test_R_TRIBCARD_each_gives_the_other_two_is_a_fair_swap() -> None:
    game = deal(
        {0: "5 6 BJ BJ", 3: "7 8 A A"},
        [Tribute(0, 3, TributeKind.DIAN, 2), Tribute(3, 0, TributeKind.DIAN, 2)],
    )
    assert ranks(game, 0) == "5 6 A A"
    assert ranks(game, 3) == "7 8 BJ BJ"


def test_R_TRIBORDER_kinds_paid_in_order_each_from_the_hand_before_it() -> None:
    # the big joker travels 0 -(闷)-> 1 -(烧)-> 2 -(点)-> 5 -(落)-> 0 only if the kinds go in order
    hands = {0: "5 BJ", 1: "6", 2: "7", 5: "8"}
    tribute = [
        Tribute(5, 0, TributeKind.LUO, 1),
        Tribute(2, 5, TributeKind.DIAN, 1),
        Tribute(0, 1, TributeKind.MEN, 1),
        Tribute(1, 2, TributeKind.SHAO, 1),
    ]
    game = deal(hands, tribute)
    assert [ranks(game, s) for s in (0, 1, 2, 5)] == ["5 BJ", "6", "7", "8"]


def test_R_TRIBCARD_one_giver_of_two_entries_pays_both_from_his_hand_before() -> None:
    game = deal(
        {0: "5 SJ BJ", 1: "6", 2: "7"},
        [Tribute(0, 1, TributeKind.SHAO, 1), Tribute(0, 2, TributeKind.SHAO, 1)],
    )
    assert ranks(game, 0) == "5"
    assert (ranks(game, 1), ranks(game, 2)) == ("6 BJ", "7 SJ")  # successive highest, in entry order


def test_R_TRIBCARD_between_teammates_is_paid_too() -> None:
    game = deal({0: "6 7", 4: "5 K 2"}, [Tribute(4, 0, TributeKind.LUO, 2)])
    assert ranks(game, 0) == "6 7 K 2"
    assert ranks(game, 4) == "5"
    assert game.phase == "return" and game.to_act == 0


def test_R_TRIBCARD_one_return_per_card_received_in_entry_order() -> None:
    tribute = [
        Tribute(0, 1, TributeKind.MEN, 1),
        Tribute(2, 5, TributeKind.DIAN, 2),
        Tribute(1, 4, TributeKind.DIAN, 1),
        Tribute(4, 3, TributeKind.LUO, 1),
    ]
    game = deal({s: "5 6 7 8" for s in range(6)}, tribute)
    sizes = [len(game.hand(s)) for s in range(6)]
    assert sizes == [3, 4, 2, 5, 4, 6]
    seq = []
    while game.phase == "return":
        seat = game.to_act
        assert seat is not None
        seq.append(seat)
        receiver_before = len(game.hand(seat))
        game.apply(game.legal_actions()[0])
        assert len(game.hand(seat)) == receiver_before - 1
    assert seq == [1, 5, 5, 4, 3]
    assert [len(game.hand(s)) for s in range(6)] == [4] * 6
    assert game.phase == "declare"  # then the rest of §7


def test_R_TRIBCARD_return_goes_to_the_giver_suit_included() -> None:
    game = deal({0: "5 BJ", 1: "9S 9H 5C"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    returns = {a.cards for a in game.legal_actions()}
    assert (Card.parse("5C"),) in returns  # the giver holds a 5: only 5s
    assert returns == {(Card.parse("5C"),)}
    game = deal({0: "5 BJ", 1: "9S 9H"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    returns = {a.cards for a in game.legal_actions()}
    assert {(Card.parse("9S"),), (Card.parse("9H"),)} <= returns  # one choice per card, suit included
    game.apply(Action.return_(1, "9H"))
    assert game.hand(0) == parse_cards("5S 9H")
    assert game.hand(1) == parse_cards("9S BJ")


def test_R_TRIBCARD_may_return_the_card_just_received() -> None:
    game = deal({0: "5 BJ BJ", 1: "6 7"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    assert return_ranks(game) == {"BJ"}  # the giver still holds a BJ
    game.apply(Action.return_(1, "BJ"))
    assert ranks(game, 0) == "5 BJ BJ"
    assert ranks(game, 1) == "6 7"


def test_R_TRIBCARD_teammate_may_return_the_card_just_received() -> None:
    game = deal({0: "6", 4: "5 BJ"}, [Tribute(4, 0, TributeKind.LUO, 1)])
    game.apply(Action.return_(0, "BJ"))
    assert ranks(game, 4) == "5 BJ"


def test_R_TRIBCARD_illegal_return_is_refused_and_changes_nothing() -> None:
    game = deal({0: "5 BJ", 1: "5 6"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    before = game.copy()
    attempts = [
        (Action.return_(1, "K"), "not_held"),
        (Action.return_(1, "6"), "no_return_single"),
        (Action.return_(2, "6"), "not_your_turn"),
        (Action.declare(1), "wrong_phase"),
        (Action.play(1, "5"), "wrong_phase"),
    ]
    for action, code in attempts:
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.code == code
        assert str(info.value)
        assert game == before
        assert game.to_json() == before.to_json()


def test_R_TRIBCARD_void_deal_pays_the_tribute_again_on_the_new_deal() -> None:
    hands = {0: "3 2 5 BJ", 2: "3 5 6", 4: "3 7 8"}
    game = deal(hands, [Tribute(0, 1, TributeKind.MEN, 1)])
    game.apply(Action.return_(1, "2"))  # 不还单张: seat 0 holds 3 5 2
    while game.phase == "declare":
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]
    assert (game.phase, game.to_act) == ("revolt", 2)
    game.apply(Action.revolt(2))
    events = game.apply(Action.revolt(4))  # two rebels: void, redeal
    assert "void_deal" in [e.kind for e in events]
    assert game.phase == "return" and game.to_act == 1
    assert [len(game.hand(s)) for s in range(6)] == [35, 37, 36, 36, 36, 36]


def test_R_TRIBCARD_receiver_sees_the_tribute_it_received() -> None:
    game = deal({0: "5 BJ", 1: "6"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    assert (0, 1, (Card.parse("BJ"),)) in game.view(1).exchanges
    assert "tribute" in [e.kind for e in game.view(1).log]


# ----- R-NORETURNSINGLE --------------------------------------------------------


def test_R_NORETURNSINGLE_only_ranks_the_giver_holds() -> None:
    game = deal({0: "5 7 9 BJ", 1: "5 6 7 K"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    assert return_ranks(game) == {"5", "7"}
    for text in ("6", "K", "BJ"):
        with pytest.raises(IllegalAction) as info:
            game.apply(Action.return_(1, text))
        assert info.value.code == "no_return_single"


def test_R_NORETURNSINGLE_twos_and_jokers_are_ranks_too() -> None:
    game = deal({0: "5 2 BJ BJ", 1: "K 2"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    assert return_ranks(game) == {"2", "BJ"}


def test_R_NORETURNSINGLE_receiver_holding_none_of_them_may_return_any_card() -> None:
    game = deal({0: "5 BJ", 1: "Q K"}, [Tribute(0, 1, TributeKind.MEN, 1)])
    assert return_ranks(game) == {"Q", "K", "BJ"}


def test_R_NORETURNSINGLE_ranks_held_at_the_moment_of_that_return() -> None:
    game = deal({0: "5 BJ BJ", 3: "9 9 K"}, [Tribute(0, 3, TributeKind.DIAN, 2)])
    assert ranks(game, 0) == "5"
    assert return_ranks(game) == {"9", "K", "BJ"}  # holds no 5: any card
    game.apply(Action.return_(3, "9"))
    assert return_ranks(game) == {"9"}  # the giver now holds a 9
    with pytest.raises(IllegalAction):
        game.apply(Action.return_(3, "K"))


def test_R_NORETURNSINGLE_no_limit_between_teammates() -> None:
    game = deal({4: "5 5 BJ", 0: "6 K"}, [Tribute(4, 0, TributeKind.LUO, 1)])
    assert return_ranks(game) == {"6", "K", "BJ"}


def test_R_NORETURNSINGLE_option_off_no_limit() -> None:
    rules = Rules(no_return_single=False)
    game = deal({0: "5 7 9 BJ", 1: "5 6 7 K"}, [Tribute(0, 1, TributeKind.MEN, 1)], rules)
    assert return_ranks(game) == {"5", "6", "7", "K", "BJ"}
    game.apply(Action.return_(1, "K"))
    assert ranks(game, 0) == "5 7 9 K"


# ----- the tribute option off ----------------------------------------------------


def test_tribute_option_off_no_tribute_paid_and_none_owed() -> None:
    rules = Rules(tribute=False)
    game = deal({0: "5 BJ", 1: "6"}, [Tribute(0, 1, TributeKind.MEN, 1)], rules)
    assert game.phase == "declare"
    assert (ranks(game, 0), ranks(game, 1)) == ("5 BJ", "6")
    finished = play_out(Game.from_hands(["5 5"] * 6, leader=0, rules=rules, declared=[True] * 6))
    assert finished.tribute_owed() == []
