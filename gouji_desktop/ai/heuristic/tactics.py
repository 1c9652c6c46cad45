"""Team tactics on top of the hand plan (issue 11, the QA blunders):

- a teammate's gouji hand is burned only when he cannot win the round himself
  and the burn cannot break him: never while he is burning (解烧), never when
  he may hold only 3s (R-MEN), never when nobody is likely to beat it
  (R-GOUJIANSWER: only his 对头 may answer);
- an opponent who may hold only 3s is beaten (he is 闷, R-MEN), and a round
  whose lead would pass to such an opponent (the top player's, or by 接风,
  R-WIN) is taken rather than passed;
- a round whose lead would pass by 接风 (R-WIN) to a teammate who then goes out
  at once (one card left, or only 3s) is left alone rather than beaten;
- of two groups left before the 3s, neither sure, the likelier winner is kept
  for last: the first may lose its round, and the kept one can still win a
  later round as an answer (R-MEN);
- the order of going out with one opponent left stuck on his 3s is the
  endgame's (:func:`gouji_desktop.ai.endgame.lines.end_order`);
- a teammate after me whose last cards besides his 3s may beat the top goes
  out if they do (R-OUT, R-BIE3): a pass or a let leaves him that chance
  (:func:`mate_out_cover`);
- an opponent who beat me and keeps one card besides his 3s must lead that
  card next (R-BIE3): a winner and a weak single of mine wait for it rather
  than beat him now (:func:`forced_lead_wait`, R-MEN);
- a teammate's hand that an opponent after me could go out on (his last cards
  are as many as the hand, and in the scramble anyone may answer) is topped
  with a hand he is less likely to beat (R-SCRAMBLE, R-OUT,
  :func:`mate_top_out_risk`);
- 还贡 returns a small card: never a 2 or joker, a K or an A when a smaller
  card is allowed (R-TRIBCARD, R-NORETURNSINGLE).

Everything here reads only the seat's :class:`Situation` (its view).
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Decision, TopMode
from gouji_desktop.engine.fast import (
    ACE,
    BJ,
    KING,
    NUM_RANKS,
    SJ,
    TEN,
    THREE,
    TWO,
    Play,
    play_is_gouji,
    play_of_counts,
    play_profile,
    play_size,
)

from .situation import Situation

#: How much likelier a card kept to the end is a 3 than a random unseen card:
#: with 憋三 every seat keeps its 3s for its last hand (R-BIE3).
THREE_KEPT = 4.0
#: Burn a teammate's gouji hand only when his 对头 beats it with at least this chance.
MATE_BEATEN = 0.5
#: ... and only when he holds only 3s with less than this chance (R-MEN).
MATE_MEN = 0.3
#: The chance, relative to its win chance as a lead, that a group kept for
#: before the 3s wins a later round as an answer once the group led first is
#: beaten (R-MEN): it waits for a lead it may beat.
WAY_BACK = 0.5


def two_groups_before_threes(c: Sequence[int], first: int) -> tuple[int, int] | None:
    """The two plain ranks of a hand of exactly two plain groups and its 3s,
    with no 2 or joker to tie in (R-BIE3); else None."""
    if not c[THREE] or c[TWO] or c[SJ] or c[BJ]:
        return None
    ranks = [r for r in range(first, ACE + 1) if c[r]]
    return (ranks[0], ranks[1]) if len(ranks) == 2 else None


def out_chance(w_first: float, w_kept: float) -> float:
    """Chance of going out with two groups and the 3s, leading one first (it
    wins its round with ``w_first``) and keeping the other (``w_kept`` as a
    lead) for last: both win, or the first is beaten and the kept one wins a
    round later as an answer (:data:`WAY_BACK`); else 闷 (R-MEN).
    Keeping the likelier winner is the better order:

    >>> out_chance(0.3, 0.7) > out_chance(0.7, 0.3)
    True
    """
    return w_first * w_kept + WAY_BACK * (1.0 - w_first) * w_kept


def next_active(sit: Situation, seat: int) -> int:
    """The next active seat after ``seat`` in turn order (−1: none)."""
    for step in range(1, 6):
        s = (seat + step) % 6
        if sit.active[s]:
            return s
    return -1


def men_chance(sit: Situation, seat: int, count_menned: bool = False) -> float:
    """Chance that ``seat``'s remaining cards are all 3s (R-MEN).  With 憋三 every
    active seat holds a 3 (R-BUY3) and plays its 3s last (R-BIE3), so one card
    left is surely a 3; more cards are weighed from the unseen pool, 3s counted
    as kept.  A seat already 闷 this game holds only 3s (R-MEN).
    ``count_menned``: the other 闷 seats' cards are taken out of the pool as
    the 3s they are.  Only :func:`~gouji_desktop.ai.endgame.lines.end_order` asks so: the weights of the
    other tactics were set with the plain estimate, and reading the sharper
    one there lost in the arena (docs/ai.md)."""
    if not sit.bie_san or not sit.active[seat]:
        return 0.0
    if seat in sit.menned:
        return 1.0
    n = sit.counts[seat]
    if n <= 0:
        return 0.0
    known = sum(sit.counts[m] for m in sit.menned if m != seat and sit.active[m]) if count_menned else 0
    threes = sit.pool[THREE] - known - 1  # one 3 is certain
    others = sit.unseen - sit.pool[THREE]
    got = 1.0
    for _ in range(n - 1):
        if threes <= 0:
            return 0.0
        got *= three_share(threes, others)
        threes -= 1
    return got


def three_share(threes: int, others: int) -> float:
    """Chance that a card a seat keeps is a 3, with ``threes`` 3s and ``others``
    other cards unseen: a 3 is kept to the last hand (R-BIE3), so it counts
    :data:`THREE_KEPT` times."""
    kept = THREE_KEPT * threes
    return kept / (kept + max(others, 0)) if kept > 0 else 0.0


def threes_kept(sit: Situation, seat: int) -> float:
    """How many of ``seat``'s cards are likely 3s: with 憋三 one surely (R-BUY3),
    each other card weighed from the unseen pool with the 3s counted as kept to
    the last hand (R-BIE3), as :func:`men_chance` weighs them."""
    n = sit.counts[seat]
    if not sit.bie_san or not sit.active[seat] or n <= 0:
        return 0.0
    if seat in sit.menned:
        return float(n)
    threes = max(sit.pool[THREE] - 1, 0)
    share = three_share(threes, sit.unseen - sit.pool[THREE])
    return min(1.0 + (n - 1) * share, 1.0 + threes)


def beaten_chance(sit: Situation, top: Play, seat: int) -> float:
    """Chance that someone who may answer ``seat``'s gouji hand ``top`` (his 对头
    and headless opponents, R-GOUJIANSWER, R-HEADLESS) can beat it."""
    eb, es, x, n = play_profile(top)
    if eb:
        return 0.0
    miss = 1.0
    for s in ((seat + 1) % 6, (seat + 3) % 6, (seat + 5) % 6):
        if s == sit.seat or not sit.active[s]:
            continue
        if s == (seat + 3) % 6 or sit.headless[s]:
            miss *= 1.0 - sit.chance(es, x, n, sit.usable(s))
    return 1.0 - miss


def mate_burn_vetoed(sit: Situation) -> bool:
    """Whether burning my teammate's hand (the top) would break him (R-BURN)."""
    if mate_burn_breaks(sit):
        return True
    mate = sit.top_seat
    if sit.top is None or mate < 0 or mate % 2 != sit.seat % 2:
        return False
    return beaten_chance(sit, sit.top, mate) < MATE_BEATEN  # his hand wins the round itself


