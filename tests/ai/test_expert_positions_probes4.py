"""Expert positions from the session-19 probes, part two: the basics in new
variations.  A teammate's round taken only to go out; headless seats; burns
(a sure chain split as BJ A twice, 二科's last gouji pair, an opponent left
with a 3 whom only a burn can stop: he is 闷, R-MEN, and a broken burn costs
nothing, R-BURN); deadly hands (R-DEADLY's 底牌 case); 憋三 and 闷; the
scramble's start (R-SCRAMBLE: the round in which a seat goes out is
finished under the ordinary rules); and positions reached through the phases
before play (革命, 要头/无头, 还贡 under R-NORETURNSINGLE).  Each is a fixed
deal with one clear choice a strong Gouji player makes, the rule ids it turns
on, why, and every move he would accept; both normal and hard must choose
among them.  Seat 0 decides unless a position says otherwise.

Dropped as not clear: letting (R-LET) a teammate beat the 对头's last lead
instead of spending a 2 or joker; played out on the real cards, the let
gained nothing (the teammate's beat can itself be beaten and the wild card
goes anyway).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from expert_check import ANY_BEAT, Position, agent_for, check, check_from, passes, pos

from gouji_desktop.engine import Action, ActionKind, Game, Phase, Rules, Tribute, TributeKind

# fillers: ordinary cards and one 3, no 2s or jokers
G1 = "10 10 J J Q Q A A 7 3"
G2 = "8 8 7 7 5 5 4 6 6 3"
G3 = "10 J Q A A K 7 7 8 3"
G4 = "6 6 5 5 4 4 8 9 9 3"
G5 = "J J Q Q 10 10 K 9 9 3"
# bigger fillers (early in a deal)
B2 = "4 5 5 6 7 7 8 9 9 10 J J Q Q K K A 3"
B3 = "4 4 6 6 7 8 8 9 10 10 J Q K A A 3 3"
B4 = "5 5 6 7 7 8 9 9 10 J J Q K K A 3"
B5 = "4 6 6 7 8 8 9 10 10 J Q Q K A A 3 3"
# fillers without 3s (憋三 off)
N1 = "10 10 J J Q Q A A 7"
N3 = "10 J Q A A K 7 7 8"
N4 = "6 6 5 5 4 4 8 9 9"
N5 = "J J Q Q 10 10 K 9 9"

NO_BIE3 = Rules(bie_san=False)

POSITIONS = [
    # ----- teammate holds the round: beat only to go out ---------------------------------------
    pos(
        "R-OUT-R-ANSWER-bie-san-off-beat-the-teammate-s-pair-and-go-out",
        "憋三 off.  Teammate seat 2 leads 9 9 and seats 3-5 pass.  J J is seat 0's whole hand: beating "
        "the teammate goes out at once (头科, R-OUT).  Passing leaves the round to seat 2 and seat 0 "
        "with a pair that anyone may beat later.",
        ["J J", N1, "9 9 8 8 7 7 6 6 5", N3, N4, N5],
        2,
        ["2: 9 9", "3: pass", "4: pass", "5: pass"],
        ["J J"],
    ),
    # ----- headless seats -------------------------------------------------------------------
    pos(
        "R-HEADLESS-R-MEN-beat-the-headless-opponent-s-gouji-pair",
        "Teammate seat 4 is out, so seat 1 (his 对头) is headless (R-HEADLESS): anyone may beat his "
        "hands, gouji or not, and such a beat is no burn.  Seat 1 plays K K keeping only a 3; seats 2, 3 "
        "and 5 pass.  A A makes him 闷 (R-MEN); a pass lets him win the round and lead his 3 out.",
        ["A A 6 6 9 8 7 3 3", "K K 3", G2, G3, "3", "5 5 " + G5],
        4,
        [
            "4: 3",
            *passes(5, 0, 1, 2, 3),
            "5: 5 5",
            "0: 6 6",
            "1: K K",
            *passes(2, 3, 5),
        ],
        [ANY_BEAT],
    ),
    pos(
        "R-HEADLESS-do-not-beat-the-teammate-s-gouji-pair",
        "Seat 0 opened early (its K K won, R-OPEN); then the 对头 went out, so seat 0 is headless and "
        "may beat any top (R-HEADLESS), even a gouji hand only its player's 对头 could answer "
        "(R-GOUJIANSWER).  Teammate seat 2 leads A A with eighteen cards and his 对头 (seat 5) passes: "
        "the round (and an opening) are the team's.  2 2 spends two wild cards to take the lead from "
        "a teammate, and opens nothing new.",
        ["K K 7 2 2 9 9 8 6 6 3", G1, "A A " + B2, "Q 3", "5 " + G4, G5],
        0,
        [
            "0: K K",
            "3: pass",
            "0: 7",
            "1: pass",
            "2: pass",
            "3: Q",
            *passes(4, 5, 0),
            "3: 3",
            *passes(4, 5, 0, 1, 2),
            "4: 5",
            *passes(5, 0, 1),
            "2: 9",
            *passes(4, 5, 0),
            "2: A A",
            "5: pass",
        ],
        ["pass"],
    ),
    # ----- burns ------------------------------------------------------------------------------
    pos(
        "R-BURN-R-MIXJ-split-BJ-BJ-A-A-into-two-BJ-A-hands",
        "Seat 1 leads K K; seat 0 is not his 对头 and may only burn (R-BURN).  Burn choices: A A (then "
        "BJ BJ, then the 3) or BJ A (then BJ A, then the 3).  BJ A cannot be beaten (R-BEAT: nothing "
        "beats a BJ) twice over: the burn surely succeeds, seat 0 goes out (头科) with a 烧贡.  A A "
        "first can be beaten (2 2, jokers) and the burn is broken.",
        ["BJ BJ A A 3", "K K " + B2, B3, B4, G4, B5],
        1,
        ["1: K K"],
        ["burn BJ A"],
    ),
    pos(
        "R-BURN-R-SCRAMBLE-burn-the-erke-s-last-gouji-pair-and-go-out",
        "Seat 1 is out (头科); seat 5 goes out as 二科 with K K.  That round is still ordinary "
        "(R-SCRAMBLE starts with the next lead): seat 5 is headed for this hand (R-GOUJIANSWER), so seat "
        "0 may burn it.  BJ A cannot be beaten and the 3 is the last hand: a sure burn, 三科 at once and "
        "a 烧贡 from seat 5.  Declining leaves seat 0 to find a lead in the scramble.",
        ["BJ A 3", "9", "5 5 " + B2, B3, B4, "K K"],
        1,
        [
            "1: 9",
            *passes(2, 3, 4, 5, 0),
            "2: 5 5",
            "3: pass",
            "4: pass",
            "5: K K",
        ],
        ["burn BJ A"],
    ),
    pos(
        "R-BURN-R-MEN-burn-the-K-K-of-an-opponent-left-with-a-three-whose-opposite-cannot-answer",
        "Seat 5 leads K K keeping one card, a 3 (R-BIE3).  Only his 对头, teammate seat 2, may answer "
        "(R-GOUJIANSWER), and seat 2 holds one card, a 3: he cannot beat a pair.  If nobody burns, the "
        "K K wins and seat 5 leads his 3 out (头科).  Burning with A A beats it: seat 5 is 闷 (R-MEN) "
        "and stuck; if the chain then holds (SJ 9, 3) seat 0 goes out, if A A is broken it still holds "
        "SJ 9 3.  Declining hands seat 5 the 头科.",
        ["A A SJ 9 3", "2 " + B2, "3", "2 " + B3, "2 " + B4, "K K 3"],
        5,
        ["5: K K"],
        ["burn A A"],
    ),
    pos(
        "R-DEADLY-R-BURN-R-MEN-burn-the-deadly-beat-of-an-opponent-left-with-a-three",
        "Teammate seat 2 goes out (头科) with K K; his 对头 seat 5 beats it with A A keeping one card, a "
        "3.  That beat is deadly (R-DEADLY): only a burn answers it, and if it stands seat 5 leads his 3 "
        "out (二科).  2 2 burns it: seat 5 is 闷 (R-MEN, a burn counts) and stuck; seat 0 keeps SJ 9 3 "
        "if the burn is broken.  Declining hands seat 5 the 二科.",
        ["2 2 SJ 9 3", "2 " + B2, "K K", "2 " + B3, "5 5 " + B4, "A A 3"],
        2,
        ["2: K K", "5: A A"],
        ["burn 2 2"],
    ),
    # ----- deadly (底牌) -------------------------------------------------------------------------
    pos(
        "R-DEADLY-R-MIXJ-spend-the-SJ-keep-BJ-9-9",
        "The 对头 goes out (头科) with a 2.  Seat 0's beat of it is deadly (R-DEADLY): only a burn can "
        "answer it (a BJ cannot even be burned; an SJ only by a seat whose whole hand is a chain starting "
        "with a BJ).  SJ keeps BJ 9 9, which nobody can beat, then the 3: out, and if the SJ is burned "
        "seat 0 still holds BJ 9 9 3.  BJ first leaves SJ 9 9, which anyone may beat (seat 0 is headless "
        "then), with only the 3 behind it: 闷 (R-MEN).",
        ["BJ SJ 9 9 3", G1, G2, "2", G4, G5],
        3,
        ["3: 2"],
        ["SJ"],
    ),
    pos(
        "R-DEADLY-R-BURN-R-MEN-do-not-burn-the-teammate-s-deadly-beat",
        "Seat 1 goes out (头科) with K K and teammate seat 4, his 对头, beats it with A A: a deadly "
        "hand (R-DEADLY) that wins its round unless burned, and seat 4 leads next.  Seat 0's burn "
        "chain is 2 2, SJ 9, 3: it takes the team's sure round, and SJ 9 falls to any BJ with a card "
        "above 9 (seat 3 holds 16 cards), leaving seat 0 闷 (R-MEN).  Decline.",
        ["2 2 SJ 9 3", "K K", "5 5 " + B2, B3, "A A " + G4, B5],
        1,
        ["1: K K", "4: A A"],
        ["pass"],
    ),
    # ----- 憋三 / 闷 ------------------------------------------------------------------------------
    pos(
        "R-BIE3-R-MEN-answer-the-opposite-s-Q-Q-with-K-K-not-BJ-K",
        "The 对头 leads Q Q.  K K (or a let that keeps it) tries for the round and, if it stands, BJ and "
        "the 3 go out; if beaten, seat 0 still holds BJ 3 (not 闷).  BJ K wins the round but leaves a "
        "bare K, which anyone may beat, with only the 3 behind: 闷 (R-MEN).",
        ["BJ K K 3", G1, G2, "Q Q " + B3, G4, G5],
        3,
        ["3: Q Q", "4: pass", "5: pass"],
        ["K K", "let", "pass"],
    ),
    pos(
        "R-MEN-R-TIE-tie-a-2-to-J-J-and-men-the-triple",
        "Seat 1 plays 10 10 10 keeping 3 3; the others passed (his 对头, seat 4, too).  If it stands he "
        "leads 3 3 and goes out.  2 J J counts as three Js (R-TIE) and beats it: he is 闷 (R-MEN) and "
        "cannot go out by himself.",
        ["2 J J 8 6 3 3", "10 10 10 3 3", B2, B4, G4, B5],
        1,
        ["1: 10 10 10", "2: pass", "3: pass", "4: pass", "5: pass"],
        [ANY_BEAT],
    ),
    # ----- the scramble starts with the next lead ---------------------------------------------
    pos(
        "R-SCRAMBLE-R-MEN-R-LET-the-going-out-round-is-ordinary-men-the-opposite",
        "Seat 4 is out (头科); teammate seat 2 leads his last 3 and goes out (二科), leaving four seats, "
        "but the round is finished under the ordinary rules (R-SCRAMBLE).  The 对头 beats with a 9 "
        "keeping one card (a 3); seat 5 passes.  A beat makes him 闷 (R-MEN); a let (R-LET, still "
        "allowed in this round) keeps the beat; a pass lets him win and go out.",
        ["10 J 7 7 6 6 5 3 3", G1, "K 3", "9 3", "3", G5],
        4,
        [
            "4: 3",
            *passes(5, 0, 1, 2, 3),
            "5: 9",
            "0: pass",
            "1: pass",
            "2: K",
            *passes(3, 5, 1),
            "2: 3",
            "3: 9",
            "5: pass",
        ],
        [ANY_BEAT, "let"],
    ),
]


def reach(game: Game, prelude: list[tuple[int, str]]) -> None:
    """Apply before-play decisions ("declare", "pass", "revolt", "head", "nohead") in order."""
    make: dict[str, Callable[[int], Action]] = {
        "pass": Action.pass_,
        "declare": Action.declare,
        "revolt": Action.revolt,
        "head": Action.head,
        "nohead": Action.nohead,
    }
    for seat, what in prelude:
        assert game.to_act == seat, f"seat {game.to_act} is to act, not {seat} ({game.phase})"
        game.apply(make[what](seat))


def play_check(
    deal: list[str], prelude: list[tuple[int, str]], steps: list[str], seat: int, accept: list[str]
) -> Callable[[str], None]:
    """A position in play reached through the phases before play (a full deal, seed 3)."""

    position = pos("", "", [], 0, steps, accept, seat)

    def check_it(level: str) -> None:
        game = Game.from_deal(deal, seed=3)
        reach(game, prelude)
        check_from(game, position, level)

    return check_it


# Seat 2 (no 2, no joker) revolts; seat 5, its 对头, takes the head (要头): his first three gouji
# hands are deadly (R-HEAD, R-DEADLY), only a burn answers them.  R-FIRST: seat 5 leads (4S 4S).
REBEL_DEAL = [
    "BJ A 3",
    "2 " + B2,
    "4 4 5 5 6 6 7 7 8 8 9 9 3",
    "2 " + B3,
    "2 " + B4,
    "SJ 4S 4S K K 6 6 9 J J 3",
]
REBEL_PRELUDE = [
    (0, "pass"),
    (1, "pass"),
    (2, "pass"),
    (3, "pass"),
    (4, "pass"),
    (5, "pass"),
    (2, "revolt"),
    (5, "head"),
]


# Seat 2 revolts; seat 5 (its 对头) takes the head and leads K K, his first gouji hand, deadly (R-HEAD,
# R-DEADLY), keeping one card, a 3.  Nobody but a burner can answer it (seat 2, his 对头, is the
# rebel): unburned, it wins and seat 5 leads his 3 out (头科).  Burning with A A makes him 闷 (R-MEN,
# a burn counts) and stuck; a broken burn leaves seat 0 SJ 9 3 (not 闷).  Only pass loses.
REBEL_LAST = ["A A SJ 9 3", "2 " + B2, "4 4 5 5 6 6 7 7 8 8 9 9 3", "2 " + B3, "2 " + B4, "4S 4S K K 3"]


# seat 2 revolts, seat 5 goes headless (无头); seat 3 goes out (头科): with a rebel, five seats
# play, so the scramble starts with the next lead (R-SCRAMBLE, R-HEAD)
REBEL_SCRAMBLE = [
    "SJ A A 6 6 9 8 7 3 3",
    "K K 3",
    "4 4 5 5 6 6 7 7 8 8 9 9 3",
    "Q 3",
    "2 4S 4S 5 5 10 10 J Q 3",
    "2 " + B5,
]
REBEL_SCRAMBLE_PRELUDE = [
    (0, "pass"),
    (1, "pass"),
    (2, "pass"),
    (3, "pass"),
    (4, "pass"),
    (5, "pass"),
    (1, "pass"),
    (2, "revolt"),
    (3, "pass"),
    (5, "nohead"),
]
REBEL_SCRAMBLE_STEPS = [
    "4: 5",
    *passes(5, 0, 1),
    "3: Q",
    *passes(4, 5, 0),
    "3: 3",
    *passes(4, 5, 0, 1),
    "4: 4 4",
    "5: pass",
    "0: 6 6",
    "1: K K",
    "4: pass",
    "5: pass",
]

# seat 1 revolts; teammate seat 4, its 对头, takes the head (要头): his K K is deadly (R-HEAD,
# R-DEADLY) and he keeps only a 3.  Seat 0 could burn it surely (BJ A, then the 3) and go out, but
# the K K wins its round anyway and seat 4 goes out next lead; a burn makes him 闷 (R-MEN, a
# teammate's burn counts) and stuck, while seat 0's BJ A 3 is a sure line whenever it leads.
MATE_HEAD = ["BJ A 3", "4 4 5 5 6 6 7 7 8 8 9 9 3", "2 " + B2, "2 " + B3, "4S 4S K K 3", "2 " + B5]
MATE_HEAD_PRELUDE = [
    (0, "pass"),
    (1, "pass"),
    (2, "pass"),
    (3, "pass"),
    (4, "pass"),
    (5, "pass"),
    (1, "revolt"),
    (4, "pass"),
    (4, "head"),
]


def return_the_four(level: str) -> None:
    """R-NORETURNSINGLE: the 对头 pays one 点贡 (his BJ); seat 0 must return a card of a rank he
    still holds: 2, A, K or 4.  The lone 4 costs seat 0's plan nothing and gives the opponent
    nothing; a 2, an A or the K strengthens him (a K makes his K K a gouji pair)."""
    hands = ["2 2 A A K 4 5 5 6 6 7 7 8 8 10 10 J J Q Q 3 3", B2, B3, "BJ 2 A K 4", B4, B5]
    game = Game.from_deal(hands, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    assert game.phase == Phase.RETURN and game.to_act == 0, (game.phase, game.to_act)
    legal = game.legal_actions()
    assert sorted({str(a.cards[0])[:-1] for a in legal}) == ["2", "4", "A", "K"], legal
    choice = agent_for(level).decide(game.view(0), legal)
    assert choice.kind == ActionKind.RETURN and str(choice.cards[0]).startswith("4"), (
        f"{level} returned {choice} (legal: {[str(a) for a in legal]})"
    )


def return_a_three(level: str) -> None:
    """R-NORETURNSINGLE: the 对头 pays a 点贡 (his BJ) and holds only 2, A and 3 after it; seat 0
    must return a 2, an A or a 3.  Seat 0 holds three 3s (R-BIE3: they go out together as the
    last hand), so a 3 costs it nothing and is a dead card for the 对头; a 2 or an A is a gift."""
    hands = ["2 2 A A 3 3 3 5 5 6 6 7 7 8 8 10 10 J J Q Q K K", B2, B3, "BJ 2 A 3", B4, B5]
    game = Game.from_deal(hands, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    assert game.phase == Phase.RETURN and game.to_act == 0, (game.phase, game.to_act)
    legal = game.legal_actions()
    assert sorted({str(a.cards[0])[:-1] for a in legal}) == ["2", "3", "A"], legal
    choice = agent_for(level).decide(game.view(0), legal)
    assert choice.kind == ActionKind.RETURN and str(choice.cards[0]).startswith("3"), (
        f"{level} returned {choice} (legal: {[str(a) for a in legal]})"
    )


PRELUDE: list[tuple[str, Callable[[str], None]]] = [
    (
        "R-SCRAMBLE-R-REVOLT-R-MEN-with-a-rebel-the-scramble-follows-the-first-out-beat-the-K-K",
        play_check(REBEL_SCRAMBLE, REBEL_SCRAMBLE_PRELUDE, REBEL_SCRAMBLE_STEPS, 0, ["A A", "A SJ"]),
    ),
    (
        "R-HEAD-R-BURN-R-MEN-do-not-burn-the-teammate-s-deadly-last-pair-even-with-a-sure-chain",
        play_check(
            MATE_HEAD,
            MATE_HEAD_PRELUDE,
            ["4: 4 4", "5: pass", "0: pass", "2: pass", "3: pass", "4: K K"],
            0,
            ["pass"],
        ),
    ),
    (
        "R-HEAD-R-DEADLY-R-BURN-R-MEN-burn-the-head-taker-s-last-deadly-K-K",
        play_check(
            REBEL_LAST,
            [*REBEL_PRELUDE[:7], (5, "pass"), (5, "head")],
            ["5: 4 4", "0: pass", "1: pass", "3: pass", "4: pass", "5: K K"],
            0,
            ["burn A A"],
        ),
    ),
    ("R-NORETURNSINGLE-R-BIE3-return-a-spare-3-to-the-opposite", return_a_three),
    (
        "R-HEAD-R-DEADLY-R-BURN-burn-the-head-taker-s-deadly-K-K-with-a-sure-chain",
        play_check(REBEL_DEAL, REBEL_PRELUDE, ["5: K K"], 0, ["burn BJ A"]),
    ),
    ("R-NORETURNSINGLE-return-the-lone-4-to-the-opposite", return_the_four),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe4_position(position: Position, level: str) -> None:
    check(position, level, NO_BIE3 if "bie-san-off" in position.name else None)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("name_check", PRELUDE, ids=[name for name, _ in PRELUDE])
def test_probe4_before_play(name_check: tuple[str, Callable[[str], None]], level: str) -> None:
    name_check[1](level)
