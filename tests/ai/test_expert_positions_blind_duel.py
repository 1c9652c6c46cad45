"""Expert positions written blind, part two: duels, answers and
team play in mid-game, by a strong player who had not seen the AI's code or the
other position files (see ``test_expert_positions_blind_end.py``).  Both levels
passed them when written.

Seat 0 decides unless ``seat=`` says otherwise.  Teams {0,2,4} / {1,3,5}; 对头 = s+3.
Positions needing other rules are listed in RULES_FOR (name -> Rules).
"""

from __future__ import annotations

import pytest
from expert_check import ANY_BEAT, Position, check, pos

from gouji_desktop.engine import Rules

POSITIONS = [
    # 1
    pos(
        "R-GOUJIANSWER R-MEN R-TIE: three Ks with a 2 stop the 对头's Q Q Q that leaves him only 3s",
        "Seat 3 keeps only 3 3: if Q Q Q stands he leads his 3s and goes out. Only seat 0 may beat it; "
        "K K 2 (three Ks) is the only beat, and beating it also 闷s him (R-MEN).",
        ["K K 2 8 6 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "Q Q Q 3 3", "J 7 7 6 4 3", "10 10 8 5 4 3"],
        3,
        ["3: Q Q Q"],
        ["K K 2"],
    ),
    # 2
    pos(
        "R-GOUJIANSWER R-MIXJ: only BJ SJ (counts SJ SJ) beats the 对头's 2 2 that would take him out",
        "Seat 3 keeps a lone 3; if 2 2 stands he goes out (头科). BJ SJ counts as SJ SJ (R-MIXJ) and "
        "beats 2 2; nobody else may answer a headed gouji hand (R-GOUJIANSWER). Spending both jokers is "
        "clearly worth it (and 闷s him, R-MEN); seat 3 has only a 3, so he cannot answer.",
        ["BJ SJ 9 9 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "2 2 3", "J 7 7 6 4 3", "10 10 8 5 4 3"],
        3,
        ["3: 2 2"],
        ["SJ BJ"],
    ),
    # 3
    pos(
        "R-TIE R-GOUJIANSWER (seat 2 decides): answer the 对头's Q Q Q with K K K, keep the 2s",
        "Seat 5 is seat 2's 对头; only seat 2 may beat Q Q Q. K K K, K K 2 and K 2 2 all count as "
        "three Ks (same beatability, all count for opening); K K K keeps 2 2, which dominates K K or K 2.",
        ["J J 8 6 4 3", "9 9 8 6 4 3", "K K K 2 2 9 3", "10 10 8 6 5 3", "J 7 7 6 4 3", "Q Q Q 7 5 3"],
        5,
        ["5: Q Q Q"],
        ["K K K"],
        seat=2,
    ),
    # 4
    pos(
        "R-BURN R-OPEN: already opened, burn seat 5's K K with the unbeatable BJ A, not with A A",
        "Seat 0 opened with Q Q Q, so opening no longer matters. "
        "Chains: A A / BJ BJ / 3, or BJ A / BJ A / 3. "
        "A hand with a BJ (no SJ) can never be beaten, so BJ A then BJ A then 3 goes out for sure (头科, "
        "烧贡). A A can be beaten by seat 0's 对头 (2 2, jokers, BJ 2): the burn breaks, no 烧贡, and "
        "after BJ 2 or BJ BJ seat 0 is stuck. BJ A dominates.",
        ["Q Q Q 4 4 BJ BJ A A 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "10 10 9 9 4 3", "J 7 7 6 4 3", "K K 6 6 3"],
        0,
        ["0: Q Q Q", "3: pass", "0: 4 4", "1: pass", "2: pass", "3: pass", "4: pass", "5: K K"],
        ["burn A BJ"],
    ),
    # 5
    pos(
        "R-HEADLESS R-ANSWER: headless, beat the opponent's gouji 2 that leaves him only a 3 (after passing)",
        "Seat 3 went out, so seat 0 is headless: it may beat any top, gouji or not, even after passing "
        "(R-HEADLESS). Seat 1's 2 leaves him a lone 3; seat 4 passed. If seat 0 passes, seat 1 goes out.",
        ["SJ 8 8 5 3", "2 3", "Q 10 8 6 5 3", "3", "6 7 7 5 4 3", "10 10 8 5 4 3"],
        3,
        [
            "3: 3",
            "4: pass",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: pass",
            "4: 6",
            "5: pass",
            "0: pass",
            "1: 2",
            "4: pass",
        ],
        ["SJ"],
    ),
    # 6
    pos(
        "R-DEADLY (憋三 off): beat the 对头's last K K — the beat is deadly and wins the round",
        "Seat 3 goes out (头科) with K K, a gouji hand; his 对头 seat 0 may beat it and that beat is "
        "够死级 (R-DEADLY): only a burn can answer it. A A wins the round, opens seat 0 and gets the lead; "
        "passing hands the lead to seat 4 and leaves seat 0 unopened for nothing. A 2 is the same hand "
        "(R-TIE) and wastes the 2.",
        [
            "A A 2 J 10 9 9 8 7 6 5 4 4",
            "Q J 10 9 8 7 6 5 4 4 3",
            "J J 10 9 8 7 7 6 5 4 3 3",
            "K K",
            "K J 10 9 8 6 6 5 4 3",
            "Q Q J 10 8 7 6 5 4 4 3",
        ],
        3,
        ["3: K K"],
        ["A A"],
    ),
    # 7
    pos(
        "R-ANSWER: re-answer the 对头 after passing — his K leaves him only 3s",
        "A seat that passed may answer again when the top player is its 对头 (R-ANSWER). Seat 3's K "
        "leaves 3 3; seats 4 and 5 passed and may not answer him; if seat 0 passes, seat 1 and seat 2 "
        "(passed) cannot help and seat 3 goes out. The A is the only beat; letting (R-LET) is as good: "
        "seat 2 passed, so only seat 1 acts, and if he passes seat 0 beats with A and nobody may answer.",
        ["A 5 5 4 3", "9 8 8 6 3", "Q 10 8 5 5 3", "K 6 3 3", "J 7 7 4 4 3", "10 10 8 5 4 3"],
        3,
        ["3: 6", "4: pass", "5: pass", "0: pass", "1: 9", "2: pass", "3: K"],
        ["A", "let"],
    ),
    # 8
    pos(
        "R-BURN (seat 2 decides): burn the K K with SJ SJ first, keeping the unbeatable BJ 8",
        "Seat 2 may burn seat 3's K K (R-BURN). Chains: SJ SJ / BJ 8 / 3 or BJ SJ (= SJ SJ, R-MIXJ) / "
        "SJ 8 / 3. The first hands are the same hand; BJ 8 can never be beaten, SJ 8 can: SJ SJ first "
        "dominates. The burn takes seat 2 out with one risky hand (only BJ BJ beats SJ SJ).",
        ["J J 8 6 4 3", "9 9 8 6 4 3", "BJ SJ SJ 8 3", "K K 9 3", "J 7 7 6 4 3", "Q Q 10 7 5 3"],
        3,
        ["3: K K"],
        ["burn SJ SJ"],
        seat=2,
    ),
    # 9
    pos(
        "R-HEADLESS: anyone may beat the headless seat 1's A A — stop him going out",
        "Seat 4 is out, so seat 1 is headless: his A A is no headed gouji hand and any seat may beat it "
        "(R-HEADLESS). It leaves him a lone 3; seats 2, 3 and 5 passed. If seat 0 passes he goes out.",
        ["2 2 8 5 3", "9 A A 3", "Q 10 8 6 5 3", "10 10 9 9 4 3", "3", "4 J 7 7 6 3"],
        4,
        [
            "4: 3",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: pass",
            "3: pass",
            "5: 4",
            "0: 5",
            "1: 9",
            "2: pass",
            "3: pass",
            "5: pass",
            "0: pass",
            "1: A A",
            "2: pass",
            "3: pass",
            "5: pass",
        ],
        ["2 2"],
    ),
    # 10
    pos(
        "R-GOUJIANSWER R-BEAT: answer the 对头's A A with SJ 2, keeping the unbeatable BJ for the next lead",
        "Beats: SJ 2, BJ 2, BJ SJ (= SJ SJ). After SJ 2 (beaten only by BJ BJ) seat 0 leads BJ, which "
        "nothing beats, then its 3. After BJ 2 it must still get a single SJ through (any BJ beats it, "
        "and a beaten SJ leaves seat 0 闷); after BJ SJ a single 2. SJ 2 dominates; passing lets him open.",
        ["BJ SJ 2 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "A A J 9 9 6 3", "J 7 7 6 4 3", "Q Q 10 7 5 3"],
        3,
        ["3: A A"],
        ["SJ 2"],
    ),
    # 11
    pos(
        "R-GOUJIANSWER R-OPEN (full hands): answer the 对头's J J J J with Q Q Q Q",
        "Mid-game, 13 cards each side: only seat 0 may beat the 对头's four Js; letting it stand opens him "
        "and gives him the lead. Q Q Q Q is the plain answer (Q Q Q 2 etc. are the same hand, R-TIE, "
        "and waste a 2). Q Q Q SJ is harder to beat but gives up the opening: also fine.",
        [
            "Q Q Q Q 2 2 SJ 10 9 9 8 7 6 5 4 3 3",
            "K K 10 10 8 8 7 6 5 5 4 3",
            "A 10 9 8 7 7 6 6 5 4 3",
            "J J J J A 9 8 7 6 6 5 4 3",
            "K Q 10 9 8 7 6 5 4 4 3",
            "A A 9 8 7 6 5 5 4 3 3",
        ],
        3,
        ["3: J J J J"],
        ["Q Q Q Q", "Q Q Q SJ"],
    ),
    # 12
    pos(
        "R-LET: after letting, the 对头's 9 came back untouched — now beat it",
        "Seat 0 let (R-LET); seats 1 and 2 passed, so the turn is back to seat 0, who must beat or pass. "
        "If it passes, seat 3 wins at once and goes out with his 3s. Any beat wins: nobody else may answer.",
        ["J 10 7 7 4 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "9 3 3", "J 7 7 6 4 3", "10 10 8 5 4 3"],
        3,
        ["3: 9", "4: pass", "5: pass", "0: let", "1: pass", "2: pass"],
        [ANY_BEAT],
    ),
    # 13
    pos(
        "R-BURN R-GOUJIANSWER (seat 4 decides): break seat 1's burn of the teammate's K K",
        "Seat 1 burns seat 2's K K with A A (chain A A / SJ x / 3). Seat 4 is seat 1's 对头 and may "
        "answer the burn hand; 2 2 breaks the burn (解烧). If it passes, A A wins, seat 1 leads a joker "
        "hand that 2 2 cannot beat and goes out with 烧贡.",
        ["J J 8 6 4 3", "A A SJ 5 3", "K K 10 9 8 6 5 3", "10 10 9 9 4 3", "2 2 8 7 3", "Q Q 8 5 4 3"],
        2,
        ["2: K K", "1: burn A A"],
        ["2 2"],
        seat=4,
    ),
    # 14
    pos(
        "R-HANG R-GOUJIANSWER: answer the 对头's A A with 2 2, keeping BJ to carry the 9",
        "After 2 2 stands (only seat 3 or a burner can beat it), seat 0 leads BJ 9 — a hand with a BJ "
        "is never beaten — and then its 3: out. After BJ 2 seat 0 wins this round but is left with 2 9: "
        "at least one more beatable hand (2 9 as a pair of 9s, or a "
        "single 9), and a beaten last hand 闷s it.",
        ["BJ 2 2 9 3", "J J 8 6 4 3", "Q 10 8 6 5 3", "A A J 9 8 6 6 3", "J 7 7 6 4 3", "Q Q 10 7 5 3"],
        3,
        ["3: A A"],
        ["2 2"],
    ),
    # 15
    pos(
        "R-TEAM R-ANSWER (full hands): do not beat the teammate's K that leaves him one card",
        "Seat 4 (teammate) led K keeping one card; if the round comes back to him he leads it and goes out. "
        "Beating it with A, 2 or a joker only takes his round away.",
        [
            "A 2 SJ 10 10 9 8 8 7 6 5 5 4 3",
            "Q Q J 10 9 8 7 6 5 4 3",
            "J J 10 9 8 7 7 6 5 4 3 3",
            "A Q 10 9 9 8 7 6 6 5 4 3",
            "K 3",
            "K J 10 9 8 7 6 6 5 4 4 3",
        ],
        4,
        ["4: K", "5: pass"],
        ["pass"],
    ),
    # 16
    pos(
        "R-HEADLESS R-TEAM (full hands): headless, do not beat the teammate's 2 that leaves him one card",
        "Seat 3 is out; seat 0 is headless and may beat seat 2's gouji 2 (R-HEADLESS), with plenty of "
        "cards to do it. But seat 2 keeps one card and goes out if nobody beats; seat 5 (his 对头) passed.",
        [
            "SJ BJ 2 A K 10 10 9 8 8 5 4 3",
            "J J 10 9 8 8 7 6 5 4 3",
            "2 3",
            "3",
            "6 Q J 10 9 7 7 6 5 4 3",
            "K Q 10 9 8 7 6 5 5 4 4 3",
        ],
        3,
        [
            "3: 3",
            "4: pass",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: pass",
            "4: 6",
            "5: pass",
            "0: pass",
            "1: pass",
            "2: 2",
            "5: pass",
        ],
        ["pass"],
    ),
    # 17
    pos(
        "R-BURN (full hands): sixteen cards, one sure chain BJ A / "
        "BJ 9 9 9 / BJ 7 7 / BJ 5 5 5 5 / 3 3 — burn",
        "Every hand of the chain holds a BJ (and no SJ), so none can be beaten (R-BEAT): the burn surely "
        "takes seat 0 out (头科) with 烧贡 and stops seat 5's K K. Seat 0 has no plain gouji hand, so it "
        "gives up no opening chance either.",
        [
            "BJ BJ BJ BJ A 9 9 9 7 7 5 5 5 5 3 3",
            "Q Q J 10 9 8 7 6 5 4 3",
            "J J 10 9 8 7 7 6 5 4 3 3",
            "A Q 10 9 8 8 7 6 6 5 4 3",
            "K Q J 10 9 8 6 6 4 4 3",
            "K K J 10 8 7 6 5 4 4 3",
        ],
        5,
        ["5: K K"],
        ["burn A BJ"],
    ),
    # 18
    pos(
        "R-LET R-ANSWER (full hands): the 对头's 9 leaves him two cards — beat or let, never pass",
        "Seats 4 and 5 passed; if seat 0 passes, only seat 1 (his teammate) and seat 2 are left, and if "
        "seat 2 cannot beat, seat 3 leads with two cards (his 3s: out). Beat, or let (R-LET): then the "
        "turn comes back to seat 0 if 1 and 2 pass.",
        [
            "2 J 10 7 7 6 5 5 4 4 3 3",
            "Q J 10 9 8 7 6 5 4 4 3",
            "A 8 8 7 7 6 6 5 4 3 3",
            "9 3 3",
            "A K J 10 9 8 6 6 5 4 3",
            "A A J 10 8 7 6 5 4 4 3",
        ],
        3,
        ["3: 9", "4: pass", "5: pass"],
        [ANY_BEAT, "let"],
    ),
    # 19
    pos(
        "R-BURN R-TEAM (full hands): do not burn the teammate's burn hand",
        "Seat 2 (teammate) burns seat 1's K K with A A. Seat 0 could burn seat 2's A A (2 2 / BJ 9 9 9 / "
        "SJ 7 7 / 3) but that only breaks the teammate's burn and turns the opponent's 烧贡 into tribute "
        "inside the team.",
        [
            "2 2 BJ 9 9 9 SJ 7 7 3",
            "K K Q J 10 9 8 6 4 3",
            "A A BJ 5 3",
            "10 10 9 8 8 7 6 5 4 4 3",
            "J 10 8 7 7 6 5 4 4 3",
            "Q Q J 10 8 6 5 4 3",
        ],
        1,
        ["1: K K", "2: burn A A"],
        ["pass"],
    ),
    # 20
    pos(
        "R-LET R-ANSWER: the let lapsed — seat 1 beat the 对头's 9 with a 10 keeping one card; answer it",
        "Seat 0 let the 对头's 9; seat 1 beat it with 10, so the let lapsed and seat 0 is a seat that has "
        "not passed (R-LET). Seats 2, 3, 4 passed and seat 5 may not answer again; if seat 0 passes, "
        "seat 1 wins the round and leads his last card: out. J or Q stops it.",
        [
            "J Q 7 7 6 5 5 4 4 3 3",
            "10 3",
            "A 8 8 7 7 6 6 5 4 3 3",
            "9 Q 10 8 8 7 6 6 5 3",
            "K J 10 9 8 6 6 5 4 3",
            "A A J 10 8 7 6 5 4 4 3",
        ],
        3,
        ["3: 9", "4: pass", "5: pass", "0: let", "1: 10", "2: pass", "3: pass", "4: pass"],
        [ANY_BEAT],
    ),
]

RULES_FOR = {
    POSITIONS[5].name: Rules(bie_san=False),
}


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.name)
def test_blind_duel_position(position: Position, level: str) -> None:
    check(position, level, RULES_FOR.get(position.name))
