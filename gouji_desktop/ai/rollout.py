"""Rollouts for the hard level: a determinized game played to its end with
the fast heuristic (:data:`ROLLOUT_STYLE`) for every seat.

Only :mod:`gouji_desktop.engine.fast` is used to read and step the game.  The
rollout policy is the heuristic's first choice, with its obvious cases
answered before the planner is built (that is where the time goes):

- nothing beats the top: pass (让牌 would change nothing);
- a teammate holds the round: pass, unless a beat takes me out (the planner's
  own rule, ``answer_options``);
- one lead only (the whole hand, or the 3s): play it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from gouji_desktop.engine import Decision, Game, TopMode
from gouji_desktop.engine.fast import (
    ACE,
    BJ,
    NUM_RANKS,
    SJ,
    THREE,
    TWO,
    Play,
    beat_is_deadly,
    beating_plays,
    deadly_left,
    hand_counts,
    in_scramble,
    let_unchecked,
    may_let,
    opened_seats,
    pass_unchecked,
    passed_seats,
    play_counts_for_opening,
    play_unchecked,
    remove_play,
    top_mode,
    top_play,
    top_seat,
)

from .deadline import Deadline, Never
from .fresh_odds import fresh_win, fresh_wins_for, holders_key, odds_key, shape
from .odds import can_ever_beat
from .policy import BURN, FINISH_HORIZON, LET, PASS, PLAY, ROLLOUT_STYLE, SIZE_USE, SURE, Planner, Style
from .situation import DECK_COUNTS, Situation

#: Rollout steps between two looks at the clock, minus one (a power of two
#: minus one: a step takes about 20 µs, rarely 2 ms, so a few steps are a
#: short stretch; docs/ai-strength.md, "Latency").
CLOCK_MASK = 3


def situation_of(game: Game, seat: int, played: Sequence[int], counts: Sequence[int]) -> Situation:
    """What ``seat`` knows in a rollout game, without card memory (the rollout
    style plays on fresh odds); ``played`` counts the played cards per rank."""
    sit = Situation()
    sit.seat = seat
    hand = hand_counts(game, seat)
    sit.hand = hand  # read-only in the planner
    sit.decision = game.decision
    sit.top = top_play(game)
    sit.top_seat = top_seat(game)
    sit.top_mode = top_mode(game)
    sit.counts = counts
    active = [game.is_active(s) for s in range(6)]
    sit.active = active
    sit.passed = passed_seats(game)
    sit.scramble = in_scramble(game)
    sit.headless = [active[s] and game.is_headless(s) for s in range(6)]
    sit.opened = opened_seats(game)
    sit.burner = game.burner
    sit.bie_san = game.rules.bie_san
    sit.let_ok = game.decision == Decision.ANSWER and may_let(game, seat)
    sit.deadly_mine = deadly_left(game, seat) > 0
    sit.deadly_beat = beat_is_deadly(game, seat)
    pool = [DECK_COUNTS[r] - played[r] - hand[r] for r in range(NUM_RANKS)]
    sit.pool = pool
    sit.unseen = sum(pool)
    sit.memory = False
    return sit


def apply_choice(game: Game, kind: str, play: Play | None, played: list[int]) -> None:
    """Apply a policy choice to a rollout game (unchecked) and count the cards."""
    if kind in (PLAY, BURN):
        assert play is not None
        play_unchecked(game, play, burn=kind == BURN)
        r, k, t, s, b = play
        if r >= 0:
            played[r] += k
        played[TWO] += t
        played[SJ] += s
        played[BJ] += b
    elif kind == PASS:
        pass_unchecked(game)
    else:
        let_unchecked(game)


# ----- the rollout policy's common cases, without building a planner ---------------
#
# The planner's scores (policy.py) restated for the rollout style (no card
# memory: fresh odds, cards counted only to spot sure winners) where no
# finishing plan (R-MEN) is involved: long hands leading one of many plain
# groups, and answers to an opponent.  tests/ai/test_ai_rollout.py checks that
# both make the same choices.


class _Quick:
    """The planner's arithmetic for one decision of one seat."""

    __slots__ = (
        "_fin",
        "_finishers",
        "_groups",
        "_now",
        "answer_wins",
        "answerers",
        "bie_san",
        "first",
        "fresh",
        "hand",
        "holders",
        "lead_wins",
        "most",
        "opens",
        "pool",
        "style",
        "total",
    )

    def __init__(
        self, game: Game, seat: int, hand: Sequence[int], played: Sequence[int], style: Style
    ) -> None:
        # the card counts of the opponents who could beat a hand of mine now:
        # R-ANSWER (not those who passed, inside a round), R-GOUJIANSWER (the 对头
        # and headless seats), R-DEADLY (nobody), R-SCRAMBLE (everyone)
        opp = (seat + 3) % 6
        scramble = in_scramble(game)
        passed = passed_seats(game)
        free_lead: list[int] = []
        free_answer: list[int] = []
        duel: list[int] = []
        for s in ((seat + 1) % 6, opp, (seat + 5) % 6):
            if not game.is_active(s):
                continue
            h = sum(hand_counts(game, s))
            headless = game.is_headless(s)
            free_lead.append(h)
            if scramble or not passed[s] or s == opp or headless:
                free_answer.append(h)
            if s == opp or headless:
                duel.append(h)
        if scramble or game.is_headless(seat):
            gouji_lead, gouji_answer = free_lead, free_answer
        elif deadly_left(game, seat) > 0:
            gouji_lead = gouji_answer = []
        else:
            gouji_lead = gouji_answer = duel
        if beat_is_deadly(game, seat):
            gouji_answer = []
        # indexed by 2 * gouji + lead
        self.answerers = [tuple(free_answer), tuple(free_lead), tuple(gouji_answer), tuple(gouji_lead)]
        self.holders = [holders_key(hs) for hs in self.answerers]
        self.most = [max(hs, default=0) for hs in self.answerers]  # the largest hand among them
        self.hand = hand
        self.total = sum(hand)
        self.bie_san = game.rules.bie_san
        self.first = 1 if self.bie_san else 0
        self.pool = [DECK_COUNTS[r] - played[r] - hand[r] for r in range(NUM_RANKS)]
        self.style = style
        self.opens = style.open_bonus > 0 and not opened_seats(game)[seat]
        self.lead_wins: dict[Play, float] = {}
        self.fresh = fresh_wins_for(style.willing)
        self.answer_wins: dict[Play, float] = {}
        self._finishers: list[int] | None = None
        self._fin: dict[tuple[int, ...], float] = {}
        self._groups: dict[int, float] = {}
        self._now: float | None = None  # finisher_term of the hand as it is

    def win(self, p: Play, lead: bool) -> float:
        cache = self.lead_wins if lead else self.answer_wins
        got = cache.get(p)
        if got is None:
            got = 1.0
            eb, es, x, n, gouji = shape(p)
            if not eb:
                who = 2 * gouji + lead
                most = self.most[who]
                if most and can_ever_beat(self.pool, es, x, n, most):
                    holders = self.holders[who]
                    known = self.fresh.get(odds_key(es, x, n, holders))
                    if known is None:
                        known = fresh_win(es, x, n, self.answerers[who], self.style.willing, holders)
                    got = known
            cache[p] = got
        return got

    def group_value(self, r: int, m: int) -> float:
        if m <= 0:
            return 0.0
        key = 16 * r + m
        got = self._groups.get(key)
        if got is not None:
            return got
        use = (r - self.first + 1) / (ACE - self.first + 1) * SIZE_USE[m if m < 5 else 5]
        got = self._groups[key] = self.win((r, m, 0, 0, 0), True) - 1.0 + self.style.beat_use * use
        return got

    def finisher_groups(self, c: Sequence[int], limit: int) -> list[int]:
        """Up to ``limit`` ranks whose whole group (with the 2s and small jokers)
        is a sure winner (what the callers ask: is there one, or one besides r)."""
        t, s = c[TWO], c[SJ]
        out: list[int] = []
        for r in range(self.first, ACE + 1):
            if c[r] and self.win((r, c[r], t, s, 0), True) >= SURE:
                out.append(r)
                if len(out) >= limit:
                    break
        return out

    def finisher_term(self, c: Sequence[int], p: Play | None = None) -> float:
        """R-MEN: −men when 3s wait with no sure winner to play before them."""
        if not self.bie_san or not c[THREE] or c[BJ]:
            return 0.0
        total = sum(c)
        if total == c[THREE] or total > FINISH_HORIZON:
            return 0.0
        t, s = c[TWO], c[SJ]
        if p is not None and not (p[2] or p[3] or p[4]):
            r = p[0]
            if self._finishers is None:
                self._finishers = self.finisher_groups(self.hand, 2)
            if any(g != r for g in self._finishers):
                return 0.0
            if c[r] and self.win((r, c[r], t, s, 0), True) >= SURE:
                return 0.0
            if t + s and self.win((-1, 0, t, s, 0), True) >= SURE:
                return 0.0
            return -self.style.men
        key = tuple(c)
        got = self._fin.get(key)
        if got is None:
            fine = self.finisher_groups(c, 1) or (t + s and self.win((-1, 0, t, s, 0), True) >= SURE)
            got = self._fin[key] = 0.0 if fine else -self.style.men
        return got

    def score(self, p: Play, lead: bool) -> float:
        """The planner's score of ``p`` (policy.Planner.score)."""
        c = self.hand
        r, k, t, s, b = p
        left = self.total - k - t - s - b
        w = self.win(p, lead)
        st = self.style
        if left == 0:
            return 100.0 + w
        if self.bie_san and c[THREE] == left:
            return (w - 1.0) * st.men + 2.0 * st.tempo * w
        delta = -(st.two * t + st.small_joker * s + st.big_joker * b)
        if r >= 0:
            m = c[r]
            delta += self.group_value(r, m - k) - self.group_value(r, m)
        if self.bie_san and c[THREE] and left <= FINISH_HORIZON:
            now = self._now
            if now is None:
                now = self._now = self.finisher_term(c)
            delta += self.finisher_term(remove_play(c, p), p) - now
        gain = st.tempo * w
        if self.opens and play_counts_for_opening(p):
            gain += st.open_bonus * w
        return delta + gain


