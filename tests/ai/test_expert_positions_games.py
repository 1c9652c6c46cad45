"""Expert positions taken from normal self-play games: the real
hands at a decision where the normal level chose otherwise than a strong
player, turned so that seat 0 decides.  Each has its rule ids, why, and every
move a strong player accepts; both the normal and the hard level must choose
among them.

Seat 3 is seat 0's 对头 (R-OPP), seats 2 and 4 its teammates (R-TEAM).
"""

from __future__ import annotations

import pytest
from expert_check import Position, check, decision, fixture, pos, replayed, run

from gouji_desktop.engine import Action, Game

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
    pos(
        "R-WIN-R-END-R-SCRAMBLE-do-not-beat-the-teammate-s-K-and-hand-jiefeng-to-the-three",
        "Match seed 101, game 3 (turned).  Three seats left: seat 0 holds BJ 3 3, its teammate seat 2 "
        "leads a K and keeps BJ and five 3s, opponent seat 1 holds one card: a 3 (R-BIE3), so he never "
        "beats anything.  BJ then 3 3 takes seat 0 out first, 接风 (R-WIN) goes to seat 1, who goes out, "
        "and the teammate is 大落.  Passing lets the teammate play out; his 接风 comes to seat 0 (seats "
        "3 to 5 are out), whose going out ends the game (R-END) with seat 1 大落: two points for the team.",
        ["BJ 3 3", "3", "BJ K 7 3 3 3 3 3", "3", "3", "3"],
        3,
        [
            *("3: 3", "4: pass", "5: pass", "0: pass", "1: pass", "2: pass"),
            *("4: 3", "5: pass", "0: pass", "1: pass", "2: pass"),
            *("5: 3", "0: pass", "1: pass", "2: 7", "0: pass", "1: pass", "2: K"),
        ],
        ["pass"],
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_game_position(position: Position, level: str) -> None:
    check(position, level)


# ----- the last seats (R-WIN, R-END): games replayed from fixtures ---------------------------


# Match seed 101, game 1, its first 181 actions (normal in every seat, before the
# fix): seats 1, 2 and 3 are out; seat 4 and its teammate seat 0 are left with seat 5, an
# opponent holding 3 3 (with 憋三 he keeps his 3s for last and can never beat a hand).
LAST_THREE = fixture("last_three_seats_m101.json")


def last_three_game(actions: int) -> Game:
    return replayed(LAST_THREE, actions)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_seat_before_the_stuck_opponent_does_not_go_out_first(level: str) -> None:
    """Seat 4 (3 3 3 3 10 SJ) leads; seat 5, next after him, holds only 3s.  SJ 10 then the 3s
    takes seat 4 out first, 接风 (R-WIN) hands seat 5 the lead and his 3s go out, and seat 0
    is 大落 (as happened).  Leading the 10 or the SJ alone keeps seat 4 in until seat 0 has
    gone out; seat 0's 接风 comes back to seat 4, whose going out ends the game (R-END) with
    seat 5 大落: two points for the team."""
    game = last_three_game(181)
    choice = decision(level, game, 4)
    assert choice in {Action.play(4, "10"), Action.play(4, "SJ")}, f"{level} chose {choice}"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_seat_after_the_stuck_opponent_takes_its_teammate_s_round(level: str) -> None:
    """Seat 0 (3 3 3 3 6 K) may beat its teammate seat 4's 5.  Seat 0 going out hands 接风 to
    seat 4, not to the stuck seat 5; seat 4 going out first would hand it to seat 5.  So seat
    0 takes the round now (the 6 or the K), goes out, and seat 4 follows: seat 5 is 大落."""
    game = last_three_game(177)
    choice = decision(level, game, 0)
    assert choice in {Action.play(0, "6"), Action.play(0, "K")}, f"{level} chose {choice}"


# Match seed 505, game 1, its first 199 actions (normal in every seat, before the
# fix): seats 2 and 4 are out; seats 1, 3 and 5 are left with seat 0, their opponent, who
# was 闷 earlier (R-MEN) and so holds nothing but 3s.  Seat 5 is the active seat before him.
ONE_OPPONENT_LEFT = fixture("one_opponent_left_m505.json")


def one_opponent_left_game(actions: int) -> Game:
    return replayed(ONE_OPPONENT_LEFT, actions)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_four_seats_the_seat_before_the_stuck_opponent_waits(level: str) -> None:
    """Seat 5 (six 3s and SJ SJ) leads; seat 0, next after him, was 闷 and holds only 3s.
    SJ SJ then the 3s takes seat 5 out, 接风 (R-WIN) hands seat 0 the lead, his 3s go out
    in 三科, and seats 1 and 3 end 二落 and 大落: −5 for the team (as happened).  A single
    SJ keeps seat 5 in: seat 1 takes the round with his BJ and goes out, 接风 reaches
    seat 3 and then seat 5, and seat 0 ends 大落 (R-END): −2."""
    game = one_opponent_left_game(199)
    choice = decision(level, game, 5)
    assert choice == Action.play(5, "SJ"), f"{level} chose {choice}"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_four_seats_a_teammate_takes_the_waiting_seat_s_round(level: str) -> None:
    """Seat 5 has led a single SJ to wait; seat 0 (闷, only 3s) passed.  Seat 1 (3 3 9 BJ)
    spends the BJ on his teammate's SJ: with the lead he plays his 9 and his 3s and goes
    out, and 接风 passes to a teammate, never to seat 0.  Passing leaves seat 5 to win the
    round and, sooner or later, to go out before seat 0 and hand him 接风 (R-WIN)."""
    game = one_opponent_left_game(199)
    game.apply(Action.play(5, "SJ"))
    game.apply(Action.pass_(0))
    choice = decision(level, game, 1)
    assert choice == Action.play(1, "BJ"), f"{level} chose {choice}"


# An arena game (seed 1, deal 537, the normal of that time against the one before): its first
# 237 actions.  Seats 0 and 2 are out, and seat 5 has just gone out with a lone 3.  Seat 1
# (3 3 3 3) and seat 4 (3 3 3 3) were both 闷 (R-MEN); seat 3 holds 3 3 BJ.
STUCK_MATE = fixture("stuck_mate_s1_d537.json")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_stuck_teammate_takes_jiefeng_before_the_seat_before_the_opponent(level: str) -> None:
    """Seat 5 went out with a lone 3; left alone, 接风 (R-WIN) hands the lead to seat 1, his
    teammate stuck on 3 3 3 3, who goes out with them, and 接风 then comes to seat 3.  Seat 3
    (3 3 BJ) sits just before seat 4, the stuck opponent: the BJ and his 3s take him out first
    and hand seat 4 the lead, his 3s go out, and seat 1 is 大落 (−4 for the team, as
    happened).  Passing makes seat 4 大落 instead (R-END): −2."""
    game = replayed(STUCK_MATE)
    choice = decision(level, game, 3)
    assert choice == Action.pass_(3), f"{level} chose {choice}"


# Normal self-play games (the normal of that time in every seat, seeds 7010, 7647, 7717 and
# 7977): each fixture holds the actions up to the decision.
LAST_SEATS = fixture("last_seats_selfplay_7000.json")


def last_seats_game(seed: int) -> Game:
    return replayed(LAST_SEATS[str(seed)])


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize(
    ("seed", "why"),
    [
        (7010, "seat 5, the opponent next after seat 4, was 闷 and holds 3 3"),
        (7647, "seat 5, the opponent next after seat 4, holds seven cards: stuck or not, it is the same"),
    ],
)
def test_R_WIN_three_seats_a_stuck_teammate_s_jiefeng_is_left_to_him(level: str, seed: int, why: str) -> None:
    """Three seats left: seat 4, its teammate seat 2 (3 3 3, 闷: R-MEN) and seat 5.  The top is
    the last hand of a seat gone out, and left alone its 接风 (R-WIN) goes to seat 2, who leads
    his 3s and goes out; 接风 then comes to seat 4.  Seat 4 has a sure line out, but going out
    first hands 接风 to seat 5 and leaves seat 2 last (大落).  So seat 4 passes: seat 2 out,
    then seat 4, and seat 5 last or between them, never above both."""
    game = last_seats_game(seed)
    assert game.to_act == 4, why
    choice = decision(level, game, 4)
    assert choice == Action.pass_(4), f"{level} chose {choice} ({why})"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_seat_before_the_stuck_opponent_leaves_its_teammate_s_round(level: str) -> None:
    """Seat 4 (3 3 3 3 J Q Q Q Q A) sits before seat 5, 闷 on his last 3 (R-MEN); seat 0, its
    teammate, leads a 10.  Beating it starts seat 4's line out (J, Q Q Q Q, A, the 3s), and
    going out first hands seat 5 接风 (R-WIN): he goes out and seat 0 is 大落.  Passing leaves
    seat 0 the round; he goes out first, his 接风 reaches seat 4, and seat 5 ends 大落 (R-END)."""
    game = last_seats_game(7717)
    choice = decision(level, game, 4)
    assert choice == Action.pass_(4), f"{level} chose {choice}"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_seat_before_the_stuck_opponent_leads_what_its_teammate_can_beat(level: str) -> None:
    """Seat 2 (3 3 K 2 BJ BJ) leads, before seat 3 (3 3 3 3, 闷: R-MEN); its teammate seat 4
    holds 3 3 2.  K 2, then BJ BJ and the 3s takes seat 2 out first and hands seat 3 接风
    (R-WIN); seat 4 is 大落.  The K alone, which seat 3 cannot beat and seat 4's 2 can, lets
    seat 4 go out first; his 接风 comes back to seat 2, and seat 3 ends 大落 (R-END)."""
    game = last_seats_game(7977)
    choice = decision(level, game, 2)
    assert choice == Action.play(2, "K"), f"{level} chose {choice}"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_the_teammate_after_the_stuck_opponent_takes_the_waiting_seat_s_k(level: str) -> None:
    """The same game after seat 2's K and seat 3's pass: seat 4 (3 3 2) beats his teammate's
    K with the 2 and goes out with his 3s; 接风 reaches seat 2, not seat 3 (R-WIN).  Passing
    leaves seat 2 the round, and sooner or later he goes out before seat 3."""
    game = last_seats_game(7977)
    game.apply(Action.play(2, "K"))
    game.apply(Action.pass_(3))
    choice = decision(level, game, 4)
    assert choice == Action.play(4, "2"), f"{level} chose {choice}"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_R_WIN_R_END_four_seats_the_team_goes_out_in_turn_order_from_the_stuck_opponent(level: str) -> None:
    """A helper's puzzle, reached by play: seats 1 and 5 are out, seat 3 (3 3) was 闷 by
    seat 5's Q (R-MEN).  Seat 0 (9 9 3) leads a 7; seat 2 (A A 3 3), just before seat 3,
    waits and passes; seat 3 cannot beat.  Seat 4 (J 3), next after seat 3, takes its
    teammate's round with the J and goes out: 接风 (R-WIN) reaches seat 0, then seat 2, and
    seat 3 ends 大落 (−2 for the team).  Passing lets seat 0 go out first: his 接风 reaches
    seat 2, who must go out before seat 4 and hand seat 3 the lead (−4)."""
    game = Game.from_hands(["7 9 9 3", "K", "4 A A 3 3", "8 3 3", "J 3", "Q"], leader=1)
    steps = ["1: K", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass"]
    steps += ["2: 4", "3: 8", "4: pass", "5: Q", "0: pass", "2: pass", "3: pass", "4: pass"]
    steps += ["0: 7", "2: pass", "3: pass"]
    run(game, tuple(steps))
    assert game.to_act == 4 and game.men == [(3, 5)]
    choice = decision(level, game, 4)
    assert choice == Action.play(4, "J"), f"{level} chose {choice}"
