"""Decisions before play (RULES.md §7, §11): 还贡 (which card to return),
宣点, 革命 and 要头/无头, for the heuristic levels."""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind, GameView
from gouji_desktop.engine.fast import BJ, SJ, THREE, TWO

from .policy import Planner
from .situation import Situation, rank_counts_of
from .style import NORMAL_STYLE, Style
from .tactics import gift, return_tier

#: R-GOUJI: fewest cards of 10, J, Q, K, A that make a gouji hand without a joker
GOUJI_MIN = {7: 5, 8: 4, 9: 3, 10: 2, 11: 2}
#: No 革命 with this many plain gouji hands, however few their ranks
REVOLT_HANDS = 6


def gouji_groups(counts: Sequence[int]) -> int:
    """How many plain gouji hands (R-GOUJI) the plain ranks make on their own."""
    return sum(1 for r, need in GOUJI_MIN.items() if counts[r] >= need)


def gouji_hands_made(counts: Sequence[int]) -> int:
    """How many plain gouji hands (R-GOUJI) the plain ranks make, counting each
    rank as often as its cards reach the minimum (eight As make four)."""
    return sum(counts[r] // need for r, need in GOUJI_MIN.items())


def opening_hands(counts: Sequence[int]) -> int:
    """Hands that count for opening (R-OPENKIND): the plain gouji groups and
    the pairs of 2s (a single 2 or a joker hand does not count)."""
    return gouji_groups(counts) + counts[TWO] // 2


def hand_power(counts: Sequence[int]) -> float:
    """A rough strength of a whole hand before play: jokers, 2s and high groups."""
    return 1.5 * counts[BJ] + 1.0 * counts[SJ] + 0.6 * counts[TWO] + 0.8 * gouji_groups(counts)


def should_declare(counts: Sequence[int]) -> bool:
    """宣点 is a bet that this hand opens (R-DECLARE): only with a big hand, two
    or more BJs and three hands that count for opening (pairs of 2s included:
    a hand of jokers and 2s opens as surely as one of high groups)."""
    return counts[BJ] >= 2 and opening_hands(counts) >= 3 and hand_power(counts) >= 9.0


def should_revolt(counts: Sequence[int]) -> bool:
    """革命 (offered only without 2s and jokers).  In self-play a hand without
    wild cards did about one point better for its team by revolting unless it
    held four or more plain gouji hands (docs/ai.md); nor with many
    gouji hands in few ranks (eight As, eight Ks, eight Qs: ten of them)."""
    return gouji_groups(counts) <= 3 and gouji_hands_made(counts) < REVOLT_HANDS


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

    to_opponent = bool(view.returns) and view.returns[0][1] % 2 != view.seat % 2
    bie_san = view.rules.bie_san

    def order(action: Action) -> tuple[int, float, object]:
        r = action.cards[0].rank
        return return_tier(r, counts, bie_san), loss(action) + gift(r, to_opponent), action.cards[0]

    return min(legal, key=order)


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
