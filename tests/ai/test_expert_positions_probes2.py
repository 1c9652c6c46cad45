"""Expert positions from the session-10 probes, part two (part one, with the
shared helpers: ``test_expert_positions_probes.py``): the scramble and 串三户,
接风 and a teammate close to going out, 憋三 endgames (闷 an opponent, sure
winners before the 3s), leading a big hand, answering an opponent cheaply, a
few positions with 憋三 off, and before play (宣点, two 还贡).  Each is a fixed
deal with one clear choice a strong Gouji player makes, the rule ids it turns
on, why, and every move he would accept; both normal and hard must choose
among them.  Seat 0 decides unless a position says otherwise.
"""

from __future__ import annotations

import pytest
from expert_check import ANY_BEAT, LOW_SINGLE, MULTI, NO_WILD, Position, agent_for, check, pos
from test_expert_positions import ALL_PASS_TO_0, SMALL
from test_expert_positions_probes import (
    B1,
    B2,
    B3,
    B4,
    B5,
    G1,
    G2,
    G3,
    G4,
    G5,
    OPP_OUT,
)

from gouji_desktop.engine import ActionKind, Game, Phase, Rules, Tribute, TributeKind

# seats 4 and 5 lead their 3s and go out; 接风 reaches seat 0, who leads the scramble
TWO_OUT = [
    "4: 3",
    "5: pass",
    "0: pass",
    "1: pass",
    "2: pass",
    "3: pass",
    "5: 3",
    "0: pass",
    "1: pass",
    "2: pass",
    "3: pass",
]
# seat 5 plays all four (or three) BJs; seat 0 is given the lead
BJ4_SEEN = ["5: BJ BJ BJ BJ", "2: pass", "5: 4", "0: 6", *ALL_PASS_TO_0]
BJ3_SEEN = ["5: BJ BJ BJ", "2: pass", "5: 4", "0: 6", *ALL_PASS_TO_0]

