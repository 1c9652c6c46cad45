"""The rollouts' shortcuts: the first normal level's lead and answer, without building a planner.

The fast rollouts (:func:`~gouji_desktop.ai.search.rollout.rollout`, normal's capped endgame
search and the hard level's model after ``planner_steps``) play every seat as the first normal
level did, frozen as ``gouji_lab.baseline``: no card memory (fresh odds, cards counted only to
spot sure winners), and none of the tactics added since.  Its two common cases, a lead of one
of several plain groups and an answer to an opponent, are scored here with the planner's own
formulas (:mod:`.scoring`: a play's score, a group's worth, the pass bar, the urgency); what
this module keeps is only what makes them fast: one :class:`_Quick` a decision that computes
lazily, the fresh odds inlined on the unseen cards' sums, and bounds that skip a play which
cannot beat the best so far.  It is not ``policy.Planner(…, ROLLOUT_STYLE)``: that planner
plays today's rules (the continuous 闷 reserve, team covers, lines out, …) and chooses
otherwise about one lead or answer in seven (docs/ai.md).  tests/ai/test_ai_rollout.py checks
the shortcuts against the frozen planner.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import sub

from gouji_desktop.engine import Decision, Game, Phase, TopMode
from gouji_desktop.engine.fast import (
    ACE,
    BJ,
    SJ,
    THREE,
    TWO,
    Play,
    active_seats,
    beat_is_deadly,
    deadly_left,
    in_scramble,
    may_let,
    opened_seats,
    passed_seats,
    play_is_gouji,
    top_mode,
    top_seat,
)

from ..belief.fresh_odds import SHAPES, FactorRow, factor_row, factor_rows_for, miss_factor, odds_key, shape
from ..choice import Choice
from .groups import lead_choices
from .policy import LET, PASS, PLAY
from .scoring import (
    DUEL_URGE,
    FINISH_HORIZON,
    SURE,
    answer_urgency,
    beat_use,
    before_threes_score,
    group_worth,
    out_score,
    pass_bar,
    wild_cost,
)
from .situation import DECK_COUNTS
from .style import Style

#: per plain rank: the fewest cards (2s tied in) that make a gouji hand (R-GOUJI; 99: none)
_GOUJI_AT = [next((n for n in range(1, 99) if play_is_gouji((r, n, 0, 0, 0))), 99) for r in range(ACE + 1)]


_DECK_BJ, _DECK_SJ, _DECK_TWO = DECK_COUNTS[BJ], DECK_COUNTS[SJ], DECK_COUNTS[TWO]


#: a group's use in beating (:func:`.scoring.beat_use`) by first plain rank
#: (0, or 1 under 憋三), rank and size: looked up, not computed, in the hot loop
_USE = [[[beat_use(r, m, first) for m in range(33)] for r in range(ACE + 1)] for first in (0, 1)]


class _StyleFacts:
    """What the shortcuts work out once for a style: whether the bounds hold (``bounded``: a
    play's win chance is at most 1 and only adds to its score), its fresh-odds factor ``rows``
    by odds_key, those of plain groups with their 2s by rank and size (``plain_rows``: group
    values and sure winners ask them most), and a group's use in beating times ``beat_use``
    by first plain rank, rank and size (``use``: what the group value adds).  No style: empty."""

    __slots__ = ("bounded", "plain_rows", "rows", "style", "use")

    style: Style | None
    bounded: bool
    rows: dict[int, FactorRow]
    plain_rows: list[list[FactorRow]]
    use: list[list[list[float]]]

    def __init__(self, style: Style | None) -> None:
        self.style = style
        if style is None:
            self.bounded, self.rows, self.plain_rows, self.use = False, {}, [], []
            return
        self.bounded = style.tempo >= 0.0 and style.open_bonus >= 0.0 and 0.0 <= style.willing <= 1.0
        rows = self.rows = factor_rows_for(style.willing)
        self.plain_rows = [[factor_row(rows, odds_key(0, r, n)) for n in range(33)] for r in range(ACE + 1)]
        self.use = [[[style.beat_use * u for u in row] for row in table] for table in _USE]


#: the last style's facts (the rollouts use one style; rebuilt when another comes)
_PER_STYLE: list[_StyleFacts] = [_StyleFacts(None)]


#: the answerers' card counts by 2 × gouji + lead (see _answerers)
Answerers = tuple[list[int], list[int], list[int], list[int]]


class _Quick:
    """The planner's arithmetic for one decision of one seat."""

    __slots__ = (
        "_groups",
        "_now",
        "_opens",
        "_sure",
        "_wild",
        "answerers",
        "bie_san",
        "bounded",
        "first",
        "game",
        "hand",
        "most",
        "plain_rows",
        "played",
        "pool",
        "pool_bj",
        "pool_two",
        "pool_wild",
        "rows",
        "seat",
        "style",
        "total",
        "use",
        "willing",
    )

    def __init__(
        self,
        game: Game,
        seat: int,
        hand: Sequence[int],
        played: Sequence[int],
        style: Style,
        sizes: Sequence[int],
    ) -> None:
        self.answerers, self.most = _answerers(game, seat, sizes)
        self.game = game
        self.seat = seat
        self.hand = hand
        self.total = sizes[seat]
        self.bie_san = game.rules.bie_san
        self.first = 1 if self.bie_san else 0
        self.played = played
        self.pool: list[int] | None = None  # the unseen cards per rank, built when first asked
        self.pool_bj = pool_bj = _DECK_BJ - played[BJ] - hand[BJ]
        self.pool_two = _DECK_TWO - played[TWO] - hand[TWO]
        self.pool_wild = pool_bj + _DECK_SJ - played[SJ] - hand[SJ]  # without the 2s
        self.style = style
        facts = _PER_STYLE[0]
        if facts.style is not style:
            facts = _PER_STYLE[0] = _StyleFacts(style)
        self.bounded = facts.bounded
        self.rows = facts.rows
        self.plain_rows = facts.plain_rows
        self.use = facts.use[self.first]
        self.willing = style.willing
        self._opens: bool | None = None
        self._groups: dict[int, float] = {}
        self._sure: dict[int, list[int]] | None = None
        self._wild: dict[int, bool] | None = None
        self._now: float | None = None  # finisher_now()

    def above(self, x: int) -> int:
        """The most unseen cards of one plain rank above ``x`` (0: none)."""
        pool = self.pool
        if pool is None:
            pool = self.pool = list(map(sub, map(sub, DECK_COUNTS, self.played), self.hand))
        return max(pool[x + 1 : ACE + 1], default=0)

    def win(self, p: Play, lead: bool) -> float:
        """Chance that nobody who may answer beats ``p`` (fresh odds; 1 for a
        sure winner, cards counted)."""
        sh = SHAPES.get(p)
        if sh is None:
            sh = shape(p)
        if sh[0]:
            return 1.0
        return self.odds(sh[1], sh[2], sh[3], 2 * sh[4] + lead, sh[5])

    def group_win(self, r: int, n: int, s: int) -> float:
        """:meth:`win` of leading a plain group of rank ``r`` with its 2s, ``n``
        cards, and ``s`` small jokers: :meth:`odds` inlined for the hot case
        (no play to build, x below the 2s, n at least 1)."""
        who = 3 if s or n >= _GOUJI_AT[r] else 1
        most = self.most[who]
        if most < s + n:
            return 1.0
        if s:
            if self.pool_bj < s:
                return 1.0
            wild = self.pool_bj - s + self.pool_two
        else:
            wild = self.pool_wild + self.pool_two
        if n > wild and self.above(r) + wild < n:
            return 1.0
        base = ((s * 32 + r + 1) * 128 + n) << 7  # odds_key(s, r, n)
        return self.missed_by(who, base, s, r, n)

    def odds(self, es: int, x: int, n: int, who: int, base: int) -> float:
        """:meth:`win` by profile: ``who`` indexes the answerers, ``base`` is
        the profile's odds_key (odds.can_ever_beat inlined on the pool's sums)."""
        most = self.most[who]
        if most < es + n or not most:
            return 1.0
        if es:
            if self.pool_bj < es:
                return 1.0
            wild = self.pool_bj - es + (self.pool_two if x < TWO else 0)
        else:
            wild = self.pool_wild + (self.pool_two if x < TWO else 0)
        if n > wild and self.above(x) + wild < n:
            return 1.0
        return self.missed_by(who, base, es, x, n)

    def missed_by(self, who: int, base: int, es: int, x: int, n: int) -> float:
        """Chance that none of the answerers ``who`` beats the profile (``base``:
        its odds_key): the product of their cached factors, in turn order."""
        row = self.rows.get(base)
        if row is None:
            row = factor_row(self.rows, base)
        got = 1.0
        for h in self.answerers[who]:
            f = row[h]
            if f is None:
                f = miss_factor(row, self.willing, es, x, n, h)
            got *= f
        return got

    def group_value(self, r: int, m: int) -> float:
        if m <= 0:
            return 0.0
        got = self._groups.get(16 * r + m)
        return self.group_missed(r, m) if got is None else got

    def group_missed(self, r: int, m: int) -> float:
        """:meth:`group_value` (``m`` at least 1) after its look-up missed, with
        :meth:`group_win` inlined (no 2s, no jokers)."""
        who = 3 if m >= _GOUJI_AT[r] else 1
        w = 1.0
        if self.most[who] >= m:
            wild = self.pool_wild + self.pool_two
            if not (m > wild and self.above(r) + wild < m):
                row = self.plain_rows[r][m]
                for h in self.answerers[who]:
                    f = row[h]
                    if f is None:
                        f = miss_factor(row, self.willing, 0, r, m, h)
                    w *= f
        got = self._groups[16 * r + m] = group_worth(w, self.use[r][m])
        return got

    def sure(self, t: int, s: int) -> list[int]:
        """Plain ranks of the hand whose whole group, with ``t`` 2s and ``s``
        small jokers, is a sure winner: two of them, or all if fewer (what the
        callers ask: is there one besides a given rank).  High ranks first, as
        they are likelier; :meth:`group_win` inlined (the hot loop)."""
        cache = self._sure
        if cache is None:
            cache = self._sure = {}
        got = cache.get(8 * t + s)
        if got is not None:
            return got
        got = cache[8 * t + s] = []
        c, rows, plain, most, answerers = self.hand, self.rows, self.plain_rows, self.most, self.answerers
        no_bj = s and self.pool_bj < s  # nothing beats the small jokers: every group is sure
        wild = (self.pool_bj - s if s else self.pool_wild) + self.pool_two
        for r in range(ACE, self.first - 1, -1):
            m = c[r]
            if not m:
                continue
            n = m + t
            who = 3 if s or n >= _GOUJI_AT[r] else 1
            w = 1.0
            if not (no_bj or most[who] < s + n or (n > wild and self.above(r) + wild < n)):
                if s:
                    base = ((s * 32 + r + 1) * 128 + n) << 7  # odds_key(s, r, n)
                    row = rows.get(base)
                    if row is None:
                        row = factor_row(rows, base)
                else:
                    row = plain[r][n]
                for h in answerers[who]:
                    f = row[h]
                    if f is None:
                        f = miss_factor(row, self.willing, s, r, n, h)
                    w *= f
            if w >= SURE:
                got.append(r)
                if len(got) == 2:
                    break
        return got

    def wild_sure(self, t: int, s: int) -> bool:
        """Are ``t`` 2s and ``s`` small jokers led together a sure winner?"""
        cache = self._wild
        if cache is None:
            cache = self._wild = {}
        got = cache.get(8 * t + s)
        if got is None:
            got = cache[8 * t + s] = self.win((-1, 0, t, s, 0), True) >= SURE
        return got

    def finisher_now(self) -> float:
        """R-MEN: −men when 3s wait with no sure winner to play before them."""
        got = self._now
        if got is None:
            c = self.hand
            got = 0.0
            total, t, s = self.total, c[TWO], c[SJ]
            if (
                self.bie_san
                and c[THREE]
                and not c[BJ]
                and c[THREE] != total <= FINISH_HORIZON
                and not self.sure(t, s)
                and not (t + s and self.wild_sure(t, s))
            ):
                got = -self.style.men
            self._now = got
        return got

    def finisher_after(self, p: Play, left: int) -> float:
        """:meth:`finisher_now` of the hand after ``p`` (``left`` cards, at
        most FINISH_HORIZON, 憋三 on)."""
        c = self.hand
        r, k, t, s, b = p
        three = c[THREE] - k if r == THREE else c[THREE]
        if not three or c[BJ] - b or left == three:
            return 0.0
        t, s = c[TWO] - t, c[SJ] - s
        # the other groups are as in the hand
        sure = self.sure(t, s)
        if sure and (sure[0] != r or len(sure) > 1):
            return 0.0
        if r >= 0:
            m = c[r] - k
            plain = not (p[2] or p[3] or p[4])
            if m and (plain or r >= self.first) and self.group_win(r, m + t, s) >= SURE:
                return 0.0
        if t + s and self.wild_sure(t, s):
            return 0.0
        return -self.style.men

    def opens(self) -> bool:
        got = self._opens
        if got is None:
            got = self._opens = self.style.open_bonus > 0 and not opened_seats(self.game)[self.seat]
        return got

    def best_of(
        self, plays: Sequence[Play], lead: bool, urge: float, bar: float
    ) -> tuple[Play | None, float]:
        """The first of ``plays`` whose planner's score (policy.Planner.score)
        plus ``urge`` is highest and above ``bar``, with that score (None and
        ``bar``: none is).  One loop over locals, as every rollout step asks.
        The 憋三 finisher term (never positive) and the win chance (at most 1)
        are left out when a score could not beat the best so far even at
        their best."""
        c, total, bie_san, bounded, groups = self.hand, self.total, self.bie_san, self.bounded, self._groups
        st = self.style
        tempo, open_bonus = st.tempo, st.open_bonus
        threes = c[THREE]
        finish = bie_san and threes  # the 憋三 finisher may apply
        lead_who = 1 if lead else 0
        odds = self.odds
        best: Play | None = None
        for p in plays:
            r, k, t, s, b = p
            left = total - k - t - s - b
            sh = SHAPES.get(p)
            if sh is None:
                sh = shape(p)
            if left == 0 or (bie_san and threes == left):
                w = 1.0 if sh[0] else odds(sh[1], sh[2], sh[3], 2 * sh[4] + lead_who, sh[5])  # win()
                got = (out_score(w) if left == 0 else before_threes_score(w, st)) + urge
                if got > bar:
                    best, bar = p, got
                continue
            delta = -wild_cost(st, t, s, b) if t or s or b else -0.0
            if r >= 0:
                m = c[r]
                now = groups.get(16 * r + m)
                if now is None:
                    now = self.group_missed(r, m)
                after = groups.get(16 * r + m - k) if m > k else 0.0
                if after is None:
                    after = self.group_missed(r, m - k)
                delta += after - now
            opens = sh[6] and self.opens()
            most = tempo + open_bonus if opens else tempo  # the gain if p surely wins
            if finish and left <= FINISH_HORIZON:
                fin_now = self._now
                if fin_now is None:
                    fin_now = self.finisher_now()
                # at best the finisher after p is 0 (and p surely wins its round)
                if bounded and delta + (0.0 - fin_now) + most + urge <= bar:
                    continue
                delta += self.finisher_after(p, left) - fin_now
            elif bounded and delta + most + urge <= bar:
                continue
            w = 1.0 if sh[0] else odds(sh[1], sh[2], sh[3], 2 * sh[4] + lead_who, sh[5])  # win()
            gain = tempo * w
            if opens:
                gain += open_bonus * w
            got = delta + gain + urge
            if got > bar:
                best, bar = p, got
        return best, bar


#: per seat, its opponents in turn order: the next seat, the 对头, the previous seat
_OPPONENTS = tuple(((seat + 1) % 6, (seat + 3) % 6, (seat + 5) % 6) for seat in range(6))


def _answerers(game: Game, seat: int, sizes: Sequence[int]) -> tuple[Answerers, list[int]]:
    """The card counts (``sizes``: per seat) of the opponents who could beat a
    hand of ``seat`` now, indexed by 2 × gouji + lead: R-ANSWER (not those who
    passed, inside a round), R-GOUJIANSWER (the 对头 and headless seats),
    R-DEADLY (nobody), R-SCRAMBLE (everyone); then per set its largest hand."""
    opp = (seat + 3) % 6
    scramble = in_scramble(game)
    passed = passed_seats(game)
    free_lead: list[int] = []
    free_answer: list[int] = []
    duel: list[int] = []
    # the largest hand of each list, as it grows
    m_lead = m_answer = m_duel = 0
    active, rebel = active_seats(game), game.rebel  # Game.is_active, inlined
    in_play = game.phase == Phase.PLAY
    for s in _OPPONENTS[seat]:
        if not active[s] or rebel[s]:
            continue
        h = sizes[s]
        free_lead.append(h)
        m_lead = h if h > m_lead else m_lead
        # nobody is headless in the scramble; Game.is_headless inlined (s is active)
        headless = False
        if not scramble and s != opp and in_play:
            o = (s + 3) % 6
            headless = deadly_left(game, s) == 0 if rebel[o] else not active[o]
        if scramble or not passed[s] or s == opp or headless:
            free_answer.append(h)
            m_answer = h if h > m_answer else m_answer
        if s == opp or headless:
            duel.append(h)
            m_duel = h if h > m_duel else m_duel
    # Game.is_headless(seat) inlined
    if scramble or (
        in_play and active[seat] and (deadly_left(game, seat) == 0 if rebel[opp] else not active[opp])
    ):
        g_lead, m_gl = free_lead, m_lead
        g_answer, m_ga = free_answer, m_answer
    elif deadly_left(game, seat) > 0:
        g_lead, m_gl = g_answer, m_ga = [], 0
    else:
        g_lead, m_gl = g_answer, m_ga = duel, m_duel
    if beat_is_deadly(game, seat):
        g_answer, m_ga = [], 0
    return (free_answer, free_lead, g_answer, g_lead), [m_answer, m_lead, m_ga, m_gl]


def quick_lead(
    game: Game, seat: int, hand: Sequence[int], played: Sequence[int], style: Style, sizes: Sequence[int]
) -> Play | None:
    """The planner's lead (None for a burner: its leads keep a chain, R-BURN);
    ``sizes``: every seat's card count (:func:`card_counts`)."""
    if game.burner == seat:
        return None
    leads = lead_choices(hand, game.rules.bie_san, style.lean, sizes[seat])
    if len(leads) == 1:
        return leads[0]
    best, _ = _Quick(game, seat, hand, played, style, sizes).best_of(leads, True, 0.0, -math.inf)
    return leads[0] if best is None else best


def quick_answer(
    game: Game,
    seat: int,
    hand: Sequence[int],
    played: Sequence[int],
    beats: list[Play],
    style: Style,
    sizes: Sequence[int],
) -> Choice:
    """The planner's answer to an opponent's hand: pass, let or a beat;
    ``sizes``: every seat's card count (:func:`card_counts`)."""
    q = _Quick(game, seat, hand, played, style, sizes)
    decision = game.decision
    best: Choice = (PASS, None)
    best_score = pass_bar(style.answer_bar, decision == Decision.LET_RETURN)
    if decision == Decision.ANSWER and may_let(game, seat) and style.let_bar > best_score:
        best, best_score = (LET, None), style.let_bar
    urge = answer_urgency(style.urgency, sizes[top_seat(game)])
    if top_mode(game) == TopMode.GOUJI:
        urge += DUEL_URGE
    play, _ = q.best_of(beats, False, urge, best_score)
    return best if play is None else (PLAY, play)