def mate_burn_breaks(sit: Situation) -> bool:
    """Whether burning my teammate's hand (the top) would break his burn or
    leave him 闷: never worth it, even to go out (R-BURN, R-MEN)."""
    mate = sit.top_seat
    if sit.top is None or mate < 0 or mate % 2 != sit.seat % 2:
        return False
    if sit.burner == mate:
        return True  # his burn would be broken (解烧) and his 烧贡 lost
    return men_chance(sit, mate) >= MATE_MEN  # he would be 闷 by his own teammate


def burn_stop_bonus(sit: Situation, men: float, deny_out: float) -> float:
    """What a burn of an opponent's gouji hand (the top) is worth besides its
    chain: its first hand beats the top at once, so if he may hold only 3s
    he is 闷 (R-MEN: a burn counts) and kept from going out, a stop that
    otherwise rests on his 对头 alone (R-GOUJIANSWER; nobody's, when the hand
    is deadly, R-DEADLY).  A broken burn costs nothing (R-BURN)."""
    top = sit.top_seat
    if sit.top is None or top < 0 or top % 2 == sit.seat % 2 or not sit.active[top]:
        return 0.0
    stop = stop_value(sit, top, men, deny_out)
    if stop == 0.0:
        return 0.0
    stands = 1.0 if sit.top_mode == TopMode.DEADLY else 1.0 - beaten_chance(sit, sit.top, top)
    return stop * stands


