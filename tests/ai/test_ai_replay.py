"""The hard level's guesses tested against the seats' recent choices
(ai/belief/past_choices.py): the model (normal's planner) replayed on a guess, from the
seat's own earlier view of the deal, through the log since."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.ai.belief.clues import read_clues
from gouji_desktop.ai.belief.past_choices import ChoiceReplay, continues
from gouji_desktop.ai.belief.sampler import ALL, sample_hidden
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.engine import Game, GameView, Phase, parse_cards
from gouji_lab.bench.ai import truth_positions_replayed

POSITIONS = truth_positions_replayed(12, 3)


def replays() -> list[tuple[Game, GameView, ChoiceReplay]]:
    out = []
    for game, before in POSITIONS:
        assert game.to_act is not None
        view = game.view(game.to_act)
        if before is not None:
            out.append((game, view, ChoiceReplay(before, view)))
    return out


def test_normal_players_choices_are_the_models_on_their_real_hands() -> None:
    """Normal players are the model the hard level plays the seats by: replayed
    on their real cards, every choice they made since the seat's decision
    before last is the model's, while guesses that ignore the choices miss some."""
    found = replays()
    assert len(found) >= 10
    rng = random.Random(4)
    guess_misses = 0
    for game, view, replay in found:
        assert replay.others > 0
        truth = {s: game.hand(s) for s in range(6) if s != view.seat}
        assert replay.misses(truth) == 0
        clues = read_clues(view)
        guess_misses += sum(replay.misses(sample_hidden(view, rng, ALL, clues)) for _ in range(4))
    assert guess_misses > 0


def test_guesses_tested_against_the_choices_miss_fewer_of_them() -> None:
    rng = random.Random(5)
    plain = replace(ALL, choice_slip=1.0)
    tested = untested = 0
    for _game, view, replay in replays():
        clues = read_clues(view)
        for _ in range(6):
            untested += replay.misses(sample_hidden(view, rng, plain, clues, replay))
            tested += replay.misses(sample_hidden(view, rng, ALL, clues, replay))
    assert tested < 0.8 * untested


def test_a_replayed_guess_keeps_the_counts() -> None:
    """Testing a guess never changes it: same cards, same counts."""
    for _game, view, replay in replays()[:4]:
        guess = sample_hidden(view, random.Random(9), ALL, None, replay)
        counts = {s: view.counts[s] for s in range(6) if s != view.seat}
        assert {s: len(c) for s, c in guess.items()} == counts
        assert guess == sample_hidden(view, random.Random(9), ALL, None, replay)


def test_only_a_later_view_of_the_same_deal_continues_an_earlier_one() -> None:
    game, before = next((g, b) for g, b in POSITIONS if b is not None)
    assert before is not None
    view = game.view(before.seat)
    assert continues(before, view)
    assert not continues(view, before)
    assert not continues(view, view)
    other = next(s for s in range(6) if s != before.seat)
    assert not continues(before, game.view(other))
    fresh = Game.new(12345)
    while fresh.phase != Phase.PLAY:
        seat = fresh.to_act
        assert seat is not None
        fresh.apply(fresh.legal_actions()[0])
    assert not continues(before, fresh.view(before.seat))
    with pytest.raises(ValueError):
        ChoiceReplay(before, fresh.view(before.seat))


def replayed_choices(agent: HardAgent, decisions: int) -> list[int]:
    """Seat 0 played by ``agent`` among normal players: at each of its first
    searched decisions in play, how many other seats' choices its guesses were
    tested against."""
    normal = NormalAgent(2)
    game = Game.new(2024)
    replayed: list[int] = []
    while not game.finished and len(replayed) < decisions:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        if seat == 0 and game.phase == Phase.PLAY:
            report = agent.search(view, legal)
            action = report.action
            if report.guesses:
                replayed.append(report.replayed)
        else:
            action = normal.decide(view, legal)
        game.apply(action)
    return replayed


def test_the_hard_agent_tests_its_guesses_against_the_choices_since_its_earlier_view() -> None:
    """It keeps its views of this deal and, from its second decision in play,
    tests each guess against the other seats' choices since (the report's ``replayed``);
    by default (``replay_depth=0``) it does not."""
    config = SearchConfig(budget_s=1e9, max_samples=3, search_cards=216)
    on = replayed_choices(HardAgent(2, replace(config, replay_depth=2)), 6)
    assert len(on) == 6
    assert sum(n > 0 for n in on) >= 4
    off = replayed_choices(HardAgent(2, replace(config, replay_depth=0)), 3)
    assert off == [0, 0, 0]


#: a game of normal, easy and random players (seed 5688, each step the index of
#: the legal action taken) and a guess of seat 2's view at step 125 on which
#: the replay once asked the model about a burner's lead the guessed cards
#: could not continue (R-BURN) and failed; found by a stress run of 119,261 replays
BURN_GAME_PICKS = [
    1,
    1,
    1,
    1,
    1,
    1,
    36,
    25,
    0,
    0,
    12,
    0,
    8,
    9,
    0,
    8,
    3,
    0,
    0,
    0,
    0,
    0,
    13,
    0,
    1,
    1,
    0,
    1,
    0,
    1,
    15,
    0,
    5,
    1,
    0,
    3,
    0,
    0,
    1,
    12,
    1,
    2,
    38,
    1,
    2,
    20,
    3,
    16,
    15,
    0,
    0,
    0,
    8,
    4,
    0,
    3,
    1,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    5,
    0,
    3,
    1,
    0,
    3,
    0,
    0,
    0,
    0,
    9,
    4,
    0,
    3,
    3,
    0,
    2,
    0,
    0,
    0,
    0,
    10,
    27,
    0,
    0,
    1,
    0,
    32,
    0,
    2,
    1,
    0,
    1,
    8,
    0,
    1,
    8,
    0,
    0,
    1,
    0,
    24,
    0,
    0,
    0,
    3,
    2,
    0,
    0,
    4,
    0,
    1,
    0,
    3,
    0,
    0,
    0,
    10,
    8,
    3,
    2,
]
BURN_GUESS = {
    0: "JD AH 3S AD BJ 3H 9D 9S 7S 9C",
    1: "3D 7H 3H 8S 8D 6C 4H 5H AD KD 9H 9D QD JC 3C 3C JD 7H",
    3: "",
    4: "KD 6D KC 4S 7C 4D 4H 6C QC 6S 4H 3C QC 3S 10D 4S 8S 7D 3D 9C QD 5C",
    5: "7C 9D 8D 3S 3H 3D JC 9H 5C 4C 5C 3H 8H 3S 8C",
}


def test_R_BURN_a_guess_that_cannot_explain_a_burners_lead_stops_the_replay() -> None:
    game = Game.new(5688)
    views = {}
    for step, pick in enumerate(BURN_GAME_PICKS):
        views[step] = game.view(game.to_act) if game.to_act is not None else None
        game.apply(game.legal_actions()[pick])
    before, now = views[96], game.view(2)
    assert before is not None and now.seat == before.seat == 2
    replay = ChoiceReplay(before, now)
    guess = {s: parse_cards(text) for s, text in BURN_GUESS.items()}
    assert replay.misses(guess) >= 0  # no error: the replay stops where the guess cannot go on
    truth = {s: game.hand(s) for s in range(6) if s != now.seat}
    assert replay.misses(truth) >= 0
