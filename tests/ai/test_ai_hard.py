"""The hard level's search: it samples hidden cards consistently with the
view, keeps to its time budget, is deterministic for a seed, and is safe to
run from a worker thread."""

from __future__ import annotations

import random
import threading
from collections import Counter

import pytest

from gouji_desktop.ai import GAME_FOLLOWS, LAST_GAME, make_agent
from gouji_desktop.ai.belief.clues import Clues, known_holdings
from gouji_desktop.ai.belief.past_choices import ChoiceReplay
from gouji_desktop.ai.belief.sampler import Inference, sample_hidden
from gouji_desktop.ai.choice import Choice, to_action
from gouji_desktop.ai.search.deadline import Deadline
from gouji_desktop.ai.search.hard import HardAgent, PlannerModel, SearchConfig, accepted_option
from gouji_desktop.ai.search.rollout import TRIBUTE_CARD, rollout
from gouji_desktop.engine import Action, Card, Game, GameView, Match
from gouji_desktop.engine.fast import NUM_RANKS, game_from_view, unseen_cards
from gouji_lab.positions import play_moves


def midgame(seed: int = 12, steps: int = 60) -> Game:
    """A game some way into play, with normal agents."""
    game = Game.new(seed)
    normal = make_agent("normal")
    for _ in range(steps):
        seat = game.to_act
        assert seat is not None
        game.apply(normal.decide(game.view(seat), game.legal_actions()))
    return game


def next_real_choice(game: Game) -> Game:
    """Advance with normal agents to a play decision with more than one option."""
    normal = make_agent("normal")
    while game.phase != "play" or len(game.legal_actions()) < 3:
        seat = game.to_act
        assert seat is not None
        game.apply(normal.decide(game.view(seat), game.legal_actions()))
    return game


def test_samples_match_the_counts_and_the_unseen_cards() -> None:
    game = midgame()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    hidden = sample_hidden(view, random.Random(1))
    assert seat not in hidden
    assert {s: len(cards) for s, cards in hidden.items()} == {s: view.counts[s] for s in hidden}
    dealt = Counter(c for cards in hidden.values() for c in cards)
    assert dealt == Counter(unseen_cards(view))


def test_cards_given_before_play_stay_with_their_receiver() -> None:
    """A card this seat returned (还贡) to another seat is placed back in that
    seat's guessed hand while it may still hold it."""
    match = Match.new(3)
    normal = make_agent("normal")
    game = match.game
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(normal.decide(game.view(seat), game.legal_actions()))
    game = match.next_game()
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(normal.decide(game.view(seat), game.legal_actions()))
    giver, receiver = next(
        (s, r) for s in range(6) for (frm, r, _cards) in game.view(s).exchanges if frm == s != r
    )
    view = game.view(giver)
    given = Counter(
        c.rank for frm, r, cards in view.exchanges if (frm, r) == (giver, receiver) for c in cards
    )
    assert given, "this match has no tribute exchange"
    assert Counter(c.rank for c in known_holdings(view)[receiver]) == given
    for k in range(5):
        hidden = sample_hidden(view, random.Random(k))
        assert given <= Counter(c.rank for c in hidden[receiver])


def next_searched_choice(game: Game) -> Game:
    """Advance with normal agents to a decision the hard level searches (more
    than one option left to compare), within 200 steps."""
    normal = make_agent("normal")
    for _ in range(200):
        game = next_real_choice(game)
        seat = game.to_act
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        probe = HardAgent(4, SearchConfig(budget_s=30.0, max_samples=1, search_cards=216))
        if probe.search(view, legal).guesses:
            return game
        game.apply(normal.decide(view, legal))
    raise AssertionError("no searched decision within 200 steps")


def test_deterministic_for_a_seed_with_a_fixed_number_of_samples() -> None:
    game = next_searched_choice(midgame(13, 40))
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    config = SearchConfig(budget_s=30.0, max_samples=4, search_cards=216, reach=1e9)
    agents = [HardAgent(4, config) for _ in range(2)]
    first = agents[0].search(view, legal)
    assert agents[1].decide(view, legal) == first.action
    assert agents[0].decide(view, legal) == first.action
    assert first.guesses == 4


