"""The heuristic player behind the "normal" level (and the rollouts of "hard").

The hand is valued as a plan of hands (one per plain rank, 2s and jokers kept
as glue): every hand costs a turn unless it is likely to win its round, high
singles and pairs are worth keeping to beat others' leads, and with 憋三 the
hand needs a winner to play before its 3s (R-BIE3, R-MEN): the less sure its
best one, the more the 闷 risk costs.  Each option
is scored by how it changes that value plus the chance that it wins the
round (the lead is worth a turn).  Team rules come on top: never beat a
winning teammate unless it takes us out; let (让牌) rather than pass; burn when
the chain is likely to hold (R-BURN).
"""

from __future__ import annotations

from collections.abc import Sequence

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
    play_profile,
    play_size,
    remove_play,
)

from ..belief.odds import can_ever_beat, fresh_win_chance
from ..choice import Option
from ..endgame.lines import (
    HURRY,
    LIKELY,
    WAIT,
    Lines,
    end_order,
    hurry_bonus,
    sure_against,
    sure_chain,
    with_line,
)
from .groups import lead_choices, one_hand
from .scoring import (
    DUEL_URGE,
    FINISH_HORIZON,
    SURE,
    URGENT_CARDS,
    answer_urgency,
    beat_use,
    before_threes_score,
    group_worth,
    out_score,
    pass_bar,
    wild_cost,
)
from .situation import Situation
from .style import NORMAL_STYLE, Style
from .tactics import (
    MATE_MEN,
    beat_bonus,
    burn_stop_bonus,
    forced_lead_wait,
    jiefeng_to_opponent,
    mate_burn_breaks,
    mate_burn_vetoed,
    mate_cover_chance,
    mate_out_cover,
    mate_top_out_risk,
    out_chance,
    out_on_lead,
    threes_kept,
    two_groups_before_threes,
)

PLAY, BURN, PASS, LET = ActionKind.PLAY, ActionKind.BURN, ActionKind.PASS, ActionKind.LET

#: The score of the first play of a going-out line (a play that goes out scores 100+).
LINE_SCORE = 90.0
#: a lead that opens before a sure line that would not (:meth:`Planner.opening_first`)
OPEN_LINE_SCORE = LINE_SCORE + 0.5


