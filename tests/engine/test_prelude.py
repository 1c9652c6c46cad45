"""RULES.md §7, the phases before play: 宣点 (R-DECLARE), 买三 (R-BUY3), 革命
(R-REVOLT), 要头/无头 (R-HEAD), 上班 (R-FIRST), void deals, and the §12
options that switch them off."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from gouji_desktop.engine import Action, Event, Game, IllegalAction, Rules

FILLER = "3 2 6"  # a hand that takes no part: has a 3 (no 买三) and a 2 (no 革命 offer)


# ----- helpers -------------------------------------------------------------


def deal(hands: dict[int, str], rules: Rules | None = None, seed: int = 0, first_from: int = 0) -> Game:
    """A fixed first deal; seats not named get FILLER."""
    return Game.from_deal(
        [hands.get(s, FILLER) for s in range(6)], seed=seed, rules=rules, first_from=first_from
    )


def declare_all(game: Game, declare: Iterable[int] = ()) -> list[Event]:
    """Answer the six 宣点 decisions (declare for the given seats); the events they caused."""
    declare = set(declare)
    events: list[Event] = []
    for seat in range(6):
        assert (game.phase, game.to_act) == ("declare", seat)
        events += game.apply(Action.declare(seat) if seat in declare else Action.pass_(seat))
    return events


def through_prelude(game: Game, revolt: Iterable[int] = (), head: bool = False) -> Game:
    """Decline 宣点, revolt for the given seats, then 要头 (``head``) or 无头."""
    revolt = set(revolt)
    declare_all(game)
    while game.phase in ("revolt", "head"):
        seat = game.to_act
        assert seat is not None
        if game.phase == "revolt":
            game.apply(Action.revolt(seat) if seat in revolt else Action.pass_(seat))
        else:
            game.apply(Action.head(seat) if head else Action.nohead(seat))
    assert game.phase == "play"
    return game


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


def ranks(game: Game, seat: int) -> str:
    """The ranks a seat holds, low to high, suits left out."""
    return " ".join(str(c.bare) for c in game.hand(seat))


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


# ----- R-DECLARE ---------------------------------------------------------------


def test_R_DECLARE_each_seat_asked_in_seat_order_0_to_5() -> None:
    game = deal({})
    asked = []
    while game.phase == "declare":
        seat = game.to_act
        assert seat is not None
        asked.append(seat)
        assert set(game.legal_actions()) == {Action.declare(seat), Action.pass_(seat)}
        game.apply(Action.declare(seat) if seat in (0, 3, 4) else Action.pass_(seat))
    assert asked == [0, 1, 2, 3, 4, 5]
    assert game.phase == "play"
    assert game.view(1).declared == (True, False, False, True, True, False)


def test_R_DECLARE_declining_is_private_declaring_is_public() -> None:
    game = deal({})
    game.apply(Action.declare(0))
    game.apply(Action.pass_(1))
    for seat in (0, 2, 3, 4, 5):
        log = game.view(seat).log
        assert [e for e in log if e.seat == 1] == []  # seat 1 only declined
        assert [e.kind for e in log if e.seat == 0] == ["declare"]
    assert [e.kind for e in game.view(1).log if e.seat == 1] == ["decline"]


def test_R_DECLARE_out_of_turn_or_wrong_decision_is_refused() -> None:
    game = deal({})
    before = game.copy()
    for action in (Action.declare(3), Action.revolt(0), Action.play(0, "6"), Action.head(0)):
        with pytest.raises(IllegalAction):
            game.apply(action)
        assert game == before


def test_declare_option_off_no_declare_phase() -> None:
    game = deal({}, rules=Rules(declare=False))
    assert game.phase == "play"
    assert game.view(0).declared == (False,) * 6
    with pytest.raises(IllegalAction):
        game.apply(Action.declare(game.to_act))  # type: ignore[arg-type]


# ----- R-BUY3 ------------------------------------------------------------------


def test_R_BUY3_buy_from_the_opposite_seat_holding_two_threes() -> None:
    game = deal({0: "2D 2S 6", 3: "3H 3S 6 2", 1: "3 3 2", 5: "3 3 2"})
    events = declare_all(game)
    buys = of_kind(events, "buy3")
    assert [(e.seat, e.target) for e in buys] == [(0, 3)]
    assert ranks(game, 0) == "3 6 2"
    assert ranks(game, 3) == "3 6 2 2"
    assert (ranks(game, 1), ranks(game, 5)) == ("3 3 2", "3 3 2")


@pytest.mark.parametrize("buyer", range(6))
@pytest.mark.parametrize("sellers", [(1, 5), (5,)], ids=["both-neighbours", "upper-only"])
def test_R_BUY3_else_buy_from_a_neighbour_nearer_in_turn_order_first(
    buyer: int, sellers: tuple[int, ...]
) -> None:
    hands = {buyer: "6 2", (buyer + 3) % 6: "3 6 2"}  # the 对头 has a single 3
    for n in (1, 5):
        hands[(buyer + n) % 6] = "3 3 2" if n in sellers else "3 6 2"
    hands[(buyer + 2) % 6] = hands[(buyer + 4) % 6] = "3 3 2"  # teammates: only asked last
    game = deal(hands)
    buys = of_kind(declare_all(game), "buy3")
    seller = (buyer + sellers[0]) % 6
    assert [(e.seat, e.target) for e in buys] == [(buyer, seller)]
    assert ranks(game, buyer) == "3 6"
    assert ranks(game, seller) == "3 2 2"


@pytest.mark.parametrize("mates", [(2, 4), (4,)], ids=["both-teammates", "second-only"])
def test_R_BUY3_else_ask_a_teammate_for_free_s_plus_2_first(mates: tuple[int, ...]) -> None:
    hands = {0: "6 2", 2: "3 6 2", 4: "3 6 2"}  # opponents 1, 3, 5 hold one 3 each (FILLER)
    for m in mates:
        hands[m] = "3 3 2"
    game = deal(hands)
    events = declare_all(game)
    assert of_kind(events, "buy3") == []
    asks = of_kind(events, "ask3")
    assert [(e.seat, e.target) for e in asks] == [(0, mates[0])]
    assert ranks(game, 0) == "3 6 2"  # nothing paid
    assert ranks(game, mates[0]) == "3 2"


@pytest.mark.parametrize(
    ("wilds", "paid"),
    [("2 SJ BJ", "2"), ("SJ BJ", "SJ"), ("BJ BJ", "BJ"), ("2D 2H", "2")],
)
def test_R_BUY3_buyer_pays_his_lowest_wild_card(wilds: str, paid: str) -> None:
    game = deal({0: f"6 {wilds}", 3: "3 3 6"})
    declare_all(game)
    assert ranks(game, 3) == f"3 6 {paid}"
    assert len(game.hand(0)) == len(wilds.split()) + 1
    assert "3" in ranks(game, 0).split()


def test_R_BUY3_seats_buy_in_seat_order_each_from_the_cards_as_they_are_then() -> None:
    # seat 0 buys seat 1's second 3; so seat 2 finds no seller and asks teammate 4
    hands = {0: "6 2", 1: "3 3 2", 2: "7 2", 3: "3 6 2", 4: "3 3 2", 5: "3 6 2"}
    game = deal(hands)
    events = declare_all(game)
    got = [(e.kind, e.seat, e.target) for e in events if e.kind in ("buy3", "ask3")]
    assert got == [("buy3", 0, 1), ("ask3", 2, 4)]


def test_R_BUY3_no_three_and_no_wild_revolts_automatically() -> None:
    game = deal({0: "6 7", 2: "3 3 2", 3: "3 3 2"})
    events = declare_all(game)
    assert [e.seat for e in of_kind(events, "revolt")] == [0]
    assert of_kind(events, "ask3") == of_kind(events, "buy3") == []
    view = game.view(3)
    assert view.rebel[0] and not view.active[0]
    assert ranks(game, 2) == "3 3 2"
    assert (game.phase, game.to_act) == ("head", 3)  # R-HEAD: the rebel's 对头 chooses


def test_R_BUY3_revolution_off_a_seat_without_wild_asks_its_teammates() -> None:
    game = deal({0: "6 7", 2: "3 3 2", 3: "3 3 2"}, rules=Rules(revolution=False))
    events = declare_all(game)
    assert [(e.seat, e.target) for e in of_kind(events, "ask3")] == [(0, 2)]
    assert ranks(game, 0) == "3 6 7"
    assert not any(game.view(0).rebel)
    assert game.phase == "play"


@pytest.mark.parametrize(
    ("hand", "rules"),
    [("6 2", Rules()), ("6 7", Rules(revolution=False))],
    ids=["nobody-sells", "revolution-off-no-wild"],
)
def test_R_BUY3_no_three_to_be_had_voids_the_deal(hand: str, rules: Rules) -> None:
    game = deal({0: hand}, rules=rules)  # everybody else holds a single 3
    events = declare_all(game)
    assert "void_deal" in [e.kind for e in events]
    assert [len(game.hand(s)) for s in range(6)] == [36] * 6  # a new deal from the seed
    assert (game.phase, game.to_act) == ("declare", 0)  # the whole sequence starts again


def test_bie_san_off_no_buying_three() -> None:
    game = deal({0: "6 2", 3: "3 3 2"}, rules=Rules(bie_san=False))
    events = declare_all(game)
    assert of_kind(events, "buy3") == of_kind(events, "ask3") == []
    assert (ranks(game, 0), ranks(game, 3)) == ("6 2", "3 3 2")
    assert game.phase == "play"


def test_R_BUY3_buyer_and_seller_see_the_exchange_with_declare_off() -> None:
    game = deal({0: "6 2", 3: "3 3 6"}, rules=Rules(declare=False))
    assert ranks(game, 0) == "3 6"
    assert "buy3" in [e.kind for e in game.view(0).log]
    assert game.view(3).exchanges


# ----- R-REVOLT ----------------------------------------------------------------


def test_R_REVOLT_only_eligible_seats_are_offered_in_seat_order() -> None:
    game = deal({1: "3 6 7", 4: "3 8 9", 2: "3 SJ 5"})
    declare_all(game)
    offered = []
    while game.phase == "revolt":
        seat = game.to_act
        assert seat is not None
        offered.append(seat)
        assert set(game.legal_actions()) == {Action.revolt(seat), Action.pass_(seat)}
        game.apply(Action.pass_(seat))
    assert offered == [1, 4]
    assert game.phase == "play"


def test_R_REVOLT_eligibility_counts_the_cards_after_buying_three() -> None:
    # seat 0 pays its only 2 for a 3 and becomes eligible; seat 3 gets the 2 and is not
    game = deal({0: "6 2", 3: "3 3 6"})
    declare_all(game)
    assert (game.phase, game.to_act) == ("revolt", 0)
    game.apply(Action.pass_(0))
    assert game.phase == "play"


def test_R_REVOLT_declining_is_private() -> None:
    game = deal({1: "3 6 7"})
    declare_all(game)
    game.apply(Action.pass_(1))
    for seat in (0, 2, 3, 4, 5):
        assert [e for e in game.view(seat).log if e.seat == 1] == []
    assert [e.info for e in game.view(1).log if e.seat == 1 and e.kind == "decline"] == ["declare", "revolt"]


def test_R_REVOLT_rebel_lays_down_its_cards_and_its_opposite_chooses_head() -> None:
    game = deal({1: "3 6 7"})
    declare_all(game)
    game.apply(Action.revolt(1))
    view = game.view(0)
    assert view.rebel[1] and not view.active[1]
    assert not game.is_active(1)
    assert (game.phase, game.to_act) == ("head", 4)
    assert set(game.legal_actions()) == {Action.head(4), Action.nohead(4)}
    assert (game.opened(1), game.opened(4)) == (False, True)  # R-REVOLT, for 点贡


def test_R_REVOLT_rebel_is_placed_si_ke_and_never_acts() -> None:
    # seat 0 revolts; seat 1 leads (two 4S); the others go out in turn 1, 2, 3, 4
    game = through_prelude(deal({0: "3 5 6", 1: "3 4S 4S 2"}), revolt={0})
    places_seen: list[list[int]] = [[]]
    while not game.finished:
        assert game.to_act != 0
        acts = game.legal_actions()
        passes = [a for a in acts if a.kind == "pass"]
        game.apply(passes[0] if passes else max(acts, key=lambda a: len(a.cards)))
        if not places_seen or game.places != places_seen[-1]:
            places_seen.append(game.places)
    assert places_seen == [[], [1], [1, 2], [1, 2, 3, 0], [1, 2, 3, 0, 4, 5]]
    assert game.scores is not None and game.scores[0] == -1
    assert not game.is_chuan3


def test_R_REVOLT_rebel_is_placed_san_ke_when_its_teammates_take_tou_ke_and_er_ke() -> None:
    # seat 4 revolts; seat 0 leads (two 4S) and goes out; seat 2 beats its last 3 and goes out
    hands = {0: "3 4S 4S 2", 1: "3 5 2", 2: "3 K", 3: "3 5 2", 4: "3 7 8", 5: "3 5 2"}
    game = through_prelude(deal(hands), revolt={4})
    play_out(game, movers={0, 2})
    assert game.places[:3] == [0, 2, 4]
    assert game.is_chuan3  # 串三户: scores doubled
    assert game.scores is not None and [game.scores[s] for s in (0, 2, 4)] == [8, 4, 2]


@pytest.mark.parametrize("forced", [False, True], ids=["two-choose", "forced-and-one-chooses"])
def test_R_REVOLT_two_rebels_void_the_deal(forced: bool) -> None:
    hands = {1: "3 6 7", 4: "3 8 9"}
    if forced:
        hands = {0: "6 7", 2: "3 3 2", 1: "3 6 7"}  # seat 0 must revolt (R-BUY3)
    game = deal(hands)
    declare_all(game, declare={0})
    assert game.phase == "revolt"
    events: list[Event] = []
    while game.phase == "revolt":
        events = game.apply(Action.revolt(game.to_act))  # type: ignore[arg-type]
    assert "void_deal" in [e.kind for e in events]
    view = game.view(0)
    assert (game.phase, game.to_act) == ("declare", 0)
    assert not any(view.rebel) and not any(view.declared)
    assert [len(game.hand(s)) for s in range(6)] == [36] * 6


def test_R_REVOLT_two_forced_rebels_void_the_deal() -> None:
    game = deal({0: "6 7", 1: "8 9"})  # neither holds a 3 nor a wild card
    events = declare_all(game)
    assert "void_deal" in [e.kind for e in events]
    assert (game.phase, game.to_act) == ("declare", 0)
    assert [len(game.hand(s)) for s in range(6)] == [36] * 6


def test_revolution_option_off_no_revolt_phase() -> None:
    game = deal({1: "3 6 7", 4: "3 8 9"}, rules=Rules(revolution=False))
    declare_all(game)
    assert game.phase == "play"
    assert not any(game.view(0).rebel)


# ----- R-HEAD ------------------------------------------------------------------

HEAD_DEAL = {0: "3 5 6", 3: "3 4S 4S 8 K K A A Q Q Q J J J J", 1: "3 2 9", 2: "3 2 9", 4: "3 2 9"}


def lead_and_let_pass(game: Game, seat: int, cards: str) -> list[Event]:
    """``seat`` leads ``cards``; every seat asked passes until ``seat`` leads again."""
    events = game.apply(Action.play(seat, cards))
    while game.decision != "lead":
        events += game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]
    assert game.to_act == seat
    return events


def test_R_HEAD_nohead_makes_the_opposite_headless_at_once() -> None:
    game = through_prelude(deal(HEAD_DEAL), revolt={0}, head=False)
    assert game.to_act == 3  # R-FIRST: two 4S
    assert game.is_headless(3)
    events = game.apply(Action.play(3, "K K"))
    assert "deadly" not in of_kind(events, "play")[0].flags
    assert (game.to_act, game.decision) == (4, "answer")  # anyone may beat a headless seat's hand


def test_R_HEAD_head_first_three_gouji_hands_deadly_then_headless() -> None:
    game = through_prelude(deal(HEAD_DEAL), revolt={0}, head=True)
    assert game.to_act == 3
    deadly = []
    for cards in ("K K", "8", "A A", "Q Q Q"):
        assert not game.is_headless(3)  # headed until the third
        events = lead_and_let_pass(game, 3, cards)
        deadly.append("deadly" in of_kind(events, "play")[0].flags)
        if deadly[-1]:
            assert of_kind(events, "pass") == []  # nobody may answer a deadly hand
    assert deadly == [True, False, True, True]  # a non-gouji 8 does not count
    assert game.is_headless(3)
    events = game.apply(Action.play(3, "J J J J"))
    assert "deadly" not in of_kind(events, "play")[0].flags
    assert (game.to_act, game.decision) == (4, "answer")


# ----- R-FIRST -----------------------------------------------------------------


def first_leader(game: Game) -> int:
    through_prelude(game)
    assert game.decision == "lead" and game.to_act is not None
    return game.to_act


def test_R_FIRST_most_cards_of_one_suit_of_rank_four() -> None:
    hands = {1: "3 2 4S 4S", 2: "3 2 4H 4H 4H", 4: "3 2 4S 4H 4C 4D"}
    assert first_leader(deal(hands)) == 2


@pytest.mark.parametrize(("first_from", "leader"), [(0, 1), (1, 1), (2, 4), (3, 4), (4, 4), (5, 1)])
def test_R_FIRST_ties_go_to_the_first_tied_seat_from_first_from(first_from: int, leader: int) -> None:
    hands = {1: "3 2 4S 4S", 4: "3 2 4D 4D"}
    assert first_leader(deal(hands, first_from=first_from)) == leader


def test_R_FIRST_nobody_with_two_a_random_seat_from_the_seed() -> None:
    # two 4s each, never of one suit (and no more than four of a card: R-DECK)
    fours = ["4S 4H", "4S 4H", "4C 4D", "4C 4D", "4S 4C", "4H 4D"]
    hands = {s: f"3 2 {fours[s]}" for s in range(6)}
    leaders = [first_leader(deal(hands, seed=seed)) for seed in range(30)]
    assert leaders == [first_leader(deal(hands, seed=seed)) for seed in range(30)]
    assert len(set(leaders)) >= 3


def test_R_FIRST_rebels_never_lead() -> None:
    game = through_prelude(deal({0: "3 4S 4S 4S 5", 1: "3 2 4H 4H"}), revolt={0})
    assert game.to_act == 1
    for seed in range(30):  # and never by the random draw
        game = through_prelude(deal({0: "3 5 6"}, seed=seed), revolt={0})
        assert game.to_act != 0


def test_R_FIRST_bie_san_off_counts_threes() -> None:
    hands = {1: "3S 4S 4S 4S 2", 5: "3D 3D 2 6", 0: "3C 2 6", 2: "3C 2 6", 3: "3C 2 6", 4: "3C 2 6"}
    assert first_leader(deal(hands)) == 1
    assert first_leader(deal(hands, rules=Rules(bie_san=False))) == 5


def test_bie_san_off_three_is_an_ordinary_rank() -> None:
    hands = ["3 3 2 6", "5", "5", "5", "5", "5"]
    with pytest.raises(IllegalAction):
        Game.from_hands(hands, leader=0).apply(Action.play(0, "2 3 3"))
    game = Game.from_hands(hands, leader=0, rules=Rules(bie_san=False))
    game.apply(Action.play(0, "2 3 3"))
    assert ranks(game, 0) == "6"
