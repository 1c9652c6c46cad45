"""Expert positions from the session-20 probe of the scramble and the 3s
(R-SCRAMBLE, R-BIE3, R-MEN), and of places in 3- and 4-seat endings
(R-SCORE, R-CHUAN3, R-WIN 接风).  Each is a fixed deal with one clear choice
a strong Gouji player makes, the rule ids it turns on, why, and every move
he would accept; both normal and hard must choose among them.  Seat 0
decides unless a position says otherwise.

Scaffolds: seats holding a lone "3" lead it and go out with everyone
passing, so the scramble begins with the next lead (R-SCRAMBLE).  With 憋三
every active seat keeps a 3 to the end (R-BUY3, R-BIE3): a seat with two
cards holds one usable card.

The F and K positions share one idea both levels missed before the fix:
an opponent who just beat me keeps ONE usable card besides his 3, so when
the round is his he must lead that card next (R-BIE3: the 3s go last).
Beating his beat now with my only winner leaves my weak card as the last
hand before my 3s, and his last card beats it: I am 闷 (R-MEN).  Passing
lets him lead that card; my winner beats it (he is 闷), and my weak card
then faces nobody stuck behind it (``tactics.forced_lead_wait``).  Played
out on the real cards by normal for every seat, and solved exactly with
every card known, the pass scored +4, +4, −2, +3 and +1 for the team where
the beat scored −1, −1, −14, −1 and −2.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from expert_check import Position, check, passes, pos

from gouji_desktop.ai.odds import FRESH_POOL
from gouji_desktop.engine import parse_cards
from gouji_desktop.engine.fast import THREE

#: the 3s of the four packs (R-DECK)
ALL_THREES = FRESH_POOL[THREE]


def threes_accounted(position: Position) -> Position:
    """The position with every 3 of the packs where a real game has it.  A
    fixed deal holds fewer cards than the packs, and a seat's guesses deal it
    the unseen 3s first (R-BIE3: 3s are kept to the last hand, so cards that
    left play earlier are seldom 3s).  Here the 3s no hand holds go to the
    seats that go out leading a lone 3, as their last hand, so the deciding
    seat sees them played and knows how few are left unseen, as it would."""
    hands = list(position.hands)
    missing = ALL_THREES - sum(c.rank == THREE for h in hands for c in parse_cards(h))
    leavers = [
        i
        for i, step in enumerate(position.steps)
        if step.partition(":")[2].strip() == "3"
        and sum(c.rank == THREE for c in parse_cards(hands[int(step.partition(":")[0])])) == 1
    ]
    if missing <= 0 or not leavers:
        return position
    steps = list(position.steps)
    for k, i in enumerate(leavers):
        seat = int(steps[i].partition(":")[0])
        extra = missing // len(leavers) + (k < missing % len(leavers))
        hands[seat] = hands[seat] + " 3" * extra
        steps[i] = f"{seat}: " + " ".join(["3"] * (extra + 1))
    return replace(position, hands=tuple(hands), steps=tuple(steps))


G2 = "8 8 7 7 5 5 4 6 6 3"
G3 = "10 J Q A A K 7 7 8 3"
G5 = "J J Q Q 10 10 K 9 9 3"
G1 = "10 10 J J Q Q A A 7 3"
# seat 4 (A) 头科, seat 5 (B) 二科; seats 0-3 play the scramble, seat 0 leads it
S45 = ["4: 3", *passes(5, 0, 1, 2, 3), "5: 3", *passes(0, 1, 2, 3)]
# seats 1 and 3 (B) 头科 and 二科; seats 0, 2, 4 (A) against seat 5 alone; seat 4 leads
S13 = ["1: 3", *passes(2, 3, 4, 5, 0), "2: 4", "3: 5", *passes(4, 5, 0, 2), "3: 3", *passes(4, 5, 0, 2)]
# seats 2 and 4 (A) 头科 and 二科; seat 0 alone against seats 1, 3, 5; seat 5 leads
S24 = ["2: 3", *passes(3, 4, 5, 0, 1), "3: 4", "4: 5", *passes(5, 0, 1, 3), "4: 3", *passes(5, 0, 1, 3)]

POSITIONS = [
    # ----- the order of hands before the 3s --------------------------------------------------
    pos(
        "R-SCRAMBLE-R-MEN-R-BIE3-E01-lead-a-single-first-keep-BJ-with-the-other",
        "Scramble (seats 4, 5 out).  BJ 9 6 3 has no sure line (BJ cannot carry both singles).  Lead "
        "a single first: if it wins, BJ + the other single (unbeatable) and the 3 go out; if it is "
        "beaten, BJ 9 / BJ 6 is still in hand to take a round.  BJ 9 or BJ 6 first leaves a bare single "
        "as the last hand before the 3 (闷 if beaten, R-MEN); a bare BJ leaves two singles.",
        ["BJ 9 6 3", G3, G2, G5, "3", "3"],
        4,
        S45,
        ["6", "9"],
    ),
    pos(
        "R-CHUAN3-R-SCRAMBLE-R-MEN-J8-alone-for-chuan-san-hu-a-single-first",
        "Teammates 2 and 4 are 头科 and 二科; seat 0 alone against three opponents needs 三科 for 串三户 "
        "(R-CHUAN3, doubled).  BJ 9 6 3: a single first, BJ + the other single kept as the sure hand "
        "before the 3 (or as a way back if the single is beaten).",
        ["5 BJ 9 6 3", G3, "3", "4 " + G5, "5 3", G2],
        2,
        [*S24, "5: 4", "0: 5", *passes(1, 3, 5)],
        ["6", "9"],
    ),
    pos(
        "R-CHUAN3-R-MEN-D18-alone-for-chuan-san-hu-7-before-A-A",
        "Same 1-against-3 scramble for 串三户.  A A 7 3: the 7 first; if it is beaten, A A still beats a "
        "pair and the 3 follows.  A A first leaves the bare 7 before the 3: beaten, seat 0 is 闷.",
        ["5 A A 7 3", G3, "3", "4 " + G5, "5 3", G2],
        2,
        [*S24, "5: 4", "0: 5", *passes(1, 3, 5)],
        ["7"],
    ),
    pos(
        "R-MEN-R-SCRAMBLE-D4-BJ-BJ-first-leaves-the-4-before-the-3",
        "2 against 2 in the scramble; opponent seat 1 is 闷 already.  BJ BJ 4 3: any lead "
        "that keeps a BJ with or after the 4 is a sure line (4, 4 BJ, 4 BJ BJ, BJ).  BJ BJ first "
        "leaves the bare 4 before the 3, which seat 3's 5 beats: 闷.",
        ["6 10 BJ BJ 4 3", "8 3 3", "9 3", "5 5 3", "3", "3"],
        4,
        [*S45, "0: 6", "1: 8", "2: pass", "3: pass", "0: 10", *passes(1, 2, 3)],
        ["4", "4 BJ", "4 BJ BJ", "BJ"],
    ),
    # ----- 闷 an opponent with the cheapest beat ----------------------------------------------
    pos(
        "R-MEN-R-SCRAMBLE-D12-men-the-opponent-with-the-10-keep-BJ-8-8",
        "Scramble.  Seat 3 leads a 9 keeping only his 3: any beat makes him 闷 (R-MEN).  The 10 does it "
        "and keeps BJ 8 8 (unbeatable) + 3 as a sure line; the BJ leaves 10 and 8 8, two beatable hands.",
        ["4 BJ 10 8 8 3", G3, G2, "9 3", "3", "3"],
        4,
        [*S45, "0: 4", "1: pass", "2: pass", "3: 9"],
        ["10"],
    ),
    pos(
        "R-MEN-R-TIE-J10-men-the-K-with-the-2-keep-BJ-9-9",
        "Scramble.  Seat 3 leads a K keeping only his 3.  The 2 beats it (闷) and keeps BJ 9 9 + 3, a "
        "sure line; the BJ leaves 2 9 9 (three 9s by R-TIE, beatable) before the 3.",
        ["4 BJ 2 9 9 3", G1, G2, "K 3", "3", "3"],
        4,
        [*S45, "0: 4", "1: pass", "2: pass", "3: K"],
        ["2"],
    ),
    pos(
        "R-MEN-R-TIE-J11-men-8-8-8-with-2-9-9-keep-BJ-K",
        "Scramble.  Seat 3 leads 8 8 8 keeping only his 3.  2 9 9 counts as three 9s (R-TIE): it beats "
        "him (闷) and leaves BJ K + 3, a sure line.  BJ 9 9 leaves 2 K (= K K) before the 3.",
        ["4 BJ 2 9 9 K 3", G1, G2, "5 8 8 8 3", "3", "3"],
        4,
        [*S45, "0: 4", "1: pass", "2: pass", "3: 5", *passes(0, 1, 2), "3: 8 8 8"],
        ["2 9 9"],
    ),
    # ----- places: 串三户 and 接风 ------------------------------------------------------------
    pos(
        "R-CHUAN3-R-MEN-D19-three-against-one-stop-his-Q-with-the-BJ",
        "Seats 1 and 3 (opponents) are 头科 and 二科; their seat 5 plays a Q keeping only his 3.  If it "
        "stands he is 三科: 串三户, all scores doubled (R-CHUAN3).  BJ beats it (闷, R-MEN); seat 0 "
        "cannot count on teammates after him.",
        ["BJ 9 9 3", "3", "4 " + G2, "5 3", "6 " + G5, "Q 3"],
        1,
        [*S13, "4: 6", "5: Q"],
        ["BJ"],
    ),
    pos(
        "R-WIN-R-MEN-R-END-E02-seat-4-does-not-go-out-before-his-teammates",
        "Three against one: opponent seat 5 is 闷 and leaves only by 接风 (R-WIN) from the seat before "
        "him, seat 4.  Teammate 0 leads his 9 with only a 3 behind it.  Seat 4's K would take the round "
        "and go out, handing 5 the 接风 and the game's end (R-END) with 0 and 2 last.  Pass: 0 and 2 go "
        "out first, seat 4 last, seat 5 大落.",
        ["8 9 3", "3", "4 3", "5 3", "6 K 3", "7 3 3"],
        1,
        [*S13, "4: 6", "5: 7", "0: 8", *passes(2, 4, 5), "0: 9", "2: pass"],
        ["pass"],
        seat=4,
    ),
    # ----- wait for the opponent's forced lead of his last card -------------------------------
    pos(
        "R-BIE3-R-MEN-R-SCRAMBLE-F1-pass-the-8-he-must-lead-his-last-card-next",
        "Scramble, 2 against 2.  Seat 3 beat seat 0's 7 with an 8 and holds two cards: one is a 3 "
        "(R-BIE3), so he has ONE usable card and must lead it when the round is his.  Seat 0 holds "
        "2 5 3 3.  The 2 now wins the round but leaves the bare 5 as the hand before the 3s; his last "
        "card beats it and seat 0 is 闷 (R-MEN).  Pass: he leads his card, the 2 beats it (he is 闷), "
        "and the 5 then faces only seats 1 and 2, whose pairs cannot beat it: 三科.",
        ["7 2 5 3 3", "4 4 3", "6 6 3", "8 8 3", "3", "3"],
        4,
        [*S45, "0: 7", "1: pass", "2: pass", "3: 8"],
        ["pass"],
    ),
    pos(
        "R-BIE3-R-MEN-R-SCRAMBLE-F2-keep-the-BJ-for-his-forced-last-lead",
        "Scramble.  Seat 1 beat seat 0's 9 with a K and keeps two cards (one usable, a 3).  BJ now "
        "leaves the bare 8 before the 3: his last card beats it, 闷.  Pass: the round is his (2 and 3 "
        "passed and cannot beat a K), he must lead his last card, the BJ beats it (闷 him) and the 8 "
        "and the 3 go out (三科).",
        ["9 BJ 8 3", "K K 3", "7 7 3", "5 5 3", "3", "3"],
        4,
        [*S45, "0: 9", "1: K", "2: pass", "3: pass"],
        ["pass"],
    ),
    pos(
        "R-CHUAN3-R-BIE3-R-MEN-F3-three-against-one-keep-the-BJ-for-his-last-card",
        "Opponents 1 and 3 are 头科 and 二科; their last seat 5 beat seat 0's 9 with a K and keeps "
        "two cards (one usable).  BJ now leaves the bare 8 before the 3; his last card beats it and he "
        "is 三科 with 串三户 (doubled, R-CHUAN3).  Pass: he must lead his last card, the BJ beats it (he "
        "is 闷, R-MEN), and the 8 and the 3 take 三科.",
        ["9 BJ 8 3", "3", "4 6 6 3", "5 3", "7 Q Q 3", "K K 3"],
        1,
        [*S13, "4: 7", "5: pass", "0: 9", "2: pass", "4: pass", "5: K"],
        ["pass"],
    ),
    pos(
        "R-BIE3-R-MEN-R-SCRAMBLE-K72-seat-2-keeps-the-2-for-the-8-s-owner-s-last-card",
        "(From a generated game.)  Scramble; seat 0 (teammate) is 闷.  Seat 3 beat seat 2's 7 with an "
        "8 and keeps two cards, one usable.  Seat 2 holds 2 5 3 3: the 2 now leaves the 5 before the "
        "3s and his last card beats it (闷).  Pass: he must lead it, the 2 beats it, the 5 wins "
        "(seat 1 holds two cards and passed everything) and seat 2 is 三科.",
        ["3 5", "3 3", "3 3 K 5 7 SJ 2", "3 2 8 8 7", "3", "3"],
        4,
        [
            "4: 3",
            *passes(5, 0, 1, 2, 3),
            "5: 3",
            *passes(0, 1, 2, 3),
            "0: 5",
            "1: pass",
            "2: pass",
            "3: 7",
            "0: pass",
            "1: pass",
            "2: K",
            "3: 2",
            "0: pass",
            "1: pass",
            "2: SJ",
            "3: pass",
            "0: pass",
            "1: pass",
            "2: 7",
            "3: 8",
            "0: pass",
            "1: pass",
        ],
        ["pass"],
        seat=2,
    ),
    pos(
        "R-BIE3-R-MEN-R-SCRAMBLE-K16-seat-2-keeps-the-BJ-for-the-K-s-owner-s-last-card",
        "(From a generated game.)  Scramble after seats 0 and 1 went out.  Seat 3 beat seat 2's 9 with "
        "a K and keeps two cards, one usable.  Seat 2 holds BJ 8 3: the BJ now leaves the 8 before the "
        "3 and seat 3's last card beats it (闷, and seat 3 is 三科).  Pass: seat 3 must lead his last "
        "card, the BJ beats it (闷 him) and only seat 5 is left to stop the 8.",
        ["3", "3", "3 BJ 9 8 7", "3 8 K K", "3 8 7", "3 4 4 A A"],
        0,
        [
            "0: 3",
            *passes(1, 2, 3, 4, 5),
            "1: 3",
            *passes(2, 3, 4, 5),
            "2: 7",
            "3: 8",
            "4: pass",
            "5: pass",
            "2: 9",
            "3: K",
            "4: pass",
            "5: pass",
        ],
        ["pass"],
        seat=2,
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe6_position(position: Position, level: str) -> None:
    check(threes_accounted(position), level)
