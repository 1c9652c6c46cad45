"""The one check behind the expert-position files (and
``tools/hard_expert_check.py``): build the deal, play its scripted steps,
reach the deciding seat, and assert that the agent's choice is among the moves a
strong player accepts.  The accept tokens below expand against the legal plays.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, ActionKind, Decision, Game, Match, Rules, parse_cards

ANY_BEAT = "any beat"  # every legal play is accepted (the position is about not passing)
NO_WILD = "any play without a 2 or joker"
MULTI = "any play of two or more cards"
LOW_SINGLE = "any plain single up to a 9"
TOKENS = frozenset({ANY_BEAT, NO_WILD, MULTI, LOW_SINGLE})
NINE = parse_cards("9")[0].rank


@dataclass(frozen=True)
class Position:
    name: str  # starts with the rule ids it turns on
    why: str
    hands: tuple[str, ...]
    leader: int
    steps: tuple[str, ...]  # "seat: cards" (a play), "seat: pass", "seat: let", "seat: burn cards"
    accept: frozenset[str]  # "K K" (a play), "burn BJ A", "pass", "let", or a token above
    seat: int


def pos(
    name: str, why: str, hands: list[str], leader: int, steps: list[str], accept: list[str], seat: int = 0
) -> Position:
    return Position(name, why, tuple(hands), leader, tuple(steps), frozenset(accept), seat)


def step_action(seat: int, text: str) -> Action:
    """The action a step or an accepted move names: "pass", "let", "burn <cards>" or cards."""
    if text == "pass":
        return Action.pass_(seat)
    if text == "let":
        return Action.let(seat)
    if text.startswith("burn "):
        return Action.burn(seat, text[5:])
    return Action.play(seat, text)


def run(game: Game, steps: tuple[str, ...]) -> None:
    """Apply steps written "seat: what" (:func:`step_action`); burn offers the
    scripted seats do not take are declined on the way."""
    for step in steps:
        seat_text, _, what = step.partition(":")
        seat = int(seat_text)
        decline_burns_until(game, seat)
        game.apply(step_action(seat, what.strip()))


def decline_burns_until(game: Game, seat: int) -> None:
    while game.to_act != seat and game.decision == Decision.BURN_OFFER:
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]


def accepted(seat: int, texts: frozenset[str]) -> set[Action]:
    return {step_action(seat, text) for text in texts}


def agent_for(level: str):  # type: ignore[no-untyped-def]
    if level == "hard":
        # a small, fixed number of deals: fast and deterministic
        return make_agent("hard", seed=1, budget_s=60.0, max_samples=12)
    return make_agent(level, seed=1)


def decision(level: str, game: Game, seat: int) -> Action:
    """What ``level`` chooses for ``seat``, whose turn it must be."""
    assert game.to_act == seat, f"seat {game.to_act} is to act, not {seat}"
    return agent_for(level).decide(game.view(seat), game.legal_actions())


def accept_set(game: Game, position: Position) -> set[Action]:
    plays = [a for a in game.legal_actions() if a.kind == ActionKind.PLAY]
    out = accepted(position.seat, position.accept - TOKENS)
    if ANY_BEAT in position.accept:
        out |= set(plays)
    if NO_WILD in position.accept:
        out |= {a for a in plays if not any(c.is_wild for c in a.cards)}
    if MULTI in position.accept:
        out |= {a for a in plays if len(a.cards) >= 2}
    if LOW_SINGLE in position.accept:
        out |= {a for a in plays if len(a.cards) == 1 and not a.cards[0].is_wild and a.cards[0].rank <= NINE}
    return out


def passes(*seats: int) -> list[str]:
    """Steps: each of ``seats`` passes, in this order."""
    return [f"{s}: pass" for s in seats]


def check(position: Position, level: str, rules: Rules | None = None) -> None:
    check_from(Game.from_hands(list(position.hands), leader=position.leader, rules=rules), position, level)


def check_from(game: Game, position: Position, level: str) -> None:
    """:func:`check` on a game the caller dealt (``position.hands`` and ``leader`` unused):
    a position reached through the phases before play, say."""
    run(game, position.steps)
    decline_burns_until(game, position.seat)
    assert game.to_act == position.seat, f"the position does not reach seat {position.seat}"
    legal = game.legal_actions()
    accept = accept_set(game, position)
    assert accept and accept <= set(legal), f"not legal here: {accept - set(legal)}"
    choice = agent_for(level).decide(game.view(position.seat), legal)
    expert = sorted(position.accept)
    assert choice in accept, f"{level} chose {choice}; a strong player: {expert} ({position.why})"


# ----- positions from recorded games ------------------------------------------------------

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "ai"


def fixture(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def replayed(record: Any, actions: int | None = None) -> Game:
    """A fixture's game after its first ``actions`` actions (all by default): the first
    game of the match ``match_seed``, or the lone game ``game_seed``."""
    game = Match.new(record["match_seed"]).game if "match_seed" in record else Game.new(record["game_seed"])
    for a in record["actions"][:actions]:
        game.apply(Action.from_json(a))
    return game
