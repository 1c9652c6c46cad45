"""Expert positions taken from normal self-play games (session 11): the real
hands at a decision where the normal level chose otherwise than a strong
player, turned so that seat 0 decides.  Each has its rule ids, why, and every
move a strong player accepts; both the normal and the hard level must choose
among them.

Seat 3 is seat 0's 对头 (R-OPP), seats 2 and 4 its teammates (R-TEAM).
"""

from __future__ import annotations

import pytest
from expert_check import Position, check, pos

# Self-play seed 10, decision 70: five seats of 28 to 36 cards around a seat
# left with a few groups and four 3s (R-BIE3).
SEED10 = [
    "3 3 3 4 4 4 4 5 5 5 5 6 7 8 8 8 8 9 9 9 9 Q Q Q A A 2 2 SJ BJ",
    "3 3 3 5 5 6 7 7 7 7 8 9 9 10 10 10 10 J J J J J Q Q K K A A A 2 2 2 2 2 SJ BJ",
    "3 4 4 4 4 5 5 5 6 6 6 6 6 6 7 8 8 8 9 Q Q Q A A 2 2 SJ BJ",
    "3 3 3 5 6 6 7 7 7 8 8 8 9 9 9 9 9 9 9 10 10 Q K K 2 2 2 2 BJ",
    "3 3 6 6 6 6 6 6 7 7 7 7 7 7 8 8 8 9 10 10 10 10 Q K A A 2 2 2",
]
KEEP_THE_GOUJI_GROUP = (
    "Neither group is a sure winner against five full hands, and the 3s go last (R-BIE3).  "
    "Leading the small hand first keeps every chance the other order has, and one more: when it "
    "is beaten, the gouji group (only the 对头 may answer it, R-GOUJIANSWER) can still win a later "
    "round as an answer, and the 3s follow.  The gouji group first leaves the small hand as the "
    "forced lead before the 3s: beaten, and the seat is 闷 for the rest of the game (R-MEN), as "
    "happened in the game."
)

POSITIONS = [
    pos(
        "R-BIE3-R-MEN-R-GOUJIANSWER-lead-the-lone-J-while-Q-Q-Q-still-waits",
        KEEP_THE_GOUJI_GROUP,
        ["3 3 3 3 J Q Q Q", *SEED10],
        0,
        [],
        ["J"],
    ),
    pos(
        "R-BIE3-R-MEN-R-GOUJIANSWER-lead-the-loose-J-J-while-Q-Q-Q-still-waits",
        KEEP_THE_GOUJI_GROUP,
        ["3 3 3 3 J J Q Q Q", *SEED10],
        0,
        [],
        ["J J"],
    ),
    pos(
        "R-BIE3-R-MEN-R-GOUJIANSWER-lead-the-loose-10-while-four-Qs-wait",
        KEEP_THE_GOUJI_GROUP,
        ["3 3 3 3 10 Q Q Q Q", *SEED10],
        0,
        [],
        ["10"],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_game_position(position: Position, level: str) -> None:
    check(position, level)