class Planner:
    """Scores the options of one decision for one :class:`Situation`."""

    __slots__ = (
        "_answer_wins",
        "_fin",
        "_finishers",
        "_groups",
        "_lead_wins",
        "bie_san",
        "close_seats",
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
        me = sit.seat
        self.close_seats = [
            s for s in range(6) if s != me and sit.active[s] and 0 < sit.counts[s] <= style.close
        ]

    # ----- knowledge -------------------------------------------------------------

    def win(self, p: Play, lead: bool) -> float:
        """Chance that nobody who may answer beats ``p`` (it wins its round)."""
        cache = self._lead_wins if lead else self._answer_wins
        got = cache.get(p)
        if got is not None:
            return got
        sit = self.sit
        eb, es, x, n = play_profile(p)
        got = 1.0
        if not eb:
            hs = sit.answerers(play_is_gouji(p), lead)
            if hs and can_ever_beat(sit.pool, es, x, n, max(hs)):
                if sit.memory:
                    w = self.st.willing
                    for h in hs:
                        got *= 1.0 - w * sit.chance(es, x, n, h)
                else:
                    got = fresh_win_chance(es, x, n, hs, self.st.willing)
        cache[p] = got
        return got

    def holds(self, p: Play, lead: bool) -> float:
        """Chance that nobody *can* beat ``p``: for burn chains, which every
        opponent breaks when it can (R-BURN)."""
        sit = self.sit
        eb, es, x, n = play_profile(p)
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
            got = group_worth(self.win((r, m, 0, 0, 0), True), self.st.beat_use * beat_use(r, m, self.first))
            self._groups[key] = got
        return got

    def wild_value(self, t: int, s: int, b: int) -> float:
        return wild_cost(self.st, t, s, b)

    def finisher_term(self, c: Sequence[int], p: Play | None = None) -> float:
        """-men times the chance that no hand is left to win a round before the
        3s (R-MEN): the best of my groups (each with all my 2s and small
        jokers) or the wild cards alone; nothing once one is a sure winner.
        ``c`` is the hand left after ``p`` (``p`` None: the hand as it is)."""
        if not self.sit.bie_san or not c[THREE] or c[BJ]:
            return 0.0
        total = sum(c)
        if total == c[THREE] or total > FINISH_HORIZON:
            return 0.0
        key = tuple(c)
        got = self._fin.get(key)
        if got is None:
            best = max((w for _r, w in self.group_wins(c)), default=0.0)
            t, s = c[TWO], c[SJ]
            if t + s:
                best = max(best, self.win((-1, 0, t, s, 0), True))
            got = 0.0 if best >= SURE else -self.st.men * (1.0 - best)
            self._fin[key] = got
        return got

    def men_change(self, p: Play, w: float) -> float:
        """How playing ``p`` (winning its round with ``w``) changes the anti-闷
        reserve (R-MEN): a sure winner kept for before the 3s, or, with two
        groups left and neither sure, the order that keeps the likelier winner
        for last (:func:`.tactics.out_chance`)."""
        c = self.sit.hand
        change = self.finisher_term(remove_play(c, p), p) - self.finisher_term(c)
        pair = two_groups_before_threes(c, self.first) if change == 0.0 else None
        if pair is None or self.finishers():
            return change
        x, y = pair
        wx, wy = self.win((x, c[x], 0, 0, 0), True), self.win((y, c[y], 0, 0, 0), True)
        best = max(out_chance(wx, wy), out_chance(wy, wx))
        r, k = p[0], p[1]
        got = 0.0  # a split group or a wild card: two hands still to win before the 3s
        if r in pair and k == c[r]:
            got = out_chance(w, wy if r == x else wx)
        return self.st.men * (got - best)

    def finishers(self) -> list[int]:
        """Plain ranks of my hand that, with all my 2s and small jokers, surely win."""
        got = self._finishers
        if got is None:
            got = self._finishers = self.finisher_groups(self.sit.hand)
        return got

    def finisher_groups(self, c: Sequence[int]) -> list[int]:
        return [r for r, w in self.group_wins(c) if w >= SURE]

    def group_wins(self, c: Sequence[int]) -> list[tuple[int, float]]:
        """Each plain rank of ``c`` (3s aside under 憋三) and the chance that the
        group, with all the 2s and small jokers, wins its round."""
        t, s = c[TWO], c[SJ]
        return [(r, self.win((r, c[r], t, s, 0), True)) for r in range(self.first, ACE + 1) if c[r]]

    # ----- scoring ---------------------------------------------------------------

    def score(self, p: Play, lead: bool, men_share: float = 1.0) -> float:
        """How much playing ``p`` now improves my plan (see the module doc);
        ``men_share`` weighs the anti-闷 reserve (R-MEN)."""
        sit = self.sit
        c = sit.hand
        r, k, t, s, b = p
        left = self.total - k - t - s - b
        w = self.win(p, lead)
        st = self.st
        if left == 0:
            return out_score(w)
        if self.bie_san and c[THREE] == left:
            # the hand before the 3s: it must win its round, or I am 闷 (R-MEN)
            return before_threes_score(w, st)
        delta = -wild_cost(st, t, s, b)
        if r >= 0:
            m = c[r]
            delta += self.group_value(r, m - k) - self.group_value(r, m)
        if self.bie_san and c[THREE] and left <= FINISH_HORIZON:
            delta += men_share * self.men_change(p, w)
        gain = (st.early_tempo if self.total > st.early_answer else st.tempo) * w
        if st.open_bonus and not sit.opened[sit.seat] and play_counts_for_opening(p):
            gain += st.open_bonus * w
        if lead and self.close_seats:
            gain += self.going_out_risk(p)
        return delta + gain

    def going_out_risk(self, p: Play) -> float:
        """Leading ``p`` to seats about to go out (R-OUT): an opponent whose whole
        hand beats it goes out at once (a loss); a teammate's, a gain."""
        sit, st = self.sit, self.st
        eb, es, x, n = play_profile(p)
        if eb:
            return 0.0
        size = es + n
        me = sit.seat
        protected = play_is_gouji(p) and not sit.scramble and not sit.headless[me]
        got = 0.0
        for s in self.close_seats:
            # R-BIE3: an active seat keeps a 3 to the end, and a 3 never beats:
            # he beats with at most his other cards, and if they are all it
            # takes, only his 3s are left to lead once the round is his
            h = sit.usable(s)
            if h < size:
                continue
            if protected and s != (me + 3) % 6 and not sit.headless[s]:
                continue  # R-GOUJIANSWER: he may not answer it
            reach = sit.chance(es, x, n, h) * (1.0 if h == size else 0.4)
            if (s - me) % 2:
                got -= st.deny_out * reach
            else:
                got += st.feed * reach
        return got

    # ----- options per decision ---------------------------------------------------

    def options(self) -> list[Option]:
        """Every option considered, best first: (score, kind, play)."""
        sit = self.sit
        out: list[Option]
        if sit.decision == Decision.LEAD:
            out = [(self.score(p, True), PLAY, p) for p in self.lead_candidates()]
            if self.total <= self.st.line_horizon and sit.burner != sit.seat:
                lines = Lines(sit)
                line = lines.lead_line(sit.hand)
                if line is not None and len(line) > 1:
                    # sure winners first, then the last hand; a bare group that opens
                    # first where it is as good as sure and the rest still a line
                    out = with_line(out, line[0], LINE_SCORE)
                    out = with_line(out, self.opening_first(lines, line, out), OPEN_LINE_SCORE)
                elif line is None and self.total <= FINISH_HORIZON:
                    likely = lines.likely_first([o[2] for o in out if o[2] is not None], True)
                    out = with_line(out, likely, LINE_SCORE - 1.0)
        elif sit.decision == Decision.BURN_OFFER:
            out = self.burn_options()
        else:
            out = self.answer_options()
        if sit.bie_san and end_order(sit) == WAIT:
            out = self.wait_for_mate(out)
        out.sort(key=lambda o: -o[0])
        return out

    def opening_first(self, lines: Lines, line: list[Play], out: list[Option]) -> Play | None:
        """A lead that opens (开点, R-OPEN) before a sure line that would not: a bare
        group that counts (R-OPENKIND: no joker hung on it) which wins its round as
        good as surely (only a 对头 who cannot beat it may answer, R-GOUJIANSWER, and
        a burner is unlikely),
        after which the rest is still a going-out line.  The line's joker goes
        alone later and wins all the same; hung on the group it goes out as fast
        but never opens, and in a tribute match the 点贡 is paid (R-DIANGONG)."""
        sit = self.sit
        if not sit.tribute or sit.opened[sit.seat] or any(play_counts_for_opening(p) for p in line[:-1]):
            return None
        best: tuple[float, Play] | None = None
        for _, _, p in out:
            if p is None or not play_counts_for_opening(p):
                continue
            if not sure_against(sit.pool, p, sit.answerers(True, True)):
                continue  # the 对头 (or a headless seat) might beat it
            rest = remove_play(sit.hand, p)
            if sum(rest) == 0 or lines.lead_line(rest) is None:
                continue
            odds = lines.win_odds(p, True)  # burners: a whole hand as a chain is rare
            if odds >= LIKELY and (best is None or odds > best[0]):
                best = (odds, p)
        return None if best is None else best[1]

    def wait_for_mate(self, out: list[Option]) -> list[Option]:
        """One opponent left, after me and stuck on his 3s: my going out
        first would hand him 接风 and a place above my teammates (R-WIN), so
        every option that goes out now, leaves me only 3s or starts a
        going-out line comes after the others (if any)."""
        c, total = self.sit.hand, self.total
        first: list[Option] = []
        last: list[Option] = []
        for o in out:
            p = o[2]
            size = 0 if p is None else play_size(p)
            rest = total - size
            # out now, 3s only then, or the first step of a line out
            goes_out = p is not None and (rest in (0, c[THREE]) or o[0] in (LINE_SCORE, OPEN_LINE_SCORE))
            (last if goes_out else first).append(o)
        if not first:
            return out
        low = min(o[0] for o in first)
        return first + [(min(score, low) - 1.0, kind, p) for score, kind, p in last]

    def lead_candidates(self) -> list[Play]:
        """The leads weighed: a burner's keep its chain (R-BURN); else as the rollouts' shortcuts
        lead (:func:`.groups.lead_choices`)."""
        sit = self.sit
        if sit.burner == sit.seat:
            return burn_leads(sit.hand, sit.bie_san)
        return lead_choices(sit.hand, sit.bie_san, self.st.lean, self.total)

    def answer_options(self) -> list[Option]:
        sit = self.sit
        st = self.st
        me = sit.seat
        top = sit.top
        assert top is not None
        beats = sit.beats if sit.beats is not None else beating_plays(sit.hand, top)
        total = sit.total
        left = float(sit.counts[sit.top_seat])
        if sit.top_mode == TopMode.GOUJI:
            # a duel: what stands between him and going out is his cards besides
            # the 3s he keeps for his last hand (R-BIE3)
            left -= threes_kept(sit, sit.top_seat)
        near_out = sit.top_mode == TopMode.GOUJI and left <= URGENT_CARDS
        # early in the game beat less readily, unless the 对头 is near out: then his
        # hand, not the size of mine, decides (R-GOUJIANSWER, R-OUT)
        bar = st.early_answer_bar if total > st.early_answer and not near_out else st.answer_bar
        bar = pass_bar(bar, sit.decision == Decision.LET_RETURN)
        out: list[Option] = [(bar, PASS, None)]
        if sit.let_ok:
            out.append((st.let_bar, LET, None))
        if not beats:
            return out
        if sit.top_seat % 2 == me % 2 and not jiefeng_to_opponent(sit):
            # a teammate holds the round (when he is out and 接风 would reach an
            # opponent, his last hand is answered as that opponent's)
            if sit.bie_san and end_order(sit) == HURRY:
                # one opponent left, stuck, and the top is the teammate's whose 接风
                # would reach him: I go out first and he waits: taking his round is the way
                bonus = hurry_bonus(sit)
                return out + [(bonus + self.score(p, False), PLAY, p) for p in beats]
            return out + self.mate_beats(beats) + self.mate_stops(beats)
        if st.mate_cover and sit.top_mode == TopMode.FREE and sit.decision == Decision.ANSWER:
            # a teammate after me may take the round instead: passing costs less;
            # and if his beat is his last cards but his 3s, he goes out on it (R-OUT)
            cover = st.mate_cover * st.tempo * mate_cover_chance(sit, top, st.willing)
            mate_out = st.feed * mate_out_cover(sit)
            out = [(score + mate_out + (cover if kind == PASS else 0.0), kind, p) for score, kind, p in out]
        urge = answer_urgency(st.urgency, left)
        men_share = 1.0
        if sit.top_mode == TopMode.GOUJI:
            # a duel: only I may answer, so passing gives him the round, the lead
            # and maybe his opening or his going out (R-GOUJIANSWER); the anti-闷
            # reserve is weighed against that, not a veto
            urge += DUEL_URGE + self.denial(top, sit.top_seat)
            men_share = st.duel_men
            if sit.burner == sit.top_seat and sit.top_seat % 2 != me % 2:
                # R-BURN: only I may break his chain; left alone it takes him out
                # and my teammate owes him 烧贡 (解烧 costs him nothing more)
                urge += st.break_burn
        if sit.deadly_beat:
            # R-DEADLY: beating 头科's or 二科's last gouji hand surely takes the
            # round (only a burn answers it), the lead and maybe my opening
            urge += st.deadly_bonus
        flat, per_win = beat_bonus(sit, st.men, st.deny_out, st.urgency, st.willing)  # 闷 / 接风
        for p in beats:
            out.append(
                (self.score(p, False, men_share) + urge + flat + per_win * self.win(p, False), PLAY, p)
            )
        if total <= st.line_horizon:
            lines = Lines(sit)
            line_beat = lines.answer_line(beats)
            # a sure winner, then a going-out line; else a likely one
            out = with_line(out, line_beat, LINE_SCORE)
            if line_beat is None and total <= FINISH_HORIZON:
                out = with_line(out, lines.likely_first(beats, False), LINE_SCORE - 1.0)
        held = forced_lead_wait(sit, st.men, st.deny_out)
        if held is not None:
            # he must lead his last card next: my winner waits for it (R-BIE3, R-MEN)
            out = [(bar - 1.0 if p == held else score, kind, p) for score, kind, p in out]
        return out

    def mate_beats(self, beats: Sequence[Play]) -> list[Option]:
        """The beats of a teammate who holds the round worth playing: one that
        takes me out, or one that surely wins it and leaves a going-out line
        (头科 or the next 科 for the team now, R-OUT; waiting for his lead may
        never bring me one).  Anything else costs him his round."""
        sit = self.sit
        total = sit.total
        out: list[Option] = [(100.0, PLAY, p) for p in beats if play_size(p) == total]
        if not out and total <= self.st.line_horizon and out_on_lead(sit, sit.top_seat) < MATE_MEN:
            # (not when his next lead takes him out: one card left, or only 3s, whose
            # hand my beat would 闷, R-MEN; his round is his going out, R-OUT)
            line_beat = Lines(sit).answer_line(beats)
            if line_beat is not None:
                out.append((LINE_SCORE, PLAY, line_beat))
        return out

    def mate_stops(self, beats: Sequence[Play]) -> list[Option]:
        """Beats of a teammate's hand that an opponent after me would likely go out on
        (his last cards beat it, R-OUT; in the scramble anyone may answer, R-SCRAMBLE):
        "never beat a teammate" does not hold when the round is about to fall to an
        opponent.  Each beat is worth the chance it takes away, as a going out is."""
        sit = self.sit
        assert sit.top is not None
        risk = mate_top_out_risk(sit, sit.top, False)
        if risk <= 0.0:
            return []
        weight = 2.0 * self.st.deny_out
        # his round taken from him costs his going out when his next lead takes him
        # out (one card left: a single is always a lead, R-OUT), if nobody after me beats it
        lost = (1.0 - risk) * out_on_lead(sit, sit.top_seat)
        out: list[Option] = []
        for p in beats:
            gain = risk - mate_top_out_risk(sit, p, True) - lost
            if gain > 0.0:
                out.append((self.score(p, False) + weight * gain, PLAY, p))
        return out

    def denial(self, top: Play, seat: int) -> float:
        """What keeping ``seat``'s hand ``top`` from winning its round is worth:
        his opening (R-OPEN) and, with few cards left, his going out."""
        sit, st = self.sit, self.st
        got = 0.0
        if not sit.opened[seat] and play_counts_for_opening(top):
            got += st.deny_open
        left = sit.counts[seat]
        if 0 < left <= 3:
            got += st.deny_out * (1.0, 0.7, 0.45)[left - 1]
        return got

    def burn_options(self) -> list[Option]:
        sit = self.sit
        assert sit.top is not None
        bar = self.st.burn_bar
        if sit.top_seat % 2 == sit.seat % 2:
            bar = self.st.burn_mate_bar  # a broken burn also costs my teammate his round
        out: list[Option] = [(bar, PASS, None)]
        vetoed = mate_burn_vetoed(sit)
        if vetoed and mate_burn_breaks(sit):
            return out
        threat_sizes = [sit.usable(s) for s in sit.opponents()]  # a burner's hand: any may break it
        lines = Lines(sit) if sit.total <= self.st.line_horizon else None
        stop = self.st.burn_stop * burn_stop_bonus(sit, self.st.men, self.st.deny_out)  # 闷 him (R-MEN)
        for p in burn_first_plays(sit.hand, sit.top, sit.bie_san):
            rest = remove_play(sit.hand, p)
            if lines is not None and sure_against(sit.pool, p, threat_sizes) and sure_chain(lines, rest):
                # nobody can break it: I go out along the chain (R-BURN, R-OUT), 烧贡 owed me
                out.append((LINE_SCORE + 0.01 * (p[1] + p[2]), BURN, p))
                continue
            if vetoed:
                # his hand would win the round: only a burn that surely takes me
                # out (头科 or the next 科 now, R-BURN, R-OUT) is worth his round
                if sum(rest) and one_hand(rest, sit.bie_san) and sure_against(sit.pool, p, threat_sizes):
                    out.append((LINE_SCORE, BURN, p))
                continue
            hold = self.holds(p, False) * self.chain_chance(rest)
            if self.st.burn_out and one_hand(rest, sit.bie_san):
                hold += self.st.burn_out  # a line out (R-BURN, R-OUT); a broken burn costs nothing
            out.append((hold + stop + 0.01 * (p[1] + p[2]), BURN, p))
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
        if last_is_threes and not needing and (big or small or rest[TWO]):
            # the wild cards are a hand of their own before the 3s (R-BIE3) and must win
            # it: a lone BJ holds, a lone SJ does not (R-MIXJ makes a mixed pair SJ SJ)
            chance *= self.holds((-1, 0, rest[TWO], small, big), True)
        return chance