class TickingClock:
    """A fake clock that moves on by ``tick`` seconds each time it is read, so the
    budget is tested by what the agent does, not by how fast this machine is."""

    def __init__(self, tick: float) -> None:
        self.now = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_keeps_to_its_time_budget() -> None:
    """Anytime search: it uses its budget and never runs over it by more than 10%."""
    budget = 0.25
    clock = TickingClock(0.0001)  # about the time between two looks at the clock here (4 rollout steps)
    agent = HardAgent(1, SearchConfig(budget_s=budget, search_cards=216), clock=clock)
    game = midgame(14, 30)
    searched = 0
    for _ in range(6):
        game = next_real_choice(game)
        seat = game.to_act
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        start = clock.now
        report = agent.search(view, legal)
        action = report.action
        elapsed = clock.now - start
        assert action in legal
        assert elapsed <= 1.1 * budget, f"took {elapsed:.3f} s of the clock"
        searched += report.guesses > 0
        game.apply(action)
    assert searched >= 3


class LeapingClock:
    """A fake clock that moves on by ``tick`` a look, then leaps by ``leap`` at
    look ``at``: the machine stalls, or the process is descheduled."""

    def __init__(self, tick: float, at: int, leap: float) -> None:
        self.now = 0.0
        self.looks = 0
        self.tick, self.at, self.leap = tick, at, leap

    def __call__(self) -> float:
        self.looks += 1
        self.now += self.leap if self.looks == self.at else self.tick
        return self.now


def test_a_rollout_stops_at_the_next_look_once_the_time_is_up() -> None:
    view, _legal = next_real_choice(midgame(16, 20)).view(0), None
    game = game_from_view(view, sample_hidden(view, random.Random(3)))
    played = [0] * NUM_RANKS
    clock = LeapingClock(0.0, at=5, leap=10.0)
    assert rollout(game, played, Deadline(clock, 1.0)) == -1
    assert clock.looks == 5  # the look that saw the leap was the last
    assert not game.finished


def test_the_search_stops_early_when_the_stretches_between_looks_grow() -> None:
    """On a loaded machine the stretches between two looks grow: the search keeps
    twice the longest in hand and so stops before its budget, never after."""
    budget = 0.25
    game = next_searched_choice(midgame(14, 30))
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    quiet = LeapingClock(0.0001, at=0, leap=0.0)
    # every option on every deal: the budget ends the search, not the race
    config = SearchConfig(budget_s=budget, search_cards=216, race=False)
    HardAgent(1, config, clock=quiet).decide(view, legal)
    loaded = LeapingClock(0.0001, at=40, leap=0.05)  # one stall of 50 ms early on
    agent = HardAgent(1, config, clock=loaded)
    assert agent.decide(view, legal) in legal
    assert loaded.now <= budget
    assert loaded.now < quiet.now - 0.05  # it stopped earlier, keeping two stalls in hand


def test_a_worker_thread_decides_like_the_caller() -> None:
    """The GUI runs agents off its frame loop: a decision made in a thread equals
    the same decision made inline."""
    game = next_searched_choice(midgame(15, 50))
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    config = SearchConfig(budget_s=30.0, max_samples=3, search_cards=216)
    inline = HardAgent(9, config).decide(view, legal)
    got = []
    worker = threading.Thread(target=lambda: got.append(HardAgent(9, config).decide(view, legal)))
    worker.start()
    worker.join(timeout=30)
    assert got == [inline]


