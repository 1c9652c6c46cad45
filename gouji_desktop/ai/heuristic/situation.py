"""What a seat knows when it decides, in the compact form the policies use:
its rank counts, the top hand as a play, every seat's card count and status,
and the unseen cards per rank (what it remembers of the played cards).

A :class:`Situation` is built from a :class:`GameView` for real decisions, or
straight from a (determinized) game's state inside rollouts, where speed
matters; both read only what the deciding seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Decision, Game, GameView
from gouji_desktop.engine.fast import (
    NUM_RANKS,
    Play,
    beat_is_deadly,
    deadly_left,
    hand_counts,
    in_scramble,
    may_let,
    opened_seats,
    passed_seats,
    play_of_counts,
    top_mode,
    top_play,
    top_seat,
)

from ..belief.odds import FRESH_POOL, PoolOdds, fresh_beat_chance

#: Cards of each rank in the four decks.
DECK_COUNTS: tuple[int, ...] = FRESH_POOL


def rank_counts_of(cards: Sequence[object]) -> list[int]:
    counts = [0] * NUM_RANKS
    for c in cards:
        counts[c.rank] += 1  # type: ignore[attr-defined]  # cards are Card values; the signature takes any iterable
    return counts


class Situation:
    """One seat's knowledge at one decision (see the module docstring)."""

    __slots__ = (
        "_answerers",
        "_chances",
        "_odds",
        "active",
        "beats",
        "bie_san",
        "burner",
        "counts",
        "deadly_beat",
        "deadly_mine",
        "decision",
        "hand",
        "headless",
        "let_ok",
        "memory",
        "menned",
        "opened",
        "passed",
        "pool",
        "scramble",
        "seat",
        "top",
        "top_mode",
        "top_seat",
        "tribute",
        "unseen",
    )

    seat: int
    hand: Sequence[int]  # rank counts; the live row of a game in rollouts: never written
    decision: str
    top: Play | None
    top_seat: int
    top_mode: str
    counts: Sequence[int]
    active: Sequence[bool]
    passed: Sequence[bool]
    headless: Sequence[bool]
    opened: Sequence[bool]
    scramble: bool
    burner: int
    bie_san: bool
    tribute: bool  # a tribute match: openings earn 点贡 (R-DIANGONG)
    let_ok: bool
    deadly_mine: bool  # my gouji hands are deadly now (R-DEADLY, R-HEAD)
    deadly_beat: bool  # a beat of the top by me is deadly (R-DEADLY: the first out's last hand)
    pool: list[int]
    unseen: int
    memory: bool
    menned: tuple[int, ...]  # seats 闷 this game: they hold only 3s (R-MEN)
    beats: list[Play] | None  # the beating plays, when the caller has them already

    def __init__(self) -> None:
        self.beats = None
        self.menned = ()
        self._chances: dict[tuple[int, int, int, int], float] = {}
        self._odds: PoolOdds | None = None  # the pool's shared odds, made at the first ask
        self._answerers: dict[tuple[bool, bool], tuple[int, ...]] = {}

    @classmethod
    def from_view(cls, view: GameView, let_ok: bool, memory: bool = True) -> Situation:
        """From ``game.view(seat)``; ``let_ok``: whether 让牌 is among the legal actions."""
        sit = cls()
        me = view.seat
        sit.seat = me
        sit.hand = rank_counts_of(view.hand)
        sit.decision = view.decision
        top_counts = rank_counts_of(view.top_cards)
        sit.top = play_of_counts(top_counts, view.rules.bie_san) if view.top_cards else None
        sit.top_seat = -1 if view.top_seat is None else view.top_seat
        sit.top_mode = view.top_mode
        sit.counts = view.counts
        sit.active = view.active
        sit.passed = view.passed
        sit.headless = view.headless
        sit.opened = view.opened
        sit.scramble = view.scramble
        sit.burner = -1 if view.burner is None else view.burner
        sit.bie_san = view.rules.bie_san
        sit.tribute = view.rules.tribute
        sit.let_ok = let_ok
        sit.deadly_mine = view.head_left[me] > 0
        sit.deadly_beat = view.deadly_beat and sit.top_seat == (me + 3) % 6
        sit.menned = tuple(victim for victim, _by in view.men)
        pool = [DECK_COUNTS[r] - sit.hand[r] for r in range(NUM_RANKS)]
        for _seat, cards in view.played:
            for c in cards:
                pool[c.rank] -= 1
        sit.pool = pool
        sit.unseen = sum(pool)
        sit.memory = memory
        return sit

    @classmethod
    def from_game(
        cls, game: Game, seat: int, played: Sequence[int], counts: Sequence[int], memory: bool = False
    ) -> Situation:
        """What ``seat`` knows in a rollout's game, where speed matters: ``played`` counts the
        played cards per rank, ``counts`` every seat's cards (the rollout keeps them).  Without
        card ``memory`` (the rollout style plays on fresh odds) unless asked, as the hard
        level's model of the seats does.  Reads only what ``seat`` may know."""
        sit = cls()
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
        sit.tribute = game.rules.tribute
        sit.let_ok = game.decision == Decision.ANSWER and may_let(game, seat)
        sit.deadly_mine = deadly_left(game, seat) > 0
        sit.deadly_beat = beat_is_deadly(game, seat)
        sit.menned = tuple(victim for victim, _by in game.men)
        pool = [DECK_COUNTS[r] - played[r] - hand[r] for r in range(NUM_RANKS)]
        sit.pool = pool
        sit.unseen = sum(pool)
        sit.memory = memory
        return sit

    # ----- derived knowledge -------------------------------------------------

    @property
    def total(self) -> int:
        return sum(self.hand)

    def usable(self, seat: int) -> int:
        """How many of ``seat``'s cards could be in a beat: with 憋三 an active
        seat keeps a 3 to the end (R-BUY3, R-BIE3), and a 3 never beats."""
        n = self.counts[seat]
        return n - 1 if self.bie_san and n > 0 else n

    def chance(self, es: int, x: int, n: int, h: int) -> float:
        """Chance that one seat holding ``h`` cards can beat (es SJ + n × x)."""
        key = (es, x, n, h)
        got = self._chances.get(key)
        if got is None:
            if self.memory:
                odds = self._odds
                if odds is None:
                    odds = self._odds = PoolOdds(self.pool, self.unseen)
                got = odds.beat_chance(es, x, n, h)
            else:
                got = fresh_beat_chance(es, x, n, h)
            self._chances[key] = got
        return got

    def opponents(self) -> list[int]:
        me = self.seat
        return [s for s in ((me + 1) % 6, (me + 3) % 6, (me + 5) % 6) if self.active[s]]

    def answerers(self, gouji: bool, as_lead: bool) -> tuple[int, ...]:
        """Usable card counts (:meth:`usable`) of the opponents who could beat a hand of mine now:
        the 对头 and headless seats for a gouji hand (R-GOUJIANSWER), else every
        active opponent (who has not passed, for a beat inside a round)."""
        key = (gouji, as_lead)
        got = self._answerers.get(key)
        if got is None:
            got = self._answerers[key] = tuple(self._find_answerers(gouji, as_lead))
        return got

    def _find_answerers(self, gouji: bool, as_lead: bool) -> list[int]:
        me = self.seat
        opp = (me + 3) % 6
        out: list[int] = []
        if gouji and not as_lead and self.deadly_beat:
            return out  # R-DEADLY: only a burn answers my beat of the first out's last hand
        protected = gouji and not self.scramble and not self.headless[me]
        if protected and self.deadly_mine:
            return out
        for s in self.opponents():
            if protected:
                if s == opp or self.headless[s]:
                    out.append(self.usable(s))
            elif as_lead or self.scramble or not self.passed[s] or s == opp or self.headless[s]:
                out.append(self.usable(s))
        return out
