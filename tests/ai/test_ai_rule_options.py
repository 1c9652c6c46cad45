"""The computer players under every rule option (RULES.md §12): a whole match for each of the 32
combinations of ``Rules`` options, with easy, normal and hard in the seats, every decision one of
``legal_actions()`` and nothing raised.  The engine helpers the AI calls must be given the game's
own rules: without 憋三 a 3 may go with 2s and jokers (R-BIE3), a hand the 憋三 reading refuses."""

from __future__ import annotations

import ast
import itertools
from collections.abc import Sequence
from pathlib import Path

import pytest

from gouji_desktop.ai import Agent, MatchContext, make_agent
from gouji_desktop.ai.choice import to_choice
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.engine import GAMES_PER_MATCH, Action, ActionKind, Game, IllegalHand, Match, Phase, Rules
from gouji_desktop.engine.fast import play_of_counts, rank_counts

OPTIONS = ("bie_san", "tribute", "no_return_single", "declare", "revolution")
#: the rule ids each option turns on or off (RULES.md §12)
RULE_IDS = {
    "bie_san": "R-BIE3",
    "tribute": "R-TRIBORDER",
    "no_return_single": "R-NORETURNSINGLE",
    "declare": "R-DECLARE",
    "revolution": "R-REVOLT",
}
COMBINATIONS = [dict(zip(OPTIONS, on, strict=True)) for on in itertools.product((True, False), repeat=5)]
LEVELS = ("easy", "normal", "hard")


def combination_id(options: dict[str, bool]) -> str:
    return "-".join(f"{RULE_IDS[name]}_{'on' if on else 'off'}" for name, on in options.items())


def seat_agent(level: str, seed: int) -> Agent:
    if level == "hard":
        # hard at a small budget: a fixed two guesses (not a clock, so the match is reproducible),
        # the rollouts by normal's shortcuts, searched from 80 cards left: every part of the search runs
        return HardAgent(
            seed, SearchConfig(budget_s=60.0, max_samples=2, planner_rollouts=False, search_cards=80)
        )
    return make_agent(level, seed)


def play_match(rules: Rules, seed: int, levels: Sequence[str]) -> tuple[Match, dict[str, int]]:
    """A whole match (R-MATCH) with ``levels[s]`` at seat ``s``; each level's decisions in play counted."""
    match = Match.new(seed, rules)
    agents = [seat_agent(level, seed * 6 + s) for s, level in enumerate(levels)]
    in_play = dict.fromkeys(LEVELS, 0)
    while True:
        game: Game = match.game
        follows = MatchContext(game_follows=rules.tribute and match.number < GAMES_PER_MATCH)
        for agent in agents:  # as the table tells them: does a game of the match follow?
            agent.set_match(follows)
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            action = agents[seat].decide(view, legal)
            assert action in legal, f"{levels[seat]} at seat {seat} chose {action}, not a legal action"
            if view.phase == Phase.PLAY:
                in_play[levels[seat]] += 1
            game.apply(action)
        if match.finished:
            return match, in_play
        match.next_game()


@pytest.mark.parametrize("options", COMBINATIONS, ids=[combination_id(o) for o in COMBINATIONS])
def test_R_BIE3_R_TRIBORDER_R_NORETURNSINGLE_R_DECLARE_R_REVOLT_every_combination_plays_a_whole_match(
    options: dict[str, bool],
) -> None:
    rules = Rules(**options)
    number = COMBINATIONS.index(options)
    # each level on both teams, the seats turned from one combination to the next
    levels = [LEVELS[(s + number) % 3] for s in range(6)]
    match, in_play = play_match(rules, 4100 + number, levels)
    assert len(match.games) == GAMES_PER_MATCH and all(g.finished and g.rules == rules for g in match.games)
    assert all(in_play[level] > 0 for level in LEVELS), in_play


def test_R_BIE3_a_three_with_jokers_reads_as_one_hand_only_without_bie_san() -> None:
    """The AI's reading of a legal action takes the game's 憋三 option: 3 3 SJ is one hand
    without 憋三, and the 憋三 reading refuses it (the crash this guards against)."""
    game = Game.from_hands(["3 3 SJ 5", "6", "7", "8", "9", "10"], leader=0, rules=Rules(bie_san=False))
    seat = game.to_act
    assert seat == 0
    action = next(a for a in game.legal_actions() if a.kind == ActionKind.PLAY and len(a.cards) == 3)
    assert sorted(c.rank for c in action.cards)[:2] == [0, 0]
    assert to_choice(action, game.rules.bie_san) == ("play", (0, 2, 0, 1, 0))
    with pytest.raises(IllegalHand):
        play_of_counts(rank_counts(action.cards), True)
    assert to_choice(Action.pass_(1), False) == ("pass", None)


AI_SOURCES = sorted((Path(__file__).resolve().parents[2] / "gouji_desktop" / "ai").glob("*.py"))


def default_rule_calls(source: str, name: str) -> list[str]:
    """Calls in ``source`` of the engine helpers whose rule argument has a default (the standard
    game's), made without it: ``play_of_counts`` without its 憋三 flag, ``Hand.of`` without rules."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        called = ast.unparse(node.func)
        helper = called.split(".")[-1] == "play_of_counts" or called == "Hand.of"
        if helper and len(node.args) + len(node.keywords) < 2:
            out.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    return out


@pytest.mark.parametrize("path", AI_SOURCES, ids=lambda p: p.name)
def test_R_BIE3_the_AI_gives_engine_helpers_the_game_s_own_rules(path: Path) -> None:
    """No AI code reads a hand under the default rules where the game has its own (the 憋三 flag
    comes from ``view.rules`` or ``game.rules``)."""
    assert default_rule_calls(path.read_text(encoding="utf-8"), path.name) == []


def test_the_source_check_finds_a_call_without_the_rule() -> None:
    source = "play_of_counts(counts)\nfast.play_of_counts(c, sit.bie_san)\nHand.of(cards)\n"
    assert default_rule_calls(source, "x.py") == ["x.py:1 play_of_counts(counts)", "x.py:3 Hand.of(cards)"]