def test_candidates_are_every_structurally_different_choice() -> None:
    """Not the heuristic's favourites only: pass, let where legal, and a beat by
    every plain group (and by wild cards alone) that can beat an opponent's top
    (R-ANSWER; a teammate who holds the round is not beaten, as in normal)."""
    game = next_real_choice(midgame(16, 70))
    for _ in range(400):
        top = game.top
        if (
            game.decision == "answer"
            and top is not None
            and (top[0] - game.to_act) % 2  # type: ignore[operator]
            and len(game.legal_actions()) >= 5
        ):
            break
        seat = game.to_act
        assert seat is not None
        game.apply(make_agent("normal").decide(game.view(seat), game.legal_actions()))
    seat = game.to_act
    assert seat is not None and game.decision == "answer"
    view, legal = game.view(seat), game.legal_actions()
    # no limit on the options (the default keeps the 12 best scored, and this
    # position, reached by normal's own play, has more structures than that)
    config = SearchConfig(budget_s=30.0, max_samples=2, search_cards=216, candidates=64, reach=1e9)
    choices = HardAgent(1, config).search(view, legal).options
    kinds = {a.kind for a in legal}
    assert ("let" in kinds) == (("let", None) in choices)
    # R-LET: a let keeps every choice a pass has, so pass is an option only without one
    # (or as the heuristic's first choice)
    assert (("pass", None) in choices) == ("let" not in kinds or choices[0] == ("pass", None))
    groups = {a.cards[0].rank if a.cards[0].rank < 12 else -1 for a in legal if a.kind == "play"}
    assert groups <= {p[0] for _, p in choices if p is not None}
    assert len(set(choices)) == len(choices)


def test_an_option_replaces_the_first_only_by_a_clear_margin_over_enough_deals() -> None:
    """The acceptance rule: better by ``min_gain`` and ``margin`` standard errors,
    two errors while fewer than ``full_evidence`` deals back it."""
    first = [0.0] * 12
    clear = [0.5 + 1.35 * ((i % 3) - 1) for i in range(12)]  # mean 0.5, 1.5 standard errors above 0
    plain = [2.0 + 0.1 * ((i % 3) - 1) for i in range(12)]  # far above
    assert accepted_option([first, clear], margin=1.0, min_gain=0.3, full_evidence=24) == 0
    assert accepted_option([first, clear], margin=1.0, min_gain=0.3, full_evidence=12) == 1
    assert accepted_option([first, clear, plain], margin=1.0, min_gain=0.3) == 2
    assert accepted_option([first, clear[:7]], margin=0.0, min_gain=0.0, full_evidence=1) == 0  # 7 deals
    assert accepted_option([first, [0.2] * 30], margin=1.0, min_gain=0.3) == 0  # below the least gain