def stop_value(sit: Situation, seat: int, men: float, deny_out: float) -> float:
    """What beating the hand of an opponent who may hold only 3s is worth: 闷贡
    to me and he is stuck with his 3s (likely 大落, R-MEN), besides not going
    out now."""
    return men_chance(sit, seat) * (men + 2.0 * deny_out)


def covering_mates(sit: Situation) -> list[int]:
    """My teammates who may still answer the top after me in this round,
    before it is back with its player (R-ANSWER: not one who passed)."""
    out: list[int] = []
    for step in range(1, 6):
        s = (sit.seat + step) % 6
        if s == sit.top_seat:
            break
        if step % 2 or not sit.active[s]:
            continue
        if sit.passed[s] and not sit.headless[s] and (s + 3) % 6 != sit.top_seat:
            continue  # R-ANSWER: passed in this round
        out.append(s)
    return out


def mate_cover_chance(sit: Situation, top: Play, willing: float) -> float:
    """Chance that a teammate answering after me in this round beats ``top``."""
    eb, es, x, n = play_profile(top)
    if eb:
        return 0.0
    miss = 1.0
    for s in covering_mates(sit):
        miss *= 1.0 - willing * sit.chance(es, x, n, sit.usable(s))
    return 1.0 - miss


def mate_out_cover(sit: Situation) -> float:
    """Chance that a teammate who may answer the top after me in this round
    beats it with all his cards but his 3s (R-BIE3), and so leads his 3s out
    next if his beat stands (R-OUT): a pass or a let of mine leaves him that
    chance, and my beat takes it away (he may not beat a teammate's hand
    cheaply, and would have to beat mine)."""
    top = sit.top
    if top is None or not sit.bie_san:
        return 0.0
    eb, es, x, n = play_profile(top)
    if eb:
        return 0.0
    miss = 1.0
    for s in covering_mates(sit):
        if sit.usable(s) == es + n:
            miss *= 1.0 - sit.chance(es, x, n, es + n)
    return 1.0 - miss


