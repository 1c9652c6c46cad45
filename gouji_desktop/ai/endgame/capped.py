"""A small, capped endgame search for the normal level.

Late in the game, when the heuristic's best options score close together
(it cannot tell them apart), normal plays each of them to the end of the game
on a few guesses of the hidden cards (:mod:`~gouji_desktop.ai.belief.sampler`, the rules' hard
constraints only) with the fast heuristic for every seat (:mod:`~gouji_desktop.ai.search.rollout`),
the same guesses for every option, and takes the one with the best mean team
score (R-SCORE) if it beats the heuristic's first choice by a clear margin.

Everything is fixed in size (cards in play, options, guesses), so the cost
per decision is bounded and the choice is deterministic: the guesses come
from a generator seeded by what the seat sees.  Honest: it reads only the
view (the guesses deal the cards the seat cannot see).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind, Decision, GameView
from gouji_desktop.engine.fast import Play, game_from_view, play_cards

from ..belief.clues import read_clues
from ..belief.sampler import Inference, sample_hidden
from ..choice import Choice, Option
from ..heuristic.style import ROLLOUT_STYLE, Style
from ..search.rollout import apply_choice, played_ranks, rollout

#: The sampler's hard constraints only (rebels, 3s): cheap and never wrong.
RULES_ONLY = Inference(
    rules=True, passes=False, strength=False, beats=False, wild_lean=0.0, groups=False, gouji_passes=False
)
#: Fewer guesses than this cannot tell options apart: no search.
MIN_SAMPLES = 6


def view_seed(view: GameView) -> int:
    """A seed that depends only on what the seat sees (same view, same guesses;
    no ``hash()``, which varies between processes for strings)."""
    got = view.seat * 7919 + len(view.played) * 104_729 + len(view.log)
    for c in view.hand:
        got = (got * 31 + int(c.rank) + 1) % (1 << 61)
    return got


def make_action(kind: str, play: Play | None, seat: int) -> Action:
    if play is None:
        return Action(ActionKind(kind), seat)
    return Action(ActionKind(kind), seat, play_cards(play))


def close_options(opts: Sequence[Option], legal: Sequence[Action], seat: int, style: Style) -> list[Choice]:
    """The heuristic's options within ``style.endgame_close`` of its first,
    legal and distinct, best first, at most ``style.endgame_options``."""
    make = make_action
    legal_set = set(legal)
    best = opts[0][0]
    out: list[Choice] = []
    seen: set[Action] = set()
    for score, kind, play in opts:
        if score < best - style.endgame_close or len(out) >= style.endgame_options:
            break
        action = make(kind, play, seat)
        if action in legal_set and action not in seen:
            seen.add(action)
            out.append((kind, play))
    return out


def team_points(scores: Sequence[int], seat: int) -> int:
    return sum(scores[s] for s in range(seat % 2, 6, 2))


def endgame_pick(
    view: GameView, opts: Sequence[Option], legal: Sequence[Action], style: Style
) -> Choice | None:
    """Another option than the heuristic's first when the rollouts clearly
    prefer it; None to keep the heuristic's choice."""
    if not opts or opts[0][0] >= 50.0 or view.decision == Decision.BURN_OFFER:
        return None  # going out (or a line out): nothing to search
    in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
    if in_play > style.endgame_cards:
        return None
    choices = close_options(opts, legal, view.seat, style)
    if len(choices) < 2:
        return None
    rng = random.Random(view_seed(view))
    played0 = played_ranks(view)
    # a fixed amount of work (a rollout's cost grows with the cards in play):
    # fewer guesses with more cards, none when too few would fit
    samples = min(style.endgame_samples, style.endgame_work // (in_play * len(choices)))
    if samples < MIN_SAMPLES:
        return None
    totals = [0.0] * len(choices)
    clues = read_clues(view)  # once: the log is read the same for every guess
    for _ in range(samples):
        world = game_from_view(view, sample_hidden(view, rng, RULES_ONLY, clues))
        for i, (kind, play) in enumerate(choices):
            game = world.copy()
            played = list(played0)
            apply_choice(game, kind, play, played)
            rollout(game, played, None, ROLLOUT_STYLE)
            scores = game.scores
            assert scores is not None
            totals[i] += team_points(scores, view.seat)
    best = max(range(len(choices)), key=lambda i: (totals[i], -i))
    gain = (totals[best] - totals[0]) / samples
    return choices[best] if best and gain >= style.endgame_gain else None
