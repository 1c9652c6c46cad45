"""The hard level's rollouts: the rollout policy's shortcuts make the choices
the heuristic planner makes, and a rollout plays a game to its end by the
rules."""

from __future__ import annotations

import math
import random

from gouji_desktop.ai.bench import positions
from gouji_desktop.ai.policy import ROLLOUT_STYLE, Planner
from gouji_desktop.ai.rollout import apply_choice, quick_answer, quick_lead, rollout, situation_of
from gouji_desktop.ai.sampler import sample_hidden
from gouji_desktop.engine import Decision
from gouji_desktop.engine.fast import (
    NUM_RANKS,
    beating_plays,
    game_from_view,
    hand_counts,
    top_play,
    top_seat,
)


def test_shortcuts_choose_what_the_planner_chooses() -> None:
    """Leads (not burning) and answers to opponents (R-ANSWER, R-GOUJIANSWER,
    R-LET), the 憋三 finish included (R-MEN): the same choice as the planner."""
    checked = 0
    for i, (view, _legal) in enumerate(positions(30, 3)):
        rng = random.Random(i)
        game = game_from_view(view, sample_hidden(view, rng))
        played = [0] * NUM_RANKS
        for _seat, cards in view.played:
            for c in cards:
                played[c.rank] += 1
        while game.to_act is not None:
            seat = game.to_act
            hand = hand_counts(game, seat)
            counts = [sum(hand_counts(game, s)) for s in range(6)]
            sit = situation_of(game, seat, played, counts)
            beats = None
            if game.decision in (Decision.ANSWER, Decision.LET_RETURN):
                top = top_play(game)
                assert top is not None
                beats = beating_plays(hand, top)
                sit.beats = beats
            _, kind, play = Planner(sit, ROLLOUT_STYLE).options()[0]
            if game.decision == Decision.LEAD:
                quick = quick_lead(game, seat, hand, played, ROLLOUT_STYLE)
                if quick is not None:
                    assert (kind, play) == ("play", quick)
                    checked += 1
            elif beats and (top_seat(game) - seat) % 2:  # an opponent holds the round
                assert quick_answer(game, seat, hand, played, beats, ROLLOUT_STYLE) == (kind, play)
                checked += 1
            apply_choice(game, kind, play, played)
    assert checked >= 1000


def test_a_rollout_ends_the_game() -> None:
    view, _legal = positions(1, 5)[0]
    game = game_from_view(view, sample_hidden(view, random.Random(2)))
    played = [0] * NUM_RANKS
    for _seat, cards in view.played:
        for c in cards:
            played[c.rank] += 1
    steps = rollout(game, played, math.inf)
    assert steps > 0 and game.finished
    assert sorted(game.places) == list(range(6))
    assert sum(game.scores or []) == 0
