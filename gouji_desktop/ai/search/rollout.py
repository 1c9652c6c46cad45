"""Rollouts for the hard level: a determinized game played to its end with
one policy for every seat.

- :func:`planner_rollout` (the hard level's model, :func:`model_choice`):
  normal's own planner with card memory, as the seats really play.
- :func:`rollout`: the first normal's planner (:data:`ROLLOUT_STYLE`, no card
  memory), eight to ten times faster; normal's capped endgame search uses it.

Only :mod:`gouji_desktop.engine.fast` is used to read and step the game.  The
fast rollout policy is the heuristic's first choice, with its obvious cases
answered before the planner is built (that is where the time goes):

- nothing beats the top: pass (让牌 would change nothing);
- a teammate holds the round: pass, unless a beat takes me out (the planner's
  own rule, ``answer_options``);
- one lead only (the whole hand, or the 3s): play it.
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Decision, Game, GameView
from gouji_desktop.engine.fast import (
    BJ,
    NUM_RANKS,
    SJ,
    TWO,
    Play,
    beating_plays,
    card_counts,
    hand_counts,
    let_unchecked,
    may_let,
    opened_seats,
    pass_unchecked,
    play_size,
    play_unchecked,
    top_play,
    top_seat,
)

from ..choice import Choice
from ..heuristic.groups import lead_choices
from ..heuristic.policy import BURN, PASS, PLAY, Planner
from ..heuristic.quick import quick_answer, quick_lead
from ..heuristic.situation import Situation
from ..heuristic.style import ROLLOUT_STYLE, Style
from .deadline import Deadline, Never

__all__ = [
    "CLOCK_MASK",
    "TRIBUTE_CARD",
    "apply_choice",
    "lead_choices",
    "model_choice",
    "planner_rollout",
    "played_ranks",
    "quick_answer",
    "quick_lead",
    "rollout",
    "team_result",
]

_ANSWER, _LET_RETURN, _LEAD = Decision.ANSWER, Decision.LET_RETURN, Decision.LEAD

#: Rollout steps between two looks at the clock, minus one (a power of two
#: minus one: a step takes about 20 µs, rarely 2 ms, so a few steps are a
#: short stretch; docs/ai.md).
CLOCK_MASK = 3


def played_ranks(view: GameView) -> list[int]:
    """The cards played so far in ``view``'s deal, per rank: a rollout's
    ``played`` at the start."""
    played = [0] * NUM_RANKS
    for _seat, cards in view.played:
        for c in cards:
            played[c.rank] += 1
    return played


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
    sizes = card_counts(game)  # kept here as the seats play: cheaper than summing hands
    hands = [hand_counts(game, s) for s in range(6)]  # the live rows
    steps = 0
    while game.to_act is not None:
        seat = game.to_act
        if not steps & CLOCK_MASK and deadline.near():
            return -1
        steps += 1
        decision = game.decision
        hand = hands[seat]
        beats = None
        if decision in (_ANSWER, _LET_RETURN):
            top = top_play(game)
            assert top is not None
            if (top_seat(game) - seat) % 2 == 0:
                # a teammate holds the round: pass unless a beat takes me out;
                # a beat is as large as the top (R-BEAT), so only a hand of that size may
                total = sizes[seat]
                if total == play_size(top):
                    out = [p for p in beating_plays(hand, top) if play_size(p) == total]
                    if out:
                        apply_choice(game, PLAY, out[0], played)
                        sizes[seat] = 0
                        continue
                pass_unchecked(game)
                continue
            beats = beating_plays(hand, top)
            if not beats:
                pass_unchecked(game)  # 让牌 would change nothing
                continue
            kind, play = quick_answer(game, seat, hand, played, beats, style, sizes)
            apply_choice(game, kind, play, played)
            if play is not None:
                sizes[seat] -= play_size(play)
            continue
        if decision == _LEAD:
            lead = quick_lead(game, seat, hand, played, style, sizes)
            if lead is not None:
                apply_choice(game, PLAY, lead, played)
                sizes[seat] -= play_size(lead)
                continue
        sit = Situation.from_game(game, seat, played, list(sizes))
        sit.beats = beats
        _, kind, play = Planner(sit, style).options()[0]
        apply_choice(game, kind, play, played)
        if kind in (PLAY, BURN):
            assert play is not None
            sizes[seat] -= play_size(play)
    return steps


def model_choice(game: Game, played: Sequence[int], sizes: Sequence[int], style: Style) -> Choice:
    """What the seat to act chooses in the hard level's model of the seats:
    normal's own planner (``style``, card memory on), without building it
    where the planner's answer is known: 让牌 is not allowed and nothing beats
    the top, or a teammate holds the round, no beat takes me out, my hand is
    too big for a line out and more than one opponent is left (pass).
    ``played``: the played cards per rank; ``sizes``: every seat's card count."""
    seat = game.to_act
    assert seat is not None
    hand = hand_counts(game, seat)
    beats = None
    if game.decision in (_ANSWER, _LET_RETURN):
        top = top_play(game)
        assert top is not None
        beats = beating_plays(hand, top)
        if not (game.decision == _ANSWER and may_let(game, seat)):  # else the planner weighs 让牌
            if not beats:
                return PASS, None
            total = sizes[seat]
            mate = top_seat(game)
            if (
                (mate - seat) % 2 == 0
                and total > style.line_horizon  # else a sure winner and a line out may beat him
                and game.is_active(mate)  # else 接风 may go to an opponent
                and all(play_size(p) != total for p in beats)
                and sum(game.is_active(s) for s in range(1 - seat % 2, 6, 2)) > 1  # else the order matters
            ):
                return PASS, None
    sit = Situation.from_game(game, seat, played, sizes, memory=True)
    sit.beats = beats
    _, kind, play = Planner(sit, style).options()[0]
    return kind, play


