"""Expert positions (issue 11): fixed deals, each with one clear choice that a
strong Gouji player makes.  Every position lists *every* move such a player
would accept, the rule ids it turns on and why; both the normal and the hard
level must choose among them.

Seat 0 decides unless a position says otherwise; seat 3 is its 对头 (R-OPP),
seats 2 and 4 its teammates (R-TEAM).  The other seats hold ordinary cards, so
"sure" means sure against any holding of the cards seat 0 cannot see.
"""

from __future__ import annotations

import pytest
from ai_helpers import deal_with_rebel
from expert_check import Position, agent_for, check, pos

from gouji_desktop.engine import Action, ActionKind, Game, Phase

# Filler hands: ordinary cards without 2s or jokers, so nobody has a burn chain (R-BURN).
F1 = "10 10 J J Q Q A A 7"
F2 = "8 8 7 7 5 5 4 6 6"
F3 = "10 J Q A A K 7 7 8"
F4 = "6 6 5 5 4 4 8 9 9"
F5 = "J J Q Q 10 10 K 9 9"
F6 = "10 J Q A K 7 7 8 9 9 6 6 5"
ALL_PASS_TO_0 = ["1: pass", "2: pass", "3: pass", "4: pass", "5: pass"]

POSITIONS = [
    # ----- 1. sure winners first, then the last hand (头科) -------------------------
    pos(
        "R-BEAT-R-OUT-sure-winners-then-the-last-hand",
        "A group carrying an unmixed BJ cannot be beaten (R-BEAT, R-MIXJ); two such hands "
        "and one last hand go out in three leads, whoever holds what.  A small group first "
        "gives the lead away.",
        ["BJ BJ K K 9 9 6", F1, F2, F3, F4, F5],
        0,
        [],
        ["BJ K K", "BJ 9 9", "BJ 6"],
    ),
    pos(
        "R-BIE3-R-MEN-sure-winner-before-the-threes",
        "With 憋三 the 3s go last; BJ A A wins surely and the 3s follow: out in two leads. "
        "A A alone can be beaten by 2 2 or jokers and leaves the 3s to be 闷.",
        ["BJ A A 3 3", F1, F2, F3, F4, F5],
        0,
        [],
        ["BJ A A"],
    ),
    pos(
        "R-MIXJ-the-big-joker-carries-a-group-the-small-one-rides-last",
        "BJ with either pair is a sure winner; SJ with the other pair is the last hand. "
        "Mixing BJ SJ makes both count as SJ (R-MIXJ): beatable, and the last pair is stranded.",
        ["BJ SJ Q Q 8 8", F1, F2, F3, F4, F5],
        0,
        [],
        ["BJ Q Q", "BJ 8 8"],
    ),
    pos(
        "R-BEAT-size-six-kings-no-seat-can-match",
        "Nobody else holds six cards, so six Ks cannot be beaten (R-BEAT: same size); "
        "then the 8 goes out.  The 8 first hands the lead to whoever beats it.",
        ["K K K K K K 8", "10 J Q A 9", "8 7 5 4 6", "A A 2 J Q", "6 5 4 9 9", "J Q 10 K 9"],
        0,
        [],
        ["K K K K K K"],
    ),
    pos(
        "R-SCRAMBLE-sure-line-when-anyone-may-answer",
        "Two seats are out, four remain: the scramble (R-SCRAMBLE) lets everyone answer, "
        "but BJ with a group still cannot be beaten; then the last hand goes out.",
        ["BJ 10 10 5", F1, F2, F3, "9", "10"],
        4,
        ["4: 9", "5: 10", "0: pass", "1: pass", "2: pass", "3: pass"],
        ["BJ 10 10", "BJ 5"],
    ),
    pos(
        "R-BEAT-R-BIE3-wild-cards-alone-BJ-BJ-2-are-sure",
        "BJ 2 holds an unmixed BJ and cannot be beaten (R-BEAT), nor can a BJ alone: BJ BJ 2, "
        "or BJ 2 and BJ in either order, then the 3 is a sure 头科.  A single 2 can be beaten "
        "by any joker and leaves the 3 to be 闷 (R-MEN).",
        ["BJ BJ 2 3", F1, F2, F6, F4, F5],
        0,
        [],
        ["BJ BJ 2", "BJ 2", "BJ"],
    ),
    pos(
        "R-BEAT-R-TIE-three-BJs-played-BJ-2-A-A-is-the-line",
        "Three BJs were played; seat 0 holds the fourth.  BJ 2 A A (a BJ and three As, R-TIE) "
        "cannot be beaten and the 3 follows: out in two leads.  A A alone (2 2 or SJ SJ beat "
        "it), BJ A A leaving a beatable 2, or the 2 first are not sure.",
        ["BJ 2 A A 6 3", F1, F2, F6, F4, "BJ BJ BJ 4 " + F5],
        5,
        ["5: BJ BJ BJ", "2: pass", "5: 4", "0: 6", *ALL_PASS_TO_0],
        ["BJ 2 A A"],
    ),
    pos(
        "R-MIXJ-two-BJs-unseen-BJ-BJ-SJ-is-three-SJs-and-sure",
        "Only two BJs are unseen.  BJ BJ SJ counts as SJ SJ SJ (R-MIXJ); beating it needs "
        "three BJs (R-BEAT): impossible.  Then the 3.  The SJ alone, or BJ SJ (= SJ SJ, beaten "
        "by BJ BJ), can be beaten; so can the SJ left after a lone BJ.",
        ["BJ BJ SJ 3", F1, F2, F6, F4, F5],
        0,
        [],
        ["BJ BJ SJ"],
    ),
    pos(
        "R-MIXJ-one-BJ-played-BJ-SJ-is-sure",
        "One BJ was played and seat 0 holds two: one is unseen.  BJ SJ counts as SJ SJ (R-MIXJ) "
        "and needs two BJs to be beaten: sure.  BJ BJ SJ, or BJ SJ and BJ in either order, then "
        "the 3: a sure 头科.  The SJ alone can be beaten by the unseen BJ.",
        ["BJ BJ SJ 6 3", F1, F2, F6, F4, "BJ 4 " + F5],
        5,
        ["5: BJ", "2: pass", "5: 4", "0: 6", *ALL_PASS_TO_0],
        ["BJ BJ SJ", "BJ SJ", "BJ"],
    ),
    pos(
        "R-BEAT-R-BIE3-a-sure-line-with-twenty-five-cards",
        "Three groups of six, each carried by an unmixed BJ, cannot be beaten (R-BEAT), and the "
        "3s go last (R-BIE3): a sure 头科 in four leads although the hand is big.  A group "
        "without its BJ can be beaten by six higher cards.",
        [
            "BJ BJ BJ K K K K K K Q Q Q Q Q Q J J J J J J 3 3 3 3",
            "10 10 J J Q Q A A 7 8 8 9 9 6 6 5 5 4 4",
            "8 8 7 7 5 5 4 6 6 10 J Q K K A 9 9 4 4",
            "10 J Q A A K 7 7 8 9 9 6 6 5 5 4 4 10 J",
            "6 6 5 5 4 4 8 9 9 10 10 J J Q Q K K A 7",
            "J J Q Q 10 10 K 9 9 8 8 7 7 6 6 5 5 4 A",
        ],
        0,
        [],
        ["BJ K K K K K K", "BJ Q Q Q Q Q Q", "BJ J J J J J J"],
    ),
    pos(
        "R-OPEN-R-OPENKIND-a-line-out-that-opens",
        "Every other seat holds two cards (one a 3, R-BIE3), so any pair or triple is sure "
        "by size (R-BEAT); only a lone SJ could be beaten (by the BJ).  Q Q Q, SJ 9 9, 3 goes "
        "out as fast as 9 9, Q Q Q SJ, 3, and its bare Q Q Q wins a round: seat 0 opens "
        "(开点, R-OPEN).  A hand with a joker never counts for opening (R-OPENKIND).",
        ["SJ Q Q Q 9 9 3", "4 3", "5 3", "6 3", "7 3", "BJ 3"],
        0,
        [],
        ["Q Q Q", "SJ 9 9"],
    ),
    pos(
        "R-OPEN-R-OPENKIND-a-line-out-that-opens-with-K-K",
        "As above with K K and 8 8: K K (a gouji hand that counts, R-OPENKIND) and SJ 8 8 "
        "both surely win, then the 3: out and opened; 8 8 first leaves K K SJ, which does "
        "not count.",
        ["SJ K K 8 8 3", "4 3", "5 3", "6 3", "7 3", "BJ 3"],
        0,
        [],
        ["K K", "SJ 8 8"],
    ),
    # ----- 2. answering with the sure winner, not a weak card ----------------------
    pos(
        "R-ANSWER-R-OUT-answer-with-the-sure-winner-and-keep-the-pair",
        "The BJ takes the round surely and Q Q then goes out; a Q splits the pair and can be beaten.",
        ["BJ Q Q", F1, F2, F3, F4, "9 " + F5],
        5,
        ["5: 9"],
        ["BJ"],
    ),
    pos(
        "R-ANSWER-R-TIE-the-beatable-2-is-the-weak-answer",
        "The 2 can be beaten by a joker; the BJ cannot, and 2 10 10 (three 10s by R-TIE) is "
        "one last hand after it.",
        ["BJ 2 10 10", F1, F2, F3, F4, "J " + F5],
        5,
        ["5: J"],
        ["BJ"],
    ),
    pos(
        "R-ANSWER-R-BEAT-answer-with-a-BJ-then-BJ-2",
        "Seat 5 leads a 9.  A BJ takes the round surely; BJ 2 (an unmixed BJ) is a sure winner "
        "after it, then the 3: a sure 头科.  The 2 can be beaten by any joker.",
        ["BJ BJ 2 3", F1, F2, F6, F4, "9 " + F5],
        5,
        ["5: 9"],
        ["BJ"],
    ),
    pos(
        "R-ANSWER-R-MIXJ-one-BJ-played-answer-with-a-BJ-then-BJ-SJ",
        "One BJ was played, one is unseen.  Seat 5 leads a K.  A BJ takes the round surely; "
        "BJ SJ (= SJ SJ, R-MIXJ) needs two BJs to be beaten: sure; then the 3.  The SJ can be "
        "beaten by the unseen BJ, and passing gives the round away.",
        ["BJ BJ SJ 3", F1, F2, F6, F4, "BJ K 4 " + F5],
        5,
        ["5: BJ", "2: pass", "5: K"],
        ["BJ"],
    ),
    # ----- 3. duels: the 对头's gouji hand -----------------------------------------
    pos(
        "R-GOUJIANSWER-R-MEN-beat-the-opposite-s-gouji-hand-despite-the-threes",
        "Only seat 0 may answer its 对头's A A (R-GOUJIANSWER).  Letting it stand gives him "
        "the round, his opening and the lead with two cards left; keeping the 2s for before "
        "the 3s (R-MEN) is not worth that.",
        ["2 2 SJ 9 9 7 3", F1, F2, "A A 6 5", F4, F5],
        3,
        ["3: A A"],
        ["2 2", "SJ 2"],
    ),
    pos(
        "R-GOUJIANSWER-R-OUT-stop-the-opposite-going-out",
        "The 对头 leads Q Q Q with one card left; if seat 0 lets it stand he wins the round "
        "and goes out with his last card.",
        ["K K K 9 9 5 5 6 3", F1, F2, "Q Q Q 8", F4, F5],
        3,
        ["3: Q Q Q"],
        ["K K K"],
    ),
    pos(
        "R-GOUJIANSWER-R-OPEN-take-the-round-from-the-opposite",
        "Only seat 0 may answer K K; A A wins the round unless the 对头 holds 2 2 or jokers, "
        "opens seat 0 (R-OPEN) and keeps the 对头 from opening.",
        ["A A 9 9 8 7 7 6 3 3", F1, F2, "K K 10 10 J 9 8 7", F4, F5],
        3,
        ["3: K K"],
        ["A A"],
    ),
    pos(
        "R-DEADLY-beat-the-last-gouji-hand-of-the-first-out",
        "The 对头 goes out first (头科) with K K.  Beating it with A A takes the round "
        "(R-DEADLY makes that beat deadly) and the lead, and opens seat 0.",
        ["A A 7 7 5", F1, F2, "K K", F4, F5],
        3,
        ["3: K K"],
        ["A A"],
    ),
    # ----- 4. team play: the teammate's round, lets, burns --------------------------
    pos(
        "R-ANSWER-leave-the-round-to-the-teammate",
        "Teammate seat 4 leads a 10; beating it spends a Q for nothing.",
        ["Q 7 7 5 5 9", F1, F2, F3, "10 " + F4, F5],
        4,
        ["4: 10", "5: pass"],
        ["pass"],
    ),
    pos(
        "R-LET-let-rather-than-spend-a-2",
        "The 对头's 9, the seats between passed: 让牌 lets them act first and keeps the "
        "choice; the only beat is a 2.",
        ["2 4 5 6 7 7 8 8", "6 7 8", "10 J", "9 8 K Q J 10 4 4 5 5", "8 8", "5 5"],
        3,
        ["3: 9", "4: pass", "5: pass"],
        ["let"],
    ),
    pos(
        "R-LET-R-OUT-do-not-pass-when-the-opposite-is-nearly-out",
        "The 对头 leads a 9 holding one card; passing lets him win the round and go out. "
        "Beating (or letting, which keeps the beat) is right.",
        ["J 8 8 6 6", F1, F2, "9 5", F4, F5],
        3,
        ["3: 9", "4: pass", "5: pass"],
        ["J", "let"],
    ),
    pos(
        "R-BURN-burn-with-a-chain-that-surely-holds",
        "Seat 1's K K is a gouji hand; seat 0 is not its 对头, so it may only burn.  BJ A "
        "cannot be beaten and 6 6 6 is the last hand: the burn succeeds and seat 0 goes out.",
        ["BJ A 6 6 6", "K K " + F5, F2, F3, F4, F1],
        1,
        ["1: K K"],
        ["burn BJ A"],
    ),
    pos(
        "R-BIE3-R-MEN-keep-the-sure-winner-for-before-the-threes",
        "The BJ is the only sure winner; spent now, the hand before the 3s can be beaten "
        "and seat 0 is 闷.  Lead a small group first.",
        ["BJ 8 6 6 5 5 4 4 3", F1, F2, F3, F4, F5],
        0,
        [],
        ["5 5", "6 6", "4 4", "8"],
    ),
    pos(
        "R-ANSWER-do-not-beat-the-teammate-with-a-joker",
        "Teammate seat 2 holds the round with an A; nobody after seat 0 has passed yet, "
        "but spending the SJ over a teammate gains nothing.",
        ["SJ 9 9 8 7 6", F1, "A " + F2, F3, F4, F5],
        2,
        ["2: A", "3: pass", "4: pass", "5: pass"],
        ["pass"],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_expert_position(position: Position, level: str) -> None:
    check(position, level)


# ----- before play: 宣点, 革命, 要头/无头 in clear cases -------------------------------

MONSTER = "BJ BJ BJ SJ SJ 2 2 2 2 A A A A K K K K Q Q Q Q J J J J 10 10 10 10 10 3 3 4 4 5 5"
WILD_MONSTER = "BJ BJ BJ BJ SJ SJ SJ 2 2 2 2 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 4 5 6 7 8 9 10 10 J"
WEAK = "2 3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 J Q 4 5 6 7 8 9 10 3 4 5 6 7 8 9 4 5 6 7"
SMALL = "3 3 4 5 6 7 8 9"


def prelude_game(hands: list[str]) -> Game:
    return Game.from_deal(hands, seed=3)


def pass_until(game: Game, phase: Phase, seat: int) -> None:
    while not (game.phase == phase and game.to_act == seat):
        assert game.phase != Phase.PLAY, f"never reached {phase} for seat {seat}"
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(
    ("hand", "expected"),
    [(MONSTER, ActionKind.DECLARE), (WILD_MONSTER, ActionKind.DECLARE), (WEAK, ActionKind.PASS)],
    ids=[
        "R-DECLARE-declare-a-monster",
        "R-DECLARE-declare-thirteen-wild-cards",
        "R-DECLARE-not-with-a-weak-hand",
    ],
)
def test_R_DECLARE_in_clear_cases(hand: str, expected: ActionKind, level: str) -> None:
    """宣点 bets that the hand opens (R-DECLARE, R-DIANGONG): with three BJs and four
    gouji groups it surely does, and so with all four BJs, three SJs and six 2s
    (pairs of 2s count for opening, R-OPENKIND, and only jokers beat them); with
    one 2 and nothing high it is a gift."""
    game = prelude_game([hand, SMALL, SMALL, SMALL, SMALL, SMALL])
    assert game.phase == Phase.DECLARE and game.to_act == 0
    assert agent_for(level).decide(game.view(0), game.legal_actions()).kind == expected


HOPELESS = "3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 4 5 6 7 8 9 10 J 4 5 6 7 8 9 3 4 5 6 7 8 9"
PLAIN_STRONG = "A A A A K K K K Q Q Q Q J J J J J 10 10 10 10 10 10 3 3 4 5 6 7 8 9 9 9 8 8 7"
EIGHT_AKQ = "A A A A A A A A K K K K K K K K Q Q Q Q Q Q Q Q J J J 10 10 10 10 3 3 9 8 7"


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(
    ("hand", "expected"),
    [(HOPELESS, ActionKind.REVOLT), (PLAIN_STRONG, ActionKind.PASS), (EIGHT_AKQ, ActionKind.PASS)],
    ids=[
        "R-REVOLT-revolt-a-hopeless-hand",
        "R-REVOLT-keep-four-gouji-groups",
        "R-REVOLT-keep-eight-aces-kings-queens",
    ],
)
def test_R_REVOLT_in_clear_cases(hand: str, expected: ActionKind, level: str) -> None:
    """革命 places the rebel 四科 (R-REVOLT): better than the 大落 a hand of small
    cards without 2s or jokers ends in; not with a hand full of gouji groups, nor
    with eight As, eight Ks and eight Qs (a dozen gouji hands in three ranks)."""
    others = "2 3 4 5 6 7 8 9 10"
    game = prelude_game([hand, others, others, others, others, others])
    pass_until(game, Phase.REVOLT, 0)
    assert agent_for(level).decide(game.view(0), game.legal_actions()).kind == expected


def is_wild(card: str) -> bool:
    return card in ("SJ", "BJ") or (card.startswith("2") and len(card) == 2)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(
    ("many_wilds", "expected"),
    [(True, ActionKind.HEAD), (False, ActionKind.NOHEAD)],
    ids=["R-HEAD-take-the-head-with-many-wild-cards", "R-HEAD-headless-without-wild-cards"],
)
def test_R_HEAD_in_clear_cases(many_wilds: bool, expected: ActionKind, level: str) -> None:
    """The rebel's 对头 chooses (R-HEAD): 要头 makes his first three gouji hands deadly
    (R-DEADLY), which a hand of jokers and 2s surely makes; with no wild card he has no
    such hands and 无头 (beat anything, R-HEADLESS) serves him better."""
    hands = [h.split() for h in deal_with_rebel(2, seed=5)]
    want = 8 if many_wilds else 0
    # swap cards with seats 0, 1, 3, 4 (never the rebel, who must hold no wild card)
    for donor in (0, 1, 3, 4):
        for i, card in enumerate(list(hands[donor])):
            mine = [c for c in hands[5] if is_wild(c)]
            if len(mine) == want:
                break
            if many_wilds and is_wild(card):
                plain = next(c for c in hands[5] if not is_wild(c) and not c.startswith("3"))
            elif not many_wilds and not is_wild(card) and not card.startswith("3"):
                plain = mine[0]
            else:
                continue
            hands[5][hands[5].index(plain)] = card
            hands[donor][i] = plain
    assert (sum(is_wild(c) for c in hands[5]) >= 8) == many_wilds
    deal = [" ".join(h) for h in hands]
    game = Game.from_deal(deal, seed=9)
    while not (game.phase == Phase.HEAD and game.to_act == 5):
        assert game.phase != Phase.PLAY, "seat 2 did not revolt"
        seat = game.to_act
        assert seat is not None
        kinds = {a.kind for a in game.legal_actions()}
        game.apply(Action.revolt(seat) if seat == 2 and ActionKind.REVOLT in kinds else Action.pass_(seat))
    assert agent_for(level).decide(game.view(5), game.legal_actions()).kind == expected