POSITIONS = [
    # ----- 5. the scramble (R-SCRAMBLE) and 串三户 (R-CHUAN3) -----------------------------------------
    pos(
        "R-SCRAMBLE-R-MEN-beat-a-non-opposite-s-A-A-in-the-scramble",
        "Seats 4 and 5 are out: no gouji rule (R-SCRAMBLE).  Seat 1 plays A A keeping only a 3; seat 0 "
        "may beat it though not his 对头: 2 2 makes him 闷, a pass lets him go out.",
        ["5 5 2 2 9 9 8 3", "A A 3", G2, G3, "3", "3"],
        4,
        [*TWO_OUT, "0: 5 5", "1: A A", "2: pass", "3: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-SCRAMBLE-R-MEN-answer-again-after-passing",
        "In the scramble a seat may beat whenever its turn comes, passing or not before (R-SCRAMBLE).  "
        "Seat 1's K keeps only a 3: the A makes him 闷.",
        ["5 A 9 9 7 3", "8 K 3", "10 " + G2, G3, "3", "3"],
        4,
        [*TWO_OUT, "0: 5", "1: 8", "2: 10", "3: pass", "0: pass", "1: K", "2: pass", "3: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-SCRAMBLE-R-TIE-the-2-rides-with-the-BJ",
        "Scramble lead.  BJ 2 7 7 (a BJ carrying three 7s, R-TIE) cannot be beaten; then the 3.  BJ 7 7 "
        "leaves a 2 any joker beats; BJ 2 leaves 7 7.",
        ["BJ 7 7 2 3", G1, G2, G3, "3", "3"],
        4,
        TWO_OUT,
        ["BJ 2 7 7"],
    ),
    pos(
        "R-CHUAN3-R-SCRAMBLE-no-single-to-the-third-opponent-with-two-cards",
        "Seats 1 and 3 took 头科 and 二科; if seat 5 goes out next it is 串三户 (R-CHUAN3, scores "
        "doubled).  He holds two cards, at least one a 3 (R-BIE3): a single lets him beat and lead his 3 "
        "out.  Seat 0's hand is all pairs: lead a pair.",
        ["2 K K 9 9 7 7 3", "K", B2, "A", B4, "9 3"],
        1,
        ["1: K", "2: pass", "3: A", "4: pass", "5: pass", "0: 2", "4: pass"],
        [MULTI],
    ),
    pos(
        "R-CHUAN3-R-SCRAMBLE-only-the-triple-is-safe-against-three-cards",
        "Seats 1 and 3 took 头科 and 二科 (scramble, R-SCRAMBLE); seat 5 holds three cards, at least one "
        "a 3 (R-BIE3).  A single or a pair lets him beat keeping his 3 and, if that holds, go out for "
        "串三户 (R-CHUAN3, doubled).  Seat 0's hand is three triples: any of them he cannot answer; "
        "splitting one hands him the chance.",
        ["2 9 9 9 7 7 7 5 5 5 3", "K", B2, "A", B4, "10 10 3"],
        1,
        ["1: K", "2: pass", "3: A", "4: pass", "5: pass", "0: 2", "4: pass"],
        ["5 5 5", "7 7 7", "9 9 9"],
    ),
    pos(
        "R-CHUAN3-R-MEN-spend-both-BJs-to-stop-the-third-opponent",
        "The scramble: seats 1 and 3 are out (头科, 二科); seat 5 leads 2 2 keeping one card, a 3.  If 2 "
        "2 wins he leads the 3: 三科 and 串三户 (R-CHUAN3, doubled).  The teammates hold one card each "
        "and cannot beat a pair; BJ BJ beats it and he is 闷 (R-MEN).",
        ["BJ BJ 9 9 8 8 7 3 3 3", "K", "3", "A", "3", "2 2 2 3"],
        1,
        ["1: K", "2: pass", "3: A", "4: pass", "5: 2", "0: pass", "2: pass", "4: pass", "5: 2 2"],
        [ANY_BEAT],
    ),
    # ----- 6. 接风 (R-WIN) and a teammate close to going out -----------------------------------------
    pos(
        "R-WIN-R-BIE3-beat-the-teammate-s-last-3-3-so-jiefeng-skips-the-opposite",
        "Teammate seat 2 goes out leading 3 3; the 对头 holds only a 3 and cannot beat.  If nobody beats, "
        "接风 (R-WIN) gives seat 3 the lead and his 3 goes out.  Any pair takes it from him; the teammate "
        "is out already.",
        ["7 7 9 8 6 3", G1, "3 3", "3", G4, G5],
        2,
        ["2: 3 3", "3: pass", "4: pass", "5: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-WIN-R-BIE3-pass-seat-1-s-last-3-so-jiefeng-reaches-the-teammate",
        "Seat 1 goes out leading his 3; everybody else passed.  If seat 0 passes, 接风 (R-WIN) gives the "
        "lead to seat 2, who holds only a 3 and goes out.  A beat takes that away.",
        ["10 J 8 8 7 7 6 3", "3", "3", G3, G4, G5],
        1,
        ["1: 3", "2: pass", "3: pass", "4: pass", "5: pass"],
        ["pass"],
    ),
    pos(
        "R-SCRAMBLE-R-WIN-pass-seat-1-s-last-3-so-jiefeng-reaches-the-teammate",
        "The scramble.  Seat 1 leads his last card, a 3, and goes out; teammate seat 2 holds only a 3 and "
        "the 对头 passed.  If seat 0 passes, 接风 (R-WIN) goes to seat 2, who goes out.",
        ["5 10 J 8 8 K 3", "9 3", "3", G3, "3", "3"],
        4,
        [*TWO_OUT, "0: 5", "1: 9", "2: pass", "3: pass", "0: pass", "1: 3", "2: pass", "3: pass"],
        ["pass"],
    ),
    pos(
        "R-WIN-R-HEADLESS-pass-the-teammate-s-last-3-so-jiefeng-reaches-seat-4",
        "The 对头 is out (seat 0 headless).  Teammate seat 2 goes out leading his 3; the next active seat "
        "after him is teammate seat 4, who holds only a 3.  If nobody beats, 接风 (R-WIN) takes seat 4 "
        "out too.  Seat 0 passes (headless, it may still answer if seat 1 beats); a beat takes the 接风 "
        "away.",
        ["10 J 8 8 7 7 6 3", G1, "6 3", "3", "5 3", G5],
        3,
        [
            *OPP_OUT,
            "4: 5",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: 6",
            "4: pass",
            "5: pass",
            "0: pass",
            "2: 3",
            "4: pass",
            "5: pass",
        ],
        ["pass"],
    ),
    pos(
        "R-WIN-R-OUT-pass-so-jiefeng-skips-the-out-opposite-to-the-teammate",
        "The 对头 (seat 3) is out.  Teammate seat 2 goes out with a J; teammate seat 4 (one card, a 3) "
        "and seat 5 passed.  If the J wins, 接风 (R-WIN) goes to the next active seat after seat 2: seat "
        "3 is out, so seat 4, who leads his 3 and goes out.  A beat takes that away.",
        ["Q K 9 9 7 7 5 5 4 3 3", "K 5 " + B1, "J", "Q", "3", B5],
        3,
        [
            "3: Q",
            "4: pass",
            "5: pass",
            "0: pass",
            "1: K",
            "2: pass",
            "4: pass",
            "0: pass",
            "1: 5",
            "2: J",
            "4: pass",
            "5: pass",
        ],
        ["pass"],
    ),
    pos(
        "R-ANSWER-R-OUT-do-not-overtake-the-teammate-with-two-cards",
        "Teammate seat 2 beat seat 1's 8 with a J keeping two cards; seats 3-5 passed.  If his J wins he "
        "leads his last two cards (most likely his 3s) and goes out.  A Q over him, cheap as it is, takes "
        "that lead away.",
        ["Q K 9 9 7 7 5 5 4 4 3 3", "8 " + B1, "J 3 3", B3, B4, B5],
        1,
        ["1: 8", "2: J", "3: pass", "4: pass", "5: pass"],
        ["pass"],
    ),
    pos(
        "R-SCRAMBLE-R-OUT-do-not-overtake-the-teammate-in-the-scramble",
        "The scramble (seats 4 and 5 out).  Teammate seat 2 beats seat 1's 8 with a J keeping two cards; "
        "the 对头 passes.  Passing lets his J win and his last two cards go out; beating him takes the "
        "lead from a seat two cards from 二科/头科.",
        ["Q K 9 9 7 7 5 5 4 3 3", "8 " + B1, "J 3 3", B3, "9", "10"],
        4,
        ["4: 9", "5: 10", "0: pass", "1: pass", "2: pass", "3: pass", "0: 4", "1: 8", "2: J", "3: pass"],
        ["pass"],
    ),
    # ----- 7. 憋三 endgames: 闷 an opponent, sure winners before the 3s (R-BIE3, R-MEN) ---------------
    pos(
        "R-MEN-beat-the-other-opponent-s-last-non-3-card",
        "Seat 1 leads a J keeping only his 3; everybody else passed.  It is not a gouji hand, so seat 0 "
        "may beat it (R-ANSWER): the Q makes him 闷 (R-MEN); a pass lets him lead the 3 and go out.",
        ["Q 8 8 6 6 3", "J 3", G2, G3, G4, G5],
        1,
        ["1: J", "2: pass", "3: pass", "4: pass", "5: pass"],
        ["Q"],
    ),
    pos(
        "R-MEN-spend-2-2-to-stop-an-opponent-left-with-a-three",
        "Seat 1 leads 9 9 keeping one card, a 3 (R-BIE3); seats 2-5 passed and seat 0 is the last who may "
        "answer.  If 9 9 wins he leads the 3 and goes out; 2 2 makes him 闷 (R-MEN) and he can only go "
        "out by 接风.  Worth a pair of 2s.",
        ["2 2 8 8 7 7 6 5 4 3 3", "9 9 3", B2, B3, B4, B5],
        1,
        ["1: 9 9", "2: pass", "3: pass", "4: pass", "5: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-MEN-R-BIE3-answer-with-the-9-and-keep-the-BJ-for-before-the-threes",
        "Seat 5 leads an 8.  Seat 0 holds BJ 9 3 3: the 9 (or a pass) keeps the BJ as the sure last hand "
        "before the 3s.  The BJ now leaves the 9 as that last hand; if it is beaten seat 0 is 闷 (R-MEN).",
        ["BJ 9 3 3", B1, B2, B3, B4, "8 " + B5],
        5,
        ["5: 8"],
        ["9", "pass"],
    ),
    pos(
        "R-BIE3-R-BEAT-triples-are-sure-when-every-other-seat-holds-three-cards",
        "Every other seat holds three cards, one a 3 (R-BIE3): none can play three non-3 cards, so Q Q Q "
        "and 7 7 7 cannot be beaten (R-BEAT).  A pair or a single can.",
        ["Q Q Q 7 7 7 3", "4 4 3", "5 5 3", "6 6 3", "8 8 3", "9 9 3"],
        0,
        [],
        ["7 7 7", "Q Q Q"],
    ),
    pos(
        "R-BIE3-R-MEN-lead-pairs-when-each-opponent-holds-one-card-and-a-3",
        "Each opponent holds one card and a 3: he can beat only a single, and then leads his 3 out.  8 8 "
        "and 5 5 win, then the 3; a single hands an opponent the way out.",
        ["8 8 5 5 3", "K 3", G2, "A 3", G4, "2 3"],
        0,
        [],
        ["5 5", "8 8"],
    ),
    pos(
        "R-BIE3-R-TIE-2-A-A-when-every-seat-holds-two-cards",
        "Every other seat holds two cards, one a 3: 2 A A (three As, R-TIE) cannot be beaten, then the 3. "
        "A A first leaves a lone 2 that seat 1's possible joker beats: 闷.",
        ["A A 2 3", "SJ 3", "9 3", "K 3", "10 3", "Q 3"],
        0,
        [],
        ["2 A A"],
    ),
    pos(
        "R-BEAT-R-BIE3-all-four-BJs-seen-SJ-carries-the-pair",
        "All four BJs were played.  SJ 8 8 cannot be beaten (R-BEAT needs a BJ over the SJ), then the 3. "
        "8 8 first, or the SJ alone, leaves a beatable hand before the 3.",
        ["SJ 8 8 6 3", G1, G2, G3, G4, "BJ BJ BJ BJ 4 " + G5],
        5,
        BJ4_SEEN,
        ["SJ 8 8"],
    ),
    pos(
        "R-BEAT-R-TIE-R-HANG-all-BJs-seen-SJ-2-2-7-in-one-lead",
        "All four BJs were played.  SJ 2 2 7 (an SJ carrying three 7s) cannot be beaten; then the 3.  Any "
        "split leaves a 2, 2 2 or 7 that can be beaten.",
        ["SJ 2 2 7 6 3", G1, G2, G3, G4, "BJ BJ BJ BJ 4 " + G5],
        5,
        BJ4_SEEN,
        ["SJ 2 2 7"],
    ),
    pos(
        "R-MIXJ-three-BJs-seen-SJ-SJ-9-9-is-sure",
        "Three BJs were played, one is unseen: SJ SJ 9 9 needs two BJs to be beaten (R-BEAT), then the 3. "
        "SJ 9 9 or 9 9 can be beaten.",
        ["SJ SJ 9 9 6 3", G1, G2, G3, G4, "BJ BJ BJ 4 " + G5],
        5,
        BJ3_SEEN,
        ["SJ SJ 9 9"],
    ),
    # ----- 8. leading a big hand: the wild cards are kept (R-LEAD) ---------------------------------
    pos(
        "R-LEAD-R-BEAT-fourteen-cards-no-wild-card-on-the-first-lead",
        "Seat 0 already holds the lead.  BJ, SJ and the 2 are its only ways to win a round back later; "
        "any lead with one of them wins a round seat 0 would lead anyway.  Lead a plain group (4, 5, 6, 7 "
        "7, 8 8, 9 9).",
        ["BJ SJ 2 9 9 8 8 7 7 6 5 4 3 3", B1, B2, B3, B4, B5],
        0,
        [],
        [NO_WILD],
    ),
    pos(
        "R-LEAD-R-BEAT-twenty-four-cards-keep-the-wild-cards",
        "Twenty-four cards, the lead, and two BJs and two 2s: they are the re-entries and the killers of "
        "the 对头's gouji hands; spending one on a lead seat 0 already has wastes it. Any plain lead "
        "(small groups, or even A A / K K) is fine.",
        ["BJ BJ 2 2 A A K K Q Q 10 10 9 9 8 8 7 6 6 5 4 4 3 3", B1, B2, B3, B4, B5],
        0,
        [],
        [NO_WILD],
    ),
    pos(
        "R-LEAD-R-BEAT-thirty-cards-no-BJ-group-on-the-first-lead",
        "Thirty cards and the lead: BJ BJ BJ with the Ks or Qs would win a round seat 0 already holds and "
        "spend the jokers that later carry its groups past the 对头 and regain the lead. Lead a plain "
        "hand.",
        ["BJ BJ BJ SJ 2 2 A A K K K Q Q Q 10 10 10 9 9 8 8 7 7 6 6 5 4 4 3 3", B1, B2, B3, B4, B5],
        0,
        [],
        [NO_WILD],
    ),
    # ----- 9. answering an opponent cheaply --------------------------------------------------------
    pos(
        "R-ANSWER-a-low-single-from-an-opponent-is-not-worth-a-wild-card",
        "Seat 5 (not the 对头) leads a 6 with eighteen cards left.  Seat 0 holds fifteen cards; its "
        "jokers and 2s are its re-entries.  Beat with a plain card (7, 8, 9, 10) or pass.",
        ["BJ SJ 2 2 7 9 10 10 8 8 5 5 4 3 3", B1, B2, B3, B4, "6 " + B5],
        5,
        ["5: 6"],
        [NO_WILD, "pass"],
    ),
    pos(
        "R-ANSWER-R-TIE-a-triple-of-nines-is-not-worth-wild-cards",
        "Seat 5 leads 9 9 9 (not a gouji hand) with many cards left.  10 10 10 beats it plainly; 2 2 2 or "
        "a joker triple spends three wild cards on a small group.  A plain beat or a pass.",
        ["10 10 10 2 2 2 BJ SJ SJ 7 7 6 6 4 4 3 3", B1, B2, B3, B4, "9 9 9 " + B5],
        5,
        ["5: 9 9 9"],
        [NO_WILD, "pass"],
    ),
    pos(
        "R-LET-R-ANSWER-the-opposite-s-pair-of-tens-J-J-or-let-not-2-2",
        "The 对头 leads 10 10 (not a gouji hand); seats 4 and 5 passed.  J J beats it plainly, 让牌 "
        "(R-LET) keeps the choice, passing is possible; 2 2 or jokers on a pair of 10s are a waste.",
        ["J J 2 2 SJ SJ 9 9 8 7 6 5 4 3 3", B1, B2, "10 10 " + B3, B4, B5],
        3,
        ["3: 10 10", "4: pass", "5: pass"],
        [NO_WILD, "let", "pass"],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe_position(position: Position, level: str) -> None:
    check(position, level)


# ----- 憋三 off (Rules(bie_san=False)): feeding the teammate's last card, not the opponent's ----

# filler hands without 3s
N1 = "4 4 5 5 6 6 7 7 8 8 9 9 10 10 J Q K A"
N2 = "4 5 5 6 7 7 8 9 9 10 J J Q Q K K A"
N4 = "5 5 6 7 7 8 9 9 10 J J Q K K A"
N5 = "4 6 6 7 8 8 9 10 10 J Q Q K A A"

BIE3_OFF = [
    pos(
        "R-OUT-bie-san-off-lead-a-low-single-to-the-teammate-with-one-card",
        "憋三 off.  Teammate seat 2 holds one card; every opponent holds many.  A low single gives him "
        "the chance to beat and go out (头科 for the team); a pair or group never can.  Lead a low single "
        "(4 or 6, or a card split from a low pair).",
        ["4 6 9 9 9 K K 10 10 8 8 7 7 5 5", N1, "Q", N2, N4, N5],
        0,
        [],
        [LOW_SINGLE],
    ),
    pos(
        "R-OUT-bie-san-off-no-single-when-the-opposite-has-one-card",
        "憋三 off.  The 对头 (seat 3) holds one card; a single lead lets him beat it and go out (头科).  "
        "Seat 0 has pairs and a triple: lead one of them.",
        ["4 6 9 9 9 K K 10 10 8 8 7 7 5 5", N1, N2, "Q", N4, N5],
        0,
        [],
        [MULTI],
    ),
    pos(
        "R-OUT-bie-san-off-no-single-when-the-next-opponent-has-one-card",
        "憋三 off.  Seat 1, next in turn, holds one card; a single lead lets him beat it and go out at "
        "once.  Lead a pair or the triple.",
        ["4 6 9 9 9 K K 10 10 8 8 7 7 5 5", "J", N2, N1, N4, N5],
        0,
        [],
        [MULTI],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", BIE3_OFF, ids=[p.name for p in BIE3_OFF])
def test_probe_position_bie_san_off(position: Position, level: str) -> None:
    check(position, level, Rules(bie_san=False))


# ----- before play: 宣点 and 还贡 -------------------------------------------------------------

JOKERS_NO_GOUJI = "BJ BJ BJ BJ SJ SJ SJ SJ 3 3 4 4 4 4 5 5 5 5 6 6 6 6 7 7 7 7 8 8 8 8 9 9 9 9 4 5"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_DECLARE_R_OPENKIND_eight_jokers_but_nothing_that_counts_for_opening(level: str) -> None:
    """宣点 bets on opening (R-DIANGONG: declared and not opened, seat 0 gives its 对头
    3 when he opens, instead of 1).  Opening needs a hand without a joker that is a
    gouji hand (R-OPENKIND): this hand holds no 2 and nothing above 9, so it can never
    open whatever happens.  Do not declare."""
    game = Game.from_deal([JOKERS_NO_GOUJI, SMALL, SMALL, SMALL, SMALL, SMALL], seed=3)
    assert game.phase == Phase.DECLARE and game.to_act == 0
    assert agent_for(level).decide(game.view(0), game.legal_actions()).kind == ActionKind.PASS


RICH2 = "BJ 2 2 A K 9 9 8 8 7 7 6 6 5 5 4 4 10 10 J J 3 3"
GIVER2 = "BJ 2 A K Q J 10 9 8 7 6 5 4 3 4 5 6 7 8"
OTHER = "4 4 5 6 7 8 9 9 10 10 J J Q Q K A 3 3"
TWO_RETURNS = {
    # the 对头 pays two 点贡 (his BJ and 2)
    "R-TRIBCARD-R-NORETURNSINGLE-two-returns-to-the-opposite-both-small": (
        [RICH2, OTHER, OTHER, GIVER2, OTHER, OTHER],
        [Tribute(3, 0, TributeKind.DIAN, 2)],
    ),
    # seat 1 pays a 闷贡 and the 对头 a 点贡, one card each (their BJs)
    "R-TRIBCARD-R-MENGONG-returns-to-two-opponents-both-small": (
        [RICH2, GIVER2, OTHER, GIVER2, OTHER, OTHER],
        [Tribute(1, 0, TributeKind.MEN, 1), Tribute(3, 0, TributeKind.DIAN, 1)],
    ),
}


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("name", list(TWO_RETURNS))
def test_R_TRIBCARD_two_returns_to_opponents_both_small(name: str, level: str) -> None:
    """Seat 0 receives two tribute cards from opponents and returns one card for each,
    of a rank the giver holds (R-NORETURNSINGLE).  A BJ, 2, A or K returned strengthens
    an opponent; small cards (4-7 from pairs) cost the plan least: both returns are small."""
    hands, tribute = TWO_RETURNS[name]
    game = Game.from_deal(hands, seed=3, tribute=tribute)
    assert game.phase == Phase.RETURN and game.to_act == 0
    agent = agent_for(level)
    returned = []
    while game.phase == Phase.RETURN and game.to_act == 0:
        choice = agent.decide(game.view(0), game.legal_actions())
        assert choice.kind == ActionKind.RETURN
        returned.append(choice.cards[0])
        game.apply(choice)
    assert len(returned) == 2
    assert all(card.rank <= 4 for card in returned), f"{level} returned {returned} to opponents"  # 4..7
