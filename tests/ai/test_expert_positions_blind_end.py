"""Expert positions written blind: a strong player who had not
seen the AI's code or the other position files wrote them from the rule book,
like the independent checks the issue runs.  Endgames and going out.  Three of
them (the gouji pair only a 对头 short of cards may answer, played before the
sure winner and the 3s) were failed by both levels until ``Lines.likely_first``.

With 憋三 on (the default) every active seat holds at least one 3 until it goes
out, and it can only go out by leading its 3s (R-BIE3, R-BUY3), so a seat with n
cards holds at most n-1 cards that are not 3s; the deals respect this.  Seat 0
decides unless a position says otherwise.
"""

from __future__ import annotations

import pytest
from expert_check import ANY_BEAT, MULTI, Position, check, passes, pos

from gouji_desktop.engine import Rules

# filler hands, one 3 each, no jokers; ranks spread so that a deal never exceeds 16 of a rank
A1 = "4 4 5 6 7 8 10 J Q A 3"
A2 = "4 5 6 7 8 9 10 J K A 3"
A3 = "5 5 6 7 8 9 10 Q K 2 3"
A4 = "4 6 7 8 9 10 J Q K A 3"
A5 = "5 6 7 8 9 J Q K A 2 3"

DEADLY = "R-DEADLY (憋三 off): beat the 对头's last Q Q Q with K K K, then BJ 5 goes out"