def lead_choices(hand: Sequence[int], bie_san: bool, lean: bool) -> list[Play]:
    """The planner's lead candidates for a seat that is not burning."""
    c = hand
    total = sum(c)
    if bie_san and c[THREE] == total:
        return [(THREE, total, 0, 0, 0)]
    t, s, b = c[TWO], c[SJ], c[BJ]
    plain = [r for r in range(1 if bie_san else 0, ACE + 1) if c[r]]
    if len(plain) <= 1 and not (bie_san and c[THREE]):
        r = plain[0] if plain else -1
        return [(r, c[r] if plain else 0, t, s, b)]  # the whole hand at once
    if lean and len(plain) > 3:
        return [(r, c[r], 0, 0, 0) for r in plain]
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


def quick_lead(
    game: Game, seat: int, hand: Sequence[int], played: Sequence[int], style: Style
) -> Play | None:
    """The planner's lead (None for a burner: its leads keep a chain, R-BURN)."""
    if game.burner == seat:
        return None
    leads = lead_choices(hand, game.rules.bie_san, style.lean)
    if len(leads) == 1:
        return leads[0]
    q = _Quick(game, seat, hand, played, style)
    best = leads[0]
    best_score = -math.inf
    for p in leads:
        got = q.score(p, True)
        if got > best_score:
            best, best_score = p, got
    return best


