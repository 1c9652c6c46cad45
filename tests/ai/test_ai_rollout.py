"""The hard level's rollouts: the rollout policy is the first normal level's
planner (frozen as gouji_lab.baseline) restated for speed, with the same
choices, and a rollout plays a game to its end by the rules."""

from __future__ import annotations

import dataclasses
import random

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.belief.sampler import sample_hidden
from gouji_desktop.ai.choice import to_action
from gouji_desktop.ai.heuristic.situation import Situation as SeatSituation
from gouji_desktop.ai.heuristic.style import MODEL_STYLE, Style
from gouji_desktop.ai.search.rollout import (
    TRIBUTE_CARD,
    apply_choice,
    model_choice,
    planner_rollout,
    quick_answer,
    quick_lead,
    rollout,
    team_result,
)
from gouji_desktop.engine import Decision, Game, GameView
from gouji_desktop.engine.fast import (
    NUM_RANKS,
    beat_is_deadly,
    beating_plays,
    card_counts,
    game_from_view,
    hand_counts,
    top_play,
    top_seat,
)
from gouji_lab.baseline.policy import ROLLOUT_STYLE as FROZEN_STYLE
from gouji_lab.baseline.policy import Planner
from gouji_lab.baseline.situation import Situation
from gouji_lab.bench.ai import positions


def frozen_weights() -> Style:
    """The rollout shortcuts with the frozen planner's weights (normal's own were
    tuned since; the shortcuts restate the planner, whatever its weights)."""
    names = {f.name for f in dataclasses.fields(Style)}
    return Style(**{k: v for k, v in dataclasses.asdict(FROZEN_STYLE).items() if k in names})


def frozen_situation(game: Game, seat: int, played: list[int]) -> Situation:
    """The frozen planner's view of a rollout game (as the first normal level built it)."""
    counts = [sum(hand_counts(game, s)) for s in range(6)]
    mine = SeatSituation.from_game(game, seat, played, counts)
    sit = Situation()
    for name in Situation.__slots__:
        if not name.startswith("_"):
            setattr(sit, name, getattr(mine, name))
    return sit


def test_shortcuts_choose_what_the_planner_chooses() -> None:
    """Leads (not burning) and answers to opponents (R-ANSWER, R-GOUJIANSWER,
    R-LET), the 憋三 finish included (R-MEN): the same choice as the planner."""
    checked = 0
    style = frozen_weights()
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
            sit = frozen_situation(game, seat, played)
            beats = None
            if game.decision in (Decision.ANSWER, Decision.LET_RETURN):
                top = top_play(game)
                assert top is not None
                beats = beating_plays(hand, top)
                sit.beats = beats
            _, kind, play = Planner(sit, FROZEN_STYLE).options()[0]
            if game.decision == Decision.LEAD:
                quick = quick_lead(game, seat, hand, played, style, card_counts(game))
                if quick is not None:
                    assert (kind, play) == ("play", quick)
                    checked += 1
            elif beats and (top_seat(game) - seat) % 2 and not beat_is_deadly(game, seat):
                # an opponent holds the round (the frozen planner predates engine 1.1's R-DEADLY)
                assert quick_answer(game, seat, hand, played, beats, style, card_counts(game)) == (kind, play)
                checked += 1
            apply_choice(game, kind, play, played)
    assert checked >= 1000


def guessed_world(view: GameView, seed: int) -> tuple[Game, list[int]]:
    """A game from ``view`` with the hidden cards guessed, and the played cards per rank."""
    game = game_from_view(view, sample_hidden(view, random.Random(seed)))
    played = [0] * NUM_RANKS
    for _seat, cards in view.played:
        for c in cards:
            played[c.rank] += 1
    return game, played


def test_a_rollout_ends_the_game() -> None:
    view, _legal = positions(1, 5)[0]
    game, played = guessed_world(view, 2)
    steps = rollout(game, played)
    assert steps > 0 and game.finished
    assert sorted(game.places) == list(range(6))
    assert sum(game.scores or []) == 0


def test_the_value_of_a_game_counts_openings_as_the_tribute_they_earn() -> None:
    """The search values a finished game by the team's R-SCORE points plus the
    点贡 its openings earn against the 对头s (R-OPEN, R-DIANGONG)."""
    seen_open_difference = False
    for seed in range(40):  # most games open every seat: play on until one does not
        if seen_open_difference and seed >= 6:
            break
        game = Game.new(seed)
        normal = make_agent("normal")
        while not game.finished:
            game.apply(normal.decide(game.view(game.to_act), game.legal_actions()))  # type: ignore[arg-type]
        scores = game.scores
        assert scores is not None
        for seat in range(6):
            team = range(seat % 2, 6, 2)
            points = sum(scores[s] for s in team)
            cards = 0
            if not game.is_chuan3:
                for s in team:
                    d = game.opened(s) - game.opened((s + 3) % 6)
                    cards += 2 * d if game.declared[s] or game.declared[(s + 3) % 6] else d
            seen_open_difference |= cards != 0
            assert team_result(game, seat) == points + TRIBUTE_CARD * cards
            assert team_result(game, seat, 0.0) == points  # no game follows: the points alone
    assert seen_open_difference


def test_a_planner_rollout_plays_every_seat_as_normal_would() -> None:
    """The hard level's model of the seats (``planner_rollouts``): at every step
    each seat makes the choice normal makes from that seat's own view (card
    memory on, no search of its own), and the game ends by the rules (R-OUT,
    R-SCORE)."""
    normal = NormalAgent(0, MODEL_STYLE)
    checked = 0
    for i, (view, _legal) in enumerate(positions(6, 9)):
        game, played = guessed_world(view, i)
        start = game.copy(), list(played)
        while game.to_act is not None:
            seat = game.to_act
            kind, play = model_choice(game, played, card_counts(game), MODEL_STYLE)
            legal = game.legal_actions()
            assert to_action(kind, play, seat) == normal.decide(game.view(seat), legal)
            apply_choice(game, kind, play, played)
            checked += 1
        assert sorted(game.places) == list(range(6)) and sum(game.scores or []) == 0
        again, again_played = start
        assert planner_rollout(again, again_played, None, MODEL_STYLE) > 0
        assert again.places == game.places and again.scores == game.scores
    assert checked >= 300


def test_a_planner_rollout_hands_over_to_the_shortcuts_after_its_planner_steps() -> None:
    """``planner_steps``: the first steps by normal's planner, the rest by the
    first normal's shortcuts (:func:`rollout`); the game still ends by the rules."""
    for i, (view, _legal) in enumerate(positions(4, 3)):
        game, played = guessed_world(view, i)
        mixed, mixed_played = game.copy(), list(played)
        steps = planner_rollout(mixed, mixed_played, None, MODEL_STYLE, planner_steps=10)
        assert steps > 10 and mixed.finished
        by_hand = game.copy()
        for _ in range(10):
            kind, play = model_choice(by_hand, played, card_counts(by_hand), MODEL_STYLE)
            apply_choice(by_hand, kind, play, played)
        assert rollout(by_hand, played) == steps - 10
        assert by_hand.places == mixed.places and by_hand.scores == mixed.scores
