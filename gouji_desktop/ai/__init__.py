"""AI agents for Gouji (no pygame).  An agent sees only ``game.view(seat)`` and
the legal actions, and returns one of them.

Levels: ``random`` (uniform), ``easy`` (plausible but weak), ``normal`` (a
strong heuristic, :mod:`.heuristic.policy`) and ``hard`` (``normal`` plus
determinized Monte-Carlo search, :mod:`.search.hard`; its numbers are a
:class:`.search.hard.SearchConfig`, given to :func:`make_agent` by name, e.g.
``budget_s``).  Before a game (or a decision) every agent is told whether a
game of the same match follows (:meth:`Agent.set_match`).

The package by idea (docs/ai.md, "One decision at the normal level" and "... at the hard level"):

- :mod:`.heuristic`: how a move is weighed: the seat's situation, the planner and the formulas of
  its score, team tactics, the decisions before play, the weights;
- :mod:`.belief`: what a seat believes about the cards it cannot see: clues, odds, the sampler;
- :mod:`.search`: the hard level: candidates, rollouts, the clock;
- :mod:`.endgame`: sure lines, normal's capped endgame search, the exact solver;
- :mod:`.pipeline` (one normal decision, stage by stage), :mod:`.agents` (easy, normal),
  :mod:`.choice` (the values passed around), :mod:`.explain` (hints).

One normal decision, module by module: :func:`.pipeline.normal_decision`, the only place that
runs these stages, returns a :class:`.pipeline.NormalDecision` saying what each did::

    pipeline.normal_decision(view, legal, style)
      one legal action, or before play -> it, or heuristic.prelude.decide_prelude
      heuristic.situation.Situation.from_view(view)      what the seat knows
      heuristic.policy.Planner(situation, style).options()         .options, best first
          (heuristic.scoring, belief.odds, endgame.lines, heuristic.groups, heuristic.tactics)
      endgame.capped.endgame_pick    a close call played out on a few guesses   .endgame
      its pick, else the first legal option                                      .choice
      endgame.exact.exact_end_pick   every card known: solved exactly            .exact
      choice.pick_legal              -> the engine's Action                      .action

Who calls it: :class:`.agents.NormalAgent` plays its action; the hint
(:func:`.explain.suggestion`) explains it; the post-game review (:mod:`gouji_desktop.review`)
never marks it and compares its options; and the hard level starts from it.

One hard decision: :func:`.pipeline.normal_decision` without its exact ending, then
:mod:`.search.hard` keeps the structurally different options with normal's choice first
(:mod:`.search.candidates`), solves an ending where every card is known itself (a bigger cap,
the clock), deals guesses of the hidden hands (:mod:`.belief.clues`, :mod:`.belief.sampler`,
:mod:`.belief.past_choices`), plays each option to the end on each guess
(:mod:`.search.rollout`, the heuristic for every seat; :mod:`.heuristic.quick` its shortcuts)
until :mod:`.search.deadline`, and keeps normal's choice unless another is clearly better.

>>> from gouji_desktop.engine import Game
>>> g = Game.new(3)
>>> agent = make_agent("normal", seed=1)
>>> agent.decide(g.view(g.to_act), g.legal_actions()) in g.legal_actions()
True
"""

from __future__ import annotations

import importlib.machinery
import os
import random
from collections.abc import Sequence
from typing import Protocol

from gouji_desktop.engine import Action, GameView

from .agents import GAME_FOLLOWS, LAST_GAME, EasyAgent, MatchContext, NormalAgent
from .heuristic import policy

LEVELS = ("random", "easy", "normal", "hard")


class Agent(Protocol):
    """Decides for one seat; safe to call from a worker thread."""

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action: ...

    def set_match(self, match: MatchContext) -> None:
        """Whether a game of the same match follows the one being played (the hard level
        counts the 点贡 an opening earns only then)."""
        ...


class RandomAgent:
    """Uniform over the legal actions (a baseline)."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def set_match(self, match: MatchContext) -> None:
        """Random plays the same whether a game of the match follows or not."""

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        return legal_actions[self._rng.randrange(len(legal_actions))]


def make_agent(level: str, seed: int = 0, **options: object) -> Agent:
    """An agent of ``level`` ("random", "easy", "normal", "hard"); ``options``: the hard
    level's numbers by name (:meth:`.search.SearchConfig.of`), none for the others."""
    if level == "random":
        return RandomAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        from .search.hard import HardAgent, SearchConfig

        return HardAgent(seed, SearchConfig.of(options))
    raise ValueError(f"unknown AI level: {level!r}")


def compiled_ai() -> bool:
    """Is the heuristic and rollout code running compiled (mypyc, built by
    build_scripts/compile_ai.py, as the installers ship it)?  The decisions
    are the same either way; compiled, the hard level gets about 1.7 times
    the guesses within its budget."""
    where = getattr(policy, "__file__", None) or ""
    return where.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


#: set by the installers' launcher (build_scripts/gouji_launcher.py) when a compiled module would not
#: load and the AI runs from its Python copies: why
AI_FALLBACK_ENV = "GOUJI_AI_FALLBACK"


def ai_code() -> str:
    """How the AI runs, for the self-test and the diagnostics: "compiled", "Python", or "Python"
    with the reason the installers' compiled AI did not load (it then plays the same, slower)."""
    if compiled_ai():
        return "compiled"
    fallback = os.environ.get(AI_FALLBACK_ENV)
    return f"Python (the compiled AI did not load: {fallback})" if fallback else "Python"


__all__ = [
    "AI_FALLBACK_ENV",
    "GAME_FOLLOWS",
    "LAST_GAME",
    "LEVELS",
    "Agent",
    "EasyAgent",
    "MatchContext",
    "NormalAgent",
    "RandomAgent",
    "ai_code",
    "compiled_ai",
    "make_agent",
]
