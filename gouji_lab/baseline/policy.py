"""The heuristic player behind the "normal" level (and the rollouts of "hard").

The hand is valued as a plan of hands (one per plain rank, 2s and jokers kept
as glue): every hand costs a turn unless it is likely to win its round, high
singles and pairs are worth keeping to beat others' leads, and with 憋三 the
hand needs a sure winner to play before its 3s (R-BIE3, R-MEN).  Each option
is scored by how it changes that value plus the chance that it wins the
round (the lead is worth a turn).  Team rules come on top: never beat a
winning teammate unless it takes us out; let (让牌) rather than pass; burn when
the chain is likely to hold (R-BURN).
"""

from __future__ import annotations

from dataclasses import dataclass

from gouji_desktop.engine import ActionKind, Decision, TopMode
from gouji_desktop.engine.fast import (
    ACE,
    BJ,
    SJ,
    THREE,
    TWO,
    Play,
    beating_plays,
    burn_first_plays,
    burn_leads,
    play_counts_for_opening,
    play_is_gouji,
)

from .odds import can_ever_beat, fresh_beat_chance
from .situation import Situation

PLAY, BURN, PASS, LET = ActionKind.PLAY, ActionKind.BURN, ActionKind.PASS, ActionKind.LET


def profile(p: Play) -> tuple[int, int, int, int]:
    """Effective (big jokers, small jokers, base rank, base count) after R-TIE and
    R-MIXJ (the engine's own, frozen here with the baseline)."""
    r, k, t, s, b = p
    if s and b:  # R-MIXJ: with both joker kinds every BJ counts as an SJ
        eb, es = 0, s + b
    else:
        eb, es = b, s
    if r >= 0:
        return eb, es, r, k + t  # R-TIE: 2s count as the plain rank
    if t:
        return eb, es, TWO, t
    return eb, es, -1, 0


#: How often a group of this size can be used to beat someone else's lead.
SIZE_USE = (0.0, 1.0, 0.8, 0.5, 0.3, 0.2)
#: A hand that wins with at least this chance counts as a sure winner.
SURE = 0.95
#: With more cards than this the finishing hand is not planned yet.
FINISH_HORIZON = 14


@dataclass(frozen=True, slots=True)
class Style:
    """The weights of the heuristic (units: one turn of the hand plan)."""

    tempo: float = 0.6  # winning the round (getting the lead)
    two: float = 0.5  # keeping a 2
    small_joker: float = 0.75
    big_joker: float = 1.0
    beat_use: float = 0.3  # keeping a high single or pair to beat with
    willing: float = 0.3  # share of possible beats an opponent actually makes
    men: float = 2.0  # holding 3s with no sure winner to play before them
    answer_bar: float = -0.15  # beat only if the beat scores above this
    let_bar: float = 0.5  # below this a beat is deferred by 让牌
    burn_bar: float = 0.4  # burn when the chain holds with this chance
    urgency: float = 0.9  # extra will to stop an opponent close to going out
    open_bonus: float = 0.1  # a hand that would open (开点) for me
    lean: bool = False  # fewer lead options (wild cards only near the end): for rollouts


NORMAL_STYLE = Style()
ROLLOUT_STYLE = Style(lean=True)

Option = tuple[float, ActionKind, Play | None]


_FRESH_WINS: dict[tuple[int, int, int, tuple[int, ...], float], float] = {}


def _fresh_win(es: int, x: int, n: int, hs: tuple[int, ...], willing: float) -> float:
    """Chance that no seat holding ``hs`` cards beats the hand, nothing remembered
    (shared cache: a pure function, safe across threads)."""
    key = (es, x, n, hs, willing)
    got = _FRESH_WINS.get(key)
    if got is None:
        got = 1.0
        for h in hs:
            got *= 1.0 - willing * fresh_beat_chance(es, x, n, h)
        if len(_FRESH_WINS) > 200_000:
            _FRESH_WINS.clear()
        _FRESH_WINS[key] = got
    return got


def remove(counts: list[int], p: Play) -> list[int]:
    rest = list(counts)
    r, k, t, s, b = p
    if r >= 0:
        rest[r] -= k
    rest[TWO] -= t
    rest[SJ] -= s
    rest[BJ] -= b
    return rest