def test_R_TIE_no_option_spends_a_wild_card_where_a_plain_card_does_the_same() -> None:
    """Beating six 3s, 8 8 8 8 8 2 and 8 8 8 8 2 2 are the same hand (six 8s,
    R-TIE); the second keeps a bare 8 instead of a 2, which is never worth more.
    The search does not compare it (its rollouts once preferred it by chance)."""
    game = Game.from_hands(
        [
            "3 3 5 5 6 6 6 7 7 7 9 9 9 9 10 10 Q Q Q Q K K A SJ SJ",
            "3",
            "3",
            "3 3 3 3 3 3",
            "3 3 9 BJ",
            "3 7 7 7 8 8 8 8 8 J J A 2 2",
        ],
        leader=1,
    )
    # seats 1 and 2 go out on their 3s (接风), seat 3 leads six 3s in the scramble
    play_moves(game, ("1: 3", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass", "2: 3"))
    play_moves(game, ("3: pass", "4: pass", "5: pass", "0: pass", "3: 3 3 3 3 3 3", "4: pass"))
    assert game.to_act == 5
    legal = game.legal_actions()
    dominated_beat = Action.play(5, "8 8 8 8 2 2")
    assert dominated_beat in legal and Action.play(5, "8 8 8 8 8 2") in legal
    agent = HardAgent(1, SearchConfig(budget_s=30.0, max_samples=4, search_cards=216, reach=1e9))
    offered = {to_action(kind, play, 5) for kind, play in agent.search(game.view(5), legal).options}
    assert Action.play(5, "8 8 8 8 8 2") in offered | {Action.pass_(5)}
    assert dominated_beat not in offered


def test_R_DIANGONG_openings_count_only_when_a_game_of_the_match_follows() -> None:
    """Where no game of the match follows (a single game, or a match's last) hard values a finished
    game by its R-SCORE points alone: the 点贡 the openings earn (R-OPEN,
    R-DIANGONG) would be paid in a next game that never comes, so every
    option's gain on every guess is a whole number of points.  By default (a
    game of the match follows) the openings count, TRIBUTE_CARD a card: the
    same guesses and rollouts then differ from the points by whole cards of
    it, and here some do."""
    game = next_searched_choice(midgame(1, 60))
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    runs = []
    # every option on every guess, so the two runs pair up
    config = SearchConfig(budget_s=1e9, max_samples=6, search_cards=216, reach=1e9, race=False)
    for match in (LAST_GAME, GAME_FOLLOWS):
        agent = HardAgent(4, config)
        agent.set_match(match)
        runs.append([g for d in agent.search(view, legal).diffs for g in d])
    points, with_openings = runs
    assert points and len(points) == len(with_openings)
    assert all(g == int(g) for g in points)
    cards = [(w - p) / TRIBUTE_CARD for p, w in zip(points, with_openings, strict=True)]
    assert all(abs(c - round(c)) < 1e-9 for c in cards)
    assert any(round(c) for c in cards)


def test_make_agent_takes_the_hard_level_s_numbers_by_name_as_the_arena_gives_them() -> None:
    """``make_agent("hard", NAME=VALUE)`` (and the arena's ``--hard-option``) set the fields of
    :class:`SearchConfig`, a number standing for a switch or a count; anything else is refused."""
    agent = make_agent("hard", seed=1, margin=2, infer_rules=0.0, replay_depth=2.0)
    assert isinstance(agent, HardAgent)
    assert agent.config == SearchConfig(margin=2.0, infer_rules=False, replay_depth=2)
    assert agent.config.inference.rules is False and agent.config.inference.passes is True
    with pytest.raises(ValueError, match="unknown hard option 'open_value'"):
        make_agent("hard", open_value=1.0)
    with pytest.raises(ValueError, match="'replay_depth' takes a value like 0"):
        make_agent("hard", replay_depth=1.5)
    with pytest.raises(ValueError, match="'race' takes a value like True"):
        make_agent("hard", race=0.5)


def test_the_search_guesses_with_the_sampler_and_plays_out_with_the_model_it_is_given() -> None:
    """The seams are arguments, not patches: every guess comes from ``sampler`` and every option
    on it is played out by ``model``; the report counts the guesses, and a sampler that deals the
    same cards the shipped one does gives the same choice and gains."""
    game = next_searched_choice(midgame(13, 40))
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    config = SearchConfig(budget_s=1e9, max_samples=5, search_cards=216, race=False)
    guesses: list[int] = []
    played: list[Choice] = []

    def counting_sampler(
        view: GameView,
        rng: random.Random,
        how: Inference,
        clues: Clues | None,
        replay: ChoiceReplay | None,
    ) -> dict[int, list[Card]]:
        guesses.append(len(guesses))
        return sample_hidden(view, rng, how, clues, replay)

    class CountingModel(PlannerModel):
        def play_out(self, game: Game, choice: Choice, played_ranks: list[int], deadline: Deadline) -> bool:
            played.append(choice)
            return super().play_out(game, choice, played_ranks, deadline)

    shipped = HardAgent(4, config).search(view, legal)
    seamed = HardAgent(4, config, sampler=counting_sampler, model=CountingModel()).search(view, legal)
    assert (seamed.action, seamed.gains, seamed.diffs) == (shipped.action, shipped.gains, shipped.diffs)
    assert len(guesses) == seamed.guesses == 5
    assert len(played) == 5 * len(seamed.options)  # race off: every option on every guess
    assert set(played) == set(seamed.options)
