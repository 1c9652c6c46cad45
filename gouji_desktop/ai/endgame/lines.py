"""Sure winners and going-out lines, exactly (issue 11).

A hand is a *sure winner* when no seat that may answer it could beat or burn
it with **any** holding of the cards this seat cannot see: every hand a seat
of ``h`` cards could form from the unseen cards, 2s and jokers included
(R-BEAT, R-TIE, R-MIXJ), checked against the seats the rules let answer
(R-ANSWER, R-GOUJIANSWER, R-HEADLESS, R-DEADLY, R-BURN, R-SCRAMBLE).

A *going-out line* splits the hand into sure winners plus one last hand
(under 憋三 the 3s, R-BIE3): played sure winners first, the seat leads after
each of them and goes out with the last hand, whatever the others hold.

The *order of going out* (:func:`end_order`): with one opponent left among three
or four seats and stuck on his 3s, the teammate whose 接风 would reach him waits
and the others hurry: the team's places come first and he ends 大落 (R-WIN, R-END).

>>> from gouji_desktop.engine.fast import BJ, KING
>>> pool = [16] * 13 + [4, 4]
>>> sure_against(pool, (KING, 2, 0, 0, 1), [36, 36])  # K K carried by an unmixed BJ
True
>>> sure_against(pool, (KING, 2, 0, 0, 0), [36])  # A A, 2 2 or jokers beat K K
False
>>> sure_against(pool, (KING, 6, 0, 0, 0), [5, 5])  # nobody holds six cards
True
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import ActionKind
from gouji_desktop.engine.fast import (
    ACE,
    BJ,
    SJ,
    THREE,
    TWO,
    Play,
    play_counts_for_opening,
    play_is_gouji,
    play_profile,
    remove_play,
)

from ..belief.odds import can_ever_beat
from ..choice import Option
from ..heuristic.situation import Situation
from ..heuristic.tactics import men_chance, next_active, round_taker

#: A first hand that wins its round with at least these odds, and leaves a going-out
#: line, is played as if sure (:meth:`Lines.likely_first`).
LIKELY = 0.95


def sure_against(pool: Sequence[int], p: Play, sizes: Sequence[int]) -> bool:
    """True when no seat holding one of ``sizes`` cards, drawn from the unseen
    cards ``pool`` (counts per rank), could beat ``p``."""
    if not sizes:
        return True
    eb, es, x, n = play_profile(p)
    if eb:
        return True  # nothing beats an effective BJ (R-BEAT)
    return not can_ever_beat(pool, es, x, n, max(sizes))


def with_line(out: list[Option], first: Play | None, score: float) -> list[Option]:
    """Scored options ``out`` with ``first`` (a line's first play, if any) scored ``score``."""
    if first is None:
        return out
    return [o for o in out if o[2] != first] + [(score, ActionKind.PLAY, first)]


def threats(sit: Situation, gouji: bool, as_lead: bool, burn_cap: int | None = None) -> list[int]:
    """Usable card counts (``Situation.usable``) of the opponents that could beat
    or burn a hand of mine (a burner only with at most ``burn_cap`` cards, if given).

    Scramble: every active opponent.  A gouji hand of a headed seat: its 对头
    and headless seats may beat it, every other seat may burn it (R-BURN;
    headless seats never burn), a deadly one only burners (R-DEADLY).  Other
    hands: the opponents who may still answer in this round (a seat that
    passed may answer again its 对头's hand, or when headless, R-ANSWER)."""
    me = sit.seat
    opp = (me + 3) % 6
    out: list[int] = []
    cap = 1 << 30 if burn_cap is None else burn_cap
    if gouji and not as_lead and sit.deadly_beat:
        # my beat of 头科's or 二科's last gouji hand is deadly: only burners answer it
        burners = [s for s in ((me + 1) % 6, (me + 5) % 6) if sit.active[s] and not sit.headless[s]]
        return [sit.usable(s) for s in burners if sit.usable(s) <= cap]
    # a lead with four or fewer seats active is in the scramble (R-SCRAMBLE begins
    # at the first lead after that), even if it is the lead after this round
    scramble = sit.scramble or (as_lead and sum(sit.active) <= 4)
    protected = gouji and not scramble and not sit.headless[me]
    for s in ((me + 1) % 6, opp, (me + 5) % 6):
        if not sit.active[s]:
            continue
        if scramble:
            out.append(sit.usable(s))
        elif protected:
            if s != opp and not sit.headless[s]:
                if sit.usable(s) <= cap:
                    out.append(sit.usable(s))  # a burner
            elif not sit.deadly_mine:
                out.append(sit.usable(s))
        elif as_lead or not sit.passed[s] or s == opp or sit.headless[s]:
            out.append(sit.usable(s))
    return out


class Lines:
    """Sure winners and going-out lines of one :class:`Situation`."""

    __slots__ = ("_memo", "_sure", "_threats", "_wilds", "sit")

    def __init__(self, sit: Situation) -> None:
        self.sit = sit
        self._sure: dict[tuple[Play, bool], bool] = {}
        self._threats: dict[tuple[bool, bool], list[int]] = {}  # by (gouji, as_lead)
        self._memo: dict[tuple[int, int, int, int], bool] = {}
        self._wilds: dict[tuple[int, int, int], list[Play] | None] = {}

    def sure(self, p: Play, as_lead: bool) -> bool:
        """``p`` surely wins its round, led (``as_lead``) or as a beat now."""
        key = (p, as_lead)
        got = self._sure.get(key)
        if got is None:
            kind = (play_is_gouji(p), as_lead)
            sizes = self._threats.get(kind)
            if sizes is None:
                sizes = self._threats[kind] = threats(self.sit, kind[0], as_lead)
            got = self._sure[key] = sure_against(self.sit.pool, p, sizes)
        return got

    # ----- leading -------------------------------------------------------------------

    def lead_line(self, c: Sequence[int]) -> list[Play] | None:
        """Sure winners then one last hand that together are the hand ``c``
        (rank counts), or None.  The last hand is the list's last play."""
        sit = self.sit
        total = sum(c)
        if total == 0:
            return []
        bie = sit.bie_san and c[THREE] > 0
        first = 1 if sit.bie_san else 0
        groups = [r for r in range(first, ACE + 1) if c[r]]
        if not sit.opened[sit.seat]:
            # groups that open (开点, R-OPEN, R-OPENKIND) are covered first and bare
            # where they can be: the search moves the wild cards onto the later
            # groups first, and the line leads a hand that opens before the others
            groups.sort(key=lambda r: not play_counts_for_opening((r, c[r], 0, 0, 0)))
        t, s, b = c[TWO], c[SJ], c[BJ]
        if bie:
            plan = self._cover(groups, c, t, s, b, need_all_wilds=True)
            if plan is None:
                return None
            return [*plan, (THREE, c[THREE], 0, 0, 0)]
        # the last hand: one group with every wild card left over, or the wild cards alone
        for last in [*reversed(groups), -1]:
            rest = [r for r in groups if r != last]
            plan = self._cover(rest, c, t, s, b, need_all_wilds=False, last=last)
            if plan is not None:
                return plan
        return None

    def _cover(
        self,
        groups: list[int],
        c: Sequence[int],
        t: int,
        s: int,
        b: int,
        need_all_wilds: bool,
        last: int = -1,
    ) -> list[Play] | None:
        """Sure hands for every group in ``groups`` from the wild cards (t, s, b);
        the leftover wild cards join the last hand (group ``last``, or alone),
        or, with ``need_all_wilds``, must make sure hands of their own."""
        # quick bound: each group that is not sure alone needs a wild card
        helpless = sum(1 for r in groups if not self.sure((r, c[r], 0, 0, 0), True))
        if helpless > t + s + b:
            return None
        self._memo.clear()
        plan: list[Play] = []
        if not self._assign(groups, 0, c, t, s, b, need_all_wilds, last, plan):
            return None
        return plan

    def _assign(
        self,
        groups: list[int],
        i: int,
        c: Sequence[int],
        t: int,
        s: int,
        b: int,
        need_all_wilds: bool,
        last: int,
        plan: list[Play],
    ) -> bool:
        if i == len(groups):
            tail = self._wild_tail(t, s, b, need_all_wilds, last, c)
            if tail is None:
                return False
            plan.extend(tail)
            return True
        key = (i, t, s, b)
        if key in self._memo:
            return False  # only failures are memoized: a success returns at once
        r = groups[i]
        m = c[r]
        for tt, ss, bb in _attachments(t, s, b):
            p = (r, m, tt, ss, bb)
            if self.sure(p, True):
                plan.append(p)
                if self._assign(groups, i + 1, c, t - tt, s - ss, b - bb, need_all_wilds, last, plan):
                    return True
                plan.pop()
        self._memo[key] = False
        return False

    def _wild_tail(
        self, t: int, s: int, b: int, need_all_wilds: bool, last: int, c: Sequence[int]
    ) -> list[Play] | None:
        """The hands the leftover wild cards make at the end of a line."""
        if not need_all_wilds:
            if last >= 0:
                return [(last, c[last], t, s, b)]
            return [(-1, 0, t, s, b)] if t + s + b else []
        return self.wild_hands(t, s, b)

    def wild_hands(self, t: int, s: int, b: int) -> list[Play] | None:
        """Sure hands of wild cards alone that together are ``t`` 2s, ``s`` SJs and
        ``b`` BJs, as few as can be, or None.  A BJ carries any number of 2s
        (R-BEAT: nothing beats an unmixed BJ); SJs beside a BJ make it an SJ
        (R-MIXJ), so such a hand is sure only when the unseen BJs are too few."""
        if t + s + b == 0:
            return []
        key = (t, s, b)
        if key in self._wilds:
            got = self._wilds[key]
            return None if got is None else list(got)
        found: list[Play] | None = None
        for p in _wild_firsts(t, s, b):
            if self.sure(p, True):
                rest = self.wild_hands(t - p[2], s - p[3], b - p[4])
                if rest is not None:
                    found = [p, *rest]
                    break
        self._wilds[key] = found
        return None if found is None else list(found)

    def likely_first(self, firsts: Sequence[Play], as_lead: bool) -> Play | None:
        """Where no sure line exists: the first hand among ``firsts`` (leads, or
        beats now) likeliest to win its round, if those odds are at least
        :data:`LIKELY`, after which the rest of the hand is a going-out line.  A
        gouji hand only a 对头 short of cards may answer (R-GOUJIANSWER) is such
        a hand: played first, it is likely back, and if it is beaten the sure
        winners still regain the lead; played last, before the 3s, a beat of it
        is 闷 (R-MEN)."""
        c = self.sit.hand
        best: tuple[float, Play] | None = None
        for p in firsts:
            rest = remove_play(c, p)
            if sum(rest) == 0 or self.lead_line(rest) is None:
                continue
            odds = self.win_odds(p, as_lead)
            if odds >= LIKELY and (best is None or odds > best[0]):
                best = (odds, p)
        return None if best is None else best[1]

    def win_odds(self, p: Play, as_lead: bool) -> float:
        """Chance that no seat that may answer ``p`` holds a beat of it (card
        memory's odds, over :func:`threats`).  A burner counts only with at most
        two cards beyond the beat: his whole hand must go as a chain, each later
        hand but the last (his 3s, R-BIE3) carrying a joker (R-BURN), which more
        cards rarely allow."""
        sit = self.sit
        eb, es, x, n = play_profile(p)
        if eb:
            return 1.0
        got = 1.0
        for h in threats(sit, play_is_gouji(p), as_lead, burn_cap=es + n + 2):
            got *= 1.0 - sit.chance(es, x, n, h)
        return got

    # ----- answering ------------------------------------------------------------------

    def answer_line(self, beats: Sequence[Play]) -> Play | None:
        """A beat that surely wins the round and leaves a going-out line (or
        nothing), preferring the one that spends the least."""
        c = self.sit.hand
        best: tuple[float, Play] | None = None
        for p in beats:
            if not self.sure(p, False):
                continue
            line = self.lead_line(remove_play(c, p))
            if line is None:
                continue
            _, _, t, s, b = p
            cost = len(line) + 0.01 * (t + 2 * s + 3 * b)
            if best is None or cost < best[0]:
                best = (cost, p)
        return None if best is None else best[1]


def _wild_firsts(t: int, s: int, b: int) -> list[Play]:
    """Every hand of wild cards alone that ``t`` 2s, ``s`` SJs and ``b`` BJs can
    make, the biggest first (a line of fewer hands is found first)."""
    out = [(-1, 0, tt, ss, bb) for bb in range(b + 1) for ss in range(s + 1) for tt in range(t + 1)]
    out.sort(key=lambda p: (-(p[2] + p[3] + p[4]), -p[4], -p[3]))
    return out[:-1]  # not the empty hand


def _attachments(t: int, s: int, b: int) -> list[tuple[int, int, int]]:
    """The wild cards a group may carry to become sure, cheapest first."""
    out = [(0, 0, 0)]
    out.extend((tt, 0, 0) for tt in range(1, t + 1))
    out.extend((0, ss, 0) for ss in range(1, s + 1))
    if t and s:
        out.extend((tt, ss, 0) for ss in range(1, s + 1) for tt in range(1, t + 1))
    if b:
        # a BJ makes any group sure, and carries 2s with it (they would not be sure alone)
        out.extend((tt, 0, 1) for tt in range(t + 1))
    if b and s:
        # BJs beside SJs count as SJs (R-MIXJ): `BJ SJ 9 9` is `SJ SJ 9 9`, sure when too
        # few BJs are unseen to make two unmixed ones, or no seat can field four cards
        out.extend((tt, ss, bb) for bb in range(1, b + 1) for ss in range(1, s + 1) for tt in range(t + 1))
    return out


def sure_chain(lines: Lines, rest: Sequence[int]) -> bool:
    """After a burn's first hand, can the rest (rank counts) be led out as a
    burn chain no seat can break: sure winners that each hold a joker, then
    one last hand (R-BURN; under 憋三 the 3s)?"""
    if sum(rest) == 0:
        return True
    line = lines.lead_line(rest)
    return line is not None and all(p[3] or p[4] for p in line[:-1])


#: One opponent left among the last three or four seats: how likely he must
#: be to hold only 3s (:func:`men_chance`; it errs high with two or three
#: cards, so the bar is high) before his 接风 turns the team's order of going
#: out; and how unlikely a teammate who should go out first (R-WIN, R-END).
HEIR_STUCK = 0.8
MATE_FREE = 0.5
WAIT, HURRY = 1, -1
#: :func:`hurry_bonus` when the opponent surely holds only 3s: above any
#: weighing of the cards a beat spends.
SURE_HURRY = 10.0


def end_order(sit: Situation) -> int:
    """With three or four active seats, one of them an opponent who likely
    holds only 3s (so he never wins a round and leads only by 接风, R-WIN):
    :data:`WAIT` when he is the next active seat after me (my going out would
    hand him 接风 and a place above my teammates) and a teammate may still go
    out first (he is not stuck on 3s, or 接风 is about to reach him);
    :data:`HURRY` when I am not that seat, unless the top is a teammate's who
    should go out before me (the team goes out in turn order from the seat
    after the opponent: each one's 接风 reaches the next, and the last of us
    ends the game with the opponent 大落, R-END); else 0.  Only while
    the round, left alone, goes to my team (an out opponent's last hand whose
    接风 reaches a teammate counts): else it must be beaten, whatever the
    order."""
    me = sit.seat
    active = [s for s in range(6) if sit.active[s]]
    if not 3 <= len(active) <= 4 or me not in active:
        return 0
    if sit.top is not None and sit.top_seat % 2 != me % 2 and round_taker(sit) % 2 != me % 2:
        return 0  # the round would stay with an opponent: it must be beaten
    opponents = [s for s in active if s % 2 != me % 2]
    if len(opponents) != 1:
        return 0
    opp = opponents[0]
    if len(active) == 3 and mate_takes_jiefeng_out(sit) and next_active(sit, me) == opp:
        # my teammate goes out on this round's 接风 and it then comes to me; going
        # out first hands it to the opponent and leaves my teammate last, stuck
        # or not the opponent (R-WIN)
        return WAIT
    if men_chance(sit, opp) < HEIR_STUCK:
        return 0
    # the team goes out in turn order from the seat after him, so that each
    # one's 接风 reaches the next; the seat just before him (the waiter) last
    chain = [s for s in ((opp + k) % 6 for k in range(1, 6)) if sit.active[s]]
    if chain[-1] != me:
        # a teammate earlier in the chain holds the round: it is his to go out with
        if sit.top is not None and sit.active[sit.top_seat] and chain.index(sit.top_seat) < chain.index(me):
            return 0
        return HURRY
    mates = [s for s in active if s not in (me, opp)]
    if any(men_chance(sit, m, count_menned=True) < MATE_FREE for m in mates):
        return WAIT
    # a teammate stuck on his 3s goes out first all the same when the round he
    # is about to take by 接风 is left alone (R-WIN): then his 接风 reaches me
    if sit.top is not None and not sit.active[sit.top_seat] and round_taker(sit) in mates:
        return WAIT
    return 0


def mate_takes_jiefeng_out(sit: Situation) -> bool:
    """Whether the top is the last hand of a seat gone out and, left alone, its
    接风 (R-WIN) reaches a teammate of mine who surely goes out with it (one
    card, or only 3s: 闷 already)."""
    if sit.top is None or sit.active[sit.top_seat]:
        return False
    taker = round_taker(sit)
    return taker >= 0 and taker != sit.seat and taker % 2 == sit.seat % 2 and men_chance(sit, taker) >= 1.0


def hurry_bonus(sit: Situation) -> float:
    """What taking the waiting teammate's round is worth to a seat that
    hurries (:func:`end_order`): once I hold the lead, the stuck opponent
    beats nothing and the waiter lets me be, so I go out and 接风 passes to
    a teammate; left alone, the waiter must go out and hand the opponent 接风
    and a place above us (R-WIN).  Whatever the beat costs, then, when the
    opponent surely holds only 3s (闷 already, or one card left); a small
    edge when that is only likely."""
    opp = next(s for s in range(6) if sit.active[s] and s % 2 != sit.seat % 2)
    return SURE_HURRY if men_chance(sit, opp) >= 1.0 else 1.0
