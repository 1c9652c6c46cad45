"""Expert positions from the session-19 probes, part one: the issue's four
mistakes in new variations (a sure 头科 played out, the sure winner rather
than the weak answer, the 对头's gouji hand answered, a teammate's round taken
only to go out), with the deciding seat elsewhere than seat 0, 2s, headless
seats, deadly hands, the scramble, 憋三 on and off, and hands that carry both
jokers (R-MIXJ: `BJ SJ 9 9` counts as `SJ SJ 9 9`, sure when fewer than two
BJs are unseen or no seat can field four cards; the going-out lines missed it
before this session).  Each is a fixed deal with one clear choice a strong
Gouji player makes, the rule ids it turns on, why, and every move he would
accept; both normal and hard must choose among them.
"""

from __future__ import annotations

import pytest
from expert_check import Position, check, passes, pos

from gouji_desktop.engine import Rules

NO_BIE = Rules(bie_san=False)

# filler hands: no 2s or jokers (nobody can burn), one 3 each (R-BIE3)
G1 = "10 10 J J Q Q A A 7 3"
G2 = "8 8 7 7 5 5 4 6 6 3"
G3 = "10 J Q A A K 7 7 8 3"
G4 = "6 6 5 5 4 4 8 9 9 3"
G5 = "J J Q Q 10 10 K 9 9 3"
# four cards, three of them usable (R-BIE3): nobody holding one can answer a hand of four
S1 = "5 7 9 3"
S2 = "4 6 8 3"
S3 = "10 J Q 3"
S4 = "6 8 K 3"
S5 = "4 5 J 3"


def case(
    name: str,
    why: str,
    hands: list[str],
    leader: int,
    steps: list[str],
    accept: list[str],
    seat: int = 0,
    rules: Rules | None = None,
) -> tuple[Position, Rules | None]:
    return pos(name, why, hands, leader, steps, accept, seat), rules


