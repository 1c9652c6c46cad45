"""Decisions before play (RULES.md §7, §11): 还贡 (which card to return),
宣点, 革命 and 要头/无头, for the heuristic levels."""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind, GameView
from gouji_desktop.engine.fast import BJ, SJ, THREE, TWO

from .policy import NORMAL_STYLE, Planner, Style
from .situation import Situation, rank_counts_of

#: R-GOUJI: fewest cards of 10, J, Q, K, A that make a gouji hand without a joker
GOUJI_MIN = {7: 5, 8: 4, 9: 3, 10: 2, 11: 2}


def gouji_groups(counts: Sequence[int]) -> int:
    """How many plain gouji hands (R-GOUJI) the plain ranks make on their own."""
    return sum(1 for r, need in GOUJI_MIN.items() if counts[r] >= need)


def hand_power(counts: Sequence[int]) -> float:
    """A rough strength of a whole hand before play: jokers, 2s and high groups."""
    return 1.5 * counts[BJ] + 1.0 * counts[SJ] + 0.6 * counts[TWO] + 0.8 * gouji_groups(counts)


def should_declare(counts: Sequence[int]) -> bool:
    """宣点 is a bet that this hand opens (R-DECLARE): only with a big hand."""
    return counts[BJ] >= 2 and gouji_groups(counts) >= 3 and hand_power(counts) >= 9.0


def should_revolt(counts: Sequence[int]) -> bool:
    """革命 (offered only without 2s and jokers).  In self-play a hand without
    wild cards did about one point better for its team by revolting unless it
    held four or more plain gouji hands (docs/ai.md)."""
    return gouji_groups(counts) <= 3


def should_take_head(counts: Sequence[int]) -> bool:
    """要头 (three deadly gouji hands, R-HEAD) pays only with many wild cards to
    make them; otherwise 无头 (beat anything at once) did better in self-play."""
    return counts[TWO] + counts[SJ] + counts[BJ] >= 6


def return_card(view: GameView, legal: Sequence[Action], style: Style = NORMAL_STYLE) -> Action:
    """还贡: the card whose loss hurts the hand plan least (a low single first;
    never the last 3, which would have to be bought back, R-BUY3)."""
    counts = rank_counts_of(view.hand)
    sit = Situation.from_view(view, let_ok=False)
    planner = Planner(sit, style)

    def loss(action: Action) -> float:
        r = action.cards[0].rank
        if r == THREE and view.rules.bie_san:
            return 0.05 if counts[THREE] >= 2 else 3.0
        if r >= TWO:
            return planner.wild_value(int(r == TWO), int(r == SJ), int(r == BJ))
        return planner.group_value(r, counts[r]) - planner.group_value(r, counts[r] - 1)

    return min(legal, key=lambda a: (loss(a), a.cards[0]))


def decide_prelude(view: GameView, legal: Sequence[Action], style: Style = NORMAL_STYLE) -> Action:
    """Any decision of the phases before play."""
    kinds = {a.kind: a for a in legal}
    counts = rank_counts_of(view.hand)
    if ActionKind.RETURN in kinds:
        return return_card(view, legal, style)
    if ActionKind.DECLARE in kinds:
        return kinds[ActionKind.DECLARE] if should_declare(counts) else kinds[ActionKind.PASS]
    if ActionKind.REVOLT in kinds:
        return kinds[ActionKind.REVOLT] if should_revolt(counts) else kinds[ActionKind.PASS]
    if ActionKind.HEAD in kinds:
        return kinds[ActionKind.HEAD] if should_take_head(counts) else kinds[ActionKind.NOHEAD]
    return legal[0]
