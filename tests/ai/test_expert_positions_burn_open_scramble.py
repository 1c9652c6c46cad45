"""Expert positions on three topics both levels used to get wrong: a burn's first hand
chosen by what it leaves (R-BURN, R-MIXJ), opening with the plain gouji hand rather
than one with a joker hung on it (R-OPENKIND, R-DIANGONG), and topping a teammate's
low single in 四户乱缠 when the next seat is an opponent on one card (R-SCRAMBLE,
R-OUT), but not the single of a teammate whose last card then goes out.  Each is a
fixed deal with one clear choice a strong Gouji player makes, the rule ids it turns
on, why, and every move he would accept; both normal and hard must choose among them.
Positions with 憋三 off say so in their name.
"""

from __future__ import annotations

import pytest
from expert_check import Position, check, pos
from test_expert_positions_probes import G1, G2, G3, G4, G5

from gouji_desktop.engine import Rules

BIE_SAN_OFF = Rules(bie_san=False)
# seat 1 (headed) leads a gouji hand that only its 对头, seat 4, may answer (R-GOUJIANSWER); seat 0
# may burn it (R-BURN); seat 3, seat 0's 对头, holds a BJ and answers seat 0's burn hands
BURNER_OPPOSITE = "BJ 7 7 8 " + G3
# seats 4 and 5 lead their last card and go out; 接风 (R-WIN) brings seat 0 the scramble's first lead
TWO_OUT = [
    *("4: 3", "5: pass", "0: pass", "1: pass", "2: pass", "3: pass"),
    *("5: 3", "0: pass", "1: pass", "2: pass", "3: pass"),
]

BURNS = [
    pos(
        "R-BURN-R-MIXJ-R-BIE3-A-A-SJ-SJ-leaves-the-BJ-that-holds",
        "Seat 1 leads K K K K; seat 0 burns.  A A SJ SJ and A A SJ BJ beat it alike (R-MIXJ: a BJ beside "
        "an SJ counts as an SJ), but A A SJ BJ leaves SJ 5, which a BJ with a 6 or more beats (seat 3, "
        "seat 0's 对头, may answer it): the burn is broken (解烧) and seat 0 is left with its 3, 闷 "
        "(R-MEN).  A A SJ SJ leaves BJ 5, which nothing beats, then the 3: out along the chain.",
        ["A A SJ SJ BJ 5 3", "K K K K 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: K K K K"],
        ["burn A A SJ SJ"],
    ),
    pos(
        "R-BURN-R-MIXJ-R-BIE3-A-A-SJ-SJ-leaves-a-lone-BJ-before-the-three",
        "As above with nothing but the 3 besides: A A SJ SJ leaves a lone BJ (unbeatable) before the 3; "
        "A A SJ BJ leaves a lone SJ, which any BJ beats, and then seat 0 is 闷 on its 3 (R-MEN).",
        ["A A SJ SJ BJ 3", "K K K K 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: K K K K"],
        ["burn A A SJ SJ"],
    ),
    pos(
        "R-BURN-R-MIXJ-R-BIE3-SJ-SJ-over-A-A-keeps-the-BJ",
        "Seat 1 leads A A.  SJ SJ and SJ BJ beat it alike (R-MIXJ counts SJ BJ as SJ SJ); SJ BJ leaves a "
        "lone SJ before the 3 3, which a BJ beats (闷, R-MEN); SJ SJ leaves the BJ, which holds.",
        ["SJ SJ BJ 3 3", "A A 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: A A"],
        ["burn SJ SJ"],
    ),
    pos(
        "R-BURN-R-MIXJ-R-BIE3-K-SJ-SJ-over-Q-Q-Q-keeps-the-BJ",
        "Seat 1 leads Q Q Q.  K SJ SJ and K SJ BJ both count as SJ SJ K (R-MIXJ) and beat it; what is "
        "left decides: a lone BJ then the 3 goes out surely, a lone SJ can be beaten and seat 0 is 闷.",
        ["K SJ SJ BJ 3", "Q Q Q 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: Q Q Q"],
        ["burn K SJ SJ"],
    ),
    pos(
        "R-BURN-R-MIXJ-R-TIE-R-BIE3-2-2-SJ-SJ-over-A-A-A-A-keeps-the-BJ",
        "Seat 1 leads A A A A.  2 2 SJ SJ and 2 2 SJ BJ count alike (R-MIXJ; the 2s stay 2s without a "
        "plain rank, R-TIE) and beat it; 2 2 SJ SJ keeps the BJ for the hand before the 3s, which holds.",
        ["2 2 SJ SJ BJ 3 3 3", "A A A A 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: A A A A"],
        ["burn 2 2 SJ SJ"],
    ),
    pos(
        "R-BURN-R-MIXJ-bie-san-off-A-A-SJ-SJ-leaves-BJ-5-then-6",
        "憋三 off.  Seat 1 leads K K K K.  After A A SJ SJ seat 0 holds BJ 5 6: BJ 5 (unbeatable) then the "
        "6, the last hand, which needs no joker (R-BURN).  After A A SJ BJ it holds SJ 5 6, and SJ 5 falls "
        "to any BJ with a 6 or more: the burn is broken.",
        ["A A SJ SJ BJ 5 6", "K K K K 9 " + G5, G2, BURNER_OPPOSITE, G4, G1],
        1,
        ["1: K K K K"],
        ["burn A A SJ SJ"],
    ),
]

