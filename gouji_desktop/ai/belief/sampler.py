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
  that group, and one that passed on its 对头's gouji hand of one plain rank
  (R-GOUJIANSWER: only it may answer) far less likely still (normal players
  held such a group at 0.8% of those passes); a seat that beat either kind
  with a 2, a joker or a higher rank is less likely to have held a cheaper
  whole group that beat it (a player spends the cheapest beat: normal
  players held one at 2% of such beats of an ordinary hand, against 21% of
  guesses that ignore them, and at 1.5% of a gouji hand, against 4.5%);
  宣点 (R-DECLARE) and 要头 (R-HEAD) come with big hands, 无头 with fewer
  wild cards;
- *play* (soft, by the odds each unseen 2 or joker is dealt with): players
  keep their 2s and jokers while they spend plain cards, and a seat that wins
  rounds holds them, so a seat that has led and beaten often holds more of
  them than its card count says, and one that has passed throughout, or has
  spent its own, fewer (:data:`WILD_ODDS`);
- *groups* (soft, by the odds each unseen plain card is dealt with): players
  lead a plain rank as a whole group and split one only to answer, so a seat
  that led a rank, or played it with a 2 or joker, seldom holds more of it,
  and one that answered with it less often than its card count says
  (:data:`SPENT_ODDS`);