def planner_rollout(
    game: Game,
    played: list[int],
    deadline: Deadline | None,
    style: Style,
    planner_steps: int = 1 << 30,
    rest_style: Style = ROLLOUT_STYLE,
) -> int:
    """Play ``game`` to the end with :func:`model_choice` for every seat: the
    seats as normal plays them, eight to ten times slower than :func:`rollout`,
    whose shortcuts restate the first normal; after ``planner_steps`` steps
    the shortcuts (``rest_style``) play the rest.  Returns the steps taken, or −1 if
    ``deadline`` came near first."""
    if deadline is None:
        deadline = Never()
    sizes = card_counts(game)
    steps = 0
    while game.to_act is not None:
        seat = game.to_act
        if not steps & CLOCK_MASK and deadline.near():
            return -1
        if steps >= planner_steps:
            rest = rollout(game, played, deadline, rest_style)
            return -1 if rest < 0 else steps + rest
        steps += 1
        kind, play = model_choice(game, played, sizes, style)
        apply_choice(game, kind, play, played)
        if play is not None:
            sizes[seat] -= play_size(play)
    return steps


#: What one card of 点贡 (R-DIANGONG) is worth, in team points of the next
#: game: the giver's best card for the receiver's worst (R-TRIBCARD, 还贡);
#: measured by ``python -m gouji_lab.tribute_worth`` (docs/ai.md).
TRIBUTE_CARD = 0.75


def team_result(game: Game, seat: int, tribute_card: float = TRIBUTE_CARD) -> float:
    """``seat``'s team score (R-SCORE) in a finished game, plus the 点贡 its
    openings (开点, R-OPEN) earn against the 对头s' when a match has tribute:
    a strong player does not give away an opening for nothing (``tribute_card``
    a card; 0 where no game follows)."""
    scores = game.scores
    assert scores is not None
    got = float(sum(scores[s] for s in range(seat % 2, 6, 2)))
    if tribute_card and game.rules.tribute and not game.is_chuan3:
        opened = opened_seats(game)
        declared = game.declared
        for s in range(seat % 2, 6, 2):
            o = (s + 3) % 6
            cards = opened[s] - opened[o]  # R-DIANGONG without 宣点: the one not opened gives 1
            if declared[s] or declared[o]:
                cards *= 2  # with 宣点 the stakes are higher (2 to 4 cards)
            got += tribute_card * cards
    return got
