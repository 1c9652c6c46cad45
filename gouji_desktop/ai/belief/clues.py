"""What a seat's view reveals about the cards it cannot see: the cards it gave
before play (:func:`known_holdings`) and, from the log of this deal, the
seats' rebellions, 3s bought, passes and beats, 宣点/要头/无头, tribute caps,
activity and the plain ranks each has spent (:func:`read_clues`).  The
sampler (:mod:`.sampler`) deals its guesses under them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from gouji_desktop.engine import Card, Event, EventKind, GameView
from gouji_desktop.engine.fast import ACE, BJ, NUM_RANKS, SJ, TWO, play_is_gouji


def known_holdings(view: GameView) -> dict[int, list[Card]]:
    """Cards this seat gave another seat before play (tribute, 还贡, 买三) that
    that seat may still hold: it has played fewer cards of that rank since."""
    me = view.seat
    given: dict[int, list[Card]] = {}
    for giver, receiver, cards in view.exchanges:
        if giver == me and receiver != me:
            given.setdefault(receiver, []).extend(cards)
    out: dict[int, list[Card]] = {}
    for seat, gifts in given.items():
        played = [0] * NUM_RANKS
        for s, hand in view.played:
            if s == seat:
                for c in hand:
                    played[c.rank] += 1
        keep = []
        for c in sorted(gifts):
            if played[c.rank]:
                played[c.rank] -= 1
            else:
                keep.append(c)
        if keep:
            out[seat] = keep
    return out


@dataclass(slots=True)
class AnswerClue:
    """How ``seat`` answered an opponent's plain hand of ``n`` cards of effective
    rank ``x``: it passed, or beat it with more than a whole group of a rank
    below ``below`` would have taken; either way a whole plain group of ``n``
    cards above ``x`` and below ``below`` was less likely in its hand.
    ``later`` counts the cards it has played since (per rank)."""

    seat: int
    x: int
    n: int
    later: list[int]
    below: int = ACE + 1


@dataclass(slots=True)
class Clues:
    """What the view reveals about the hidden hands, prepared once per decision."""

    rebels: set[int]
    bought_three: set[int]  # seats that bought or asked for their 3 (R-BUY3)
    passes: list[AnswerClue]
    big: set[int]  # 宣点 or 要头: a big hand
    modest: set[int]  # 无头: fewer wild cards
    played: dict[int, list[int]]  # per seat, the cards it has played (per rank)
    #: beats of an opponent's plain hand that a cheaper whole group would have made
    beats: list[AnswerClue] = field(default_factory=list)
    #: passes on an opponent's gouji hand of one plain rank (R-GOUJIANSWER: the
    #: 对头 passed, or a headless seat): a whole plain group that beat it was rarer
    #: still, since a seat answers its 对头's gouji hand whenever it cheaply can
    gouji_passes: list[AnswerClue] = field(default_factory=list)
    #: beats of an opponent's gouji hand of one plain rank that a cheaper whole
    #: group would have made
    gouji_beats: list[AnswerClue] = field(default_factory=list)
    #: R-TRIBCARD: a seat that paid this seat tribute kept nothing above the
    #: lowest card it paid, except what it received later: (rank, how many above it)
    capped: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: per seat in this deal: [leads, beats, passes, 2s and jokers played] (WILD_ODDS)
    activity: dict[int, list[int]] = field(default_factory=dict)
    #: per other seat and plain rank: 0 not played, 1 answered with it (plain),
    #: 2 led it or played it with a 2 or joker (SPENT_ODDS)
    spent: dict[int, list[int]] = field(default_factory=dict)


def read_clues(view: GameView) -> Clues:
    """The clues of ``view``'s log since the last deal (a void deal's events no
    longer matter), read in one pass."""
    log = list(view.log)
    start = 0
    for i, e in enumerate(log):
        if e.kind == EventKind.DEAL:
            start = i  # a void deal's events no longer matter
    played: dict[int, list[int]] = {s: [0] * NUM_RANKS for s in range(6)}
    clues = Clues(set(), set(), [], set(), set(), played)
    clues.activity = {s: [0, 0, 0, 0] for s in range(6)}
    clues.spent = {s: [0] * (ACE + 1) for s in range(6) if s != view.seat}
    top: tuple[int, int, int] | None = None  # (seat, x, n) of a plain, non-gouji top
    gouji_top: tuple[int, int, int] | None = None  # the same of a plain gouji top
    open_clues: list[AnswerClue] = []
    me = view.seat
    caps: dict[int, list[int]] = {}  # tribute givers to me: [rank, allowance] (R-TRIBCARD)
    for e in log[start:]:
        kind = e.kind
        _note_tribute(e, me, caps)
        if kind == EventKind.REVOLT and e.seat is not None:
            clues.rebels.add(e.seat)
        elif kind in (EventKind.BUY3, EventKind.ASK3) and e.seat is not None:
            clues.bought_three.add(e.seat)
        elif kind in (EventKind.DECLARE, EventKind.HEAD) and e.seat is not None:
            clues.big.add(e.seat)
        elif kind == EventKind.NOHEAD and e.seat is not None:
            clues.modest.add(e.seat)
        elif kind == EventKind.PLAY and e.seat is not None:
            counts = _note_play(e, clues, open_clues)
            for answered, found in ((top, clues.beats), (gouji_top, clues.gouji_beats)):
                if answered is not None and e.seat != me and (answered[0] - e.seat) % 2:
                    beat = _beat_clue(e.seat, answered, counts)
                    if beat is not None:
                        open_clues.append(beat)
                        found.append(beat)
            top = _plain_top(e.seat, counts)
            gouji_top = _plain_top(e.seat, counts, gouji=True)
        elif kind == EventKind.ROUND_WON:
            top = gouji_top = None
        elif kind == EventKind.PASS and e.seat is not None:
            clues.activity[e.seat][2] += 1
            for answered, found in ((top, clues.passes), (gouji_top, clues.gouji_passes)):
                if e.seat != me and answered is not None:
                    seat, x, n = answered
                    if (seat - e.seat) % 2 and x < ACE:
                        clue = AnswerClue(e.seat, x, n, [0] * NUM_RANKS)
                        open_clues.append(clue)
                        found.append(clue)
    for giver, (rank, allowance) in caps.items():
        above = sum(played[giver][rank + 1 :])
        clues.capped[giver] = (rank, max(0, allowance - above))
    return clues


def _note_tribute(e: Event, me: int, caps: dict[int, list[int]]) -> None:
    """R-TRIBCARD: a giver's highest cards go first, so after paying me it holds
    nothing above the lowest card it paid me but what it receives later
    (``caps``: per giver, [that rank, how many above it it has received])."""
    kind = e.kind
    if kind == EventKind.TRIBUTE and e.target == me and e.seat is not None and e.cards:
        low = min(c.rank for c in e.cards)
        got = caps.get(e.seat)
        caps[e.seat] = [low if got is None else min(low, got[0]), 0 if got is None else got[1]]
    elif kind in (EventKind.TRIBUTE, EventKind.RETURN) and e.target in caps and e.seat != e.target:
        cap = caps[e.target]
        if e.cards:
            cap[1] += sum(1 for c in e.cards if c.rank > cap[0])
        else:
            cap[1] += e.value if kind == EventKind.TRIBUTE and e.value else 1


def _note_play(e: Event, clues: Clues, open_clues: list[AnswerClue]) -> list[int]:
    """Count the play ``e`` into the clues (the seat's cards played, the cards
    played since its open clues, its activity, the plain ranks it has spent);
    returns its cards per rank."""
    seat = e.seat
    assert seat is not None
    counts = [0] * NUM_RANKS
    for c in e.cards:
        counts[c.rank] += 1
    for clue in open_clues:
        if clue.seat == seat:
            for r in range(NUM_RANKS):
                clue.later[r] += counts[r]
    mine = clues.played[seat]
    for r in range(NUM_RANKS):
        mine[r] += counts[r]
    acts = clues.activity[seat]
    acts[0 if e.target is None else 1] += 1
    wild = counts[TWO] + counts[SJ] + counts[BJ]
    acts[3] += wild
    marks = clues.spent.get(seat)
    if marks is not None:
        # a lead, or a play with a 2 or joker, spends a whole group; an answer may split one
        mark = 2 if wild or e.target is None else 1
        for r in range(ACE + 1):
            if counts[r] and marks[r] < mark:
                marks[r] = mark
    return counts


def _plain_top(seat: int, counts: Sequence[int], gouji: bool = False) -> tuple[int, int, int] | None:
    """(seat, rank, size) of a hand of one plain rank with no wild card and no
    gouji status (``gouji``: with it), else None (only such hands give a clean
    pass clue)."""
    if counts[TWO] or counts[SJ] or counts[BJ]:
        return None
    ranks = [r for r in range(ACE + 1) if counts[r]]
    if len(ranks) != 1:
        return None
    r = ranks[0]
    n = counts[r]
    if play_is_gouji((r, n, 0, 0, 0)) != gouji:
        return None
    return seat, r, n


def _beat_clue(seat: int, top: tuple[int, int, int], counts: Sequence[int]) -> AnswerClue | None:
    """What ``seat``'s beat (rank ``counts``) of an opponent's plain ``top``
    says: a whole plain group of the top's size below the beat's rank (any,
    when the beat spends a 2 or a joker) would have been the cheaper beat."""
    _, x, n = top
    if counts[TWO] or counts[SJ] or counts[BJ]:
        below = ACE + 1
    else:
        below = next((r for r in range(ACE + 1) if counts[r]), ACE + 1)
    if below <= x + 1:
        return None
    return AnswerClue(seat, x, n, [0] * NUM_RANKS, below)


def held_group(clue: AnswerClue, hand: Sequence[int]) -> bool:
    """Whether ``hand`` (rank counts now), with the cards played since the clue,
    held a whole plain group the clue makes less likely."""
    n, later = clue.n, clue.later
    return any(hand[r] + later[r] == n for r in range(clue.x + 1, clue.below))
