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
        "active",
        "burn_victim",
        "burner",
        "burns",
        "decision",
        "declared",
        "end_order",
        "events",
        "has_opened",
        "head_left",
        "history",
        "last_out",
        "let_seat",
        "men",
        "men_done",
        "offers",
        "out_order",
        "passed",
        "phase",
        "played",
        "prelude",
        "rc",
        "rebel",
        "rules",
        "sc",
        "scramble",
        "start",
        "to_act",
        "top_cards",
        "top_men",
        "top_mode",
        "top_play",
        "top_seat",
        "top_tk",
    )

    rules: Rules
    start: dict[str, object]
    history: list[Action]
    events: list[Event]
    sc: list[list[int]]
    rc: list[list[int]]
    active: list[bool]
    rebel: list[bool]
    out_order: list[int]
    end_order: list[int]
    last_out: int
    scramble: bool
    declared: list[bool]
    has_opened: list[bool]
    head_left: list[int]
    men_done: list[bool]
    men: list[tuple[int, int]]
    burns: list[tuple[int, int]]
    phase: Phase
    decision: Decision
    to_act: int | None
    top_seat: int
    top_play: Play | None
    top_cards: tuple[Card, ...]
    top_mode: TopMode
    top_men: bool
    top_tk: bool
    passed: list[bool]
    let_seat: int
    offers: list[int]
    burner: int
    burn_victim: int
    played: list[tuple[int, tuple[Card, ...]]]
    prelude: PreludeState

    def init_empty(self, rules: Rules) -> None:
        self.rules = rules
        self.start = {}
        self.history = []
        self.events = []
        self.sc = [[0] * NUM_CARD_KINDS for _ in range(6)]
        self.rc = [[0] * NUM_RANKS for _ in range(6)]
        self.active = [True] * 6
        self.rebel = [False] * 6
        self.out_order = []
        self.end_order = []
        self.last_out = -1
        self.scramble = False
        self.declared = [False] * 6
        self.has_opened = [False] * 6
        self.head_left = [0] * 6
        self.men_done = [False] * 6
        self.men = []
        self.burns = []
        self.phase = PHASE_PLAY
        self.decision = LEAD
        self.to_act = None
        self.clear_round()
        self.offers = []
        self.burner = -1
        self.burn_victim = -1
        self.played = []
        self.prelude = PreludeState()

    def clear_round(self) -> None:
        self.top_seat = -1
        self.top_play = None
        self.top_cards = ()
        self.top_mode = FREE
        self.top_men = False
        self.top_tk = False
        self.passed = [False] * 6
        self.let_seat = -1

    def copy_state_into(self, other: GameState) -> None:
        for name in GameState.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, PreludeState):
                value = value.copy()
            setattr(other, name, value)

    def give(self, seat: int, card: Card) -> None:
        self.sc[seat][card.index] += 1
        self.rc[seat][card.rank] += 1

    def take(self, seat: int, card: Card) -> None:
        self.sc[seat][card.index] -= 1
        self.rc[seat][card.rank] -= 1

    def cards_of(self, seat: int) -> list[Card]:
        row = self.sc[seat]
        return [BY_INDEX[i] for i in range(NUM_CARD_KINDS) for _ in range(row[i])]

    def count(self, seat: int) -> int:
        return sum(self.rc[seat])

    def key(self) -> tuple[object, ...]:
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