def forced_lead_wait(sit: Situation, men: float, deny_out: float) -> Play | None:
    """The beat to hold back when an opponent's single tops the round and he
    keeps two cards, one a 3 (R-BIE3): he must lead the other card next.  My
    hand is two single cards, a winner W and a weaker H, and my 3s.  Beating
    now with W leaves H as my hand before the 3s, and his last card beats it:
    I am 闷 and he goes out (R-MEN).  Passing, he leads his card, W beats it
    (he is 闷 now), and H is led with him stuck on his 3s.  Returns W's single
    when waiting is worth more, counting the chance that his other card is a
    3 too (then a beat now 闷s him, and a pass lets him out) and that W
    cannot beat his card; else None."""
    x, top = sit.top_seat, sit.top
    if not sit.bie_san or top is None or x < 0 or x % 2 == sit.seat % 2 or not sit.active[x]:
        return None
    if sit.usable(x) != 1 or play_size(top) != 1:
        return None
    c = sit.hand
    ranks = [r for r in range(NUM_RANKS) if r != THREE and c[r]]
    if len(ranks) != 2 or c[ranks[0]] != 1 or c[ranks[1]] != 1:
        return None
    weak, win = (play_of_counts([int(r == rank) for r in range(NUM_RANKS)], sit.bie_san) for rank in ranks)
    others = sit.unseen - sit.pool[THREE]  # his last card is not a 3
    if others <= 0:
        return None
    non_three = others / sit.unseen

    def beaten(p: Play) -> float:
        eb, es, rank, n = play_profile(p)
        return 0.0 if eb else min(1.0, sit.chance(es, rank, n, 1) / non_three)

    stuck = men_chance(sit, x)
    w_fails = min(1.0, beaten(win) + sit.pool[ranks[1]] / others)  # his card is as high as W, or higher
    stop = men + 2.0 * deny_out
    gain = (1.0 - stuck) * ((1.0 - w_fails) * stop + beaten(weak) * (men + deny_out)) - stuck * stop
    return win if gain > 0.0 else None


def round_taker(sit: Situation) -> int:
    """The seat that leads next if nobody beats the top: its player, or when
    he has gone out, the next active seat after him (接风, R-WIN)."""
    top = sit.top_seat
    if top < 0 or sit.active[top]:
        return top
    return next_active(sit, top)


def out_on_lead(sit: Situation, seat: int) -> float:
    """Chance that ``seat`` goes out with its next lead (R-OUT): surely with one card
    left (any single is a lead), else when it holds only 3s (R-BIE3, :func:`men_chance`)."""
    return 1.0 if sit.active[seat] and sit.counts[seat] == 1 else men_chance(sit, seat)


def mate_top_out_risk(sit: Situation, p: Play, mine: bool) -> float:
    """Chance that an opponent goes out on ``p`` (the teammate's top, or with ``mine`` my beat of it):
    one who may answer it, after me and before the teammate in this round, holding as
    many cards as it has (his whole hand beats it, R-OUT).  Not with 憋三: every seat
    keeps a 3 for its last hand (R-BUY3, R-BIE3), and no hand with a 3 beats.  In the scramble
    every active seat may answer whenever its turn comes (R-SCRAMBLE); outside it a
    seat that passed answers again only its 对头's hand, and a gouji hand only its
    player's 对头 (R-ANSWER, R-GOUJIANSWER)."""
    me, top = sit.seat, sit.top_seat
    size = play_size(p)
    eb, es, x, n = play_profile(p)
    if eb or top < 0 or sit.bie_san:
        return 0.0
    player = me if mine else top
    gouji = play_is_gouji(p) if mine else sit.top_mode == TopMode.GOUJI
    stay = 1.0
    s = (me + 1) % 6
    while s != top:
        if s % 2 != me % 2 and sit.active[s] and sit.counts[s] == size:
            opposite = s == (player + 3) % 6
            if sit.scramble or sit.headless[s] or opposite or (not gouji and not sit.passed[s]):
                stay *= 1.0 - sit.chance(es, x, n, size)
        s = (s + 1) % 6
    return 1.0 - stay


def jiefeng_to_opponent(sit: Situation) -> bool:
    """Whether the top's player has gone out and, if nobody beats his last hand,
    the lead passes to an opponent of mine (接风, R-WIN)."""
    if sit.top_seat < 0 or sit.active[sit.top_seat]:
        return False
    taker = round_taker(sit)
    return taker >= 0 and taker % 2 != sit.seat % 2