CASES = [
    # ----- 1. a sure 头科: sure winners first, then the last hand -------------------------------
    case(
        "A1-R-BEAT-R-TIE-R-BIE3-seat-4-one-BJ-to-each-rank-with-the-2s",
        "Seat 4 leads with BJ BJ 2 2 8 K 3.  Any hand holding an unmixed BJ is unbeatable (R-BEAT): one BJ "
        "carries the 8s, the other the Ks (the 2s ride along, R-TIE), then the 3.  A lead without a BJ, a "
        "bare BJ or BJ BJ leaves a beatable hand before the 3 (闷 risk, R-MEN).",
        [G1, G2, G3, G4, "BJ BJ 2 2 8 K 3", G5],
        4,
        [],
        ["BJ 8", "BJ 2 8", "BJ 2 2 8", "BJ K", "BJ 2 K", "BJ 2 2 K"],
        seat=4,
    ),
    case(
        "A2-R-MIXJ-R-OUT-bie-san-off-seat-1-keep-BJ-and-SJ-apart",
        "憋三 off: the last hand needs not win.  Seat 1 holds BJ SJ 2 K K 5: a hand with BJ but no SJ is "
        "unbeatable, and what is left is one hand (SJ with the rest), which goes out.  Any lead holding both "
        "jokers counts them as SJ SJ (R-MIXJ) and can be beaten by BJ BJ; K K or 5 first can be beaten.",
        [G1, "BJ SJ 2 K K 5", G2, G3, G4, G5],
        1,
        [],
        ["BJ K K", "BJ 2 K K", "BJ 5", "BJ 2 5"],
        seat=1,
        rules=NO_BIE,
    ),
    case(
        "A3-R-OUT-bie-san-off-seat-3-the-lone-3-is-not-a-first-lead",
        "憋三 off: seat 3 holds BJ 2 K K 3.  A BJ hand is unbeatable and leaves one last hand (BJ 2 K K then "
        "3, BJ K K then 2 3, BJ 3 then 2 K K, BJ 2 3 then K K): a sure 头科.  The lone 3 (or K K, 2 K K) "
        "first can be beaten.",
        [G1, G2, G3, "BJ 2 K K 3", G4, G5],
        3,
        [],
        ["BJ 2 K K", "BJ K K", "BJ 3", "BJ 2 3"],
        seat=3,
        rules=NO_BIE,
    ),
    case(
        "A4-R-HEADLESS-R-BEAT-headless-four-tens-are-sure-against-three-usable-cards",
        "The 对头 is out, seat 0 is headless (R-HEADLESS): anyone may beat its hands.  The opponents left, "
        "seats 1 and 5, hold four cards each, one a 3 (R-BIE3), so nobody can answer four cards: "
        "10 10 10 10 and BJ K are sure, then the 3.  K alone, the bare BJ, or BJ 10 10 10 10 (leaving "
        "the K before the 3) is not.",
        ["BJ K 10 10 10 10 6 3", S1, G2, "3", "5 " + G4, S2],
        3,
        [
            "3: 3",
            *passes(4, 5, 0, 1, 2),
            "4: 5",
            "5: pass",
            "0: 6",
            *passes(1, 2, 4),
        ],
        ["BJ K", "10 10 10 10"],
    ),
    case(
        "A5-R-SCRAMBLE-R-CHUAN3-bie-san-off-seat-5-goes-out-for-chuan-san-hu",
        "憋三 off.  Seats 1 and 3 went out (头科, 二科); seat 5 is alone against three opponents with three "
        "cards each in the scramble (R-SCRAMBLE).  8 8 8 8 (nobody holds four cards) and BJ 6 are sure: "
        "seat 5 goes out 三科 and its team wins 串三户 (R-CHUAN3).  A lone 6 or a split of the 8s can be "
        "beaten.",
        ["5 6 7", "4", "5 8 9 10", "6", "7 J Q K", "BJ 8 8 8 8 6 9"],
        1,
        [
            "1: 4",
            *passes(2, 3, 4, 5, 0),
            "2: 5",
            "3: 6",
            *passes(4, 5, 0, 2),
            "4: 7",
            "5: 9",
            *passes(0, 2, 4),
        ],
        ["BJ 6", "8 8 8 8", "BJ 8 8 8 8", "BJ"],
        seat=5,
        rules=NO_BIE,
    ),
    # ----- 2. answering: the sure winner, not the weak card ------------------------------------
    case(
        "B1-R-BEAT-R-BIE3-seat-3-answers-the-J-with-the-BJ-not-a-Q",
        "Every other seat holds four cards (three usable, R-BIE3).  Seat 3 answers seat 2's J: the BJ wins "
        "the round, then Q Q Q Q (nobody can field four cards) and the 3: a sure 头科.  A Q splits the four "
        "and can be beaten (a gouji 2 from seat 4 could be answered only by seat 1; a burn BJ, Q Q Q, 3 is "
        "no chain).",
        [S1, S2, "J " + S3, "BJ Q Q Q Q 3", S4, S5],
        2,
        ["2: J"],
        ["BJ"],
        seat=3,
    ),
    case(
        "B2-R-GOUJIANSWER-R-TIE-seat-2-answers-the-opposite-s-A-A-with-BJ-2",
        "The 对头 (seat 5) leads A A; only seat 2 may answer (R-GOUJIANSWER).  BJ 2 is unbeatable, and "
        "BJ 2 then 3 follow: a sure 头科.  2 2 can be beaten by his jokers or burned by his teammates; BJ BJ "
        "leaves 2 2 before the 3 (闷 risk, R-MEN); passing lets him open.",
        [G1, G2, "BJ BJ 2 2 3", G3, G4, "A A " + G5],
        5,
        ["5: A A"],
        ["BJ 2"],
        seat=2,
    ),
    case(
        "B3-R-BEAT-bie-san-off-seat-1-answers-8-8-with-BJ-9-then-the-9-goes-out",
        "憋三 off.  Seat 1 holds BJ 9 9 against seat 0's 8 8.  BJ 9 is unbeatable and the last 9 goes out "
        "(a last hand needs not win): a sure 头科.  9 9 can be beaten and leaves BJ 9 waiting for a pair.",
        ["8 8 " + G1, "BJ 9 9", G2, G3, G4, G5],
        0,
        ["0: 8 8"],
        ["BJ 9"],
        seat=1,
        rules=NO_BIE,
    ),
    # ----- 3. the 对头's gouji hand: answer it ----------------------------------------------------
    case(
        "C1-R-ANSWER-R-GOUJIANSWER-seat-5-answers-the-opposite-s-A-A-again-after-passing",
        "Seat 5 passed on seat 4's 9 9; seat 1 beat it, then the 对头 (seat 2) beats with A A.  Only seat 5 "
        "may answer (R-GOUJIANSWER), and it may answer again because the top player is its 对头 (R-ANSWER).  "
        "2 2 wins unless he holds two jokers or a burn comes; then BJ 8 (unbeatable) and the 3: a sure "
        "头科 if it stands, and BJ 8 3 stays in hand if not.  BJ 2 leaves 2 8 before the 3; passing lets "
        "him open.",
        ["5 " + G1, "10 10 " + G2, "A A " + G3, G4, "9 9 " + G5, "BJ 2 2 8 3"],
        4,
        ["4: 9 9", "5: pass", "0: pass", "1: 10 10", "2: A A"],
        ["2 2"],
        seat=5,
    ),
    case(
        "C2-R-DEADLY-R-OPEN-seat-2-beats-the-opposite-s-last-K-K-though-jiefeng-would-reach-a-teammate",
        "The 对头 (seat 5) goes out 头科 with K K.  Seat 2's A A is deadly (R-DEADLY: only a burn "
        "answers it): it wins, opens seat 2 (R-OPEN), leaves the 对头 without that opening and gives "
        "seat 2 the lead.  Passing hands 接风 to teammate seat 0, but gives all that away.",
        [G1, G2, "A A 2 8 8 6 5 4 3", G3, G4, "K K"],
        5,
        ["5: K K"],
        ["A A"],
        seat=2,
    ),
    case(
        "B4-R-BEAT-bie-san-off-seat-5-answers-8-8-with-BJ-K-then-9-9-goes-out",
        "憋三 off.  Seat 5 holds BJ 9 9 K against seat 4's 8 8.  BJ K is unbeatable and leaves 9 9, one last "
        "hand that goes out whether it wins or not: a sure 头科.  9 9 can be beaten (and BJ K then waits for "
        "a pair); BJ 9 leaves 9 and K, two hands.",
        [G1, G2, G3, G4, "8 8 " + G5, "BJ 9 9 K"],
        4,
        ["4: 8 8"],
        ["BJ K"],
        seat=5,
        rules=NO_BIE,
    ),
    case(
        "P1-R-ANSWER-R-BIE3-seat-4-9-9-is-sure-when-the-others-passed",
        "Seat 4 led 5 5; seats 5 and 3 (opponents) passed, so they may not answer again in this round "
        "(R-ANSWER); its 对头 (seat 1) beat with 6 6 keeping two cards, one a 3, so he cannot answer a "
        "pair.  "
        "9 9 therefore wins surely, then BJ 4 (unbeatable) and the 3: a sure 头科.  BJ 9 leaves 9 4 before "
        "the 3.",
        [G1, "6 6 4 3", G2, G3, "5 5 9 9 BJ 4 3", G5],
        4,
        ["4: 5 5", "5: pass", "0: pass", "1: 6 6", "2: pass", "3: pass"],
        ["9 9"],
        seat=4,
    ),
    case(
        "C3-R-DEADLY-R-MIXJ-seat-1-beats-the-er-ke-s-2-2-with-SJ-SJ-keeps-BJ-9-9",
        "Seat 0 is out (头科); seat 4, seat 1's 对头, goes out 二科 with 2 2.  Seat 1's beat is deadly "
        "(R-DEADLY: only a burn answers it).  SJ SJ takes the round and leaves BJ 9 9 (unbeatable) and "
        "the 3. "
        "BJ SJ counts as SJ SJ too (R-MIXJ) but leaves SJ 9 9, which a BJ beats; passing hands the round "
        "to 接风 and seat 1 keeps a hand with no lead.",
        ["3", "SJ SJ BJ 9 9 8 8 3", G2, G3, "2 2", G5],
        0,
        [
            "0: 3",
            *passes(1, 2, 3, 4, 5),
            "1: 8 8",
            "2: pass",
            "3: pass",
            "4: 2 2",
        ],
        ["SJ SJ"],
        seat=1,
    ),
    case(
        "C4-R-GOUJIANSWER-R-MEN-seat-0-the-reserve-does-not-veto-K-K-K-over-the-opposite-s-Q-Q-Q",
        "The 对头 leads Q Q Q keeping three cards (one a 3); the other opponents hold three cards each.  "
        "Only seat 0 may answer (R-GOUJIANSWER), and K K K wins surely (nobody else holds three usable "
        "cards): it opens seat 0 (R-OPEN), keeps the 对头 from opening and from leading again two cards "
        "from 头科.  Keeping K K K as the winner before the 3s (R-MEN) does not outweigh that.",
        ["K K K 9 8 7 6 4 3 3", "5 6 3", G2, "Q Q Q 10 J 3", G4, "7 8 3"],
        3,
        ["3: Q Q Q"],
        ["K K K"],
    ),
    # ----- 4. R-MIXJ: a group that carries both jokers ------------------------------------------
    # BJ SJ 9 9 counts as SJ SJ 9 9 (R-MIXJ): only a hand of four with two unmixed BJs beats it.
    # It is a sure winner when nobody may field four cards, or when fewer than two BJs are unseen;
    # SJ 9 9 or BJ 9 9 with a bare SJ is not.
    case(
        "M1-R-MIXJ-R-BIE3-seat-2-leads-BJ-SJ-9-9-nobody-holds-four-cards",
        "Every other seat holds four cards, one a 3 (R-BIE3): nobody can answer a hand of four.  BJ SJ 9 9 "
        "(four cards) wins surely, then the 3: a sure 头科.  SJ 9 9 (three cards) can be beaten, e.g. by "
        "BJ 10 10 from the 对头 or a burner, and leaves BJ 3; BJ 9 9 leaves a bare SJ any BJ beats.",
        [S1, S2, "BJ SJ 9 9 3", S3, S4, S5],
        2,
        [],
        ["BJ SJ 9 9"],
        seat=2,
    ),
    case(
        "M2-R-MIXJ-R-TIE-seat-4-leads-BJ-SJ-2-9-nobody-holds-four-cards",
        "Every other seat holds four cards, one a 3: nobody can answer four cards.  BJ SJ 2 9 (SJ SJ and two "
        "9s, R-TIE, R-MIXJ) wins surely, then the 3.  SJ 2 9 (three cards) can be beaten; BJ 2 9 leaves a "
        "bare SJ that any BJ beats.",
        [S1, S2, S3, S4, "BJ SJ 2 9 3", S5],
        4,
        [],
        ["BJ SJ 2 9"],
        seat=4,
    ),
    case(
        "M3-R-MIXJ-R-BEAT-seat-2-answers-the-Q-with-a-BJ-then-BJ-SJ-9-9",
        "Every other seat holds four cards, one a 3.  Seat 2 answers seat 1's Q with a BJ (unbeatable), then "
        "leads BJ SJ 9 9 (four cards: nobody can answer) and the 3: a sure 头科.  The SJ can be beaten by "
        "either of the two unseen BJs (the 对头 answers it, or a burn), and the lead is lost.",
        [S1, "Q " + S2, "BJ BJ SJ 9 9 3", S3, S4, S5],
        1,
        ["1: Q"],
        ["BJ"],
        seat=2,
    ),
    case(
        "M4-R-MIXJ-card-memory-two-BJs-played-BJ-SJ-9-9-is-sure",
        "Seat 5 played BJ BJ; seat 0 holds the third BJ, so one is unseen.  BJ SJ 9 9 counts as SJ SJ 9 9 "
        "(R-MIXJ): only two unmixed BJs could beat it, so it wins surely, then the 3 (头科).  SJ 9 9 can be "
        "beaten by the last BJ with any pair above 9, and leaves BJ 3.",
        ["BJ SJ 9 9 10 3", G1, G2, G3, G4, "BJ BJ 6 " + G5],
        5,
        ["5: BJ BJ", "2: pass", "5: 6", "0: 10", "1: pass", "2: pass", "3: pass", "4: pass", "5: pass"],
        ["BJ SJ 9 9"],
    ),
    case(
        "M5-R-SCRAMBLE-R-CHUAN3-R-MIXJ-seat-5-leads-five-cards-for-chuan-san-hu",
        "Seats 1 and 3 went out (头科, 二科); in the scramble (R-SCRAMBLE) seat 5 faces three opponents with "
        "five cards each, one a 3: nobody can answer five cards.  BJ SJ 2 2 8 wins surely, then the 3: "
        "三科 and 串三户 for the team (R-CHUAN3).  SJ 2 2 8 (four cards) can be beaten (BJ 9 9 9) and "
        "risks the 串三户; BJ 2 2 8 leaves a bare SJ.",
        ["5 6 7 8 3", "3", "5 8 9 10 J 3", "6 3", "7 J Q K A 3", "BJ SJ 2 2 8 9 3"],
        1,
        [
            "1: 3",
            *passes(2, 3, 4, 5, 0),
            "2: 5",
            "3: 6",
            *passes(4, 5, 0, 2),
            "3: 3",
            *passes(4, 5, 0, 2),
            "4: 7",
            "5: 9",
            *passes(0, 2, 4),
        ],
        ["BJ SJ 2 2 8"],
        seat=5,
    ),
    case(
        "M6-R-GOUJIANSWER-R-MIXJ-seat-3-answers-the-opposite-s-2-with-a-BJ",
        "The 对头 (seat 0) leads a 2; only seat 3 may answer (R-GOUJIANSWER).  Every other seat holds four "
        "cards, one a 3.  The BJ wins surely, then BJ SJ 9 9 (four cards, nobody can answer) and the 3: a "
        "sure 头科.  The SJ can be beaten by either unseen BJ (the 对头's, or a burn).",
        ["2 " + S1, S2, S3, "BJ BJ SJ 9 9 3", S4, S5],
        0,
        ["0: 2"],
        ["BJ"],
        seat=3,
    ),
    case(
        "M7-R-BURN-R-MIXJ-seat-0-burns-the-2-with-a-BJ-then-BJ-SJ-9-9",
        "Seat 1 leads a 2; every other seat holds four cards, one a 3.  The burn chain BJ, BJ SJ 9 9 (a "
        "joker hand nobody can answer: four cards), 3 cannot be broken (R-BURN): seat 0 goes out 头科 and "
        "seat 1 owes it 烧贡.",
        ["BJ BJ SJ 9 9 3", "2 " + S1, S2, S3, S4, S5],
        1,
        ["1: 2"],
        ["burn BJ"],
    ),
    case(
        "M8-R-TEAM-R-MIXJ-seat-2-beats-the-teammate-s-9-with-a-BJ-for-a-sure-touke",
        "Teammate seat 0 leads a 9 keeping four cards; every other seat holds four cards, one a 3.  The BJ "
        "takes the round surely, then BJ SJ 9 9 (four cards, nobody can answer) and the 3: a sure 头科 for "
        "the team.  Beating a teammate who holds the round is right exactly when it takes you out like this; "
        "passing gives up a certain 头科 (seat 2 may not answer again in this round).",
        ["9 " + S2, S1, "BJ BJ SJ 9 9 3", S3, S4, S5],
        0,
        ["0: 9", "1: pass"],
        ["BJ"],
        seat=2,
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(("position", "rules"), CASES, ids=[c[0].name for c in CASES])
def test_probe3_position(position: Position, rules: Rules | None, level: str) -> None:
    check(position, level, rules)
