"""The plain data of one game, shared by the round machine, the pre-play
phases and the views.  Everything here is lists of ints and bools so that a
copy is cheap (the AI copies games for its rollouts)."""

from __future__ import annotations

from dataclasses import astuple, dataclass, field

from .actions import Action, Event
from .cards import BY_INDEX, NUM_CARD_KINDS, NUM_RANKS, Card
from .hands import Play
from .kinds import Decision, Phase, TopMode
from .rules import Rules

# phases of a game
PHASE_RETURN = Phase.RETURN
PHASE_DECLARE = Phase.DECLARE
PHASE_REVOLT = Phase.REVOLT
PHASE_HEAD = Phase.HEAD
PHASE_PLAY = Phase.PLAY
PHASE_OVER = Phase.OVER

# decisions inside the play phase
LEAD, ANSWER, LET_RETURN, BURN_OFFER = (
    Decision.LEAD,
    Decision.ANSWER,
    Decision.LET_RETURN,
    Decision.BURN_OFFER,
)

# how the top hand may be answered, fixed when it is played
FREE, GOUJI, DEADLY, SCRAMBLE = TopMode.FREE, TopMode.GOUJI, TopMode.DEADLY, TopMode.SCRAMBLE

SCORES = (4, 2, 1, -1, -2, -4)  # R-SCORE by place

#: The edition of RULES.md a game is played under.  Edition 2 (Engine 1.1)
#: changed R-DEADLY (the 对头's beat of 头科's or 二科's last gouji hand is itself
#: deadly) and R-SCRAMBLE (it begins at the next lead).  Games saved by 0.1 carry
#: no edition: they are edition 1 and replay (and finish) under its rules, so no
#: old save or replay is lost.  New games are always the current edition.
RULES_EDITION = 2
FIRST_EDITION = 1


@dataclass(slots=True)
class PreludeState:
    """Where the phases before play stand (see prelude.py)."""

    seed: int = 0
    attempt: int = 0  # deals so far that were void
    deal: list[str] | None = None  # a fixed first deal (Game.from_deal)
    tribute: list[list[object]] = field(default_factory=list)  # Tribute.to_json() entries owed
    returns: list[list[int]] = field(default_factory=list)  # 还贡 still to make: [receiver, giver] per card
    queue: list[int] = field(default_factory=list)  # seats still to decide in this phase
    first_from: int = 0  # R-FIRST: ties from this seat (last game's 大落)

    def copy(self) -> PreludeState:
        return PreludeState(
            self.seed,
            self.attempt,
            None if self.deal is None else list(self.deal),
            [list(t) for t in self.tribute],
            [list(r) for r in self.returns],
            list(self.queue),
            self.first_from,
        )