class Planner:
    """Scores the options of one decision for one :class:`Situation`."""

    __slots__ = (
        "_answer_wins",
        "_fin",
        "_finishers",
        "_groups",
        "_lead_wins",
        "bie_san",
        "first",
        "sit",
        "st",
        "total",
    )

    def __init__(self, sit: Situation, style: Style = NORMAL_STYLE) -> None:
        self.sit = sit
        self.st = style
        self.first = 1 if sit.bie_san else 0  # the lowest plain rank of a group
        self._groups: dict[tuple[int, int], float] = {}
        self._lead_wins: dict[Play, float] = {}
        self._answer_wins: dict[Play, float] = {}
        self.bie_san = sit.bie_san
        self.total = sum(sit.hand)
        self._fin: dict[tuple[int, ...], float] = {}
        self._finishers: list[int] | None = None

    # ----- knowledge -------------------------------------------------------------

    def win(self, p: Play, lead: bool) -> float:
        """Chance that nobody who may answer beats ``p`` (it wins its round)."""
        cache = self._lead_wins if lead else self._answer_wins
        got = cache.get(p)
        if got is not None:
            return got
        sit = self.sit
        eb, es, x, n = profile(p)
        got = 1.0
        if not eb:
            hs = sit.answerers(play_is_gouji(p), lead)
            if hs and can_ever_beat(sit.pool, es, x, n, max(hs)):
                if sit.memory:
                    w = self.st.willing
                    for h in hs:
                        got *= 1.0 - w * sit.chance(es, x, n, h)
                else:
                    got = _fresh_win(es, x, n, hs, self.st.willing)
        cache[p] = got
        return got

    def holds(self, p: Play, lead: bool) -> float:
        """Chance that nobody *can* beat ``p``: for burn chains, which every
        opponent breaks when it can (R-BURN)."""
        sit = self.sit
        eb, es, x, n = profile(p)
        hs = sit.answerers(play_is_gouji(p), lead)
        if eb or not hs or not can_ever_beat(sit.pool, es, x, n, max(hs)):
            return 1.0
        got = 1.0
        for h in hs:
            got *= 1.0 - sit.chance(es, x, n, h)
        return got

    def group_value(self, r: int, m: int) -> float:
        """Value of holding ``m`` cards of plain rank ``r`` as one hand (≤ 0)."""
        if m <= 0:
            return 0.0
        key = (r, m)
        got = self._groups.get(key)
        if got is None:
            s = self.win((r, m, 0, 0, 0), True)
            use = (r - self.first + 1) / (ACE - self.first + 1) * SIZE_USE[m if m < 5 else 5]
            got = s - 1.0 + self.st.beat_use * use
            self._groups[key] = got
        return got

    def wild_value(self, t: int, s: int, b: int) -> float:
        st = self.st
        return st.two * t + st.small_joker * s + st.big_joker * b

    def finisher_term(self, c: list[int], p: Play | None = None) -> float:
        """-men when 3s wait with no sure winner to play before them (R-MEN);
        ``c`` is the hand left after ``p`` (``p`` None: the hand as it is)."""
        if not self.sit.bie_san or not c[THREE] or c[BJ]:
            return 0.0
        total = sum(c)
        if total == c[THREE] or total > FINISH_HORIZON:
            return 0.0
        if p is not None and not (p[2] or p[3] or p[4]):
            # no wild card played: other groups keep their finishing power
            r = p[0]
            if any(g != r for g in self.finishers()):
                return 0.0
            if c[r] and self.win((r, c[r], c[TWO], c[SJ], 0), True) >= SURE:
                return 0.0
            t, s = c[TWO], c[SJ]
            if t + s and self.win((-1, 0, t, s, 0), True) >= SURE:
                return 0.0
            return -self.st.men
        key = tuple(c)
        got = self._fin.get(key)
        if got is None:
            got = 0.0 if self.finisher_groups(c) or self.wild_finisher(c) else -self.st.men
            self._fin[key] = got
        return got

    def finishers(self) -> list[int]:
        """Plain ranks of my hand that, with all my 2s and small jokers, surely win."""
        got = self._finishers
        if got is None:
            got = self._finishers = self.finisher_groups(self.sit.hand)
        return got

    def finisher_groups(self, c: list[int]) -> list[int]:
        t, s = c[TWO], c[SJ]
        return [r for r in range(self.first, ACE + 1) if c[r] and self.win((r, c[r], t, s, 0), True) >= SURE]

    def wild_finisher(self, c: list[int]) -> bool:
        t, s = c[TWO], c[SJ]
        return bool(t + s) and self.win((-1, 0, t, s, 0), True) >= SURE

    # ----- scoring ---------------------------------------------------------------

    def score(self, p: Play, lead: bool) -> float:
        """How much playing ``p`` now improves my plan (see the module doc)."""
        sit = self.sit
        c = sit.hand
        r, k, t, s, b = p
        left = self.total - k - t - s - b
        w = self.win(p, lead)
        st = self.st
        if left == 0:
            return 100.0 + w
        if self.bie_san and c[THREE] == left:
            # the hand before the 3s: it must win its round, or I am 闷 (R-MEN)
            return (w - 1.0) * st.men + 2.0 * st.tempo * w
        delta = -(st.two * t + st.small_joker * s + st.big_joker * b)
        if r >= 0:
            m = c[r]
            delta += self.group_value(r, m - k) - self.group_value(r, m)
        if self.bie_san and c[THREE] and left <= FINISH_HORIZON:
            delta += self.finisher_term(remove(c, p), p) - self.finisher_term(c)
        gain = st.tempo * w
        if st.open_bonus and not sit.opened[sit.seat] and play_counts_for_opening(p):
            gain += st.open_bonus * w
        return delta + gain

    # ----- options per decision ---------------------------------------------------

    def options(self) -> list[Option]:
        """Every option considered, best first: (score, kind, play)."""
        sit = self.sit
        out: list[Option]
        if sit.decision == Decision.LEAD:
            out = [(self.score(p, True), PLAY, p) for p in self.lead_candidates()]
        elif sit.decision == Decision.BURN_OFFER:
            out = self.burn_options()
        else:
            out = self.answer_options()
        out.sort(key=lambda o: -o[0])
        return out

    def lead_candidates(self) -> list[Play]:
        sit = self.sit
        c = sit.hand
        if sit.burner == sit.seat:
            return burn_leads(c, sit.bie_san)
        total = sum(c)
        if sit.bie_san and c[THREE] == total:
            return [(THREE, total, 0, 0, 0)]
        t, s, b = c[TWO], c[SJ], c[BJ]
        plain = [r for r in range(self.first, ACE + 1) if c[r]]
        if sit.bie_san and c[THREE] == 0 and len(plain) <= 1:
            r = plain[0] if plain else -1
            return [(r, c[r] if plain else 0, t, s, b)]  # the whole hand at once
        if not sit.bie_san and len(plain) <= 1:
            r = plain[0] if plain else -1
            return [(r, c[r] if plain else 0, t, s, b)]
        out: list[Play] = []
        if self.st.lean and len(plain) > 3:
            return [(r, c[r], 0, 0, 0) for r in plain]
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

    def answer_options(self) -> list[Option]:
        sit = self.sit
        st = self.st
        me = sit.seat
        top = sit.top
        assert top is not None
        beats = sit.beats if sit.beats is not None else beating_plays(sit.hand, top)
        total = sit.total
        bar = st.answer_bar - (0.1 if sit.decision == Decision.LET_RETURN else 0.0)
        out: list[Option] = [(bar, PASS, None)]
        if sit.let_ok:
            out.append((st.let_bar, LET, None))
        if not beats:
            return out
        mate_on_top = sit.top_seat % 2 == me % 2
        if mate_on_top:
            # never beat a teammate who holds the round, unless it takes me out
            for p in beats:
                if p[1] + p[2] + p[3] + p[4] == total:
                    out.append((100.0, PLAY, p))
            return out
        urge = 0.0
        left = sit.counts[sit.top_seat]
        if left <= 8:
            urge += st.urgency * (9 - left) / 9
        if sit.top_mode == TopMode.GOUJI:
            urge += 0.15  # only I may answer: passing gives the round away
        for p in beats:
            out.append((self.score(p, False) + urge, PLAY, p))
        return out

    def burn_options(self) -> list[Option]:
        sit = self.sit
        assert sit.top is not None
        out: list[Option] = [(self.st.burn_bar, PASS, None)]
        for p in burn_first_plays(sit.hand, sit.top, sit.bie_san):
            hold = self.holds(p, False) * self.chain_chance(remove(sit.hand, p))
            out.append((hold + 0.01 * (p[1] + p[2]), BURN, p))
        return out

    def chain_chance(self, rest: list[int]) -> float:
        """Chance a burn chain of these cards holds: each hand but the last
        carries a joker and must win its round (R-BURN)."""
        if sum(rest) == 0:
            return 1.0
        groups = sorted(
            ((self.holds((r, rest[r], 0, 0, 0), True), r) for r in range(self.first, ACE + 1) if rest[r]),
            reverse=True,
        )
        big, small = rest[BJ], rest[SJ]
        last_is_threes = self.sit.bie_san and rest[THREE] > 0
        chance = 1.0
        # the weakest group goes last unless the 3s do
        needing = groups if last_is_threes else groups[:-1]
        for _, r in reversed(needing):  # the weakest get the big jokers
            if big:
                big -= 1
                continue
            if small:
                small -= 1
                chance *= self.holds((r, rest[r], 0, 1, 0), True)
            else:
                chance *= 0.0
        return chance
