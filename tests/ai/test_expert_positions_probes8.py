"""Expert positions from the session-21 probe of the duel with the 对头 in
normal self-play games: the six real hands at the lead that opened the round,
then the round's real actions, turned into a fixed deal.  Each has one clear
choice a strong Gouji player makes; both normal and hard must choose among
the moves he would accept.

Normal failed both before the fix, hard the second (its search found
the beat in the first).  The 对头 plays a gouji hand
with nine cards left; only the deciding seat may answer it (R-GOUJIANSWER),
and normal passed: it counted the 对头 near going out only from eight cards
down, and in the second its own 32 cards set its early bar for beating.  A
club player counts the 3s the 对头 keeps for his last hand (R-BIE3): his
other cards are few, so the round is his way out.  Normal now counts them
(``tactics.threes_kept``).  Played out on the real cards by normal for every
seat (one run, and the mean of 24 runs with a 15% chance at every decision
of normal's second or third choice), for the deciding seat's team:

- the first: 2 2 −4 (noisy −2.00), the pass −14, a 串三户 against (noisy −4.33);
- the second: 2 2 +4 (noisy +3.08), 2 SJ +5 (+2.38), the pass −1 (+1.25).
"""

from __future__ import annotations

import pytest
from expert_check import Position, check, pos

POSITIONS = [
    pos(
        "R-GOUJIANSWER-R-BIE3-R-OUT-take-the-opposite-s-A-A-with-2-2-he-keeps-nine-cards-and-his-3s",
        "Self-play seed 7222.  Seat 2 is out (头科).  Seat 4, seat 1's 对头, plays A A, a gouji hand "
        "only seat 1 may answer (R-GOUJIANSWER), and keeps nine cards: with the 3s he keeps for his "
        "last hand (R-BIE3) only a few others, so the lead this round gives him may take him out "
        "(二科) and his team toward 串三户.  Seat 1's 2 2 is its only beat and part of its own way "
        "out (2 2, K K, its 3s).  Passing lets the 对头's gouji hand stand: the basic error.",
        [
            "3H 4S 4D 5C 5D 7S 7D 7D 9S 9H JS JH JH QS QH QD KC KC AS AS AD 2H 2C 2D SJ",
            "3S 3H 3C 3D KC KD 2C 2D",
            "3H 3C",
            "3S 3H 3C 3D 4C 4C 7H 7C 8S 8S 9C 9C 9D JS JS JC JD QC QC QD KH KD AS AD 2D 2D SJ",
            "3S 3C 3D JS JC JC KS AH AC BJ BJ",
            "3S 3D AH AD 2S 2H",
        ],
        2,
        ["2: 3H 3C", "3: 4C 4C", "4: AH AC", "5: pass"],
        ["2 2"],
        seat=1,
    ),
    pos(
        "R-GOUJIANSWER-R-BIE3-R-OUT-answer-the-opposite-s-A-A-with-2s-though-32-cards-are-in-hand",
        "Self-play seed 7001.  Seat 5, seat 2's 对头, plays A A and keeps nine cards, several of them "
        "the 3s he keeps for his last hand (R-BIE3): if the round is his he may lead out.  Only "
        "seat 2 may answer (R-GOUJIANSWER), with 2 2 or 2 SJ.  Its own 32 cards make it early for "
        "seat 2, not for him: the state of the 对头's hand, not the size of mine, decides.",
        [
            "3S 3D 10S JS JD QS 2H 2C 2C BJ",
            "3S 3H 3C 3D 5H 5D 7S 10S 10H 10H 10C 10C 10C JS JS JH JH JC JD QC QC QD KH KD 2S 2H SJ",
            "3C 4S 6S 6H 6D 7H 7H 7C 7D 7D 8H 8H 9C 9C 9D JH JH JC JC QS QH QD KS KH AC AD 2S 2D 2D 2D 2D SJ",
            "3S 3H 3H 5S 5C 5D 6H 6H 6C 6D 8D 8D 9C 10S 10S 10H 10D 10D JC JD AS AS 2S 2H 2C",
            "3H 3D 6S 6D JS JD QS QH QH AC AC 2C SJ BJ BJ",
            "3S 3C 3C 3D 7H 7H 9S 9H AS AH 2S 2H BJ",
        ],
        5,
        ["5: 7H 7H", "0: JS JD", "1: pass", "2: pass", "3: let", "4: pass", "5: AS AH"],
        ["2 2", "2 SJ"],
        seat=2,
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe8_position(position: Position, level: str) -> None:
    check(position, level)
