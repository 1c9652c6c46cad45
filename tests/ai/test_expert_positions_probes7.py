"""Expert positions from the session-20 probe of team play in the middle
and late game: 接风 (R-WIN), 让牌 (R-LET), feeding a teammate who is about to
go out (R-OUT), not handing 接风 to an opponent, and keeping the 对头 from
opening (R-OPEN).  Seats 0, 2, 4 are one team; with 憋三 (R-BIE3) a seat
with two cards holds one card and a 3.  Each is a fixed deal with one clear
choice a strong Gouji player makes; both normal and hard must choose among
the moves he would accept.

The first failed at both levels before the fix: the 对头 leads an 8 and
the teammate after seat 0 holds one card and his 3.  If that card beats the
8 he goes out on it; seat 0's lone K takes the chance away.  Normal now
counts it (``tactics.mate_out_cover``).  Played out on the real cards by
normal for every seat: let +5, pass +14, the K −4 for the team.

The probe's other positions were dropped where playing them out on the real
cards (normal for every seat, and 24 runs with a 15% chance at every
decision of normal's second or third choice) did not bear out the move the
probe accepted: a low single led into an opponent with one card and a 3
scored better than the pair the probe asked for, for one.
"""

from __future__ import annotations

import pytest
from expert_check import ANY_BEAT, Position, check, passes, pos

W1 = "4 4 5 6 7 7 8 9 10 J 3"  # a filler hand: no 2, joker or burn

POSITIONS = [
    pos(
        "R-LET-R-ANSWER-R-OUT-let-or-pass-the-opposite-s-8-the-teammate-with-two-cards-answers-next",
        "The 对头 (seat 3) leads an 8; seats 4 and 5 passed.  Teammate seat 2 holds two cards: one "
        "card and his 3 (R-BIE3).  Seat 1 is the leader's teammate and will not beat it, so if seat 0 "
        "lets (R-LET) or passes, seat 2 answers next: any card above an 8 takes the round and his 3 "
        "goes out, 头科 (R-OUT).  The lone K over the 8 shuts him out (he needs more than a K) and "
        "spends seat 0's only high card; the let even keeps seat 0's answer should seat 1 beat.",
        ["K 7 7 6 6 5 5 4 4 3 3", "4 4 5 5 6 6 7 7 3", "10 3", "8 5 5 6 6 9 9 3", W1, "4 5 6 7 7 3"],
        3,
        ["3: 8", *passes(4, 5)],
        ["let", "pass"],
    ),
    pos(
        "R-LET-let-the-opposite-s-8-8-keep-K-K-the-teammate-with-three-cards-answers",
        "The 对头 leads 8 8, seats 4 and 5 passed; teammate seat 2 holds three cards (likely a pair "
        "and a 3).  A let (R-LET) or a pass lets him answer first; K K spends the gouji pair for a "
        "round the team may take anyway.",
        ["K K 7 7 5 5 6 3 3", "4 4 6 6 5 3", "10 10 3", "8 8 9 9 6 6 3", "J J 4 4 5 3", "5 6 6 7 7 3"],
        3,
        ["3: 8 8", *passes(4, 5)],
        ["let", "pass"],
    ),
    pos(
        "R-WIN-beat-the-teammate-s-last-3-so-jiefeng-does-not-reach-seat-5",
        "Teammate seat 4 goes out leading his 3; seat 5 passed.  If nobody beats it, 接风 (R-WIN) gives "
        "the lead to seat 5, an opponent.  Any single takes it; seat 4 is out already.",
        ["K 7 7 5 5 4 3 3", "8 8 9 9 6 6 3", "J J 10 10 4 4 3", "Q Q 6 6 5 5 3", "3", "K K 9 9 8 8 7 3"],
        4,
        ["4: 3", "5: pass"],
        [ANY_BEAT],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe7_position(position: Position, level: str) -> None:
    check(position, level)
