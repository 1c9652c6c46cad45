"""A hand's groups, for the planner and the rollouts alike: the leads of a
hand of several groups, and whether the cards can go as one hand (R-BIE3).
(What is left after a play: :func:`gouji_desktop.engine.fast.remove_play`.)"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine.fast import ACE, BJ, SJ, THREE, TWO, Play


def group_leads(c: Sequence[int], plain: Sequence[int], lean: bool) -> list[Play]:
    """Leads of a hand with more than one group: each whole plain group, alone
    or with its wild attachments (lean: alone, once more than three groups are
    left), then the 2s and jokers alone."""
    if lean and len(plain) > 3:
        return [(r, c[r], 0, 0, 0) for r in plain]
    t, s, b = c[TWO], c[SJ], c[BJ]
    out: list[Play] = []
    for r in plain:
        m = c[r]
        out.append((r, m, 0, 0, 0))
        for tt in range(1, t + 1):
            out.append((r, m, tt, 0, 0))
        if s:
            out.append((r, m, 0, 1, 0))
        if b:
            out.append((r, m, 0, 0, 1))
        if s and t:
            out.append((r, m, t, s, 0))
    if t:
        out.append((-1, 0, t, 0, 0))
        out.append((-1, 0, 1, 0, 0))
    if s:
        out.append((-1, 0, 0, 1, 0))
    if b:
        out.append((-1, 0, 0, 0, 1))
    return out


def one_hand(counts: Sequence[int], bie_san: bool) -> bool:
    """Can these cards go as one hand: at most one plain rank, with 2s and jokers
    (with 憋三, 3s go alone: R-BIE3)?"""
    if bie_san and counts[THREE] and sum(counts) > counts[THREE]:
        return False
    return sum(1 for n in counts[:TWO] if n) <= 1


def lead_choices(hand: Sequence[int], bie_san: bool, lean: bool, total: int) -> list[Play]:
    """The planner's lead candidates for a seat that is not burning (``total``
    cards in ``hand``)."""
    c = hand
    if bie_san and c[THREE] == total:
        return [(THREE, total, 0, 0, 0)]
    t, s, b = c[TWO], c[SJ], c[BJ]
    plain = [r for r in range(1 if bie_san else 0, ACE + 1) if c[r]]
    if len(plain) <= 1 and not (bie_san and c[THREE]):
        r = plain[0] if plain else -1
        return [(r, c[r] if plain else 0, t, s, b)]  # the whole hand at once
    return group_leads(c, plain, lean)