# seat 3, seat 0's 对头, holds one card: he cannot beat a pair or more, nor a BJ; the others hold
# 2s, As and jokers but may not answer seat 0's gouji hands (R-GOUJIANSWER) and cannot burn them
OPENS = [
    pos(
        "R-OPENKIND-R-OPEN-R-DIANGONG-R-GOUJIANSWER-lead-K-K-not-K-K-BJ",
        "Only the 对头 may answer K K (R-GOUJIANSWER) and his one card cannot: K K wins its round and "
        "seat 0 opens (开点, R-OPEN); the BJ then wins alone and the 3 3 go out.  K K BJ goes out just as "
        "fast but holds a joker, so it never opens (R-OPENKIND): in a tribute match the 对头 would not "
        "owe seat 0 its 点贡 (R-DIANGONG).  The BJ first, then K K, opens as well.",
        ["K K BJ 3 3", "2 2 " + G1, G2, "3", G4, "BJ " + G3],
        0,
        [],
        ["K K", "BJ"],
    ),
    pos(
        "R-OPENKIND-R-OPEN-R-DIANGONG-bie-san-off-lead-Q-Q-Q-not-Q-Q-Q-BJ",
        "憋三 off.  Q Q Q is a gouji hand only the 对头 may answer, and one card cannot: it wins and opens; "
        "the BJ wins alone, then 5 5 goes out.  Q Q Q BJ saves a lead but no time, and does not open "
        "(R-OPENKIND), leaving the 点贡 to chance (R-DIANGONG).",
        ["Q Q Q BJ 5 5", "2 2 " + G1, G2, "6", G4, "BJ " + G3],
        0,
        [],
        ["Q Q Q", "BJ"],
    ),
    pos(
        "R-OPENKIND-R-OPEN-R-DIANGONG-R-TIE-lead-2-2-not-2-2-BJ",
        "A pair of 2s counts for opening (R-OPENKIND: only a single 2 or a hand with a joker does not).  "
        "The 对头, on one card, cannot beat 2 2: it opens; the BJ then wins alone and the 3 goes out.  "
        "2 2 BJ goes out as fast and does not open (R-DIANGONG).",
        ["2 2 BJ 3", "A A A " + G1, G2, "3", G4, "BJ " + G3],
        0,
        [],
        ["2 2", "BJ"],
    ),
    pos(
        "R-OPENKIND-R-OPEN-R-DIANGONG-lead-J-J-J-J-not-J-J-J-J-BJ",
        "Four Js are a gouji hand (R-GOUJI) that counts for opening; only the 对头 may answer and his one "
        "card cannot.  J J J J, then the BJ alone, then the 3s: out as fast as with J J J J BJ, and opened.",
        ["J J J J BJ 3 3 3", G1, "2 " + G2, "3", "SJ " + G4, "BJ " + G3],
        0,
        [],
        ["J J J J", "BJ"],
    ),
]

