"""How the heuristic splits a hand into the hands it can lead (ai/heuristic/groups.py)."""

from __future__ import annotations

from gouji_desktop.ai.heuristic.groups import one_hand


def test_R_BIE3_one_hand_needs_the_threes_alone() -> None:
    hand = [0] * 15
    hand[0], hand[13] = 2, 1  # 3 3 SJ: with 憋三 the 3s go alone, so two hands
    assert not one_hand(hand, bie_san=True)
    assert one_hand(hand, bie_san=False)
    hand[13] = 0  # 3 3
    assert one_hand(hand, bie_san=True)
    hand[5] = 1  # 3 3 8: two plain ranks
    assert not one_hand(hand, bie_san=False)
