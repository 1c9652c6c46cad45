"""Guessing the cards a seat cannot see, consistently with its view and with
what the other seats' choices reveal.

A guess deals the unseen cards (:func:`gouji_desktop.engine.fast.unseen_cards`)
to the other seats by their card counts, under these constraints:

- *known holdings* (hard): cards this seat gave another seat before play
  (tribute, 还贡, 买三) stay with it while it may still hold them;
- *rules* (hard): a rebel holds no 2 and no joker (R-REVOLT); with 憋三 every
  active seat holds a 3 until it goes out (R-BUY3, R-BIE3), and a seat that
  bought or asked for its 3 holds exactly one; the other unseen 3s are dealt
  to the active seats evenly, not by their card counts: a seat keeps every 3
  it was dealt to its last hand (R-BIE3);
- *choices* (soft, by rejection: a guess is kept with the probability that
  the seats would have chosen as they did): a seat that passed on an
  opponent's ordinary hand it could have beaten with one whole plain group
  of its own, no 2s or jokers spent (R-ANSWER), is less likely to have held
  that group; a seat that beat such a hand with a 2, a joker or a higher
  rank is less likely to have held a cheaper whole group that beat it (a
  player spends the cheapest beat: normal players held one at 2% of such
  beats, against 21% of guesses that ignore them); 宣点 (R-DECLARE) and 要头
  (R-HEAD) come with big hands, 无头 with fewer wild cards;
- *play* (soft, by the odds each unseen 2 or joker is dealt with): players
  keep their 2s and jokers while they spend plain cards, and a seat that wins
  rounds holds them, so a seat that has led and beaten often holds more of
  them than its card count says, and one that has passed throughout, or has
  spent its own, fewer (:data:`WILD_ODDS`).

Each constraint can be switched off (:class:`Inference`) to measure what it
adds (docs/ai-strength.md).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from gouji_desktop.engine import Card, EventKind, GameView
from gouji_desktop.engine.fast import ACE, BJ, NUM_RANKS, SJ, THREE, TWO, play_is_gouji, unseen_cards


@dataclass(frozen=True, slots=True)
class Inference:
    """Which constraints the sampler applies (all on by default)."""

    rules: bool = True  # rebels without wild cards; 3s under 憋三
    passes: bool = True  # passes on cheap beats
    strength: bool = True  # 宣点, 要头/无头
    beats: bool = True  # beats that pass over a cheaper whole group
    #: with ``rules``: the unseen 3s spread evenly over the active seats (each keeps
    #: the 3s it was dealt, R-BIE3), not by their card counts
    threes: bool = True
    #: how much likelier a pass is without a whole plain group that beats than
    #: with one: measured on normal players (``bench ai --sampler``: such a group
    #: was held at 17% of passes, against 24% of guesses that ignore passes)
    pass_slip: float = 0.65
    #: the same for a beat with a cheaper whole group left unused (``bench ai
    #: --sampler``: 1.9% of such beats by normal players, against 20.6% of guesses)
    beat_slip: float = 0.1
    #: most guesses drawn for one sample before the likeliest is taken
    tries: int = 12
    #: how far each seat's play moves the odds of the 2s and jokers it is dealt
    #: (:data:`WILD_ODDS`; 0: by card counts alone)
    wild_lean: float = 1.0


ALL = Inference()
NONE = Inference(rules=False, passes=False, strength=False, beats=False, wild_lean=0.0)

#: per lead, beat, pass, and 2 or joker played by a seat in this deal: how much
#: the log-odds of its holding each unseen 2 or joker change (its open places
#: times ``exp`` of the sum).  Fitted log-linear to the 2s and jokers normal
#: players held in self-play (500 games, seed 1, every tenth decision; 32,000
#: seat views), then scaled by 1.5 for the damping of dealing the cards one at a
#: time (``tools/wild_odds.py``); the guesses' mean count per seat came closer to
#: the truth (``bench ai --sampler``: squared error 2.60 → 2.11; docs/ai-strength.md,
#: "What the sampler infers").
WILD_ODDS = (0.13, 0.055, -0.033, -0.18)


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


# ----- what the log reveals -------------------------------------------------------------


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
    #: R-TRIBCARD: a seat that paid this seat tribute kept nothing above the
    #: lowest card it paid, except what it received later: (rank, how many above it)
    capped: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: per seat in this deal: [leads, beats, passes, 2s and jokers played] (WILD_ODDS)
    activity: dict[int, list[int]] = field(default_factory=dict)


def read_clues(view: GameView) -> Clues:
    log = list(view.log)
    start = 0
    for i, e in enumerate(log):
        if e.kind == EventKind.DEAL:
            start = i  # a void deal's events no longer matter
    played: dict[int, list[int]] = {s: [0] * NUM_RANKS for s in range(6)}
    clues = Clues(set(), set(), [], set(), set(), played)
    activity = clues.activity = {s: [0, 0, 0, 0] for s in range(6)}
    top: tuple[int, int, int] | None = None  # (seat, x, n) of a plain, non-gouji top
    open_clues: list[AnswerClue] = []
    me = view.seat
    # R-TRIBCARD: a giver's highest cards go first, so after paying me it holds
    # nothing above the lowest card it paid me but what it receives later
    caps: dict[int, list[int]] = {}  # giver -> [rank, allowance]
    for e in log[start:]:
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
        if kind == EventKind.REVOLT and e.seat is not None:
            clues.rebels.add(e.seat)
        elif kind in (EventKind.BUY3, EventKind.ASK3) and e.seat is not None:
            clues.bought_three.add(e.seat)
        elif kind in (EventKind.DECLARE, EventKind.HEAD) and e.seat is not None:
            clues.big.add(e.seat)
        elif kind == EventKind.NOHEAD and e.seat is not None:
            clues.modest.add(e.seat)
        elif kind == EventKind.PLAY and e.seat is not None:
            counts = [0] * NUM_RANKS
            for c in e.cards:
                counts[c.rank] += 1
            for clue in open_clues:
                if clue.seat == e.seat:
                    for r in range(NUM_RANKS):
                        clue.later[r] += counts[r]
            mine = played[e.seat]
            for r in range(NUM_RANKS):
                mine[r] += counts[r]
            acts = activity[e.seat]
            acts[0 if e.target is None else 1] += 1
            acts[3] += counts[TWO] + counts[SJ] + counts[BJ]
            if top is not None and e.seat != me and (top[0] - e.seat) % 2:
                beat = _beat_clue(e.seat, top, counts)
                if beat is not None:
                    open_clues.append(beat)
                    clues.beats.append(beat)
            top = _plain_top(e.seat, counts)
        elif kind == EventKind.ROUND_WON:
            top = None
        elif kind == EventKind.PASS and e.seat is not None:
            activity[e.seat][2] += 1
            if e.seat != view.seat and top is not None:
                seat, x, n = top
                if (seat - e.seat) % 2 and x < ACE:
                    clue = AnswerClue(e.seat, x, n, [0] * NUM_RANKS)
                    open_clues.append(clue)
                    clues.passes.append(clue)
    for giver, (rank, allowance) in caps.items():
        above = sum(played[giver][rank + 1 :])
        clues.capped[giver] = (rank, max(0, allowance - above))
    return clues


def _plain_top(seat: int, counts: Sequence[int]) -> tuple[int, int, int] | None:
    """(seat, rank, size) of a hand of one plain rank with no wild card and no
    gouji status, else None (only such hands give a clean pass clue)."""
    if counts[TWO] or counts[SJ] or counts[BJ]:
        return None
    ranks = [r for r in range(ACE + 1) if counts[r]]
    if len(ranks) != 1:
        return None
    r = ranks[0]
    n = counts[r]
    if play_is_gouji((r, n, 0, 0, 0)):
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


# ----- dealing ------------------------------------------------------------------------------


def _deal(
    view: GameView,
    clues: Clues | None,
    rng: random.Random,
    known: dict[int, list[Card]],
    threes_even: bool = True,
    wild_odds: dict[int, float] | None = None,
) -> dict[int, list[Card]]:
    """One random deal under the hard constraints; with ``wild_odds`` (per seat,
    :func:`wild_odds`) the free 2s and jokers go first, by those odds."""
    me = view.seat
    pool = unseen_cards(view)
    need = {s: view.counts[s] for s in range(6) if s != me}
    hands: dict[int, list[Card]] = {s: [] for s in need}
    for seat, cards in known.items():
        for c in cards:
            if need[seat] <= 0:
                break
            try:
                i = pool.index(c)
            except ValueError:
                continue
            hands[seat].append(pool.pop(i))
            need[seat] -= 1
    rng.shuffle(pool)
    if clues is not None:
        no_wild = {s for s in clues.rebels if s in need}
        no_three: set[int] = set()
        if view.rules.bie_san:
            # R-BIE3: an active seat keeps a 3 until it goes out; a buyer holds one only
            threes = [i for i, c in enumerate(pool) if c.rank == THREE]
            taken: list[int] = []
            for s in sorted(need):
                if not view.active[s] or need[s] <= 0:
                    continue
                held = sum(1 for c in hands[s] if c.rank == THREE)
                if held == 0 and threes:
                    i = threes.pop()
                    hands[s].append(pool[i])
                    taken.append(i)
                    need[s] -= 1
                    held = 1
                if s in clues.bought_three and held >= 1:
                    no_three.add(s)
            # every 3 a seat was dealt stays in its hand to its last hand (R-BIE3), so
            # the other 3s lie with the active seats as dealt, whatever their counts
            # now: a seat down to a few cards holds mostly 3s
            open_seats = [s for s in sorted(need) if view.active[s] and s not in no_three]
            while threes_even and threes and open_seats:
                s = open_seats[rng.randrange(len(open_seats))]
                if need[s] <= 0:
                    open_seats.remove(s)
                    continue
                i = threes.pop()
                hands[s].append(pool[i])
                taken.append(i)
                need[s] -= 1
            for i in sorted(taken, reverse=True):
                pool.pop(i)
        capped = {s: cap for s, cap in clues.capped.items() if s in need}
        # restricted seats take the first cards they may hold (a uniform choice among those)
        for s in sorted(no_wild | no_three | set(capped)):
            keep: list[Card] = []
            rest: list[Card] = []
            top, room = capped.get(s, (BJ, 0))
            room -= sum(1 for c in hands[s] if c.rank > top)
            for c in pool:
                ok = len(keep) < need[s] and not (
                    (s in no_wild and c.rank >= TWO) or (s in no_three and c.rank == THREE)
                )
                if ok and c.rank > top:
                    ok = room > 0
                    room -= ok
                (keep if ok else rest).append(c)
            hands[s].extend(keep)
            need[s] -= len(keep)
            pool = rest
    if wild_odds:
        pool = _deal_wilds(pool, need, hands, wild_odds, rng)
    at = 0
    for seat in sorted(need):
        n = need[seat]
        hands[seat].extend(pool[at : at + n])
        at += n
    return hands


def wild_odds(clues: Clues, lean: float) -> dict[int, float]:
    """Per seat, the odds of each of its open places taking an unseen 2 or
    joker (:data:`WILD_ODDS` times ``lean``); 0 for a seat that may hold none
    or whose holding of them is bounded (a rebel, a capped tribute giver)."""
    out: dict[int, float] = {}
    for seat, acts in clues.activity.items():
        if seat in clues.rebels or seat in clues.capped:
            out[seat] = 0.0
        else:
            out[seat] = math.exp(lean * sum(w * n for w, n in zip(WILD_ODDS, acts, strict=True)))
    return out


def _deal_wilds(
    pool: list[Card],
    need: dict[int, int],
    hands: dict[int, list[Card]],
    odds: dict[int, float],
    rng: random.Random,
) -> list[Card]:
    """Deal the pool's 2s and jokers one at a time, each to a seat chosen with
    the weight of its open places times its odds; the plain cards are returned,
    in the pool's order, for the places left."""
    rest = [c for c in pool if c.rank < TWO]
    for card in pool:
        if card.rank < TWO:
            continue
        weights = [(s, need[s] * odds.get(s, 0.0)) for s in sorted(need) if need[s] > 0]
        total = sum(w for _, w in weights)
        if total <= 0:
            rest.append(card)  # only seats that may not lean take it: by the pool's order
            continue
        pick = rng.random() * total
        seat = next((s for s, w in weights if w > 0), weights[0][0])
        for s, weight in weights:
            if weight > 0:
                seat = s  # the last seat that may take it, should rounding leave ``pick`` over
                pick -= weight
                if pick < 0:
                    break
        hands[seat].append(card)
        need[seat] -= 1
    return rest