def mate_jiefeng_chance(sit: Situation, taker: int, willing: float) -> float:
    """Chance that, if I leave the top alone, it wins its round and 接风 (R-WIN)
    hands the lead to my teammate ``taker``, who then goes out with his whole
    hand: surely with one card left (any single is a lead), else when he holds
    only 3s (R-BIE3).  The opponents after me in this round may still beat it
    (each with ``willing`` times the chance he can)."""
    me = sit.seat
    top = sit.top_seat
    if sit.top is None or taker == me or taker % 2 != me % 2 or not sit.active[taker]:
        return 0.0
    goes_out = out_on_lead(sit, taker)
    if goes_out == 0.0:
        return 0.0
    eb, es, x, n = play_profile(sit.top)
    if eb:
        return goes_out  # nothing beats an effective BJ (R-BEAT)
    stands = 1.0
    gouji = sit.top_mode == TopMode.GOUJI
    for step in range(1, 6):
        s = (me + step) % 6
        if s == top:
            break
        if not sit.active[s] or s % 2 == me % 2:
            continue
        may = sit.headless[s] or s == (top + 3) % 6
        if not gouji:
            may = may or sit.scramble or not sit.passed[s]
        if may:
            stands *= 1.0 - willing * sit.chance(es, x, n, sit.usable(s))
    return goes_out * stands


def beat_bonus(
    sit: Situation, men: float, deny_out: float, urgency: float, willing: float
) -> tuple[float, float]:
    """What beating the top is worth against an opponent who may hold only 3s:
    (flat, per chance of winning the round).  The top's player is 闷 by any beat
    (R-MEN); a seat that would take the round by 接风 is kept from leading his 3s
    only if my beat wins the round; one that would take it by 接风 as my
    teammate and go out is not (:func:`mate_jiefeng_chance`)."""
    if sit.top is None or sit.decision == Decision.BURN_OFFER:
        return 0.0, 0.0
    me = sit.seat
    top = sit.top_seat
    flat = 0.0
    if top >= 0 and top % 2 != me % 2 and sit.active[top]:
        flat = stop_value(sit, top, men, deny_out)
    per_win = 0.0
    taker = round_taker(sit)
    if taker >= 0 and taker != top and taker % 2 != me % 2:
        per_win = men_chance(sit, taker) * deny_out * 2.0
    elif taker >= 0 and taker != top:
        flat -= urgency  # 接风 goes to my teammate: the out seat's urgency means nothing
        # ... and if he then goes out with his one hand, any beat of mine takes that away
        flat -= mate_jiefeng_chance(sit, taker, willing) * deny_out * 2.0
    if sit.top_mode == TopMode.GOUJI and top >= 0 and (top + 3) % 6 != me and not sit.headless[me]:
        return 0.0, 0.0  # I may not answer it anyway (R-GOUJIANSWER)
    return flat, per_win


# ----- 还贡 ------------------------------------------------------------------------

TIER_SMALL, TIER_MIDDLE, TIER_BIG, TIER_WILD, TIER_LAST_THREE = range(5)


def return_tier(rank: int, counts: Sequence[int], bie_san: bool) -> int:
    """Which cards are returned before which (R-TRIBCARD): small ones first, then
    10-Q, then K and A, then 2s and jokers; the last 3 never (R-BUY3)."""
    if rank == THREE and bie_san:
        return TIER_SMALL if counts[THREE] >= 2 else TIER_LAST_THREE
    if rank >= TWO:
        return TIER_WILD
    if rank >= KING:
        return TIER_BIG
    if rank >= TEN:
        return TIER_MIDDLE
    return TIER_SMALL


def gift(rank: int, to_opponent: bool) -> float:
    """What a returned card is worth to its receiver, counted against me when he
    is an opponent (nothing useful to him)."""
    if not to_opponent or rank >= TWO:
        return 0.0
    return 0.3 * rank / ACE