POSITIONS = [
    pos(
        "R-MIXJ R-BIE3 R-OUT: BJ BJ SJ SJ 3 -- never leave a joker pair that counts as SJ SJ",
        "Two BJs are unseen. BJ BJ SJ SJ (= four SJ) and BJ SJ SJ (= three SJ) need three or four BJs to be "
        "beaten, so both are sure; a lone BJ is sure too and leaves BJ SJ SJ. Every other split leaves an SJ "
        "single or a BJ SJ / SJ SJ pair (= SJ SJ) that the two unseen BJs can beat, and the 3 is stranded.",
        ["BJ BJ SJ SJ 3", A1, A2, A3, A4, A5],
        0,
        [],
        ["BJ BJ SJ SJ", "BJ SJ SJ", "BJ"],
    ),
    pos(
        "R-SCRAMBLE R-BEAT R-CHUAN3: teammates 头科 and 二科; 2 K K K with opponents on 3 cards",
        "Scramble (seats 0,1,3,5 active); seats 2 and 4 are out. Each opponent holds 3 cards (one a 3), so "
        "the 4-card hand 2 K K K (four Ks) cannot be answered; then "
        "the 3 goes out as 三科: 串三户. Every split "
        "leaves a single (2 or K) that a joker or 2 can beat in the scramble.",
        ["2 K K K 7 3", "9 10 3", "3", "6 10 10 3", "8 3", "5 J 3 3"],
        2,
        [
            "2: 3",
            *passes(3, 4, 5, 0, 1),
            "3: 6",
            "4: 8",
            *passes(5, 0, 1, 3),
            "4: 3",
            *passes(5, 0, 1, 3),
            "5: 5",
            "0: 7",
            *passes(1, 3, 5),
        ],
        ["2 K K K"],
    ),
    pos(
        "R-MEN R-TEAM R-WIN: do not beat a teammate's hand when he has one card left",
        "Teammate seat 2 led a 9 and holds one card (his 3). If the 9 wins its round he leads the 3 and goes "
        "out. Beating it takes the round from him and 闷s him.",
        ["10 K K 8 8 6 5 4 4 J J 7 A 3 3", A1, "9 3", A3, A4, A5],
        2,
        ["2: 9", *passes(3, 4, 5)],
        ["pass"],
    ),
    pos(
        "R-BIE3 R-OUT: seat 4 with BJ BJ BJ K K Q Q 9 9 3 3 -- one BJ to each pair",
        "One BJ is unseen. BJ K K, BJ Q Q and BJ 9 9 cannot be beaten: three sure rounds, then 3 3 (头科). "
        "Leading a bare pair, or two BJs together, leaves a beatable hand before the 3s.",
        [A1, A2, A3, A4, "BJ BJ BJ K K Q Q 9 9 3 3", A5],
        4,
        [],
        ["BJ K K", "BJ Q Q", "BJ 9 9"],
        seat=4,
    ),
    pos(
        "R-SCRAMBLE R-MEN: in the scramble I may beat again after passing -- stop the opponent's K",
        "Scramble (0,1,3,4 active). Seat 1 answered again with a K "
        "and holds only his 3; seats 3 and 4 passed. "
        "If seat 0 passes too, seat 1 wins the round and goes out. Beat (A or 2), which also 闷s him.",
        ["5 A 2 9 9 6 Q J 10 8 3 3", "8 K 3", "3", "6 7 7 Q 4 4 5 3", "10 J J 8 9 9 5 3", "9 3"],
        2,
        [
            "2: 3",
            *passes(3, 4, 5, 0, 1),
            "3: 6",
            "4: pass",
            "5: 9",
            *passes(0, 1, 3),
            "5: 3",
            *passes(0, 1, 3, 4),
            "0: 5",
            "1: 8",
            "3: pass",
            "4: 10",
            "0: pass",
            "1: K",
            "3: pass",
            "4: pass",
        ],
        [ANY_BEAT],
    ),
    pos(
        "R-WIN R-OUT: teammate goes out with his 3 -- beat it, or 接风 gives the 对头 the lead",
        "Seat 1 is out; teammate seat 2 just led his last 3 (二科); the 对头 seat 3 holds only a 3 and seats "
        "3, 4, 5 passed. If seat 0 passes, the lead passes to seat 3 (next after seat 2), who goes out. Any "
        "beat stops that: seat 3 can never beat, and gets the lead again only by 接风 after seat 0 goes out.",
        ["BJ K K Q 8 8 6 5 3", "3", "3", "3", A4, A5],
        1,
        ["1: 3", *passes(2, 3, 4, 5, 0), "2: 3", *passes(3, 4, 5)],
        [ANY_BEAT],
    ),
    pos(
        DEADLY,
        "Rules: 憋三 off. The 对头 goes out with Q Q Q (头科). Seat 0's beat of it is deadly: only a burn "
        "answers it, and every other seat has two cards, so K K K "
        "wins; then BJ 5 (unbeatable) goes out: sure "
        "二科. BJ K K also wins but leaves K and 5, two hands, the K beatable (seat 0 is headless).",
        ["K K K BJ 5", "4 5", "6 7", "Q Q Q", "8 9", "10 J"],
        3,
        ["3: Q Q Q"],
        ["K K K"],
    ),
    pos(
        "R-GOUJIANSWER R-BIE3: answer the 对头's K K with A A, keep the BJ for before the 3",
        "Every other seat holds two cards, one of them a 3, so nobody can answer or burn a pair: A A wins; "
        "then BJ, then 3: sure 头科. BJ A wins too but leaves a single A that any 2 or joker beats, and then "
        "seat 0 is 闷 with its 3.",
        ["BJ A A 3", "4 3", "6 3", "K K 5 3", "8 3", "10 3"],
        3,
        ["3: K K"],
        ["A A"],
    ),
    pos(
        "R-SCRAMBLE R-CHUAN3: opponents 头科 and 二科, the 对头 on two cards -- lead a pair",
        "Seats 1 and 5 are out; the 对头 seat 3 holds two cards, one a "
        "3, so he cannot answer a pair. A single "
        "lets him beat it, win the round and lead his 3: 三科 for the opponents, 串三户.",
        ["9 9 6 6 K K 8 8 3 3", "3", "5 J J 10 10 7 7 4 3", "K 3", "Q Q 6 4 5 5 8 3", "8 3"],
        1,
        [
            "1: 3",
            *passes(2, 3, 4, 5, 0),
            "2: 5",
            "3: pass",
            "4: pass",
            "5: 8",
            "0: pass",
            "2: pass",
            "4: pass",
            "5: 3",
            *passes(0, 2, 3, 4),
        ],
        [MULTI],
    ),
    pos(
        "R-BURN R-MEN: burn the opponent's 2 that leaves him only his 3",
        "Seat 1 played a gouji 2 and holds only a 3. Seat 0's whole "
        "hand is a burn chain (SJ or BJ first, then "
        "a joker with each pair, then 3). The burn 闷s seat 1 and stops him now whatever happens (a broken "
        "burn costs nothing). Declining leaves it to seat 4; if seat 4 cannot beat, seat 1 goes out.",
        ["SJ SJ BJ BJ 9 9 K K Q Q 3", "2 3", A2, A3, A4, A5],
        1,
        ["1: 2"],
        ["burn SJ", "burn BJ"],
    ),
    pos(
        "R-HEADLESS R-GOUJIANSWER: my 对头 is out, so I may beat the opponent's A A that leaves his 3",
        "Seat 3 went out, so seat 0 is headless and may beat any top. Seat 1 led A A (gouji) with only his 3 "
        "left and its 对头 seat 4 passed. If seat 0 passes, seat 1 leads the 3 and goes out.",
        ["2 2 9 8 K K Q J 10 6 3", "7 A A 3", A2, "3", "5 6 4 4 8 9 10 J 3", A5],
        3,
        [
            "3: 3",
            *passes(4, 5, 0, 1, 2),
            "4: 5",
            "5: pass",
            "0: pass",
            "1: 7",
            "2: pass",
            "4: pass",
            "0: pass",
            "1: A A",
            "4: pass",
        ],
        [ANY_BEAT],
    ),
    pos(
        "R-WIN R-OUT: teammate's last 3 gives 接风 to our seat 4 -- do not beat it",
        "Seat 3 is out. Teammate seat 2 just led his last 3 (二科); "
        "the next active seat after him is teammate "
        "seat 4, who holds only a 3 (seats 4 and 5 passed). If the 3 "
        "stands, seat 4 gets the lead and goes out "
        "(三科). Beating it gains nothing (seat 2 is out) and strands seat 4, who can never beat.",
        ["K K Q 8 8 6 5 A 10 3", A1, "9 3", "3", "6 3", A5],
        3,
        [
            "3: 3",
            *passes(4, 5, 0, 1, 2),
            "4: 6",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: 9",
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
        "R-ANSWER R-BIE3: after the others passed, my 9 cannot be answered -- keep BJ for K K",
        "Seat 1 led an 8 and holds only his 3; seats 2..5 passed. If seat 0 plays the 9, only seat 1 (not "
        "passed) and the 对头 seat 3 (the top is his 对头's) may "
        "answer, and each holds only a 3: the 9 wins. "
        "Then BJ K K and 3: sure 头科. Beating with the BJ or the K leaves a bare hand to lead that the "
        "seats with full hands may beat; passing lets seat 1 out.",
        ["BJ K K 9 3", "8 3", A2, "3", A4, A5],
        1,
        ["1: 8", *passes(2, 3, 4, 5)],
        ["9"],
    ),
    pos(
        "R-BEAT R-TIE: all jokers but my BJ are played, so 2 2 is a sure winner",
        "Seat 1 played four SJs and three BJs; seat 0 holds the last BJ. A pair of 2s can only be beaten by "
        "jokers: none left. Sure lines: BJ K K and 2 2 (either first), BJ 2 K K then 2, 2 then BJ 2 K K, or "
        "all of BJ 2 2 K K at once. 2 2 K K (four Ks) or K K may be beaten; a lone BJ or BJ 2 2 leaves K K.",
        ["2 2 K K BJ 7 3", "SJ SJ SJ SJ BJ BJ BJ 4 5 6 3", A2, A3, A4, A5],
        1,
        [
            "1: SJ SJ SJ SJ",
            "4: pass",
            "1: BJ BJ BJ",
            "4: pass",
            "1: 4",
            *passes(2, 3, 4, 5),
            "0: 7",
            "1: pass",
            "3: pass",
        ],
        ["BJ K K", "2 2", "BJ 2 2 K K", "BJ 2 K K", "2"],
    ),
    pos(
        "R-BIE3 R-MEN R-GOUJIANSWER: no sure line -- lead the gouji K K first, keep BJ 9 9 for before the 3",
        "One BJ but two pairs. K K is gouji: only the 对头 (two "
        "cards, one a 3: he cannot answer a pair) or a "
        "burn can beat it; then BJ 9 9 and 3. If a burn beats K K, seat 0 still holds BJ 9 9 3. Leading "
        "BJ K K or BJ 9 9 first leaves the bare pair as the last "
        "hand before the 3s: beaten, seat 0 is 闷 and "
        "stuck; and 9 9 first can be beaten by anyone.",
        ["BJ K K 9 9 3", A1, A2, "6 3", A4, A5],
        0,
        [],
        ["K K"],
    ),
    pos(
        "R-OUT (憋三 off): BJ K K 9 9 -- the sure hand first, the last hand needs not win",
        "Rules: 憋三 off, so playing the last card goes out even if it "
        "is beaten. BJ K K (or BJ 9 9) cannot be "
        "beaten; then the other pair goes out: sure 头科. Leading a bare pair first may lose the lead.",
        ["BJ K K 9 9", A1, A2, A3, A4, A5],
        0,
        [],
        ["BJ K K", "BJ 9 9"],
    ),
    pos(
        "R-BURN R-MEN: while burning, lead the breakable SJ hand first and keep the BJ hand for the end",
        "Seat 0 burnt the opponent's 2 with a BJ and won the round; "
        "the chain left is a joker with each pair, "
        "then 3. SJ K K (or SJ 9 9) can be beaten by a BJ hand; if so "
        "the burn breaks but seat 0 keeps BJ + pair "
        "+ 3. Leading the BJ hand first leaves the SJ hand last: beaten, the burn breaks and seat 0 is 闷.",
        ["BJ BJ SJ K K 9 9 3", "2 3", A2, A3, A4, A5],
        1,
        ["1: 2", "0: burn BJ", "3: pass"],
        ["SJ K K", "SJ 9 9"],
    ),
    pos(
        "R-GOUJIANSWER R-BIE3: seat 3, no sure line -- lead the "
        "gouji A A first, keep BJ 7 7 for before the 3",
        "Seat 3 holds one BJ and two pairs. A A is gouji: only seat 0 (his 对头, two cards, one a 3: cannot "
        "answer a pair) or a burn can beat it; then BJ 7 7 and the 3. Leading 7 7 first lets every seat with "
        "a higher pair beat it; leading a BJ hand first leaves a bare pair as the last hand before the 3.",
        ["6 3", A1, A2, "BJ A A 7 7 3", A4, A5],
        3,
        [],
        ["A A"],
        seat=3,
    ),
    pos(
        "R-TIE R-BIE3: BJ 2 8 3 -- the 2 joins the 8 under the BJ: one unbeatable hand",
        "BJ 2 8 counts as BJ 8 8 (R-TIE) and holds a BJ: nothing "
        "beats it; then the 3: sure 头科. Every other "
        "lead leaves two hands before the 3, one of them beatable (8, 2 8 = 8 8, BJ 8 then 2, 2 then BJ 8 "
        "which a burn could break).",
        ["BJ 2 8 3", A1, A2, "3", A4, A5],
        0,
        [],
        ["BJ 2 8"],
    ),
    pos(
        "R-GOUJIANSWER R-BIE3: answer the 上家's 9 9 with the gouji K K, not 10 10",
        "Seat 5 led 9 9. K K is gouji: only the 对头 (two cards, one "
        "a 3: cannot answer a pair) or a burn can "
        "beat it; then BJ 10 10 (unbeatable) and the 3: 头科 barring a burn. 10 10 may be beaten by any seat "
        "with a higher pair; BJ K or BJ 10 wins the round but leaves two bare hands.",
        ["BJ K K 10 10 3", A1, A2, "6 3", A4, "9 9 " + A5],
        5,
        ["5: 9 9"],
        ["K K"],
    ),
]

OFF = "R-OUT (憋三 off): BJ K K 9 9 -- the sure hand first, the last hand needs not win"
RULES = {DEADLY: Rules(bie_san=False), OFF: Rules(bie_san=False)}


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.name)
def test_blind_endgame_position(position: Position, level: str) -> None:
    check(position, level, RULES.get(position.name))