def likelihood(hands: dict[int, list[Card]], clues: Clues, how: Inference) -> float:
    """How likely the seats' visible choices are if they hold ``hands``."""
    got = 1.0
    counts: dict[int, list[int]] = {}
    for s, cards in hands.items():
        held = [0] * NUM_RANKS
        for card in cards:
            held[card.rank] += 1
        counts[s] = held
    answers = ((how.passes, clues.passes, how.pass_slip), (how.beats, clues.beats, how.beat_slip))
    for on, found, slip in answers:
        if on:
            for clue in found:
                c = counts.get(clue.seat)
                if c is not None and held_group(clue, c):
                    got *= slip
    if how.strength:
        for s in clues.big:
            c = counts.get(s)
            if c is not None:
                wild = c[TWO] + c[SJ] + c[BJ] + sum(clues.played[s][TWO:])
                if wild < 6:
                    got *= 0.25
        for s in clues.modest:
            c = counts.get(s)
            if c is not None:
                wild = c[TWO] + c[SJ] + c[BJ] + sum(clues.played[s][TWO:])
                if wild >= 6:
                    got *= 0.5
    return got


def sample_hidden(
    view: GameView, rng: random.Random, how: Inference = NONE, clues: Clues | None = None
) -> dict[int, list[Card]]:
    """One guess of every other seat's cards, consistent with ``view`` (and, with
    ``how``, with what the seats' choices reveal; ``clues``: :func:`read_clues`
    of the view, when the caller has it already)."""
    known = known_holdings(view)
    if (how.rules or how.passes or how.strength or how.beats or how.wild_lean) and clues is None:
        clues = read_clues(view)
    odds = wild_odds(clues, how.wild_lean) if how.wild_lean and clues is not None else None
    if odds is not None and len(set(odds.values())) < 2:
        odds = None  # the play has told nothing yet: dealt by card counts, as without the lean
    if not (how.passes or how.strength or how.beats) or clues is None:
        return _deal(view, clues if how.rules else None, rng, known, how.threes, odds)
    best: dict[int, list[Card]] | None = None
    best_weight = -1.0
    for _ in range(max(1, how.tries)):
        hands = _deal(view, clues if how.rules else None, rng, known, how.threes, odds)
        weight = likelihood(hands, clues, how)
        if rng.random() < weight:
            return hands
        if weight > best_weight:
            best, best_weight = hands, weight
    assert best is not None
    return best
