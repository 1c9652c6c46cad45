"""Expert positions from the session-10 probes, part one (part two:
``test_expert_positions_probes2.py``): fixed deals, each with one clear
choice that a strong Gouji player makes, the rule ids it turns on, why, and every
move he would accept; both the normal and the hard level must choose among them.

This part covers duels with the 对头 (his gouji hands, answering again, lets),
headless seats, deadly beats and burns (burning, breaking a burn, leading
inside one).  The probes' judgement calls are left out.

Seat 0 decides unless a position says otherwise; seat 3 is its 对头 (R-OPP),
seats 2 and 4 its teammates (R-TEAM).  The filler hands hold no 2 or joker; with
憋三 (R-BIE3) every seat keeps a 3 to the end, so a seat with one card left holds a
3 and nothing else.
"""

from __future__ import annotations

import pytest
from expert_check import ANY_BEAT, Position, check, pos

# Filler hands: ordinary cards and one 3 (R-BIE3), no 2s or jokers (nobody can burn, R-BURN).
G1 = "10 10 J J Q Q A A 7 3"
G2 = "8 8 7 7 5 5 4 6 6 3"
G3 = "10 J Q A A K 7 7 8 3"
G4 = "6 6 5 5 4 4 8 9 9 3"
G5 = "J J Q Q 10 10 K 9 9 3"
# bigger ones, with one or two 3s, for positions early in the deal
B1 = "4 4 5 5 6 6 7 7 8 8 9 9 10 10 J Q K A 3 3"
B2 = "4 5 5 6 7 7 8 9 9 10 J J Q Q K K A 3"
B3 = "4 4 6 6 7 8 8 9 10 10 J Q K A A 3 3"
B4 = "5 5 6 7 7 8 9 9 10 J J Q K K A 3"
B5 = "4 6 6 7 8 8 9 10 10 J Q Q K A A 3 3"
# seat 3 leads its last card, a 3, and goes out (头科); nobody beats it: 接风 to seat 4
OPP_OUT = ["3: 3", "4: pass", "5: pass", "0: pass", "1: pass", "2: pass"]
POSITIONS = [
    # ----- 1. duels with the 对头: his gouji hands, answering again, lets ----------------------------
    pos(
        "R-GOUJIANSWER-R-OUT-answer-the-opposite-s-2-with-the-BJ-and-go-out",
        "Only seat 0 may answer the 对头's 2 (R-GOUJIANSWER).  Nothing beats a BJ and nobody can burn it "
        "(a burn must beat it first): the round is seat 0's, then the 3 goes out.",
        ["BJ 3", G1, G2, "2 " + G3, G4, G5],
        3,
        ["3: 2"],
        ["BJ"],
    ),
    pos(
        "R-GOUJIANSWER-R-MEN-A-A-over-the-opposite-s-last-K-K-and-keep-the-2",
        "The 对头 leads K K keeping only a 3: if it stands he leads the 3 out.  A A beats it (he is 闷) "
        "and keeps the 2, a gouji single that only he could answer — and he holds only a 3.  2 A (two As) "
        "leaves a bare A anyone may beat, with only the 3 behind it.",
        ["A A 2 3", G1, G2, "K K 3", G4, G5],
        3,
        ["3: K K"],
        ["A A"],
    ),
    pos(
        "R-GOUJIANSWER-answer-Q-Q-Q-with-K-K-K-keep-the-BJ",
        "The 对头 leads Q Q Q.  K K K takes it unless he holds three higher cards; then the BJ "
        "(unbeatable) and the 3 go out.  BJ K K wins surely but leaves a bare K anyone may beat before "
        "the 3.",
        ["K K K BJ 3", G1, G2, "Q Q Q " + G3, G4, G5],
        3,
        ["3: Q Q Q"],
        ["K K K"],
    ),
    pos(
        "R-GOUJIANSWER-R-TIE-beat-Q-Q-Q-with-K-K-K-not-with-2s",
        "The 对头 leads Q Q Q; only seat 0 may answer (R-GOUJIANSWER).  Natural K K K takes the round and "
        "opens seat 0; 2 K K or 2 2 K (also three Ks, R-TIE) spend 2s for nothing.",
        ["K K K 2 2 9 9 8 7 6 5 5 4 3 3", B1, B2, "Q Q Q " + B3, B4, B5],
        3,
        ["3: Q Q Q"],
        ["K K K"],
    ),
    pos(
        "R-GOUJIANSWER-R-MIXJ-answer-the-2-with-the-SJ-keep-BJ-9-9",
        "The 对头 leads a 2.  The SJ takes it unless he holds a BJ; then BJ 9 9 (unbeatable) and the 3 go "
        "out.  The BJ now leaves SJ 9 9, which a BJ beats; if the SJ is beaten seat 0 still has BJ 9 9.",
        ["BJ SJ 9 9 3", G1, G2, "2 " + G3, G4, G5],
        3,
        ["3: 2"],
        ["SJ"],
    ),
    pos(
        "R-GOUJIANSWER-R-MEN-the-opposite-holds-a-3-so-K-K-is-sure-lead-the-9-first",
        "The 对头 holds only a 3: seat 0's K K (a gouji hand) can be answered only by him or a burn "
        "(R-GOUJIANSWER).  So the 9 goes first: if it wins, K K and the 3 follow; if it is beaten, K K is "
        "still there.  K K first leaves the 9 alone before the 3: beaten, seat 0 is 闷.",
        ["K K 9 3", G1, G2, "3", G4, G5],
        0,
        [],
        ["9"],
    ),
    pos(
        "R-GOUJIANSWER-R-BIE3-the-opposite-holds-only-a-3-lead-the-gouji-groups",
        "The 对头 holds one card, a 3 (R-BIE3): he can beat nothing.  A gouji hand of a headed seat may "
        "be answered only by its 对头 (R-GOUJIANSWER) or a burn: K K and Q Q Q win, then the 3.  A plain "
        "lead (Q Q, K, Q) may be beaten by anyone.",
        ["K K Q Q Q 3", G1, G2, "3", G4, G5],
        0,
        [],
        ["K K", "Q Q Q"],
    ),
    pos(
        "R-ANSWER-R-MEN-answer-the-opposite-s-K-again-after-passing",
        "Seat 0 passed on seat 5's 8; the 对头 then beats with a K keeping only a 3.  A seat may answer "
        "again when the top player is its 对头 (R-ANSWER): the A makes him 闷, a pass lets him go out.",
        ["A 9 9 7 6 3", G1, G2, "K 3", G4, "8 " + G5],
        5,
        ["5: 8", "0: pass", "1: pass", "2: pass", "3: K", "4: pass", "5: pass"],
        ["A", "let"],
    ),
    pos(
        "R-ANSWER-R-MEN-R-LET-answer-the-opposite-s-9-again-after-passing",
        "Seat 0 passed on seat 5's 8; the 对头 then plays a 9 keeping one card, a 3.  A seat may answer "
        "again when the top player is its 对头 (R-ANSWER): beat it (he is 闷, R-MEN), or let (R-LET; "
        "seats 1 and 2 have passed and cannot answer, so the turn comes straight back).  Passing lets him "
        "win and go out.",
        ["J 7 7 6 6 5 4 3 3", B1, B2, "9 3", B4, "8 " + B5],
        5,
        ["5: 8", "0: pass", "1: pass", "2: pass", "3: 9", "4: pass", "5: pass"],
        [ANY_BEAT, "let"],
    ),
    pos(
        "R-LET-R-OUT-no-let-when-the-BJ-goes-out",
        "The 对头 leads a 9; the BJ wins the round surely and the 3 follows.  A let hands seats 1 and 2 "
        "the first answer (a gouji beat by seat 1 could then only be answered by seat 4).",
        ["BJ 3", G1, G2, "9 " + G3, G4, G5],
        3,
        ["3: 9", "4: pass", "5: pass"],
        ["BJ"],
    ),
    pos(
        "R-LET-R-MEN-the-let-comes-back-beat-the-opposite-s-last-but-one",
        "Seat 0 let the 对头's 9 (he keeps one card, a 3); seats 1 and 2 passed and the turn is back "
        "(R-LET).  A pass gives him the round at once and he leads his 3 out; the J makes him 闷.",
        ["J 8 8 6 6 3", G1, G2, "9 3", G4, G5],
        3,
        ["3: 9", "4: pass", "5: pass", "0: let", "1: pass", "2: pass"],
        ["J"],
    ),
    pos(
        "R-LET-R-MEN-after-the-let-comes-back-beat-the-opposite-s-last-card",
        "Seat 0 let (R-LET) the 对头's 9, which he played keeping one card, a 3; seats 1 and 2 passed, so "
        "the turn is back with seat 0, who must now beat or pass.  Passing gives him the round at once "
        "and he goes out; any beat makes him 闷 (R-MEN).",
        ["2 8 8 7 7 6 5 4 3 3", B1, B2, "9 3", B4, B5],
        3,
        ["3: 9", "4: pass", "5: pass", "0: let", "1: pass", "2: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-LET-R-MEN-let-first-so-seats-1-and-2-cannot-beat-the-10-later",
        "The 对头 leads a 9; seat 0 holds 10 and a 3.  Beaten now, the 10 can be beaten by seat 1 (or 2, "
        "or 3) and seat 0 is 闷.  After a let (R-LET) seats 1 and 2 answer the 9 first; if they pass and "
        "the turn comes back, the 10 can then be answered only by the 对头 (R-ANSWER: passed seats may "
        "not answer again except against their own 对头).  A let keeps every choice a pass or a beat has.",
        ["10 3", G1, G2, "9 " + G3, G4, G5],
        3,
        ["3: 9", "4: pass", "5: pass"],
        ["let"],
    ),
    pos(
        "R-LET-R-MEN-let-first-seat-3-mirror",
        "The previous position turned by three seats: seat 3 decides, its 对头 seat 0 leads the 9, seats "
        "1 and 2 passed.  Let (R-LET): seats 4 and 5 answer the 9 first and cannot answer the 10 later.",
        ["9 " + G3, G4, G5, "10 3", G1, G2],
        0,
        ["0: 9", "1: pass", "2: pass"],
        ["let"],
        seat=3,
    ),
    # ----- 2. headless (R-HEADLESS): the 对头 is out, any hand may be beaten -------------------------
    pos(
        "R-HEADLESS-R-MEN-beat-a-non-opposite-s-gouji-pair-when-headless",
        "The 对头 went out, so seat 0 is headless (R-HEADLESS) and may beat any top.  Seat 1 plays K K "
        "keeping only a 3 and his 对头 (seat 4) passed: A A makes him 闷; a pass lets him go out.",
        ["A A 9 9 7 6 3", "K K 3", G2, "3", "5 5 " + G4, G5],
        3,
        [*OPP_OUT, "4: 5 5", "5: pass", "0: pass", "1: K K", "4: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-HEADLESS-R-MEN-beat-the-gouji-hand-of-an-opponent-left-with-a-three",
        "The 对头 (seat 3) is out, so seat 0 is headless (R-HEADLESS) and may beat any hand.  Seat 1 "
        "leads A A keeping one card (a 3) and his 对头 (seat 4) passed: only seat 0 can stop him.  2 2 "
        "makes him 闷 (R-MEN); passing lets him win and go out.",
        ["2 2 9 9 8 7 3 3", "K A A 3", B2, "Q", B4, B5],
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
            "1: A A",
            "4: pass",
        ],
        [ANY_BEAT],
    ),
    pos(
        "R-HEADLESS-R-MEN-a-headless-seat-answers-the-K-again-after-passing",
        "Seat 0 is headless (the 对头 is out) and may answer again after passing (R-HEADLESS).  Seat 1's "
        "K keeps only a 3: the A makes him 闷; passing lets him win and go out.",
        ["A 9 9 7 6 3", "K 3", G2, "3", "8 " + G4, G5],
        3,
        [*OPP_OUT, "4: 8", "5: pass", "0: pass", "1: K", "2: pass", "4: pass"],
        [ANY_BEAT],
    ),
    pos(
        "R-HEADLESS-R-MEN-a-headless-seat-answers-the-10-again-after-passing",
        "The 对头 is out, so seat 0 is headless (R-HEADLESS): it may answer again after passing.  Seat 1 "
        "beats seat 5's 9 with a 10 keeping one card, a 3; everyone else passed.  Beating the 10 makes "
        "him 闷 (R-MEN); passing lets him win and go out.",
        ["Q 7 7 6 6 5 4 3 3", "10 3", B2, "Q", B4, "K 9 " + B5],
        3,
        [
            "3: Q",
            "4: pass",
            "5: K",
            "0: pass",
            "1: pass",
            "2: pass",
            "5: 9",
            "0: pass",
            "1: 10",
            "2: pass",
            "4: pass",
            "5: pass",
        ],
        [ANY_BEAT],
    ),
    pos(
        "R-HEADLESS-beat-the-gouji-pair-with-BJ-A-and-go-out",
        "Headless seat 0 may simply beat seat 5's K K (R-HEADLESS; no burn needed).  BJ A cannot be "
        "beaten (R-BEAT) and the 3 goes out next lead.",
        ["BJ A 3", G1, G2, "3", "5 5 " + G4, "K K " + G5],
        3,
        [*OPP_OUT, "4: 5 5", "5: K K"],
        ["BJ A"],
    ),
    pos(
        "R-HEADLESS-R-BIE3-a-headless-lead-needs-the-BJ",
        "Seat 0 is headless: anyone may beat its hands, gouji or not.  BJ 2 2 cannot be beaten, then the "
        "3. 2 2 alone (or the BJ first and 2 2 after) can be beaten by any joker pair and leaves seat 0 "
        "闷.",
        ["BJ 2 2 6 3", G1, G2, "3", "5 " + G4, G5],
        3,
        [*OPP_OUT, "4: 5", "5: pass", "0: 6", "1: pass", "2: pass", "4: pass"],
        ["BJ 2 2"],
    ),
    # ----- 3. deadly beats (R-DEADLY) of a seat going out ------------------------------------------
    pos(
        "R-DEADLY-a-deadly-2-2-keeps-the-BJ-for-later",
        "The 对头 goes out (头科) with A A: seat 0's beat is deadly (R-DEADLY), only a burn can answer "
        "it. 2 2 wins, then BJ and the 3.  BJ 2 leaves a lone 2 that anyone may beat (seat 0 is headless "
        "now).",
        ["BJ 2 2 3", G1, G2, "A A", G4, G5],
        3,
        ["3: A A"],
        ["2 2"],
    ),
    pos(
        "R-DEADLY-R-SCRAMBLE-the-er-ke-round-is-still-ordinary",
        "Seat 1 is out; the 对头 goes out as 二科 with K K.  Four seats are left, but the scramble starts "
        "only with the next lead (R-SCRAMBLE): only seat 0 may answer, and its beat is deadly.  A A wins "
        "the round, the 3 goes out.  A pass leaves seat 0 with A A 3 in the scramble.",
        ["A A 3", "9", "5 5 " + G2, "K K", G4, G5],
        1,
        ["1: 9", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass", "2: 5 5", "3: K K", "4: pass"],
        ["A A"],
    ),
    pos(
        "R-DEADLY-beat-the-opposite-going-out-as-erke",
        "Seat 1 is out (头科); the 对头 goes out with Q Q Q as 二科.  K K K beats it and, by R-DEADLY, "
        "cannot be answered: it wins, opens seat 0 and gives it the lead.",
        ["K K K 8 8 6 5 4 3 3", "K", B2, "Q Q Q A", B4, B5],
        1,
        ["1: K", "2: pass", "3: A", "4: pass", "5: pass", "0: pass", "3: Q Q Q", "4: pass"],
        ["K K K"],
    ),
    pos(
        "R-DEADLY-R-BURN-burn-the-deadly-beat-with-a-sure-chain",
        "Teammate seat 4 goes out with K K and his 对头 beats it with A A: a deadly hand that only a burn "
        "can answer (R-DEADLY).  BJ 2 beats it, cannot be beaten, and the 3 is the last hand: seat 0 goes "
        "out and seat 1 loses the lead.",
        ["BJ 2 3", "A A " + G1, G2, G3, "K K", G5],
        4,
        ["4: K K", "1: A A"],
        ["burn BJ 2"],
    ),
    # ----- 4. burns (R-BURN): burning, breaking a burn, leading inside one -------------------------
    pos(
        "R-BURN-R-MEN-break-the-opposite-s-burn-and-men-him",
        "Seat 3 (the 对头) burns his teammate's K K with A A keeping two cards (3s, or a joker hand and a "
        "3).  Only seat 0 may answer the burner: 2 2 breaks the burn (解烧), and if he kept 3 3 he is 闷.",
        ["2 2 9 9 8 7 6 3", "K K " + G5, G2, "A A 3 3", G4, G1],
        1,
        ["1: K K", "3: burn A A"],
        [ANY_BEAT],
    ),
    pos(
        "R-BURN-R-OUT-break-the-opposite-s-burn-with-the-last-pair",
        "The 对头 burns seat 1's K K with A A, keeping two cards: 3 3, or a joker and a 3 (his chain), so "
        "he cannot beat a pair.  2 2 breaks the burn, and only he (or a new burner with a whole chain) "
        "may answer it (R-GOUJIANSWER): seat 0 wins the round and leads its 3 out.",
        ["2 2 3", "K K " + G5, G2, "A A 3 3", G4, G1],
        1,
        ["1: K K", "3: burn A A"],
        ["2 2"],
    ),
    pos(
        "R-BURN-a-burn-offer-after-passing",
        "Seat 0 passed on seat 2's 10, then seat 1 beats it with a 2.  Burn offers come to seats that "
        "passed too (R-BURN): BJ, then BJ 6 (unbeatable), then the 3: a sure burn out.",
        ["BJ BJ 6 3", "9 2 " + G5, "10 " + G2, G3, G4, G1],
        1,
        ["1: 9", "2: 10", "3: pass", "4: pass", "5: pass", "0: pass", "1: 2"],
        ["burn BJ"],
    ),
    pos(
        "R-BURN-R-MEN-burn-the-gouji-hand-of-an-opponent-left-with-a-three",
        "Seat 1 leads K K keeping one card, a 3 (R-BIE3).  Seat 0 is not his 对头 and may only burn "
        "(R-BURN); the offer comes before his 对头 (teammate seat 4) answers, who may hold nothing.  "
        "Either burn (BJ A, or A SJ keeping BJ 9 9 as a sure next hand) beats K K: seat 1 is 闷 (R-MEN) "
        "and seat 0 may go out along the chain; a broken burn costs nothing.  Declining may let him win "
        "and go out.",
        ["BJ A SJ 9 9 3", "K K 3", B2, B3, B4, B5],
        1,
        ["1: K K"],
        ["burn A SJ", "burn BJ A"],
    ),
    pos(
        "R-BURN-R-MIXJ-burn-with-SJ-2-the-hand-only-BJ-BJ-beats",
        "Seat 1 leads A A.  Burn choices: 2 2, BJ 2 or SJ 2.  SJ 2 first (only BJ BJ beats it, R-MIXJ) "
        "leaves BJ 2 5 (a BJ with two 5s, unbeatable) and the 3: one breakable hand, and if it is broken "
        "seat 0 keeps BJ 2 5 3 (no 闷).  BJ 2 first leaves SJ 2 5 to be beaten with only the 3 behind it; "
        "2 2 first (any two jokers beat it) needs two more hands to stand.  Seat 0 has opened already "
        "(its K K won a round, R-OPEN), so the 2 2's opening is worth nothing here.",
        ["K K 4 BJ 2 2 SJ 5 3", "6 A A " + G5, G2, G3, G4, G1],
        0,
        [
            "0: K K",
            "3: pass",
            "0: 4",
            "1: 6",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
            "0: pass",
            "1: A A",
        ],
        ["burn SJ 2"],
    ),
    pos(
        "R-BURN-R-MEN-inside-a-burn-lead-the-breakable-joker-hand-first",
        "Seat 0 burns seat 1's K K with A A and it stands.  The chain left is BJ 9 9, SJ 7 (or BJ 7, SJ 9 "
        "9) and the 3.  The SJ hand first: if it is beaten, seat 0 keeps the BJ hand and is not 闷; if it "
        "holds, the BJ hand cannot be beaten.  BJ first leaves the SJ hand to be beaten with only the 3 "
        "behind it: 闷.",
        ["A A BJ 9 9 SJ 7 3", "K K " + G5, G2, G3, G4, G1],
        1,
        ["1: K K", "0: burn A A", "3: pass"],
        ["SJ 7", "SJ 9 9"],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe_position(position: Position, level: str) -> None:
    check(position, level)