- *recent choices* (soft, by rejection, given a :class:`.replay.ChoiceReplay`;
  the hard agent's ``replay_depth``, off by default: docs/ai.md):
  the other seats' choices since this seat's decision before last are
  replayed on the guess with the model the search plays them by (normal's
  planner); each choice the model would not have made holding the guess
  makes it :data:`CHOICE_SLIP` times as likely.

A position set up with fewer cards than the packs hold (``Game.from_hands``)
leaves some unseen cards with nobody: which ones is chosen at random before
any card leans, so the leaning cards are not all dealt first.

Each constraint can be switched off (:class:`Inference`) to measure what it
adds (docs/ai.md).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from gouji_desktop.engine import Card, GameView
from gouji_desktop.engine.fast import ACE, BJ, NUM_RANKS, SJ, THREE, TWO, unseen_cards

from .clues import Clues, held_group, known_holdings, read_clues
from .past_choices import ChoiceReplay

#: how much less likely a guess is for each of the seats' recent choices that the
#: model (normal's planner) would not have made holding it (:mod:`.past_choices`).
#: Normal players' choices were the model's on their real hands in 99.8% of
#: cases and on the other guesses in 77%; a player who is not the model (a
#: person, a searching hard seat) strays more often, so a miss only lowers a guess.
CHOICE_SLIP = 0.3


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
    #: passes on an opponent's plain gouji hand (R-GOUJIANSWER), with their own
    #: slip: measured on normal players (``bench ai --sampler``, 150 positions),
    #: such a pass came with a whole plain group that beat it in 0.8% of 377
    #: cases, against 9.0% of guesses that ignore it (2.2% at this slip)
    gouji_passes: bool = True
    gouji_pass_slip: float = 0.05
    #: the same for a beat with a cheaper whole group left unused (``bench ai
    #: --sampler``: 1.9% of such beats by normal players, against 20.6% of guesses)
    beat_slip: float = 0.1
    #: most guesses drawn for one sample before the likeliest is taken
    tries: int = 12
    #: how far each seat's play moves the odds of the 2s and jokers it is dealt
    #: (:data:`WILD_ODDS`; 0: by card counts alone)
    wild_lean: float = 1.0
    #: a seat that led a plain rank, or played it with a 2 or joker, seldom holds
    #: more of it; one that answered with it, less often (:data:`SPENT_ODDS`)
    groups: bool = True
    #: with a :class:`.replay.ChoiceReplay`: how much less likely a guess is for each
    #: of the seats' recent choices the model would not have made holding it (1: off)
    choice_slip: float = CHOICE_SLIP

    @property
    def weighs_choices(self) -> bool:
        """Whether guesses are weighed by the seats' visible choices (:func:`likelihood`)."""
        return self.passes or self.strength or self.beats or self.gouji_passes

    @property
    def reads_clues(self) -> bool:
        """Whether any step needs the clues of the log (:func:`.clues.read_clues`)."""
        return self.rules or self.weighs_choices or bool(self.wild_lean) or self.groups


ALL = Inference()
NONE = Inference(
    rules=False,
    passes=False,
    strength=False,
    beats=False,
    wild_lean=0.0,
    groups=False,
    choice_slip=1.0,
    gouji_passes=False,
)

#: per lead, beat, pass, and 2 or joker played by a seat in this deal: how much
#: the log-odds of its holding each unseen 2 or joker change (its open places
#: times ``exp`` of the sum).  Fitted log-linear to the 2s and jokers normal
#: players held in self-play (500 games, seed 1, every tenth decision; 32,000
#: seat views), then scaled by 1.5 for the damping of dealing the cards one at a
#: time (``python -m gouji_lab.wild_odds``); the guesses' mean count per seat came closer to
#: the truth (``bench ai --sampler``: squared error 2.60 → 2.11; docs/ai.md,
#: "What the sampler infers").
WILD_ODDS = (0.13, 0.055, -0.033, -0.18)

#: the odds of a seat's open place taking an unseen plain card of a rank it has
#: answered with (no 2 or joker in the hand), and of one it has led or played
#: with a 2 or joker, against a rank it has not played: players play a plain
#: rank as a whole group, splitting it only to answer.  Measured on normal
#: self-play (``python -m gouji_lab.spent_ranks``, 300 games, seed 1): after leading a rank
#: or playing it with a 2 or joker a seat held more of it in 0.1% of 23,019
#: cases, after a plain answer in 16.8% of 51,206 (0.27 cards against 1.02 by
#: card counts).  Dealing the cards one at a time damps the odds: at these
#: (half the measured ratios) the guesses' mean holding of an answered rank is
#: the truth's (``bench ai --sampler``; docs/ai.md).  A little room is
#: left for players who split groups.
SPENT_ODDS = (0.1, 0.01)


# ----- dealing ------------------------------------------------------------------------------


def _deal(
    view: GameView,
    clues: Clues | None,
    rng: random.Random,
    known: dict[int, list[Card]],
    threes_even: bool = True,
    card_odds: Sequence[dict[int, float] | None] | None = None,
) -> dict[int, list[Card]]:
    """One random deal under the hard constraints; with ``card_odds`` (per rank,
    the odds per seat or None: :func:`card_odds`) the free cards of the ranks
    that lean go first, by those odds."""
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
    if card_odds:
        # a position set up with fewer cards than the packs hold (Game.from_hands) leaves
        # cards with nobody: which ones is uniform, as without the lean; only then lean
        places = sum(n for n in need.values() if n > 0)
        pool = _deal_by_odds(pool[:places], need, hands, card_odds, rng) + pool[places:]
    at = 0
    for seat in sorted(need):
        n = need[seat]
        hands[seat].extend(pool[at : at + n])
        at += n
    return hands


def card_odds(clues: Clues, how: Inference) -> list[dict[int, float] | None] | None:
    """Per rank, the odds per seat that its unseen cards lean by (None: by card
    counts alone), or None when no rank leans."""
    out: list[dict[int, float] | None] = spent_odds(clues) if how.groups else [None] * (ACE + 1)
    wild = wild_odds(clues, how.wild_lean) if how.wild_lean else None
    if wild is not None and len(set(wild.values())) < 2:
        wild = None  # the play has told nothing yet: dealt by card counts, as without the lean
    out.extend([wild] * (NUM_RANKS - ACE - 1))
    return out if any(o is not None for o in out) else None


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


def spent_odds(clues: Clues) -> list[dict[int, float] | None]:
    """Per plain rank, the odds of each other seat's open places taking an
    unseen card of it (:data:`SPENT_ODDS`), or None where no seat has played it."""
    out: list[dict[int, float] | None] = [None] * (ACE + 1)
    odds = (1.0, *SPENT_ODDS)
    for r in range(ACE + 1):
        if any(marks[r] for marks in clues.spent.values()):
            out[r] = {s: odds[marks[r]] for s, marks in clues.spent.items()}
    return out


def _deal_by_odds(
    pool: list[Card],
    need: dict[int, int],
    hands: dict[int, list[Card]],
    card_odds: Sequence[dict[int, float] | None],
    rng: random.Random,
) -> list[Card]:
    """Deal the pool's cards whose rank leans (``card_odds``) one at a time, in
    the pool's order, each to a seat chosen with the weight of its open places
    times its odds; the other cards are returned, in the pool's order, for the
    places left."""
    rest: list[Card] = []
    for card in pool:
        odds = card_odds[card.rank]
        if odds is None:
            rest.append(card)
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
    answers = (
        (how.passes, clues.passes, how.pass_slip),
        (how.beats, clues.beats, how.beat_slip),
        (how.beats, clues.gouji_beats, how.beat_slip),
        (how.gouji_passes, clues.gouji_passes, how.gouji_pass_slip),
    )
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
    view: GameView,
    rng: random.Random,
    how: Inference = NONE,
    clues: Clues | None = None,
    replay: ChoiceReplay | None = None,
) -> dict[int, list[Card]]:
    """One guess of every other seat's cards, consistent with ``view`` (and, with
    ``how``, with what the seats' choices reveal; ``clues``: :func:`read_clues`
    of the view, when the caller has it already; ``replay``: the seats' recent
    choices, replayed on each guess with the model, :mod:`.past_choices`)."""
    known = known_holdings(view)
    if how.reads_clues and clues is None:
        clues = read_clues(view)
    odds = card_odds(clues, how) if clues is not None else None
    checking = replay is not None and how.choice_slip < 1.0 and replay.others > 0
    if not (how.weighs_choices or checking) or clues is None:
        return _deal(view, clues if how.rules else None, rng, known, how.threes, odds)
    best: dict[int, list[Card]] | None = None
    best_weight = -1.0
    for _ in range(max(1, how.tries)):
        hands = _deal(view, clues if how.rules else None, rng, known, how.threes, odds)
        weight = likelihood(hands, clues, how)
        chance = rng.random()
        if checking and (chance < weight or weight > best_weight):
            # a replay only lowers the weight: it matters where the guess might be kept
            assert replay is not None
            weight *= how.choice_slip ** replay.misses(hands)
        if chance < weight:
            return hands
        if weight > best_weight:
            best, best_weight = hands, weight
    assert best is not None
    return best