def quick_answer(
    game: Game, seat: int, hand: Sequence[int], played: Sequence[int], beats: list[Play], style: Style
) -> tuple[str, Play | None]:
    """The planner's answer to an opponent's hand: pass, let or a beat."""
    q = _Quick(game, seat, hand, played, style)
    decision = game.decision
    best: tuple[str, Play | None] = (PASS, None)
    best_score = style.answer_bar - (0.1 if decision == Decision.LET_RETURN else 0.0)
    if decision == Decision.ANSWER and may_let(game, seat) and style.let_bar > best_score:
        best, best_score = (LET, None), style.let_bar
    urge = 0.0
    left = sum(hand_counts(game, top_seat(game)))
    if left <= 8:
        urge += style.urgency * (9 - left) / 9
    if top_mode(game) == TopMode.GOUJI:
        urge += 0.15
    for p in beats:
        got = q.score(p, False) + urge
        if got > best_score:
            best, best_score = (PLAY, p), got
    return best


def rollout(
    game: Game,
    played: list[int],
    deadline: Deadline | None = None,
    style: Style = ROLLOUT_STYLE,
) -> int:
    """Play ``game`` to the end with the rollout policy for every seat.  Returns
    the steps taken, or −1 if ``deadline`` came near first (it is asked before
    the first step and every few steps after)."""
    if deadline is None:
        deadline = Never()
    steps = 0
    while game.to_act is not None:
        seat = game.to_act
        if not steps & CLOCK_MASK and deadline.near():
            return -1
        steps += 1
        decision = game.decision
        hand = hand_counts(game, seat)
        beats = None
        if decision == Decision.ANSWER or decision == Decision.LET_RETURN:
            top = top_play(game)
            assert top is not None
            beats = beating_plays(hand, top)
            if not beats:
                pass_unchecked(game)  # 让牌 would change nothing
                continue
            if (top_seat(game) - seat) % 2 == 0:
                # a teammate holds the round: pass unless a beat takes me out
                total = sum(hand)
                out = [p for p in beats if p[1] + p[2] + p[3] + p[4] == total]
                if out:
                    apply_choice(game, PLAY, out[0], played)
                else:
                    pass_unchecked(game)
                continue
            kind, play = quick_answer(game, seat, hand, played, beats, style)
            apply_choice(game, kind, play, played)
            continue
        if decision == Decision.LEAD:
            lead = quick_lead(game, seat, hand, played, style)
            if lead is not None:
                apply_choice(game, PLAY, lead, played)
                continue
        counts = [sum(hand_counts(game, s)) for s in range(6)]
        sit = situation_of(game, seat, played, counts)
        sit.beats = beats
        _, kind, play = Planner(sit, style).options()[0]
        apply_choice(game, kind, play, played)
    return steps


#: What one card of 点贡 (R-DIANGONG) is worth, in team points of the next
#: game: the giver's best card for the receiver's worst (R-TRIBCARD, 还贡).
TRIBUTE_CARD = 0.75


def team_result(game: Game, seat: int) -> float:
    """``seat``'s team score (R-SCORE) in a finished game, plus the 点贡 its
    openings (开点, R-OPEN) earn against the 对头s' when a match has tribute:
    a strong player does not give away an opening for nothing."""
    scores = game.scores
    assert scores is not None
    got = float(sum(scores[s] for s in range(seat % 2, 6, 2)))
    if game.rules.tribute and not game.is_chuan3:
        opened = opened_seats(game)
        declared = game.declared
        for s in range(seat % 2, 6, 2):
            o = (s + 3) % 6
            cards = opened[s] - opened[o]  # R-DIANGONG without 宣点: the one not opened gives 1
            if declared[s] or declared[o]:
                cards *= 2  # with 宣点 the stakes are higher (2 to 4 cards)
            got += TRIBUTE_CARD * cards
    return got
