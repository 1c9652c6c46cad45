"""Expert positions from the session-19 probes, part three: 二科's last gouji
hand (R-DEADLY's 底牌 case, which Engine 1.1 extended to 二科) burned for
串三户 or beaten to go out in the scramble, and 革命 after 买三 has taken a
seat's only 2 (R-BUY3, R-REVOLT).  Each is a fixed deal with one clear
choice a strong Gouji player makes, the rule ids it turns on, why, and
every move he would accept; both normal and hard must choose among them.
The probe's other positions were dropped where playing them out on the
real cards did not bear out one clear choice (docs/ai.md).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from expert_check import Position, agent_for, check, passes, pos
from test_expert_positions import SMALL, pass_until

from gouji_desktop.engine import ActionKind, Game, Phase

B2 = "4 5 5 6 7 7 8 9 9 10 J J Q Q K K A 3"
B3 = "4 4 6 6 7 8 8 9 10 10 J Q K A A 3 3"
B4 = "5 5 6 7 7 8 9 9 10 J J Q K K A 3"
B5 = "4 6 6 7 8 8 9 10 10 J Q Q K A A 3 3"
G1 = "10 10 J J Q Q A A 7 3"

POSITIONS = [
    pos(
        "R-DEADLY-R-BURN-R-CHUAN3-burn-the-deadly-beat-of-our-erke-for-chuan-san-hu",
        "Teammate seat 4 is 头科; teammate seat 2 goes out as 二科 with K K and his 对头 (seat 5) beats "
        "it with A A: deadly (R-DEADLY), only a burn answers it.  BJ 2 beats it, nothing can beat BJ 2 "
        "(R-BEAT), and the 3 is the last hand: the burn succeeds (R-BURN), seat 0 is 三科 and the team "
        "has 串三户 (R-CHUAN3, doubled).  Declining gives seat 5 the lead in the scramble.",
        ["BJ 2 3", G1, "10 K K", B3, "9", "A A " + B5],
        4,
        [
            "4: 9",
            *passes(5, 0, 1),
            "2: 10",
            *passes(3, 5, 1),
            "2: K K",
            "5: A A",
        ],
        ["burn BJ 2"],
    ),
    pos(
        "R-DEADLY-R-SCRAMBLE-beat-the-erke-s-last-K-K-with-the-whole-hand",
        "Seat 1 is 头科; the 对头 (seat 3) goes out as 二科 with K K.  Seat 0's A A over it is deadly "
        "(R-DEADLY, 底牌 counts for 二科): nobody can answer it but a burner, it wins its round, and seat "
        "0 leads its 3 out as 三科 in the scramble (R-SCRAMBLE).  A pass gives 接风 (R-WIN) to seat 4 "
        "and leaves seat 0 with a pair and a 3 in a four-way scramble.",
        ["A A 3", "9", B2, "K K 10", B4, B5],
        1,
        ["1: 9", "2: pass", "3: 10", "4: pass", "5: pass", "0: pass", "3: K K", "4: pass"],
        ["A A"],
    ),
]


# no 3, one 2, nothing above a J: 买三 (R-BUY3) pays the 2 for a 3, and the hand is hopeless
BUY_HOPELESS = "2 4 4 5 5 6 6 7 7 8 8 9 9 10 4 5 6 7 8 9 10 J 4 5 6 7 8 9 4 5 6 7 8 9 10 J"
# no 3, one 2, and four As, four Ks, four Qs, five Js, six 10s: gouji groups without a wild card
BUY_STRONG = "2 A A A A K K K K Q Q Q Q J J J J J 10 10 10 10 10 10 4 5 6 7 8 9 9 9 8 8 7 6"


def revolt_after_buying(hand: str, expected: ActionKind) -> Callable[[str], None]:
    """Seat 0 has no 3 and one 2: it buys a 3 with the 2 (R-BUY3), so it holds no 2 and no
    joker and is offered 革命 (R-REVOLT)."""

    def check_it(level: str) -> None:
        game = Game.from_deal([hand, SMALL, SMALL, SMALL, SMALL, SMALL], seed=3)
        pass_until(game, Phase.REVOLT, 0)
        ranks = [str(c)[:-1] for c in game.hand(0)]
        assert "2" not in ranks and "3" in ranks, ranks
        choice = agent_for(level).decide(game.view(0), game.legal_actions())
        assert choice.kind == expected, f"{level} chose {choice}"

    return check_it


BEFORE_PLAY: list[tuple[str, Callable[[str], None]]] = [
    (
        "R-BUY3-R-REVOLT-after-buying-a-3-with-the-only-2-revolt-the-hopeless-hand",
        revolt_after_buying(BUY_HOPELESS, ActionKind.REVOLT),
    ),
    (
        "R-BUY3-R-REVOLT-after-buying-a-3-with-the-only-2-keep-the-As-Ks-Qs-Js",
        revolt_after_buying(BUY_STRONG, ActionKind.PASS),
    ),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("position", POSITIONS, ids=[p.name for p in POSITIONS])
def test_probe5_position(position: Position, level: str) -> None:
    check(position, level)


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("name_check", BEFORE_PLAY, ids=[name for name, _ in BEFORE_PLAY])
def test_probe5_before_play(name_check: tuple[str, Callable[[str], None]], level: str) -> None:
    name_check[1](level)