SCRAMBLES = [
    pos(
        "R-SCRAMBLE-R-OUT-bie-san-off-top-the-teammate-s-5-with-the-A",
        "憋三 off; seats 4 and 5 are out, four seats scramble (R-SCRAMBLE: anyone may beat whenever his "
        "turn comes).  Teammate seat 2 leads a 5; seat 1, next after seat 0, holds one card and goes out "
        "(R-OUT) on the 5 with anything above it.  The A stops all but a 2 or a joker; then seat 0 leads a "
        "pair, which one card cannot beat.  Passing hands him the round and his place.",
        ["A 7 7 6 6 4", "J J 10", "A A 5 8 8 9", "8 8 7 7 5 5 4 6 6", "3", "3"],
        4,
        [*TWO_OUT, "0: 7 7", "1: J J", "2: A A", "3: pass", "0: pass", "1: pass", "2: 5", "3: pass"],
        ["A"],
    ),
    pos(
        "R-SCRAMBLE-R-OUT-bie-san-off-top-the-teammate-s-6-with-the-K",
        "憋三 off; seats 2 and 3 went out, seats 0, 1, 4 and 5 scramble.  Teammate seat 4 leads a 6 and "
        "seat 1, after seat 0, is down to one card after his Q Q: on a 6 he goes out; the K stops "
        'everything but an A, a 2 or a joker.  "Never beat a teammate" does not hold here.',
        ["K 9 9 7 5 5", "Q Q 10", "3", "3", "2 2 8 8 6 J J", "7 7 5 5 4 4 6"],
        2,
        [
            *("2: 3", "3: pass", "4: pass", "5: pass", "0: pass", "1: pass"),
            *("3: 3", "4: pass", "5: pass", "0: pass", "1: pass"),
            *("4: 8 8", "5: pass", "0: pass", "1: Q Q", "4: 2 2", "5: pass", "0: pass", "1: pass"),
            *("4: 6", "5: pass"),
        ],
        ["K"],
    ),
    pos(
        "R-SCRAMBLE-R-OUT-bie-san-off-seat-1-tops-the-teammate-s-4-with-the-A",
        "憋三 off; seats 3 and 4 went out.  Seat 1's teammate, seat 5, leads a 4; seat 2, next after seat 1, "
        "kept one card after his K K and goes out on the 4 with almost anything (R-OUT).  Seat 1's A stops "
        "him unless he holds a 2 or a joker, and seat 1 keeps its pairs, which he cannot beat.",
        ["8 8 5 5 6 6 7 Q", "A 10 10 6 6 8", "K K J", "3", "3", "2 2 9 9 4 7 7"],
        3,
        [
            *("3: 3", "4: pass", "5: pass", "0: pass", "1: pass", "2: pass"),
            *("4: 3", "5: pass", "0: pass", "1: pass", "2: pass"),
            *("5: 9 9", "0: pass", "1: pass", "2: K K", "5: 2 2", "0: pass", "1: pass", "2: pass"),
            *("5: 4", "0: pass"),
        ],
        ["A"],
        seat=1,
    ),
]

# found in self-play with every option off: the converse of the scramble positions above
MATE_LAST_CARD = [
    pos(
        "R-SCRAMBLE-R-OUT-R-WIN-bie-san-off-leave-the-round-to-the-teammate-on-his-last-card",
        "憋三 off; three seats are left: seat 0 with one card, teammate seat 3 who leads a 6 keeping one "
        "card, and seat 5 with sixteen cards, all in groups.  If seat 0's card beats the 6 he goes out "
        "and the game ends (R-END) with seat 3 above seat 5 whatever seat 5 does.  If not, seat 3 wins "
        "the round and goes out with his last card (a single is always a lead, R-OUT); 接风 brings seat "
        "5 the lead (R-WIN), and one card never beats its pairs: seat 0 is 大落.  Beating the 6 takes "
        "the teammate's round: seat 5 goes out first, 接风 hands seat 0 the lead and seat 3 is last.",
        ["Q 5", "3", "3", "4 K 6 8", "9", "5 5 5 5 6 6 7 7 7 9 9 9 10 10 J J"],
        1,
        [
            *("1: 3", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass"),
            *("2: 3", "3: pass", "4: pass", "5: pass", "0: pass"),
            *("3: 4", "4: 9", "5: pass", "0: Q", "3: K", "5: pass", "0: pass", "3: 6"),
        ],
        ["pass"],
        seat=5,
    ),
]

POSITIONS = BURNS + OPENS + SCRAMBLES + MATE_LAST_CARD


def rules_of(position: Position) -> Rules:
    return BIE_SAN_OFF if "bie-san-off" in position.name else Rules()


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_burn_open_scramble_position(position: Position, level: str) -> None:
    check(position, level, rules_of(position))


def test_each_topic_has_three_positions_on_different_deals() -> None:
    for topic in (BURNS, OPENS, SCRAMBLES):
        assert len({p.hands for p in topic}) >= 3