class GameState:
    """Every field of a game; ``copy()`` is O(state)."""

    __slots__ = (
        "_active",
        "_burn_victim",
        "_deadly_next",
        "_edition",
        "_end_order",
        "_has_opened",
        "_head_left",
        "_last_out",
        "_let_seat",
        "_men_done",
        "_offers",
        "_out_order",
        "_passed",
        "_prelude",
        "_rc",
        "_sc",
        "_scramble",
        "_start",
        "_top_cards",
        "_top_men",
        "_top_mode",
        "_top_play",
        "_top_seat",
        "_top_tk",
        "burner",
        "burns",
        "decision",
        "declared",
        "events",
        "history",
        "men",
        "phase",
        "played",
        "rebel",
        "rules",
        "to_act",
    )

    rules: Rules
    _start: dict[str, object]
    history: list[Action]
    events: list[Event]
    _sc: list[list[int]]
    _rc: list[list[int]]
    _active: list[bool]
    rebel: list[bool]
    _out_order: list[int]
    _end_order: list[int]
    _last_out: int
    _scramble: bool
    declared: list[bool]
    _has_opened: list[bool]
    _edition: int
    _deadly_next: list[bool]  # edition 1: R-DEADLY's next gouji hand after the beat
    _head_left: list[int]
    _men_done: list[bool]
    men: list[tuple[int, int]]
    burns: list[tuple[int, int]]
    phase: Phase
    decision: Decision
    to_act: int | None
    _top_seat: int
    _top_play: Play | None
    _top_cards: tuple[Card, ...]
    _top_mode: TopMode
    _top_men: bool
    _top_tk: bool
    _passed: list[bool]
    _let_seat: int
    _offers: list[int]
    burner: int
    _burn_victim: int
    played: list[tuple[int, tuple[Card, ...]]]
    _prelude: PreludeState

    def _init_empty(self, rules: Rules) -> None:
        self.rules = rules
        self._start = {}
        self.history = []
        self.events = []
        self._sc = [[0] * NUM_CARD_KINDS for _ in range(6)]
        self._rc = [[0] * NUM_RANKS for _ in range(6)]
        self._active = [True] * 6
        self.rebel = [False] * 6
        self._out_order = []
        self._end_order = []
        self._last_out = -1
        self._scramble = False
        self.declared = [False] * 6
        self._has_opened = [False] * 6
        self._head_left = [0] * 6
        self._edition = RULES_EDITION
        self._deadly_next = [False] * 6
        self._men_done = [False] * 6
        self.men = []
        self.burns = []
        self.phase = PHASE_PLAY
        self.decision = LEAD
        self.to_act = None
        self._clear_round()
        self._offers = []
        self.burner = -1
        self._burn_victim = -1
        self.played = []
        self._prelude = PreludeState()

    def _clear_round(self) -> None:
        self._top_seat = -1
        self._top_play = None
        self._top_cards = ()
        self._top_mode = FREE
        self._top_men = False
        self._top_tk = False
        self._passed = [False] * 6
        self._let_seat = -1

    def _copy_state_into(self, other: GameState) -> None:
        # field by field, not a loop over the slots: searches copy a game at
        # every node (ai/endgame/exact.py), and this is four times faster; the
        # test of copy checks that it covers every slot and shares no list
        other.rules = self.rules
        other._start = self._start  # never changed after the deal
        other.history = self.history[:]
        other.events = self.events[:]
        other._sc = [row[:] for row in self._sc]
        other._rc = [row[:] for row in self._rc]
        other._active = self._active[:]
        other.rebel = self.rebel[:]
        other._out_order = self._out_order[:]
        other._end_order = self._end_order[:]
        other._last_out = self._last_out
        other._scramble = self._scramble
        other.declared = self.declared[:]
        other._has_opened = self._has_opened[:]
        other._edition = self._edition
        other._deadly_next = self._deadly_next[:]
        other._head_left = self._head_left[:]
        other._men_done = self._men_done[:]
        other.men = self.men[:]
        other.burns = self.burns[:]
        other.phase = self.phase
        other.decision = self.decision
        other.to_act = self.to_act
        other._top_seat = self._top_seat
        other._top_play = self._top_play
        other._top_cards = self._top_cards
        other._top_mode = self._top_mode
        other._top_men = self._top_men
        other._top_tk = self._top_tk
        other._passed = self._passed[:]
        other._let_seat = self._let_seat
        other._offers = self._offers[:]
        other.burner = self.burner
        other._burn_victim = self._burn_victim
        other.played = self.played[:]
        other._prelude = self._prelude.copy()

    def _position_key(self) -> tuple[object, ...]:
        """What decides the rest of a game in play: equal keys, the same legal
        moves and the same scores from here on (suits, history and events
        aside).  For transposition tables (``fast.position_key``)."""
        rc = self._rc
        return (
            self.phase,
            self.decision,
            self.to_act,
            tuple(rc[0]),
            tuple(rc[1]),
            tuple(rc[2]),
            tuple(rc[3]),
            tuple(rc[4]),
            tuple(rc[5]),
            self._top_seat,
            self._top_play,
            self._top_mode,
            self._top_men,
            self._top_tk,
            tuple(self._passed),
            self._let_seat,
            tuple(self._offers),
            self.burner,
            self._burn_victim,
            tuple(self._active),
            tuple(self.rebel),
            tuple(self._out_order),
            tuple(self._end_order),
            self._last_out,
            self._scramble,
            tuple(self.declared),
            tuple(self._has_opened),
            self._edition,
            tuple(self._deadly_next),
            tuple(self._head_left),
            tuple(self._men_done),
            len(self.men),
            len(self.burns),
        )

    def _give(self, seat: int, card: Card) -> None:
        self._sc[seat][card.index] += 1
        self._rc[seat][card.rank] += 1

    def _take(self, seat: int, card: Card) -> None:
        self._sc[seat][card.index] -= 1
        self._rc[seat][card.rank] -= 1

    def _cards_of(self, seat: int) -> list[Card]:
        row = self._sc[seat]
        return [BY_INDEX[i] for i in range(NUM_CARD_KINDS) for _ in range(row[i])]

    def _count(self, seat: int) -> int:
        return sum(self._rc[seat])

    def _key(self) -> tuple[object, ...]:
        """Everything that makes two games the same game."""
        parts: list[object] = []
        for name in GameState.__slots__:
            if name in ("events",):
                continue
            value = getattr(self, name)
            parts.append(_freeze(value))
        return tuple(parts)


def _freeze(value: object) -> object:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, PreludeState):
        return _freeze(list(astuple(value)))
    return value


def next_seat(s: int) -> int:
    return (s + 1) % 6
